import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { startServer, type RunningServer } from '../../scripts/server-process.mjs';
import { LIVE_CLOSE } from '../../src/protocol/live';
import { openDatabase, type DatabaseHandle } from '../../server/db/connection';
import { withEvents } from '../../server/events/event-store';
import { createPgBus } from '../../server/events/pg-bus';
import type { Bus } from '../../server/events/bus';
import { systemClock } from '../../server/deps';
import { connect, signedIn, type TestSocket } from './live-support';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function reachable(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

const hasPostgres = await reachable(ADMIN_URL);
if (!hasPostgres) console.warn(`live-nodes: no PostgreSQL at ${ADMIN_URL}; skipping the two-process test (set TEST_DATABASE_URL)`);

describe.skipIf(!hasPostgres)('two server processes on one PostgreSQL', () => {
  const name = `t_nodes_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
  let databaseUrl: string;
  let a: RunningServer;
  let b: RunningServer;
  let database: DatabaseHandle;
  let bus: Bus;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    const env = { DATABASE_URL: databaseUrl, SEED: 'none' };
    a = await startServer({ env: { ...env, NODE_ID: 'node-a' } });
    b = await startServer({ env: { ...env, NODE_ID: 'node-b' } });
    database = await openDatabase({ databaseUrl, dataDir: a.dataDir });
    bus = createPgBus({ connectionString: databaseUrl, db: database.db, nodeId: 'test-process' });
    await bus.start();
  }, 180_000);

  afterAll(async () => {
    for (const ws of sockets) ws.close();
    await a?.stop();
    await b?.stop();
    await bus?.stop();
    await database?.close();
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }, 60_000);

  const open = (base: string, token: string) => {
    const ws = connect(base, { token });
    sockets.push(ws);
    return ws;
  };

  it('carries events, presence and logout between the nodes', async () => {
    const patient = await signedIn(database.db, new Date(), 'Patient');
    const doctor = await signedIn(database.db, new Date(), 'Doctor');
    const onB = open(b.url, patient.token);
    await onB.request('Ping');

    // A doctor connecting to node A: node A appends the presence event, node B pushes it.
    const onA = open(a.url, doctor.token);
    await onA.request('Ping');
    expect(await onB.next((m) => m.type === 'UserStatusChange')).toEqual({ type: 'UserStatusChange', payload: { user_id: doctor.id, status: 'online' } });
    const seenOnB = await fetch(`${b.url}/api/presence?ids=${doctor.id}`, { headers: { authorization: `Bearer ${patient.token}` } });
    expect((await seenOnB.json()).data).toEqual([{ user_id: doctor.id, status: 'online' }]);

    // An event committed by another process, with a payload far beyond NOTIFY's 8000 bytes.
    const text = 'x'.repeat(50_000);
    await withEvents({ db: database.db, bus, clock: systemClock }, (_trx, emit) =>
      emit({ stream: 'chat:1', type: 'MessageCreated', payload: { text }, actorId: doctor.id, audience: [patient.id] }),
    );
    expect(((await onB.next((m) => m.type === 'MessageCreated')).payload as { text: string }).text).toBe(text);
    await onA.request('Ping');
    expect(onA.received.some((m) => m.type === 'MessageCreated')).toBe(false);

    // Logging out through node A closes the same session's socket on node B within a second.
    const onBAsDoctor = open(b.url, doctor.token);
    await onBAsDoctor.request('Ping');
    const started = Date.now();
    const out = await fetch(`${a.url}/api/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${doctor.token}` } });
    expect(out.status).toBe(200);
    expect(await onBAsDoctor.closed).toBe(LIVE_CLOSE.unauthorized);
    expect(await onA.closed).toBe(LIVE_CLOSE.unauthorized);
    expect(Date.now() - started).toBeLessThan(1000);
    await onB.next((m) => m.type === 'UserStatusChange' && (m.payload as { status: string }).status === 'offline');
  }, 60_000);
});
