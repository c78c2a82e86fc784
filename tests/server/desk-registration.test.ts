import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { createUser } from '../support/fixtures';
import { signIn, bearer } from '../support/session';
import { addMember, createClinic } from './chats-support';
import { post, readOutbox, whoAmI } from './auth-support';

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer();
});
afterEach(async () => s.close());

let seq = 0;
/** A fresh, well-formed registration for `clinicId`. */
function draft(clinicId: number, over: Record<string, unknown> = {}) {
  seq += 1;
  return {
    clinic_id: clinicId,
    id_number: `6100${String(seq).padStart(7, '0')}`,
    firstname: 'ლევან',
    lastname: 'გელაშვილი',
    gender: 'male',
    birthdate: '1975-03-09',
    country_code: '+995',
    phone_number: `577 ${String(seq).padStart(6, '0')}`,
    email: '',
    ...over,
  };
}

/** A clinic with an administrator, a plain desk operator, an operator of another clinic, a doctor and a patient of the clinic. */
async function world() {
  const clinic = await createClinic(s.db);
  const other = await createClinic(s.db);
  const person = async (type: 'Patient' | 'Doctor' | 'ClinicOperator', clinicId?: number, role?: 'admin' | 'operator' | 'doctor') => {
    const u = await createUser(s.db, { type });
    if (clinicId) await addMember(s.db, clinicId, u.id, role);
    return { ...u, token: await signIn(s.db, u.id, s.clock) };
  };
  return {
    clinic,
    other,
    admin: await person('ClinicOperator', clinic, 'admin'),
    desk: await person('ClinicOperator', clinic, 'operator'),
    stranger: await person('ClinicOperator', other, 'operator'),
    doctor: await person('Doctor', clinic, 'doctor'),
    patient: await person('Patient'),
  };
}

const register = (token: string | null, body: unknown) => post(s, '/api/desk/patients', body, token ? { token } : {});
const lookup = (token: string | null, clinicId: number | string, idNumber: string) =>
  s.app.inject({ method: 'GET', url: `/api/desk/patients/lookup?clinic_id=${clinicId}&id_number=${encodeURIComponent(idNumber)}`, headers: token ? bearer(token) : {} });
const users = async () => Number((await s.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('POST /api/desk/patients', () => {
  it('a plain desk operator registers a patient: no password, agreement pending, created_by, language ka, the clinic chat, audited, the link sent by SMS', async () => {
    const w = await world();
    const body = draft(w.clinic);
    const res = await register(w.desk.token, body);
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ patient: { firstname: { ka: 'ლევან' }, lastname: { ka: 'გელაშვილი' } }, sent: { sms: true, email: false }, has_email: false });
    const row = await s.db.selectFrom('users').selectAll().where('id', '=', data.patient.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ type: 'Patient', id_number: body.id_number, phone: `+995577${body.phone_number.slice(4)}`, email: null, password_hash: null, language: 'ka', created_by: w.desk.id, agreement_accepted_at: null, gender: 'male', birthdate: '1975-03-09' });
    const space = await s.db.selectFrom('chat_spaces').selectAll().where('id', '=', data.chat_space_id).executeTakeFirstOrThrow();
    expect(space).toMatchObject({ type: 'PatientClinic', patient_id: data.patient.id, clinic_id: w.clinic });
    const lines = await s.db.selectFrom('audit_log').selectAll().where('action', '=', 'patient.register').execute();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ actor_id: w.desk.id, record_type: 'user', record_id: data.patient.id, patient_id: data.patient.id, clinic_id: w.clinic });
    const sms = readOutbox(s).filter((m) => m.to === row.phone);
    expect(sms).toHaveLength(1);
    expect(sms[0].channel).toBe('sms');
    expect(sms[0].text).toContain(`/dashboard?token=${encodeURIComponent(sms[0].code)}`);

    // The link signs the new patient in; they have not accepted the agreement yet.
    const session = await post(s, '/api/auth/login-with-authcode', { code: sms[0].code });
    expect(session.statusCode).toBe(200);
    const me = (await whoAmI(s, session.json().data.token)).json().data;
    expect(me).toMatchObject({ id: data.patient.id, agreement_accepted: false, password_set: false });
    // The desk sees the patient's page at once (the clinic chat makes them the clinic's patient).
    const page = await s.app.inject({ method: 'GET', url: `/api/patients/${data.patient.id}`, headers: bearer(w.desk.token) });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.chat_space_id).toBe(data.chat_space_id);
  });

  it('an administrator registers too; the chosen language and the e-mail are kept and the e-mail gets the link', async () => {
    const w = await world();
    const res = await register(w.admin.token, draft(w.clinic, { email: ' Levan.G@Example.ge ', language: 'en' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ sent: { sms: true, email: true }, has_email: true });
    const row = await s.db.selectFrom('users').select(['email', 'language']).where('id', '=', res.json().data.patient.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ email: 'Levan.G@Example.ge', language: 'en' });
    const mail = readOutbox(s).filter((m) => m.to === 'Levan.G@Example.ge');
    expect(mail).toHaveLength(1);
    expect(mail[0].text).toContain('registered you as a patient');
  });

  it('doctors, patients, operators of another clinic and anonymous callers are refused and nothing is written', async () => {
    const w = await world();
    const before = await users();
    for (const who of [w.doctor, w.patient, w.stranger]) {
      const res = await register(who.token, draft(w.clinic));
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('desk.not_allowed');
      expect((await lookup(who.token, w.clinic, '01001000001')).statusCode).toBe(403);
    }
    // An operator of one clinic registers for their own clinic only.
    expect((await register(w.desk.token, draft(w.other))).statusCode).toBe(403);
    expect((await register(null, draft(w.clinic))).statusCode).toBe(401);
    expect((await lookup(null, w.clinic, '01001000001')).statusCode).toBe(401);
    expect(await users()).toBe(before);
    expect(readOutbox(s)).toHaveLength(0);
  });

  it('bad fields: one 422 with every field error (the rules of self-registration), nothing written', async () => {
    const w = await world();
    const before = await users();
    const res = await register(w.desk.token, {
      clinic_id: w.clinic, id_number: '12-34', firstname: '', lastname: 'X1', gender: 'x', birthdate: '2990-01-01', country_code: '+995', phone_number: '12345', email: 'no-at-sign',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.map((e: { path: string; code: string }) => `${e.path}:${e.code}`)).toEqual([
      'id_number:field.identifier_format', 'firstname:field.required', 'lastname:field.format', 'gender:field.gender', 'birthdate:field.birthdate_future', 'phone_number:field.phone_format', 'email:field.email_format',
    ]);
    const wrongType = await register(w.desk.token, { ...draft(w.clinic), clinic_id: 'one' });
    expect(wrongType.statusCode).toBe(422);
    expect(await users()).toBe(before);
  });

  it('a duplicate ID number is answered with the existing patient (name, birth year, masked phone) and no second account', async () => {
    const w = await world();
    const existing = await createUser(s.db, { idNumber: '61009999999', phone: '+995555001234' });
    const before = await users();
    const res = await register(w.desk.token, draft(w.clinic, { id_number: '61009999999' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'desk.patient_exists' });
    expect(res.json().current).toEqual({ id: existing.id, firstname: { ka: 'ნინო', en: 'Nino' }, lastname: { ka: 'ბერიძე', en: 'Beridze' }, birth_year: 1980, phone: '+995 5** ** 12 34' });
    expect(await users()).toBe(before);
    // The lookup finds them as soon as the number is typed; an unknown number finds nobody.
    const found = await lookup(w.desk.token, w.clinic, ' 61009999999 ');
    expect(found.statusCode).toBe(200);
    expect(found.json().data.existing).toEqual(res.json().current);
    expect((await lookup(w.desk.token, w.clinic, '61008888888')).json().data).toEqual({ existing: null });
    const bad = await lookup(w.desk.token, w.clinic, '1');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual([{ path: 'id_number', code: 'field.identifier_format' }]);
  });

  it('an ID number, phone or e-mail of another account is a field error', async () => {
    const w = await world();
    await createUser(s.db, { phone: '+995577123456', email: 'taken@example.ge' });
    const before = await users();
    const doctorIdNumber = (await s.db.selectFrom('users').select('id_number').where('id', '=', w.doctor.id).executeTakeFirstOrThrow()).id_number;
    const asDoctor = await register(w.desk.token, draft(w.clinic, { id_number: doctorIdNumber }));
    expect(asDoctor.statusCode).toBe(422);
    expect(asDoctor.json().errors).toEqual([{ path: 'id_number', code: 'field.identifier_taken' }]);
    const res = await register(w.desk.token, draft(w.clinic, { phone_number: '577-12-34-56', email: 'TAKEN@example.ge' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ path: 'phone_number', code: 'field.phone_taken' }, { path: 'email', code: 'field.email_taken' }]);
    expect(await users()).toBe(before);
  });
});

describe('POST /api/desk/patients/:id/invitation', () => {
  it('sends a fresh link to a patient the clinic registered, until they have signed in and accepted', async () => {
    const w = await world();
    const id = (await register(w.desk.token, draft(w.clinic))).json().data.patient.id;
    const again = await post(s, `/api/desk/patients/${id}/invitation`, { clinic_id: w.clinic }, { token: w.admin.token });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ sms: true, email: false });
    const codes = readOutbox(s).map((m) => m.code);
    expect(codes).toHaveLength(2);
    expect(new Set(codes).size).toBe(2);
    // Both links work (once each).
    for (const code of codes) expect((await post(s, '/api/auth/login-with-authcode', { code })).statusCode).toBe(200);
    await s.db.updateTable('users').set({ agreement_accepted_at: new Date() as never }).where('id', '=', id).execute();
    expect((await post(s, `/api/desk/patients/${id}/invitation`, { clinic_id: w.clinic }, { token: w.desk.token })).statusCode).toBe(404);
  });

  it('never for a patient the clinic did not create, nor by someone not at its desk', async () => {
    const w = await world();
    const id = (await register(w.desk.token, draft(w.clinic))).json().data.patient.id;
    const pending = await createUser(s.db, { agreementAccepted: false });
    for (const [token, patientId, clinicId, status] of [
      [w.desk.token, pending.id, w.clinic, 404],
      [w.desk.token, 'not-a-uuid', w.clinic, 404],
      [w.stranger.token, id, w.other, 404],
      [w.stranger.token, id, w.clinic, 403],
      [w.doctor.token, id, w.clinic, 403],
      [w.patient.token, id, w.clinic, 403],
    ] as const) {
      const res = await post(s, `/api/desk/patients/${patientId}/invitation`, { clinic_id: clinicId }, { token });
      expect(res.statusCode).toBe(status);
    }
    expect(readOutbox(s)).toHaveLength(1);
  });
});

describe('POST /api/chat-spaces/clinic', () => {
  it('an operator opens the clinic chat with a patient (the same one every time); others are refused', async () => {
    const w = await world();
    const open = (token: string, body: unknown) => post(s, '/api/chat-spaces/clinic', body, { token });
    const first = await open(w.desk.token, { clinic_id: w.clinic, patient_id: w.patient.id });
    expect(first.statusCode).toBe(200);
    const id = first.json().data.id;
    expect((await open(w.admin.token, { clinic_id: w.clinic, patient_id: w.patient.id })).json().data.id).toBe(id);
    const space = await s.app.inject({ method: 'GET', url: `/api/chat-spaces/${id}`, headers: bearer(w.patient.token) });
    expect(space.json().data).toMatchObject({ type: 'PatientClinic', active: true });
    for (const who of [w.stranger, w.doctor, w.patient]) expect((await open(who.token, { clinic_id: w.clinic, patient_id: w.patient.id })).statusCode).toBe(403);
    expect((await open(w.desk.token, { clinic_id: w.clinic, patient_id: w.doctor.id })).json().code).toBe('patient.not_found');
    expect((await open(w.desk.token, { clinic_id: w.clinic, patient_id: 'nope' })).statusCode).toBe(404);
    expect((await post(s, '/api/chat-spaces/clinic', { clinic_id: w.clinic, patient_id: w.patient.id })).statusCode).toBe(401);
    expect(await s.db.selectFrom('chat_spaces').select('id').where('patient_id', '=', w.patient.id).execute()).toHaveLength(1);
  });
});
