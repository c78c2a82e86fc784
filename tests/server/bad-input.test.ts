import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../server/features/auth/sessions.service';
import { DEMO_ACCOUNTS } from '../../server/db/seed/seed';
import { demoCaseId } from '../../server/db/seed/demo-ids';
import { LiveHub } from '../../server/live/hub';
import { startTestServer, TestClock, type TestServer } from '../support/server';

/**
 * Bad input of every class where it enters, over every route that takes text or a file: text a
 * database cannot hold (a NUL, either half of a broken surrogate pair) in a body, a query or a
 * path, and multipart bodies that are not multipart. Each answers a coded 4xx and stores nothing.
 * A new route that takes text or a file is covered by adding a line to a table below.
 */

const BAD_TEXT = { nul: 'a\u0000b', 'lone high surrogate': 'x\ud800y', 'lone low surrogate': 'x\udc00y' };
const BAD = '\u0001BAD\u0001';
type Role = 'patient' | 'doctor' | 'operator' | 'nobody';

/** Routes taking text in a JSON body: `BAD` marks where the bad text goes, `field` is the path the error names. */
const TEXT_ROUTES: { role: Role; method: 'POST' | 'PUT'; url: string; body: unknown; field: string }[] = [
  { role: 'patient', method: 'POST', url: '/api/chat-spaces/{patientChat}/messages/text', body: { text: BAD }, field: 'text' },
  { role: 'patient', method: 'POST', url: '/api/clinics/1/inquiries', body: { text: BAD }, field: 'text' },
  { role: 'patient', method: 'PUT', url: '/api/profile/personal-info', body: { firstname: { ka: BAD, en: 'Ketevan' }, lastname: { ka: 'კაპანაძე', en: 'Kapanadze' }, birthdate: null, gender: 'female', email: null }, field: 'firstname.ka' },
  { role: 'patient', method: 'PUT', url: '/api/profile/contact-info', body: { phone: BAD, country: 'GE', email: null }, field: 'phone' },
  { role: 'patient', method: 'POST', url: '/api/patient-log', body: { type: 'note', value: { text: BAD } }, field: 'value.text' },
  { role: 'patient', method: 'POST', url: '/api/schedules', body: { clinic_service_id: 1, assignee_id: 'x', start_time: '2026-12-01T10:00:00Z', comment: BAD }, field: 'comment' },
  { role: 'doctor', method: 'POST', url: `/api/cases/${demoCaseId(1)}/commands`, body: { type: 'add_diagnosis', version: 1, diagnosis_type: 'main', text: BAD }, field: 'text' },
  { role: 'operator', method: 'POST', url: '/api/desk/patients', body: { clinic_id: 1, id_number: '01001009999', firstname: BAD, lastname: 'x', gender: 'male', birthdate: '1980-01-01', country_code: 'GE', phone_number: '599000000', email: '' }, field: 'firstname' },
  { role: 'nobody', method: 'POST', url: '/api/auth/login', body: { identifier: BAD }, field: 'identifier' },
  { role: 'nobody', method: 'POST', url: '/api/auth/login-with-password', body: { identifier: '01001000001', password: BAD }, field: 'password' },
];

/** Routes taking text in the query string (`{BAD}`). */
const QUERY_ROUTES: { role: Role; url: string; field: string }[] = [
  { role: 'nobody', url: '/api/doctors?q={BAD}', field: 'q' },
  { role: 'nobody', url: '/api/services?q={BAD}', field: 'q' },
  { role: 'doctor', url: '/api/icd10?q={BAD}', field: 'q' },
  { role: 'doctor', url: '/api/patients?q={BAD}', field: 'q' },
];

/**
 * Bytes in a URL that are not UTF-8 (a surrogate half encoded alone, a stray byte): decoded to
 * the replacement character, which is ordinary text, so never an error of ours.
 */
const NOT_UTF8 = { 'an encoded surrogate half': '%ED%A0%80', 'a stray byte': '%FF' };

/** Routes with an id in the path: an id holding a NUL cannot be anyone's, so 404. */
const ID_ROUTES: { role: Role; method: 'GET' | 'POST'; url: string }[] = [
  { role: 'patient', method: 'GET', url: '/api/interviews/{BAD}' },
  { role: 'patient', method: 'POST', url: '/api/interviews/{BAD}/answer' },
  { role: 'patient', method: 'POST', url: '/api/interviews/{BAD}/back' },
  { role: 'patient', method: 'POST', url: '/api/interviews/{BAD}/finish' },
  { role: 'patient', method: 'GET', url: '/api/chat-spaces/{BAD}/messages' },
  { role: 'patient', method: 'GET', url: '/api/schedules/{BAD}' },
  { role: 'patient', method: 'GET', url: '/api/checkups/{BAD}' },
  { role: 'doctor', method: 'GET', url: '/api/cases/{BAD}' },
  { role: 'doctor', method: 'GET', url: '/api/patients/{BAD}' },
  { role: 'nobody', method: 'GET', url: '/guest/interviews/{BAD}' },
];

/** Routes taking a file: the role that may upload there and the multipart field. */
const UPLOAD_ROUTES: { role: Role; url: string; field: string }[] = [
  { role: 'patient', url: '/api/profile/avatar', field: 'file' },
  { role: 'patient', url: '/api/chat-spaces/{patientChat}/messages/file', field: 'file' },
  { role: 'doctor', url: `/api/cases/${demoCaseId(1)}/files`, field: 'file' },
  { role: 'patient', url: '/api/schedules/{patientSchedule}/files', field: 'file' },
  { role: 'operator', url: '/api/cadmin/clinics/1/logo', field: 'file' },
  { role: 'operator', url: '/api/cadmin/clinics/1/doctors', field: 'photo' },
];

const boundary = 'X-BOUNDARY-1234';
const part = (field: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n0000\r\n`;
/** Multipart bodies that are not multipart: each with its content type. */
const MALFORMED: Record<string, (field: string) => { type: string; body: string }> = {
  'no boundary': (field) => ({ type: 'multipart/form-data', body: part(field) + `--${boundary}--\r\n` }),
  'cut before the closing boundary': (field) => ({ type: `multipart/form-data; boundary=${boundary}`, body: part(field).slice(0, -10) }),
  garbage: () => ({ type: `multipart/form-data; boundary=${boundary}`, body: '\u0000\u00ff garbage, not a part at all \r\n\r\n--' }),
  'a 5,000-character boundary': (field) => ({ type: `multipart/form-data; boundary=${'b'.repeat(5000)}`, body: part(field).replaceAll(boundary, 'b'.repeat(5000)) + `--${'b'.repeat(5000)}--\r\n` }),
  'part headers without a name': () => ({ type: `multipart/form-data; boundary=${boundary}`, body: `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${boundary}--\r\n` }),
};

let s: TestServer;
const tokens = {} as Record<Role, string | null>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  s = await startTestServer({ seed: true, clock: new TestClock(new Date()) });
  const sessionOf = async (identifier: string) => {
    const user = await s.db.selectFrom('users').select('id').where('id_number', '=', identifier).executeTakeFirstOrThrow();
    return { id: user.id, token: await openSession(s.db, s.clock.now(), user.id, { ip: '127.0.0.1', userAgent: 'test' }) };
  };
  const [patient, doctor, operator] = await Promise.all(DEMO_ACCOUNTS.slice(0, 3).map((a) => sessionOf(a.identifier)));
  Object.assign(tokens, { patient: patient!.token, doctor: doctor!.token, operator: operator!.token, nobody: null });
  const chat = await s.db.selectFrom('chat_spaces').select('id').where('patient_id', '=', patient!.id).where('type', '=', 'PatientDoctor').executeTakeFirstOrThrow();
  ids.patientChat = chat.id;
  const schedule = await s.db.selectFrom('schedules').select('id').where('patient_id', '=', patient!.id).orderBy('start_time', 'desc').executeTakeFirstOrThrow();
  ids.patientSchedule = schedule.id;
});
afterAll(async () => {
  await s.close();
});

const fill = (url: string) => url.replace(/\{(\w+)\}/g, (_, name: string) => ids[name] ?? `{${name}}`);
const auth = (role: Role) => (tokens[role] ? { authorization: `Bearer ${tokens[role]}` } : {});
const withBad = (value: unknown, bad: string): unknown => JSON.parse(JSON.stringify(value).replaceAll(JSON.stringify(BAD).slice(1, -1), JSON.stringify(bad).slice(1, -1)));

/** Counts of the rows a refused request could have written. */
async function written() {
  const count = async (table: 'messages' | 'clinic_inquiries' | 'patient_log' | 'schedules' | 'users' | 'events') =>
    Number((await s.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  return { messages: await count('messages'), inquiries: await count('clinic_inquiries'), log: await count('patient_log'), schedules: await count('schedules'), users: await count('users'), events: await count('events') };
}

describe('text a database cannot hold', () => {
  for (const [kind, bad] of Object.entries(BAD_TEXT)) {
    for (const route of TEXT_ROUTES) {
      it(`${kind} in ${route.method} ${route.url} (${route.field}) is refused, naming the field`, async () => {
        const before = await written();
        const res = await s.app.inject({ method: route.method, url: fill(route.url), headers: auth(route.role), payload: withBad(route.body, bad) as object });
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json()).toMatchObject({ code: 'validation', errors: [{ path: route.field, code: 'field.unstorable_text' }] });
        expect(await written()).toEqual(before);
      });
    }
  }
  for (const route of QUERY_ROUTES) {
    it(`a NUL in GET ${route.url} is refused, naming the field`, async () => {
      const res = await s.app.inject({ method: 'GET', url: route.url.replace('{BAD}', 'a%00b'), headers: auth(route.role) });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({ code: 'validation', errors: [{ path: route.field, code: 'field.unstorable_text' }] });
    });
    for (const [kind, bytes] of Object.entries(NOT_UTF8)) {
      it(`${kind} in GET ${route.url} is searched for as text`, async () => {
        const res = await s.app.inject({ method: 'GET', url: route.url.replace('{BAD}', `a${bytes}b`), headers: auth(route.role) });
        expect(res.statusCode, res.body).toBe(200);
      });
    }
  }
  for (const route of ID_ROUTES) {
    for (const [kind, bytes] of Object.entries({ 'a NUL': '%00', ...NOT_UTF8 })) {
      it(`${kind} in the id of ${route.method} ${route.url} answers 404`, async () => {
        const res = await s.app.inject({ method: route.method, url: route.url.replace('{BAD}', `a${bytes}b`), headers: auth(route.role), ...(route.method === 'POST' ? { payload: {} } : {}) });
        expect(res.statusCode, res.body).toBe(404);
      });
    }
  }

  it('in a live message is answered with an error naming the field, and the handler never runs', async () => {
    const hub = new LiveHub();
    let ran = false;
    hub.handle('SendText', () => {
      ran = true;
      return undefined;
    });
    for (const bad of Object.values(BAD_TEXT)) {
      const answer = await hub.answer({} as never, JSON.stringify({ type: 'SendText', request_id: 'r1', payload: { chat: { text: bad } } }));
      expect(answer).toMatchObject({ request_id: 'r1', response_type: 'Error', code: 'field.unstorable_text' });
      expect((answer as { message: string }).message).toContain('chat.text');
    }
    expect(ran).toBe(false);
  });

  it('in a kiosk record is refused as an invalid record and nothing is stored', async () => {
    const before = Number((await s.db.selectFrom('device_records').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/devices/records',
      headers: { authorization: 'Device dk_demo_t8x_kiosk_healthy_family', 'content-type': 'application/json' },
      payload: JSON.stringify({ MachineId: 'T8X-1', RecordNo: 'a\u0000b', MeasureTime: '2026-11-20 10:00:00', userId: '01001000001' }),
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ code: 'device.record_invalid', errors: [{ path: 'RecordNo', code: 'device.field_format' }] });
    expect(Number((await s.db.selectFrom('device_records').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)).toBe(before);
  });
});

describe('a multipart body that is not multipart', () => {
  for (const route of UPLOAD_ROUTES) {
    for (const [kind, make] of Object.entries(MALFORMED)) {
      it(`${kind} on ${route.url} answers 400 upload.malformed`, async () => {
        const before = await written();
        const { type, body } = make(route.field);
        const res = await s.app.inject({ method: 'POST', url: fill(route.url), headers: { ...auth(route.role), 'content-type': type }, payload: Buffer.from(body, 'latin1') });
        expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, res.body).toBeLessThan(500);
        expect(['upload.malformed', 'upload.missing', 'validation']).toContain(res.json().code);
        expect(await written()).toEqual(before);
      });
    }
  }
});
