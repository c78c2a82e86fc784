import { describe, expect, it } from 'vitest';
import {
  addDays,
  applyToList,
  cancelReasonsFor,
  clockIn,
  dayKeyIn,
  dayStartIn,
  daysOf,
  isNewer,
  matchesQuery,
  partiesOf,
  rangeOf,
  weekStart,
} from '../../src/machines/schedules/schedule-rules';
import { groupByDate } from '../../src/protocol/schedules';
import { DOCTOR, OPERATOR, OTHER_DOCTOR, PATIENT, schedule } from './schedule-fakes';
import { scheduleIcs } from '../../src/protocol/schedule-calendar';

describe('appointment rules', () => {
  it('knows the viewer parties', () => {
    expect(partiesOf(schedule(), PATIENT)).toEqual(['patient']);
    expect(partiesOf(schedule(), DOCTOR)).toEqual(['assignee']);
    expect(partiesOf(schedule(), OPERATOR)).toEqual(['operator']);
    expect(partiesOf(schedule(), OTHER_DOCTOR)).toEqual([]);
    expect(cancelReasonsFor(schedule(), PATIENT)).toEqual(['patient_request']);
    expect(cancelReasonsFor(schedule(), OPERATOR)).toEqual(['no_show', 'doctor_unavailable', 'clinic_request', 'patient_request', 'other']);
  });

  it('takes only newer words about the same appointment', () => {
    expect(isNewer(null, schedule())).toBe(true);
    expect(isNewer(schedule({ version: 2 }), schedule({ version: 3 }))).toBe(true);
    expect(isNewer(schedule({ version: 2 }), schedule({ version: 2 }))).toBe(false);
    expect(isNewer(schedule({ version: 2 }), schedule({ version: 2 }), true)).toBe(true);
    expect(isNewer(schedule({ version: 2 }), schedule({ id: 'other', version: 5 }))).toBe(false);
  });

  it('matches a query by range, status, doctor and the upcoming rule', () => {
    const s = schedule({ start_time: '2026-11-25T06:00:00.000Z' });
    expect(matchesQuery(s, { from: '2026-11-25T06:00:00.000Z', to: '2026-11-25T07:00:00.000Z' })).toBe(true);
    expect(matchesQuery(s, { from: '2026-11-25T05:00:00.000Z', to: '2026-11-25T06:00:00.000Z' })).toBe(false);
    expect(matchesQuery(s, { status: 'pending' })).toBe(false);
    expect(matchesQuery(s, { assignee_id: OTHER_DOCTOR.id })).toBe(false);
    expect(matchesQuery(s, { upcoming: true, from: '2026-11-24T20:00:00.000Z' })).toBe(true);
    expect(matchesQuery(s, { upcoming: true, from: '2026-11-25T20:00:00.000Z' })).toBe(false);
    for (const status of ['activated', 'completed', 'cancelled'] as const) expect(matchesQuery({ ...s, status }, { upcoming: true })).toBe(false);
    const { items, seen } = applyToList([], {}, s, {});
    expect(items).toEqual([s]);
    expect(applyToList(items, seen, { ...s, status: 'pending' }, {}).items).toEqual(items); // same version: not news
  });

  it('works in the clinic wall clock: days, their starts, weeks from Monday', () => {
    expect(dayKeyIn('2026-11-24T20:30:00.000Z', 'Asia/Tbilisi')).toBe('2026-11-25');
    expect(dayKeyIn('2026-11-24T20:30:00.000Z', 'UTC')).toBe('2026-11-24');
    expect(clockIn('2026-11-25T06:05:00.000Z', 'Asia/Tbilisi')).toBe('10:05');
    expect(dayStartIn('2026-11-25', 'Asia/Tbilisi')).toBe('2026-11-24T20:00:00.000Z');
    expect(dayStartIn('2026-03-29', 'Europe/Berlin')).toBe('2026-03-28T23:00:00.000Z');
    expect(dayStartIn('2026-03-30', 'Europe/Berlin')).toBe('2026-03-29T22:00:00.000Z');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(weekStart('2026-11-25')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(daysOf('week', '2026-11-25')).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
    expect(rangeOf(daysOf('day', '2026-11-25'), 'Asia/Tbilisi')).toEqual({ from: '2026-11-24T20:00:00.000Z', to: '2026-11-25T20:00:00.000Z' });
  });

  it('groups the upcoming list by clinic day', () => {
    const groups = groupByDate(
      [schedule({ id: 'b', start_time: '2026-11-26T05:00:00.000Z' }), schedule({ id: 'a', start_time: '2026-11-24T21:00:00.000Z' })],
      (iso) => dayKeyIn(iso, 'Asia/Tbilisi'),
    );
    expect(groups.map((g) => [g.date, g.items.map((i) => i.id)])).toEqual([['2026-11-25', ['a']], ['2026-11-26', ['b']]]);
  });

  it('builds the .ics of an appointment: UTC times, escaped text, folded lines, cancelled marked', () => {
    const text = { summary: 'ვიზიტი: ექიმი გიორგი კაპანაძე, ვიდეოკონსულტაცია', description: 'Vivamedi; a note, with\nlines', location: 'Vivamedi', url: 'http://clinic.test/schedules/s-1' };
    const ics = scheduleIcs(schedule({ version: 3 }), text, new Date('2026-11-20T10:00:00.000Z'));
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain('UID:schedule-s-1@clinic\r\n');
    expect(ics).toContain('DTSTART:20261125T060000Z\r\n');
    expect(ics).toContain('DTEND:20261125T063000Z\r\n');
    expect(ics).toContain('DTSTAMP:20261120T100000Z\r\n');
    expect(ics).toContain('SEQUENCE:3\r\n');
    expect(ics).toContain('DESCRIPTION:Vivamedi\\; a note\\, with\\nlines\r\n');
    expect(ics).toContain('STATUS:TENTATIVE');
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('SUMMARY:ვიზიტი: ექიმი გიორგი კაპანაძე\\, ვიდეოკონსულტაცია\r\n');
    expect(scheduleIcs(schedule({ status: 'cancelled' }), text)).toContain('STATUS:CANCELLED');
    expect(scheduleIcs(schedule({ status: 'pending' }), text)).toContain('STATUS:CONFIRMED');
  });
});
