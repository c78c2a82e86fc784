import { enqueueActions, sendTo, setup, type ActorRefFrom, type AnyActorLogic, type SnapshotFrom } from 'xstate';
import type { Language } from '../../protocol/common';
import type { User } from '../../protocol/user';
import { alertMachine, type AlertEvent } from '../alert/alert.machine';
import { localeMachine, type LocaleEvent } from '../locale/locale.machine';
import { sessionMachine, type SessionActorRef, type SessionEvent } from '../session/session.machine';
import type { SocketParentEvent, SocketRequest } from '../socket/socket.types';
import { staticsMachine } from '../statics/statics.machine';

/**
 * The root actor: owns the long-lived actors (session, locale, alert, start-up lists) under
 * fixed system ids and routes events between them:
 * - the session announces user changes → the locale adopts the user's language;
 * - any actor (or the HTTP layer) raises `alert.show` → the alert;
 * - flows (login, registration) report `session.signedIn`, the HTTP layer `session.unauthorized`;
 * - the live socket (src/machines/socket, system id `socket`) is loaded lazily: src/app spawns
 *   it here with `runtime.socketLoaded` once there is a session, so a first anonymous visit does
 *   not download it. It learns the session's token on every user change (`session.tokenChanged`),
 *   takes requests (`socket.request`; before it exists they fail with `network`), and reports
 *   `socket.connected` and pushes (`server.*`), which reach the owning actors from here.
 * Every event any actor of the system processes is recorded by src/app/event-log.ts.
 */
export type AppEvent =
  | AlertEvent
  | SessionEvent
  | { type: 'session.userChanged'; user: User | null }
  | Extract<LocaleEvent, { type: 'user.switchLocale' }>
  | SocketParentEvent
  | SocketRequest
  | { type: 'runtime.socketLoaded'; logic: AnyActorLogic };

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
  },
  actors: { session: sessionMachine, locale: localeMachine, alert: alertMachine, statics: staticsMachine },
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
      ],
    },
    'user.switchLocale': { actions: sendTo('locale', ({ event }) => event) },
    'session.signedIn': { actions: sendTo('session', ({ event }) => event) },
    'session.userUpdated': { actions: sendTo('session', ({ event }) => event) },
    'session.unauthorized': { actions: sendTo('session', ({ event }) => event) },
    'user.logout': { actions: sendTo('session', ({ event }) => event) },
    'runtime.socketLoaded': {
      actions: enqueueActions(({ system, event, enqueue }) => {
        if (system.get('socket')) return;
        // The id is not one of the setup's actors (the logic arrives with the event), hence the cast.
        enqueue.spawnChild(event.logic, { id: 'socket', systemId: 'socket', input: { token: tokenChanged(system).token } } as never);
      }),
    },
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
