import { expect } from 'vitest';
import { fromPromise, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { catalogListMachine, type CatalogListContext, type CatalogListInput, type CatalogPageRequest } from '../../src/machines/catalog/catalog-list.machine';
import { AppError } from '../../src/protocol/errors';
import { describeModelWalk, type Run } from './walk-every-transition';

interface World {
  /** Page requests counted so far (the initial one is made on start). */
  requests: number;
}

const machine = (run: Run<World>) =>
  catalogListMachine.provide({
    actors: { 'fetch page': fromPromise(({ input }) => run.invocations.start('fetch page', input)) },
  });

const d = (id: string) => ({ id });
const FIRST = 'xstate.done.actor.fetchFirstPage';
const NEXT = 'xstate.done.actor.fetchNextPage';

/** Two searches, two filters, and every kind of answer to the first and the next page. */
const EVENTS: EventObject[] = [
  { type: 'user.changeQuery', query: '' },
  { type: 'user.changeQuery', query: 'ნინო' },
  { type: 'user.submitQuery' },
  { type: 'user.chooseFilter', filterId: null },
  { type: 'user.chooseFilter', filterId: 4 },
  { type: 'user.showMore' },
  { type: 'user.retry' },
  { type: FIRST, output: { items: [d('1'), d('2')], total: 3 } },
  { type: FIRST, output: { items: [d('1')], total: 1 } },
  { type: FIRST, output: { items: [], total: 0 } },
  { type: 'xstate.error.actor.fetchFirstPage', error: new AppError('network', 0) },
  { type: NEXT, output: { items: [d('3')], total: 3 } },
  { type: NEXT, output: { items: [], total: 3 } },
  { type: 'xstate.error.actor.fetchNextPage', error: new AppError('internal', 500) },
] as EventObject[];

const lastRequest = (run: Run<World>) => run.invocations.inputs('fetch page').at(-1) as CatalogPageRequest | undefined;

function invariant(s: AnyMachineSnapshot, run: Run<World>) {
  const c = s.context as CatalogListContext;
  // A request in flight asks for what the person sees in the search box and filter.
  if (s.matches('loading')) expect(lastRequest(run)).toEqual({ query: c.query.trim(), filterId: c.filterId, page: 1, limit: 2 });
  if (s.matches({ loaded: 'loadingMore' })) expect(lastRequest(run)).toEqual({ query: c.query.trim(), filterId: c.filterId, page: c.page + 1, limit: 2 });
  if (s.hasTag('empty')) expect(c.items).toEqual([]);
  if (s.hasTag('content')) expect(c.items.length).toBeGreaterThan(0);
  if (s.hasTag('failed') || s.hasTag('more failed')) expect(c.error).toBeInstanceOf(AppError);
  expect(c.items.length).toBeLessThanOrEqual(c.total);
}

const fetching = (s: AnyMachineSnapshot) => s.matches('loading') || s.matches({ loaded: 'loadingMore' });

function effects(event: EventObject, before: AnyMachineSnapshot, after: AnyMachineSnapshot, run: Run<World>) {
  // Every failed request is kept with its code for the list's own error face (no general alert).
  if (event.type.startsWith('xstate.error.actor.')) {
    expect(after.hasTag(event.type === 'xstate.error.actor.fetchFirstPage' ? 'failed' : 'more failed')).toBe(true);
    expect((after.context as CatalogListContext).error?.code).toBe((event as EventObject & { error: AppError }).error.code);
  }
  // A request starts exactly when a loading state is entered: for a new state or another filter.
  const requests = run.invocations.count('fetch page');
  const started = requests - run.world.requests;
  run.world.requests = requests;
  const entered = fetching(after) && (JSON.stringify(before.value) !== JSON.stringify(after.value) || before.context.filterId !== after.context.filterId);
  expect(started, `requests started by ${event.type}`).toBe(entered ? 1 : 0);
}

/** Every transition of the list machine; a new one fails the first test until it is walked here. */
const TRANSITIONS = [
  '(root): user.changeQuery [is same search] → (stays)',
  '(root): user.changeQuery [else] → debouncing (re-entered)',
  '(root): user.chooseFilter [is same filter] → (stays)',
  '(root): user.chooseFilter [else] → loading (re-entered)',
  'debouncing: after (search delay) → loading',
  'debouncing: user.submitQuery → loading',
  'loading: done (fetch page) [page is empty] → empty',
  'loading: done (fetch page) [else] → loaded',
  'loading: error (fetch page) → failed',
  'loaded.idle: user.showMore [has more] → loaded.loadingMore',
  'loaded.loadingMore: done (fetch page) → loaded.idle',
  'loaded.loadingMore: error (fetch page) → loaded.moreFailed',
  'loaded.moreFailed: user.retry → loaded.loadingMore',
  'failed: user.retry → loading',
];

describeModelWalk<World, CatalogListInput>('the catalogue list machine, walked as a model', {
  machine,
  transitions: TRANSITIONS,
  starts: [{ input: { pageSize: 2 }, events: EVENTS }],
  world: () => ({ requests: 1 }),
  invariant,
  effects,
  timeout: 120_000,
});
