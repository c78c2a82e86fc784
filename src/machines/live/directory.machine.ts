import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ClinicRef } from '../../protocol/catalog';
import type { User, UserSummary } from '../../protocol/user';
import { notProvided } from '../not-provided';

/**
 * Names and photos of the people and clinics the screens mention (SPEC §3 "User directory
 * entry", `POST /api/users`), cached for the session:
 * 1. Views ask with `directory.need` (user ids, clinic ids); what is not known nor already asked
 *    for is queued.
 * 2. The queue goes out in one batch (users in one call, clinics one call each) a moment after the
 *    first need ('batch delay'), so a list of twenty chats asks once.
 * 3. What a batch could not fetch is asked again on the next (re)connect or the next need.
 * 4. Signing out forgets everything.
 */
export interface DirectoryContext {
  users: Record<string, UserSummary>;
  clinics: Record<number, ClinicRef>;
  queue: { users: string[]; clinics: number[] };
  asking: { users: string[]; clinics: number[] };
  /** Ids a batch failed to fetch: asked again later, not now. */
  failed: { users: string[]; clinics: number[] };
}

export type DirectoryEvent =
  | { type: 'session.userChanged'; user: User | null }
  | { type: 'socket.connected' }
  | { type: 'directory.need'; users?: string[]; clinics?: number[] };

export interface DirectoryBatch {
  users: UserSummary[];
  clinics: ClinicRef[];
}

const EMPTY = { users: [] as string[], clinics: [] as number[] };
/** Most ids `POST /api/users` takes at once (USERS_BY_IDS_MAX). */
export const DIRECTORY_BATCH = 100;

export const directoryMachine = setup({
  types: { context: {} as DirectoryContext, events: {} as DirectoryEvent },
  actors: {
    'fetch entries': fromPromise<DirectoryBatch, { users: string[]; clinics: number[] }>(notProvided('fetch entries')),
  },
  delays: {
    /** Long enough for every view a screen renders at once to state its needs, too short for a person to notice. */
    'batch delay': 20,
  },
  actions: {
    reset: assign({ users: {}, clinics: {}, queue: EMPTY, asking: EMPTY, failed: EMPTY }),
    need: assign(({ context }, params: { users: string[]; clinics: number[] }) => {
      const waiting = (known: object, lists: (string | number)[][]) => (id: string | number) => !(String(id) in known) && !lists.some((l) => l.includes(id));
      const users = [...new Set(params.users)].filter(waiting(context.users, [context.queue.users, context.asking.users]));
      const clinics = [...new Set(params.clinics)].filter(waiting(context.clinics, [context.queue.clinics, context.asking.clinics]));
      return {
        queue: { users: [...context.queue.users, ...users], clinics: [...context.queue.clinics, ...clinics] },
        failed: { users: context.failed.users.filter((id) => !users.includes(id)), clinics: context.failed.clinics.filter((id) => !clinics.includes(id)) },
      };
    }),
    'requeue failed': assign(({ context }) => ({
      queue: { users: [...context.queue.users, ...context.failed.users], clinics: [...context.queue.clinics, ...context.failed.clinics] },
      failed: EMPTY,
    })),
    'take batch': assign(({ context }) => ({
      asking: { users: context.queue.users.slice(0, DIRECTORY_BATCH), clinics: context.queue.clinics },
      queue: { users: context.queue.users.slice(DIRECTORY_BATCH), clinics: [] },
    })),
    'assign batch': assign(({ context }, params: DirectoryBatch) => {
      const users = { ...context.users };
      for (const u of params.users) users[u.id] = u;
      const clinics = { ...context.clinics };
      for (const c of params.clinics) clinics[c.id] = c;
      // Asked for but not answered (deleted, or the clinic call failed): try again later.
      const missing = { users: context.asking.users.filter((id) => !(id in users)), clinics: context.asking.clinics.filter((id) => !(id in clinics)) };
      return { users, clinics, asking: EMPTY, failed: { users: [...context.failed.users, ...missing.users], clinics: [...context.failed.clinics, ...missing.clinics] } };
    }),
    'fail batch': assign(({ context }) => ({
      failed: { users: [...context.failed.users, ...context.asking.users], clinics: [...context.failed.clinics, ...context.asking.clinics] },
      asking: EMPTY,
    })),
  },
  guards: {
    'is signed out': (_, params: { user: User | null }) => params.user === null,
    'is signed in': (_, params: { user: User | null }) => params.user !== null,
    'has queue': ({ context }) => context.queue.users.length > 0 || context.queue.clinics.length > 0,
  },
}).createMachine({
  id: 'directory',
  context: { users: {}, clinics: {}, queue: EMPTY, asking: EMPTY, failed: EMPTY },
  initial: 'signedOut',
  on: {
    'session.userChanged': { guard: { type: 'is signed out', params: ({ event }) => ({ user: event.user }) }, target: '.signedOut', actions: 'reset' },
    'directory.need': { actions: { type: 'need', params: ({ event }) => ({ users: event.users ?? [], clinics: event.clinics ?? [] }) } },
    'socket.connected': { actions: 'requeue failed' },
  },
  states: {
    /** Needs are queued; nothing is fetched without a session (the call needs one). */
    signedOut: { on: { 'session.userChanged': { guard: { type: 'is signed in', params: ({ event }) => ({ user: event.user }) }, target: 'idle' } } },
    idle: { always: { guard: 'has queue', target: 'batching' } },
    batching: { after: { 'batch delay': 'fetching' } },
    fetching: {
      entry: 'take batch',
      invoke: {
        src: 'fetch entries',
        input: ({ context }) => context.asking,
        onDone: { target: 'idle', actions: { type: 'assign batch', params: ({ event }) => event.output } },
        onError: { target: 'idle', actions: 'fail batch' },
      },
    },
  },
});

export type DirectoryActorRef = ActorRefFrom<typeof directoryMachine>;
export type DirectorySnapshot = SnapshotFrom<typeof directoryMachine>;
