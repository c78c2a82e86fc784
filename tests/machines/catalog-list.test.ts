import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { catalogListMachine, type CatalogListInput, type CatalogPage, type CatalogPageRequest } from '../../src/machines/catalog/catalog-list.machine';
import { AppError } from '../../src/protocol/errors';

/** A fake server: every page request waits until the test answers or fails it. */
function fakeServer() {
  const requests: { request: CatalogPageRequest; resolve(page: CatalogPage): void; reject(err: unknown): void }[] = [];
  const machine = catalogListMachine.provide({
    actors: {
      'fetch page': fromPromise<CatalogPage, CatalogPageRequest>(
        ({ input }) => new Promise((resolve, reject) => requests.push({ request: input, resolve, reject })),
      ),
    },
  });
  return { machine, requests, last: () => requests[requests.length - 1] };
}

const flush = () => new Promise((r) => setTimeout(r, 0));
const names = (n: number, from = 1) => Array.from({ length: n }, (_, i) => ({ id: String(from + i) }));

function start(input: CatalogListInput = {}) {
  const server = fakeServer();
  const clock = new SimulatedClock();
  const actor = createActor(server.machine, { clock, input: { pageSize: 2, ...input } });
  actor.start();
  return { ...server, clock, actor };
}

describe('catalogue list machine', () => {
  it('loads the first page of the initial search and filter at once', () => {
    const { actor, requests } = start({ query: '  ნინო  ', filterId: 3 });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(requests.map((r) => r.request)).toEqual([{ query: 'ნინო', filterId: 3, page: 1, limit: 2 }]);
  });

  it('shows the content when the first page has entries', async () => {
    const { actor, last } = start();
    last().resolve({ items: names(2), total: 5 });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ loaded: 'idle' });
    expect(actor.getSnapshot().context).toMatchObject({ items: names(2), total: 5, page: 1 });
  });

  it('shows the empty face when nothing matches', async () => {
    const { actor, last } = start();
    last().resolve({ items: [], total: 0 });
    await flush();
    expect(actor.getSnapshot().hasTag('empty')).toBe(true);
  });

  it('shows the error face and keeps the code when the first page fails', async () => {
    const { actor, last } = start();
    last().reject(new AppError('network', 0));
    await flush();
    // The error face says what failed; the general alert is not raised as well.
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(actor.getSnapshot().context.error?.code).toBe('network');
  });

  it('asks for the first page again on retry after a failure', async () => {
    const { actor, last, requests } = start();
    last().reject(new AppError('internal', 500));
    await flush();
    actor.send({ type: 'user.retry' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(requests).toHaveLength(2);
    last().resolve({ items: names(1), total: 1 });
    await flush();
    expect(actor.getSnapshot().matches('loaded')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('waits for a pause in typing before searching, and not a moment longer', async () => {
    const { actor, last, requests, clock } = start();
    last().resolve({ items: names(2), total: 2 });
    await flush();
    actor.send({ type: 'user.changeQuery', query: 'ნ' });
    actor.send({ type: 'user.changeQuery', query: 'ნი' });
    expect(actor.getSnapshot().value).toBe('debouncing');
    expect(actor.getSnapshot().context.items).toEqual(names(2));
    clock.increment(399);
    expect(requests).toHaveLength(1);
    clock.increment(1);
    expect(requests).toHaveLength(2);
    expect(last().request).toEqual({ query: 'ნი', filterId: null, page: 1, limit: 2 });
  });

  it('restarts the pause on every keystroke', () => {
    const { actor, requests, clock } = start();
    actor.send({ type: 'user.changeQuery', query: 'a' });
    clock.increment(300);
    actor.send({ type: 'user.changeQuery', query: 'an' });
    clock.increment(399);
    expect(requests).toHaveLength(1);
    clock.increment(1);
    expect(requests).toHaveLength(2);
    expect(requests[1].request.query).toBe('an');
  });

  it('cancels the request in flight when the search changes, so the old answer is ignored', async () => {
    const { actor, requests, clock } = start();
    actor.send({ type: 'user.changeQuery', query: 'გიორგი' });
    clock.increment(400);
    requests[0].resolve({ items: names(2, 50), total: 2 });
    await flush();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    requests[1].resolve({ items: names(1, 7), total: 1 });
    await flush();
    expect(actor.getSnapshot().context.items).toEqual(names(1, 7));
  });

  it('searches at once when the search is submitted', () => {
    const { actor, requests } = start();
    actor.send({ type: 'user.changeQuery', query: 'ანა' });
    actor.send({ type: 'user.submitQuery' });
    expect(requests).toHaveLength(2);
    expect(requests[1].request.query).toBe('ანა');
  });

  it('ignores a change that leaves the same search (extra spaces), keeping the text as typed', async () => {
    const { actor, last, requests, clock } = start({ query: 'ანა' });
    last().resolve({ items: names(1), total: 1 });
    await flush();
    actor.send({ type: 'user.changeQuery', query: 'ანა ' });
    expect(actor.getSnapshot().value).toEqual({ loaded: 'idle' });
    expect(actor.getSnapshot().context.query).toBe('ანა ');
    clock.increment(1000);
    expect(requests).toHaveLength(1);
  });

  it('loads at once for another filter and does nothing for the same one', async () => {
    const { actor, last, requests } = start({ filterId: 2 });
    last().resolve({ items: names(1), total: 1 });
    await flush();
    actor.send({ type: 'user.chooseFilter', filterId: 2 });
    expect(requests).toHaveLength(1);
    actor.send({ type: 'user.chooseFilter', filterId: null });
    expect(requests).toHaveLength(2);
    expect(last().request).toEqual({ query: '', filterId: null, page: 1, limit: 2 });
  });

  it('appends the next page on "show more" until every entry is shown', async () => {
    const { actor, last, requests } = start();
    last().resolve({ items: names(2), total: 3 });
    await flush();
    actor.send({ type: 'user.showMore' });
    expect(actor.getSnapshot().hasTag('loading more')).toBe(true);
    expect(last().request).toMatchObject({ page: 2 });
    last().resolve({ items: names(1, 3), total: 3 });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ items: names(3), page: 2 });
    expect(actor.getSnapshot().can({ type: 'user.showMore' })).toBe(false);
    actor.send({ type: 'user.showMore' });
    expect(requests).toHaveLength(2);
  });

  it('keeps what is shown when the next page fails and asks for that page again on retry', async () => {
    const { actor, last } = start();
    last().resolve({ items: names(2), total: 4 });
    await flush();
    actor.send({ type: 'user.showMore' });
    last().reject(new AppError('timeout', 0));
    await flush();
    expect(actor.getSnapshot().hasTag('more failed')).toBe(true);
    expect(actor.getSnapshot().context.items).toEqual(names(2));
    expect(actor.getSnapshot().context.error?.code).toBe('timeout');
    actor.send({ type: 'user.retry' });
    expect(last().request).toMatchObject({ page: 2 });
    last().resolve({ items: names(2, 3), total: 4 });
    await flush();
    expect(actor.getSnapshot().context.items).toEqual(names(4));
  });

  it('stops offering more when a later page comes back empty', async () => {
    const { actor, last } = start();
    last().resolve({ items: names(2), total: 9 });
    await flush();
    actor.send({ type: 'user.showMore' });
    last().resolve({ items: [], total: 9 });
    await flush();
    expect(actor.getSnapshot().can({ type: 'user.showMore' })).toBe(false);
  });

  it('turns anything thrown into a coded error', async () => {
    const { actor, last } = start();
    last().reject(new Error('boom'));
    await flush();
    expect(actor.getSnapshot().context.error).toBeInstanceOf(AppError);
    expect(actor.getSnapshot().context.error?.code).toBe('internal');
  });
});
