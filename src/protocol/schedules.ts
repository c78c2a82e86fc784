import type { Static } from '@sinclair/typebox';
// Type-only: the schemas' module loads TypeBox, which the start-up bundle must not (see call-schemas.ts).
import type { ScheduleSchema, SchedulePersonSchema } from './schedule-schemas';

/**
 * Appointments (SPEC §3 Schedule, §4, §7): one appointment of a patient with a doctor (the
 * assignee) for a clinic service. Its status moves by the one table below, which the server
 * enforces (server/features/schedules) and the client's schedule machine mirrors. Every change is
 * an event on the stream `schedule:<id>` carrying the schedule as it now is, pushed to the
 * patient, the assignee and the clinic's operators.
 *
 * Times are instants in ISO 8601 (UTC); a clinic's wall-clock time is its `time_zone`
 * (Asia/Tbilisi for every clinic today). Prices are in tetri (1 GEL = 100 tetri).
 */

export const SCHEDULE_STATUSES = ['created', 'pending', 'activated', 'completed', 'cancelled'] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];

/**
 * How a person relates to one appointment. `patient`: its patient; `assignee`: its doctor;
 * `operator`: an operator (or administrator) of its clinic. Anyone else has no access at all and
 * is answered 404 (`schedule.not_found`), learning nothing.
 */
export const SCHEDULE_PARTIES = ['patient', 'assignee', 'operator'] as const;
export type ScheduleParty = (typeof SCHEDULE_PARTIES)[number];

/** What a person can do to an appointment. */
export const SCHEDULE_ACTIONS = [
  'confirm',
  'activate',
  'complete',
  'cancel',
  'reschedule',
  'reassign',
  'ask_interview',
  'bind_interview',
] as const;
export type ScheduleAction = (typeof SCHEDULE_ACTIONS)[number];

export interface ScheduleTransition {
  /** The statuses the action is allowed from. */
  from: readonly ScheduleStatus[];
  /** The status it leads to; null keeps the status (a change of time, doctor or interview). */
  to: ScheduleStatus | null;
  /** Who may do it. */
  by: readonly ScheduleParty[];
}

/**
 * The transition table: who may do what from which status, written in one place.
 *
 * - confirm: the clinic (an operator) or the doctor confirms a booking → pending.
 * - activate: the doctor starts the consultation (from a booking or a confirmed one) → activated;
 *   the patient–doctor chat becomes active until max(active_until, now + communication_days).
 * - complete: the doctor ends an activated consultation → completed.
 * - cancel: the patient (no later than the clinic's cancellation notice before the start), the
 *   doctor or an operator (any time before it is activated, with a reason) → cancelled; the slot
 *   is free at once. A patient who did not come is cancelled with the reason `no_show`.
 * - reschedule: a new start time, same status (the patient within the cancellation notice, like
 *   cancelling). Pushed as ScheduleStartTimeUpdated.
 * - reassign: an operator gives it to another doctor of the clinic who provides the service
 *   (ScheduleReassigned; the old doctor hears it too).
 * - ask_interview: the doctor or an operator asks the patient for a symptom-checker interview
 *   before the visit (ScheduleInterviewActivated, `interview_activated_by`).
 * - bind_interview: the patient shares an interview (one just taken or an earlier finished one)
 *   (ScheduleInterviewBound; ScheduleInterviewFinished when it is finished).
 */
export const SCHEDULE_TRANSITIONS: Readonly<Record<ScheduleAction, ScheduleTransition>> = {
  confirm: { from: ['created'], to: 'pending', by: ['assignee', 'operator'] },
  activate: { from: ['created', 'pending'], to: 'activated', by: ['assignee'] },
  complete: { from: ['activated'], to: 'completed', by: ['assignee'] },
  cancel: { from: ['created', 'pending'], to: 'cancelled', by: ['patient', 'assignee', 'operator'] },
  reschedule: { from: ['created', 'pending'], to: null, by: ['patient', 'assignee', 'operator'] },
  reassign: { from: ['created', 'pending'], to: null, by: ['operator'] },
  ask_interview: { from: ['created', 'pending'], to: null, by: ['assignee', 'operator'] },
  bind_interview: { from: ['created', 'pending', 'activated'], to: null, by: ['patient'] },
};

/** True when `party` may do `action` to an appointment in `status` (the table only; time rules apart). */
export function mayDo(action: ScheduleAction, status: ScheduleStatus, parties: readonly ScheduleParty[]): boolean {
  const t = SCHEDULE_TRANSITIONS[action];
  return t.from.includes(status) && parties.some((p) => t.by.includes(p));
}

/** The status `action` leads to from `status`, or null when the table does not allow it from there. */
export function nextScheduleStatus(action: ScheduleAction, status: ScheduleStatus): ScheduleStatus | null {
  const t = SCHEDULE_TRANSITIONS[action];
  if (!t.from.includes(status)) return null;
  return t.to ?? status;
}

/** Why an appointment was cancelled. */
export const CANCEL_REASONS = ['patient_request', 'no_show', 'doctor_unavailable', 'clinic_request', 'other'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** The reasons each party may give (a patient cancels for themselves; the clinic side for any reason but the patient's own request). */
export const CANCEL_REASONS_BY: Readonly<Record<ScheduleParty, readonly CancelReason[]>> = {
  patient: ['patient_request'],
  assignee: ['no_show', 'doctor_unavailable', 'patient_request', 'other'],
  operator: ['no_show', 'doctor_unavailable', 'clinic_request', 'patient_request', 'other'],
};

/**
 * The pushes (SPEC §7), each carrying the whole schedule as it now is. ScheduleStartTimeUpdated is
 * SPEC's "start_time updated"; ScheduleReassigned and ScheduleFilesUpdated are the project's own.
 */
export const SCHEDULE_PUSH_TYPES = [
  'ScheduleCreated',
  'ScheduleGotPending',
  'ScheduleActivated',
  'ScheduleCompleted',
  'ScheduleCancelled',
  'ScheduleStartTimeUpdated',
  'ScheduleReassigned',
  'ScheduleInterviewActivated',
  'ScheduleInterviewBound',
  'ScheduleInterviewFinished',
  'ScheduleFilesUpdated',
] as const;
export type SchedulePushType = (typeof SCHEDULE_PUSH_TYPES)[number];

/** The push an action records. */
export const SCHEDULE_ACTION_PUSH: Readonly<Record<ScheduleAction, SchedulePushType>> = {
  confirm: 'ScheduleGotPending',
  activate: 'ScheduleActivated',
  complete: 'ScheduleCompleted',
  cancel: 'ScheduleCancelled',
  reschedule: 'ScheduleStartTimeUpdated',
  reassign: 'ScheduleReassigned',
  ask_interview: 'ScheduleInterviewActivated',
  bind_interview: 'ScheduleInterviewBound',
};

/** The interview of an appointment: asked for, shared (bound, still running) or finished. */
export const SCHEDULE_INTERVIEW_STATUSES = ['requested', 'bound', 'finished'] as const;
export type ScheduleInterviewStatus = (typeof SCHEDULE_INTERVIEW_STATUSES)[number];

/** A person as an appointment shows them. */
export type SchedulePerson = Static<typeof SchedulePersonSchema>;
/** An appointment (SPEC §3 Schedule), as every call answers it and every push carries it. */
export type Schedule = Static<typeof ScheduleSchema>;

/** Most appointments `GET /api/schedules` answers at once. */
export const SCHEDULE_LIST_MAX = 500;
/** The longest range (days) one `GET /api/schedules` or slots request may span. */
export const SCHEDULE_RANGE_MAX_DAYS = 62;
/** Longest note a patient may leave for the doctor. */
export const SCHEDULE_COMMENT_MAX = 1000;
/** Longest free-text cancellation note. */
export const CANCEL_NOTE_MAX = 500;
/** Pre-visit documents: at most this many per appointment. */
export const SCHEDULE_FILES_MAX = 10;

/**
 * The upcoming list (SPEC §4): not cancelled or completed, and not starting before the start of
 * today (`todayStart`, the person's midnight). Activated ones leave it too (SPEC: "a schedule
 * activated or completed is removed from the panel").
 */
export function isUpcoming(s: Pick<Schedule, 'status' | 'start_time'>, todayStart: Date): boolean {
  if (s.status === 'cancelled' || s.status === 'completed' || s.status === 'activated') return false;
  return Date.parse(s.start_time) >= todayStart.getTime();
}

/** Groups appointments by their date key (YYYY-MM-DD, from `dateKey`), each group by start time; keys ascending. */
export function groupByDate<T extends Pick<Schedule, 'start_time'>>(items: readonly T[], dateKey: (iso: string) => string): { date: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const item of [...items].sort((a, b) => Date.parse(a.start_time) - Date.parse(b.start_time))) {
    const key = dateKey(item.start_time);
    const list = groups.get(key);
    if (list) list.push(item);
    else groups.set(key, [item]);
  }
  return [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([date, list]) => ({ date, items: list }));
}

/** The app path of an appointment. */
export const schedulePath = (id: string) => `/schedules/${encodeURIComponent(id)}`;
