import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { LOOKUP_QUERY_MAX, lookupMachine } from '../../src/machines/cases/lookup.machine';
import { AppError } from '../../src/protocol/errors';
import { Invocations, settle } from './shell-fakes';

const PAUSE = 350;

function start(params: Record<string, string> = { lang: 'ka' }, minLength?: number) {
  const calls = new Invocations();
  const clock = new SimulatedClock();
  const actor = createActor(
    lookupMachine.provide({
      actors: { find: fromPromise(({ input }) => calls.start('find', input)) },
    }),
    { input: { params, ...(minLength ? { minLength } : {}) }, clock },
  ).start();
  const type = (query: string) => actor.send({ type: 'user.changeQuery', query });
  return { actor, calls, clock, type, snap: () => actor.getSnapshot() };
}

describe('a lookup (the case edit view\'s searches)', () => {
  it('asks nothing while too little is typed', () => {
    const t = start();
    expect(t.snap().hasTag('idle')).toBe(true);
    t.type(' a ');
    t.clock.increment(PAUSE);
    expect(t.calls.count('find')).toBe(0);
    expect(t.snap().context.query).toBe(' a ');
  });

  it('waits for a pause in typing, then asks once with the fixed terms', async () => {
    const t = start({ lang: 'en', sex: 'female' });
    t.type('he');
    t.clock.increment(PAUSE - 1);
    t.type('hea');
    t.clock.increment(PAUSE - 1);
    expect(t.calls.count('find')).toBe(0);
    expect(t.snap().hasTag('searching')).toBe(true);
    t.clock.increment(1);
    expect(t.calls.inputs('find')).toEqual([{ query: 'hea', params: { lang: 'en', sex: 'female' } }]);
    t.calls.resolve('find', [{ id: 's_21' }]);
    await settle();
    expect(t.snap().hasTag('found')).toBe(true);
    expect(t.snap().context.results).toEqual([{ id: 's_21' }]);
  });

  it('asks at once on Enter, and not again for the same words', async () => {
    const t = start();
    t.type('  ხველა ');
    t.actor.send({ type: 'user.submitQuery' });
    expect(t.calls.inputs('find')).toEqual([{ query: 'ხველა', params: { lang: 'ka' } }]);
    t.calls.resolve('find', [{ id: 's_102' }]);
    await settle();
    t.type('ხველა');
    t.clock.increment(PAUSE);
    expect(t.calls.count('find')).toBe(1);
    expect(t.snap().context.query).toBe('ხველა');
  });

  it('keeps what it found shown while asking again, and clears it when the words get too short', async () => {
    const t = start();
    t.type('fe');
    t.clock.increment(PAUSE);
    t.calls.resolve('find', [{ id: 's_98' }]);
    await settle();
    t.type('fev');
    expect(t.snap().context.results).toEqual([{ id: 's_98' }]);
    t.type('f');
    expect(t.snap().hasTag('idle')).toBe(true);
    expect(t.snap().context.results).toEqual([]);
  });

  it('says when nothing is found', async () => {
    const t = start();
    t.type('zzz');
    t.clock.increment(PAUSE);
    t.calls.resolve('find', []);
    await settle();
    expect(t.snap().hasTag('none')).toBe(true);
  });

  it('keeps a failure for its own face, with a retry', async () => {
    const t = start();
    t.type('cough');
    t.clock.increment(PAUSE);
    t.calls.reject('find', new AppError('network', 0));
    await settle();
    // The view shows the failure in the search's own face, not in the general alert.
    expect(t.snap().hasTag('failed')).toBe(true);
    expect(t.snap().context.error?.code).toBe('network');
    t.actor.send({ type: 'user.retry' });
    expect(t.calls.count('find')).toBe(2);
    t.calls.resolve('find', [{ id: 's_102' }]);
    await settle();
    expect(t.snap().context.error).toBeNull();
  });

  it('never lets an older answer replace a newer query\'s', async () => {
    const t = start();
    t.type('he');
    t.clock.increment(PAUSE);
    t.type('hea');
    t.calls.resolve('find', [{ id: 'old' }]);
    await settle();
    expect(t.snap().context.results).toEqual([]);
    t.clock.increment(PAUSE);
    t.calls.resolve('find', [{ id: 'new' }]);
    await settle();
    expect(t.snap().context.results).toEqual([{ id: 'new' }]);
  });

  it(`sends at most ${LOOKUP_QUERY_MAX} characters, from a longer minimum when asked`, () => {
    const t = start({}, 3);
    t.type('ab');
    expect(t.snap().hasTag('idle')).toBe(true);
    t.type('x'.repeat(LOOKUP_QUERY_MAX + 20));
    t.actor.send({ type: 'user.submitQuery' });
    expect((t.calls.inputs('find')[0] as { query: string }).query).toHaveLength(LOOKUP_QUERY_MAX);
  });
});
