import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { readStream } from '../../server/events/event-store';
import { liveServerEachTest, signIn, until, type TestSocket } from './live-support';

// A node that stopped beating is cleared one person at a time (issue 19): each in a transaction
// of their own, so a reconnect waits for that person's change only, and one failure leaves the
// rest offline as they should be.
const live = liveServerEachTest();
const SECOND = 1000;
const GONE_NODE = 'node-gone';

/** `userIds` with a socket each on a node that has just died (its rows stay, nobody closes them). */
async function onDeadNode(userIds: string[], nodeId = GONE_NODE) {
  const { s } = live;
  await s.db.insertInto('live_nodes').values({ node_id: nodeId, seen_at: s.clock.now() }).execute();
  for (const userId of userIds) {
    await s.db.insertInto('live_connections').values({ id: randomUUID(), user_id: userId, session_id: randomUUID(), node_id: nodeId, opened_at: s.clock.now() }).execute();
  }
}
const staleNow = () => live.s.clock.advance(live.s.config.liveNodeStaleMs + SECOND);

const rowsOn = async (node: string) => (await live.s.db.selectFrom('live_connections').select('user_id').where('node_id', '=', node).execute()).map((r) => r.user_id).sort();
const nodes = async () => (await live.s.db.selectFrom('live_nodes').select('node_id').execute()).map((r) => r.node_id).sort();
const offlineHeard = (ws: TestSocket) =>
  ws.received.filter((m) => m.type === 'UserStatusChange' && (m.payload as { status: string }).status === 'offline').map((m) => (m.payload as { user_id: string }).user_id).sort();

describe("a dead node's connections", () => {
  it('are cleared person by person: one whose change fails stays for the next beat, the others go offline now', async () => {
    const { s } = live;
    const watcher = await signIn(s, 'Patient');
    const ws = live.connect(watcher.token);
    await ws.request('Ping');
    const doctors = [await signIn(s, 'Doctor'), await signIn(s, 'Doctor'), await signIn(s, 'Doctor')].map((d) => d.id).sort();
    await onDeadNode(doctors);
    // Another dead node, cleared in the same beat whatever happens to the first.
    const other = await signIn(s, 'Doctor');
    await onDeadNode([other.id], 'node-gone-too');
    staleNow();
    const failing = doctors[1];
    let fail = true;
    s.app.presence.onOffline.add(async (_trx, userId) => {
      if (fail && userId === failing) throw new Error('a hook that fails once');
    });

    const beat = s.app.live.heartbeat();
    await expect(beat).rejects.toThrow(`1 of 3 people on node ${GONE_NODE} could not be cleared`);
    await expect(beat).rejects.toMatchObject({ errors: [{ message: `user ${failing} could not be cleared from node ${GONE_NODE}`, cause: { message: 'a hook that fails once' } }] });
    expect(await rowsOn(GONE_NODE)).toEqual([failing]);
    expect(await rowsOn('node-gone-too')).toEqual([]);
    await until(() => offlineHeard(ws).length === 3);
    expect(offlineHeard(ws)).toEqual([doctors[0], doctors[2], other.id].sort());
    expect(await readStream(s.db, `user:${failing}`)).toEqual([]);
    // Not forgotten while someone is left on it; the other one is.
    expect(await nodes()).toEqual([GONE_NODE, s.nodeId].sort());

    fail = false;
    expect(await s.app.live.heartbeat()).toEqual([GONE_NODE]);
    expect(await rowsOn(GONE_NODE)).toEqual([]);
    await until(() => offlineHeard(ws).length === 4);
    expect(offlineHeard(ws)).toEqual([...doctors, other.id].sort());
    expect(await nodes()).toEqual([s.nodeId]);
  });

  it('leave online, and unannounced, a person who has a socket on another node', async () => {
    const { s } = live;
    const watcher = await signIn(s, 'Patient');
    const ws = live.connect(watcher.token);
    await ws.request('Ping');
    const doctor = await signIn(s, 'Doctor');
    const d = live.connect(doctor.token);
    await d.request('Ping');
    await onDeadNode([doctor.id]);
    staleNow();
    expect(await s.app.live.heartbeat()).toEqual([GONE_NODE]);
    await ws.request('Ping');
    expect(offlineHeard(ws)).toEqual([]);
    expect(await rowsOn(s.nodeId)).toContain(doctor.id);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("a dead node's connections (PostgreSQL)", () => {
  it("hold each person's lock only for their own change: the one cleared before is free again", async () => {
    const { s } = live;
    const people = [await signIn(s, 'Patient'), await signIn(s, 'Patient')].map((p) => p.id).sort();
    await onDeadNode(people);
    staleNow();
    const other = new pg.Client({ connectionString: s.config.databaseUrl! });
    await other.connect();
    const lockable: boolean[] = [];
    try {
      s.app.presence.onOffline.add(async (_trx, userId) => {
        if (userId !== people[1]) return;
        // From another connection, as a reconnect on another node would: the first person's row.
        await other.query('BEGIN');
        try {
          await other.query('SELECT id FROM users WHERE id = $1 FOR UPDATE NOWAIT', [people[0]]);
          lockable.push(true);
        } catch {
          lockable.push(false);
        } finally {
          await other.query('ROLLBACK');
        }
      });
      expect(await s.app.live.heartbeat()).toEqual([GONE_NODE]);
    } finally {
      await other.end();
    }
    expect(lockable).toEqual([true]);
  });
});
