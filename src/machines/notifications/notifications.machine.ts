import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { toAppError, type AppError } from '../../protocol/errors';
import type { ServerPush } from '../../protocol/events';
import type { Notification, NotificationsPage, NotificationSummary } from '../../protocol/notifications';
import type { User } from '../../protocol/user';
import { notProvided } from '../not-provided';
import { laterTime } from '../chats/chat-rules';

/**
 * The person's notifications, alive for the whole session (the header badge, the sound cue and
 * the /notifications page):
 * 1. For patients the summary (last_notification, last_seen) is loaded at sign-in and on every
 *    (re)connect (SPEC §6: the summary loads only for patients); for others the badge starts clear
 *    and only pushes raise it.
 * 2. NotificationCreated plays the notification cue (SPEC §2), raises the badge and, when the list
 *    is loaded, puts the notification on top.
 * 3. The page opens the list (`notifications.open`): the first page is loaded, then the list is
 *    marked seen (the badge clears); `notifications.more` loads the next page. A failed page shows
 *    an error with a retry; a failed "seen" leaves the badge as it was.
 * 4. A reconnect while the list is open loads its first page again (pushes may have been missed);
 *    a push while it is open is marked seen at once. Leaving the page (`notifications.close`)
 *    keeps the list but lets later pushes raise the badge.
 * Signing out forgets everything.
 */
export interface NotificationsContext {
  userId: string | null;
  isPatient: boolean;
  summary: NotificationSummary;
  items: Notification[];
  total: number;
  /** The last page loaded (0: none yet). */
  page: number;
  /** A push arrived while a further page loaded: the list is marked seen once it has. */
  unseenPush: boolean;
  error: AppError | null;
}

export type NotificationsEvent =
  | { type: 'session.userChanged'; user: User | null }
  | { type: 'socket.connected' }
  | ServerPush<'NotificationCreated'>
  | { type: 'notifications.open' }
  | { type: 'notifications.more' }
  | { type: 'notifications.close' }
  | { type: 'notifications.retry' };

const CLEAR: NotificationSummary = { last_notification: null, last_seen: null };

/** The newest first, each once. */
function mergeItems(known: Notification[], incoming: Notification[]): Notification[] {
  const byId = new Map(known.map((n) => [n.id, n]));
  for (const n of incoming) byId.set(n.id, n);
  return [...byId.values()].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || (a.id < b.id ? 1 : -1));
}

export const notificationsMachine = setup({
  types: { context: {} as NotificationsContext, events: {} as NotificationsEvent },
  actors: {
    'load summary': fromPromise<NotificationSummary>(notProvided('load summary')),
    'load page': fromPromise<NotificationsPage, { page: number }>(notProvided('load page')),
    'mark seen': fromPromise<string>(notProvided('mark seen')),
  },
  actions: {
    'play notification cue': notProvided('play notification cue'),
    reset: assign({ userId: null, isPatient: false, summary: CLEAR, items: [], total: 0, page: 0, error: null, unseenPush: false }),
    'assign user': assign((_, params: { user: User }) => ({ userId: params.user.id, isPatient: params.user.type === 'Patient' })),
    'assign summary': assign(({ context }, params: NotificationSummary) => ({
      summary: { last_notification: laterTime(context.summary.last_notification, params.last_notification), last_seen: laterTime(context.summary.last_seen, params.last_seen) },
    })),
    'take push': assign(({ context }, params: { notification: Notification }) => ({
      summary: { ...context.summary, last_notification: laterTime(context.summary.last_notification, params.notification.created_at) },
      items: context.page > 0 ? mergeItems(context.items, [params.notification]) : context.items,
      total: context.page > 0 && !context.items.some((n) => n.id === params.notification.id) ? context.total + 1 : context.total,
    })),
    'assign page': assign(({ context }, params: { page: number; data: NotificationsPage }) => ({
      items: params.page === 1 ? mergeItems([], params.data.items) : mergeItems(context.items, params.data.items),
      total: params.data.total,
      page: params.page,
      error: null,
      // The newest notification counts for the badge even for people whose summary is not loaded.
      summary: { ...context.summary, last_notification: laterTime(context.summary.last_notification, params.data.items[0]?.created_at ?? null) },
    })),
    'assign error': assign((_, params: { error: unknown }) => ({ error: toAppError(params.error) })),
    'note unseen push': assign({ unseenPush: true }),
    'clear unseen push': assign({ unseenPush: false }),
    'assign seen': assign(({ context }, params: { lastSeen: string }) => ({ summary: { ...context.summary, last_seen: laterTime(context.summary.last_seen, params.lastSeen) } })),
  },
  guards: {
    'is another user': ({ context }, params: { user: User | null }) => params.user !== null && params.user.id !== context.userId,
    'is signed out': (_, params: { user: User | null }) => params.user === null,
    'is patient': ({ context }) => context.isPatient,
    'has more': ({ context }) => context.items.length < context.total,
    'has unseen push': ({ context }) => context.unseenPush,
  },
}).createMachine({
  id: 'notifications',
  context: { userId: null, isPatient: false, summary: CLEAR, items: [], total: 0, page: 0, error: null, unseenPush: false },
  initial: 'signedOut',
  on: {
    // The same person with a changed profile changes nothing here.
    'session.userChanged': [
      {
        guard: { type: 'is another user', params: ({ event }) => ({ user: event.user }) },
        target: '.signedIn',
        reenter: true,
        actions: ['reset', { type: 'assign user', params: ({ event }) => ({ user: event.user! }) }],
      },
      { guard: { type: 'is signed out', params: ({ event }) => ({ user: event.user }) }, target: '.signedOut', actions: 'reset' },
    ],
  },
  states: {
    signedOut: {},
    signedIn: {
      type: 'parallel',
      on: {
        'server.NotificationCreated': {
          actions: [{ type: 'take push', params: ({ event }) => ({ notification: event.payload }) }, 'play notification cue'],
        },
      },
      states: {
        summary: {
          initial: 'deciding',
          states: {
            deciding: { always: [{ guard: 'is patient', target: 'loading' }, { target: 'pushOnly' }] },
            /** Not a patient: the badge follows pushes only (SPEC §6). */
            pushOnly: {},
            loading: {
              invoke: {
                src: 'load summary',
                onDone: { target: 'loaded', actions: { type: 'assign summary', params: ({ event }) => event.output } },
                // The badge simply stays clear; the next connect tries again.
                onError: 'loaded',
              },
            },
            loaded: { on: { 'socket.connected': 'loading' } },
          },
        },
        list: {
          initial: 'closed',
          // Leaving the page: later pushes raise the badge again instead of being marked seen.
          on: { 'notifications.close': '.closed' },
          states: {
            closed: { on: { 'notifications.open': 'loading' } },
            loading: {
              tags: ['loading'],
              invoke: {
                src: 'load page',
                input: { page: 1 },
                onDone: { target: 'marking', actions: { type: 'assign page', params: ({ event }) => ({ page: 1, data: event.output }) } },
                onError: { target: 'failed', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            marking: {
              invoke: {
                src: 'mark seen',
                onDone: { target: 'open', actions: { type: 'assign seen', params: ({ event }) => ({ lastSeen: event.output }) } },
                onError: 'open',
              },
              on: {
                // Marked again, so the newer one counts as seen too.
                'server.NotificationCreated': {
                          target: 'marking',
                  reenter: true,
                  actions: [{ type: 'take push', params: ({ event }) => ({ notification: event.payload }) }, 'play notification cue'],
                },
              },
            },
            open: {
              on: {
                'notifications.open': 'loading',
                'socket.connected': 'loading',
                'notifications.more': { guard: 'has more', target: 'loadingMore' },
                // A push while the page is open is listed and seen at once. (A region that handles an
                // event takes it from the parallel parent, so the parent's actions are repeated here.)
                'server.NotificationCreated': {
                          target: 'marking',
                  actions: [{ type: 'take push', params: ({ event }) => ({ notification: event.payload }) }, 'play notification cue'],
                },
              },
            },
            loadingMore: {
              tags: ['loadingMore'],
              invoke: {
                src: 'load page',
                input: ({ context }) => ({ page: context.page + 1 }),
                onDone: [
                  { guard: 'has unseen push', target: 'marking', actions: { type: 'assign page', params: ({ event, context }) => ({ page: context.page + 1, data: event.output }) } },
                  { target: 'open', actions: { type: 'assign page', params: ({ event, context }) => ({ page: context.page + 1, data: event.output }) } },
                ],
                onError: { target: 'moreFailed', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
              },
              on: {
                // Seen once the page has arrived.
                'server.NotificationCreated': {
                          actions: [{ type: 'take push', params: ({ event }) => ({ notification: event.payload }) }, 'play notification cue', 'note unseen push'],
                },
              },
              exit: 'clear unseen push',
            },
            moreFailed: {
              on: {
                'notifications.more': 'loadingMore',
                'notifications.open': 'loading',
                'socket.connected': 'loading',
                'server.NotificationCreated': {
                          target: 'marking',
                  actions: [{ type: 'take push', params: ({ event }) => ({ notification: event.payload }) }, 'play notification cue'],
                },
              },
            },
            failed: { on: { 'notifications.retry': 'loading', 'notifications.open': 'loading', 'socket.connected': 'loading' } },
          },
        },
      },
    },
  },
});

export type NotificationsActorRef = ActorRefFrom<typeof notificationsMachine>;
export type NotificationsSnapshot = SnapshotFrom<typeof notificationsMachine>;
