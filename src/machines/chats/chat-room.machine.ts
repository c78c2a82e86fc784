import { assign, fromCallback, fromPromise, setup, type ActorRefFrom, type EventObject, type SnapshotFrom } from 'xstate';
import { AppError, toAppError } from '../../protocol/errors';
import { notProvided } from '../not-provided';
import { freshestSpace, hasUnseen, laterTime, mergeMessages, withInquiry, withLastMessage, withSeen } from './chat-rules';

/** The client id of the next thing sent: the visit's seed and a count, so a replay gives the same. */
const nextClientId = (context: { idSeed: string; sentCount: number }) => `${context.idSeed}-${context.sentCount + 1}`;
import type { ChatSpaceSeenPayload, ClinicInquiryRef, Message, MessagesPage } from '../../protocol/chats';
import type { ChatRoomContext, ChatRoomEvent, ChatRoomInput, ChatSnapshotData, InboxNotice, OutgoingDraft, PendingText } from './chat-room.types';
import { hasQueued, isRetryable, pendingTexts, restoredOutbox, sendingItem, withDraft, withFailedRequeued, withNextSending, withoutItem, withoutSent, withSendFailure } from './outbox-rules';

/**
 * One open chat space (SPEC §2 Chat, §4, §7):
 * 1. Loads the space and its newest page of history; a 404 is "no such chat" (not an alert), any
 *    other failure the error face with a retry.
 * 2. Ready, four regions run side by side:
 *    - history: older pages on request (`user.loadOlder`), newest page first from the server,
 *      kept oldest first here; a failed page keeps what is shown and offers a retry;
 *    - outbox: what the person sends waits in a queue and goes out one at a time, in order, each
 *      with a client id, so a retried send is stored once (outbox-rules.ts). A network failure
 *      keeps the message (and all after it) queued until the next (re)connect or
 *      `user.retrySend`; a refusal (the chat became read-only, a file of the wrong type or too
 *      large) marks that one failed with the reason and the rest goes on; it stays until the
 *      person retries (`user.retrySend`) or discards it. Text still waiting is saved ('persist
 *      outbox'), so a reload does not lose it;
 *    - sync: on every (re)connect the space and newest page are fetched again before pushes apply
 *      (pushes arriving meanwhile wait in `buffered`); a failed resync retries after 5 s;
 *    - seen: whenever the newest message is someone else's and newer than the person's marker,
 *      and the page is visible, the space is marked seen.
 * 3. Pushes: MessageCreated for this space joins the history; ChatSpaceSeen moves a read marker;
 *    ClinicInquiry* changes the inquiry status (and with it whether the chat is active).
 * The inbox (src/machines/chats/inbox.machine.ts) is told which chat is open and when it was seen.
 */

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

/** What a room knows before its first load. */
const NOTHING_LOADED: Omit<ChatRoomContext, 'chatId' | 'idSeed' | 'sentCount' | 'me' | 'maxUploadBytes' | 'outbox'> = { space: null, messages: [], hasMore: false, buffered: [], visible: true, error: null, olderError: null };

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
    'persist outbox': notProvided('persist outbox') as (_: unknown, params: { chatId: string; texts: PendingText[] }) => void,
    'assign snapshot': assign(({ context }, params: ChatSnapshotData) => {
      const merged = mergeMessages(context.messages, [...params.page.items, ...context.buffered]);
      // The first load decides how much older history exists; a resync only refreshes the newest page.
      return { space: freshestSpace(context.space, params.space, merged), messages: merged, hasMore: context.space ? context.hasMore : params.page.has_more, buffered: [], error: null };
    }),
    'assign older': assign(({ context }, params: MessagesPage) => ({ messages: mergeMessages(context.messages, params.items), hasMore: params.has_more, olderError: null })),
    'assign load error': assign((_, params: { error: unknown }) => ({ error: toAppError(params.error) })),
    'assign older error': assign((_, params: { error: unknown }) => ({ olderError: toAppError(params.error) })),
    'queue draft': assign(({ context }, params: OutgoingDraft) => ({ outbox: withDraft(context.outbox, params, nextClientId(context)), sentCount: context.sentCount + 1 })),
    'refuse draft': assign(({ context }, params: { draft: OutgoingDraft; error: AppError }) => ({ outbox: withDraft(context.outbox, params.draft, nextClientId(context), params.error), sentCount: context.sentCount + 1 })),
    'mark next sending': assign(({ context }) => ({ outbox: withNextSending(context.outbox) })),
    'settle sending': assign(({ context }, params: { message: Message }) => ({
      outbox: withoutSent(context.outbox),
      messages: mergeMessages(context.messages, [params.message]),
      space: context.space ? { ...withLastMessage(context.space, params.message), last_seen: laterTime(context.space.last_seen, params.message.created_at) } : null,
    })),
    'hold sending': assign(({ context }, params: { error: unknown }) => ({ outbox: withSendFailure(context.outbox, params.error) })),
    'requeue failed': assign(({ context }) => ({ outbox: withFailedRequeued(context.outbox) })),
    'discard outgoing': assign(({ context }, params: { clientId: string }) => ({ outbox: withoutItem(context.outbox, params.clientId) })),
    'apply message': assign(({ context }, params: { message: Message }) => ({
      messages: mergeMessages(context.messages, [params.message]),
      space: context.space ? withLastMessage(context.space, params.message) : null,
    })),
    'buffer message': assign(({ context }, params: { message: Message }) => ({ buffered: [...context.buffered, params.message] })),
    'apply seen': assign(({ context }, params: ChatSpaceSeenPayload) => (context.space ? { space: withSeen(context.space, params.user_id === context.me.id, params.last_seen) } : {})),
    'assign own seen': assign(({ context }, params: { lastSeen: string }) => ({ space: context.space ? withSeen(context.space, true, params.lastSeen) : null })),
    'apply inquiry': assign(({ context }, params: ClinicInquiryRef) => ({ space: context.space ? withInquiry(context.space, { id: params.id, status: params.status }) : null })),
    'assign visibility': assign((_, params: { visible: boolean }) => ({ visible: params.visible })),
  },
  guards: {
    'is not found': (_, params: { error: unknown }) => toAppError(params.error).status === 404,
    'is this chat': ({ context }, params: { chatId: string }) => params.chatId === context.chatId,
    'has more': ({ context }) => context.hasMore && context.messages.length > 0,
    'has queued': ({ context }) => hasQueued(context.outbox),
    'is retryable': (_, params: { error: unknown }) => isRetryable(toAppError(params.error)),
    'has text': (_, params: { text: string }) => params.text.trim() !== '',
    'is too large': ({ context }, params: { size: number }) => params.size > context.maxUploadBytes,
    'needs seen': ({ context }) => context.visible && hasUnseen(context.messages, context.me.id, context.space?.last_seen ?? null),
  },
}).createMachine({
  id: 'chatRoom',
  context: ({ input }) => ({ ...NOTHING_LOADED, chatId: input.chatId, idSeed: input.idSeed, sentCount: 0, me: input.me, maxUploadBytes: input.maxUploadBytes, outbox: restoredOutbox(input.pendingTexts) }),
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
          // The error face says what failed and offers a retry: not the general alert as well.
          { target: 'failed', actions: { type: 'assign load error', params: ({ event }) => ({ error: event.error }) } },
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
                  const item = sendingItem(context.outbox)!;
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
