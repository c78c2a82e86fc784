import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromPromise, SimulatedClock, type AnyActorRef, type InspectionEvent } from 'xstate';
import { EventLog, isMachineLogic } from '../../src/app/event-log';
import { alertMachine } from '../../src/machines/alert/alert.machine';
import { appMachine, LIVE_ACTORS, type LiveActorId } from '../../src/machines/app/app.machine';
import { staticsMachine } from '../../src/machines/statics/statics.machine';
import type { Language } from '../../src/protocol/common';
import { AppError } from '../../src/protocol/errors';
import { createRuntime } from '../../src/app/runtime';
import { fakeFetch, STARTUP_ROUTES } from '../support/render-app';
import { Invocations, LISTS, localeWithFakes, SETTINGS, sessionWithFakes, settle, user } from './shell-fakes';
import { message } from './chat-fakes';
import { requester, socketWithFakes, socketWorld } from './socket-fakes';

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
  const live = socketWorld();
  const socket = socketWithFakes(live);

  const log = new EventLog({ build: 'test', now: () => clock.now(), wallNow: () => clock.now(), language: () => 'en', viewport: () => ({ width: 390, height: 844 }), timers: clock });
  const inspected: InspectionEvent[] = [];
  const app = createActor(appMachine.provide({ actors: { session, locale, statics, alert: alertMachine } }), {
    systemId: 'app',
    input,
    clock: log.clock,
    inspect: (ev) => {
      inspected.push(ev);
      log.inspect(ev);
    },
  }).start();
  const child = (id: 'session' | 'locale' | 'alert' | 'statics' | 'socket' | LiveActorId) => app.system.get(id) as AnyActorRef;
  /** What each live actor received (they stand in for presence, directory, inbox, notifications, calls). */
  const heard: Record<LiveActorId, string[]> = { presence: [], directory: [], inbox: [], notifications: [], calls: [] };
  const recorder = (id: LiveActorId) => createMachine({ on: { '*': { actions: ({ event }) => heard[id].push(event.type) } } });
  /** What src/app/runtime.ts does once its chunk has loaded. */
  const loadSocket = () =>
    app.send({
      type: 'runtime.liveLoaded',
      logics: { socket, presence: recorder('presence'), directory: recorder('directory'), inbox: recorder('inbox'), notifications: recorder('notifications'), calls: recorder('calls') },
    });
  return { app, clock, calls, effects, world, log, inspected, child, live, loadSocket, heard };
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

  it('routes user.switchLocale to the language, which saves it for the signed-in person once confirmed', () => {
    const { app, calls, child } = startApp(signedOut);
    app.send({ type: 'session.signedIn', token: 'T1', user: user({ language: 'ka' }) });
    app.send({ type: 'user.switchLocale', locale: 'en' });
    expect(child('locale').getSnapshot().context.proposed).toBe('en');
    child('locale').send({ type: 'user.confirmLocale' });
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

describe('the root actor and the live socket', () => {
  it('spawns the socket once loaded (under system id socket, with the current token), and only once', () => {
    const { app, child, live, loadSocket, clock } = startApp(signedOut);
    expect(app.system.get('socket')).toBeUndefined();
    const r = requester();
    app.send({ type: 'socket.request', requestType: 'x', payload: null, key: 'k', replyTo: r.ref });
    expect(r.answers).toEqual([{ type: 'socket.failed', requestType: 'x', key: 'k', code: 'network' }]);
    app.send({ type: 'session.signedIn', token: 'T1', user: user() });
    loadSocket();
    const first = child('socket');
    expect(first.getSnapshot().context.token).toBe('T1');
    loadSocket();
    expect(child('socket')).toBe(first);
    clock.increment(1000);
    expect(live.connections.map((c) => c.token)).toEqual(['T1']);
  });

  it("gives the socket the session's token on every user change, and takes it away on sign-out", () => {
    const { app, clock, child, live, loadSocket } = startApp(signedOut);
    loadSocket();
    expect(child('socket').getSnapshot().context.token).toBeNull();
    app.send({ type: 'session.signedIn', token: 'T1', user: user() });
    expect(child('socket').getSnapshot().context.token).toBe('T1');
    clock.increment(1000);
    expect(live.connections.map((c) => c.token)).toEqual(['T1']);
    app.send({ type: 'session.unauthorized' });
    expect(child('socket').getSnapshot().value).toBe('loggedOut');
    expect(live.connections[0].closed).toBe(true);
  });

  it('hears socket.connected and pushes as server.* events, which the event log records', () => {
    const { app, clock, live, log, loadSocket } = startApp(signedOut);
    loadSocket();
    app.send({ type: 'session.signedIn', token: 'T1', user: user() });
    clock.increment(1000);
    live.connections[0].report({ type: 'socket.opened' });
    live.connections[0].report({ type: 'socket.message', data: JSON.stringify({ type: 'UserStatusChange', payload: { user_id: 'u-2', status: 'online' } }) });
    const atRoot = log.list().filter((e) => e.actor === 'app');
    expect(atRoot.map((e) => e.event)).toEqual(
      expect.arrayContaining([{ type: 'socket.connected' }, { type: 'server.UserStatusChange', payload: { user_id: 'u-2', status: 'online' } }]),
    );
  });

  it('passes requests to the socket, and a token the socket finds refused signs the person out', () => {
    const { app, clock, child, live, effects, loadSocket } = startApp(signedOut);
    loadSocket();
    app.send({ type: 'session.signedIn', token: 'T1', user: user() });
    clock.increment(1000);
    live.connections[0].report({ type: 'socket.opened' });
    const r = requester();
    app.send({ type: 'socket.request', requestType: 'call.start', payload: { chat: 1 }, replyTo: r.ref });
    expect(live.connections[0].sent).toEqual([{ type: 'call.start', request_id: '1', payload: { chat: 1 } }]);
    live.connections[0].report({ type: 'socket.closed', code: 4401 });
    expect(r.answers).toEqual([{ type: 'socket.failed', requestType: 'call.start', code: 'unauthorized' }]);
    expect(child('session').getSnapshot().value).toBe('signedOut');
    expect(effects).toEqual(['go to login']);
  });
});

describe('the root actor and the live data actors', () => {
  it('spawns them with the socket under their system ids and tells them who is signed in', () => {
    const { app, child, loadSocket, heard } = startApp(signedOut);
    app.send({ type: 'session.signedIn', token: 'T1', user: user() });
    loadSocket();
    for (const id of LIVE_ACTORS) {
      expect(child(id)).toBeDefined();
      expect(heard[id]).toEqual(['session.userChanged']);
    }
  });

  it('forwards every user change, reconnect and push to each of them, and emits pushes for outside listeners', () => {
    const { app, clock, live, loadSocket, heard } = startApp(signedOut);
    loadSocket();
    const outside: string[] = [];
    app.on('server.MessageCreated', (e) => outside.push(e.type));
    app.on('socket.connected', (e) => outside.push(e.type));
    app.send({ type: 'session.signedIn', token: 'T1', user: user() });
    clock.increment(1000);
    live.connections[0].report({ type: 'socket.opened' });
    live.connections[0].report({ type: 'socket.message', data: JSON.stringify({ type: 'MessageCreated', payload: message({ id: 'm1' }) }) });
    for (const id of LIVE_ACTORS) expect(heard[id]).toEqual(['session.userChanged', 'session.userChanged', 'socket.connected', 'server.MessageCreated']);
    expect(outside).toEqual(['socket.connected', 'server.MessageCreated']);
  });

  it('passes a push whose payload does not match its schema to the live actors only as push.rejected', () => {
    const { app, heard, loadSocket, live, clock } = startApp(signedOut);
    loadSocket();
    const outside: unknown[] = [];
    app.on('push.rejected', (e) => outside.push(e));
    app.on('server.CallUpdated', (e) => outside.push(e));
    app.send({ type: 'session.signedIn', token: 'T1', user: user() });
    clock.increment(1000);
    live.connections[0].report({ type: 'socket.opened' });
    live.connections[0].report({ type: 'socket.message', data: JSON.stringify({ type: 'CallUpdated', payload: { id: 'c-1' } }) });
    for (const id of LIVE_ACTORS) expect(heard[id].at(-1)).toBe('push.rejected');
    expect(outside).toEqual([{ type: 'push.rejected', pushType: 'CallUpdated', problems: expect.arrayContaining([expect.stringMatching(/^\/caller_id/)]) }]);
  });

  it('drops pushes and reconnects quietly before the live actors exist', () => {
    const { app, heard } = startApp(signedOut);
    expect(() => app.send({ type: 'server.MessageCreated', payload: message() })).not.toThrow();
    expect(() => app.send({ type: 'socket.connected' })).not.toThrow();
    expect(heard.inbox).toEqual([]);
  });
});

describe('the runtime and the live socket', () => {
  it('loads the socket only once there is a session, and connects it to /ws of the page origin', async () => {
    const { fetch } = fakeFetch(STARTUP_ROUTES);
    const urls: string[] = [];
    const runtime = createRuntime({
      fetch,
      navigate: () => {},
      currentPath: () => '/',
      reload: () => {},
      initialAuthcode: null,
      defaultLocale: 'en',
      origin: () => 'https://clinic.test',
      openLiveSocket: (url) => {
        urls.push(url);
        return { send: () => {}, close: () => {} };
      },
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(runtime.socket).toBeUndefined();
    runtime.app.send({ type: 'session.signedIn', token: 'T1', user: user() });
    // The live channel is its own chunk: its first import in a test run may take a moment.
    await vi.waitFor(() => expect(runtime.socket?.getSnapshot().context.token).toBe('T1'), { timeout: 5000 });
    await vi.waitFor(() => expect(urls).toEqual(['wss://clinic.test/ws?token=T1']), { timeout: 3000 });
    runtime.app.stop();
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

    // Every event a machine processed (promise and callback actors only answer: their answers are logged where they arrive).
    const processed = inspected.filter((ev) => ev.type === '@xstate.event' && isMachineLogic((ev.actorRef as unknown as { logic: unknown }).logic));
    expect(processed.length).toBeGreaterThan(10);
    expect(log.list().map((e) => e.event.type)).toEqual(processed.map((ev) => (ev as { event: { type: string } }).event.type));

    const of = (actor: string) => log.list().filter((e) => e.actor === actor).map((e) => e.event.type);
    // An answer from the server, a routed user change, an intent, a timer:
    expect(of('app/session')).toContain('xstate.done.actor.0.session.checking');
    expect(of('app/locale')).toContain('session.userChanged');
    expect(of('app/statics')).toContain('xstate.done.actor.0.statics.loading');
    // The account's English switching the page (told), then the failure:
    expect(of('app/alert')).toEqual(['xstate.init', 'alert.show', 'alert.show', 'xstate.after.auto close delay.alert.visible']);
    const kinds = (actor: string) => log.list().filter((e) => e.actor === actor).map((e) => e.kind);
    expect(kinds('app/alert')).toEqual(['internal', 'internal', 'internal', 'timer']);
    expect(log.list().find((e) => e.event.type === 'xstate.done.actor.0.statics.loading')?.kind).toBe('answer');
    expect(log.list().find((e) => e.event.type === 'session.signedIn' && e.actor === 'app')?.kind).toBe('external');

    const timer = log.list().find((e) => e.event.type.startsWith('xstate.after.auto close delay'));
    expect(timer?.t).toBe(5000);
    // Each step of a machine carries the fingerprint of its snapshot after it.
    expect(log.list().every((e) => /^[0-9a-f]{8}$/.test(e.fp ?? ''))).toBe(true);
    // Secrets never reach the log.
    expect(JSON.stringify(log.toSessionLog())).not.toContain('secret-token');
  });

  it('is what the real runtime keeps: start-up requests, answers and intents of the whole system', async () => {
    const { fetch } = fakeFetch(STARTUP_ROUTES);
    const runtime = createRuntime({ fetch, navigate: () => {}, currentPath: () => '/', reload: () => {}, initialAuthcode: null, defaultLocale: 'en' });
    await vi.waitFor(() => expect(runtime.statics.getSnapshot().value).toBe('ready'));
    runtime.app.send({ type: 'user.switchLocale', locale: 'ka' });
    const entries = runtime.eventLog.list().map((e) => `${e.actor} ${e.event.type}`);
    expect(entries).toContain('app/statics xstate.done.actor.0.statics.loading');
    expect(entries).toContain('app/locale user.switchLocale');
    expect(entries[0]).toBe('app app.boot');
    runtime.app.stop();
  });
});
