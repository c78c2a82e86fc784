import { AppError } from '../../../src/protocol/errors';
import {
  CANCEL_REASONS_BY,
  SCHEDULE_ACTION_PUSH,
  SCHEDULE_FILES_MAX,
  SCHEDULE_TRANSITIONS,
  mayDo,
  nextScheduleStatus,
  type CancelReason,
  type Schedule,
  type ScheduleAction,
  type ScheduleParty,
  type SchedulePerson,
  type SchedulePushType,
} from '../../../src/protocol/schedules';
import type { ScheduleFileSchema } from '../../../src/protocol/schedule-schemas';
import type { Static } from '@sinclair/typebox';

type ScheduleFile = Static<typeof ScheduleFileSchema>;

/**
 * The rules of an appointment's life (CONVENTIONS 12a): `decide(command, state, ctx)` answers the
 * events a command records, each carrying the schedule as it then is, or throws the coded refusal.
 * Pure: what it needs of the world (the new doctor, the chat, the new end time) comes in the
 * command; who is asking and when in `ctx`.
 */
export type ScheduleCommand =
  | { type: 'book'; schedule: Schedule; interview?: { id: string; finished: boolean } }
  | { type: 'confirm' }
  /** `caseId`: the case opened for it (the activation hook), recorded as `patient_case_id`. */
  | { type: 'activate'; chatSpaceId: string | null; caseId?: string | null }
  | { type: 'complete' }
  | { type: 'cancel'; reason: CancelReason; note: string | null }
  | { type: 'reschedule'; startTime: string; endTime: string }
  | { type: 'reassign'; assignee: SchedulePerson; startTime: string; endTime: string }
  | { type: 'ask_interview' }
  | { type: 'bind_interview'; interviewId: string; finished: boolean }
  /** The bound interview was finished by the patient (server-side, from the interviews feature). */
  | { type: 'finish_interview'; interviewId: string }
  | { type: 'attach_file'; file: ScheduleFile };

export interface DecideContext {
  /** How the person relates to the appointment (empty for a stranger, or for the server). */
  parties: readonly ScheduleParty[];
  actorId: string | null;
  now: Date;
  /** The clinic's cancellation notice: a patient cancels or moves no later than this before the start. */
  cancellationNoticeMinutes: number;
}

export interface ScheduleDecision {
  type: SchedulePushType;
  payload: Schedule;
}

export const notAllowed = (why: string, status = 409) => new AppError('schedule.not_allowed', status, { message: why });

/** True when only the patient side asks (a patient's own limits apply). */
const onlyPatient = (parties: readonly ScheduleParty[]) => parties.length > 0 && parties.every((p) => p === 'patient');

/** Checks the transition table; 403 when the person may never do it, 409 when not from this status. */
function allow(action: ScheduleAction, state: Schedule, ctx: DecideContext): void {
  if (mayDo(action, state.status, ctx.parties)) return;
  const t = SCHEDULE_TRANSITIONS[action];
  if (!ctx.parties.some((p) => t.by.includes(p))) throw notAllowed(`You may not ${action.replace('_', ' ')} this appointment`, 403);
  throw notAllowed(`An appointment that is ${state.status} cannot be changed this way`);
}

function withinPatientNotice(state: Schedule, ctx: DecideContext): void {
  if (!onlyPatient(ctx.parties)) return;
  const limit = Date.parse(state.start_time) - ctx.cancellationNoticeMinutes * 60_000;
  if (ctx.now.getTime() > limit) throw new AppError('schedule.cancel_too_late', 409, { message: 'It is too late to change this appointment; please call the clinic' });
}

/** The next events for `state` (versions continue from it). */
export function decide(command: ScheduleCommand, state: Schedule | null, ctx: DecideContext): ScheduleDecision[] {
  const out: ScheduleDecision[] = [];
  let current = state;
  const push = (type: SchedulePushType, change: Partial<Schedule>) => {
    current = { ...current!, ...change, version: current!.version + 1 };
    out.push({ type, payload: current });
  };

  if (command.type === 'book') {
    if (state) throw notAllowed('This appointment already exists');
    current = { ...command.schedule, version: 1 };
    out.push({ type: 'ScheduleCreated', payload: current });
    if (command.interview) {
      push('ScheduleInterviewBound', { interview_id: command.interview.id, interview_status: 'bound' });
      if (command.interview.finished) push('ScheduleInterviewFinished', { interview_status: 'finished' });
    }
    return out;
  }
  if (!state) throw new AppError('schedule.not_found', 404, { message: 'No such appointment' });

  switch (command.type) {
    case 'confirm':
    case 'complete':
      allow(command.type, state, ctx);
      push(SCHEDULE_ACTION_PUSH[command.type], { status: nextScheduleStatus(command.type, state.status)! });
      break;
    case 'activate':
      allow('activate', state, ctx);
      push('ScheduleActivated', { status: 'activated', chat_space_id: command.chatSpaceId ?? state.chat_space_id, patient_case_id: command.caseId ?? state.patient_case_id });
      break;
    case 'cancel': {
      allow('cancel', state, ctx);
      const reasons = new Set(ctx.parties.flatMap((p) => CANCEL_REASONS_BY[p]));
      if (!reasons.has(command.reason)) throw new AppError('schedule.reason_not_allowed', 422, { message: 'This reason cannot be given here' });
      withinPatientNotice(state, ctx);
      push('ScheduleCancelled', { status: 'cancelled', cancel_reason: command.reason, cancel_note: command.note, cancelled_by: ctx.actorId });
      break;
    }
    case 'reschedule':
      allow('reschedule', state, ctx);
      withinPatientNotice(state, ctx);
      if (command.startTime === state.start_time) throw notAllowed('The appointment is already at this time', 422);
      push('ScheduleStartTimeUpdated', { start_time: command.startTime, end_time: command.endTime });
      break;
    case 'reassign':
      allow('reassign', state, ctx);
      if (command.assignee.id === state.assignee_id) throw notAllowed('The appointment is already with this doctor', 422);
      push('ScheduleReassigned', { assignee_id: command.assignee.id, assignee: command.assignee, start_time: command.startTime, end_time: command.endTime });
      break;
    case 'ask_interview':
      allow('ask_interview', state, ctx);
      if (state.interview_status === 'bound' || state.interview_status === 'finished') throw notAllowed('The patient has already shared an interview');
      push('ScheduleInterviewActivated', { interview_status: 'requested', interview_activated_by: ctx.actorId });
      break;
    case 'bind_interview':
      allow('bind_interview', state, ctx);
      push('ScheduleInterviewBound', { interview_id: command.interviewId, interview_status: 'bound' });
      if (command.finished) push('ScheduleInterviewFinished', { interview_status: 'finished' });
      break;
    case 'finish_interview':
      if (state.interview_id !== command.interviewId || state.interview_status !== 'bound') return [];
      push('ScheduleInterviewFinished', { interview_status: 'finished' });
      break;
    case 'attach_file':
      if (!ctx.parties.includes('patient')) throw notAllowed('Only the patient attaches documents', 403);
      if (state.status !== 'created' && state.status !== 'pending' && state.status !== 'activated') throw notAllowed(`An appointment that is ${state.status} takes no documents`);
      if (state.files.length >= SCHEDULE_FILES_MAX) throw new AppError('schedule.files_too_many', 409, { message: `At most ${SCHEDULE_FILES_MAX} documents` });
      push('ScheduleFilesUpdated', { files: [...state.files, command.file] });
      break;
  }
  return out;
}
