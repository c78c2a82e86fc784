import { describe, expect, it } from 'vitest';
import { freeSlots, slotProblem, zonedDate, zonedInstant, type SlotInput, type SlotRule } from '../../server/features/availability/slots';

const H = (h: number, m = 0) => h * 60 + m;
const work = (weekday: number, from: number, to: number, clinicServiceIds: number[] = []): SlotRule => ({ weekday, startMinute: from, endMinute: to, kind: 'work', clinicServiceIds });
const pause = (weekday: number, from: number, to: number): SlotRule => ({ weekday, startMinute: from, endMinute: to, kind: 'break', clinicServiceIds: [] });

// 2026-11-23 is a Monday. Tbilisi is UTC+4: 09:00 there is 05:00Z.
const base: SlotInput = {
  rules: [work(1, H(9), H(13))],
  exceptions: [],
  busy: [],
  service: { id: 7, durationMinutes: 30, bufferBeforeMinutes: 0, bufferAfterMinutes: 0 },
  clinic: { timeZone: 'Asia/Tbilisi', minNoticeMinutes: 60, bookingHorizonDays: 30 },
  now: new Date('2026-11-21T10:00:00Z'),
  from: '2026-11-23',
  to: '2026-11-23',
};
const starts = (input: Partial<SlotInput>) => freeSlots({ ...base, ...input }).map((s) => s.start);
const at = (hhmm: string, date = '2026-11-23') => {
  const [h, m] = hhmm.split(':').map(Number);
  return new Date(zonedInstant(date, H(h, m), 'Asia/Tbilisi')).toISOString();
};

describe('free slots', () => {
  it('lay a grid of the service duration from the start of the working hours, in the clinic zone', () => {
    const s = freeSlots(base);
    expect(s).toHaveLength(8);
    expect(s[0]).toEqual({ start: '2026-11-23T05:00:00.000Z', end: '2026-11-23T05:30:00.000Z' });
    expect(s[7]).toEqual({ start: '2026-11-23T08:30:00.000Z', end: '2026-11-23T09:00:00.000Z' });
  });

  it('use the real zone offset (New York changes it; Tbilisi does not)', () => {
    expect(zonedInstant('2026-07-01', H(9), 'America/New_York')).toBe(Date.parse('2026-07-01T13:00:00Z'));
    expect(zonedInstant('2026-12-01', H(9), 'America/New_York')).toBe(Date.parse('2026-12-01T14:00:00Z'));
    expect(zonedInstant('2026-07-01', H(9), 'Asia/Tbilisi')).toBe(Date.parse('2026-07-01T05:00:00Z'));
    expect(zonedDate(Date.parse('2026-11-23T21:30:00Z'), 'Asia/Tbilisi')).toBe('2026-11-24');
    const ny = freeSlots({ ...base, clinic: { ...base.clinic, timeZone: 'America/New_York' }, rules: [work(1, H(9), H(10))] });
    expect(ny.map((s) => s.start)).toEqual(['2026-11-23T14:00:00.000Z', '2026-11-23T14:30:00.000Z']);
  });

  it('leave out breaks and restart the grid after them', () => {
    expect(starts({ rules: [work(1, H(9), H(12)), pause(1, H(10), H(10, 45))] })).toEqual([at('09:00'), at('09:30'), at('10:45'), at('11:15')]);
  });

  it('honour days off and other hours on a date', () => {
    expect(starts({ exceptions: [{ date: '2026-11-23', kind: 'off', startMinute: null, endMinute: null }] })).toEqual([]);
    expect(starts({ exceptions: [{ date: '2026-11-23', kind: 'hours', startMinute: H(15), endMinute: H(16) }] })).toEqual([at('15:00'), at('15:30')]);
    // Another day's exception changes nothing here.
    expect(starts({ exceptions: [{ date: '2026-11-24', kind: 'off', startMinute: null, endMinute: null }] })).toHaveLength(8);
  });

  it('fit the buffers inside the working hours and keep them off busy ranges', () => {
    const service = { ...base.service, bufferBeforeMinutes: 10, bufferAfterMinutes: 10 };
    expect(starts({ service, rules: [work(1, H(9), H(10, 30))] })).toEqual([at('09:30')]);
    const busy = [{ start: Date.parse(at('10:00')), end: Date.parse(at('10:30')) }];
    expect(starts({ busy, rules: [work(1, H(9), H(11))] })).toEqual([at('09:00'), at('09:30'), at('10:30')]);
    expect(starts({ busy, service: { ...base.service, bufferAfterMinutes: 5 }, rules: [work(1, H(9), H(11, 30))] })).toEqual([at('09:00'), at('10:30')]);
  });

  it('apply rules only to their services', () => {
    expect(starts({ rules: [work(1, H(9), H(10), [8])] })).toEqual([]);
    expect(starts({ rules: [work(1, H(9), H(10), [7, 8])] })).toEqual([at('09:00'), at('09:30')]);
  });

  it('respect the minimum notice and the horizon', () => {
    const now = new Date(Date.parse(at('09:10')));
    expect(starts({ now })).toEqual([at('10:30'), at('11:00'), at('11:30'), at('12:00'), at('12:30')]);
    const far = { from: '2026-12-21', to: '2026-12-28', rules: [work(1, H(9), H(10))] };
    expect(starts(far)).toEqual([at('09:00', '2026-12-21'), at('09:30', '2026-12-21')]);
    expect(starts({ ...far, clinic: { ...base.clinic, bookingHorizonDays: 7 } })).toEqual([]);
  });

  it('name the problem of a start time', () => {
    const input = { ...base, busy: [{ start: Date.parse(at('10:00')), end: Date.parse(at('10:30')) }] };
    expect(slotProblem(Date.parse(at('09:00')), input)).toBeNull();
    expect(slotProblem(Date.parse('2026-11-20T05:00:00Z'), input)).toBe('slot_in_past');
    expect(slotProblem(Date.parse('2026-11-21T10:30:00Z'), input)).toBe('slot_too_soon');
    expect(slotProblem(Date.parse(at('09:00', '2027-01-04')), input)).toBe('slot_beyond_horizon');
    expect(slotProblem(Date.parse(at('09:10')), input)).toBe('slot_unavailable');
    expect(slotProblem(Date.parse(at('14:00')), input)).toBe('slot_unavailable');
    expect(slotProblem(Date.parse(at('10:00')), input)).toBe('slot_taken');
  });
});
