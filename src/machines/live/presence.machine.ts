import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ServerPush } from '../../protocol/events';
import type { PresenceStatus, UserStatusChangePayload } from '../../protocol/live';
import type { User } from '../../protocol/user';
import { notProvided } from '../not-provided';

/**
 * Who is online (SPEC §7 UserStatusChange), for the people the screens show: chat counterparts
 * and doctor cards ask for ids with `presence.watch`.
 * 1. A newly watched id is looked up over HTTP (batches of at most `batchSize` ids).
 * 2. UserStatusChange pushes update an id at once; a lookup that was already on its way does not
 *    overwrite what a push said meanwhile.
 * 3. On every (re)connect every watched id is looked up again (pushes were missed while away).
 * 4. Signing out forgets everything. Unknown ids have no status: views show no marker.
 */
export interface PresenceContext {
  signedIn: boolean;
  online: Record<string, PresenceStatus>;
  watched: string[];
  /** Watched ids still to look up. */
  queue: string[];
  /** The batch being looked up, and the ids pushes changed since it left. */
  asking: string[];
  pushedSince: string[];
  batchSize: number;
}

export type PresenceEvent =
  | { type: 'session.userChanged'; user: User | null }
  | { type: 'socket.connected' }
  | { type: 'presence.watch'; ids: string[] }
  | ServerPush<'UserStatusChange'>;

/** Most ids one `GET /api/presence` asks for (PRESENCE_MAX_IDS of the server). */
export const PRESENCE_BATCH = 200;

const isStatus = (s: unknown): s is PresenceStatus => s === 'online' || s === 'offline';

export const presenceMachine = setup({
  types: {
    context: {} as PresenceContext,
    events: {} as PresenceEvent,
    input: {} as { batchSize?: number } | undefined,
  },
  actors: {
    'look up presence': fromPromise<UserStatusChangePayload[], { ids: string[] }>(notProvided('look up presence')),
  },
  actions: {
    reset: assign({ online: {}, watched: [], queue: [], asking: [], pushedSince: [] }),
    'assign signed in': assign((_, params: { signedIn: boolean }) => ({ signedIn: params.signedIn })),
    watch: assign(({ context }, params: { ids: string[] }) => {
      const added = [...new Set(params.ids)].filter((id) => !context.watched.includes(id));
      return { watched: [...context.watched, ...added], queue: [...context.queue, ...added] };
    }),
    'queue all watched': assign(({ context }) => ({ queue: [...context.watched] })),
    'take batch': assign(({ context }) => ({
      asking: context.queue.slice(0, context.batchSize),
      queue: context.queue.slice(context.batchSize),
      pushedSince: [],
    })),
    'apply push': assign(({ context }, params: UserStatusChangePayload) => ({
      online: { ...context.online, [params.user_id]: params.status },
      pushedSince: context.asking.includes(params.user_id) ? [...context.pushedSince, params.user_id] : context.pushedSince,
    })),
    'apply lookup': assign(({ context }, params: { entries: UserStatusChangePayload[] }) => {
      const online = { ...context.online };
      for (const e of params.entries) {
        if (context.asking.includes(e.user_id) && !context.pushedSince.includes(e.user_id) && isStatus(e.status)) online[e.user_id] = e.status;
      }
      return { online, asking: [], pushedSince: [] };
    }),
    'drop batch': assign({ asking: [], pushedSince: [] }),
  },
  guards: {
    'is signed in': (_, params: { user: User | null }) => params.user !== null,
    'has queue': ({ context }) => context.signedIn && context.queue.length > 0,
  },
}).createMachine({
  id: 'presence',
  context: ({ input }) => ({ signedIn: false, online: {}, watched: [], queue: [], asking: [], pushedSince: [], batchSize: input?.batchSize ?? PRESENCE_BATCH }),
  initial: 'idle',
  on: {
    'session.userChanged': [
      { guard: { type: 'is signed in', params: ({ event }) => ({ user: event.user }) }, actions: { type: 'assign signed in', params: { signedIn: true } } },
      { target: '.idle', actions: ['reset', { type: 'assign signed in', params: { signedIn: false } }] },
    ],
    'presence.watch': { actions: { type: 'watch', params: ({ event }) => ({ ids: event.ids }) } },
    'socket.connected': { actions: 'queue all watched' },
    'server.UserStatusChange': {
      actions: { type: 'apply push', params: ({ event }) => event.payload },
    },
  },
  states: {
    idle: { always: { guard: 'has queue', target: 'looking' } },
    looking: {
      entry: 'take batch',
      invoke: {
        src: 'look up presence',
        input: ({ context }) => ({ ids: context.asking }),
        onDone: { target: 'idle', actions: { type: 'apply lookup', params: ({ event }) => ({ entries: event.output }) } },
        // Unknown stays unknown (no marker) until the next connect looks again.
        onError: { target: 'idle', actions: 'drop batch' },
      },
    },
  },
});

export type PresenceActorRef = ActorRefFrom<typeof presenceMachine>;
export type PresenceSnapshot = SnapshotFrom<typeof presenceMachine>;
