import { describe, expect, it } from 'vitest';
import { liveServerEachTest, signIn, type TestSocket } from './live-support';
import { addMember, auth, createClinic, createSpace, HOUR } from './chats-support';

// Issue 19: a text message costs at most two database round trips on its hot path (the sender
// signed in before, the recipient connected), counted at the database driver, BEGIN and COMMIT
// included; the announcement to other nodes (PostgreSQL) counts too.

const live = liveServerEachTest();

/** Round trips of one text message sent after a first one (caches warm); the push arrives. */
async function roundTripsOfSend(token: string, spaceId: string, recipient: TestSocket, clientId?: string): Promise<number> {
  const s = live.s;
  const send = (text: string) =>
    s.app.inject({ method: 'POST', url: `/api/chat-spaces/${spaceId}/messages/text`, headers: auth(token), payload: clientId ? { text, client_id: `${clientId}-${text}` } : { text } });
  expect((await send('first')).statusCode).toBe(200);
  await recipient.next((m) => m.type === 'MessageCreated' && (m.payload as { text: string }).text === 'first');
  const before = s.roundTrips();
  const res = await send('second');
  const used = s.roundTrips() - before;
  expect(res.statusCode).toBe(200);
  await recipient.next((m) => m.type === 'MessageCreated' && (m.payload as { text: string }).text === 'second');
  return used;
}

describe('round trips of a text message', () => {
  it('a doctor chat: at most two, with and without a client id', async () => {
    const s = live.s;
    const patient = await signIn(s, 'Patient');
    const doctor = await signIn(s, 'Doctor');
    const id = await createSpace(s, { type: 'PatientDoctor', doctorId: doctor.id, patientId: patient.id, activeUntil: new Date(s.clock.now().getTime() + HOUR) });
    const doctorWs = await live.open(doctor.token);
    expect(await roundTripsOfSend(patient.token, id, doctorWs)).toBeLessThanOrEqual(2);
    expect(await roundTripsOfSend(patient.token, id, doctorWs, 'keyed')).toBeLessThanOrEqual(2);
  });

  it('a clinic chat with two operators online: at most two', async () => {
    const s = live.s;
    const patient = await signIn(s, 'Patient');
    const op1 = await signIn(s, 'ClinicOperator');
    const op2 = await signIn(s, 'ClinicOperator');
    const clinic = await createClinic(s.db);
    await addMember(s.db, clinic, op1.id);
    await addMember(s.db, clinic, op2.id, 'admin');
    const id = await createSpace(s, { type: 'PatientClinic', patientId: patient.id, clinicId: clinic, inquiry: 'joined' });
    const w1 = await live.open(op1.token);
    await live.open(op2.token);
    expect(await roundTripsOfSend(patient.token, id, w1)).toBeLessThanOrEqual(2);
  });
});
