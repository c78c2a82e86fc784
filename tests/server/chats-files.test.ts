import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readStream } from '../../server/events/event-store';
import { startTestServer, type TestServer } from '../support/server';
import { signIn } from './live-support';
import { auth, createSpace, HOUR, messageCount } from './chats-support';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n');
/** The opening of a Word package: a ZIP holding [Content_Types].xml and word/document.xml. */
const DOCX = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from('[Content_Types].xml<Types/>PK\x03\x04word/document.xml<w:document/>', 'latin1')]);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from('payload.exe MZ', 'latin1')]);

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer({ env: { MAX_UPLOAD_MB: '1' } });
});
afterEach(async () => {
  await s.close();
});

async function upload(token: string, spaceId: string, file: { bytes: Buffer; name: string; type?: string }) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  const res = new Response(form);
  return s.app.inject({
    method: 'POST',
    url: `/api/chat-spaces/${spaceId}/messages/file`,
    headers: { 'content-type': res.headers.get('content-type')!, ...auth(token) },
    payload: Buffer.from(await res.arrayBuffer()),
  });
}

const storedFiles = () => {
  const dir = join(s.dataDir, 'uploads', 'chat-files');
  return existsSync(dir) ? readdirSync(dir, { recursive: true }).filter((f) => String(f).split('/').length > 1) : [];
};

async function pair() {
  const patient = await signIn(s, 'Patient');
  const doctor = await signIn(s, 'Doctor');
  const id = await createSpace(s, { type: 'PatientDoctor', doctorId: doctor.id, patientId: patient.id, activeUntil: new Date(s.clock.now().getTime() + HOUR) });
  return { patient, doctor, id };
}

describe('chat files', () => {
  it('sends an image the other party can fetch inline, with its real type and bytes', async () => {
    const { patient, doctor, id } = await pair();
    const res = await upload(patient.token, id, { bytes: PNG, name: 'rash.png', type: 'image/png' });
    expect(res.statusCode).toBe(200);
    const message = res.json().data;
    expect(message).toEqual({
      id: expect.any(String),
      chat_space_id: id,
      sender_id: patient.id,
      file: { name: 'rash.png', size: PNG.length, content_type: 'image/png', url: `/api/chat-spaces/${id}/files/${message.id}` },
      created_at: s.clock.now().toISOString(),
    });
    expect((await readStream(s.db, `chat:${id}`)).map((e) => e.payload)).toEqual([message]);

    const file = await s.app.inject({ method: 'GET', url: message.file.url, headers: auth(doctor.token) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toBe(`inline; filename="rash.png"; filename*=UTF-8''rash.png`);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(PNG)).toBe(true);
  });

  it('offers a PDF and a Word document only as downloads, under their Georgian names', async () => {
    const { patient, doctor, id } = await pair();
    for (const [bytes, name, type] of [[PDF, 'ანალიზი.pdf', 'application/pdf'], [DOCX, 'დასკვნა.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document']] as const) {
      const message = (await upload(doctor.token, id, { bytes, name })).json().data;
      expect(message.file).toMatchObject({ name, content_type: type, size: bytes.length });
      const file = await s.app.inject({ method: 'GET', url: message.file.url, headers: auth(patient.token) });
      expect(file.headers['content-type']).toBe(type);
      expect(file.headers['content-disposition']).toBe(`attachment; filename="${'_'.repeat(name.length - name.split('.')[1].length - 1)}.${name.split('.')[1]}"; filename*=UTF-8''${encodeURIComponent(name)}`);
    }
  });

  it('names a file by what it really is when its name says otherwise', async () => {
    const { patient, id } = await pair();
    const message = (await upload(patient.token, id, { bytes: PDF, name: '../../secret.png' })).json().data;
    expect(message.file).toMatchObject({ name: 'secret.png.pdf', content_type: 'application/pdf' });
  });

  it('refuses HTML, SVG and unknown archives whatever their name, and stores nothing', async () => {
    const { patient, id } = await pair();
    for (const [bytes, name, type] of [[HTML, 'report.pdf', 'application/pdf'], [SVG, 'x.png', 'image/png'], [ZIP, 'notes.docx', 'application/zip']] as const) {
      const res = await upload(patient.token, id, { bytes, name, type });
      expect([name, res.statusCode, res.json().code]).toEqual([name, 422, 'upload.type_not_allowed']);
    }
    expect(await messageCount(s.db)).toBe(0);
    expect(storedFiles()).toEqual([]);
  });

  it('refuses a file over MAX_UPLOAD_MB with 413', async () => {
    const { patient, id } = await pair();
    const big = Buffer.concat([PDF, Buffer.alloc(1024 * 1024)]);
    const res = await upload(patient.token, id, { bytes: big, name: 'big.pdf' });
    expect(res.statusCode).toBe(413);
    expect(await messageCount(s.db)).toBe(0);
  });

  it('refuses a file in an inactive chat with 409 and keeps nothing', async () => {
    const { patient, id } = await pair();
    s.clock.advance(HOUR);
    const res = await upload(patient.token, id, { bytes: PNG, name: 'late.png' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('chat.inactive');
    expect(await messageCount(s.db)).toBe(0);
    expect(storedFiles()).toEqual([]);
  });

  it('lets no one outside the chat send or fetch its files', async () => {
    const { patient, id } = await pair();
    const stranger = await signIn(s, 'Doctor');
    const sent = (await upload(patient.token, id, { bytes: PNG, name: 'mine.png' })).json().data;
    const res = await upload(stranger.token, id, { bytes: PNG, name: 'intruder.png' });
    expect([res.statusCode, res.json().code]).toEqual([404, 'chat.not_found']);
    const fetched = await s.app.inject({ method: 'GET', url: sent.file.url, headers: auth(stranger.token) });
    expect(fetched.statusCode).toBe(404);
    expect((await s.app.inject({ method: 'GET', url: sent.file.url })).statusCode).toBe(401);
    expect(await messageCount(s.db)).toBe(1);
    expect(storedFiles()).toHaveLength(1);
  });

  it('answers 404 for a message that is text, or of another chat', async () => {
    const { patient, doctor, id } = await pair();
    const other = await createSpace(s, { type: 'PatientDoctor', doctorId: doctor.id, patientId: patient.id, activeUntil: new Date(s.clock.now().getTime() + HOUR) });
    const foreign = (await upload(patient.token, other, { bytes: PNG, name: 'a.png' })).json().data;
    const text = (await s.app.inject({ method: 'POST', url: `/api/chat-spaces/${id}/messages/text`, headers: auth(patient.token), payload: { text: 'hi' } })).json().data;
    for (const messageId of [foreign.id, text.id, 'nope']) {
      expect((await s.app.inject({ method: 'GET', url: `/api/chat-spaces/${id}/files/${messageId}`, headers: auth(patient.token) })).statusCode).toBe(404);
    }
  });
});
