import { readFileSync } from 'node:fs';
import type { DeviceType } from '../../../src/protocol/checkups';
import { wallClock } from '../../../src/protocol/zoned-time';

/**
 * Sample kiosk records (tests/fixtures/devices/, the checkups feature's fixtures) made fresh: the
 * demo data stores them, and `npm run send-sample` sends one to a running server.
 */
export type SampleName = 't8x-demo' | 'gs2-demo' | 't8x-unknown-patient';

export const SAMPLE_OF_TYPE: Record<DeviceType, SampleName> = { T8X: 't8x-demo', GS2: 'gs2-demo' };

/** A fixture as the kiosk sent it. */
export function readSample(name: SampleName): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`../../../tests/fixtures/devices/${name}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
}

/** `YYYY-MM-DD HH:mm:ss` of an instant on the wall clock of `timeZone`, as kiosks write MeasureTime. */
export function measureTimeOf(at: Date, timeZone: string): string {
  const { date, time } = wallClock(at, timeZone);
  return `${date} ${time}:${String(at.getUTCSeconds()).padStart(2, '0')}`;
}

/**
 * A copy of a sample with another RecordNo, MeasureTime (and the kiosk's other times moved with
 * it) and, if given, another person's ID number (in `userId`/`UserID` and `Member.IdCode`).
 */
export function freshSample(
  name: SampleName,
  o: { recordNo?: string; measuredAt?: Date; timeZone?: string; idNumber?: string } = {},
): Record<string, unknown> {
  const record = readSample(name);
  const tz = o.timeZone ?? 'Asia/Tbilisi';
  if (o.recordNo !== undefined) record.RecordNo = o.recordNo;
  if (o.measuredAt) {
    const before = String(record.MeasureTime ?? '');
    const after = measureTimeOf(o.measuredAt, tz);
    // Times inside the blocks (an oximeter's start and end) keep their distance to MeasureTime.
    const shift = Date.parse(after.replace(' ', 'T') + 'Z') - Date.parse(before.replace(' ', 'T') + 'Z');
    const moved = (v: unknown): unknown => {
      if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(v) && Number.isFinite(shift)) {
        return new Date(Date.parse(v.replace(' ', 'T') + 'Z') + shift).toISOString().slice(0, 19).replace('T', ' ');
      }
      if (v && typeof v === 'object' && !Array.isArray(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, moved(x)]));
      return v;
    };
    for (const [k, v] of Object.entries(record)) if (k !== 'Member') record[k] = moved(v);
    record.MeasureTime = after;
  }
  if (o.idNumber !== undefined) {
    for (const field of ['userId', 'UserID']) if (Object.hasOwn(record, field)) record[field] = o.idNumber;
    if (record.Member && typeof record.Member === 'object') (record.Member as Record<string, unknown>).IdCode = o.idNumber;
  }
  return record;
}

/** A RecordNo no kiosk sent yet: digits from the time and a random tail, as long as a kiosk's. */
export function freshRecordNo(now = new Date()): string {
  return `${now.getTime()}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
}
