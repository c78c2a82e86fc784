import { AppError } from '../../../src/protocol/errors';
import { SCHEDULE_RANGE_MAX_DAYS } from '../../../src/protocol/schedules';
import type { Slot, SlotList } from '../../../src/protocol/schedule-schemas';
import type { Db } from '../../db/connection';
import { addDays, daysBetween, weekdayOf, zonedDate, zonedInstant } from '../../../src/protocol/zoned-time';
import { slotsRepository, type BookableService } from './slots.repository';

// The zone calendar is shared with the client (src/protocol/zoned-time.ts); other features reach it through this feature.
export { addDays, weekdayOf, zonedDate, zonedInstant } from '../../../src/protocol/zoned-time';

/**
 * Free-slot computation (pure): from a doctor's weekly working hours, one-off changes of days,
 * the busy ranges of the appointments holding their slot, the clinic service and the clinic's
 * booking rules, the free slots of a range of days. Nothing here touches the database or the
 * clock: `now` comes in.
 *
 * Wall-clock times are minutes from midnight in the clinic's zone; they become instants through
 * the zone's real UTC offset on that date (Intl), so a zone with daylight saving is right too.
 */

export interface SlotRule {
  weekday: number;
  startMinute: number;
  endMinute: number;
  kind: 'work' | 'break';
  /** Empty: every service of the doctor at the clinic. */
  clinicServiceIds: readonly number[];
}

export interface SlotException {
  /** YYYY-MM-DD in the clinic's zone. */
  date: string;
  kind: 'off' | 'hours';
  startMinute: number | null;
  endMinute: number | null;
}

export interface SlotService {
  id: number;
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
}

export interface SlotClinic {
  timeZone: string;
  minNoticeMinutes: number;
  bookingHorizonDays: number;
}

/** A busy range in epoch milliseconds, end exclusive. */
export interface BusyRange {
  start: number;
  end: number;
}

export interface SlotInput {
  rules: readonly SlotRule[];
  exceptions: readonly SlotException[];
  busy: readonly BusyRange[];
  service: SlotService;
  clinic: SlotClinic;
  now: Date;
  /** First and last day (YYYY-MM-DD, clinic zone), inclusive. */
  from: string;
  to: string;
}

const MINUTE = 60_000;
const DAY_MS = 86_400_000;


type Interval = [number, number];

/** Intervals minus cuts (all in minutes), sorted and disjoint. */
function subtract(intervals: readonly Interval[], cuts: readonly Interval[]): Interval[] {
  let out = [...intervals];
  for (const [cs, ce] of cuts) {
    const next: Interval[] = [];
    for (const [s, e] of out) {
      if (ce <= s || cs >= e) next.push([s, e]);
      else {
        if (cs > s) next.push([s, cs]);
        if (ce < e) next.push([ce, e]);
      }
    }
    out = next;
  }
  return out.sort((a, b) => a[0] - b[0]);
}

/** Working intervals (minutes from midnight) of one day for a service, breaks cut out. */
export function workingIntervals(date: string, input: Pick<SlotInput, 'rules' | 'exceptions' | 'service'>): Interval[] {
  const applies = (r: SlotRule) => r.clinicServiceIds.length === 0 || r.clinicServiceIds.includes(input.service.id);
  const weekday = weekdayOf(date);
  const dayRules = input.rules.filter((r) => r.weekday === weekday && applies(r));
  const exceptions = input.exceptions.filter((e) => e.date === date);
  if (exceptions.some((e) => e.kind === 'off')) return [];
  const hours = exceptions.filter((e) => e.kind === 'hours' && e.startMinute !== null && e.endMinute !== null);
  const work: Interval[] = hours.length > 0
    ? hours.map((e) => [e.startMinute!, e.endMinute!] as Interval)
    : dayRules.filter((r) => r.kind === 'work').map((r) => [r.startMinute, r.endMinute] as Interval);
  // Merge overlapping work intervals so a slot may span two touching rules.
  const merged: Interval[] = [];
  for (const [s, e] of [...work].sort((a, b) => a[0] - b[0])) {
    const last = merged[merged.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else merged.push([s, e]);
  }
  const breaks = dayRules.filter((r) => r.kind === 'break').map((r) => [r.startMinute, r.endMinute] as Interval);
  return subtract(merged, breaks);
}

/** The earliest start and the latest start (exclusive end of the horizon) a booking may have at `now`. */
export function bookingWindow(clinic: SlotClinic, now: Date): { earliest: number; latest: number } {
  return { earliest: now.getTime() + clinic.minNoticeMinutes * MINUTE, latest: now.getTime() + clinic.bookingHorizonDays * DAY_MS };
}

/** The busy range an appointment of this service starting at `start` would hold. */
export function busyOf(start: number, service: SlotService): BusyRange {
  return { start: start - service.bufferBeforeMinutes * MINUTE, end: start + (service.durationMinutes + service.bufferAfterMinutes) * MINUTE };
}

const overlaps = (a: BusyRange, b: BusyRange) => a.start < b.end && b.start < a.end;

/**
 * The candidate starts of one day (on the grid of the service's duration from the start of each
 * working interval, the slot with its buffers inside the interval), as epoch ms, ignoring busy
 * ranges and the booking window.
 */
function gridStarts(date: string, input: SlotInput): number[] {
  const { durationMinutes, bufferBeforeMinutes, bufferAfterMinutes } = input.service;
  const step = Math.max(durationMinutes, 1);
  const out: number[] = [];
  for (const [s, e] of workingIntervals(date, input)) {
    for (let m = s; m + durationMinutes <= e; m += step) {
      if (m - bufferBeforeMinutes < s || m + durationMinutes + bufferAfterMinutes > e) continue;
      out.push(zonedInstant(date, m, input.clinic.timeZone));
    }
  }
  return out;
}

/** The free slots of the days `from`..`to` (clinic zone), in time order. */
export function freeSlots(input: SlotInput): Slot[] {
  const { earliest, latest } = bookingWindow(input.clinic, input.now);
  const busy = [...input.busy].sort((a, b) => a.start - b.start);
  const slots: Slot[] = [];
  const days = daysBetween(input.from, input.to);
  const durationMs = input.service.durationMinutes * MINUTE;
  for (let i = 0; i <= days; i++) {
    const date = addDays(input.from, i);
    for (const start of gridStarts(date, input)) {
      if (start < earliest || start >= latest) continue;
      const range = busyOf(start, input.service);
      if (busy.some((b) => overlaps(b, range))) continue;
      slots.push({ start: new Date(start).toISOString(), end: new Date(start + durationMs).toISOString() });
    }
  }
  return slots;
}

/**
 * Why a start time cannot be booked, or null when it can: in the past, too soon (minimum notice),
 * beyond the horizon, not a slot of the working hours, or overlapping a busy range.
 */
export type SlotProblem = 'slot_in_past' | 'slot_too_soon' | 'slot_beyond_horizon' | 'slot_unavailable' | 'slot_taken';

export function slotProblem(start: number, input: Omit<SlotInput, 'from' | 'to'>): SlotProblem | null {
  const now = input.now.getTime();
  if (start <= now) return 'slot_in_past';
  const { earliest, latest } = bookingWindow(input.clinic, input.now);
  if (start < earliest) return 'slot_too_soon';
  if (start >= latest) return 'slot_beyond_horizon';
  const date = zonedDate(start, input.clinic.timeZone);
  if (!gridStarts(date, { ...input, from: date, to: date }).includes(start)) return 'slot_unavailable';
  const range = busyOf(start, input.service);
  if (input.busy.some((b) => overlaps(b, range))) return 'slot_taken';
  return null;
}

// ---------------------------------------------------------------------------------------------
// The same rules over the database (the pure parts above do the work).


const SLOT_MESSAGES: Record<SlotProblem | 'unknown_service' | 'doctor_not_providing', [number, string]> = {
  slot_in_past: [422, 'This time has already passed'],
  slot_too_soon: [422, 'This time is too soon to book'],
  slot_beyond_horizon: [422, 'This time is too far ahead to book'],
  slot_unavailable: [422, 'The doctor does not work at this time'],
  slot_taken: [409, 'This time has just been taken'],
  unknown_service: [404, 'No such clinic service'],
  doctor_not_providing: [422, 'The doctor does not provide this service'],
};

/** The coded error of a slot problem (`schedule.<problem>`). */
export function slotError(problem: keyof typeof SLOT_MESSAGES): AppError {
  const [status, message] = SLOT_MESSAGES[problem];
  return new AppError(`schedule.${problem}`, status, { message });
}

export interface CheckSlotInput {
  doctorId: string;
  clinicServiceId: number;
  /** ISO instant or epoch ms. */
  start: string | number;
  now: Date;
  /** The appointment being moved, whose own busy range does not count. */
  ignoreScheduleId?: string;
  /** True when moving or reassigning an appointment that exists: a hidden service still takes it. */
  existingAppointment?: boolean;
}

/**
 * Checks that a doctor can take an appointment of a clinic service at `start` (a hidden service
 * only for an existing appointment; a doctor deactivated at the clinic never): throws
 * `schedule.unknown_service`, `schedule.doctor_not_providing`, `schedule.slot_in_past`,
 * `slot_too_soon`, `slot_beyond_horizon`, `slot_unavailable` or `slot_taken`. Answers the
 * service (with its clinic's rules) for the booking.
 */
export async function checkSlot(db: Db, input: CheckSlotInput): Promise<BookableService> {
  const repo = slotsRepository(db);
  const service = await repo.service(input.clinicServiceId);
  if (!service || (service.hidden && !input.existingAppointment)) throw slotError('unknown_service');
  if (!(await repo.provides(input.doctorId, service.id))) throw slotError('doctor_not_providing');
  const start = typeof input.start === 'number' ? input.start : Date.parse(input.start);
  if (!Number.isFinite(start)) throw slotError('slot_unavailable');
  const date = zonedDate(start, service.clinic.timeZone);
  const range = busyOf(start, service);
  const [rules, exceptions, busy] = await Promise.all([
    repo.rules(input.doctorId, service.clinicId),
    repo.exceptions(input.doctorId, service.clinicId, date, date),
    repo.busy(input.doctorId, new Date(range.start), new Date(range.end), input.ignoreScheduleId),
  ]);
  const problem = slotProblem(start, { rules, exceptions, busy, service, clinic: service.clinic, now: input.now });
  if (problem) throw slotError(problem);
  return service;
}

const badRange = () => new AppError('validation', 422, { message: `Give a range of at most ${SCHEDULE_RANGE_MAX_DAYS} days, from before to` });

/**
 * `GET /api/doctors/:id/slots`: the free slots of a doctor for a clinic service over the days
 * `from`..`to` (clinic zone). `fully_booked` when nothing is free in the whole booking horizon.
 * An unknown doctor is 404 `not_found`.
 */
export async function listSlots(db: Db, doctorId: string, query: { clinic_service_id: number; from: string; to: string }, now: Date): Promise<SlotList> {
  const repo = slotsRepository(db);
  if (!(await repo.isDoctor(doctorId))) throw new AppError('not_found', 404, { message: 'No such doctor' });
  const service = await repo.service(query.clinic_service_id);
  if (!service || service.hidden) throw slotError('unknown_service');
  if (!(await repo.provides(doctorId, service.id))) throw slotError('doctor_not_providing');
  const days = daysBetween(query.from, query.to);
  if (!Number.isFinite(days) || days < 0 || days >= SCHEDULE_RANGE_MAX_DAYS) throw badRange();
  const tz = service.clinic.timeZone;
  const today = zonedDate(now.getTime(), tz);
  const horizonEnd = zonedDate(now.getTime() + service.clinic.bookingHorizonDays * DAY_MS, tz);
  const lo = query.from < today ? query.from : today;
  const hi = query.to > horizonEnd ? query.to : horizonEnd;
  const [rules, exceptions, busy] = await Promise.all([
    repo.rules(doctorId, service.clinicId),
    repo.exceptions(doctorId, service.clinicId, lo, hi),
    repo.busy(doctorId, new Date(zonedInstant(lo, 0, tz) - DAY_MS), new Date(zonedInstant(hi, 0, tz) + 2 * DAY_MS)),
  ]);
  const base = { rules, exceptions, busy, service, clinic: service.clinic, now };
  const slots = freeSlots({ ...base, from: query.from, to: query.to });
  const fullyBooked = slots.length === 0 && freeSlots({ ...base, from: today, to: horizonEnd }).length === 0;
  return { doctor_id: doctorId, clinic_service_id: service.id, time_zone: tz, duration_minutes: service.durationMinutes, price: service.price, slots, fully_booked: fullyBooked };
}

/** A clinic service with its clinic's booking rules, or null. */
export function bookableService(db: Db, clinicServiceId: number): Promise<BookableService | null> {
  return slotsRepository(db).service(clinicServiceId);
}

/** True when the doctor provides the clinic service. */
export function providesService(db: Db, doctorId: string, clinicServiceId: number): Promise<boolean> {
  return slotsRepository(db).provides(doctorId, clinicServiceId);
}
