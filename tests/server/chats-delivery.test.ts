import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readStream } from '../../server/events/event-store';
import { startTestServer, type TestServer } from '../support/server';
import { connect, signIn, type TestSocket } from './live-support';
import { addMember, auth, createClinic, createSpace, doctorChat as chatOf, HOUR, messageCount } from './chats-support';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

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
const seen = (token: string, id: string) => s.app.inject({ method: 'POST', url: `/api/chat-spaces/${id}/seen`, headers: auth(token) });
const sendKeyed = (token: string, id: string, text: string, clientId: string) =>
  s.app.inject({ method: 'POST', url: `/api/chat-spaces/${id}/messages/text`, headers: auth(token), payload: { text, client_id: clientId } });

async function upload(token: string, spaceId: string, query: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'scan.png');
  const res = new Response(form);
  return s.app.inject({
    method: 'POST',
    url: `/api/chat-spaces/${spaceId}/messages/file${query}`,
    headers: { 'content-type': res.headers.get('content-type')!, ...auth(token) },
    payload: Buffer.from(await res.arrayBuffer()),
  });
}

const storedFiles = () => {
  const dir = join(s.dataDir, 'uploads', 'chat-files');
  return existsSync(dir) ? readdirSync(dir, { recursive: true }).filter((f) => String(f).split('/').length > 1) : [];
};
const notifications = async (token: string) => (await get(token, '/api/notifications')).json().data.items as Array<{ action: string }>;

const doctorChat = () => chatOf(s);

async function clinicChat() {
  const patient = await signIn(s, 'Patient');
  const op1 = await signIn(s, 'ClinicOperator');
  const op2 = await signIn(s, 'ClinicOperator');
  const clinic = await createClinic(s.db);
  await addMember(s.db, clinic, op1.id);
  await addMember(s.db, clinic, op2.id, 'admin');
  const id = await createSpace(s, { type: 'PatientClinic', patientId: patient.id, clinicId: clinic, inquiry: 'joined' });
  return { patient, op1, op2, id };
}

describe('idempotent sends', () => {
  it('answers a repeated text send with the stored message and writes, pushes and notifies nothing more', async () => {
    const { patient, doctor, id } = await doctorChat();
    const first = await sendKeyed(patient.token, id, 'hello', 'msg-1_a');
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ id: expect.any(String), chat_space_id: id, sender_id: patient.id, text: 'hello', client_id: 'msg-1_a', created_at: s.clock.now().toISOString() });
    s.clock.advance(1000);
    const again = await sendKeyed(patient.token, id, 'hello (edited)', 'msg-1_a');
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);

    expect(await messageCount(s.db)).toBe(1);
    const events = await readStream(s.db, `chat:${id}`);
    expect(events.map((e) => [e.type, e.payload])).toEqual([['MessageCreated', first.json().data]]);
    expect((await notifications(doctor.token)).map((n) => n.action)).toEqual(['message.created']);
    // The repeat did not move the sender's read marker either.
    expect((await get(patient.token, `/api/chat-spaces/${id}`)).json().data.last_seen).toBe(first.json().data.created_at);
  });

  it("keeps each sender's keys apart and writes a new message for a new key", async () => {
    const { patient, doctor, id } = await doctorChat();
    const mine = (await sendKeyed(patient.token, id, 'one', 'k1')).json().data;
    const theirs = (await sendKeyed(doctor.token, id, 'two', 'k1')).json().data;
    const next = (await sendKeyed(patient.token, id, 'three', 'k2')).json().data;
    expect(new Set([mine.id, theirs.id, next.id]).size).toBe(3);
    expect(await messageCount(s.db)).toBe(3);
  });

  it('writes one message for two sends with the same key at once', async () => {
    const { patient, id } = await doctorChat();
    const [a, b] = await Promise.all([sendKeyed(patient.token, id, 'twice', 'race-1'), sendKeyed(patient.token, id, 'twice', 'race-1')]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json().data).toEqual(a.json().data);
    expect(await messageCount(s.db)).toBe(1);
    expect((await readStream(s.db, `chat:${id}`)).length).toBe(1);
  });

  it('answers a repeat even once the chat has closed: the send it repeats succeeded', async () => {
    const { patient, id } = await doctorChat();
    const first = (await sendKeyed(patient.token, id, 'just in time', 'late-1')).json().data;
    s.clock.advance(HOUR);
    const again = await sendKeyed(patient.token, id, 'just in time', 'late-1');
    expect([again.statusCode, again.json().data]).toEqual([200, first]);
    expect((await sendKeyed(patient.token, id, 'too late', 'late-2')).json().code).toBe('chat.inactive');
  });

  it('answers a repeated file send with the stored message and keeps only the first upload', async () => {
    const { patient, id } = await doctorChat();
    const first = await upload(patient.token, id, '?client_id=file-7');
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ client_id: 'file-7', file: { name: 'scan.png', content_type: 'image/png' } });
    const again = await upload(patient.token, id, '?client_id=file-7');
    expect([again.statusCode, again.json().data]).toEqual([200, first.json().data]);
    expect(await messageCount(s.db)).toBe(1);
    expect(storedFiles()).toHaveLength(1);
    expect((await readStream(s.db, `chat:${id}`)).map((e) => e.type)).toEqual(['MessageCreated']);
    const file = await s.app.inject({ method: 'GET', url: first.json().data.file.url, headers: auth(patient.token) });
    expect(file.rawPayload.equals(PNG)).toBe(true);
  });

  it('sends no client_id back for a message sent without one', async () => {
    const { patient, id } = await doctorChat();
    const text = (await s.app.inject({ method: 'POST', url: `/api/chat-spaces/${id}/messages/text`, headers: auth(patient.token), payload: { text: 'plain' } })).json().data;
    const file = (await upload(patient.token, id, '')).json().data;
    expect(text).not.toHaveProperty('client_id');
    expect(file).not.toHaveProperty('client_id');
  });

  it('refuses a malformed client_id with a field error and writes nothing', async () => {
    const { patient, id } = await doctorChat();
    for (const bad of ['', 'has space', 'a/b', 'ü', 'x'.repeat(65)]) {
      const res = await sendKeyed(patient.token, id, 'hi', bad);
      expect([bad, res.statusCode, res.json().errors]).toEqual([bad, 422, [{ path: 'client_id', code: 'field.format' }]]);
    }
    for (const bad of ['bad!', 'x'.repeat(65), '']) {
      const res = await upload(patient.token, id, `?client_id=${encodeURIComponent(bad)}`);
      expect([bad, res.statusCode, res.json().errors]).toEqual([bad, 422, [{ path: 'client_id', code: 'field.format' }]]);
    }
    expect(await messageCount(s.db)).toBe(0);
    expect(storedFiles()).toEqual([]);
    expect((await sendKeyed(patient.token, id, 'hi', 'A-z_09')).statusCode).toBe(200);
    expect((await sendKeyed(patient.token, id, 'hi', 'x'.repeat(64))).statusCode).toBe(200);
  });
});

describe("the other side's read marker", () => {
  it('shows each side of a doctor chat when the other last looked, in the list and the chat', async () => {
    const { patient, doctor, id } = await doctorChat();
    expect((await get(patient.token, `/api/chat-spaces/${id}`)).json().data.party_last_seen).toBeNull();
    s.clock.advance(1000);
    const patientSeen = (await seen(patient.token, id)).json().data;
    s.clock.advance(1000);
    const doctorSeen = (await seen(doctor.token, id)).json().data;
    expect((await get(patient.token, `/api/chat-spaces/${id}`)).json().data).toMatchObject({ last_seen: patientSeen, party_last_seen: doctorSeen });
    expect((await get(doctor.token, `/api/chat-spaces/${id}`)).json().data).toMatchObject({ last_seen: doctorSeen, party_last_seen: patientSeen });
    expect((await get(patient.token, '/api/chat-spaces')).json().data[0]).toMatchObject({ id, party_last_seen: doctorSeen });
    expect((await get(doctor.token, '/api/chat-spaces')).json().data[0]).toMatchObject({ id, party_last_seen: patientSeen });
  });

  it("shows a patient the latest operator's marker, and an operator only the patient's", async () => {
    const { patient, op1, op2, id } = await clinicChat();
    s.clock.advance(1000);
    const op1Seen = (await seen(op1.token, id)).json().data;
    expect((await get(patient.token, `/api/chat-spaces/${id}`)).json().data.party_last_seen).toBe(op1Seen);
    // Operators are one side: op1's reading is not op2's other party.
    expect((await get(op2.token, `/api/chat-spaces/${id}`)).json().data.party_last_seen).toBeNull();
    s.clock.advance(1000);
    const op2Seen = (await seen(op2.token, id)).json().data;
    s.clock.advance(1000);
    const patientSeen = (await seen(patient.token, id)).json().data;
    expect((await get(patient.token, `/api/chat-spaces/${id}`)).json().data.party_last_seen).toBe(op2Seen);
    expect((await get(patient.token, '/api/chat-spaces')).json().data[0].party_last_seen).toBe(op2Seen);
    for (const op of [op1, op2]) {
      expect((await get(op.token, `/api/chat-spaces/${id}`)).json().data.party_last_seen).toBe(patientSeen);
      expect((await get(op.token, '/api/chat-spaces')).json().data[0].party_last_seen).toBe(patientSeen);
    }
  });

  it("counts a sender's message as their reading", async () => {
    const { patient, doctor, id } = await doctorChat();
    s.clock.advance(5000);
    const message = (await sendKeyed(doctor.token, id, 'how are you?', 'q1')).json().data;
    expect((await get(patient.token, `/api/chat-spaces/${id}`)).json().data.party_last_seen).toBe(message.created_at);
  });
});

describe('ChatSpaceSeen', () => {
  const seenPushes = (ws: TestSocket) => ws.received.filter((m) => m.type === 'ChatSpaceSeen');

  it("pushes a moved read marker to every party of the chat and never to a stranger", async () => {
    const { patient, op1, op2, id } = await clinicChat();
    const stranger = await signIn(s, 'ClinicOperator');
    const [patientWs, op1Ws, op2Ws, strangerWs] = [await open(patient.token), await open(op1.token), await open(op2.token), await open(stranger.token)];
    s.clock.advance(1000);
    const lastSeen = (await seen(patient.token, id)).json().data;
    const push = { type: 'ChatSpaceSeen', payload: { chat_space_id: id, user_id: patient.id, last_seen: lastSeen } };
    expect(await op1Ws.next((m) => m.type === 'ChatSpaceSeen')).toEqual(push);
    expect(await op2Ws.next((m) => m.type === 'ChatSpaceSeen')).toEqual(push);
    expect(await patientWs.next((m) => m.type === 'ChatSpaceSeen')).toEqual(push);
    await strangerWs.request('Ping');
    expect(seenPushes(strangerWs)).toEqual([]);
  });

  it('pushes nothing when the marker does not move, and nothing for a send', async () => {
    const { patient, doctor, id } = await doctorChat();
    const doctorWs = await open(doctor.token);
    s.clock.advance(1000);
    await seen(patient.token, id);
    await doctorWs.next((m) => m.type === 'ChatSpaceSeen');
    const again = await seen(patient.token, id);
    expect(again.json().data).toBe(s.clock.now().toISOString());
    s.clock.advance(1000);
    await sendKeyed(patient.token, id, 'a message marks its sender seen', 'm1');
    await doctorWs.next((m) => m.type === 'MessageCreated');
    // The send moved the marker to now: seeing the chat at the same instant changes nothing.
    await seen(patient.token, id);
    await doctorWs.request('Ping');
    expect(seenPushes(doctorWs)).toHaveLength(1);
    expect((await readStream(s.db, `chat:${id}`)).map((e) => e.type)).toEqual(['ChatSpaceSeen', 'MessageCreated']);
  });

  it('never moves a marker backwards', async () => {
    const { patient, id } = await doctorChat();
    s.clock.advance(10_000);
    const later = (await seen(patient.token, id)).json().data;
    s.clock.advance(-5000);
    expect((await seen(patient.token, id)).json().data).toBe(later);
    expect((await get(patient.token, `/api/chat-spaces/${id}`)).json().data.last_seen).toBe(later);
    expect((await readStream(s.db, `chat:${id}`)).map((e) => e.type)).toEqual(['ChatSpaceSeen']);
  });
});
