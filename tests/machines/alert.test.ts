import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { alertMachine, type AlertEvent } from '../../src/machines/alert/alert.machine';

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(alertMachine, { clock }).start();
  return { clock, actor };
}

const NETWORK: AlertEvent = { type: 'alert.show', kind: 'danger', code: 'network' };
const FIELDS: AlertEvent = { type: 'alert.show', kind: 'danger', code: 'validation', errors: [{ path: 'phone', code: 'field.phone_format' }] };

describe('the alert', () => {
  it('starts hidden with nothing to show', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(actor.getSnapshot().context.content).toBeNull();
  });

  it('shows what it is given: a code, field entries, or a message id with values', () => {
    const { actor } = start();
    actor.send(FIELDS);
    expect(actor.getSnapshot().hasTag('visible')).toBe(true);
    expect(actor.getSnapshot().context.content).toEqual({ kind: 'danger', code: 'validation', errors: [{ path: 'phone', code: 'field.phone_format' }] });
    actor.send({ type: 'alert.show', kind: 'warning', messageId: 'auth.resendIn', values: { seconds: 42 } });
    expect(actor.getSnapshot().context.content).toEqual({ kind: 'warning', messageId: 'auth.resendIn', values: { seconds: 42 } });
  });

  it('closes by itself 5 s after it appeared', () => {
    const { actor, clock } = start();
    actor.send(NETWORK);
    clock.increment(4999);
    expect(actor.getSnapshot().value).toBe('visible');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(actor.getSnapshot().context.content).toBeNull();
  });

  it('counts the 5 s from its last update when a new alert replaces the one on screen', () => {
    const { actor, clock } = start();
    actor.send(NETWORK);
    clock.increment(3000);
    actor.send(FIELDS);
    expect(actor.getSnapshot().context.content).toMatchObject({ code: 'validation' });
    // 5 s after the first alert it is still there…
    clock.increment(2000);
    expect(actor.getSnapshot().value).toBe('visible');
    // …until 5 s after the replacement.
    clock.increment(2999);
    expect(actor.getSnapshot().value).toBe('visible');
    expect(actor.getSnapshot().context.content).toMatchObject({ code: 'validation' });
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('closes at once by hand, and a new alert afterwards gets its own full 5 s', () => {
    const { actor, clock } = start();
    actor.send(NETWORK);
    clock.increment(1000);
    actor.send({ type: 'user.closeAlert' });
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(actor.getSnapshot().context.content).toBeNull();

    clock.increment(1000);
    actor.send(FIELDS);
    // The first alert's timer (due at 5000) was cancelled when it closed.
    clock.increment(3000);
    expect(actor.getSnapshot().value).toBe('visible');
    clock.increment(1999);
    expect(actor.getSnapshot().value).toBe('visible');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('ignores a close while nothing shows', () => {
    const { actor } = start();
    actor.send({ type: 'user.closeAlert' });
    expect(actor.getSnapshot().value).toBe('hidden');
  });
});
