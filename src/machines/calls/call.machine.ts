import { assign, fromPromise, raise, sendParent, setup, type ActorRefFrom, type AnyActorRef, type SnapshotFrom } from 'xstate';
import { callOutcome, isCallOver, type CallInfo, type CallOutcome, type CallRoom } from '../../protocol/calls';
import { isErrorCode } from '../../protocol/errors';
import type { User } from '../../protocol/user';
import { notProvided } from '../not-provided';
import type { SocketAnswer, SocketRequest } from '../socket/socket.types';
import { canFollow, readCall, readCurrent, readJoin } from './call-rules';

export { headerHeight } from './header-height';

/**
 * The person's video calls, alive for the whole session (SPEC §2, §4, §8). Two regions:
 *
 * `call` follows at most one call, in the client's call states (SPEC §4: outgoing, incoming,
 * answered, declined, finished) while `context.call.status` mirrors the sixteen server statuses:
 * - outgoing: `user.call` sends `Call` (request_id via the socket); while it is answered and while
 *   the call is pending a loading indicator shows ('loading'); on ringing the video room opens for
 *   the caller ('room'); ongoing → answered.
 * - incoming: `CallIncame` shows the caller's card and rings ('ringing'); `user.answer` sends
 *   `AnswerCall` and opens the room with the answer; `user.decline` sends `DeclineCall`
 *   (declined). A call answered on another device of the person just goes away.
 * - answered: both are in the room ('room'), loading stops. `user.hangUp`, and leaving the
 *   conference (`user.leftConference`), send `FinishCall` (finished); the room is hung up at once.
 * - Any final status (declined, busy, missed, unreachable, finished, disconnected, failed) ends the
 *   call: the room is hung up, the call resets, `outcome` says how it turned out (shown a while in
 *   idle.ended) and the header takes its after-call height (SPEC §9: 60; 82 while minimised).
 * A request answered with an error, or with a request id other than the one waited for, raises
 * 'Could not call'; a CallUpdated without data raises 'Call update failed' (danger alerts). A
 * status the table does not let follow the known one (an old push) is ignored.
 *
 * `sync` resynchronises on every (re)connect (`GET /api/calls/current`): a call the person takes
 * part in is rejoined (after a reload), one ringing for them shows its card, and a followed call
 * that is no longer live is looked up to learn how it ended. A call whose `FinishCall` could not
 * be sent is finished then.
 */
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
  | { type: 'server.CallIncame'; payload: unknown }
  | { type: 'server.CallUpdated'; payload: unknown }
  | SocketAnswer
  | { type: 'calls.synced'; calls: CurrentCall[] }
  | { type: 'user.call'; chatSpaceId: string }
  | { type: 'user.answer' }
  | { type: 'user.decline' }
  | { type: 'user.hangUp' }
  | { type: 'user.leftConference' }
  | { type: 'user.toggleMinimise' }
  | { type: 'user.dismissOutcome' };

const CLEAR = { call: null, room: null, requestKey: null, early: null, minimised: false } as const;

type RequestType = 'Call' | 'AnswerCall' | 'DeclineCall' | 'FinishCall';

/** The call in an event's payload (pushes) — null when it lacks data. */
const pushed = (event: CallEvent) => ('payload' in event ? readCall(event.payload) : null);
/** The call of a socket answer's data (requests answer `{call, room?}`). */
const answered = (event: CallEvent) => (event.type === 'socket.replied' ? readJoin(event.data) : null);

/** A live call of `calls` this person takes part in and may rejoin (not one they hung up). */
function ownLive(context: CallContext, calls: CurrentCall[]): CurrentCall | undefined {
  return calls.find(
    (c) => c.call.id !== context.unfinished && c.room !== null && (c.call.caller_id === context.me || (c.call.callee_id === context.me && c.call.status === 'ongoing')),
  );
}

/** A call of `calls` ringing for this person. */
const ringingForMe = (context: CallContext, calls: CurrentCall[]) => calls.find((c) => c.call.status === 'ringing' && c.call.caller_id !== context.me && c.room === null);

/**
 * What a resynchronisation does to a followed call: still live → its status as the server has it;
 * gone → look up how it ended.
 */
const RESYNC = {
  'calls.synced': [
    { guard: 'my call is live', target: '#call.signedIn.call.following', actions: 'take current' },
    { target: '#call.signedIn.call.confirming' },
  ],
} as const;

export const callMachine = setup({
  types: { context: {} as CallContext, events: {} as CallEvent },
  actors: {
    'load current calls': fromPromise<CurrentCall[]>(notProvided('load current calls')),
    'load call': fromPromise<CallInfo, { id: string }>(notProvided('load call')),
  },
  delays: {
    /** How long the outcome of an ended call stays on screen: time to read one line, then the page is the person's again. */
    'outcome shown': 8000,
  },
  actions: {
    reset: assign({ me: null, ...CLEAR, side: null, requests: 0, outcome: null, outcomeChat: null, hadCall: false, unfinished: null }),
    'assign me': assign((_, params: { user: User }) => ({ me: params.user.id })),

    /** Sends a request through the root's socket; its answer comes back keyed `call-<n>`. */
    'send request': sendParent(({ context, self }, params: { requestType: RequestType; payload: unknown }) => {
      const request: SocketRequest = { type: 'socket.request', requestType: params.requestType, payload: params.payload, key: `call-${context.requests + 1}`, replyTo: self as AnyActorRef };
      return request;
    }),
    /** FinishCall for a call hung up while offline, under a key of its own: no request waits for its answer. */
    'finish unfinished': sendParent(({ context, self }) => {
      const request: SocketRequest = { type: 'socket.request', requestType: 'FinishCall', payload: { call_id: context.unfinished }, key: 'call-unfinished', replyTo: self as AnyActorRef };
      return request;
    }),
    'count request': assign(({ context }) => ({ requests: context.requests + 1, requestKey: `call-${context.requests + 1}` })),

    /** 'Could not call', with the server's reason under it when it gave a known one (e.g. already in a call). */
    'report could not call': sendParent(({ event }) => ({
      type: 'alert.show' as const,
      kind: 'danger' as const,
      messageId: 'alert.call.couldNotCall',
      ...(event.type === 'socket.failed' && isErrorCode(event.code) ? { errors: [{ path: '', code: event.code }] } : {}),
    })),
    'report update failed': sendParent({ type: 'alert.show', kind: 'danger', messageId: 'alert.call.updateFailed' }),

    'start outgoing': assign({ ...CLEAR, side: 'caller' as const, outcome: null, outcomeChat: null }),
    'keep early update': assign(({ event }) => ({ early: pushed(event) })),
    'take joined call': assign(({ context, event }) => {
      const join = answered(event)!;
      // A push that overtook the answer is newer when the table lets it follow the answer's status.
      const call = context.early && context.early.id === join.call.id && canFollow(join.call.status, context.early.status) ? context.early : join.call;
      return { call, room: join.room ?? context.room, requestKey: null, early: null };
    }),
    'take incoming': assign(({ event }) => ({ ...CLEAR, call: pushed(event), side: 'callee' as const, outcome: null, outcomeChat: null })),
    'take update': assign(({ event }) => ({ call: pushed(event) })),
    'take current': assign(({ context, event }) => {
      const calls = event.type === 'calls.synced' ? event.calls : [];
      const mine = (context.call && calls.find((c) => c.call.id === context.call!.id)) ?? ownLive(context, calls) ?? ringingForMe(context, calls)!;
      const side = mine.call.caller_id === context.me ? ('caller' as const) : ('callee' as const);
      return { call: mine.call, room: mine.room ?? context.room, side, outcome: null, outcomeChat: null };
    }),
    'take looked-up call': assign(({ event }) => ({ call: readCall((event as { output?: unknown }).output) })),
    'end call': assign(({ context }) => ({
      ...CLEAR,
      outcome: context.call ? (callOutcome(context.call.status) ?? 'finished') : 'finished',
      outcomeChat: context.call?.chat_space_id ?? null,
      hadCall: true,
    })),
    /** The call could not be looked up after the connection came back: it counts as lost. */
    'end call as lost': assign(({ context }) => ({ ...CLEAR, outcome: 'connection_lost' as const, outcomeChat: context.call?.chat_space_id ?? null, hadCall: true })),
    'forget call': assign({ ...CLEAR }),
    'mark unfinished': assign(({ context }) => ({ unfinished: context.call?.id ?? null })),
    'clear unfinished': assign({ unfinished: null }),
    'toggle minimised': assign(({ context }) => ({ minimised: !context.minimised })),
  },
  guards: {
    'signed out': (_, params: { user: User | null }) => params.user === null,
    'another person': ({ context }, params: { user: User | null }) => params.user !== null && params.user.id !== context.me,
    'lacks data': ({ event }) => pushed(event) === null,
    /** A reply to the request waited for (by its key). */
    'is my reply': ({ context, event }) => 'key' in event && event.key === context.requestKey,
    /** An Ok answer to the request waited for, carrying the call. */
    'is my call answer': ({ context, event }) => event.type === 'socket.replied' && event.key === context.requestKey && answered(event) !== null,
    /** The server says the call has already ended (a refusal the person need not be told of). */
    'already over': ({ context, event }) => event.type === 'socket.failed' && event.key === context.requestKey && event.code === 'call.moved_on',
    /** A push about the call being requested (from this person, in that chat) before its answer. */
    'early update': ({ context, event }) => {
      const call = pushed(event);
      return call !== null && call.caller_id === context.me && (context.early === null || canFollow(context.early.status, call.status));
    },
    /** A push that moves the followed call on (its status can follow the known one). */
    'moves my call': ({ context, event }) => {
      const call = pushed(event);
      return call !== null && context.call !== null && call.id === context.call.id && canFollow(context.call.status, call.status);
    },
    /** A push that ends the followed call. */
    'ends my call': ({ context, event }) => {
      const call = pushed(event);
      return call !== null && context.call !== null && call.id === context.call.id && isCallOver(call.status) && canFollow(context.call.status, call.status);
    },
    /** The call ringing for this person was answered on another of their devices, or by a colleague. */
    'answered elsewhere': ({ context, event }) => {
      const call = pushed(event);
      return call !== null && context.side === 'callee' && context.call?.status === 'ringing' && call.id === context.call.id && call.status === 'ongoing';
    },
    'rings for me': ({ context, event }) => {
      const call = pushed(event);
      return call !== null && call.status === 'ringing' && call.caller_id !== context.me;
    },
    // Routing a call that has just moved.
    'is pending': ({ context }) => context.call?.status === 'pending',
    'rings for the caller': ({ context }) => context.call?.status === 'ringing' && context.side === 'caller',
    'rings for me now': ({ context }) => context.call?.status === 'ringing' && context.side === 'callee',
    'is ongoing': ({ context }) => context.call?.status === 'ongoing' && context.room !== null,
    // What a resynchronisation found.
    'my call is live': ({ context, event }) => event.type === 'calls.synced' && context.call !== null && event.calls.some((c) => c.call.id === context.call!.id),
    'can rejoin': ({ context, event }) => event.type === 'calls.synced' && ownLive(context, event.calls) !== undefined,
    'rings for me after all': ({ context, event }) => event.type === 'calls.synced' && ringingForMe(context, event.calls) !== undefined,
    'left one unfinished': ({ context, event }) => event.type === 'calls.synced' && context.unfinished !== null && event.calls.some((c) => c.call.id === context.unfinished),
    'looked-up call is over': ({ event }) => {
      const call = readCall((event as { output?: unknown }).output);
      return call !== null && isCallOver(call.status);
    },
  },
}).createMachine({
  id: 'call',
  context: { me: null, ...CLEAR, side: null, requests: 0, outcome: null, outcomeChat: null, hadCall: false, unfinished: null },
  initial: 'signedOut',
  on: {
    'session.userChanged': [
      { guard: { type: 'signed out', params: ({ event }) => ({ user: event.user }) }, target: '.signedOut', actions: 'reset' },
      { guard: { type: 'another person', params: ({ event }) => ({ user: event.user }) }, target: '.signedIn', actions: ['reset', { type: 'assign me', params: ({ event }) => ({ user: event.user! }) }] },
    ],
  },
  states: {
    signedOut: {},
    signedIn: {
      type: 'parallel',
      on: {
        'calls.synced': { guard: 'left one unfinished', actions: ['finish unfinished', 'clear unfinished'] },
      },
      states: {
        call: {
          initial: 'idle',
          states: {
            idle: {
              initial: 'quiet',
              states: {
                quiet: {},
                ended: {
                  tags: ['outcome'],
                  after: { 'outcome shown': 'quiet' },
                  on: { 'user.dismissOutcome': 'quiet' },
                },
              },
              on: {
                'user.call': {
                  target: 'outgoing',
                  actions: ['start outgoing', { type: 'send request', params: ({ event }) => ({ requestType: 'Call', payload: { chat_space_id: event.chatSpaceId, type: 'video' } }) }, 'count request'],
                },
                'server.CallIncame': { guard: 'rings for me', target: 'incoming', actions: 'take incoming' },
                'calls.synced': [
                  { guard: 'can rejoin', target: 'following', actions: 'take current' },
                  { guard: 'rings for me after all', target: 'incoming', actions: 'take current' },
                ],
              },
            },

            /** Routes the followed call by its status and this person's side. */
            following: {
              always: [
                { guard: 'is pending', target: 'outgoing.pending' },
                { guard: 'rings for the caller', target: 'outgoing.ringing' },
                { guard: 'rings for me now', target: 'incoming' },
                { guard: 'is ongoing', target: 'answered' },
                { target: 'idle.ended', actions: 'end call' },
              ],
            },

            outgoing: {
              initial: 'requesting',
              states: {
                requesting: {
                  tags: ['loading', 'in call'],
                  on: {
                    'socket.replied': [
                      { guard: 'is my call answer', target: '#call.signedIn.call.following', actions: 'take joined call' },
                      { target: '#call.signedIn.call.idle', actions: ['report could not call', 'forget call'] },
                    ],
                    'socket.failed': { target: '#call.signedIn.call.idle', actions: ['report could not call', 'forget call'] },
                    'server.CallUpdated': { guard: 'early update', actions: 'keep early update' },
                    'user.hangUp': 'cancelling',
                  },
                },
                /** Hung up before the call's answer arrived: it is finished as soon as it does. */
                cancelling: {
                  tags: ['loading', 'in call'],
                  on: {
                    'socket.replied': [
                      {
                        guard: 'is my call answer',
                        target: '#call.signedIn.call.finished',
                        actions: 'take joined call',
                      },
                      { target: '#call.signedIn.call.idle', actions: ['report could not call', 'forget call'] },
                    ],
                    'socket.failed': { target: '#call.signedIn.call.idle', actions: ['report could not call', 'forget call'] },
                    // Already hanging up.
                    'user.hangUp': {},
                  },
                },
                pending: { tags: ['loading', 'in call'], on: RESYNC },
                ringing: {
                  tags: ['room', 'in call'],
                  on: { ...RESYNC, 'user.leftConference': '#call.signedIn.call.finished', 'user.toggleMinimise': { actions: 'toggle minimised' } },
                },
              },
              on: {
                'user.hangUp': '#call.signedIn.call.finished',
              },
            },

            incoming: {
              tags: ['ringing', 'in call'],
              on: {
                ...RESYNC,
                'user.answer': {
                  target: 'answering',
                  actions: [{ type: 'send request', params: ({ context }) => ({ requestType: 'AnswerCall', payload: { call_id: context.call!.id } }) }, 'count request'],
                },
                // Hanging up a call that rings for you declines it.
                'user.hangUp': {
                  target: 'declined',
                  actions: [{ type: 'send request', params: ({ context }) => ({ requestType: 'DeclineCall', payload: { call_id: context.call!.id } }) }, 'count request'],
                },
                'user.decline': {
                  target: 'declined',
                  actions: [{ type: 'send request', params: ({ context }) => ({ requestType: 'DeclineCall', payload: { call_id: context.call!.id } }) }, 'count request'],
                },
              },
            },

            answering: {
              tags: ['loading', 'in call'],
              on: {
                'socket.replied': [
                  { guard: 'is my call answer', target: 'following', actions: 'take joined call' },
                  { target: 'idle', actions: ['report could not call', 'forget call'] },
                ],
                'socket.failed': { target: 'idle', actions: ['report could not call', 'forget call'] },
                // Hung up while joining: finished (its FinishCall follows the AnswerCall on the socket).
                'user.hangUp': 'finished',
                // The ongoing push comes before the answer with the room: keep it, wait for the room.
                'server.CallUpdated': [
                  { guard: 'ends my call', target: 'idle.ended', actions: ['take update', 'end call'] },
                  { guard: 'moves my call', actions: 'take update' },
                ],
              },
            },

            /** The person declined: the card is gone, the DeclineCall answer awaited. */
            declined: {
              on: {
                'socket.replied': [
                  { guard: 'is my call answer', target: 'idle.ended', actions: ['take joined call', 'end call'] },
                  { target: 'idle', actions: ['report could not call', 'forget call'] },
                ],
                'socket.failed': [
                  { guard: 'already over', target: 'idle', actions: 'forget call' },
                  { target: 'idle', actions: ['report could not call', 'forget call'] },
                ],
              },
            },

            answered: {
              tags: ['room', 'in call'],
              on: {
                ...RESYNC,
                'user.hangUp': 'finished',
                'user.leftConference': 'finished',
                'user.toggleMinimise': { actions: 'toggle minimised' },
              },
            },

            /** The person hung up: the room is gone, the FinishCall answer awaited. */
            finished: {
              entry: [{ type: 'send request', params: ({ context }) => ({ requestType: 'FinishCall', payload: { call_id: context.call!.id } }) }, 'count request', 'mark unfinished'],
              on: {
                // The room stays closed whatever the call does meanwhile; only its end ends this.
                'server.CallUpdated': [
                  { guard: 'ends my call', target: 'idle.ended', actions: ['clear unfinished', 'take update', 'end call'] },
                  { guard: 'moves my call', actions: 'take update' },
                ],
                'socket.replied': { guard: 'is my reply', target: 'idle.ended', actions: ['clear unfinished', 'end call'] },
                'socket.failed': [
                  { guard: 'already over', target: 'idle.ended', actions: ['clear unfinished', 'end call'] },
                  // Not through (no connection): the call ends here and is finished on reconnect.
                  { guard: 'is my reply', target: 'idle.ended', actions: 'end call' },
                ],
              },
            },

            /** The followed call is no longer live: how did it end? */
            confirming: {
              invoke: {
                id: 'load call',
                src: 'load call',
                input: ({ context }) => ({ id: context.call!.id }),
                onDone: [
                  { guard: 'looked-up call is over', target: 'idle.ended', actions: ['take looked-up call', 'end call'] },
                  { target: 'idle.ended', actions: 'end call as lost' },
                ],
                onError: { target: 'idle.ended', actions: 'end call as lost' },
              },
            },
          },
          on: {
            'server.CallUpdated': [
              { guard: 'lacks data', actions: 'report update failed' },
              { guard: 'answered elsewhere', target: '.idle', actions: 'forget call' },
              { guard: 'moves my call', target: '.following', actions: 'take update' },
            ],
          },
        },

        sync: {
          initial: 'waiting',
          states: {
            waiting: { on: { 'socket.connected': 'loading' } },
            loading: {
              invoke: {
                id: 'load current calls',
                src: 'load current calls',
                onDone: { target: 'waiting', actions: raise(({ event }) => ({ type: 'calls.synced' as const, calls: readCurrent(event.output) })) },
                onError: 'waiting',
              },
              on: { 'socket.connected': { target: 'loading', reenter: true } },
            },
          },
        },
      },
    },
  },
});

export type CallMachine = typeof callMachine;
export type CallActorRef = ActorRefFrom<typeof callMachine>;
export type CallSnapshot = SnapshotFrom<typeof callMachine>;
