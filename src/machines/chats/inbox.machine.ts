import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ChatSpace, ChatSpaceSeenPayload, ClinicInquiryRef, Message } from '../../protocol/chats';
import { toAppError, type AppError } from '../../protocol/errors';
import type { User } from '../../protocol/user';
import { notProvided } from '../not-provided';
import { laterTime, sortSpaces, withInquiry, withLastMessage } from './chat-rules';
import type { ChatPush, InboxNotice } from './chat-room.types';

/**
 * The person's chat spaces (the /chats list, the unread count), alive for the whole session:
 * 1. With a signed-in user, loads the list; after a failure it retries on the next connect, on
 *    `inbox.retry`, or after 10 s.
 * 2. On every (re)connect of the live channel it loads the list again; what arrived meanwhile is
 *    kept (the newer last message and read marker of each space win).
 * 3. MessageCreated moves the space to the top with its new last message; a space it does not
 *    know yet is fetched (SPEC §7). A message from someone else in a chat other than the open one
 *    plays the message cue (SPEC §2).
 * 4. The open chat room tells it which chat is open (`inbox.opened`/`inbox.closed`) and sends
 *    its fresher view of the space (`inbox.updated`: seen markers, inquiry status).
 * 5. ChatSpaceSeen and ClinicInquiry* pushes update the space they name.
 * Signing out forgets everything.
 */
export interface InboxContext {
  me: Pick<User, 'id' | 'type'> | null;
  /** Newest last message first. */
  spaces: ChatSpace[];
  loaded: boolean;
  error: AppError | null;
  openChatId: string | null;
  /** Spaces a push named that the list does not hold yet (fetched one batch at a time). */
  unknown: string[];
  /** The batch being fetched. */
  asking: string[];
  /** Messages for chats still being fetched, folded in when they arrive. */
  held: Message[];
}

export type InboxEvent =
  | InboxNotice
  | { type: 'session.userChanged'; user: User | null }
  | { type: 'socket.connected' }
  | { type: 'inbox.retry' }
  | ChatPush;

/** The loaded list, keeping for each space whatever newer the pushes brought meanwhile. */
function mergeLoaded(current: ChatSpace[], loaded: ChatSpace[]): ChatSpace[] {
  const known = new Map(current.map((s) => [s.id, s]));
  const answered = new Set(loaded.map((s) => s.id));
  // A chat that arrived while the list was on its way (fetched, or opened) stays.
  const arrived = current.filter((s) => !answered.has(s.id));
  return sortSpaces([
    ...arrived,
    ...loaded.map((fresh) => {
      const old = known.get(fresh.id);
      if (!old) return fresh;
      const merged = old.last_message ? withLastMessage(fresh, old.last_message) : fresh;
      return { ...merged, last_seen: laterTime(fresh.last_seen, old.last_seen), party_last_seen: laterTime(fresh.party_last_seen ?? null, old.party_last_seen ?? null) };
    }),
  ]);
}

const replaceSpace = (spaces: ChatSpace[], id: string, update: (s: ChatSpace) => ChatSpace) =>
  sortSpaces(spaces.map((s) => (s.id === id ? update(s) : s)));

export const inboxMachine = setup({
  types: {
    context: {} as InboxContext,
    events: {} as InboxEvent,
  },
  actors: {
    'load chats': fromPromise<ChatSpace[]>(notProvided('load chats')),
    /** The spaces with these ids; ones that cannot be read are left out. */
    'fetch chats': fromPromise<ChatSpace[], { ids: string[] }>(notProvided('fetch chats')),
  },
  delays: {
    /** A list that failed to load is tried again after 10 s, so a server restart heals by itself without a storm of requests. */
    'retry delay': 10_000,
  },
  actions: {
    'play message cue': notProvided('play message cue'),
    'assign user': assign((_, params: { user: User | null }) => ({ me: params.user ? { id: params.user.id, type: params.user.type } : null })),
    forget: assign({ spaces: [], loaded: false, error: null, openChatId: null, unknown: [], asking: [], held: [] }),
    'assign list': assign(({ context }, params: { spaces: ChatSpace[] }) => ({ spaces: mergeLoaded(context.spaces, params.spaces), loaded: true, error: null })),
    'assign error': assign((_, params: { error: unknown }) => ({ error: toAppError(params.error) })),
    'take message': assign(({ context }, params: { message: Message }) => {
      const { message } = params;
      const mine = message.sender_id === context.me?.id;
      if (context.spaces.some((s) => s.id === message.chat_space_id)) {
        return {
          spaces: replaceSpace(context.spaces, message.chat_space_id, (s) => {
            const next = withLastMessage(s, message);
            return mine ? { ...next, last_seen: laterTime(next.last_seen, message.created_at) } : next;
          }),
        };
      }
      // Kept until its chat arrives: the fetched copy may be older than this message.
      return {
        unknown: context.unknown.includes(message.chat_space_id) ? context.unknown : [...context.unknown, message.chat_space_id],
        held: context.held.some((m) => m.id === message.id) ? context.held : [...context.held, message],
      };
    }),
    'note unknown chat': assign(({ context }, params: { id: string }) => ({ unknown: [...new Set([...context.unknown, params.id])] })),
    'add fetched': assign(({ context }, params: { spaces: ChatSpace[]; asked: string[] }) => {
      const fresh = new Set(params.spaces.map((s) => s.id));
      const withHeld = params.spaces.map((space) => context.held.filter((m) => m.chat_space_id === space.id).reduce(withLastMessage, space));
      return {
        spaces: sortSpaces([...context.spaces.filter((s) => !fresh.has(s.id)), ...withHeld]),
        unknown: context.unknown.filter((id) => !params.asked.includes(id)),
        held: context.held.filter((m) => !params.asked.includes(m.chat_space_id)),
        asking: [],
      };
    }),
    'drop asked': assign(({ context }, params: { asked: string[] }) => ({
      unknown: context.unknown.filter((id) => !params.asked.includes(id)),
      held: context.held.filter((m) => !params.asked.includes(m.chat_space_id)),
      asking: [],
    })),
    'apply seen': assign(({ context }, params: ChatSpaceSeenPayload) => ({
      spaces: context.spaces.map((s) => {
        if (s.id !== params.chat_space_id) return s;
        return params.user_id === context.me?.id
          ? { ...s, last_seen: laterTime(s.last_seen, params.last_seen) }
          : { ...s, party_last_seen: laterTime(s.party_last_seen ?? null, params.last_seen) };
      }),
    })),
    'apply inquiry': assign(({ context }, params: ClinicInquiryRef & { chat_space_id: string }) => ({
      spaces: context.spaces.map((s) => (s.id === params.chat_space_id ? withInquiry(s, { id: params.id, status: params.status }) : s)),
    })),
    'apply room view': assign(({ context }, params: { space: ChatSpace }) => ({
      spaces: context.spaces.some((s) => s.id === params.space.id)
        ? replaceSpace(context.spaces, params.space.id, () => params.space)
        : sortSpaces([...context.spaces, params.space]),
    })),
    'assign open chat': assign((_, params: { id: string | null }) => ({ openChatId: params.id })),
  },
  guards: {
    'is another user': ({ context }, params: { user: User | null }) => params.user !== null && params.user.id !== context.me?.id,
    'is signed out': (_, params: { user: User | null }) => params.user === null,
    'is open chat': ({ context }, params: { id: string }) => context.openChatId === params.id,
    'is cue worthy': ({ context }, params: { message: Message }) => params.message.sender_id !== context.me?.id && params.message.chat_space_id !== context.openChatId,
    'has unknown chats': ({ context }) => context.unknown.length > 0,
    'is inquiry of unknown chat': ({ context }, params: { id: string }) => !context.spaces.some((s) => s.id === params.id),
  },
}).createMachine({
  id: 'inbox',
  context: { me: null, spaces: [], loaded: false, error: null, openChatId: null, unknown: [], asking: [], held: [] },
  initial: 'signedOut',
  on: {
    // The same person with a changed profile changes nothing here.
    'session.userChanged': [
      {
        guard: { type: 'is another user', params: ({ event }) => ({ user: event.user }) },
        target: '.signedIn',
        reenter: true,
        actions: ['forget', { type: 'assign user', params: ({ event }) => ({ user: event.user }) }],
      },
      {
        guard: { type: 'is signed out', params: ({ event }) => ({ user: event.user }) },
        target: '.signedOut',
        actions: ['forget', { type: 'assign user', params: { user: null } }],
      },
    ],
  },
  states: {
    signedOut: {},
    signedIn: {
      type: 'parallel',
      // Pushes and the room's notices apply in every state: the list shown stays current while it reloads.
      on: {
        'server.MessageCreated': [
          // Someone else's message in a chat that is not open: the cue (SPEC §2).
          {
            guard: { type: 'is cue worthy', params: ({ event }) => ({ message: event.payload }) },
            actions: [{ type: 'take message', params: ({ event }) => ({ message: event.payload }) }, 'play message cue'],
          },
          { actions: { type: 'take message', params: ({ event }) => ({ message: event.payload }) } },
        ],
        'server.ChatSpaceSeen': { actions: { type: 'apply seen', params: ({ event }) => event.payload } },
        'server.ClinicInquiryCreated': [
          // A first inquiry creates its chat space: fetch it like a chat named by a message.
          {
            guard: { type: 'is inquiry of unknown chat', params: ({ event }) => ({ id: event.payload.chat_space_id }) },
            actions: { type: 'note unknown chat', params: ({ event }) => ({ id: event.payload.chat_space_id }) },
          },
          { actions: { type: 'apply inquiry', params: ({ event }) => event.payload } },
        ],
        'server.ClinicInquiryJoined': { actions: { type: 'apply inquiry', params: ({ event }) => event.payload } },
        'server.ClinicInquiryCompleted': { actions: { type: 'apply inquiry', params: ({ event }) => event.payload } },
        'inbox.opened': { actions: { type: 'assign open chat', params: ({ event }) => ({ id: event.id }) } },
        'inbox.closed': { guard: { type: 'is open chat', params: ({ event }) => ({ id: event.id }) }, actions: { type: 'assign open chat', params: { id: null } } },
        'inbox.updated': { actions: { type: 'apply room view', params: ({ event }) => ({ space: event.space }) } },
      },
      states: {
        list: {
          initial: 'loading',
          states: {
            loading: {
              tags: ['loading'],
              invoke: {
                src: 'load chats',
                onDone: { target: 'ready', actions: { type: 'assign list', params: ({ event }) => ({ spaces: event.output }) } },
                onError: { target: 'failed', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
              },
              on: { 'socket.connected': { target: 'loading', reenter: true } },
            },
            failed: {
              after: { 'retry delay': 'loading' },
              on: { 'inbox.retry': 'loading', 'socket.connected': 'loading' },
            },
            ready: {
              on: { 'socket.connected': 'loading' },
            },
          },
        },
        /** Chats a push named that the list does not hold yet. */
        unknown: {
          initial: 'idle',
          states: {
            idle: { always: { guard: 'has unknown chats', target: 'fetching' } },
            fetching: {
              entry: assign(({ context }) => ({ asking: context.unknown })),
              invoke: {
                src: 'fetch chats',
                input: ({ context }) => ({ ids: context.asking }),
                onDone: { target: 'idle', actions: { type: 'add fetched', params: ({ event, context }) => ({ spaces: event.output, asked: context.asking }) } },
                // The next full load (every reconnect) brings them anyway.
                onError: { target: 'idle', actions: { type: 'drop asked', params: ({ context }) => ({ asked: context.asking }) } },
              },
            },
          },
        },
      },
    },
  },
});

export type InboxMachine = typeof inboxMachine;
export type InboxActorRef = ActorRefFrom<typeof inboxMachine>;
export type InboxSnapshot = SnapshotFrom<typeof inboxMachine>;
