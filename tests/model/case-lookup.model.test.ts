import { expect } from 'vitest';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import { lookupMachine, type LookupContext, type LookupInput } from '../../src/machines/cases/lookup.machine';
import { AppError } from '../../src/protocol/errors';
import { describeModelWalk, type EventCase, type Run } from './walk-every-transition';

interface World {
  finds: number;
}

const machine = (run: Run<World>) =>
  lookupMachine.provide({
    actors: { find: fromPromise(({ input }) => run.invocations.start('find', input)) },
  });

const FOUND = 'xstate.done.actor.find';
const ctx = (s: AnyMachineSnapshot) => s.context as LookupContext;

/** Queries: too short, one, the same with other spacing, another; answers: some, none, a failure. */
function events(s: AnyMachineSnapshot): EventCase[] {
  const cases: EventCase[] = [
    { type: 'user.changeQuery', query: 'h' },
    { type: 'user.changeQuery', query: 'head' },
    { type: 'user.changeQuery', query: ' head ' },
    { type: 'user.changeQuery', query: 'cough' },
    { type: 'user.submitQuery' },
    { type: 'user.retry' },
  ];
  if (s.matches('waiting')) cases.push({ type: 'xstate.after.typing pause.lookup.waiting' });
  if (s.matches('searching')) cases.push({ type: FOUND, output: [{ id: 's_21' }] }, { type: FOUND, output: [] }, { type: 'xstate.error.actor.find', error: new AppError('network', 0) });
  return cases;
}

function invariant(s: AnyMachineSnapshot) {
  const c = ctx(s);
  expect(s.hasTag('idle')).toBe(c.query.trim().length < 2);
  if (s.matches('found')) expect(c.results.length).toBeGreaterThan(0);
  if (s.matches('none') || s.matches('idle')) expect(c.results).toEqual([]);
  if (s.matches('failed')) expect(c.error?.code).toBe('network');
}

function effects(event: EventCase, before: AnyMachineSnapshot, after: AnyMachineSnapshot, run: Run<World>) {
  const asked = run.invocations.count('find') - run.world.finds;
  run.world.finds = run.invocations.count('find');
  // A failure is kept for the search's own face (the general alert is not raised).
  if (event.type === 'xstate.error.actor.find') {
    expect(after.matches('failed')).toBe(true);
    expect(ctx(after).error?.code).toBe('network');
  }
  const asksNow =
    (event.type === 'xstate.after.typing pause.lookup.waiting') ||
    (event.type === 'user.submitQuery' && before.matches('waiting')) ||
    (event.type === 'user.retry' && before.matches('failed'));
  expect(asked).toBe(asksNow ? 1 : 0);
  if (asked) expect(run.invocations.inputs('find').at(-1)).toEqual({ query: ctx(after).query.trim(), params: { lang: 'en' } });
  // Typing never asks at once.
  if (event.type === 'user.changeQuery') expect(asked).toBe(0);
}

describeModelWalk<World, LookupInput>('the lookup machine, walked as a model', {
  machine,
  transitions: [
    '(root): user.changeQuery [else] → waiting (re-entered)',
    '(root): user.changeQuery [is same query] → (stays)',
    '(root): user.changeQuery [is too short] → idle',
    'failed: user.retry → searching',
    'searching: done (find) [else] → found',
    'searching: done (find) [found nothing] → none',
    'searching: error (find) → failed',
    'waiting: after (typing pause) → searching',
    'waiting: user.submitQuery → searching',
  ],
  starts: [{ input: { params: { lang: 'en' } }, events }],
  world: () => ({ finds: 0 }),
  invariant,
  effects,
  timeout: 60_000,
});
