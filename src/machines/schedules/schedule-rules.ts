import {
  CANCEL_REASONS_BY,
  isUpcoming,
  mayDo,
  type CancelReason,
  type Schedule,
  type ScheduleAction,
  type ScheduleParty,
  type ScheduleStatus,
} from '../../protocol/schedules';
import type { UserType } from '../../protocol/user';
import { addDays, wallClock, zonedInstant } from '../../protocol/zoned-time';

/**
 * Pure rules of the appointment screens (no xstate, no React): who the viewer is to an
 * appointment, which word about an appointment is news, which appointments a list shows, clinic
 * wall-clock days, and the .ics of "Add to calendar".
 */

/** Every clinic's time zone today (src/protocol/schedules.ts): the days of a calendar before its data arrives. */
export const CLINIC_TIME_ZONE = 'Asia/Tbilisi';

/** The person looking at an appointment. */
export interface Viewer {
  id: string;
  type: UserType;
}

/**
 * How the viewer relates to an appointment: its patient, its doctor, an operator of its clinic
 * (the server answers an operator only the schedules of their clinics, so any schedule an
 * operator holds is their clinic's).
 */
export function partiesOf(s: Pick<Schedule, 'patient_id' | 'assignee_id'>, viewer: Viewer): ScheduleParty[] {
  const parties: ScheduleParty[] = [];
  if (s.patient_id === viewer.id) parties.push('patient');
  if (s.assignee_id === viewer.id) parties.push('assignee');
  if (viewer.type === 'ClinicOperator') parties.push('operator');
  return parties;
}

/** Whether the viewer may do `action` now (the table of src/protocol/schedules.ts; time rules are the server's). */
export function viewerMay(s: Pick<Schedule, 'patient_id' | 'assignee_id' | 'status'>, viewer: Viewer, action: ScheduleAction): boolean {
  return mayDo(action, s.status, partiesOf(s, viewer));
}

/** The cancellation reasons the viewer may give (the union over their parties, in table order). */
export function cancelReasonsFor(s: Pick<Schedule, 'patient_id' | 'assignee_id'>, viewer: Viewer): CancelReason[] {
  const reasons: CancelReason[] = [];
  for (const p of partiesOf(s, viewer)) for (const r of CANCEL_REASONS_BY[p]) if (!reasons.includes(r)) reasons.push(r);
  return reasons;
}

/** Whether the patient may still add pre-visit documents (not once the appointment is over). */
export function mayAddFile(s: Pick<Schedule, 'patient_id' | 'assignee_id' | 'status'>, viewer: Viewer): boolean {
  return partiesOf(s, viewer).includes('patient') && (s.status === 'created' || s.status === 'pending' || s.status === 'activated');
}

/**
 * Whether `incoming` is news over `known`: the same appointment at a later version of its stream
 * (an answer, which may repeat what a push said, also at the same version).
 */
export function isNewer(known: Pick<Schedule, 'id' | 'version'> | null, incoming: Pick<Schedule, 'id' | 'version'>, orSame = false): boolean {
  if (!known) return true;
  if (known.id !== incoming.id) return false;
  return orSame ? incoming.version >= known.version : incoming.version > known.version;
}

/** What a list of appointments asks the server for (GET /api/schedules) and keeps live. */
export interface ScheduleQuery {
  /** ISO instants: start times in [from, to). */
  from?: string;
  to?: string;
  status?: ScheduleStatus;
  assignee_id?: string;
  patient_id?: string;
  /** SPEC §4's upcoming list; `from` is then the start of the person's today. */
  upcoming?: boolean;
}

/** Whether a list asked with `query` shows `s` (a push about it inserts, updates or removes it). */
export function matchesQuery(s: Schedule, query: ScheduleQuery): boolean {
  const start = Date.parse(s.start_time);
  if (query.upcoming) {
    if (!isUpcoming(s, new Date(query.from ? Date.parse(query.from) : 0))) return false;
  } else if (query.from && start < Date.parse(query.from)) return false;
  if (query.to && start >= Date.parse(query.to)) return false;
  if (query.status && s.status !== query.status) return false;
  if (query.assignee_id && s.assignee_id !== query.assignee_id) return false;
  if (query.patient_id && s.patient_id !== query.patient_id) return false;
  return true;
}

/** Appointments by start time, then id (a stable order for the calendar and the lists). */
export function sortByStart(items: Schedule[]): Schedule[] {
  return [...items].sort((a, b) => Date.parse(a.start_time) - Date.parse(b.start_time) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The latest version seen of each appointment (so a late push never brings an older state back). */
export type SeenVersions = Record<string, number>;

/**
 * A list after one word about an appointment (a push or an answer): ignored when not newer than
 * what was seen; otherwise in its place when the query shows it, gone when it no longer does.
 */
export function applyToList(items: Schedule[], seen: SeenVersions, s: Schedule, query: ScheduleQuery, orSame = false): { items: Schedule[]; seen: SeenVersions } {
  const known = seen[s.id];
  if (known !== undefined && (orSame ? s.version < known : s.version <= known)) return { items, seen };
  const rest = items.filter((i) => i.id !== s.id);
  return { items: matchesQuery(s, query) ? sortByStart([...rest, s]) : rest, seen: { ...seen, [s.id]: s.version } };
}

// ---------------------------------------------------------------------------------------------
// Clinic wall-clock days

/** The calendar day (YYYY-MM-DD) an instant falls on in `timeZone`. */
export const dayKeyIn = (iso: string | number, timeZone: string): string => wallClock(iso, timeZone).date;

/** The wall-clock time (HH:MM, 24 h) of an instant in `timeZone`. */
export const clockIn = (iso: string, timeZone: string): string => wallClock(iso, timeZone).time;

/** The instant (ISO) a day (YYYY-MM-DD) starts in `timeZone`. */
export const dayStartIn = (dayKey: string, timeZone: string): string => new Date(zonedInstant(dayKey, 0, timeZone)).toISOString();

export { addDays };

/** The Monday of the week of a day (clinics in Georgia start the week on Monday). */
export function weekStart(dayKey: string): string {
  const [y, m, d] = dayKey.split('-').map(Number);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return addDays(dayKey, -((weekday + 6) % 7));
}

/** The days a calendar shows: one, or the seven of its week from Monday. */
export function daysOf(view: 'day' | 'week', dayKey: string): string[] {
  if (view === 'day') return [dayKey];
  const monday = weekStart(dayKey);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** The start-time range [from, to) of a calendar's days in the clinic's zone. */
export function rangeOf(days: readonly string[], timeZone: string): { from: string; to: string } {
  return { from: dayStartIn(days[0], timeZone), to: dayStartIn(addDays(days[days.length - 1], 1), timeZone) };
}
