import { expect } from 'vitest';
import { fromPromise, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { resourceMachine, type ResourceContext, type ResourceParams } from '../../src/machines/catalog/resource.machine';
import { AppError } from '../../src/protocol/errors';
import { describeModelWalk, type Run } from './walk-every-transition';

interface World {
  requests: number;
}

const machine = (run: Run<World>) =>
  resourceMachine.provide({
    actors: { 'fetch resource': fromPromise(({ input }) => run.invocations.start('fetch resource', input)) },
  });

/** The same address and another one; content, nothing, a wrong address and a failure. */
const EVENTS: EventObject[] = [
  { type: 'route.changed', params: { id: '1' } },
  { type: 'route.changed', params: { id: '2' } },
  { type: 'user.retry' },
  { type: 'xstate.done.actor.fetchResource', output: { id: 1, name: { ka: 'ნინო', en: 'Nino' } } },
  { type: 'xstate.done.actor.fetchResource', output: [] },
  { type: 'xstate.error.actor.fetchResource', error: new AppError('not_found', 404) },
  { type: 'xstate.error.actor.fetchResource', error: new AppError('network', 0) },
  // A live page told that what it shows may have changed, and the answers of that quiet reload.
  { type: 'resource.refresh' },
  { type: 'xstate.done.actor.refreshResource', output: { id: 1, name: { ka: 'ნინო', en: 'Nino' }, changed: true } },
  { type: 'xstate.done.actor.refreshResource', output: [] },
  { type: 'xstate.error.actor.refreshResource', error: new AppError('network', 0) },
] as EventObject[];

function invariant(s: AnyMachineSnapshot, run: Run<World>) {
  const c = s.context as ResourceContext;
  // What is loading, or shown, is always the resource of the current address.
  expect(run.invocations.inputs('fetch resource').at(-1)).toEqual(c.params);
  if (s.hasTag('loading')) expect(c.data).toBeNull();
  if (s.hasTag('content')) expect(c.data).not.toBeNull();
  // A quiet reload keeps the face of what it had: content, or nothing.
  if (s.hasTag('refreshing')) expect(s.hasTag('content') !== s.hasTag('empty')).toBe(true);
  if (s.hasTag('not found')) expect(c.error?.status).toBe(404);
  if (s.hasTag('failed')) expect(c.error?.status).not.toBe(404);
}

function effects(event: EventObject, before: AnyMachineSnapshot, after: AnyMachineSnapshot, run: Run<World>) {
  // A failure other than 404 is kept for the page's own error face (no general alert).
  if (after.hasTag('failed') && !before.hasTag('failed')) expect((after.context as ResourceContext).error?.code).toBe('network');
  const requests = run.invocations.count('fetch resource');
  const started = requests - run.world.requests;
  run.world.requests = requests;
  const entered = after.hasTag('loading') && (!before.hasTag('loading') || before.context.params.id !== after.context.params.id);
  const refreshed = after.hasTag('refreshing') && !before.hasTag('refreshing');
  expect(started, `requests started by ${event.type}`).toBe(entered || refreshed ? 1 : 0);
  // A failed quiet reload keeps what was shown.
  if (event.type === 'xstate.error.actor.refreshResource' && before.hasTag('refreshing')) expect(after.context.data).toEqual(before.context.data);
}

const TRANSITIONS = [
  '(root): route.changed [is same params] → (stays)',
  '(root): route.changed [else] → loading (re-entered)',
  'loading: done (fetch resource) [is empty] → empty',
  'loading: done (fetch resource) [else] → loaded',
  'loading: error (fetch resource) [is not found] → notFound',
  'loading: error (fetch resource) [else] → failed',
  'failed: user.retry → loading',
  'loaded: resource.refresh → refreshing',
  'empty: resource.refresh → refreshingEmpty',
  'refreshing: done (fetch resource) [is empty] → empty',
  'refreshing: done (fetch resource) [else] → loaded',
  'refreshing: error (fetch resource) → loaded',
  'refreshingEmpty: done (fetch resource) [is empty] → empty',
  'refreshingEmpty: done (fetch resource) [else] → loaded',
  'refreshingEmpty: error (fetch resource) → empty',
];

describeModelWalk<World, { params: ResourceParams }>('the resource machine, walked as a model', {
  machine,
  transitions: TRANSITIONS,
  starts: [{ input: { params: { id: '1' } }, events: EVENTS }],
  world: () => ({ requests: 1 }),
  invariant,
  effects,
  timeout: 60_000,
});
