import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRecord } from '../../server/features/checkups/device-record';

const fixture = (name: string): Record<string, unknown> => JSON.parse(readFileSync(join(import.meta.dirname, `../fixtures/devices/${name}.json`), 'utf8'));
const TZ = 'Asia/Tbilisi';
const NOW = new Date('2026-11-26T10:00:00Z');
const t8x = fixture('t8x-demo');
const gs2 = fixture('gs2-demo');

describe('readRecord accepts the kiosks\' records', () => {
  it('reads the T8X demo header, its MeasureTime as Tbilisi time (UTC+4)', () => {
    expect(readRecord('T8X', t8x, TZ, NOW)).toEqual({
      ok: true,
      header: {
        machineId: 'HST821260417',
        recordNo: '6041720261104093512',
        measuredAt: new Date('2026-11-04T05:35:12Z'),
        idNumber: '01001000001',
        member: { name: 'ქეთევან კაპანაძე', sex: 'female', birthdate: '1990-06-02', phone: '+995599123456' },
      },
    });
  });

  it('reads the GS2 ID number from UserID, and a man from Sex "1"', () => {
    const male = readRecord('GS2', fixture('gs2-male-minimal'), TZ, NOW);
    expect(male).toMatchObject({ ok: true, header: { idNumber: '01024055871', member: { sex: 'male', phone: null } } });
  });

  it('falls back to Member.IdCode when the device\'s own ID field is absent', () => {
    const { userId: _, ...rest } = t8x;
    expect(readRecord('T8X', { ...rest, Member: { IdCode: '12345678901' } }, TZ, NOW)).toMatchObject({ ok: true, header: { idNumber: '12345678901', member: { name: '', sex: null, birthdate: null, phone: null } } });
  });

  it('ignores GS2-only blocks in a T8X record', () => {
    expect(readRecord('T8X', { ...t8x, Urinalysis: { PRO: '2' }, Vision: { Left: '0.7' } }, TZ, NOW).ok).toBe(true);
  });

  it('accepts a clock up to a day ahead, and leaves an impossible birthday out rather than refusing', () => {
    const r = readRecord('T8X', { ...t8x, MeasureTime: '2026-11-27 13:59:59', Member: { ...(t8x.Member as object), Birthday: '1990-02-30' } }, TZ, NOW);
    expect(r).toMatchObject({ ok: true, header: { member: { birthdate: null } } });
  });
});

describe('readRecord refuses', () => {
  const field = (path: string, code: string, extra: Record<string, unknown> = {}) => ({ path, code, params: { field: path, ...extra } });
  it.each<[string, string, unknown, unknown[]]>([
    ['a string', 'T8X', 'not a record', [field('record', 'device.field_format')]],
    ['null', 'T8X', null, [field('record', 'device.field_format')]],
    ['an array', 'T8X', [t8x], [field('record', 'device.field_format')]],
    ['a record over 200 KB', 'T8X', { ...t8x, PEEcg: { EcgData: 'x'.repeat(205 * 1024) } }, [field('record', 'device.record_too_large', { max: 200 })]],
    ['a missing MachineId', 'T8X', { ...t8x, MachineId: undefined }, [field('MachineId', 'device.field_missing')]],
    ['a blank RecordNo', 'T8X', { ...t8x, RecordNo: '   ' }, [field('RecordNo', 'device.field_missing')]],
    ['a RecordNo of 65 characters', 'T8X', { ...t8x, RecordNo: '1'.repeat(65) }, [field('RecordNo', 'device.field_too_long', { max: 64 })]],
    ['a MachineId that is an object', 'T8X', { ...t8x, MachineId: { id: 'x' } }, [field('MachineId', 'device.field_missing')]],
    ['no MeasureTime', 'T8X', { ...t8x, MeasureTime: '' }, [field('MeasureTime', 'device.field_missing')]],
    ['an ISO MeasureTime', 'T8X', { ...t8x, MeasureTime: '2026-11-04T09:35:12Z' }, [field('MeasureTime', 'device.field_format')]],
    ['a MeasureTime on 31 November', 'T8X', { ...t8x, MeasureTime: '2026-11-31 09:35:12' }, [field('MeasureTime', 'device.field_format')]],
    ['a MeasureTime at 24:00', 'T8X', { ...t8x, MeasureTime: '2026-11-04 24:00:00' }, [field('MeasureTime', 'device.field_format')]],
    ['a MeasureTime more than a day ahead', 'T8X', { ...t8x, MeasureTime: '2026-11-27 14:00:01' }, [field('MeasureTime', 'device.measure_time_future')]],
    ['no ID number at all', 'T8X', { ...t8x, userId: '', Member: { IdCode: '' } }, [field('userId', 'device.field_missing')]],
    ['a GS2 record without UserID or IdCode', 'GS2', { ...gs2, UserID: undefined, Member: {} }, [field('UserID', 'device.field_missing')]],
    ['an ID number of 10 digits', 'T8X', { ...t8x, userId: '0100100000' }, [field('userId', 'device.field_format')]],
    ['an ID number with letters', 'GS2', { ...gs2, UserID: '0100100000A' }, [field('UserID', 'device.field_format')]],
    ['a Chinese 18-character IdCode as the fallback', 'T8X', { ...t8x, userId: undefined, Member: { IdCode: '361103196005178567' } }, [field('Member.IdCode', 'device.field_format')]],
  ])('%s', (_, type, raw, errors) => {
    expect(readRecord(type as 'T8X' | 'GS2', raw, TZ, NOW)).toEqual({ ok: false, errors });
  });

  it('lists every problem of a record at once', () => {
    const r = readRecord('T8X', { MeasureTime: 'yesterday' }, TZ, NOW);
    expect(r.ok ? [] : r.errors.map((e) => e.path)).toEqual(['MachineId', 'RecordNo', 'MeasureTime', 'userId']);
  });

  it('does not take the T8X userId for a GS2 record', () => {
    const { UserID: _, ...rest } = gs2;
    expect(readRecord('GS2', { ...rest, userId: '01001000001', Member: {} }, TZ, NOW)).toEqual({ ok: false, errors: [field('UserID', 'device.field_missing')] });
  });
});
