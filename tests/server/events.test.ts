import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appendEvents, readStream, withEvents, type StoredEvent } from '../../server/events/event-store';
import { startTestServer, type TestServer } from '../support/server';
import { connect, signIn, type TestSocket } from './live-support';

let s: TestServer;
const sockets: TestSocket[] = [];
beforeEach(async () => {
  s = await startTestServer({ listen: true });
});
afterEach(async () => {
  for (const ws of sockets.splice(0)) ws.close();
  await s.close();
});

const deps = () => ({ db: s.db, bus: s.bus, clock: s.clock });

describe('event store', () => {
  it('appends events in a transaction and reads a stream in id order after a given id', async () => {
    const u = await signIn(s);
    const stored = await withEvents(deps(), async (_trx, emit) => {
      await emit({ stream: 'chat:1', type: 'MessageCreated', payload: { text: 'a' }, actorId: u.id, audience: [u.id] });
      await emit([
        { stream: 'chat:2', type: 'MessageCreated', payload: { text: 'other chat' }, audience: [] },
        { stream: 'chat:1', type: 'MessageCreated', payload: { text: 'b', big: 'x'.repeat(20_000) }, audience: [u.id] },
      ]);
      return 'done';
    });
    expect(stored).toBe('done');
    const all = await readStream(s.db, 'chat:1');
    expect(all.map((e) => (e.payload as { text: string }).text)).toEqual(['a', 'b']);
    expect(all[0]).toMatchObject({ actorId: u.id, audience: [u.id], type: 'MessageCreated' });
    expect(all[0].createdAt.toISOString()).toBe(s.clock.now().toISOString());
    expect(await readStream(s.db, 'chat:1', { afterId: all[0].id })).toHaveLength(1);
  });

  it('publishes nothing and keeps nothing when the transaction rolls back', async () => {
    const seen: StoredEvent[] = [];
    s.bus.subscribe((e) => seen.push(e));
    await expect(
      withEvents(deps(), async (_trx, emit) => {
        await emit({ stream: 'chat:9', type: 'MessageCreated', payload: {}, audience: [] });
        throw new Error('feature failed');
      }),
    ).rejects.toThrow('feature failed');
    expect(seen).toEqual([]);
    expect(await readStream(s.db, 'chat:9')).toEqual([]);
  });

  it('publishes only after the commit, in id order', async () => {
    const seen: number[] = [];
    s.bus.subscribe((e) => seen.push(e.id));
    await withEvents(deps(), async (trx, emit) => {
      await emit({ stream: 'call:1', type: 'CallUpdated', payload: {}, audience: [] });
      await appendEvents(trx, [], s.clock.now());
      await emit({ stream: 'call:1', type: 'CallUpdated', payload: {}, audience: [] });
      expect(seen).toEqual([]);
    });
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBeLessThan(seen[1]);
  });

  it('refuses an audience entry that is not a user id, writing nothing', async () => {
    await expect(
      withEvents(deps(), (_trx, emit) => emit({ stream: 'chat:3', type: 'MessageCreated', payload: {}, audience: ["x'}"] })),
    ).rejects.toThrow(/not a uuid/);
    expect(await readStream(s.db, 'chat:3')).toEqual([]);
  });
});

describe('delivery to sockets', () => {
  it('pushes a committed event to every socket of its audience and to nobody else', async () => {
    const alice = await signIn(s);
    const bob = await signIn(s);
    const a1 = connect(s.url!, { token: alice.token });
    const a2 = connect(s.url!, { token: alice.token });
    const b = connect(s.url!, { token: bob.token });
    sockets.push(a1, a2, b);
    await Promise.all([a1.request('Ping'), a2.request('Ping'), b.request('Ping')]);
    await withEvents(deps(), (_trx, emit) =>
      emit({ stream: 'chat:7', type: 'MessageCreated', payload: { chat_space_id: 7, text: 'hello' }, audience: [alice.id] }),
    );
    for (const ws of [a1, a2]) {
      expect(await ws.next((m) => m.type === 'MessageCreated')).toEqual({ type: 'MessageCreated', payload: { chat_space_id: 7, text: 'hello' } });
    }
    // Bob's socket answers a request sent after the push, so the push would have arrived before it.
    await b.request('Ping');
    expect(b.received.some((m) => m.type === 'MessageCreated')).toBe(false);
  });

  it('pushes nothing from a transaction that rolled back', async () => {
    const alice = await signIn(s);
    const ws = connect(s.url!, { token: alice.token });
    sockets.push(ws);
    await ws.request('Ping');
    await withEvents(deps(), async (_trx, emit) => {
      await emit({ stream: 'chat:8', type: 'MessageCreated', payload: { text: 'lost' }, audience: [alice.id] });
      throw new Error('rolled back');
    }).catch(() => {});
    await ws.request('Ping');
    expect(ws.received.some((m) => m.type === 'MessageCreated')).toBe(false);
  });
});
