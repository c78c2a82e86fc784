import { expect } from 'vitest';
import type { CallInfo } from '../../src/protocol/calls';
import { project } from '../../server/events/projection';
import { callProjection } from '../../server/features/calls/calls.projection';
import type { TestServer } from '../support/server';
import { addMember, createClinic, createSpace, HOUR } from './chats-support';
import { connect, signIn, type TestSocket } from './live-support';

/** A doctor, a patient and their active doctor-patient chat, on server `s`. */
export async function consultation(s: TestServer) {
  const doctor = await signIn(s, 'Doctor');
  const patient = await signIn(s, 'Patient');
  const spaceId = await createSpace(s, { type: 'PatientDoctor', doctorId: doctor.id, patientId: patient.id, activeUntil: new Date(s.clock.now().getTime() + HOUR) });
  return { doctor, patient, spaceId };
}

/** A doctor, two operators of a clinic and the doctor-clinic chat. */
export async function doctorAndClinic(s: TestServer) {
  const doctor = await signIn(s, 'Doctor');
  const op1 = await signIn(s, 'ClinicOperator');
  const op2 = await signIn(s, 'ClinicOperator');
  const clinicId = await createClinic(s.db);
  await addMember(s.db, clinicId, op1.id);
  await addMember(s.db, clinicId, op2.id);
  const spaceId = await createSpace(s, { type: 'DoctorClinic', doctorId: doctor.id, clinicId });
  return { doctor, op1, op2, clinicId, spaceId };
}

/** Opens sockets and closes them all at the end of a test. */
export function socketPool(s: () => TestServer) {
  const sockets: TestSocket[] = [];
  return {
    async open(token: string, url = s().url!): Promise<TestSocket> {
      const ws = connect(url, { token });
      sockets.push(ws);
      await ws.request('Ping');
      return ws;
    },
    closeAll() {
      for (const ws of sockets.splice(0)) ws.close();
    },
  };
}

export const ok = (answer: Record<string, unknown>) => {
  if (answer.response_type !== 'Ok') throw new Error(`expected Ok, got ${JSON.stringify(answer)}`);
  return answer.data as { call: CallInfo; room?: { domain: string; name: string; jwt: string | null } };
};

/** Starts a call from `ws` and answers the created call. */
export async function startCall(ws: TestSocket, spaceId: string): Promise<CallInfo> {
  return ok(await ws.request('Call', { chat_space_id: spaceId, type: 'video' })).call;
}

/** The statuses `ws` has heard for `callId` through CallUpdated, in order. */
export const heard = (ws: TestSocket, callId: string) =>
  ws.received.filter((m) => m.type === 'CallUpdated' && (m.payload as CallInfo).id === callId).map((m) => (m.payload as CallInfo).status);

/** Waits until `ws` has heard CallUpdated with `status` for `callId`; resolves with that call. */
export const hears = async (ws: TestSocket, callId: string, status: string, timeoutMs?: number) =>
  (await ws.next((m) => m.type === 'CallUpdated' && (m.payload as CallInfo).id === callId && (m.payload as CallInfo).status === status, timeoutMs)).payload as CallInfo;

/** The call's row status straight from the database. */
export const statusOf = async (s: TestServer, callId: string) =>
  (await s.db.selectFrom('calls').select('status').where('id', '=', callId).executeTakeFirstOrThrow()).status;

export const SECOND = 1000;

/**
 * Every call's row equals its stream folded by the calls projection (the read table can always be
 * rebuilt from the events): the call as it travels, the stream version, and when it was answered,
 * when it ended and who ended it.
 */
export async function expectCallsRebuiltFromStreams(s: TestServer): Promise<number> {
  const rows = await s.db.selectFrom('calls').selectAll().orderBy('created_at').execute();
  const iso = (d: Date | null) => (d === null ? null : new Date(d).toISOString());
  for (const row of rows) {
    const folded = await project(s.db, `call:${row.id}`, callProjection);
    expect({ version: folded.version, ...folded.state, answeredAt: iso(folded.state.answeredAt), endedAt: iso(folded.state.endedAt) }).toEqual({
      version: row.version,
      call: {
        id: row.id,
        caller_id: row.caller_id,
        callee_id: row.callee_id,
        chat_space_id: row.chat_space_id,
        status: row.status,
        expires_at: iso(row.expires_at),
        type: row.type,
        created_at: iso(row.created_at),
      },
      answeredAt: iso(row.answered_at),
      endedAt: iso(row.ended_at),
      endedBy: row.ended_by,
    });
  }
  return rows.length;
}
