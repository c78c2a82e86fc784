import type { InspectionEvent } from 'xstate';
import { looksLikeErrorCode } from '../protocol/errors';
import { SESSION_LOG_FORMAT, SESSION_LOG_VERSION, type SessionLog } from '../protocol/session-log';

/** One event an actor processed: which actor, what, when. */
export interface LoggedEvent {
  at: string;
  /** The actor's system id when it has one (session, locale, alert, statics, login…), else its id. */
  actor: string;
  event: { type: string; [key: string]: unknown };
}

/** Keeps the last `capacity` events; oldest dropped first. */
export class EventLog {
  private entries: LoggedEvent[] = [];

  constructor(private readonly capacity = 2000, private readonly now: () => Date = () => new Date()) {}

  /** The `inspect` option of createActor: records every event any actor processes. */
  readonly inspect = (ev: InspectionEvent) => {
    if (ev.type !== '@xstate.event') return;
    const ref = ev.actorRef as unknown as { id: string; systemId?: string };
    this.record(ref.systemId ?? ref.id, ev.event as LoggedEvent['event']);
  };

  record(actor: string, event: LoggedEvent['event']) {
    this.entries.push({ at: this.now().toISOString(), actor, event: redact(event) });
    if (this.entries.length > this.capacity) this.entries.splice(0, this.entries.length - this.capacity);
  }

  list(): readonly LoggedEvent[] {
    return this.entries;
  }

  /** The log in the format reports carry (src/protocol/session-log.ts). */
  toSessionLog(): SessionLog {
    const first = this.entries[0];
    const start = first ? Date.parse(first.at) : this.now().getTime();
    return {
      format: SESSION_LOG_FORMAT,
      version: SESSION_LOG_VERSION,
      build: 'dev',
      started_at: new Date(start).toISOString(),
      language: document.documentElement.lang || 'ka',
      viewport: { width: innerWidth, height: innerHeight },
      redacted: [],
      dropped: 0,
      steps: this.entries.map((e, seq) => ({ seq, t: Date.parse(e.at) - start, actor: e.actor, kind: 'external' as const, event: e.event, fp: null })),
    };
  }

  /** JSON for auditors and support; secrets are already redacted. */
  export(): string {
    return JSON.stringify({ exported_at: this.now().toISOString(), events: this.entries }, null, 2);
  }
}

const SECRET_KEYS = new Set(['password', 'password_confirm', 'current_password', 'code', 'token', 'authcode']);

/** A one-time code is a secret; an error code from the catalogue (`code: 'network'`) is what auditors need. */
const isSecret = (key: string, value: string) => SECRET_KEYS.has(key) && !(key === 'code' && looksLikeErrorCode(value));

/** Copies an event, replacing secrets (passwords, one-time codes, tokens) with '***'. */
function redact(value: LoggedEvent['event']): LoggedEvent['event'] {
  const seen = new WeakSet<object>();
  const walk = (v: unknown, depth: number): unknown => {
    if (v === null || typeof v !== 'object') return v;
    if (seen.has(v) || depth > 6) return '[…]';
    seen.add(v);
    if (v instanceof Error) return { name: v.name, message: v.message, ...(('code' in v) ? { code: (v as { code: unknown }).code } : {}) };
    if (Array.isArray(v)) return v.slice(0, 100).map((x) => walk(x, depth + 1));
    if (typeof (v as { getSnapshot?: unknown }).getSnapshot === 'function') return '[actor]';
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) out[k] = typeof x === 'string' && isSecret(k, x) ? '***' : walk(x, depth + 1);
    return out;
  };
  return walk(value, 0) as LoggedEvent['event'];
}
