import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp, type App } from '../../server/app';
import type { StoredEvent } from '../../server/events/event-store';
import { startTestServer, type TestServer } from '../support/server';
import { auth } from './chats-support';
import { consultation, hears, heard, ok, SECOND, socketPool, startCall, statusOf } from './calls-support';

let s: TestServer;
const pool = socketPool(() => s);
beforeEach(async () => {
  s = await startTestServer({ listen: true });
});
afterEach(async () => {
  pool.closeAll();
  await s.close();
});

const RING = 45 * SECOND;
const PENDING = 8 * SECOND;
const GONE = 20 * SECOND;

const notifications = async (token: string) =>
  (await s.app.inject({ method: 'GET', url: '/api/notifications', headers: auth(token) })).json().data.items as Array<{ action: string; entity_id: string; entity: Record<string, unknown> }>;

/** A doctor's call to a connected patient, ringing. */
async function ringing() {
  const c = await consultation(s);
  const doctorWs = await pool.open(c.doctor.token);
  const patientWs = await pool.open(c.patient.token);
  const call = await startCall(doctorWs, c.spaceId);
  await hears(patientWs, call.id, 'ringing');
  return { ...c, doctorWs, patientWs, call };
}

/** Moves the test clock by `ms` and fires what is due. */
async function after(ms: number) {
  s.clock.advance(ms);
  await s.app.calls.fireDue();
}

describe('ringing out', () => {
  it('is still ringing a moment before its expiry and missed at it, with a missed-call notification for the patient', async () => {
    const { doctor, patient, doctorWs, patientWs, call, spaceId } = await ringing();
    await after(RING - 1);
    expect(await statusOf(s, call.id)).toBe('ringing');
    await after(1);
    await hears(doctorWs, call.id, 'ringing_missed');
    await hears(patientWs, call.id, 'ringing_missed');
    const [missed] = await notifications(patient.token);
    expect(missed).toMatchObject({ action: 'call.missed', entity_id: call.id, entity: { actor_id: doctor.id, chat_space_id: spaceId } });
    expect(await notifications(doctor.token)).toEqual([]);
    // Fired once: firing again changes nothing.
    await after(RING);
    expect(heard(doctorWs, call.id)).toEqual(['pending', 'ringing', 'ringing_missed']);
  });

  it('is unreachable when no socket of the callee appears before its expiry, and leaves a missed-call notification', async () => {
    const { doctor, patient, spaceId } = await consultation(s);
    const doctorWs = await pool.open(doctor.token);
    const call = await startCall(doctorWs, spaceId);
    await s.app.calls.idle();
    await after(PENDING - 1);
    expect(await statusOf(s, call.id)).toBe('pending');
    await after(1);
    await hears(doctorWs, call.id, 'pending_unreachable');
    expect((await notifications(patient.token)).map((n) => n.action)).toEqual(['call.missed']);
  });

  it('an answer after the call rang out is refused', async () => {
    const { patientWs, call } = await ringing();
    await after(RING);
    const answer = await patientWs.request('AnswerCall', { call_id: call.id });
    expect(answer).toMatchObject({ response_type: 'Error', code: 'call.moved_on' });
  });
});

describe('losing the connection', () => {
  it('an ongoing call is disconnected when a side stays without a socket for the grace, not before', async () => {
    const { doctorWs, patientWs, call } = await ringing();
    ok(await patientWs.request('AnswerCall', { call_id: call.id }));
    patientWs.close();
    await until(async () => (await s.db.selectFrom('call_timers').select('id').where('kind', '=', 'gone').execute()).length === 1);
    await after(GONE - 1);
    expect(await statusOf(s, call.id)).toBe('ongoing');
    await after(1);
    await hears(doctorWs, call.id, 'ongoing_disconnected');
  });

  it('a side back within the grace keeps the call', async () => {
    const { patient, patientWs, call } = await ringing();
    ok(await patientWs.request('AnswerCall', { call_id: call.id }));
    patientWs.close();
    await until(async () => (await s.db.selectFrom('call_timers').select('id').where('kind', '=', 'gone').execute()).length === 1);
    await after(GONE - 1);
    await pool.open(patient.token);
    await after(GONE);
    expect(await statusOf(s, call.id)).toBe('ongoing');
  });

  it('a caller gone while it rings ends it disconnected; a callee gone while it rings does not', async () => {
    const first = await ringing();
    first.patientWs.close();
    await until(async () => (await s.db.selectFrom('live_connections').select('id').where('user_id', '=', first.patient.id).execute()).length === 0);
    await after(GONE);
    expect(await statusOf(s, first.call.id)).toBe('ringing');
    first.doctorWs.close();
    await until(async () => (await s.db.selectFrom('call_timers').select('id').where('kind', '=', 'gone').execute()).length === 1);
    await after(GONE);
    expect(await statusOf(s, first.call.id)).toBe('ringing_disconnected');
  });

  it('a caller gone while it is pending ends it disconnected', async () => {
    // A grace shorter than the pending wait, so the loss falls due first.
    await s.close();
    s = await startTestServer({ listen: true, env: { CALL_GONE_SECONDS: '5' } });
    const { doctor, spaceId } = await consultation(s);
    const doctorWs = await pool.open(doctor.token);
    const call = await startCall(doctorWs, spaceId);
    await s.app.calls.idle();
    doctorWs.close();
    await until(async () => (await s.db.selectFrom('call_timers').select('id').where('kind', '=', 'gone').execute()).length === 1);
    await after(5 * SECOND - 1);
    expect(await statusOf(s, call.id)).toBe('pending');
    await after(1);
    expect(await statusOf(s, call.id)).toBe('pending_disconnected');
  });
});

describe('a connection lost at the moment of a request', () => {
  it('an answer that arrives after the callee’s last socket closed still ends the call disconnected', async () => {
    const { patient, doctorWs, patientWs, call } = await ringing();
    // The close committed first: the callee was not in the call yet, so no loss timer started.
    await s.db.deleteFrom('live_connections').where('user_id', '=', patient.id).execute();
    ok(await patientWs.request('AnswerCall', { call_id: call.id }));
    await after(GONE);
    await hears(doctorWs, call.id, 'ongoing_disconnected');
  });
});

describe('a server process that stops without a word', () => {
  it('its people go offline once it stops beating, and their calls end disconnected', async () => {
    const { patient, doctorWs, patientWs, call } = await ringing();
    ok(await patientWs.request('AnswerCall', { call_id: call.id }));
    // The patient's connection sits on a node that died: its rows stay, nobody closes them.
    await s.db.updateTable('live_connections').set({ node_id: 'node-gone' }).where('user_id', '=', patient.id).execute();
    await s.db.insertInto('live_nodes').values({ node_id: 'node-gone', seen_at: s.clock.now() }).execute();

    s.clock.advance(60 * SECOND - 1);
    expect(await s.app.live.heartbeat()).toEqual([]);
    s.clock.advance(1);
    expect(await s.app.live.heartbeat()).toEqual([]);
    s.clock.advance(1);
    expect(await s.app.live.heartbeat()).toEqual(['node-gone']);
    expect(await s.db.selectFrom('live_connections').select('id').where('user_id', '=', patient.id).execute()).toEqual([]);
    expect((await doctorWs.next((m) => m.type === 'UserStatusChange' && (m.payload as { status: string }).status === 'offline')).payload).toEqual({ user_id: patient.id, status: 'offline' });
    // This node beats on; the dead one is forgotten.
    expect((await s.db.selectFrom('live_nodes').select('node_id').execute()).map((r) => r.node_id)).toEqual([s.nodeId]);

    await after(GONE);
    await hears(doctorWs, call.id, 'ongoing_disconnected');
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('timers and requests racing for a call (PostgreSQL)', () => {
  it('a timer whose call is being changed right now is left for the next poll, and never fails the call', async () => {
    const { call } = await ringing();
    s.clock.advance(RING);
    const other = new pg.Client({ connectionString: s.config.databaseUrl! });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query('SELECT id FROM calls WHERE id = $1 FOR UPDATE', [call.id]);
      expect(await s.app.calls.fireDue()).toBe(0);
      expect(await statusOf(s, call.id)).toBe('ringing');
      await other.query('ROLLBACK');
      await s.app.calls.fireDue();
      expect(await statusOf(s, call.id)).toBe('ringing_missed');
    } finally {
      await other.end();
    }
  });
});

describe('server-side failures', () => {
  it('a call that cannot be rung fails while pending', async () => {
    // The database refuses the move to ringing, as a failing disk or connection would.
    await sql.raw(`CREATE FUNCTION refuse_ring() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'ring refused'; END $$`).execute(s.db);
    await sql.raw(`CREATE TRIGGER refuse_ring BEFORE UPDATE ON calls FOR EACH ROW WHEN (NEW.status = 'ringing') EXECUTE FUNCTION refuse_ring()`).execute(s.db);
    const { doctor, patient, spaceId } = await consultation(s);
    const doctorWs = await pool.open(doctor.token);
    await pool.open(patient.token);
    const call = await startCall(doctorWs, spaceId);
    await hears(doctorWs, call.id, 'pending_failed');
  });

  it('a ringing call whose CallIncame could not be published fails, and both sides hear it', async () => {
    const { doctor, patient, spaceId } = await consultation(s);
    const doctorWs = await pool.open(doctor.token);
    const patientWs = await pool.open(patient.token);
    failNextPublish((types) => types.includes('CallIncame'));
    const call = await startCall(doctorWs, spaceId);
    await hears(doctorWs, call.id, 'ringing_failed');
    await hears(patientWs, call.id, 'ringing_failed');
  });

  it('an answer whose change could not be published fails the call', async () => {
    const { doctorWs, patientWs, call } = await ringing();
    failNextPublish((_types, statuses) => statuses.includes('ongoing'));
    const answer = await patientWs.request('AnswerCall', { call_id: call.id });
    expect(answer).toMatchObject({ response_type: 'Error', code: 'internal' });
    await hears(doctorWs, call.id, 'ongoing_failed');
    await hears(patientWs, call.id, 'ongoing_failed');
  });
});

describe('a restart in the middle of ringing', () => {
  it('keeps the call ringing through the restart and rings it out on the new process', async () => {
    const { doctor, patient, call } = await ringing();
    pool.closeAll();
    await s.app.close();
    let app2: App | null = null;
    try {
      app2 = await buildApp({ config: s.config, db: s.db, clock: s.clock, bus: s.bus, nodeId: s.nodeId });
      const url = await app2.listen({ port: 0, host: '127.0.0.1' });
      const doctorWs = await pool.open(doctor.token, url);
      await pool.open(patient.token, url);
      // Both came back within the grace: a moment before its expiry it still rings.
      s.clock.advance(RING - 1);
      await app2.calls.fireDue();
      expect(await statusOf(s, call.id)).toBe('ringing');
      s.clock.advance(1);
      await app2.calls.fireDue();
      await hears(doctorWs, call.id, 'ringing_missed');
    } finally {
      pool.closeAll();
      await app2?.close();
    }
  });
});

/** Makes the bus refuse the next publish whose events match. */
/**
 * The next publish of matching events fails after their commit: `publish` (one process) or
 * `publishAnnounced` (PostgreSQL, where the announcement went out with the transaction and only
 * this node's delivery is left).
 */
function failNextPublish(match: (types: string[], statuses: string[]) => boolean) {
  const publish = s.bus.publish.bind(s.bus);
  const publishAnnounced = s.bus.publishAnnounced.bind(s.bus);
  let armed = true;
  const fails = (events: readonly StoredEvent[]) => {
    const types = events.map((e) => e.type);
    const statuses = events.map((e) => String((e.payload as { status?: string }).status));
    if (!armed || !match(types, statuses)) return false;
    armed = false;
    return true;
  };
  s.bus.publish = async (events) => {
    if (fails(events)) throw new Error('bus down');
    return publish(events);
  };
  s.bus.publishAnnounced = (events) => {
    if (fails(events)) throw new Error('bus down');
    publishAnnounced(events);
  };
}

async function until(check: () => Promise<boolean>, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}
