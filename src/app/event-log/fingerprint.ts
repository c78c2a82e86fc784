import { hasStand, isPlainObject, isSecret, SECRET, tagged, type NameOf } from './plain';

/**
 * A short fingerprint (8 hex digits, FNV-1a) of a machine's snapshot: its status, state value and
 * context, read the way the log writes values (src/app/event-log/plain.ts), so a replayed machine
 * that reached the same state gets the same fingerprint, whatever the order of an object's keys. Snapshots are immutable, so the hash of
 * each object is remembered: a step costs what it changed, not the size of the context.
 */
export function createFingerprinter(nameOf: NameOf) {
  const memo = new WeakMap<object, number>();

  const mixString = (h: number, s: string) => {
    for (let i = 0; i < s.length; i++) {
      h ^= s.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
    return h;
  };
  const mixNumber = (h: number, n: number) => {
    for (let i = 0; i < 4; i++) {
      h ^= (n >>> (i * 8)) & 0xff;
      h = Math.imul(h, 0x01000193);
    }
    return h;
  };
  const BASIS = 0x811c9dc5;

  const hashPrimitive = (h: number, v: unknown): number => {
    if (v === null || v === undefined) return mixString(h, 'z');
    if (typeof v === 'string') return mixString(mixString(h, 's'), v);
    if (typeof v === 'number') return Number.isFinite(v) ? mixString(h, `n${v}`) : mixString(mixString(h, 's'), String(v));
    if (typeof v === 'boolean') return mixString(h, v ? 't' : 'f');
    if (typeof v === 'bigint') return mixString(mixString(h, 's'), String(v));
    return mixString(h, 'z');
  };

  const hashValue = (v: unknown, stack: Set<object>): number => {
    if (v === null || typeof v !== 'object') return hashPrimitive(BASIS, v);
    const known = memo.get(v);
    if (known !== undefined) return known;
    if (stack.has(v)) return mixString(BASIS, '[cycle]');
    stack.add(v);
    let h: number;
    if (Array.isArray(v)) {
      h = mixString(BASIS, '[');
      for (const x of v) h = mixNumber(h, typeof x === 'function' || typeof x === 'symbol' ? hashPrimitive(BASIS, null) : hashValue(x, stack));
    } else {
      const source = isPlainObject(v) && !hasStand(v) ? v : tagged(v, nameOf);
      h = mixString(BASIS, '{');
      if (typeof source === 'string') h = hashPrimitive(h, source);
      else {
        // Keys in sorted order: what was stored and read back (a report's log in the database) may come back in another order.
        for (const k of Object.keys(source).sort()) {
          const x = (source as Record<string, unknown>)[k];
          if (x === undefined || typeof x === 'function' || typeof x === 'symbol') continue;
          h = mixString(h, k);
          h = mixNumber(h, isSecret(k, x) ? hashPrimitive(BASIS, SECRET) : hashValue(x, stack));
        }
      }
    }
    stack.delete(v);
    // Only plain data is remembered: a tagged value (an actor, a File) is described afresh.
    if (Array.isArray(v) || (isPlainObject(v) && !hasStand(v))) memo.set(v, h >>> 0);
    return h >>> 0;
  };

  return (snapshot: { status?: unknown; value?: unknown; context?: unknown }): string => {
    let h = mixString(BASIS, String(snapshot.status));
    h = mixNumber(h, hashValue(snapshot.value ?? null, new Set()));
    h = mixNumber(h, hashValue(snapshot.context ?? null, new Set()));
    return (h >>> 0).toString(16).padStart(8, '0');
  };
}
