import type { Static } from '@sinclair/typebox';
// Type-only: the schema's module loads TypeBox, which the start-up bundle must not (see call-schemas.ts).
import type { CallInfoSchema } from './call-schemas';

/**
 * Video calls (SPEC §2, §4, §7): the sixteen statuses, the one table of the moves between them,
 * and the payloads of the live channel's call requests and pushes. The server enforces the table;
 * the client's call machine mirrors it, so both agree on what can follow what.
 */

/** Every status a call can be in (SPEC §4). */
export const CALL_STATUSES = [
  'pending', 'pending_busy', 'pending_unreachable', 'pending_finished', 'pending_disconnected', 'pending_failed',
  'ringing', 'ringing_declined', 'ringing_missed', 'ringing_finished', 'ringing_disconnected', 'ringing_failed',
  'ongoing', 'ongoing_finished', 'ongoing_disconnected', 'ongoing_failed',
] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

/** What moves a call on. */
export const CALL_CAUSES = ['ring', 'busy', 'unreachable', 'answer', 'decline', 'miss', 'finish', 'disconnect', 'fail'] as const;
export type CallCause = (typeof CALL_CAUSES)[number];

/**
 * The transition table: for each status, the cause that may move it and where to. A status with
 * no entries is final. Anything the table does not list is refused.
 *
 * - pending: the caller is waiting while the server looks for the callee. It rings when a socket
 *   of the callee is there; it is busy when the callee is already in a call; it is unreachable
 *   when no socket of the callee appears within a short grace.
 * - ringing: the callee's devices ring until `expires_at`; answered, declined or missed.
 * - ongoing: both are in the video room.
 * In each of the three either side may hang up (finish), a side's sockets may all stay gone past
 * a grace (disconnect), and the server may fail to carry it on, or a side's app report that the
 * video service could not be reached (FinishCall with cause 'fail'): fail.
 */
export const CALL_TRANSITIONS: Readonly<Record<CallStatus, Readonly<Partial<Record<CallCause, CallStatus>>>>> = {
  pending: { ring: 'ringing', busy: 'pending_busy', unreachable: 'pending_unreachable', finish: 'pending_finished', disconnect: 'pending_disconnected', fail: 'pending_failed' },
  pending_busy: {},
  pending_unreachable: {},
  pending_finished: {},
  pending_disconnected: {},
  pending_failed: {},
  ringing: { answer: 'ongoing', decline: 'ringing_declined', miss: 'ringing_missed', finish: 'ringing_finished', disconnect: 'ringing_disconnected', fail: 'ringing_failed' },
  ringing_declined: {},
  ringing_missed: {},
  ringing_finished: {},
  ringing_disconnected: {},
  ringing_failed: {},
  ongoing: { finish: 'ongoing_finished', disconnect: 'ongoing_disconnected', fail: 'ongoing_failed' },
  ongoing_finished: {},
  ongoing_disconnected: {},
  ongoing_failed: {},
};

/** Where `cause` takes a call in `status`, or null when the table does not allow it. */
export function nextCallStatus(status: CallStatus, cause: CallCause): CallStatus | null {
  return CALL_TRANSITIONS[status]?.[cause] ?? null;
}

/** The statuses a call is still live in: pending, ringing, ongoing. */
export const LIVE_CALL_STATUSES = ['pending', 'ringing', 'ongoing'] as const satisfies readonly CallStatus[];
export type LiveCallStatus = (typeof LIVE_CALL_STATUSES)[number];

export function isCallStatus(value: unknown): value is CallStatus {
  return typeof value === 'string' && (CALL_STATUSES as readonly string[]).includes(value);
}

/** True when nothing can follow `status`: the call is over. */
export function isCallOver(status: CallStatus): boolean {
  return Object.keys(CALL_TRANSITIONS[status]).length === 0;
}

/** How an ended call turned out, as a person is told it. */
export type CallOutcome = 'busy' | 'unreachable' | 'no_answer' | 'declined' | 'finished' | 'connection_lost' | 'failed';

/** The outcome of a final status (null while the call is live). */
export function callOutcome(status: CallStatus): CallOutcome | null {
  if (!isCallOver(status)) return null;
  if (status === 'pending_busy') return 'busy';
  if (status === 'pending_unreachable') return 'unreachable';
  if (status === 'ringing_missed') return 'no_answer';
  if (status === 'ringing_declined') return 'declined';
  if (status.endsWith('_disconnected')) return 'connection_lost';
  if (status.endsWith('_failed')) return 'failed';
  return 'finished';
}

/**
 * Who may start a call on a chat space (SPEC §2, §6): doctors and clinic operators on an active
 * doctor-patient or doctor-clinic chat; a patient may call their doctor on an active
 * doctor-patient chat (SPEC §6: patients may call). Clinic chats with patients carry no calls:
 * the SPEC leaves it open, and a clinic's operators answer inquiries in writing and book a doctor
 * for a video consultation. (Whether the chat is active is checked separately.)
 */
export function mayStartCall(chatType: 'PatientDoctor' | 'DoctorClinic' | 'PatientClinic', userType: 'Patient' | 'Doctor' | 'ClinicOperator'): boolean {
  if (chatType === 'PatientDoctor') return userType === 'Doctor' || userType === 'Patient';
  if (chatType === 'DoctorClinic') return userType === 'Doctor' || userType === 'ClinicOperator';
  return false;
}

/** Call type: video only (SPEC §9). */
export const CALL_TYPES = ['video'] as const;
export type CallType = (typeof CALL_TYPES)[number];

/**
 * A call as both sides see it (SPEC §3 Call). `callee_id` is null while a doctor's call to a
 * clinic rings every operator of it; it names the operator who answered from then on.
 * `expires_at` (ISO) is when a pending call counts as unreachable or a ringing one as missed;
 * null once it is ongoing or over. Its schema is CallInfoSchema (./call-schemas.ts).
 */
export type CallInfo = Static<typeof CallInfoSchema>;

/** Payload of `CallUpdated`: the call after the change, to every party of its chat. */
export type CallUpdatedPayload = CallInfo;

/** Payload of `CallIncame`: a call ringing for the person (SPEC §7: id, caller_id, chat_space_id, status, expires_at). */
export type CallIncamePayload = CallInfo;

/** Payload of the `Call` request. */
export interface CallRequestPayload {
  chat_space_id: string;
  type: CallType;
}

/** Payload of `AnswerCall`, `DeclineCall` and `FinishCall`. */
export interface CallIdPayload {
  call_id: string;
}

/**
 * Payload of `FinishCall`: the call and why it ends — 'finish' (hung up; the default) or 'fail'
 * (the video service could not be reached: the call ends *_failed for both sides).
 */
export interface FinishCallPayload extends CallIdPayload {
  cause?: 'finish' | 'fail';
}

/**
 * The video room a participant joins: the conference domain, the room (the chat space id, SPEC
 * §7) and, when the server signs rooms (JITSI_APP_ID and JITSI_APP_SECRET), the person's
 * short-lived room token.
 */
export interface CallRoom {
  domain: string;
  name: string;
  jwt: string | null;
}

/** `Ok` data of `Call` and `AnswerCall`: the call and the room to join. */
export interface CallJoinAnswer {
  call: CallInfo;
  room: CallRoom;
}

/** `Ok` data of `DeclineCall` and `FinishCall`: the call after the change. */
export interface CallChangeAnswer {
  call: CallInfo;
}
