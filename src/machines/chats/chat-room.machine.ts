import { assign, fromCallback, fromPromise, setup, type ActorRefFrom, type EventObject, type SnapshotFrom } from 'xstate';
import type { ChatSpace, ClinicInquiryRef, Message, MessagesPage } from '../../protocol/chats';
import { AppError, toAppError } from '../../protocol/errors';
import type { UserType } from '../../protocol/user';
import { notProvided } from '../not-provided';
import { isFurtherStep, laterTime, mergeMessages, newClientId, withLastMessage } from './chat-rules';

/**
 * One open chat space (SPEC §2 Chat, §4, §7):
 * 1. Loads the space and its newest page of history; a 404 is "no such chat" (not an alert), any
 *    other failure the error face with a retry.
 * 2. Ready, four regions run side by side:
 *    - history: older pages on request (`user.loadOlder`), newest page first from the server,
 *      kept oldest first here; a failed page keeps what is shown and offers a retry;
 *    - outbox: what the person sends waits in a queue and goes out one at a time, in order, each
 *      with a client id, so a retried send is stored once. A network failure keeps the message
 *      (and all after it) queued until the next (re)connect or `user.retrySend`; a refusal (the
 *      chat became read-only, a file of the wrong type or too large) marks that one failed with
 *      the reason and the rest goes on; it stays until the person retries (`user.retrySend`) or
 *      discards it. Text still waiting is saved ('persist outbox'), so a reload does not lose it;
 *    - sync: on every (re)connect the space and newest page are fetched again before pushes apply
 *      (pushes arriving meanwhile wait in `buffered`); a failed resync retries after 5 s;
 *    - seen: whenever the newest message is someone else's and newer than the person's marker,
 *      and the page is visible, the space is marked seen.
 * 3. Pushes: MessageCreated for this space joins the history; ChatSpaceSeen moves a read marker;
 *    ClinicInquiry* changes the inquiry status (and with it whether the chat is active).
 * The inbox (src/machines/chats/inbox.machine.ts) is told which chat is open and when it was seen.
 */
export type OutgoingDraft = { kind: 'text'; text: string } | { kind: 'file'; file: File };

export interface Outgoing {
  clientId: string;
  draft: OutgoingDraft;
  /** queued: waiting its turn (or for a connection); failed: refused, with the reason. */
  status: 'queued' | 'sending' | 'failed';
  error: AppError | null;
}

export interface ChatRoomContext {
  chatId: string;
  me: { id: string; type: UserType };
  space: ChatSpace | null;
  /** Oldest first. */
  messages: Message[];
  hasMore: boolean;
  outbox: Outgoing[];
  /** Pushes that arrived during a resync, applied after it. */
  buffered: Message[];
  visible: boolean;
  /** MAX_UPLOAD_MB of the server's settings, in bytes. */
  maxUploadBytes: number;
  error: AppError | null;
  olderError: AppError | null;
}

export interface ChatSnapshotData {
  space: ChatSpace;
  page: MessagesPage;
}

/** The payload of a ChatSpaceSeen push. */
export interface ChatSpaceSeenPayload {
  chat_space_id: string;
  user_id: string;
  last_seen: string;
}

/** The payload of ClinicInquiryCreated/Joined/Completed pushes (the fields the chat needs). */
export interface InquiryPushPayload {
  id: string;
  chat_space_id: string;
  status: ClinicInquiryRef['status'];
}

export type ChatRoomEvent =
  | { type: 'user.retry' }
  | { type: 'user.loadOlder' }
  | { type: 'user.sendText'; text: string }
  | { type: 'user.sendFile'; file: File }
  | { type: 'user.retrySend' }
  | { type: 'user.discard'; clientId: string }
  | { type: 'page.visibility'; visible: boolean }
  | { type: 'socket.connected' }
  | { type: 'server.MessageCreated'; payload: Message }
  | { type: 'server.ChatSpaceSeen'; payload: ChatSpaceSeenPayload }
  | { type: 'server.ClinicInquiryCreated' | 'server.ClinicInquiryJoined' | 'server.ClinicInquiryCompleted'; payload: InquiryPushPayload };

/** What the room tells the inbox. */
export type InboxNotice = { type: 'inbox.opened'; id: string } | { type: 'inbox.closed'; id: string } | { type: 'inbox.updated'; space: ChatSpace };

export interface ChatRoomInput {
  chatId: string;
  me: { id: string; type: UserType };
  /** Text messages a previous visit could not send yet (from 'persist outbox'). */
  pendingTexts?: { clientId: string; text: string }[];
  maxUploadBytes: number;
}

/** Network trouble (no answer, a server fault) is retried; a refusal is shown. */
export const isRetryable = (error: AppError) => error.status === 0 || error.status >= 500;

/** The space with its inquiry moved to `inquiry` (a completed inquiry makes a clinic chat read-only). */
export function withInquiry(space: ChatSpace, inquiry: ClinicInquiryRef): ChatSpace {
  const completed = inquiry.status === 'completed';
  const next: ChatSpace = { ...space, chat_space: { ...space.chat_space, last_clinic_inquiry: inquiry }, active: !completed };
  if (completed) next.inactive_reason = 'inquiry_completed';
  else delete next.inactive_reason;
  return next;
}

/** Tells the inbox the room's view of the space (seen markers, last message, inquiry). */
const announceSpace = {
  type: 'tell inbox' as const,
  params: ({ context }: { context: ChatRoomContext }): InboxNotice => ({ type: 'inbox.updated', space: context.space! }),
};

/** Saves the text still to send, so a reload does not lose it. */
const saveOutbox = {
  type: 'persist outbox' as const,
  params: ({ context }: { context: ChatRoomContext }) => ({ chatId: context.chatId, texts: pendingTexts(context.outbox) }),
};

/**
 * The space an answer brought, with what the room knew that may be newer than the answer: the
 * last message among `messages`, the later read markers, a further step of the same inquiry.
 */
export function freshestSpace(known: ChatSpace | null, answered: ChatSpace, messages: Message[]): ChatSpace {
  let space = messages.length > 0 ? withLastMessage(answered, messages[messages.length - 1]!) : answered;
  if (!known) return space;
  space = { ...space, last_seen: laterTime(answered.last_seen, known.last_seen), party_last_seen: laterTime(answered.party_last_seen ?? null, known.party_last_seen ?? null) };
  const before = known.chat_space.last_clinic_inquiry;
  const after = answered.chat_space.last_clinic_inquiry;
  if (before && after && before.id === after.id && isFurtherStep(before.status, after.status)) space = withInquiry(space, before);
  return space;
}

const newestFromOthers = (c: ChatRoomContext) => [...c.messages].reverse().find((m) => m.sender_id !== c.me.id);

/** Text drafts still to send, for 'persist outbox'. */
const pendingTexts = (outbox: Outgoing[]) =>
  outbox.flatMap((o) => (o.draft.kind === 'text' ? [{ clientId: o.clientId, text: o.draft.text }] : []));

export const chatRoomMachine = setup({
  types: {
    input: {} as ChatRoomInput,
    context: {} as ChatRoomContext,
    events: {} as ChatRoomEvent,
  },
  actors: {
    'load chat': fromPromise<ChatSnapshotData, { chatId: string }>(notProvided('load chat')),
    'load older': fromPromise<MessagesPage, { chatId: string; before: string }>(notProvided('load older')),
    'send message': fromPromise<Message, { chatId: string; clientId: string; draft: OutgoingDraft }>(notProvided('send message')),
    'mark seen': fromPromise<string, { chatId: string }>(notProvided('mark seen')),
    /** Delivers `socket.connected` and the pushes of the live channel to this actor. */
    'live pushes': fromCallback(notProvided('live pushes')),
    /**
     * Tells the inbox this chat is open while it runs, and closed when it stops (exit actions do
     * not run when an actor is stopped, so an invoke's cleanup is the place for it).
     */
    'announce open': fromCallback<EventObject, { chatId: string }>(notProvided('announce open')),
  },
  delays: {
    /** A resync that failed (the server still restarting) is tried again after 5 s, the socket's own reconnect pace. */
    'resync retry delay': 5000,
  },
  actions: {
    'tell inbox': notProvided('tell inbox') as (_: unknown, params: InboxNotice) => void,
    'persist outbox': notProvided('persist outbox') as (_: unknown, params: { chatId: string; texts: { clientId: string; text: string }[] }) => void,
    'report failure': notProvided('report failure') as (_: unknown, params: { error: AppError }) => void,
    'assign snapshot': assign(({ context }, params: ChatSnapshotData) => {
      const merged = mergeMessages(context.messages, [...params.page.items, ...context.buffered]);
      // The first load decides how much older history exists; a resync only refreshes the newest page.
      return { space: freshestSpace(context.space, params.space, merged), messages: merged, hasMore: context.space ? context.hasMore : params.page.has_more, buffered: [], error: null };
    }),
    'assign older': assign(({ context }, params: MessagesPage) => ({
      messages: mergeMessages(context.messages, params.items),
      hasMore: params.has_more,
      olderError: null,
    })),
    'assign load error': assign((_, params: { error: unknown }) => ({ error: toAppError(params.error) })),
    'assign older error': assign((_, params: { error: unknown }) => ({ olderError: toAppError(params.error) })),
    'queue draft': assign(({ context }, params: OutgoingDraft) => ({
      outbox: [...context.outbox, { clientId: newClientId(), draft: params, status: 'queued' as const, error: null }],
    })),
    'refuse draft': assign(({ context }, params: { draft: OutgoingDraft; error: AppError }) => ({
      outbox: [...context.outbox, { clientId: newClientId(), draft: params.draft, status: 'failed' as const, error: params.error }],
    })),
    'mark next sending': assign(({ context }) => {
      const next = context.outbox.find((o) => o.status === 'queued');
      return { outbox: context.outbox.map((o) => (o === next ? { ...o, status: 'sending' as const, error: null } : o)) };
    }),
    'settle sending': assign(({ context }, params: { message: Message }) => ({
      outbox: context.outbox.filter((o) => o.status !== 'sending'),
      messages: mergeMessages(context.messages, [params.message]),
      space: context.space ? { ...withLastMessage(context.space, params.message), last_seen: laterTime(context.space.last_seen, params.message.created_at) } : null,
    })),
    'hold sending': assign(({ context }, params: { error: unknown }) => {
      const error = toAppError(params.error);
      const status = isRetryable(error) ? ('queued' as const) : ('failed' as const);
      return { outbox: context.outbox.map((o) => (o.status === 'sending' ? { ...o, status, error } : o)) };
    }),
    // A file refused as too large would be refused again: it stays failed until discarded.
    'requeue failed': assign(({ context }) => ({
      outbox: context.outbox.map((o) => (o.status === 'failed' && o.error?.code !== 'upload.too_large' ? { ...o, status: 'queued' as const, error: null } : o)),
    })),
    'discard outgoing': assign(({ context }, params: { clientId: string }) => ({
      outbox: context.outbox.filter((o) => o.clientId !== params.clientId || o.status === 'sending'),
    })),
    'apply message': assign(({ context }, params: { message: Message }) => ({
      messages: mergeMessages(context.messages, [params.message]),
      space: context.space ? withLastMessage(context.space, params.message) : null,
    })),
    'buffer message': assign(({ context }, params: { message: Message }) => ({ buffered: [...context.buffered, params.message] })),
    'apply seen': assign(({ context }, params: ChatSpaceSeenPayload) => {
      if (!context.space) return {};
      if (params.user_id === context.me.id) return { space: { ...context.space, last_seen: laterTime(context.space.last_seen, params.last_seen) } };
      return { space: { ...context.space, party_last_seen: laterTime(context.space.party_last_seen ?? null, params.last_seen) } };
    }),
    'assign own seen': assign(({ context }, params: { lastSeen: string }) => ({
      space: context.space ? { ...context.space, last_seen: laterTime(context.space.last_seen, params.lastSeen) } : null,
    })),
    'apply inquiry': assign(({ context }, params: InquiryPushPayload) => ({
      space: context.space ? withInquiry(context.space, { id: params.id, status: params.status }) : null,
    })),
    'assign visibility': assign((_, params: { visible: boolean }) => ({ visible: params.visible })),
  },
  guards: {
    'is not found': (_, params: { error: unknown }) => toAppError(params.error).status === 404,
    'is this chat': ({ context }, params: { chatId: string }) => params.chatId === context.chatId,
    'has more': ({ context }) => context.hasMore && context.messages.length > 0,
    'has queued': ({ context }) => context.outbox.some((o) => o.status === 'queued'),
    'is retryable': (_, params: { error: unknown }) => isRetryable(toAppError(params.error)),
    'has text': (_, params: { text: string }) => params.text.trim() !== '',
    'is too large': ({ context }, params: { size: number }) => params.size > context.maxUploadBytes,
    'needs seen': ({ context }) => {
      const newest = newestFromOthers(context);
      const seen = context.space?.last_seen ?? null;
      return context.visible && !!newest && (seen === null || Date.parse(newest.created_at) > Date.parse(seen));
    },
  },
}).createMachine({
  id: 'chatRoom',
  context: ({ input }) => ({
    chatId: input.chatId,
    me: input.me,
    space: null,
    messages: [],
    hasMore: false,
    outbox: (input.pendingTexts ?? []).map((p) => ({ clientId: p.clientId, draft: { kind: 'text' as const, text: p.text }, status: 'queued' as const, error: null })),
    buffered: [],
    visible: true,
    maxUploadBytes: input.maxUploadBytes,
    error: null,
    olderError: null,
  }),
  initial: 'loading',
  // Listening starts before the first load, so a message sent while it runs is not missed.
  invoke: { src: 'live pushes' },
  on: {
    'page.visibility': { actions: { type: 'assign visibility', params: ({ event }) => ({ visible: event.visible }) } },
  },
  states: {
    loading: {
      tags: ['loading'],
      on: {
        'server.MessageCreated': {
          guard: { type: 'is this chat', params: ({ event }) => ({ chatId: event.payload.chat_space_id }) },
          actions: { type: 'buffer message', params: ({ event }) => ({ message: event.payload }) },
        },
      },
      invoke: {
        src: 'load chat',
        input: ({ context }) => ({ chatId: context.chatId }),
        onDone: { target: 'ready', actions: [{ type: 'assign snapshot', params: ({ event }) => event.output }, announceSpace] },
        onError: [
          { guard: { type: 'is not found', params: ({ event }) => ({ error: event.error }) }, target: 'missing' },
          {
            target: 'failed',
            actions: [
              { type: 'assign load error', params: ({ event }) => ({ error: event.error }) },
              { type: 'report failure', params: ({ event }) => ({ error: toAppError(event.error) }) },
            ],
          },
        ],
      },
    },
    /** No such chat, or not the person's: one face for both, so nothing leaks. */
    missing: { type: 'final' },
    failed: {
      on: { 'user.retry': 'loading', 'socket.connected': 'loading' },
    },
    ready: {
      type: 'parallel',
      invoke: { id: 'announceOpen', src: 'announce open', input: ({ context }) => ({ chatId: context.chatId }) },
      on: {
        'server.ChatSpaceSeen': {
          guard: { type: 'is this chat', params: ({ event }) => ({ chatId: event.payload.chat_space_id }) },
          actions: [{ type: 'apply seen', params: ({ event }) => event.payload }, announceSpace],
        },
        'server.ClinicInquiryCreated': {
          guard: { type: 'is this chat', params: ({ event }) => ({ chatId: event.payload.chat_space_id }) },
          actions: [{ type: 'apply inquiry', params: ({ event }) => event.payload }, announceSpace],
        },
        'server.ClinicInquiryJoined': {
          guard: { type: 'is this chat', params: ({ event }) => ({ chatId: event.payload.chat_space_id }) },
          actions: [{ type: 'apply inquiry', params: ({ event }) => event.payload }, announceSpace],
        },
        'server.ClinicInquiryCompleted': {
          guard: { type: 'is this chat', params: ({ event }) => ({ chatId: event.payload.chat_space_id }) },
          actions: [{ type: 'apply inquiry', params: ({ event }) => event.payload }, announceSpace],
        },
        'user.sendText': {
          guard: { type: 'has text', params: ({ event }) => ({ text: event.text }) },
          actions: [{ type: 'queue draft', params: ({ event }) => ({ kind: 'text' as const, text: event.text.trim() }) }, saveOutbox],
        },
        'user.sendFile': [
          // Too big to be accepted: said at once, without uploading it first.
          {
            guard: { type: 'is too large', params: ({ event }) => ({ size: event.file.size }) },
            actions: { type: 'refuse draft', params: ({ event }) => ({ draft: { kind: 'file' as const, file: event.file }, error: new AppError('upload.too_large', 413) }) },
          },
          { actions: { type: 'queue draft', params: ({ event }) => ({ kind: 'file' as const, file: event.file }) } },
        ],
        'user.discard': { actions: [{ type: 'discard outgoing', params: ({ event }) => ({ clientId: event.clientId }) }, saveOutbox] },
      },
      states: {
        history: {
          initial: 'idle',
          states: {
            idle: { on: { 'user.loadOlder': { guard: 'has more', target: 'loadingOlder' } } },
            loadingOlder: {
              tags: ['loadingOlder'],
              invoke: {
                src: 'load older',
                input: ({ context }) => ({ chatId: context.chatId, before: context.messages[0]!.id }),
                onDone: { target: 'idle', actions: { type: 'assign older', params: ({ event }) => event.output } },
                onError: { target: 'idle', actions: { type: 'assign older error', params: ({ event }) => ({ error: event.error }) } },
              },
            },
          },
        },
        outbox: {
          initial: 'idle',
          states: {
            idle: {
              always: { guard: 'has queued', target: 'sending' },
              on: { 'user.retrySend': { actions: 'requeue failed' } },
            },
            sending: {
              entry: 'mark next sending',
              invoke: {
                src: 'send message',
                input: ({ context }) => {
                  const item = context.outbox.find((o) => o.status === 'sending')!;
                  return { chatId: context.chatId, clientId: item.clientId, draft: item.draft };
                },
                onDone: { target: 'idle', actions: [{ type: 'settle sending', params: ({ event }) => ({ message: event.output }) }, saveOutbox, announceSpace] },
                onError: [
                  // No connection: it stays queued, with everything after it, until the live channel reconnects.
                  {
                    guard: { type: 'is retryable', params: ({ event }) => ({ error: event.error }) },
                    target: 'waiting',
                    actions: { type: 'hold sending', params: ({ event }) => ({ error: event.error }) },
                  },
                  // Refused: it is marked failed with the reason, and the rest goes on.
                  { target: 'idle', actions: { type: 'hold sending', params: ({ event }) => ({ error: event.error }) } },
                ],
              },
            },
            /** The connection failed: what is queued waits for the next connect (or a retry). */
            waiting: {
              on: { 'socket.connected': 'idle', 'user.retrySend': { target: 'idle', actions: 'requeue failed' } },
            },
          },
        },
        sync: {
          initial: 'live',
          states: {
            live: {
              on: {
                'socket.connected': 'resyncing',
                'server.MessageCreated': {
                  guard: { type: 'is this chat', params: ({ event }) => ({ chatId: event.payload.chat_space_id }) },
                  actions: [{ type: 'apply message', params: ({ event }) => ({ message: event.payload }) }, announceSpace],
                },
              },
            },
            resyncing: {
              invoke: {
                src: 'load chat',
                input: ({ context }) => ({ chatId: context.chatId }),
                onDone: { target: 'live', actions: [{ type: 'assign snapshot', params: ({ event }) => event.output }, announceSpace] },
                onError: 'stale',
              },
              on: {
                'socket.connected': { target: 'resyncing', reenter: true },
                'server.MessageCreated': {
                  guard: { type: 'is this chat', params: ({ event }) => ({ chatId: event.payload.chat_space_id }) },
                  actions: { type: 'buffer message', params: ({ event }) => ({ message: event.payload }) },
                },
              },
            },
            /** The resync failed: pushes still wait; try again shortly. */
            stale: {
              after: { 'resync retry delay': 'resyncing' },
              on: {
                'socket.connected': 'resyncing',
                'server.MessageCreated': {
                  guard: { type: 'is this chat', params: ({ event }) => ({ chatId: event.payload.chat_space_id }) },
                  actions: { type: 'buffer message', params: ({ event }) => ({ message: event.payload }) },
                },
              },
            },
          },
        },
        seen: {
          initial: 'idle',
          states: {
            idle: { always: { guard: 'needs seen', target: 'marking' } },
            marking: {
              invoke: {
                src: 'mark seen',
                input: ({ context }) => ({ chatId: context.chatId }),
                onDone: { target: 'idle', actions: [{ type: 'assign own seen', params: ({ event }) => ({ lastSeen: event.output }) }, announceSpace] },
                // Not worth an alert: the marker is set again with the next message or visit.
                onError: 'unavailable',
              },
            },
            unavailable: {
              on: {
                'socket.connected': 'idle',
                'server.MessageCreated': { guard: { type: 'is this chat', params: ({ event }) => ({ chatId: event.payload.chat_space_id }) }, target: 'idle' },
              },
            },
          },
        },
      },
    },
  },
});

export type ChatRoomMachine = typeof chatRoomMachine;
export type ChatRoomActorRef = ActorRefFrom<typeof chatRoomMachine>;
export type ChatRoomSnapshot = SnapshotFrom<typeof chatRoomMachine>;
