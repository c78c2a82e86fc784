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
  onesignalAppId: string | null;
  onesignalRestApiKey: string | null;
  /** OneSignal's REST API base (ONESIGNAL_API_URL); tests point it at a local fake. */
  onesignalApiUrl: string;
  analyticsId: string | null;
  logLevel: string;
  /** Trust X-Forwarded-For from a load balancer. */
  trustProxy: boolean;
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
    onesignalAppId: str(env, 'ONESIGNAL_APP_ID'),
    onesignalRestApiKey: str(env, 'ONESIGNAL_REST_API_KEY'),
    onesignalApiUrl: (str(env, 'ONESIGNAL_API_URL') ?? 'https://onesignal.com/api/v1').replace(/\/$/, ''),
    analyticsId: str(env, 'ANALYTICS_ID'),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
  };
}
