import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CallInfo } from '../../src/protocol/calls';
import type { Message } from '../../src/protocol/chats';
import { AppError } from '../../src/protocol/errors';
import { appendEvents, readStream, streamVersion, withEvents, type NewEvent, type StoredEvent } from '../../server/events/event-store';
import { aCall, aMessage } from '../support/events';
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
      await emit({ stream: 'chat:1', type: 'MessageCreated', payload: aMessage({ text: 'a' }), actorId: u.id, audience: [u.id] });
      await emit([
        { stream: 'chat:2', type: 'MessageCreated', payload: aMessage({ text: 'other chat' }), audience: [] },
        { stream: 'chat:1', type: 'MessageCreated', payload: aMessage({ text: `b${'x'.repeat(20_000)}` }), audience: [u.id] },
      ]);
      return 'done';
    });
    expect(stored).toBe('done');
    const all = await readStream(s.db, 'chat:1');
    expect(all.map((e) => (e.type === 'MessageCreated' ? e.payload.text?.slice(0, 1) : null))).toEqual(['a', 'b']);
    expect(all[0]).toMatchObject({ actorId: u.id, audience: [u.id], type: 'MessageCreated' });
    expect(all[0].createdAt.toISOString()).toBe(s.clock.now().toISOString());
    expect(await readStream(s.db, 'chat:1', { afterId: all[0].id })).toHaveLength(1);
  });

  it('publishes nothing and keeps nothing when the transaction rolls back', async () => {
    const seen: StoredEvent[] = [];
    s.bus.subscribe((e) => seen.push(e));
    await expect(
      withEvents(deps(), async (_trx, emit) => {
        await emit({ stream: 'chat:9', type: 'MessageCreated', payload: aMessage(), audience: [] });
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
      await emit({ stream: 'call:1', type: 'CallUpdated', payload: aCall(), audience: [] });
      await appendEvents(trx, [], s.clock.now());
      await emit({ stream: 'call:1', type: 'CallUpdated', payload: aCall(), audience: [] });
      expect(seen).toEqual([]);
    });
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBeLessThan(seen[1]);
  });

  it('refuses an audience entry that is not a user id, writing nothing', async () => {
    await expect(
      withEvents(deps(), (_trx, emit) => emit({ stream: 'chat:3', type: 'MessageCreated', payload: aMessage(), audience: ["x'}"] })),
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
    const message = aMessage({ text: 'hello' });
    await withEvents(deps(), (_trx, emit) => emit({ stream: 'chat:7', type: 'MessageCreated', payload: message, audience: [alice.id] }));
    for (const ws of [a1, a2]) {
      expect(await ws.next((m) => m.type === 'MessageCreated')).toEqual({ type: 'MessageCreated', payload: message });
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
      await emit({ stream: 'chat:8', type: 'MessageCreated', payload: aMessage({ text: 'lost' }), audience: [alice.id] });
      throw new Error('rolled back');
    }).catch(() => {});
    await ws.request('Ping');
    expect(ws.received.some((m) => m.type === 'MessageCreated')).toBe(false);
  });
});

describe('the event catalogue', () => {
  it('refuses an event whose payload does not match its schema, storing and publishing nothing', async () => {
    const seen: StoredEvent[] = [];
    s.bus.subscribe((e) => seen.push(e));
    const malformed = { text: 'no id, no sender' } as unknown as Message;
    await expect(withEvents(deps(), (_trx, emit) => emit({ stream: 'chat:4', type: 'MessageCreated', payload: malformed, audience: [] }))).rejects.toThrow(
      /MessageCreated on chat:4 does not match the catalogue \(invalid_payload\): \/id/,
    );
    expect(await readStream(s.db, 'chat:4')).toEqual([]);
    expect(seen).toEqual([]);
  });

  it('refuses an event type the catalogue does not have', async () => {
    const unknown = { stream: 'chat:5', type: 'MessageDeleted', payload: {}, audience: [] } as unknown as NewEvent;
    await expect(withEvents(deps(), (_trx, emit) => emit(unknown))).rejects.toThrow(/unknown_type/);
    expect(await readStream(s.db, 'chat:5')).toEqual([]);
  });

  it('stores and delivers a payload as JSON reads it back, the same on every node', async () => {
    const seen: StoredEvent[] = [];
    s.bus.subscribe((e) => seen.push(e));
    const withUndefined = { ...aMessage(), client_id: undefined };
    await withEvents(deps(), (_trx, emit) => emit({ stream: 'chat:6', type: 'MessageCreated', payload: withUndefined, audience: [] }));
    expect('client_id' in seen[0].payload).toBe(false);
    expect((await readStream(s.db, 'chat:6'))[0].payload).toEqual(seen[0].payload);
  });
});

describe('stream versions', () => {
  const call = aCall();
  const update = (status: CallInfo['status']): NewEvent => ({ stream: `call:${call.id}`, type: 'CallUpdated', payload: { ...call, status }, audience: [] });

  it('numbers the events appended with an expected version and refuses an append decided on an old one', async () => {
    const stream = `call:${call.id}`;
    expect(await streamVersion(s.db, stream)).toBe(0);
    const first = await withEvents(deps(), (_trx, emit) => emit([update('pending'), update('ringing')], { expectedVersion: 0 }));
    expect(first.map((e) => e.version)).toEqual([1, 2]);
    expect(await streamVersion(s.db, stream)).toBe(2);

    // A writer that read the call at version 1 decides on stale state: a coded conflict, nothing written.
    const stale = withEvents(deps(), (_trx, emit) => emit(update('ongoing'), { expectedVersion: 1 }));
    await expect(stale).rejects.toBeInstanceOf(AppError);
    await expect(stale).rejects.toMatchObject({ code: 'event.conflict', status: 409 });
    expect(await readStream(s.db, stream)).toHaveLength(2);

    const next = await withEvents(deps(), (_trx, emit) => emit(update('ongoing'), { expectedVersion: 2 }));
    expect(next[0].version).toBe(3);
    // Events appended without an expectation are not numbered and leave the version alone.
    const loose = await withEvents(deps(), (_trx, emit) => emit(update('ongoing_finished')));
    expect(loose[0].version).toBeNull();
    expect(await streamVersion(s.db, stream)).toBe(3);
  });

  it('takes events of one stream only when a version is expected', async () => {
    const other = { ...update('pending'), stream: 'call:other' };
    await expect(withEvents(deps(), (_trx, emit) => emit([update('pending'), other], { expectedVersion: 0 }))).rejects.toThrow(/one stream/);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('of two writers racing at the same version, the second to commit gets the conflict (PostgreSQL)', async () => {
    const stream = `call:${call.id}`;
    let appended!: () => void;
    const firstAppended = new Promise<void>((r) => (appended = r));
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const first = s.db.transaction().execute(async (trx) => {
      await appendEvents(trx, [update('pending')], s.clock.now(), { expectedVersion: 0 });
      appended();
      await held;
    });
    await firstAppended;
    // The second writer read version 0 too (the first has not committed): its insert waits on the
    // unique index, and fails once the first commits.
    const second = withEvents(deps(), (_trx, emit) => emit(update('ringing'), { expectedVersion: 0 }));
    await new Promise((r) => setTimeout(r, 200));
    release();
    await first;
    await expect(second).rejects.toMatchObject({ code: 'event.conflict' });
    expect((await readStream(s.db, stream)).map((e) => e.version)).toEqual([1]);
  });
});
