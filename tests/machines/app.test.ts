import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type AnyActorRef, type InspectionEvent } from 'xstate';
import { EventLog } from '../../src/app/event-log';
import { alertMachine } from '../../src/machines/alert/alert.machine';
import { appMachine } from '../../src/machines/app/app.machine';
import { staticsMachine } from '../../src/machines/statics/statics.machine';
import type { Language } from '../../src/protocol/common';
import { AppError } from '../../src/protocol/errors';
import { createRuntime } from '../../src/app/runtime';
import { fakeFetch, STARTUP_ROUTES } from '../support/render-app';
import { Invocations, LISTS, localeWithFakes, SETTINGS, sessionWithFakes, settle, user } from './shell-fakes';

const NINO_EN = user({ language: 'en' });

/** The root actor as src/app/runtime.ts builds it, with fake requests and effects, on a simulated clock. */
function startApp(input: { token: string | null; authcode: string | null; locale: Language }) {
  const clock = new SimulatedClock();
  const calls = new Invocations();
  const effects: string[] = [];
  const world = { storedToken: input.token, stored: input.locale as Language, documentLanguage: null as Language | null };
  const session = sessionWithFakes({ calls, world, effect: (name) => effects.push(name), hasPendingInterview: () => false });
  const locale = localeWithFakes(calls, world);
  const statics = staticsMachine.provide({ actors: { 'load statics': fromPromise(() => calls.start('load statics', null)) } });

  const log = new EventLog(2000, () => new Date(clock.now()));
  const inspected: InspectionEvent[] = [];
  const app = createActor(appMachine.provide({ actors: { session, locale, statics, alert: alertMachine } }), {
    input,
    clock,
    inspect: (ev) => {
      inspected.push(ev);
      log.inspect(ev);
    },
  }).start();
  const child = (id: 'session' | 'locale' | 'alert' | 'statics') => app.system.get(id) as AnyActorRef;
  return { app, clock, calls, effects, world, log, inspected, child };
}

const signedOut = { token: null, authcode: null, locale: 'ka' as Language };

describe('the root actor', () => {
  it('owns session, language, alert and start-up lists under fixed system ids', () => {
    const { child } = startApp(signedOut);
    expect(child('session').getSnapshot().value).toBe('signedOut');
    expect(child('locale').getSnapshot().hasTag('loading messages')).toBe(true);
    expect(child('alert').getSnapshot().value).toBe('hidden');
    expect(child('statics').getSnapshot().value).toBe('loading');
  });

  it('routes alert.show and user.closeAlert to the alert', () => {
    const { app, child } = startApp(signedOut);
    app.send({ type: 'alert.show', kind: 'danger', code: 'network' });
    expect(child('alert').getSnapshot().context.content).toEqual({ kind: 'danger', code: 'network' });
    app.send({ type: 'user.closeAlert' });
    expect(child('alert').getSnapshot().value).toBe('hidden');
  });

  it("shows the alert a child raises (failed start-up lists, messages that cannot load)", async () => {
    const { calls, child } = startApp(signedOut);
    calls.reject('load statics', new AppError('internal', 500));
    await settle();
    expect(child('alert').getSnapshot().context.content).toEqual({ kind: 'danger', code: 'internal' });
    calls.reject('load messages', new AppError('network', 0));
    await settle();
    expect(child('alert').getSnapshot().context.content).toEqual({ kind: 'danger', messageId: 'locale.loadFailed' });
  });

  it("passes the session's user to the language, which adopts the person's own language", async () => {
    const { calls, child, world } = startApp({ token: 'T0', authcode: null, locale: 'ka' });
    calls.resolve('fetch user', NINO_EN);
    await settle();
    expect(child('session').getSnapshot().hasTag('signed in')).toBe(true);
    expect(child('locale').getSnapshot().context).toMatchObject({ locale: 'en', signedIn: true });
    expect(calls.inputs('load messages').at(-1)).toEqual({ locale: 'en' });
    expect(world.stored).toBe('en');
  });

  it('routes a sign-in from a flow to the session, and the language follows the new user', () => {
    const { app, child, world } = startApp(signedOut);
    app.send({ type: 'session.signedIn', token: 'T1', user: NINO_EN });
    expect(child('session').getSnapshot().context).toMatchObject({ token: 'T1', user: NINO_EN });
    expect(world.storedToken).toBe('T1');
    expect(child('locale').getSnapshot().context.locale).toBe('en');
  });

  it('routes user.switchLocale to the language, which saves it for the signed-in person', () => {
    const { app, calls, child } = startApp(signedOut);
    app.send({ type: 'session.signedIn', token: 'T1', user: user({ language: 'ka' }) });
    app.send({ type: 'user.switchLocale', locale: 'en' });
    expect(child('locale').getSnapshot().context.locale).toBe('en');
    expect(calls.inputs('save language')).toEqual([{ locale: 'en' }]);
  });

  it('routes session.userUpdated, session.unauthorized and user.logout to the session', async () => {
    const { app, calls, child, effects } = startApp(signedOut);
    app.send({ type: 'session.signedIn', token: 'T1', user: user() });
    const renamed = user({ firstname: { ka: 'ნინა', en: 'Nina' } });
    app.send({ type: 'session.userUpdated', user: renamed });
    expect(child('session').getSnapshot().context.user).toEqual(renamed);

    app.send({ type: 'session.unauthorized' });
    expect(child('session').getSnapshot().value).toBe('signedOut');
    expect(effects).toEqual(['go to login']);
    expect(child('locale').getSnapshot().context.signedIn).toBe(false);

    app.send({ type: 'session.signedIn', token: 'T2', user: user() });
    app.send({ type: 'user.logout' });
    expect(child('session').getSnapshot().value).toBe('loggingOut');
    calls.resolve('revoke session', null);
    await settle();
    expect(child('session').getSnapshot().value).toBe('signedOut');
    expect(effects).toEqual(['go to login', 'reload root']);
  });
});

describe('the event log of the root actor', () => {
  it('records every event any actor of the system processes, in order, with its time', async () => {
    const { app, calls, clock, log, inspected } = startApp({ token: 'T0', authcode: null, locale: 'ka' });
    calls.resolve('fetch user', NINO_EN);
    calls.resolve('load statics', { settings: SETTINGS, lists: LISTS });
    await settle();
    app.send({ type: 'alert.show', kind: 'danger', code: 'network' });
    clock.increment(5000);
    app.send({ type: 'session.signedIn', token: 'secret-token', user: NINO_EN });

    const processed = inspected.filter((ev) => ev.type === '@xstate.event');
    expect(processed.length).toBeGreaterThan(10);
    expect(log.list().map((e) => e.event.type)).toEqual(processed.map((ev) => (ev as { event: { type: string } }).event.type));

    const of = (actor: string) => log.list().filter((e) => e.actor === actor).map((e) => e.event.type);
    // An answer from the server, a routed user change, an intent, a timer:
    expect(of('session')).toContain('xstate.done.actor.0.session.checking');
    expect(of('locale')).toContain('session.userChanged');
    expect(of('statics')).toContain('xstate.done.actor.0.statics.loading');
    expect(of('alert')).toEqual(['xstate.init', 'alert.show', 'xstate.after.auto close delay.alert.visible']);

    const timer = log.list().find((e) => e.event.type.startsWith('xstate.after.auto close delay'));
    expect(timer?.at).toBe(new Date(5000).toISOString());
    // Secrets never reach the log.
    expect(log.export()).not.toContain('secret-token');
  });

  it('is what the real runtime keeps: start-up requests, answers and intents of the whole system', async () => {
    const { fetch } = fakeFetch(STARTUP_ROUTES);
    const runtime = createRuntime({ fetch, navigate: () => {}, currentPath: () => '/', reload: () => {}, initialAuthcode: null, defaultLocale: 'en' });
    await vi.waitFor(() => expect(runtime.statics.getSnapshot().value).toBe('ready'));
    runtime.app.send({ type: 'user.switchLocale', locale: 'ka' });
    const entries = runtime.eventLog.list().map((e) => `${e.actor} ${e.event.type}`);
    expect(entries).toContain('statics xstate.done.actor.0.statics.loading');
    expect(entries).toContain('locale user.switchLocale');
    runtime.app.stop();
  });
});
