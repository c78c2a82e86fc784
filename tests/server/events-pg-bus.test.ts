import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { withEvents, type StoredEvent } from '../../server/events/event-store';
import { createPgBus, EVENTS_CHANNEL } from '../../server/events/pg-bus';
import type { Bus } from '../../server/events/bus';
import { aMessage } from '../support/events';
import { startTestServer, type TestServer } from '../support/server';
import { until } from './live-support';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('PostgreSQL bus (runs with TEST_DATABASE_URL)', () => {
  let s: TestServer;
  let other: Bus;
  afterEach(async () => {
    await other?.stop();
    await s?.close();
  });

  it('delivers each event once, in id order, to another node, and keeps doing so after its LISTEN connection drops', async () => {
    s = await startTestServer();
    other = createPgBus({ connectionString: s.config.databaseUrl!, db: s.db, nodeId: 'other-node' });
    await other.start();
    const seen: StoredEvent[] = [];
    other.subscribe((e) => seen.push(e));
    let gaps = 0;
    other.onGap(() => (gaps += 1));
    const send = (n: number) =>
      withEvents({ db: s.db, bus: s.bus, clock: s.clock }, (_trx, emit) =>
        emit(Array.from({ length: n }, (_, i) => ({ stream: 'chat:1', type: 'MessageCreated', payload: aMessage({ text: String(i) }), audience: [] }))),
      );
    await send(1000);
    await until(() => seen.length === 1000);
    expect(seen.map((e) => (e.type === 'MessageCreated' ? Number(e.payload.text) : null))).toEqual(Array.from({ length: 1000 }, (_, i) => i));

    // Kill every LISTEN backend on this database; the bus reconnects on its own.
    const killed = await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE ${`LISTEN ${EVENTS_CHANNEL}%`} AND pid <> pg_backend_pid()`.execute(s.db);
    expect(killed.rows.length).toBeGreaterThanOrEqual(2);
    await until(async () => {
      const n = seen.length;
      await send(1);
      await new Promise((r) => setTimeout(r, 100));
      return seen.length > n;
    }, 10_000);
    const ids = seen.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Its subscribers' caches heard that events may have been missed: when it dropped, and again once back.
    expect(gaps).toBeGreaterThanOrEqual(2);
  }, 30_000);

  it('announces events with their transaction: heard even when the writer dies right after its commit, never after a rollback', async () => {
    s = await startTestServer();
    other = createPgBus({ connectionString: s.config.databaseUrl!, db: s.db, nodeId: 'other-node' });
    await other.start();
    const seen: StoredEvent[] = [];
    other.subscribe((e) => seen.push(e));
    // The writer's process "dies" after its commit: nothing after the transaction runs.
    const dying: Bus = { ...s.bus, publish: async () => {}, publishAnnounced: () => {} };
    const event = (text: string) => ({ stream: 'chat:1', type: 'MessageCreated' as const, payload: aMessage({ text }), audience: [] });
    await expect(
      withEvents({ db: s.db, bus: dying, clock: s.clock }, async (_trx, emit) => {
        await emit(event('rolled back'));
        throw new Error('the feature fails after emitting');
      }),
    ).rejects.toThrow('the feature fails');
    await withEvents({ db: s.db, bus: dying, clock: s.clock }, (_trx, emit) => emit(event('committed')));
    await until(() => seen.length > 0);
    await new Promise((r) => setTimeout(r, 200));
    expect(seen.map((e) => (e.type === 'MessageCreated' ? e.payload.text : null))).toEqual(['committed']);
  }, 30_000);
});
