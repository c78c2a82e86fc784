import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { createUser } from '../support/fixtures';
import { readOutbox } from './auth-support';
import { insertSchedule } from './availability-support';
import { PNG, auditOf, cadminWorld, call, counts, createDoctor, newDoctor, type CadminWorld } from './cadmin-support';

let s: TestServer;
let w: CadminWorld;
beforeEach(async () => {
  s = await startTestServer();
  w = await cadminWorld(s);
});
afterEach(async () => s.close());

const url = (clinicId: number | string, rest = '') => `/api/cadmin/clinics/${clinicId}/doctors${rest}`;
const avatars = () => (existsSync(join(s.dataDir, 'uploads', 'avatars')) ? readdirSync(join(s.dataDir, 'uploads', 'avatars')) : []);

describe('who may run a clinic\'s doctors', () => {
  it('answers 403 to everyone but the clinic\'s administrators on every route, 401 to someone not signed in', async () => {
    const routes: ['GET' | 'POST' | 'PUT', string, unknown?][] = [
      ['GET', url(w.clinicA)],
      ['POST', url(w.clinicA, '/existing'), { id_number: '01001000002', clinic_service_ids: [w.a1] }],
      ['PUT', url(w.clinicA, `/${w.doctor.id}/services`), { clinic_service_ids: [w.a1] }],
      ['POST', url(w.clinicA, `/${w.doctor.id}/deactivate`)],
      ['POST', url(w.clinicA, `/${w.doctor.id}/reactivate`)],
      ['POST', url(w.clinicA, `/${w.doctor.id}/invite`)],
      ['GET', url(w.clinicA, `/${w.doctor.id}/appointments`)],
    ];
    const before = await counts(s);
    for (const [method, path, body] of routes) {
      for (const who of [w.patient, w.doctor, w.operator, w.adminB]) {
        const res = await call(s, who.token, method, path, body);
        expect(res.statusCode, `${method} ${path}`).toBe(403);
        expect(res.json().code).toBe('cadmin.not_allowed');
      }
      expect((await call(s, null, method, path, body)).statusCode).toBe(401);
    }
    for (const who of [w.patient, w.operator, w.adminB]) {
      const res = await createDoctor(s, who.token, w.clinicA, newDoctor([w.a1]));
      expect(res.statusCode).toBe(403);
    }
    expect((await createDoctor(s, null, w.clinicA, newDoctor([w.a1]))).statusCode).toBe(401);
    expect(await counts(s)).toEqual(before);
    // A clinic that does not exist is just another clinic the person does not administer.
    expect((await call(s, w.admin.token, 'GET', url(9999))).statusCode).toBe(403);
  });

  it('answers 404 for a doctor of another clinic, or no doctor at all, learning nothing of them', async () => {
    for (const id of [w.doctorB.id, w.loneDoctor.id, w.patient.id, w.operator.id, 'not-a-uuid']) {
      for (const [method, rest, body] of [['GET', '/appointments'], ['PUT', '/services', { clinic_service_ids: [w.a1] }], ['POST', '/deactivate'], ['POST', '/invite']] as const) {
        const res = await call(s, w.admin.token, method, url(w.clinicA, `/${id}${rest}`), body);
        expect(res.statusCode, `${id}${rest}`).toBe(404);
        expect(res.json()).toEqual({ code: 'doctor_admin.not_found', message: 'No such doctor at this clinic' });
      }
    }
  });
});

describe('the list', () => {
  it('lists the clinic\'s doctors with their services here and future appointments, deactivated ones marked', async () => {
    const now = s.clock.now();
    await insertSchedule(s.db, { patientId: w.patient.id, assigneeId: w.doctor.id, clinicId: w.clinicA, clinicServiceId: w.a1, start: new Date(now.getTime() + 86_400_000), now });
    await insertSchedule(s.db, { patientId: w.patient.id, assigneeId: w.doctor.id, clinicId: w.clinicA, clinicServiceId: w.a1, start: new Date(now.getTime() - 86_400_000), status: 'completed', now });
    const res = await call(s, w.admin.token, 'GET', url(w.clinicA));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({ id: w.doctor.id, active: true, deactivated_at: null, clinic_service_ids: [w.a1, w.a2], future_appointments: 1, agreement_accepted: true }),
    ]);
    expect((await call(s, w.admin.token, 'POST', url(w.clinicA, `/${w.doctor.id}/deactivate`))).json().data).toMatchObject({ active: false, deactivated_at: now.toISOString() });
    expect((await call(s, w.admin.token, 'GET', url(w.clinicA))).json().data).toEqual([expect.objectContaining({ id: w.doctor.id, active: false })]);
    expect((await call(s, w.adminB.token, 'GET', url(w.clinicB))).json().data.map((d: { id: string }) => d.id)).toEqual([w.doctorB.id]);
  });
});

describe('adding a doctor who has an account', () => {
  it('adds a Doctor account by ID number with its services here, audited', async () => {
    const idNumber = (await s.db.selectFrom('users').select('id_number').where('id', '=', w.doctorB.id).executeTakeFirstOrThrow()).id_number;
    const res = await call(s, w.admin.token, 'POST', url(w.clinicA, '/existing'), { id_number: ` ${idNumber} `, clinic_service_ids: [w.a3] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ doctor: { id: w.doctorB.id, clinic_service_ids: [w.a3], active: true }, sent: null });
    expect(await auditOf(s, 'doctor.add')).toEqual([
      { actor_id: w.admin.id, action: 'doctor.add', record_type: 'user', record_id: w.doctorB.id, clinic_id: w.clinicA, detail: { old: null, new: { clinic_service_ids: [w.a3] } } },
    ]);
    // Their services at clinic B stay.
    const b = (await call(s, w.adminB.token, 'GET', url(w.clinicB))).json().data;
    expect(b[0].clinic_service_ids).toEqual([w.b1]);
  });

  it('refuses a patient or operator account, a member, an unknown or malformed ID number and foreign services, writing nothing', async () => {
    const patientIdNumber = (await s.db.selectFrom('users').select('id_number').where('id', '=', w.patient.id).executeTakeFirstOrThrow()).id_number;
    const operatorIdNumber = (await s.db.selectFrom('users').select('id_number').where('id', '=', w.operator.id).executeTakeFirstOrThrow()).id_number;
    const memberIdNumber = (await s.db.selectFrom('users').select('id_number').where('id', '=', w.doctor.id).executeTakeFirstOrThrow()).id_number;
    const lone = (await s.db.selectFrom('users').select('id_number').where('id', '=', w.loneDoctor.id).executeTakeFirstOrThrow()).id_number;
    const before = await counts(s);
    const cases: [unknown, { path: string; code: string }[]][] = [
      [{ id_number: patientIdNumber, clinic_service_ids: [w.a1] }, [{ path: 'id_number', code: 'doctor_admin.not_a_doctor' }]],
      [{ id_number: operatorIdNumber, clinic_service_ids: [w.a1] }, [{ path: 'id_number', code: 'doctor_admin.not_a_doctor' }]],
      [{ id_number: memberIdNumber, clinic_service_ids: [w.a1] }, [{ path: 'id_number', code: 'doctor_admin.already_member' }]],
      [{ id_number: '99999999999', clinic_service_ids: [w.a1] }, [{ path: 'id_number', code: 'doctor_admin.unknown_person' }]],
      [{ id_number: '123', clinic_service_ids: [] }, [{ path: 'id_number', code: 'field.identifier_format' }, { path: 'clinic_service_ids', code: 'field.required' }]],
      [{ id_number: lone, clinic_service_ids: [w.b1] }, [{ path: 'clinic_service_ids', code: 'doctor_admin.unknown_service' }]],
    ];
    for (const [body, errors] of cases) {
      const res = await call(s, w.admin.token, 'POST', url(w.clinicA, '/existing'), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors).toEqual(errors);
    }
    expect((await call(s, w.admin.token, 'POST', url(w.clinicA, '/existing'), { id_number: 5 })).statusCode).toBe(422);
    expect(await counts(s)).toEqual(before);
  });
});

describe('creating a new doctor', () => {
  it('creates the account, membership, services, photo and invitation at once, and sends the link by SMS and e-mail', async () => {
    const before = await counts(s);
    const res = await createDoctor(s, w.admin.token, w.clinicA, newDoctor([w.a1, w.a3]), PNG);
    expect(res.statusCode, res.body).toBe(201);
    const { doctor, sent } = res.json().data;
    expect(sent).toEqual({ sms: true, email: true });
    expect(doctor).toMatchObject({
      firstname: { ka: 'გიორგი', en: 'Giorgi' }, id_number: '01009012345', phone: '+995599123456', email: 'giorgi.lomidze@example.ge', speciality_id: 1,
      title: { ka: 'კარდიოლოგი', en: 'Cardiologist' }, experience_from: 2010, languages: ['ka', 'en'], active: true, clinic_service_ids: [w.a1, w.a3], agreement_accepted: false,
    });
    expect(doctor.photo).toBe(`/api/files/avatars/${doctor.id}?v=1`);
    expect((await s.app.inject({ method: 'GET', url: doctor.photo })).statusCode).toBe(200);
    const after = await counts(s);
    expect(after).toEqual({ ...before, users: before.users + 1, clinic_members: before.clinic_members + 1, doctor_services: before.doctor_services + 2, authcodes: before.authcodes + 1, audit_log: before.audit_log + 1 });
    const row = await s.db.selectFrom('users').select(['type', 'created_by', 'agreement_accepted_at', 'password_hash']).where('id', '=', doctor.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ type: 'Doctor', created_by: w.admin.id, agreement_accepted_at: null, password_hash: null });
    const outbox = readOutbox(s);
    expect(outbox.map((m) => [m.channel, m.to])).toEqual([['sms', '+995599123456'], ['email', 'giorgi.lomidze@example.ge']]);
    expect(outbox[0].text).toContain(`/my/schedule?token=${encodeURIComponent(outbox[0].code)}`);
    // The link signs the new doctor in.
    const signed = await s.app.inject({ method: 'POST', url: '/api/auth/login-with-authcode', payload: { code: outbox[0].code } });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().data.user).toMatchObject({ id: doctor.id, type: 'Doctor', clinics: [{ id: w.clinicA, role: 'doctor' }] });
    const [line] = await auditOf(s, 'doctor.create');
    expect(line).toMatchObject({ actor_id: w.admin.id, record_type: 'user', record_id: doctor.id, clinic_id: w.clinicA, detail: { old: null, new: { id_number: '01009012345', clinic_service_ids: [w.a1, w.a3], photo: true } } });
  });

  it('refuses bad fields all at once with their codes, writing nothing and storing no photo', async () => {
    const before = await counts(s);
    const res = await createDoctor(s, w.admin.token, w.clinicA, newDoctor([], {
      firstname: { ka: '', en: 'Giorgi' }, id_number: '0100901234', phone: '+995 32 212 3456', email: 'not-an-address', speciality_id: null, experience_from: 1900, languages: ['xx'],
    }), PNG);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.map((e: { path: string; code: string }) => `${e.path}:${e.code}`)).toEqual([
      'firstname.ka:field.required', 'id_number:field.identifier_format', 'phone:field.phone_format', 'email:field.email_format', 'speciality_id:field.required',
      'experience_from:field.number_range', 'languages:field.language', 'clinic_service_ids:field.required',
    ]);
    const taken = await createUser(s.db, { type: 'Patient', idNumber: '01009012345', phone: '+995599123456', email: 'Giorgi.Lomidze@example.ge' });
    const dup = await createDoctor(s, w.admin.token, w.clinicA, newDoctor([w.b1], { speciality_id: 9999 }), Buffer.from('not an image'));
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.map((e: { path: string; code: string }) => `${e.path}:${e.code}`)).toEqual([
      'photo:upload.not_image', 'id_number:field.identifier_taken', 'phone:field.phone_taken', 'email:field.email_taken', 'speciality_id:doctor_admin.unknown_speciality',
      'clinic_service_ids:doctor_admin.unknown_service',
    ]);
    expect(await counts(s)).toEqual({ ...before, users: before.users + 1 });
    expect(taken.idNumber).toBe('01009012345');
    expect(avatars()).toEqual([]);
    expect(readOutbox(s)).toEqual([]);
  });

  it('answers 422 for details that are not JSON or not multipart, never 500', async () => {
    const notJson = await createDoctor(s, w.admin.token, w.clinicA, '{oops');
    expect(notJson.statusCode).toBe(422);
    expect(notJson.json()).toMatchObject({ code: 'validation', errors: [{ path: 'data', code: 'field.format' }] });
    const wrongShape = await createDoctor(s, w.admin.token, w.clinicA, { firstname: 'x' });
    expect(wrongShape.statusCode).toBe(422);
    const json = await call(s, w.admin.token, 'POST', url(w.clinicA), newDoctor([w.a1]));
    expect(json.statusCode).toBe(422);
  });

  it('a hidden service cannot be given to a new doctor', async () => {
    await s.db.updateTable('clinic_services').set({ hidden: true }).where('id', '=', w.a3).execute();
    const res = await createDoctor(s, w.admin.token, w.clinicA, newDoctor([w.a3]));
    expect(res.json().errors).toEqual([{ path: 'clinic_service_ids', code: 'doctor_admin.unknown_service' }]);
  });
});

describe('a doctor\'s services, deactivation and the sign-in link', () => {
  it('sets the doctor\'s services at this clinic only, audited with old and new', async () => {
    const res = await call(s, w.admin.token, 'PUT', url(w.clinicA, `/${w.doctor.id}/services`), { clinic_service_ids: [w.a3, w.a2] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.clinic_service_ids).toEqual([w.a2, w.a3]);
    expect((await auditOf(s, 'doctor.services'))[0].detail).toEqual({ old: { clinic_service_ids: [w.a1, w.a2] }, new: { clinic_service_ids: [w.a2, w.a3] } });
    const bad = await call(s, w.admin.token, 'PUT', url(w.clinicA, `/${w.doctor.id}/services`), { clinic_service_ids: [w.b1] });
    expect(bad.statusCode).toBe(422);
    const empty = await call(s, w.admin.token, 'PUT', url(w.clinicA, `/${w.doctor.id}/services`), { clinic_service_ids: [] });
    expect(empty.json().errors).toEqual([{ path: 'clinic_service_ids', code: 'field.required' }]);
    expect((await call(s, w.admin.token, 'GET', url(w.clinicA))).json().data[0].clinic_service_ids).toEqual([w.a2, w.a3]);
  });

  it('deactivates and reactivates, each once in the audit trail, and lists future appointments to reassign', async () => {
    const now = s.clock.now();
    const future = await insertSchedule(s.db, { patientId: w.patient.id, assigneeId: w.doctor.id, clinicId: w.clinicA, clinicServiceId: w.a1, start: new Date(now.getTime() + 2 * 86_400_000), now });
    await insertSchedule(s.db, { patientId: w.patient.id, assigneeId: w.doctor.id, clinicId: w.clinicA, clinicServiceId: w.a1, start: new Date(now.getTime() + 86_400_000), status: 'cancelled', now });
    await call(s, w.admin.token, 'POST', url(w.clinicA, `/${w.doctor.id}/deactivate`));
    await call(s, w.admin.token, 'POST', url(w.clinicA, `/${w.doctor.id}/deactivate`));
    const list = await call(s, w.admin.token, 'GET', url(w.clinicA, `/${w.doctor.id}/appointments`));
    expect(list.json().data).toEqual([expect.objectContaining({ id: future, status: 'created', patient: { firstname: { ka: 'ნინო', en: 'Nino' }, lastname: { ka: 'ბერიძე', en: 'Beridze' } } })]);
    const back = await call(s, w.admin.token, 'POST', url(w.clinicA, `/${w.doctor.id}/reactivate`));
    expect(back.json().data).toMatchObject({ active: true, deactivated_at: null });
    expect((await auditOf(s, 'doctor.deactivate')).map((l) => l.detail)).toEqual([{ old: { active: true }, new: { active: false } }]);
    expect((await auditOf(s, 'doctor.reactivate')).map((l) => l.detail)).toEqual([{ old: { active: false }, new: { active: true } }]);
  });

  it('sends a new sign-in link to a doctor who has not signed in yet, and refuses one who has', async () => {
    const created = (await createDoctor(s, w.admin.token, w.clinicA, newDoctor([w.a1]))).json().data.doctor;
    const first = readOutbox(s)[0].code;
    const res = await call(s, w.admin.token, 'POST', url(w.clinicA, `/${created.id}/invite`));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ sms: true, email: true });
    const second = readOutbox(s).at(-1)!.code;
    expect(second).not.toBe(first);
    expect((await auditOf(s, 'doctor.invite')).length).toBe(1);
    const signedIn = await call(s, w.admin.token, 'POST', url(w.clinicA, `/${w.doctor.id}/invite`));
    expect(signedIn.statusCode).toBe(409);
    expect(signedIn.json().code).toBe('doctor_admin.already_signed_in');
  });
});
