import { emit, enqueueActions, sendTo, setup, type ActorRefFrom, type AnyActorLogic, type SnapshotFrom } from 'xstate';
import type { Language } from '../../protocol/common';
import type { User } from '../../protocol/user';
import { alertMachine, type AlertEvent } from '../alert/alert.machine';
import { localeMachine, type LocaleEvent } from '../locale/locale.machine';
import { sessionMachine, type SessionActorRef, type SessionEvent } from '../session/session.machine';
import type { ServerPushEvent } from '../../protocol/events';
import type { PushRejected, SocketParentEvent, SocketRequest } from '../socket/socket.types';
import { staticsMachine } from '../statics/statics.machine';

/**
 * The root actor: owns the long-lived actors (session, locale, alert, start-up lists) under
 * fixed system ids and routes events between them:
 * - the session announces user changes → the locale adopts the user's language;
 * - any actor (or the HTTP layer) raises `alert.show` → the alert;
 * - flows (login, registration) report `session.signedIn`, the HTTP layer `session.unauthorized`;
 * - the live channel is loaded lazily: src/app spawns its actors here with `runtime.liveLoaded`
 *   once there is a session, so a first anonymous visit does not download them. The socket
 *   (src/machines/socket, system id `socket`) learns the session's token on every user change
 *   (`session.tokenChanged`), takes requests (`socket.request`; before it exists they fail with
 *   `network`), and reports `socket.connected`, pushes (`server.<Type>`, checked against the event
 *   catalogue and typed) and pushes it had to reject (`push.rejected`). Those, and every user
 *   change, go to the session-long actors that own live data (LIVE_ACTORS: presence, directory,
 *   inbox, notifications, calls) and are emitted for actors outside the system (an open chat room
 *   listens with `app.on('server.MessageCreated', …)`).
 * Every event any actor of the system processes is recorded by src/app/event-log.ts.
 */
export type AppEvent =
  | AlertEvent
  | SessionEvent
  | { type: 'session.userChanged'; user: User | null }
  | Extract<LocaleEvent, { type: 'user.switchLocale' }>
  | SocketParentEvent
  | SocketRequest
  | { type: 'runtime.liveLoaded'; logics: LiveLogics }
  | { type: 'runtime.liveStarted' };

/** The session-long actors that own live data, by system id (the socket comes with them). */
export const LIVE_ACTORS = ['presence', 'directory', 'inbox', 'notifications', 'calls'] as const;
export type LiveActorId = (typeof LIVE_ACTORS)[number];
export type LiveLogics = Record<LiveActorId | 'socket', AnyActorLogic>;

/** What the root emits for listeners outside the system: every push (and rejected push), and every (re)connect. */
export type AppEmitted = ServerPushEvent | PushRejected | { type: 'socket.connected' };

/** The session's current token, for the socket (the session announces users, not tokens). */
const tokenChanged = (system: { get(id: string): unknown }) => ({
  type: 'session.tokenChanged' as const,
  token: (system.get('session') as SessionActorRef).getSnapshot().context.token,
});

export const appMachine = setup({
  types: {
    input: {} as { token: string | null; authcode: string | null; locale: Language },
    context: {} as { token: string | null; authcode: string | null; locale: Language },
    events: {} as AppEvent,
    emitted: {} as AppEmitted,
  },
  actors: { session: sessionMachine, locale: localeMachine, alert: alertMachine, statics: staticsMachine },
  actions: {
    /**
     * Sends the event to every live actor that exists (none before the live channel has loaded),
     * as the root's own action, so the event log knows it came from the root (a replay repeats it).
     */
    'to live actors': enqueueActions(({ system, event, enqueue }) => {
      for (const id of LIVE_ACTORS) {
        const ref = system.get(id);
        if (ref) enqueue.sendTo(ref, event);
      }
    }),
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => input,
  invoke: [
    { id: 'session', systemId: 'session', src: 'session', input: ({ context }) => ({ token: context.token, authcode: context.authcode }) },
    { id: 'locale', systemId: 'locale', src: 'locale', input: ({ context }) => ({ locale: context.locale }) },
    { id: 'alert', systemId: 'alert', src: 'alert' },
    { id: 'statics', systemId: 'statics', src: 'statics' },
  ],
  on: {
    'alert.show': { actions: sendTo('alert', ({ event }) => event) },
    'user.closeAlert': { actions: sendTo('alert', ({ event }) => event) },
    'session.userChanged': {
      actions: [
        sendTo('locale', ({ event }) => event),
        enqueueActions(({ system, enqueue }) => {
          const socket = system.get('socket');
          if (socket) enqueue.sendTo(socket, tokenChanged(system));
        }),
        'to live actors',
      ],
    },
    'user.switchLocale': { actions: sendTo('locale', ({ event }) => event) },
    'session.signedIn': { actions: sendTo('session', ({ event }) => event) },
    'session.userUpdated': { actions: sendTo('session', ({ event }) => event) },
    'session.unauthorized': { actions: sendTo('session', ({ event }) => event) },
    'user.logout': { actions: sendTo('session', ({ event }) => event) },
    'runtime.liveLoaded': {
      actions: enqueueActions(({ system, event, enqueue }) => {
        if (system.get('socket')) return;
        // The ids are not the setup's actors (the logic arrives with the event), hence the casts.
        for (const id of LIVE_ACTORS) enqueue.spawnChild(event.logics[id], { id, systemId: id } as never);
        enqueue.spawnChild(event.logics.socket, { id: 'socket', systemId: 'socket', input: { token: tokenChanged(system).token } } as never);
        enqueue.raise({ type: 'runtime.liveStarted' });
      }),
    },
    // The live actors start knowing who is signed in (if the session has a user yet).
    'runtime.liveStarted': {
      actions: enqueueActions(({ system, enqueue }) => {
        const event = { type: 'session.userChanged' as const, user: (system.get('session') as SessionActorRef).getSnapshot().context.user };
        for (const id of LIVE_ACTORS) {
          const ref = system.get(id);
          if (ref) enqueue.sendTo(ref, event);
        }
      }),
    },
    'socket.connected': { actions: ['to live actors', emit(({ event }) => event as AppEmitted)] },
    'server.*': { actions: ['to live actors', emit(({ event }) => event as AppEmitted)] },
    'push.rejected': { actions: ['to live actors', emit(({ event }) => event)] },
    'socket.request': {
      actions: enqueueActions(({ system, event, enqueue }) => {
        const socket = system.get('socket');
        if (socket) enqueue.sendTo(socket, event);
        else if (event.replyTo) enqueue.sendTo(event.replyTo, { type: 'socket.failed', requestType: event.requestType, ...(event.key !== undefined ? { key: event.key } : {}), code: 'network' });
      }),
    },
  },
});

export type AppActorRef = ActorRefFrom<typeof appMachine>;
export type AppSnapshot = SnapshotFrom<typeof appMachine>;
