import type { DeviceType } from '../../../src/protocol/checkups';
import type { FieldError } from '../../../src/protocol/errors';
import { zonedInstant } from '../../../src/protocol/zoned-time';

/**
 * Reading a kiosk record's header (issue 17): who was measured, by which machine, when. Pure; the
 * devices feature calls it before it stores anything, so a refused record leaves no trace.
 * The record keeps the kiosk's own layout (src/protocol/device-records.ts, samples in
 * tests/fixtures/devices/): nested objects whose values are mostly strings.
 */

/** Longest MachineId and RecordNo kept (kiosks send about 12 and 22 characters). */
export const RECORD_ID_MAX = 64;
/** Largest record read, as JSON text (a record with an ECG trace is about 40 KB). */
export const RECORD_MAX_BYTES = 200 * 1024;
/** How far ahead of the server's clock a kiosk's clock may run. */
const FUTURE_TOLERANCE_MS = 24 * 60 * 60 * 1000;

export interface RecordMember {
  name: string;
  sex: 'male' | 'female' | null;
  birthdate: string | null;
  phone: string | null;
}

export interface RecordHeader {
  machineId: string;
  recordNo: string;
  /** MeasureTime read as the clinic's local time. */
  measuredAt: Date;
  /** The personal ID number (11 digits in Georgia). */
  idNumber: string;
  member: RecordMember;
}

export type ReadRecordResult = { ok: true; header: RecordHeader } | { ok: false; errors: FieldError[] };

type Obj = Record<string, unknown>;

const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A field as trimmed text; numbers (some kiosks send them bare) become text; anything else ''. */
function text(v: unknown): string {
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return '';
}

const MEASURE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** `YYYY-MM-DD HH:mm:ss` in the zone as a Date, or null when it is no real wall-clock time. */
export function readMeasureTime(value: string, timeZone: string): Date | null {
  const m = MEASURE_TIME.exec(value);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number);
  const calendar = new Date(Date.UTC(y, mo - 1, d));
  if (y < 1900 || calendar.getUTCFullYear() !== y || calendar.getUTCMonth() !== mo - 1 || calendar.getUTCDate() !== d) return null;
  if (h > 23 || mi > 59 || s > 59) return null;
  return new Date(zonedInstant(value.slice(0, 10), h * 60 + mi, timeZone) + s * 1000);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date (YYYY-MM-DD, not in the future of `now`), else null. */
function readBirthdate(value: string, now: Date): string | null {
  const m = ISO_DATE.exec(value);
  if (!m) return null;
  const [y, mo, d] = m.slice(1).map(Number);
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (y < 1900 || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d || date.getTime() > now.getTime()) return null;
  return value;
}

/** Kiosks write sex as "1" (male) / "2" (female); some firmware writes words or 男/女. */
function readSex(value: string): 'male' | 'female' | null {
  const v = value.toLowerCase();
  if (v === '1' || v === 'm' || v === 'male' || v === '男') return 'male';
  if (v === '2' || v === 'f' || v === 'female' || v === '女') return 'female';
  return null;
}

/** The kiosk field carrying the personal ID number for each device type (SPEC §3). */
const ID_FIELD: Record<DeviceType, string> = { T8X: 'userId', GS2: 'UserID' };

function jsonSize(raw: unknown): number | null {
  try {
    const json = JSON.stringify(raw);
    return json === undefined ? 0 : Buffer.byteLength(json, 'utf8');
  } catch {
    return null;
  }
}

/**
 * Reads and checks a kiosk record's header. Refuses (with field errors whose `path` is the
 * kiosk's field name and `params.field` the same, for the message) a record that is not an
 * object or is over RECORD_MAX_BYTES, a missing or blank MachineId or RecordNo (or longer than
 * RECORD_ID_MAX), a MeasureTime that is no real `YYYY-MM-DD HH:mm:ss` in `timeZone` or lies more
 * than a day after `now`, and a missing ID number or one that is not 11 digits. Blocks of the
 * other device type are ignored. The member's own fields are taken when readable, else null.
 */
export function readRecord(deviceType: DeviceType, raw: unknown, timeZone: string, now: Date = new Date()): ReadRecordResult {
  if (!isObject(raw)) return { ok: false, errors: [{ path: 'record', code: 'device.field_format', params: { field: 'record' } }] };
  const size = jsonSize(raw);
  if (size === null || size > RECORD_MAX_BYTES) {
    return { ok: false, errors: [{ path: 'record', code: 'device.record_too_large', params: { field: 'record', max: RECORD_MAX_BYTES / 1024 } }] };
  }

  const errors: FieldError[] = [];
  const missing = (field: string) => errors.push({ path: field, code: 'device.field_missing', params: { field } });
  const malformed = (field: string) => errors.push({ path: field, code: 'device.field_format', params: { field } });

  const ident = (field: 'MachineId' | 'RecordNo'): string => {
    const v = text(raw[field]);
    if (!v) missing(field);
    else if (v.length > RECORD_ID_MAX) errors.push({ path: field, code: 'device.field_too_long', params: { field, max: RECORD_ID_MAX } });
    return v;
  };
  const machineId = ident('MachineId');
  const recordNo = ident('RecordNo');

  const time = text(raw.MeasureTime);
  let measuredAt: Date | null = null;
  if (!time) missing('MeasureTime');
  else {
    measuredAt = readMeasureTime(time, timeZone);
    if (!measuredAt) malformed('MeasureTime');
    else if (measuredAt.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) {
      errors.push({ path: 'MeasureTime', code: 'device.measure_time_future', params: { field: 'MeasureTime' } });
    }
  }

  const member = isObject(raw.Member) ? raw.Member : {};
  const idField = ID_FIELD[deviceType];
  const ownId = text(raw[idField]);
  const idNumber = ownId || text(member.IdCode);
  const idPath = ownId ? idField : 'Member.IdCode';
  if (!idNumber) missing(idField);
  else if (!/^\d{11}$/.test(idNumber)) errors.push({ path: idPath, code: 'device.field_format', params: { field: idPath } });

  if (errors.length > 0 || !measuredAt) return { ok: false, errors };

  const name = text(member.Name).slice(0, 200);
  const phone = text(member.Mobile).slice(0, 40);
  return {
    ok: true,
    header: {
      machineId,
      recordNo,
      measuredAt,
      idNumber,
      member: { name, sex: readSex(text(member.Sex)), birthdate: readBirthdate(text(member.Birthday), now), phone: phone || null },
    },
  };
}
