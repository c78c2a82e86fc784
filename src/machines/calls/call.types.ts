import type { CallInfo, CallOutcome, CallRoom } from '../../protocol/calls';
import type { ServerPush } from '../../protocol/events';
import type { User } from '../../protocol/user';
import type { PushRejected, SocketAnswer } from '../socket/socket.types';

/**
 * The vocabulary of the call machine (call.machine.ts) and its child that resynchronises
 * (call-sync.machine.ts): what the machine knows, and every event it takes.
 */

/** One entry of `GET /api/calls/current`: a live call and, for its parties, the room to join. */
export interface CurrentCall {
  call: CallInfo;
  room: CallRoom | null;
}

export interface CallContext {
  me: string | null;
  /** The call followed, as last heard. */
  call: CallInfo | null;
  /** The video room to join: the caller's from its request, the callee's from answering. */
  room: CallRoom | null;
  /** This person's side of the followed (or last) call. */
  side: 'caller' | 'callee' | null;
  /** The key of the request waited for (the socket echoes it), and how many were sent. */
  requestKey: string | null;
  requests: number;
  /** A CallUpdated heard for the call being requested before the request's answer. */
  early: CallInfo | null;
  /** How the last call ended, and the chat it was in. */
  outcome: CallOutcome | null;
  outcomeChat: string | null;
  /** A call has ended this session (the header's after-call height). */
  hadCall: boolean;
  minimised: boolean;
  /** A call this person hung up whose FinishCall did not get through; finished on reconnect. */
  unfinished: string | null;
}

export type CallEvent =
  | { type: 'session.userChanged'; user: User | null }
  | { type: 'socket.connected' }
  | ServerPush<'CallIncame'>
  | ServerPush<'CallUpdated'>
  /** A push the socket could not pass on (a CallUpdated lacking data raises 'Call update failed'). */
  | PushRejected
  | SocketAnswer
  /** What the server has now, from the child that resynchronises (call-sync.machine.ts). */
  | { type: 'calls.synced'; calls: CurrentCall[] }
  | { type: 'user.call'; chatSpaceId: string }
  | { type: 'user.answer' }
  | { type: 'user.decline' }
  | { type: 'user.hangUp' }
  | { type: 'user.leftConference' }
  | { type: 'user.toggleMinimise' }
  | { type: 'user.dismissOutcome' }
  /** The video room's conference script has loaded (Jitsi's API is ready). */
  | { type: 'room.loaded' }
  /** The person leaves a room whose video service cannot be reached, back to the call's chat. */
  | { type: 'user.backToChat' }
  /** Raised by the machine: the video service stayed unreachable too long, the call is given up. */
  | { type: 'room.unreachable' };

/** The requests the machine sends through the root's socket. */
export type RequestType = 'Call' | 'AnswerCall' | 'DeclineCall' | 'FinishCall';

/** What a call leaves behind once it is no longer followed. */
export const CLEAR = { call: null, room: null, requestKey: null, early: null, minimised: false } as const;

/** A signed-out person's (and a newly signed-in one's) context. */
export const INITIAL_CONTEXT: CallContext = { me: null, ...CLEAR, side: null, requests: 0, outcome: null, outcomeChat: null, hadCall: false, unfinished: null };
