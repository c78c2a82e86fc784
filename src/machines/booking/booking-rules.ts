import type { Slot } from '../../protocol/schedule-schemas';
import { addDays, wallClock } from '../../protocol/zoned-time';

/**
 * Pure rules of booking: calendar days in a clinic's time zone, the week of days the slot picker
 * shows, and slots grouped by the clinic's day. Imports only types (no TypeBox at run time).
 */

/** Every clinic keeps its wall clock in this zone today (SPEC: times are the clinic's). */
export const CLINIC_TIME_ZONE = 'Asia/Tbilisi';

/** Days the slot picker shows at once (one request for free slots). */
export const SLOT_WINDOW_DAYS = 7;

// The clinic's wall clock and calendar days: the zone calendar the server uses too.
export { addDays, wallClock, weekdayOf } from '../../protocol/zoned-time';

/** The days of the window starting at `from`. */
export function windowDays(from: string, length = SLOT_WINDOW_DAYS): string[] {
  return Array.from({ length }, (_, i) => addDays(from, i));
}

/** Free slots by the clinic's day, each day's slots by start time. */
export function slotsByDay(slots: readonly Slot[], timeZone: string): Map<string, Slot[]> {
  const days = new Map<string, Slot[]>();
  for (const slot of [...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))) {
    const key = wallClock(slot.start, timeZone).date;
    const list = days.get(key);
    if (list) list.push(slot);
    else days.set(key, [slot]);
  }
  return days;
}

/** The day to show after slots arrive: the chosen one when it has slots, else the first with slots, else the chosen one. */
export function dayToShow(slots: readonly Slot[], timeZone: string, chosen: string | null, from: string): string {
  const days = slotsByDay(slots, timeZone);
  if (chosen && days.has(chosen)) return chosen;
  return [...days.keys()][0] ?? chosen ?? from;
}

/** One offer is one doctor at one clinic service. */
export const sameOffer = (o: { clinicServiceId: number; doctorId: string }, p: { clinicServiceId: number; doctorId: string }) =>
  o.clinicServiceId === p.clinicServiceId && o.doctorId === p.doctorId;
