import { resolve } from 'node:path';

/** Every setting of the server, read from the environment with a working default. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: embedded PGlite in `dataDir/pglite`. `memory://` keeps PGlite in memory (tests). */
  databaseUrl: string | null;
  seed: 'demo' | 'none';
  publicUrl: string;
  /** True when PUBLIC_URL was set: the live channel then accepts only that origin. */
  publicUrlSet: boolean;
  distDir: string;
  maxUploadMb: number;
  smtpUrl: string | null;
  smtpFrom: string;
  /** SMS gateway: an HTTP endpoint taking `{to, text}` as JSON; unset means the local outbox. */
  smsGatewayUrl: string | null;
  smsGatewayToken: string | null;
  jitsiDomain: string;
  jitsiAppId: string | null;
  jitsiAppSecret: string | null;
  /** Seconds a call rings before it counts as missed (CALL_RING_SECONDS). */
  callRingSeconds: number;
  /** Seconds a call waits for a socket of the callee before it counts as unreachable (CALL_PENDING_SECONDS). */
  callPendingSeconds: number;
  /** The same wait when the callee's devices were sent a push (CALL_PUSH_PENDING_SECONDS). */
  callPushPendingSeconds: number;
  /** Seconds a participant may be without any socket before the call counts as disconnected (CALL_GONE_SECONDS). */
  callGoneSeconds: number;
  /** How often each node looks for due call timers, in milliseconds (CALL_TIMER_POLL_MS). */
  callTimerPollMs: number;
  /** How often each node records that it is alive (LIVE_HEARTBEAT_MS). */
  liveHeartbeatMs: number;
  /** How long a node may stay silent before the others clear its connections (LIVE_NODE_STALE_MS; keep it several heartbeats). */
  liveNodeStaleMs: number;
  /** Days a problem report is kept before every node's periodic prune deletes it (REPORT_RETENTION_DAYS). */
  reportRetentionDays: number;
  onesignalAppId: string | null;
  onesignalRestApiKey: string | null;
  /** OneSignal's REST API base (ONESIGNAL_API_URL); tests point it at a local fake. */
  onesignalApiUrl: string;
  analyticsId: string | null;
  /** LOG_LEVEL; unset: 'info' in production (NODE_ENV=production), 'warn' under test, else 'debug'. */
  logLevel: LogLevel;
  /** Milliseconds a SIGTERM waits for requests under way (uploads too) before cutting them (SHUTDOWN_GRACE_MS). */
  shutdownGraceMs: number;
  /** Trust X-Forwarded-For from a load balancer. */
  trustProxy: boolean;
  /** NODE_ENV=production: no development aids (the API's documentation page /api/docs). */
  production: boolean;
}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, dflt: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return dflt;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, got '${raw}'`);
  return n;
}

const str = (env: Env, name: string): string | null => (env[name] && env[name]!.trim() !== '' ? env[name]!.trim() : null);

/** The levels of the server's log, most to least severe; `silent` logs nothing. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** LOG_LEVEL when it is set (and valid), else the level for NODE_ENV. */
function logLevel(env: Env): LogLevel {
  const raw = str(env, 'LOG_LEVEL');
  if (raw === null) return env.NODE_ENV === 'production' ? 'info' : env.NODE_ENV === 'test' ? 'warn' : 'debug';
  if (!(LOG_LEVELS as readonly string[]).includes(raw)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got '${raw}'`);
  return raw as LogLevel;
}

/** Reads and validates the configuration; throws with a clear message on a bad value. */
export function loadConfig(env: Env = process.env): Config {
  const seed = env.SEED ?? 'demo';
  if (seed !== 'demo' && seed !== 'none') throw new Error(`SEED must be 'demo' or 'none', got '${seed}'`);
  const port = int(env, 'PORT', 8080, 0, 65535);
  const databaseUrl = str(env, 'DATABASE_URL');
  if (databaseUrl && !/^(postgres(ql)?:\/\/|memory:\/\/)/.test(databaseUrl)) throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? '.data'),
    databaseUrl,
    seed,
    publicUrl: (str(env, 'PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/$/, ''),
    publicUrlSet: str(env, 'PUBLIC_URL') !== null,
    distDir: resolve(env.DIST_DIR ?? 'dist'),
    maxUploadMb: int(env, 'MAX_UPLOAD_MB', 10, 1, 1024),
    smtpUrl: str(env, 'SMTP_URL'),
    smtpFrom: env.SMTP_FROM ?? 'Clinic <no-reply@clinic.local>',
    smsGatewayUrl: str(env, 'SMS_GATEWAY_URL'),
    smsGatewayToken: str(env, 'SMS_GATEWAY_TOKEN'),
    jitsiDomain: env.JITSI_DOMAIN ?? 'meet.jit.si',
    jitsiAppId: str(env, 'JITSI_APP_ID'),
    jitsiAppSecret: str(env, 'JITSI_APP_SECRET'),
    callRingSeconds: int(env, 'CALL_RING_SECONDS', 45, 1, 600),
    callPendingSeconds: int(env, 'CALL_PENDING_SECONDS', 8, 1, 120),
    callPushPendingSeconds: int(env, 'CALL_PUSH_PENDING_SECONDS', 30, 1, 300),
    callGoneSeconds: int(env, 'CALL_GONE_SECONDS', 20, 1, 600),
    callTimerPollMs: int(env, 'CALL_TIMER_POLL_MS', 1000, 50, 3_600_000),
    liveHeartbeatMs: int(env, 'LIVE_HEARTBEAT_MS', 10_000, 1000, 3_600_000),
    liveNodeStaleMs: int(env, 'LIVE_NODE_STALE_MS', 60_000, 3000, 3_600_000),
    reportRetentionDays: int(env, 'REPORT_RETENTION_DAYS', 90, 1, 3650),
    onesignalAppId: str(env, 'ONESIGNAL_APP_ID'),
    onesignalRestApiKey: str(env, 'ONESIGNAL_REST_API_KEY'),
    onesignalApiUrl: (str(env, 'ONESIGNAL_API_URL') ?? 'https://onesignal.com/api/v1').replace(/\/$/, ''),
    analyticsId: str(env, 'ANALYTICS_ID'),
    logLevel: logLevel(env),
    shutdownGraceMs: int(env, 'SHUTDOWN_GRACE_MS', 25_000, 0, 600_000),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    production: env.NODE_ENV === 'production',
  };
}
