import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { connect, signIn, until, type TestSocket } from './live-support';
import { addMember, auth, createClinic, createSpace, HOUR, sendText } from './chats-support';

let s: TestServer;
const sockets: TestSocket[] = [];
const open = async (token: string) => {
  const ws = connect(s.url!, { token });
  sockets.push(ws);
  await ws.request('Ping');
  return ws;
};
beforeEach(async () => {
  s = await startTestServer({ listen: true });
});
afterEach(async () => {
  for (const ws of sockets.splice(0)) ws.close();
  await s.close();
});

const pushes = (ws: TestSocket, type: string) => ws.received.filter((m) => m.type === type);
const notifications = async (token: string) =>
  (await s.app.inject({ method: 'GET', url: '/api/notifications', headers: auth(token) })).json().data.items as Array<{ action: string; entity_id: string }>;

describe('chats over the live channel', () => {
  it('pushes MessageCreated to the recipient and the sender, and never to a stranger', async () => {
    const patient = await signIn(s, 'Patient');
    const doctor = await signIn(s, 'Doctor');
    const stranger = await signIn(s, 'Doctor');
    const id = await createSpace(s, { type: 'PatientDoctor', doctorId: doctor.id, patientId: patient.id, activeUntil: new Date(s.clock.now().getTime() + HOUR) });
    const doctorWs = await open(doctor.token);
    const patientWs = await open(patient.token);
    const strangerWs = await open(stranger.token);

    const message = (await sendText(s, patient.token, id, 'hello doctor')).json().data;
    expect(await doctorWs.next((m) => m.type === 'MessageCreated')).toEqual({ type: 'MessageCreated', payload: message });
    expect(await patientWs.next((m) => m.type === 'MessageCreated')).toEqual({ type: 'MessageCreated', payload: message });
    await strangerWs.request('Ping');
    await doctorWs.request('Ping');
    expect(pushes(strangerWs, 'MessageCreated')).toEqual([]);
    // The doctor was connected: no notification for them.
    expect(await notifications(doctor.token)).toEqual([]);
  });

  it('pushes a clinic chat message to every operator of that clinic and to no other clinic', async () => {
    const patient = await signIn(s, 'Patient');
    const op1 = await signIn(s, 'ClinicOperator');
    const op2 = await signIn(s, 'ClinicOperator');
    const otherOp = await signIn(s, 'ClinicOperator');
    const clinic = await createClinic(s.db);
    const otherClinic = await createClinic(s.db);
    await addMember(s.db, clinic, op1.id);
    await addMember(s.db, clinic, op2.id, 'admin');
    await addMember(s.db, otherClinic, otherOp.id);
    const id = await createSpace(s, { type: 'PatientClinic', patientId: patient.id, clinicId: clinic, inquiry: 'joined' });
    const [w1, w2, wOther] = [await open(op1.token), await open(op2.token), await open(otherOp.token)];

    const message = (await sendText(s, patient.token, id, 'hello clinic')).json().data;
    expect((await w1.next((m) => m.type === 'MessageCreated')).payload).toEqual(message);
    expect((await w2.next((m) => m.type === 'MessageCreated')).payload).toEqual(message);
    await wOther.request('Ping');
    expect(pushes(wOther, 'MessageCreated')).toEqual([]);
  });

  it('notifies a recipient of a new message only once all their sockets are closed', async () => {
    const patient = await signIn(s, 'Patient');
    const doctor = await signIn(s, 'Doctor');
    const id = await createSpace(s, { type: 'PatientDoctor', doctorId: doctor.id, patientId: patient.id, activeUntil: new Date(s.clock.now().getTime() + HOUR) });
    const doctorWs = await open(doctor.token);
    await sendText(s, patient.token, id, 'one');
    expect(await notifications(doctor.token)).toEqual([]);
    doctorWs.close();
    await doctorWs.closed;
    await until(async () => Number((await s.db.selectFrom('live_connections').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n) === 0);
    await sendText(s, patient.token, id, 'two');
    expect((await notifications(doctor.token)).map((n) => [n.action, n.entity_id])).toEqual([['message.created', id]]);
  });
});

describe('patient presence', () => {
  const statuses = (ws: TestSocket, userId: string) =>
    pushes(ws, 'UserStatusChange').filter((m) => (m.payload as { user_id: string }).user_id === userId).map((m) => (m.payload as { status: string }).status);

  it('tells the doctors and clinic operators a patient chats with, and nobody else, when the patient comes and goes', async () => {
    const patient = await signIn(s, 'Patient');
    const doctor = await signIn(s, 'Doctor');
    const op = await signIn(s, 'ClinicOperator');
    const strangerDoctor = await signIn(s, 'Doctor');
    const strangerPatient = await signIn(s, 'Patient');
    const clinic = await createClinic(s.db);
    await addMember(s.db, clinic, op.id);
    await createSpace(s, { type: 'PatientDoctor', doctorId: doctor.id, patientId: patient.id, activeUntil: new Date(s.clock.now().getTime() + HOUR) });
    await createSpace(s, { type: 'PatientClinic', patientId: patient.id, clinicId: clinic, inquiry: 'created' });
    const watchers = { doctor: await open(doctor.token), op: await open(op.token), strangerDoctor: await open(strangerDoctor.token), strangerPatient: await open(strangerPatient.token) };

    const p = await open(patient.token);
    p.close();
    await until(() => statuses(watchers.doctor, patient.id).length === 2 && statuses(watchers.op, patient.id).length === 2);
    expect(statuses(watchers.doctor, patient.id)).toEqual(['online', 'offline']);
    expect(statuses(watchers.op, patient.id)).toEqual(['online', 'offline']);
    await watchers.strangerDoctor.request('Ping');
    await watchers.strangerPatient.request('Ping');
    expect(statuses(watchers.strangerDoctor, patient.id)).toEqual([]);
    expect(statuses(watchers.strangerPatient, patient.id)).toEqual([]);
  });
});
