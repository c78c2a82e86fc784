import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { isEmptyResource, resourceMachine, type ResourceParams } from '../../src/machines/catalog/resource.machine';
import { AppError } from '../../src/protocol/errors';

function start(params: ResourceParams = { id: '7' }) {
  const requests: { params: ResourceParams; resolve(v: unknown): void; reject(e: unknown): void }[] = [];
  const machine = resourceMachine.provide({
    actors: {
      'fetch resource': fromPromise<unknown, ResourceParams>(({ input }) => new Promise((resolve, reject) => requests.push({ params: input, resolve, reject }))),
    },
  });
  const actor = createActor(machine, { input: { params } }).start();
  return { actor, requests, last: () => requests[requests.length - 1] };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('resource machine', () => {
  it('loads the resource of the address it opened with', () => {
    const { actor, requests } = start({ id: '42' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(requests.map((r) => r.params)).toEqual([{ id: '42' }]);
  });

  it('shows the content it received', async () => {
    const { actor, last } = start();
    last().resolve({ id: 7, name: 'x' });
    await flush();
    expect(actor.getSnapshot().hasTag('content')).toBe(true);
    expect(actor.getSnapshot().context.data).toEqual({ id: 7, name: 'x' });
  });

  it('shows the empty face for an answer with nothing in it', async () => {
    const { actor, last } = start();
    last().resolve([]);
    await flush();
    expect(actor.getSnapshot().hasTag('empty')).toBe(true);
  });

  it('shows a not-found face for a 404', async () => {
    const { actor, last } = start();
    last().reject(new AppError('not_found', 404));
    await flush();
    expect(actor.getSnapshot().hasTag('not found')).toBe(true);
    expect(actor.getSnapshot().context.error?.code).toBe('not_found');
  });

  it('shows the error face for other failures, then retries', async () => {
    const { actor, last, requests } = start();
    last().reject(new AppError('network', 0));
    await flush();
    // The error face says what failed; the general alert is not raised as well.
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(actor.getSnapshot().context.error?.code).toBe('network');
    actor.send({ type: 'user.retry' });
    expect(requests).toHaveLength(2);
    last().resolve({ id: 7 });
    await flush();
    expect(actor.getSnapshot().hasTag('content')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('loads again for another address, dropping the old content and ignoring the old answer', async () => {
    const { actor, requests } = start({ id: '1' });
    actor.send({ type: 'route.changed', params: { id: '2' } });
    expect(actor.getSnapshot().context.params).toEqual({ id: '2' });
    requests[0].resolve({ id: 1 });
    await flush();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    requests[1].resolve({ id: 2 });
    await flush();
    expect(actor.getSnapshot().context.data).toEqual({ id: 2 });
  });

  it('does not load again for the same address', async () => {
    const { actor, last, requests } = start({ id: '1' });
    last().resolve({ id: 1 });
    await flush();
    actor.send({ type: 'route.changed', params: { id: '1' } });
    expect(requests).toHaveLength(1);
    expect(actor.getSnapshot().hasTag('content')).toBe(true);
  });

  it('recognises answers with nothing to show', () => {
    expect(isEmptyResource(null)).toBe(true);
    expect(isEmptyResource([])).toBe(true);
    expect(isEmptyResource({ items: [], total: 0 })).toBe(true);
    expect(isEmptyResource({ items: [1], total: 1 })).toBe(false);
    expect(isEmptyResource({ id: 1 })).toBe(false);
  });
});
