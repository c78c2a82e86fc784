import { sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Language } from '../../protocol/common';
import type { User } from '../../protocol/user';
import { alertMachine, type AlertEvent } from '../alert/alert.machine';
import { localeMachine, type LocaleEvent } from '../locale/locale.machine';
import { sessionMachine, type SessionEvent } from '../session/session.machine';
import { staticsMachine } from '../statics/statics.machine';

/**
 * The root actor: owns the long-lived actors (session, locale, alert, start-up lists) under
 * fixed system ids and routes events between them:
 * - the session announces user changes → the locale adopts the user's language;
 * - any actor (or the HTTP layer) raises `alert.show` → the alert;
 * - flows (login, registration) report `session.signedIn`, the HTTP layer `session.unauthorized`.
 * Every event any actor of the system processes is recorded by src/app/event-log.ts.
 */
export type AppEvent =
  | AlertEvent
  | SessionEvent
  | { type: 'session.userChanged'; user: User | null }
  | Extract<LocaleEvent, { type: 'user.switchLocale' }>;

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
    'session.userChanged': { actions: sendTo('locale', ({ event }) => event) },
    'user.switchLocale': { actions: sendTo('locale', ({ event }) => event) },
    'session.signedIn': { actions: sendTo('session', ({ event }) => event) },
    'session.userUpdated': { actions: sendTo('session', ({ event }) => event) },
    'session.unauthorized': { actions: sendTo('session', ({ event }) => event) },
    'user.logout': { actions: sendTo('session', ({ event }) => event) },
  },
});

export type AppActorRef = ActorRefFrom<typeof appMachine>;
export type AppSnapshot = SnapshotFrom<typeof appMachine>;
