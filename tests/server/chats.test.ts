import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readStream } from '../../server/events/event-store';
import { openSession } from '../../server/features/auth/sessions.service';
import { startTestServer, type TestServer } from '../support/server';
import { signIn } from './live-support';
import { addMember, auth, createClinic, createSpace, HOUR, messageCount, sendText } from './chats-support';

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer();
});
afterEach(async () => {
  await s.close();
});

const get = (token: string, url: string) => s.app.inject({ method: 'GET', url, headers: auth(token) });
const post = (token: string, url: string) => s.app.inject({ method: 'POST', url, headers: auth(token) });

describe('chat spaces: reading', () => {
  it('shows a chat space in the SPEC shape, with no message and never seen', async () => {
    const patient = await signIn(s, 'Patient');
    const doctor = await signIn(s, 'Doctor');
    const until = new Date(s.clock.now().getTime() + HOUR);
    const id = await createSpace(s, { type: 'PatientDoctor', doctorId: doctor.id, patientId: patient.id, activeUntil: until });
    const res = await get(patient.token, `/api/chat-spaces/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        id,
        type: 'PatientDoctor',
        chat_space: { doctor_id: doctor.id, patient_id: patient.id, clinic_id: null, active_until: until.toISOString(), last_clinic_inquiry: null },
        last_message: null,
        last_seen: null,
        party_last_seen: null,
        active: true,
      },
    });
  });

  it("lists only the person's chat spaces, the one with the newest message first", async () => {
    const patient = await signIn(s, 'Patient');
    const d1 = await signIn(s, 'Doctor');
    const d2 = await signIn(s, 'Doctor');
    const stranger = await signIn(s, 'Patient');
    const until = new Date(s.clock.now().getTime() + 24 * HOUR);
    const a = await createSpace(s, { type: 'PatientDoctor', doctorId: d1.id, patientId: patient.id, activeUntil: until });
    const b = await createSpace(s, { type: 'PatientDoctor', doctorId: d2.id, patientId: patient.id, activeUntil: until });
    expect((await sendText(s, patient.token, b, 'first')).statusCode).toBe(200);
    s.clock.advance(1000);
    expect((await sendText(s, d1.token, a, 'second')).statusCode).toBe(200);

    const list = (await get(patient.token, '/api/chat-spaces')).json().data as Array<{ id: string; last_message: { text: string } }>;
    expect(list.map((c) => [c.id, c.last_message.text])).toEqual([[a, 'second'], [b, 'first']]);
    s.clock.advance(1000);
    await sendText(s, patient.token, b, 'third');
    expect(((await get(patient.token, '/api/chat-spaces')).json().data as Array<{ id: string }>).map((c) => c.id)).toEqual([b, a]);
    expect(((await get(d1.token, '/api/chat-spaces')).json().data as Array<{ id: string }>).map((c) => c.id)).toEqual([a]);
    expect((await get(stranger.token, '/api/chat-spaces')).json()).toEqual({ data: [] });
  });

  it('pages the history backwards, newest first, and refuses a cursor from another chat', async () => {
    const patient = await signIn(s, 'Patient');
    const doctor = await signIn(s, 'Doctor');
    const until = new Date(s.clock.now().getTime() + HOUR);
    const id = await createSpace(s, { type: 'PatientDoctor', doctorId: doctor.id, patientId: patient.id, activeUntil: until });
    const other = await createSpace(s, { type: 'PatientDoctor', doctorId: doctor.id, patientId: patient.id, activeUntil: until });
    for (const text of ['m1', 'm2', 'm3', 'm4', 'm5']) await sendText(s, patient.token, id, text);
    const foreign = (await sendText(s, patient.token, other, 'elsewhere')).json().data.id as string;

    const first = (await get(doctor.token, `/api/chat-spaces/${id}/messages?limit=2`)).json().data;
    expect(first.items.map((m: { text: string }) => m.text)).toEqual(['m5', 'm4']);
    expect(first.has_more).toBe(true);
    const second = (await get(doctor.token, `/api/chat-spaces/${id}/messages?limit=2&before=${first.items[1].id}`)).json().data;
    expect(second.items.map((m: { text: string }) => m.text)).toEqual(['m3', 'm2']);
    const last = (await get(doctor.token, `/api/chat-spaces/${id}/messages?limit=2&before=${second.items[1].id}`)).json().data;
    expect(last).toMatchObject({ has_more: false });
    expect(last.items.map((m: { text: string }) => m.text)).toEqual(['m1']);

    const bad = await get(doctor.token, `/api/chat-spaces/${id}/messages?before=${foreign}`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual([{ path: 'before', code: 'field.format' }]);
  });

  it('marks a chat seen at the current time and shows it as last_seen for that person only', async () => {
    const patient = await signIn(s, 'Patient');
    const doctor = await signIn(s, 'Doctor');
    const id = await createSpace(s, { type: 'PatientDoctor', doctorId: doctor.id, patientId: patient.id, activeUntil: new Date(s.clock.now().getTime() + HOUR) });
    s.clock.advance(5000);
    const seen = await post(patient.token, `/api/chat-spaces/${id}/seen`);
    expect(seen.json()).toEqual({ data: s.clock.now().toISOString() });
    expect((await get(patient.token, `/api/chat-spaces/${id}`)).json().data.last_seen).toBe(s.clock.now().toISOString());
    expect((await get(doctor.token, `/api/chat-spaces/${id}`)).json().data.last_seen).toBeNull();
  });
});

describe('chat spaces: sending text', () => {
  it('stores trimmed text and answers the message', async () => {
    const patient = await signIn(s, 'Patient');
    const doctor = await signIn(s, 'Doctor');
    const id = await createSpace(s, { type: 'PatientDoctor', doctorId: doctor.id, patientId: patient.id, activeUntil: new Date(s.clock.now().getTime() + HOUR) });
    const res = await sendText(s, patient.token, id, '  გამარჯობა  ');
    expect(res.statusCode).toBe(200);
    const message = res.json().data;
    expect(message).toEqual({ id: expect.any(String), chat_space_id: id, sender_id: patient.id, text: 'გამარჯობა', created_at: s.clock.now().toISOString() });
    expect((await get(doctor.token, `/api/chat-spaces/${id}`)).json().data.last_message).toEqual(message);
  });

  it('refuses empty and over-long text with field errors and writes nothing', async () => {
    const patient = await signIn(s, 'Patient');
    const doctor = await signIn(s, 'Doctor');
    const id = await createSpace(s, { type: 'PatientDoctor', doctorId: doctor.id, patientId: patient.id, activeUntil: new Date(s.clock.now().getTime() + HOUR) });
    const empty = await sendText(s, patient.token, id, '   \n ');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual([{ path: 'text', code: 'field.required' }]);
    const long = await sendText(s, patient.token, id, 'ა'.repeat(4001));
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual([{ path: 'text', code: 'field.too_long', params: { max: 4000 } }]);
    expect(await messageCount(s.db)).toBe(0);
    expect((await sendText(s, patient.token, id, ` ${'ა'.repeat(4000)} `)).statusCode).toBe(200);
  });

  it('appends MessageCreated to the chat stream with every party, including clinic operators, as audience', async () => {
    const patient = await signIn(s, 'Patient');
    const op1 = await signIn(s, 'ClinicOperator');
    const op2 = await signIn(s, 'ClinicOperator');
    const clinicDoctor = await signIn(s, 'Doctor');
    const clinic = await createClinic(s.db);
    await addMember(s.db, clinic, op1.id, 'admin');
    await addMember(s.db, clinic, op2.id, 'operator');
    await addMember(s.db, clinic, clinicDoctor.id, 'doctor');
    const id = await createSpace(s, { type: 'PatientClinic', patientId: patient.id, clinicId: clinic, inquiry: 'joined' });
    const message = (await sendText(s, patient.token, id, 'hello')).json().data;
    const events = await readStream(s.db, `chat:${id}`);
    expect(events.map((e) => [e.type, e.payload, [...e.audience].sort()])).toEqual([['MessageCreated', message, [patient.id, op1.id, op2.id].sort()]]);
  });
});

describe('chat activity', () => {
  it('closes a doctor chat once active_until has passed: 409 chat.inactive and nothing written', async () => {
    const patient = await signIn(s, 'Patient');
    const doctor = await signIn(s, 'Doctor');
    const id = await createSpace(s, { type: 'PatientDoctor', doctorId: doctor.id, patientId: patient.id, activeUntil: new Date(s.clock.now().getTime() + HOUR) });
    s.clock.advance(HOUR - 1);
    expect((await sendText(s, doctor.token, id, 'still open')).statusCode).toBe(200);
    s.clock.advance(1);
    const res = await sendText(s, doctor.token, id, 'too late');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('chat.inactive');
    expect(await messageCount(s.db)).toBe(1);
    expect((await readStream(s.db, `chat:${id}`)).length).toBe(1);
    expect((await get(patient.token, `/api/chat-spaces/${id}`)).json().data).toMatchObject({ active: false, inactive_reason: 'expired' });
  });

  it('treats a doctor chat without active_until as inactive', async () => {
    const patient = await signIn(s, 'Patient');
    const doctor = await signIn(s, 'Doctor');
    const id = await createSpace(s, { type: 'PatientDoctor', doctorId: doctor.id, patientId: patient.id, activeUntil: null });
    expect((await sendText(s, patient.token, id, 'hi')).statusCode).toBe(409);
  });

  it('closes a clinic chat once its inquiry is completed, and keeps it open while created or joined', async () => {
    const patient = await signIn(s, 'Patient');
    const other = await signIn(s, 'Patient');
    const op = await signIn(s, 'ClinicOperator');
    const clinic = await createClinic(s.db);
    await addMember(s.db, clinic, op.id);
    // One clinic chat per patient and clinic: the open one is another patient's.
    const open = await createSpace(s, { type: 'PatientClinic', patientId: other.id, clinicId: clinic, inquiry: 'created' });
    const closed = await createSpace(s, { type: 'PatientClinic', patientId: patient.id, clinicId: clinic, inquiry: 'completed' });
    expect((await sendText(s, op.token, open, 'welcome')).statusCode).toBe(200);
    const res = await sendText(s, op.token, closed, 'welcome');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('chat.inactive');
    expect((await get(patient.token, `/api/chat-spaces/${closed}`)).json().data).toMatchObject({ active: false, inactive_reason: 'inquiry_completed' });
    expect((await get(other.token, `/api/chat-spaces/${open}`)).json().data.active).toBe(true);
  });

  it('keeps a doctor-clinic chat active whatever the time', async () => {
    const doctor = await signIn(s, 'Doctor');
    const op = await signIn(s, 'ClinicOperator');
    const clinic = await createClinic(s.db);
    await addMember(s.db, clinic, op.id);
    const id = await createSpace(s, { type: 'DoctorClinic', doctorId: doctor.id, clinicId: clinic, activeUntil: new Date(s.clock.now().getTime() - HOUR) });
    s.clock.advance(1000 * 24 * HOUR);
    // Sessions expire long before that; sign the same people in again.
    const again = (userId: string) => openSession(s.db, s.clock.now(), userId, { ip: '127.0.0.1', userAgent: 'test' });
    expect((await sendText(s, await again(doctor.id), id, 'hi')).statusCode).toBe(200);
    expect((await sendText(s, await again(op.id), id, 'hello')).statusCode).toBe(200);
    expect((await get(await again(doctor.id), `/api/chat-spaces/${id}`)).json().data).toMatchObject({ active: true });
  });
});

describe('chat access', () => {
  async function setup() {
    const patient = await signIn(s, 'Patient');
    const doctor = await signIn(s, 'Doctor');
    const op = await signIn(s, 'ClinicOperator');
    const clinic = await createClinic(s.db);
    const otherClinic = await createClinic(s.db);
    await addMember(s.db, clinic, op.id);
    const otherOp = await signIn(s, 'ClinicOperator');
    await addMember(s.db, otherClinic, otherOp.id);
    const clinicDoctor = await signIn(s, 'Doctor');
    await addMember(s.db, clinic, clinicDoctor.id, 'doctor');
    const strangers = { patient: await signIn(s, 'Patient'), doctor: await signIn(s, 'Doctor'), otherOp, clinicDoctor };
    const until = new Date(s.clock.now().getTime() + HOUR);
    const spaces = {
      patientDoctor: await createSpace(s, { type: 'PatientDoctor', doctorId: doctor.id, patientId: patient.id, activeUntil: until }),
      patientClinic: await createSpace(s, { type: 'PatientClinic', patientId: patient.id, clinicId: clinic, inquiry: 'joined' }),
      doctorClinic: await createSpace(s, { type: 'DoctorClinic', doctorId: doctor.id, clinicId: clinic }),
    };
    return { patient, doctor, op, strangers, spaces };
  }

  const routes = (id: string) => [
    ['GET', `/api/chat-spaces/${id}`],
    ['POST', `/api/chat-spaces/${id}/seen`],
    ['POST', `/api/chat-spaces/${id}/messages/text`],
    ['GET', `/api/chat-spaces/${id}/messages`],
  ] as const;
  const call = (token: string | null, method: 'GET' | 'POST', url: string) =>
    s.app.inject({ method, url, headers: token ? auth(token) : {}, payload: url.endsWith('/text') ? { text: 'hi' } : undefined });

  it('answers 404 on every chat route to anyone who is not a party, and writes nothing', async () => {
    const { spaces, strangers } = await setup();
    const outsiders: Record<keyof typeof spaces, string[]> = {
      patientDoctor: [strangers.patient.token, strangers.doctor.token, strangers.otherOp.token],
      patientClinic: [strangers.patient.token, strangers.doctor.token, strangers.otherOp.token, strangers.clinicDoctor.token],
      doctorClinic: [strangers.patient.token, strangers.doctor.token, strangers.otherOp.token, strangers.clinicDoctor.token],
    };
    for (const [name, id] of Object.entries(spaces) as [keyof typeof spaces, string][]) {
      for (const token of outsiders[name]) {
        for (const [method, url] of routes(id)) {
          const res = await call(token, method, url);
          expect([name, method, url, res.statusCode, res.json().code]).toEqual([name, method, url, 404, 'chat.not_found']);
        }
      }
    }
    expect(await messageCount(s.db)).toBe(0);
    expect(await s.db.selectFrom('chat_reads').selectAll().execute()).toEqual([]);
    for (const t of Object.values(strangers)) expect((await get(t.token, '/api/chat-spaces')).json().data).toEqual([]);
  });

  it('answers an unknown or malformed chat id exactly like a foreign one', async () => {
    const { patient } = await setup();
    for (const id of ['00000000-0000-4000-8000-00000000abcd', 'not-a-uuid']) {
      for (const [method, url] of routes(id)) expect((await call(patient.token, method, url)).statusCode).toBe(404);
    }
  });

  it('asks for sign-in on every chat route', async () => {
    const { spaces } = await setup();
    expect((await s.app.inject({ method: 'GET', url: '/api/chat-spaces' })).statusCode).toBe(401);
    for (const [method, url] of routes(spaces.patientDoctor)) expect((await call(null, method, url)).statusCode).toBe(401);
  });

  it('lets each party, and every operator of the clinic, use their chats', async () => {
    const { patient, doctor, op, spaces } = await setup();
    const parties: Record<keyof typeof spaces, string[]> = {
      patientDoctor: [patient.token, doctor.token],
      patientClinic: [patient.token, op.token],
      doctorClinic: [doctor.token, op.token],
    };
    for (const [name, id] of Object.entries(spaces) as [keyof typeof spaces, string][]) {
      for (const token of parties[name]) {
        for (const [method, url] of routes(id)) expect([name, url, (await call(token, method, url)).statusCode]).toEqual([name, url, 200]);
      }
    }
    const opList = ((await get(op.token, '/api/chat-spaces')).json().data as Array<{ id: string }>).map((c) => c.id).sort();
    expect(opList).toEqual([spaces.patientClinic, spaces.doctorClinic].sort());
  });
});

describe('message notifications', () => {
  it('notifies a recipient without an open socket of a new message, and never the sender', async () => {
    const patient = await signIn(s, 'Patient');
    const doctor = await signIn(s, 'Doctor');
    const id = await createSpace(s, { type: 'PatientDoctor', doctorId: doctor.id, patientId: patient.id, activeUntil: new Date(s.clock.now().getTime() + HOUR) });
    await sendText(s, patient.token, id, 'are you there?');
    const forDoctor = (await get(doctor.token, '/api/notifications')).json().data;
    expect(forDoctor.items).toEqual([
      expect.objectContaining({
        action: 'message.created',
        entity_type: 'chat_space',
        entity_id: id,
        entity: expect.objectContaining({ title: { ka: 'ნინო ბერიძე', en: 'Nino Beridze' }, text: { ka: 'are you there?', en: 'are you there?' }, actor_id: patient.id, chat_space_id: id }),
      }),
    ]);
    expect((await get(patient.token, '/api/notifications')).json().data.items).toEqual([]);
  });
});
