import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallInfo } from '../../src/protocol/calls';
import { connect, signedIn, type TestSocket } from './live-support';
import { hears, heard, ok, startCall } from './calls-support';
import { postgresFor, twoNodesOnPostgres, type TwoNodes } from './pg-nodes-support';

const hasPostgres = await postgresFor('calls-nodes');

describe.skipIf(!hasPostgres)('calls across two server processes on one PostgreSQL', () => {
  let nodes: TwoNodes;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    nodes = await twoNodesOnPostgres({ CALL_RING_SECONDS: '2', CALL_TIMER_POLL_MS: '100' });
  }, 180_000);

  afterAll(async () => {
    for (const ws of sockets) ws.close();
    await nodes?.stop();
  }, 60_000);

  const open = async (base: string, token: string) => {
    const ws = connect(base, { token });
    sockets.push(ws);
    await ws.request('Ping');
    return ws;
  };

  async function consultationOnDb() {
    const db = nodes.database.db;
    const doctor = await signedIn(db, new Date(), 'Doctor');
    const patient = await signedIn(db, new Date(), 'Patient');
    const row = await db
      .insertInto('chat_spaces')
      .values({ type: 'PatientDoctor', doctor_id: doctor.id, patient_id: patient.id, active_until: new Date(Date.now() + 3600_000), created_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { doctor, patient, spaceId: row.id };
  }

  it('rings a callee on the other node, carries the answer back, and rings out exactly once', async () => {
    const { doctor, patient, spaceId } = await consultationOnDb();
    const doctorWs = await open(nodes.a.url, doctor.token);
    const patientWs = await open(nodes.b.url, patient.token);

    const call = await startCall(doctorWs, spaceId);
    expect(((await patientWs.next((m) => m.type === 'CallIncame', 5000)).payload as CallInfo).id).toBe(call.id);
    ok(await patientWs.request('AnswerCall', { call_id: call.id }));
    await hears(doctorWs, call.id, 'ongoing', 5000);
    ok(await doctorWs.request('FinishCall', { call_id: call.id }));
    await hears(patientWs, call.id, 'ongoing_finished', 5000);

    // Unanswered: both nodes poll the timer; it fires once.
    const second = await startCall(doctorWs, spaceId);
    await hears(patientWs, second.id, 'ringing', 5000);
    await hears(doctorWs, second.id, 'ringing_missed', 8000);
    await hears(patientWs, second.id, 'ringing_missed', 8000);
    await new Promise((r) => setTimeout(r, 500));
    expect(heard(doctorWs, second.id)).toEqual(['pending', 'ringing', 'ringing_missed']);
    expect(heard(patientWs, second.id)).toEqual(['ringing', 'ringing_missed']);
    const notices = await nodes.database.db.selectFrom('notifications').select('entity_id').where('action', '=', 'call.missed').execute();
    expect(notices.map((n) => n.entity_id)).toEqual([second.id]);
  }, 60_000);
});
