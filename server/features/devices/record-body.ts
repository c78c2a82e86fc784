import type { DeviceType } from '../../../src/protocol/checkups';
import { AppError, type FieldError } from '../../../src/protocol/errors';
import { unstorableTextPath } from '../../plugins/safe-text';

/**
 * What the ingestion endpoint checks of a body before the checkups feature reads the record:
 * that it is JSON, an object, not nested beyond reason, holding only storable text, and of the key's device type. Pure.
 */

/** Deepest nesting a record may have (kiosks send three levels; the limit keeps storing it safe). */
export const RECORD_MAX_DEPTH = 16;

/** Blocks only a GS2 kiosk sends (SPEC §3), besides its `UserID`. */
const GS2_ONLY = ['UserID', 'Urinalysis', 'Hb', 'Vision', 'Tooth', 'Ultrasonic', 'PsychologicalAssessment'] as const;

export const recordInvalid = (errors: FieldError[]) => new AppError('device.record_invalid', 422, { message: 'The record is incomplete or malformed; nothing was stored', errors });

const notARecord = (): AppError => recordInvalid([{ path: 'record', code: 'device.field_format', params: { field: 'record' } }]);

/** The body as a record object, or 422 `device.record_invalid`: not JSON, not an object, nested too deep. */
export function parseRecordBody(body: unknown): Record<string, unknown> {
  let value: unknown = body;
  if (typeof body === 'string' || Buffer.isBuffer(body)) {
    try {
      value = JSON.parse(String(body));
    } catch {
      throw notARecord();
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw notARecord();
  if (depthOver(value, RECORD_MAX_DEPTH)) throw recordInvalid([{ path: 'record', code: 'device.field_format', params: { field: 'record' } }]);
  const unstorable = unstorableTextPath(value);
  if (unstorable !== null) throw recordInvalid([{ path: unstorable || 'record', code: 'device.field_format', params: { field: unstorable || 'record' } }]);
  return value as Record<string, unknown>;
}

/** True when `value` nests deeper than `max` (walked without recursion: any body is safe). */
export function depthOver(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    if (depth > max) return true;
    for (const child of Object.values(v as object)) if (typeof child === 'object' && child !== null) stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * The device type a record's layout shows: GS2 when it has `UserID` or a GS2-only block, T8X when
 * it has `userId`, else null (the key's type is taken).
 */
export function recordTypeOf(record: Record<string, unknown>): DeviceType | null {
  if (GS2_ONLY.some((k) => Object.hasOwn(record, k))) return 'GS2';
  if (Object.hasOwn(record, 'userId')) return 'T8X';
  return null;
}

/** 409 `device.type_mismatch` unless the record is of the key's device type. */
export function checkRecordType(record: Record<string, unknown>, keyType: DeviceType): void {
  const type = recordTypeOf(record);
  if (type !== null && type !== keyType) {
    throw new AppError('device.type_mismatch', 409, { message: `A ${type} record was sent with a ${keyType} device key` });
  }
}
