import { AppError, type ErrorCode } from '../../protocol/errors';

/**
 * Turns a value written into the log (src/app/event-log/plain.ts) back into what the machine
 * originally got: errors become errors again (an AppError with its code, status, field errors,
 * retry time and current record), dates dates, actor references the replay's actor of that name.
 * Files, blobs and message catalogues stay the tagged objects the log holds: a machine only
 * passes them on, and their fingerprints are the same.
 */
export function revive(value: unknown, actorNamed: (name: string) => unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => revive(v, actorNamed));
  const v = value as Record<string, unknown>;
  const fields = Object.fromEntries(Object.entries(v).map(([k, x]) => [k, revive(x, actorNamed)]));
  switch (v.$) {
    case 'Error': {
      const { $: _tag, name, message, ...own } = fields as { $: string; name: string; message: string; code?: ErrorCode; status?: number; [k: string]: unknown };
      if (name === 'AppError' && typeof own.code === 'string') {
        const error = new AppError(own.code, own.status ?? 400, { message });
        return Object.assign(error, own);
      }
      return Object.assign(new Error(message), { name }, own);
    }
    case 'Date':
      return new Date(typeof v.iso === 'string' ? v.iso : NaN);
    case 'actor':
      return actorNamed(String(v.id)) ?? fields;
    case 'Map':
      return new Map((fields.entries as [unknown, unknown][]) ?? []);
    case 'Set':
      return new Set((fields.values as unknown[]) ?? []);
    default:
      return fields;
  }
}
