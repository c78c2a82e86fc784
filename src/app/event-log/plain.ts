import { looksLikeErrorCode } from '../../protocol/errors';

/**
 * How a value an actor saw is written into the event log, and how it is read back for a replay.
 * Plain data stays as it is; what JSON cannot hold becomes a tagged object (`$`), the same way
 * for the log and for fingerprints, so a replayed machine that gets the tagged object back is
 * fingerprinted exactly like the original that got the real thing. Secrets become '***'.
 */

const SECRET_KEYS = new Set(['password', 'password_confirm', 'current_password', 'new_password', 'code', 'token', 'authcode']);

/** A one-time code is a secret; an error code from the catalogue (`code: 'network'`) is what support needs. */
export const isSecret = (key: string, value: unknown): boolean =>
  typeof value === 'string' && SECRET_KEYS.has(key) && !(key === 'code' && looksLikeErrorCode(value)) && value !== '***';

export const SECRET = '***';

/** An actor reference as the log names it. */
export type NameOf = (ref: object) => string;

const isActorRef = (v: object): boolean => typeof (v as { getSnapshot?: unknown }).getSnapshot === 'function' && typeof (v as { send?: unknown }).send === 'function';
/** Actor logic (a machine or a promise/callback logic), e.g. the live channel's logics in `runtime.liveLoaded`. */
const isLogic = (v: object): boolean => typeof (v as { transition?: unknown }).transition === 'function' && typeof (v as { getInitialSnapshot?: unknown }).getInitialSnapshot === 'function';

const STANDS = new WeakMap<object, Record<string, unknown>>();

/**
 * Logs `value` as `stand` (e.g. a message catalogue as `{ $: 'messages', locale }`): for what is
 * large, fixed by the build and loaded again by a replay. Returns `value`.
 */
export function logAs<T extends object>(value: T, stand: Record<string, unknown>): T {
  STANDS.set(value, stand);
  return value;
}

export const hasStand = (v: object): boolean => STANDS.has(v);

export const isPlainObject = (v: object): boolean => {
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

/**
 * What a value that is not plain data stands for: `{ $: kind, … }`. Errors keep every field a
 * machine reads (code, status, field errors, retry time, the current record of a conflict).
 */
export function tagged(v: object, nameOf: NameOf): Record<string, unknown> | string {
  const stand = STANDS.get(v);
  if (stand) return stand;
  if (isActorRef(v)) return { $: 'actor', id: nameOf(v) };
  if (isLogic(v)) return { $: 'logic' };
  if (v instanceof Error) return { $: 'Error', name: v.name, message: v.message, ...Object.fromEntries(Object.entries(v)) };
  if (v instanceof Date) return { $: 'Date', iso: Number.isNaN(v.getTime()) ? null : v.toISOString() };
  if (typeof File !== 'undefined' && v instanceof File) return { $: 'File', name: v.name, size: v.size, type: v.type };
  if (typeof Blob !== 'undefined' && v instanceof Blob) return { $: 'Blob', size: v.size, type: v.type };
  if (v instanceof Map) return { $: 'Map', entries: [...v.entries()] };
  if (v instanceof Set) return { $: 'Set', values: [...v.values()] };
  return { $: (v.constructor as { name?: string } | undefined)?.name || 'object' };
}

/**
 * A JSON-safe copy of `value` with secrets replaced by '***'; each replaced field's path is
 * passed to `onSecret` (the log lists them). Functions are left out, cycles cut.
 */
export function toPlain(value: unknown, nameOf: NameOf, onSecret: (path: string) => void = () => {}): unknown {
  const stack = new Set<object>();
  const walk = (v: unknown, path: string): unknown => {
    if (typeof v === 'function' || typeof v === 'symbol') return undefined;
    if (typeof v === 'bigint') return String(v);
    if (typeof v === 'number' && !Number.isFinite(v)) return String(v);
    if (v === null || typeof v !== 'object') return v;
    if (stack.has(v)) return '[cycle]';
    stack.add(v);
    try {
      if (Array.isArray(v)) return v.map((x, i) => walk(x, `${path}[${i}]`) ?? null);
      const source = isPlainObject(v) && !STANDS.has(v) ? v : tagged(v, nameOf);
      if (typeof source !== 'object') return source;
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(source)) {
        if (isSecret(k, x)) {
          out[k] = SECRET;
          onSecret(path ? `${path}.${k}` : k);
          continue;
        }
        const w = walk(x, path ? `${path}.${k}` : k);
        if (w !== undefined) out[k] = w;
      }
      return out;
    } finally {
      stack.delete(v);
    }
  };
  return walk(value, '');
}
