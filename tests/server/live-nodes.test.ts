import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../scripts/server-process.mjs';
import { LIVE_CLOSE } from '../../src/protocol/live';
import type { DatabaseHandle } from '../../server/db/connection';
import { withEvents } from '../../server/events/event-store';
import type { Bus } from '../../server/events/bus';
import { systemClock } from '../../server/deps';
import { aMessage } from '../support/events';
import { connect, signedIn, type TestSocket } from './live-support';
import { postgresFor, twoNodesOnPostgres, type TwoNodes } from './pg-nodes-support';

const hasPostgres = await postgresFor('live-nodes');

describe.skipIf(!hasPostgres)('two server processes on one PostgreSQL', () => {
  let nodes: TwoNodes;
  let a: RunningServer;
  let b: RunningServer;
  let database: DatabaseHandle;
  let bus: Bus;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    nodes = await twoNodesOnPostgres();
    ({ a, b, database, bus } = nodes);
  }, 180_000);

  afterAll(async () => {
    for (const ws of sockets) ws.close();
    await nodes?.stop();
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
      emit({ stream: 'chat:1', type: 'MessageCreated', payload: aMessage({ text }), actorId: doctor.id, audience: [patient.id] }),
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
