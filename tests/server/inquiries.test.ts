import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import { readStream } from '../../server/events/event-store';
import { ClinicInquirySchema, CreatedInquirySchema } from '../../src/protocol/inquiries';
import { startTestServer, type TestServer } from '../support/server';
import { connect, type TestSocket } from './live-support';
import { auth, createSpace, sendText } from './chats-support';
import { count, inquiryAction, inquiryWorld, listInquiries, openInquiry } from './inquiries-support';

let s: TestServer;
const sockets: TestSocket[] = [];
beforeEach(async () => {
  s = await startTestServer({ listen: true });
});
afterEach(async () => {
  for (const ws of sockets.splice(0)) ws.close();
  await s.close();
});

const open = async (token: string) => {
  const ws = connect(s.url!, { token });
  sockets.push(ws);
  await ws.request('Ping');
  return ws;
};
const get = (token: string, url: string) => s.app.inject({ method: 'GET', url, headers: auth(token) });
type Note = { action: string; entity_type: string; entity_id: string; entity: Record<string, unknown> };
const notifications = async (token: string) => (await get(token, '/api/notifications')).json().data.items as Note[];
const sorted = (ids: string[]) => [...ids].sort();

describe('opening a clinic inquiry', () => {
  it('creates the clinic chat, the inquiry and its first message, and tells every operator', async () => {
    const w = await inquiryWorld(s);
    const res = await openInquiry(s, w.patient.token, w.clinic, { text: '  Can I book an echocardiography?  ' });
    expect(res.statusCode).toBe(200);
    const { inquiry, chat_space } = res.json().data;
    expect([...Value.Errors(CreatedInquirySchema, res.json().data)]).toEqual([]);
    const now = s.clock.now().toISOString();
    expect(inquiry).toEqual({
      id: expect.any(String),
      clinic_id: w.clinic,
      patient_id: w.patient.id,
      chat_space_id: chat_space.id,
      status: 'created',
      created_at: now,
      joined_by: null,
      joined_at: null,
      completed_at: null,
    });
    expect(chat_space).toEqual({
      id: expect.any(String),
      type: 'PatientClinic',
      chat_space: { doctor_id: null, patient_id: w.patient.id, clinic_id: w.clinic, active_until: null, last_clinic_inquiry: { id: inquiry.id, status: 'created' } },
      last_message: { id: expect.any(String), chat_space_id: chat_space.id, sender_id: w.patient.id, text: 'Can I book an echocardiography?', created_at: now },
      last_seen: now,
      party_last_seen: null,
      active: true,
    });

    const events = await readStream(s.db, `chat:${chat_space.id}`);
    const parties = sorted([w.patient.id, w.op1.id, w.op2.id]);
    expect(events.map((e) => [e.type, e.payload, sorted(e.audience)])).toEqual([
      ['ClinicInquiryCreated', inquiry, parties],
      ['MessageCreated', chat_space.last_message, parties],
    ]);
    for (const op of [w.op1, w.op2]) {
      // One notification each: the inquiry, not a second one for its message.
      expect(await notifications(op.token)).toEqual([
        expect.objectContaining({
          action: 'inquiry.created',
          entity_type: 'clinic_inquiry',
          entity_id: inquiry.id,
          entity: { title: { ka: 'ნინო ბერიძე', en: 'Nino Beridze' }, text: { ka: 'Can I book an echocardiography?', en: 'Can I book an echocardiography?' }, actor_id: w.patient.id, chat_space_id: chat_space.id },
        }),
      ]);
    }
    expect(await notifications(w.patient.token)).toEqual([]);
    for (const t of [w.otherOp, w.clinicDoctor]) expect(await notifications(t.token)).toEqual([]);
    expect((await get(w.op1.token, `/api/chat-spaces/${chat_space.id}`)).json().data.last_message.text).toBe('Can I book an echocardiography?');
  });

  it('adds a second text to the open inquiry as an ordinary message', async () => {
    const w = await inquiryWorld(s);
    const first = (await openInquiry(s, w.patient.token, w.clinic, { text: 'first' })).json().data;
    s.clock.advance(1000);
    const second = await openInquiry(s, w.patient.token, w.clinic, { text: 'second' });
    expect(second.statusCode).toBe(200);
    expect(second.json().data.inquiry).toEqual(first.inquiry);
    expect(second.json().data.chat_space).toMatchObject({ id: first.chat_space.id, last_message: { text: 'second' } });
    expect(await count(s, 'clinic_inquiries')).toBe(1);
    expect((await readStream(s.db, `chat:${first.chat_space.id}`)).map((e) => e.type)).toEqual(['ClinicInquiryCreated', 'MessageCreated', 'MessageCreated']);
    // Operators without a socket hear of the new message like any other.
    expect((await notifications(w.op1.token)).map((n) => n.action)).toEqual(['message.created', 'inquiry.created']);
  });

  it('agrees on one chat and one inquiry when a patient asks twice at once', async () => {
    const w = await inquiryWorld(s);
    const answers = await Promise.all([openInquiry(s, w.patient.token, w.clinic, { text: 'one' }), openInquiry(s, w.patient.token, w.clinic, { text: 'two' })]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const [a, b] = answers.map((r) => r.json().data);
    expect(b.inquiry).toEqual(a.inquiry);
    expect([await count(s, 'chat_spaces'), await count(s, 'clinic_inquiries'), await count(s, 'messages')]).toEqual([1, 1, 2]);
  });

  it("uses the patient's existing clinic chat", async () => {
    const w = await inquiryWorld(s);
    const existing = await createSpace(s, { type: 'PatientClinic', patientId: w.patient.id, clinicId: w.clinic });
    const { inquiry, chat_space } = (await openInquiry(s, w.patient.token, w.clinic, { text: 'hello again' })).json().data;
    expect([inquiry.chat_space_id, chat_space.id]).toEqual([existing, existing]);
    expect(await count(s, 'chat_spaces')).toBe(1);
  });

  it('refuses everyone but patients, unknown clinics and bad fields, writing nothing', async () => {
    const w = await inquiryWorld(s);
    for (const t of [w.op1, w.doctor, w.clinicDoctor]) {
      const res = await openInquiry(s, t.token, w.clinic, { text: 'hi' });
      expect([res.statusCode, res.json().code]).toEqual([403, 'inquiry.patients_only']);
    }
    for (const id of ['999999', 'abc', '0']) {
      const res = await openInquiry(s, w.patient.token, id, { text: 'hi' });
      expect([id, res.statusCode, res.json().code]).toEqual([id, 404, 'clinic.not_found']);
    }
    const cases: Array<[Record<string, unknown>, unknown]> = [
      [{ text: '  \n ' }, [{ path: 'text', code: 'field.required' }]],
      [{ text: 'ა'.repeat(4001) }, [{ path: 'text', code: 'field.too_long', params: { max: 4000 } }]],
      [{}, [{ path: 'text', code: 'field.required' }]],
      [{ text: 'hi', client_id: 'not ok' }, [{ path: 'client_id', code: 'field.format' }]],
    ];
    for (const [payload, errors] of cases) {
      const res = await openInquiry(s, w.patient.token, w.clinic, payload);
      expect([res.statusCode, res.json().errors]).toEqual([422, errors]);
    }
    expect((await s.app.inject({ method: 'POST', url: `/api/clinics/${w.clinic}/inquiries`, payload: { text: 'hi' } })).statusCode).toBe(401);
    for (const table of ['clinic_inquiries', 'messages', 'chat_spaces', 'events', 'notifications'] as const) expect([table, await count(s, table)]).toEqual([table, 0]);
  });

  it('answers a repeat with the same client_id with the same inquiry and message, writing nothing', async () => {
    const w = await inquiryWorld(s);
    const first = (await openInquiry(s, w.patient.token, w.clinic, { text: 'hello', client_id: 'inq-1' })).json().data;
    expect(first.chat_space.last_message).toMatchObject({ text: 'hello', client_id: 'inq-1' });
    const before = { events: await count(s, 'events'), notifications: await count(s, 'notifications') };
    s.clock.advance(1000);
    const again = await openInquiry(s, w.patient.token, w.clinic, { text: 'hello', client_id: 'inq-1' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.inquiry).toEqual(first.inquiry);
    expect(again.json().data.chat_space.last_message).toEqual(first.chat_space.last_message);
    expect({ events: await count(s, 'events'), notifications: await count(s, 'notifications') }).toEqual(before);
    expect([await count(s, 'clinic_inquiries'), await count(s, 'messages')]).toEqual([1, 1]);

    // Still the same inquiry after an operator moved it on, and after a newer one was opened.
    await inquiryAction(s, w.op1.token, first.inquiry.id, 'complete');
    await openInquiry(s, w.patient.token, w.clinic, { text: 'a new question', client_id: 'inq-2' });
    const late = (await openInquiry(s, w.patient.token, w.clinic, { text: 'hello', client_id: 'inq-1' })).json().data;
    expect(late.inquiry).toMatchObject({ id: first.inquiry.id, status: 'completed' });

    // A key first used for a plain chat message names no inquiry.
    await sendText(s, w.patient.token, first.chat_space.id, 'x');
    const plain = await s.app.inject({ method: 'POST', url: `/api/chat-spaces/${first.chat_space.id}/messages/text`, headers: auth(w.patient.token), payload: { text: 'plain', client_id: 'plain-1' } });
    expect(plain.statusCode).toBe(200);
    const reused = await openInquiry(s, w.patient.token, w.clinic, { text: 'plain', client_id: 'plain-1' });
    expect([reused.statusCode, reused.json().errors]).toEqual([422, [{ path: 'client_id', code: 'field.format' }]]);
  });
});

describe('listing clinic inquiries', () => {
  it("shows operators their clinics' inquiries and patients their own, newest first; open by default", async () => {
    const w = await inquiryWorld(s);
    const a = (await openInquiry(s, w.patient.token, w.clinic, { text: 'a' })).json().data.inquiry;
    s.clock.advance(1000);
    const b = (await openInquiry(s, w.otherPatient.token, w.clinic, { text: 'b' })).json().data.inquiry;
    s.clock.advance(1000);
    const c = (await openInquiry(s, w.patient.token, w.otherClinic, { text: 'c' })).json().data.inquiry;
    const ids = async (token: string, query = '') => ((await listInquiries(s, token, query)).json().data as Array<{ id: string }>).map((i) => i.id);

    expect(await ids(w.op1.token)).toEqual([b.id, a.id]);
    expect(await ids(w.op2.token)).toEqual([b.id, a.id]);
    expect(await ids(w.otherOp.token)).toEqual([c.id]);
    expect(await ids(w.patient.token)).toEqual([c.id, a.id]);
    expect(await ids(w.otherPatient.token)).toEqual([b.id]);
    expect(await ids(w.doctor.token)).toEqual([]);
    expect(await ids(w.clinicDoctor.token)).toEqual([]);
    const list = (await listInquiries(s, w.op1.token)).json().data;
    expect(list[1]).toEqual(a);
    for (const item of list) expect([...Value.Errors(ClinicInquirySchema, item)]).toEqual([]);

    await inquiryAction(s, w.op1.token, a.id, 'complete');
    expect(await ids(w.op1.token)).toEqual([b.id]);
    expect(await ids(w.op1.token, '?status=open')).toEqual([b.id]);
    expect(await ids(w.op1.token, '?status=all')).toEqual([b.id, a.id]);
    expect(await ids(w.patient.token, '?status=all')).toEqual([c.id, a.id]);
    expect(await ids(w.patient.token)).toEqual([c.id]);

    const bad = await listInquiries(s, w.op1.token, '?status=closed');
    expect([bad.statusCode, bad.json().errors[0].path]).toEqual([422, 'status']);
    expect((await s.app.inject({ method: 'GET', url: '/api/clinic-inquiries' })).statusCode).toBe(401);
  });
});

describe('joining and completing', () => {
  it('lets an operator join a created inquiry once, and tells the patient', async () => {
    const w = await inquiryWorld(s);
    const { inquiry, chat_space } = (await openInquiry(s, w.patient.token, w.clinic, { text: 'hi' })).json().data;
    s.clock.advance(60_000);
    const res = await inquiryAction(s, w.op2.token, inquiry.id, 'join');
    expect(res.statusCode).toBe(200);
    const joined = { ...inquiry, status: 'joined', joined_by: w.op2.id, joined_at: s.clock.now().toISOString() };
    expect(res.json().data).toEqual(joined);
    expect((await get(w.patient.token, `/api/chat-spaces/${chat_space.id}`)).json().data.chat_space.last_clinic_inquiry).toEqual({ id: inquiry.id, status: 'joined' });
    expect((await readStream(s.db, `chat:${chat_space.id}`)).at(-1)).toMatchObject({ type: 'ClinicInquiryJoined', payload: joined });
    expect(await notifications(w.patient.token)).toEqual([
      expect.objectContaining({
        action: 'inquiry.joined',
        entity_type: 'clinic_inquiry',
        entity_id: inquiry.id,
        entity: { title: { ka: 'კლინიკა', en: 'Clinic' }, actor_id: w.op2.id, chat_space_id: chat_space.id },
      }),
    ]);

    for (const op of [w.op1, w.op2]) {
      const again = await inquiryAction(s, op.token, inquiry.id, 'join');
      expect([again.statusCode, again.json().code]).toEqual([409, 'inquiry.already_joined']);
    }
    await inquiryAction(s, w.op1.token, inquiry.id, 'complete');
    const late = await inquiryAction(s, w.op1.token, inquiry.id, 'join');
    expect([late.statusCode, late.json().code]).toEqual([409, 'inquiry.completed']);
  });

  it('completes a joined or a created inquiry, closes the chat and tells the patient', async () => {
    const w = await inquiryWorld(s);
    const a = (await openInquiry(s, w.patient.token, w.clinic, { text: 'a' })).json().data;
    const b = (await openInquiry(s, w.otherPatient.token, w.clinic, { text: 'b' })).json().data;
    await inquiryAction(s, w.op1.token, a.inquiry.id, 'join');
    s.clock.advance(60_000);
    for (const { inquiry } of [a, b]) {
      const res = await inquiryAction(s, w.op2.token, inquiry.id, 'complete');
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: inquiry.id, status: 'completed', completed_at: s.clock.now().toISOString() });
      const again = await inquiryAction(s, w.op1.token, inquiry.id, 'complete');
      expect([again.statusCode, again.json().code]).toEqual([409, 'inquiry.completed']);
    }
    expect((await inquiryAction(s, w.op1.token, b.inquiry.id, 'join')).json().code).toBe('inquiry.completed');
    const completed = (await get(w.patient.token, `/api/chat-spaces/${a.chat_space.id}`)).json().data;
    expect(completed).toMatchObject({ active: false, inactive_reason: 'inquiry_completed', chat_space: { last_clinic_inquiry: { id: a.inquiry.id, status: 'completed' } } });
    expect((await readStream(s.db, `chat:${a.chat_space.id}`)).at(-1)).toMatchObject({ type: 'ClinicInquiryCompleted', payload: { id: a.inquiry.id, status: 'completed', joined_by: w.op1.id } });
    expect((await notifications(w.patient.token)).map((n) => [n.action, n.entity_id])).toEqual([
      ['inquiry.completed', a.inquiry.id],
      ['inquiry.joined', a.inquiry.id],
    ]);
    for (const t of [w.patient, w.op1]) {
      const res = await sendText(s, t.token, a.chat_space.id, 'anyone?');
      expect([res.statusCode, res.json().code]).toEqual([409, 'chat.inactive']);
    }
  });

  it('reopens the same chat with a new inquiry after the last one was completed', async () => {
    const w = await inquiryWorld(s);
    const first = (await openInquiry(s, w.patient.token, w.clinic, { text: 'first' })).json().data;
    await inquiryAction(s, w.op1.token, first.inquiry.id, 'complete');
    s.clock.advance(1000);
    const second = (await openInquiry(s, w.patient.token, w.clinic, { text: 'again' })).json().data;
    expect(second.inquiry).toMatchObject({ status: 'created', chat_space_id: first.chat_space.id });
    expect(second.inquiry.id).not.toBe(first.inquiry.id);
    expect(second.chat_space).toMatchObject({ id: first.chat_space.id, active: true, chat_space: { last_clinic_inquiry: { id: second.inquiry.id, status: 'created' } } });
    expect(await count(s, 'chat_spaces')).toBe(1);
    expect((await sendText(s, w.op1.token, first.chat_space.id, 'welcome back')).statusCode).toBe(200);
    expect((await readStream(s.db, `chat:${first.chat_space.id}`)).filter((e) => e.type === 'ClinicInquiryCreated').map((e) => (e.payload as { id: string }).id)).toEqual([
      first.inquiry.id,
      second.inquiry.id,
    ]);
  });

  it('answers 404 to everyone but operators of the clinic, and changes nothing', async () => {
    const w = await inquiryWorld(s);
    const { inquiry } = (await openInquiry(s, w.patient.token, w.clinic, { text: 'hi' })).json().data;
    const events = await count(s, 'events');
    for (const t of [w.patient, w.otherPatient, w.otherOp, w.clinicDoctor, w.doctor]) {
      for (const action of ['join', 'complete'] as const) {
        const res = await inquiryAction(s, t.token, inquiry.id, action);
        expect([action, res.statusCode, res.json().code]).toEqual([action, 404, 'inquiry.not_found']);
      }
    }
    for (const id of ['00000000-0000-4000-8000-00000000abcd', 'nope']) {
      expect((await inquiryAction(s, w.op1.token, id, 'join')).json().code).toBe('inquiry.not_found');
    }
    expect((await s.app.inject({ method: 'POST', url: `/api/clinic-inquiries/${inquiry.id}/join` })).statusCode).toBe(401);
    expect(await count(s, 'events')).toBe(events);
    expect((await listInquiries(s, w.op1.token)).json().data).toEqual([inquiry]);
    for (const t of [w.otherPatient, w.otherOp, w.clinicDoctor, w.doctor]) expect((await listInquiries(s, t.token, '?status=all')).json().data).toEqual([]);
  });
});

describe('inquiries over the live channel', () => {
  it('pushes every step to the patient and each operator of the clinic, and to no one else', async () => {
    const w = await inquiryWorld(s);
    const watchers = { patient: await open(w.patient.token), op1: await open(w.op1.token), op2: await open(w.op2.token) };
    const strangers = [await open(w.otherOp.token), await open(w.otherPatient.token), await open(w.clinicDoctor.token)];
    const { inquiry } = (await openInquiry(s, w.patient.token, w.clinic, { text: 'hi' })).json().data;
    const joined = (await inquiryAction(s, w.op1.token, inquiry.id, 'join')).json().data;
    const completed = (await inquiryAction(s, w.op2.token, inquiry.id, 'complete')).json().data;
    for (const ws of Object.values(watchers)) {
      expect(await ws.next((m) => m.type === 'ClinicInquiryCreated')).toEqual({ type: 'ClinicInquiryCreated', payload: inquiry });
      expect(await ws.next((m) => m.type === 'ClinicInquiryJoined')).toEqual({ type: 'ClinicInquiryJoined', payload: joined });
      expect(await ws.next((m) => m.type === 'ClinicInquiryCompleted')).toEqual({ type: 'ClinicInquiryCompleted', payload: completed });
      expect(await ws.next((m) => m.type === 'MessageCreated')).toMatchObject({ payload: { text: 'hi' } });
    }
    for (const ws of strangers) {
      await ws.request('Ping');
      expect(ws.received.filter((m) => typeof m.type === 'string' && (m.type.startsWith('ClinicInquiry') || m.type === 'MessageCreated'))).toEqual([]);
    }
    // Connected operators got the inquiry notification pushed live too.
    expect(await watchers.op1.next((m) => m.type === 'NotificationCreated')).toMatchObject({ payload: { action: 'inquiry.created', entity_id: inquiry.id } });
    expect(await watchers.patient.next((m) => m.type === 'NotificationCreated' && (m.payload as { action: string }).action === 'inquiry.completed')).toBeTruthy();
  });
});
