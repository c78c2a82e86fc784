import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { EventLog } from '../../src/app/event-log';
import { AppError } from '../../src/protocol/errors';

/** A clock the test moves by hand. */
function clock(start = Date.UTC(2025, 0, 15, 9, 0, 0)) {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

describe('the event log', () => {
  it('lists recorded events in order with the actor and the time each was processed', () => {
    const c = clock();
    const log = new EventLog(10, c.now);
    log.record('login', { type: 'user.changeIdentifier', value: '01001000001' });
    c.advance(1500);
    log.record('session', { type: 'session.unauthorized' });
    expect(log.list()).toEqual([
      { at: '2025-01-15T09:00:00.000Z', actor: 'login', event: { type: 'user.changeIdentifier', value: '01001000001' } },
      { at: '2025-01-15T09:00:01.500Z', actor: 'session', event: { type: 'session.unauthorized' } },
    ]);
  });

  it('keeps only the newest events once full, dropping the oldest first', () => {
    const log = new EventLog(3, clock().now);
    for (let i = 1; i <= 5; i++) log.record('alert', { type: `event.${i}` });
    expect(log.list().map((e) => e.event.type)).toEqual(['event.3', 'event.4', 'event.5']);
    log.record('alert', { type: 'event.6' });
    expect(log.list().map((e) => e.event.type)).toEqual(['event.4', 'event.5', 'event.6']);
  });

  it('replaces passwords, one-time codes and tokens with *** at any depth', () => {
    const log = new EventLog(10, clock().now);
    log.record('login', { type: 'user.submitPassword', identifier: '01001000001', password: 'demo-patient' });
    log.record('registration', { type: 'user.submit', form: { password: 'x1', password_confirm: 'x1', current_password: 'old', code: '123456' } });
    log.record('session', { type: 'xstate.done.actor.0.session.exchangingAuthcode', output: { token: 'T-secret', user: { id: 'u-1' } } });
    log.record('session', { type: 'session.start', authcode: 'AC-secret', items: [{ token: 'in-an-array' }] });
    const text = log.export();
    for (const secret of ['demo-patient', 'x1', 'old', '123456', 'T-secret', 'AC-secret', 'in-an-array']) expect(text).not.toContain(secret);
    expect(log.list()[0].event).toEqual({ type: 'user.submitPassword', identifier: '01001000001', password: '***' });
    expect(log.list()[2].event).toEqual({ type: 'xstate.done.actor.0.session.exchangingAuthcode', output: { token: '***', user: { id: 'u-1' } } });
  });

  it('keeps error codes, which are no secret, including those of field entries', () => {
    const log = new EventLog(10, clock().now);
    log.record('alert', { type: 'alert.show', kind: 'danger', code: 'auth.code_invalid', errors: [{ path: 'code', code: 'field.required' }] });
    expect(log.list()[0].event).toEqual({ type: 'alert.show', kind: 'danger', code: 'auth.code_invalid', errors: [{ path: 'code', code: 'field.required' }] });
  });

  it('does not change the event the machines go on using', () => {
    const log = new EventLog(10, clock().now);
    const event = { type: 'user.submitPassword', password: 'demo-patient' };
    log.record('login', event);
    expect(event.password).toBe('demo-patient');
  });

  it('turns errors into their name, message and code, and survives cycles', () => {
    const log = new EventLog(10, clock().now);
    const cyclic: Record<string, unknown> = { type: 'weird' };
    cyclic.self = cyclic;
    log.record('locale', { type: 'xstate.error.actor.0.locale.messages.loading', error: new AppError('network', 0, { message: 'offline' }) });
    log.record('x', cyclic as { type: string });
    expect(log.list()[0].event.error).toEqual({ name: 'AppError', message: 'offline', code: 'network' });
    expect(log.list()[1].event).toEqual({ type: 'weird', self: '[…]' });
    expect(() => log.export()).not.toThrow();
  });

  it('exports JSON with the export time and the events in order', () => {
    const c = clock();
    const log = new EventLog(10, c.now);
    log.record('alert', { type: 'alert.show', kind: 'danger', code: 'network' });
    c.advance(5000);
    log.record('alert', { type: 'xstate.after.auto close delay.alert.visible' });
    const exported = JSON.parse(log.export());
    expect(exported.exported_at).toBe('2025-01-15T09:00:05.000Z');
    expect(exported.events).toEqual(log.list());
    expect(exported.events.map((e: { event: { type: string } }) => e.event.type)).toEqual(['alert.show', 'xstate.after.auto close delay.alert.visible']);
  });

  it('records, as inspect, the events actors process under their system id, and nothing else', () => {
    const log = new EventLog(50, clock().now);
    const child = setup({}).createMachine({ on: { ping: {} } });
    const parent = setup({ actors: { child } }).createMachine({
      invoke: { id: 'kid', systemId: 'helper', src: 'child' },
      on: { 'user.poke': { actions: ({ system }) => system.get('helper')!.send({ type: 'ping' }) } },
    });
    const actor = createActor(parent, { inspect: log.inspect }).start();
    actor.send({ type: 'user.poke' });
    const helper = log.list().filter((e) => e.actor === 'helper').map((e) => e.event.type);
    expect(helper).toEqual(['xstate.init', 'ping']);
    expect(log.list().some((e) => e.actor === 'kid')).toBe(false);
    expect(log.list().map((e) => e.event.type)).toEqual(['xstate.init', 'xstate.init', 'user.poke', 'ping']);
  });
});
