import { describe, expect, it } from 'vitest';
import { createActor, setup, assign, fromPromise } from 'xstate';
import { EventLog, type LogStore } from '../../src/app/event-log';
import { AppError } from '../../src/protocol/errors';

function newLog(overrides: Partial<ConstructorParameters<typeof EventLog>[0]> = {}) {
  let now = 0;
  const log = new EventLog({ build: 'b1', now: () => now, wallNow: () => Date.UTC(2026, 10, 26, 9), language: () => 'ka', viewport: () => ({ width: 390, height: 844 }), ...overrides });
  return { log, advance: (ms: number) => (now += ms) };
}

const form = setup({
  types: { context: {} as { password: string; name: string; error: unknown }, events: {} as { type: 'user.type'; password: string; name: string } | { type: 'user.send' } },
  actors: { send: fromPromise<string>(async () => { throw new AppError('auth.invalid_credentials', 422, { errors: [{ path: 'password', code: 'field.required' }] }); }) },
}).createMachine({
  id: 'form',
  context: { password: '', name: '', error: null },
  initial: 'editing',
  states: {
    editing: { on: { 'user.type': { actions: assign(({ event }) => ({ password: event.password, name: event.name })) }, 'user.send': 'sending' } },
    sending: { invoke: { src: 'send', onError: { target: 'editing', actions: assign({ error: ({ event }) => event.error }) } } },
  },
});

describe('the session event log', () => {
  it('records each event a machine processes with its actor, kind, time and a fingerprint of the state after it', async () => {
    const { log, advance } = newLog();
    log.boot('/login');
    const actor = createActor(form, { inspect: log.inspect, clock: log.clock }).start();
    advance(1500);
    actor.send({ type: 'user.type', password: 'demo-patient', name: 'Nino' });
    actor.send({ type: 'user.send' });
    await new Promise((r) => setTimeout(r, 0));
    const steps = log.list().map((s) => [s.actor, s.kind, s.event.type, s.t]);
    expect(steps).toEqual([
      ['app', 'boot', 'app.boot', 0],
      ['form#1', 'start', 'xstate.init', 0],
      ['form#1', 'intent', 'user.type', 1500],
      ['form#1', 'intent', 'user.send', 1500],
      ['form#1', 'failure', 'xstate.error.actor.0.form.sending', 1500],
    ]);
    expect(log.list().slice(1).every((s) => /^[0-9a-f]{8}$/.test(s.fp!))).toBe(true);
    // The same state gives the same fingerprint; another state another.
    expect(log.list()[2].fp).not.toBe(log.list()[1].fp);
  });

  it('blanks passwords, codes and tokens, lists what it blanked, and keeps error codes and field errors', async () => {
    const { log } = newLog();
    const actor = createActor(form, { inspect: log.inspect }).start();
    actor.send({ type: 'user.type', password: 'demo-patient', name: 'Nino' });
    actor.send({ type: 'user.send' });
    await new Promise((r) => setTimeout(r, 0));
    const exported = JSON.stringify(log.toSessionLog());
    expect(exported).not.toContain('demo-patient');
    expect(log.toSessionLog().redacted).toEqual(['form#1 user.type password']);
    const failure = log.list().find((s) => s.kind === 'failure')!.event as unknown as { error: Record<string, unknown> };
    expect(failure.error).toMatchObject({ $: 'Error', name: 'AppError', code: 'auth.invalid_credentials', status: 422, errors: [{ path: 'password', code: 'field.required' }] });
  });

  it('carries the build, language, viewport and start time, and records address changes once each', () => {
    const { log } = newLog();
    log.boot('/');
    log.location('/');
    log.location('/dashboard');
    log.location('/dashboard');
    const out = log.toSessionLog();
    expect(out).toMatchObject({ format: 'clinic-session-log', version: 1, build: 'b1', language: 'ka', viewport: { width: 390, height: 844 }, started_at: '2026-11-26T09:00:00.000Z', dropped: 0 });
    expect(out.steps.map((s) => s.event.type)).toEqual(['app.boot', 'location.changed']);
  });

  it('stays within its size, dropping the oldest steps first and saying how many', () => {
    const { log } = newLog({ maxChars: 2000 });
    for (let i = 0; i < 100; i++) log.location(`/doctor/${i}`);
    const out = log.toSessionLog();
    expect(out.dropped).toBeGreaterThan(50);
    expect(out.steps.at(-1)?.event).toEqual({ type: 'location.changed', path: '/doctor/99' });
    expect(out.steps[0].seq).toBe(out.dropped);
  });

  it('survives a reload through its store, with time going on from where it was, and forgets everything when cleared', () => {
    let kept: string | null = null;
    const store: LogStore = { load: () => kept, save: (json) => (kept = json), clear: () => (kept = null) };
    const first = newLog({ store });
    first.log.boot('/');
    first.advance(4000);
    first.log.location('/doctors');
    first.log.save();
    const second = newLog({ store });
    second.log.boot('/doctors');
    expect(second.log.list().map((s) => [s.seq, s.event.type, s.t])).toEqual([[0, 'app.boot', 0], [1, 'location.changed', 4000], [2, 'app.boot', 4000]]);
    second.log.clear();
    expect(kept).toBeNull();
    expect(second.log.list()).toEqual([]);
  });
});
