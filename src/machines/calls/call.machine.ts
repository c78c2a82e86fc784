import { and, assign, fromCallback, fromPromise, not, or, raise, sendParent, sendTo, setup, stateIn, type ActorRefFrom, type AnyActorRef, type SnapshotFrom } from 'xstate';
import { callOutcome, isCallOver, type CallInfo } from '../../protocol/calls';
import { isErrorCode } from '../../protocol/error-codes';
import type { User } from '../../protocol/user';
import { notProvided } from '../not-provided';
import type { SocketRequest } from '../socket/socket.types';
import { canFollow, readCall, readJoin } from './call-rules';
import { callSyncMachine } from './call-sync.machine';
import { CLEAR, INITIAL_CONTEXT, type CallContext, type CallEvent, type RequestType } from './call.types';
import { callToFollow, isStillLive, isUnfinished, ownLive, ringingForMe } from './resync-rules';

export { headerHeight } from './header-height';

/**
 * The person's video calls, alive for the whole session (SPEC §2, §4, §8). Signed in, two regions
 * run side by side, and a child resynchronises.
 *
 * `call` follows at most one call, in the client's call states (SPEC §4: outgoing, incoming,
 * answered, declined, finished) while `context.call.status` mirrors the sixteen server statuses:
 * - outgoing: `user.call` sends `Call` (request_id via the socket); while it is answered and while
 *   the call is pending a loading indicator shows ('loading'); on ringing the video room opens for
 *   the caller ('room'); ongoing → answered.
 * - incoming: `CallIncame` shows the caller's card ('ringing'); `user.answer` sends `AnswerCall`
 *   and opens the room with the answer; `user.decline` sends `DeclineCall` (declined). A call
 *   answered on another device of the person just goes away.
 * - answered: both are in the room ('room'), loading stops. `user.hangUp`, and leaving the
 *   conference (`user.leftConference`), send `FinishCall` (finished); the room is hung up at once.
 * - Any final status (declined, busy, missed, unreachable, finished, disconnected, failed) ends the
 *   call: the room is hung up, the call resets, `outcome` says how it turned out (shown a while in
 *   idle.ended) and the header takes its after-call height (SPEC §9: 60; 82 while minimised).
 * A request answered with an error, or with a request id other than the one waited for, raises
 * 'Could not call'; a CallUpdated the socket rejected (its payload does not match the event
 * catalogue, `push.rejected`) raises 'Call update failed' (danger alerts). A
 * status the table does not let follow the known one (an old push) is ignored.
 *
 * `screen` goes with what `call` puts in front of the person: the card rings ('ring') while it
 * shows; the room is 'room connecting' until the view reports its conference loaded
 * (`room.loaded`), and 'room slow' too once that takes longer than 'conference load timeout': the
 * video service cannot be reached. Then the person may go back to the chat (`user.backToChat`),
 * and after 'video service give up' the machine does so itself (`room.unreachable`): either way
 * the call is given up ('giving up'), `FinishCall` with cause 'fail' ends it *_failed for both
 * sides, and the outcome is 'failed'.
 *
 * The child 'sync' (call-sync.machine.ts) reports what the server has on every (re)connect
 * (`calls.synced`): a call the person takes part in is rejoined (after a reload), one ringing for
 * them shows its card, a followed call no longer live is looked up to learn how it ended, and a
 * call whose `FinishCall` could not be sent is finished then.
 */

/** The call a push carries (checked against the event catalogue by the socket); null for other events. */
const pushed = (event: CallEvent) => (event.type === 'server.CallIncame' || event.type === 'server.CallUpdated' ? event.payload : null);
/** The call of a socket answer's data (requests answer `{call, room?}`). */
const answered = (event: CallEvent) => (event.type === 'socket.replied' ? readJoin(event.data) : null);

/** A request for the root's socket, answered to this actor under `key`. */
const socketRequest = (self: unknown, requestType: RequestType, payload: unknown, key: string): SocketRequest => ({ type: 'socket.request', requestType, payload, key, replyTo: self as AnyActorRef });

/** Sends `requestType` about the followed call and waits for its answer. */
const requestAboutCall = (requestType: RequestType) =>
  [{ type: 'send request' as const, params: ({ context }: { context: CallContext }) => ({ requestType, payload: { call_id: context.call!.id } }) }, 'count request' as const] as const;

/** A request refused, or answered without the call: 'Could not call', and the call is dropped. */
const COULD_NOT_CALL = { target: '#call.signedIn.call.idle', actions: ['report could not call', 'forget call'] } as const;

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

/**
 * Giving up a room whose video service cannot be reached: the person goes back to the chat, or
 * the machine gives up after 'video service give up' (raised by `screen`).
 */
const GIVE_UP = {
  'user.backToChat': { guard: 'room is unreachable', target: '#call.signedIn.call.givingUp' },
  'room.unreachable': { target: '#call.signedIn.call.givingUp' },
} as const;

/** The `call` states that show the video room ('room') and the caller's card ('ringing'). */
const ROOM = or([stateIn('#call.signedIn.call.outgoing.ringing'), stateIn('#call.signedIn.call.answered')]);
const CARD = stateIn('#call.signedIn.call.incoming');
/** `following` routes the call on within the same step: what shows is decided where it lands. */
const ROUTING = stateIn('#call.signedIn.call.following');

export const callMachine = setup({
  types: { context: {} as CallContext, events: {} as CallEvent },
  actors: {
    'sync calls': callSyncMachine,
    'load call': fromPromise<CallInfo, { id: string }>(notProvided('load call')),
    /** The incoming-call tone, from start until the actor stops. */
    ring: fromCallback(notProvided('ring')),
  },
  delays: {
    /** How long the outcome of an ended call stays on screen: time to read one line, then the page is the person's again. */
    'outcome shown': 8000,
    /** A conference script still loading after 20 s is not coming: the person is told the video service cannot be reached rather than left waiting. */
    'conference load timeout': 20_000,
    /** Still unreachable 40 s after that (a minute after the room opened): the call is ended as failed for both sides. */
    'video service give up': 40_000,
  },
  actions: {
    reset: assign(INITIAL_CONTEXT),
    'assign me': assign((_, params: { user: User }) => ({ me: params.user.id })),

    /** Sends a request through the root's socket; its answer comes back keyed `call-<n>`. */
    'send request': sendParent(({ context, self }, params: { requestType: RequestType; payload: unknown }) => socketRequest(self, params.requestType, params.payload, `call-${context.requests + 1}`)),
    /** FinishCall for a call hung up while offline, under a key of its own: no request waits for its answer. */
    'finish unfinished': sendParent(({ context, self }) => socketRequest(self, 'FinishCall', { call_id: context.unfinished }, 'call-unfinished')),
    'count request': assign(({ context }) => ({ requests: context.requests + 1, requestKey: `call-${context.requests + 1}` })),
    'tell sync connected': sendTo('sync', { type: 'socket.connected' }),

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
      const mine = callToFollow(context, event.type === 'calls.synced' ? event.calls : []);
      return { call: mine.call, room: mine.room ?? context.room, side: mine.side, outcome: null, outcomeChat: null };
    }),
    'take looked-up call': assign(({ event }) => ({ call: readCall((event as { output?: unknown }).output) })),
    'end call': assign(({ context }) => ({ ...CLEAR, outcome: context.call ? (callOutcome(context.call.status) ?? 'finished') : 'finished', outcomeChat: context.call?.chat_space_id ?? null, hadCall: true })),
    /** This person gave up a call whose video service could not be reached: it failed, whatever the server answered. */
    'end call as failed': assign(({ context }) => ({ ...CLEAR, outcome: 'failed' as const, outcomeChat: context.call?.chat_space_id ?? null, hadCall: true })),
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
    /** The socket rejected a CallUpdated whose payload does not match its schema (SPEC §8 'Call update failed'). */
    'is a rejected call update': ({ event }) => event.type === 'push.rejected' && event.pushType === 'CallUpdated',
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
    'my call is live': ({ context, event }) => event.type === 'calls.synced' && isStillLive(context, event.calls),
    'can rejoin': ({ context, event }) => event.type === 'calls.synced' && ownLive(context, event.calls) !== undefined,
    'rings for me after all': ({ context, event }) => event.type === 'calls.synced' && ringingForMe(context, event.calls) !== undefined,
    'left one unfinished': ({ context, event }) => event.type === 'calls.synced' && isUnfinished(context, event.calls),
    'looked-up call is over': ({ event }) => {
      const call = readCall((event as { output?: unknown }).output);
      return call !== null && isCallOver(call.status);
    },
    // What the call shows (in the `call` region).
    'room shows': ROOM,
    'card shows': CARD,
    'room is gone': and([not(ROUTING), not(ROOM)]),
    /** The room's video service has not been reached in time ('room slow'). */
    'room is unreachable': stateIn('#call.signedIn.screen.room.slow'),
    'card is gone': and([not(ROUTING), not(CARD)]),
  },
}).createMachine({
  id: 'call',
  context: INITIAL_CONTEXT,
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
      invoke: { id: 'sync', src: 'sync calls' },
      on: {
        'socket.connected': { actions: 'tell sync connected' },
        'calls.synced': { guard: 'left one unfinished', actions: ['finish unfinished', 'clear unfinished'] },
        'push.rejected': { guard: 'is a rejected call update', actions: 'report update failed' },
      },
      states: {
        call: {
          initial: 'idle',
          states: {
            idle: {
              initial: 'quiet',
              states: {
                quiet: {},
                ended: { tags: ['outcome'], after: { 'outcome shown': 'quiet' }, on: { 'user.dismissOutcome': 'quiet' } },
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
                    'socket.replied': [{ guard: 'is my call answer', target: '#call.signedIn.call.following', actions: 'take joined call' }, COULD_NOT_CALL],
                    'socket.failed': COULD_NOT_CALL,
                    'server.CallUpdated': { guard: 'early update', actions: 'keep early update' },
                    'user.hangUp': 'cancelling',
                  },
                },
                /** Hung up before the call's answer arrived: it is finished as soon as it does. */
                cancelling: {
                  tags: ['loading', 'in call'],
                  on: {
                    'socket.replied': [{ guard: 'is my call answer', target: '#call.signedIn.call.finished', actions: 'take joined call' }, COULD_NOT_CALL],
                    'socket.failed': COULD_NOT_CALL,
                    // Already hanging up.
                    'user.hangUp': {},
                  },
                },
                pending: { tags: ['loading', 'in call'], on: RESYNC },
                ringing: {
                  tags: ['room', 'in call'],
                  on: { ...RESYNC, ...GIVE_UP, 'user.leftConference': '#call.signedIn.call.finished', 'user.toggleMinimise': { actions: 'toggle minimised' } },
                },
              },
              on: { 'user.hangUp': '#call.signedIn.call.finished' },
            },

            incoming: {
              tags: ['ringing', 'in call'],
              on: {
                ...RESYNC,
                'user.answer': { target: 'answering', actions: requestAboutCall('AnswerCall') },
                // Hanging up a call that rings for you declines it.
                'user.hangUp': { target: 'declined', actions: requestAboutCall('DeclineCall') },
                'user.decline': { target: 'declined', actions: requestAboutCall('DeclineCall') },
              },
            },

            answering: {
              tags: ['loading', 'in call'],
              on: {
                'socket.replied': [{ guard: 'is my call answer', target: 'following', actions: 'take joined call' }, COULD_NOT_CALL],
                'socket.failed': COULD_NOT_CALL,
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
                'socket.replied': [{ guard: 'is my call answer', target: 'idle.ended', actions: ['take joined call', 'end call'] }, COULD_NOT_CALL],
                'socket.failed': [{ guard: 'already over', target: 'idle', actions: 'forget call' }, COULD_NOT_CALL],
              },
            },

            answered: {
              tags: ['room', 'in call'],
              on: { ...RESYNC, ...GIVE_UP, 'user.hangUp': 'finished', 'user.leftConference': 'finished', 'user.toggleMinimise': { actions: 'toggle minimised' } },
            },

            /**
             * The video service could not be reached: the room is gone, FinishCall with cause
             * 'fail' sent (the call ends *_failed for both), its answer awaited. The outcome is
             * 'failed' unless the call ended otherwise first (the other side hung up).
             */
            givingUp: {
              entry: [{ type: 'send request', params: ({ context }) => ({ requestType: 'FinishCall', payload: { call_id: context.call!.id, cause: 'fail' } }) }, 'count request', 'mark unfinished'],
              on: {
                'server.CallUpdated': [
                  { guard: 'ends my call', target: 'idle.ended', actions: ['clear unfinished', 'take update', 'end call'] },
                  { guard: 'moves my call', actions: 'take update' },
                ],
                'socket.replied': { guard: 'is my reply', target: 'idle.ended', actions: ['clear unfinished', 'end call as failed'] },
                'socket.failed': [
                  { guard: 'already over', target: 'idle.ended', actions: ['clear unfinished', 'end call as failed'] },
                  // Not through (no connection): the call ends here and is finished on reconnect.
                  { guard: 'is my reply', target: 'idle.ended', actions: 'end call as failed' },
                ],
              },
            },

            /** The person hung up: the room is gone, the FinishCall answer awaited. */
            finished: {
              entry: [...requestAboutCall('FinishCall'), 'mark unfinished'],
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
              { guard: 'answered elsewhere', target: '.idle', actions: 'forget call' },
              { guard: 'moves my call', target: '.following', actions: 'take update' },
            ],
          },
        },

        screen: {
          initial: 'plain',
          states: {
            plain: { always: [{ guard: 'card shows', target: 'card' }, { guard: 'room shows', target: 'room' }] },
            card: { invoke: { src: 'ring' }, always: { guard: 'card is gone', target: 'plain' } },
            room: {
              initial: 'loading',
              always: { guard: 'room is gone', target: 'plain' },
              states: {
                loading: { tags: ['room connecting'], after: { 'conference load timeout': 'slow' }, on: { 'room.loaded': 'loaded' } },
                slow: { tags: ['room connecting', 'room slow'], after: { 'video service give up': { actions: raise({ type: 'room.unreachable' }) } }, on: { 'room.loaded': 'loaded' } },
                loaded: {},
              },
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
