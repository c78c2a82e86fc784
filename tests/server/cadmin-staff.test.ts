import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { createUser } from '../support/fixtures';
import { addMember } from './chats-support';
import { post, readOutbox, whoAmI } from './auth-support';
import { auditLines, cadminWorld, call, type CadminWorld } from './cadmin-clinic-support';

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer();
});
afterEach(async () => s.close());

const staffUrl = (w: CadminWorld, path = 'staff') => `/api/cadmin/clinics/${w.clinicA}/${path}`;
const members = (clinicId: number) => s.db.selectFrom('clinic_members').select(['user_id', 'role']).where('clinic_id', '=', clinicId).orderBy('user_id').execute();
const userCount = async () => Number((await s.db.selectFrom('users').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
const newOperator = (over: Record<string, unknown> = {}) => ({
  id_number: '01001000777',
  firstname: { ka: 'ნინო', en: 'Nino' },
  lastname: { ka: 'კაპანაძე', en: 'Kapanadze' },
  phone: '+995 599 11 22 33',
  email: 'nino.k@example.ge',
  language: 'en',
  ...over,
});

describe('the clinic staff', () => {
  it('lists the operators with their roles and counts the doctors', async () => {
    const w = await cadminWorld(s);
    await s.db.insertInto('clinic_support_grants').values({ clinic_id: w.clinicA, user_id: w.operator.id, granted_by: null, granted_at: s.clock.now() }).execute();
    const res = await call(s, w.admin.token, 'GET', staffUrl(w));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.clinic_id).toBe(w.clinicA);
    expect(data.doctors).toBe(1);
    expect(data.operators.map((o: { id: string; admin: boolean; support: boolean }) => [o.id, o.admin, o.support])).toEqual([
      [w.admin.id, true, false],
      [w.operator.id, false, true],
    ]);
  });

  it('looks an ID number up without naming patients or doctors', async () => {
    const w = await cadminWorld(s);
    const lookup = (idNumber: string) => call(s, w.admin.token, 'GET', staffUrl(w, `operators/lookup?id_number=${idNumber}`));
    expect((await lookup('01001000999')).json().data).toEqual({ status: 'none' });
    const patient = await createUser(s.db, { type: 'Patient', idNumber: '01001000555' });
    expect(patient.id).toBeTruthy();
    expect((await lookup('01001000555')).json().data).toEqual({ status: 'other' });
    const op = await createUser(s.db, { type: 'ClinicOperator', idNumber: '01001000556' });
    expect((await lookup('01001000556')).json().data).toMatchObject({ status: 'operator', id: op.id, member: false, firstname: { en: 'Nino' } });
    const bad = await lookup('12ab');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual([{ path: 'id_number', code: 'field.identifier_format' }]);
  });

  it('adds an existing operator account by ID number, audited; a second time is 409', async () => {
    const w = await cadminWorld(s);
    const op = await createUser(s.db, { type: 'ClinicOperator', idNumber: '01001000556' });
    const res = await call(s, w.admin.token, 'POST', staffUrl(w, 'operators'), { id_number: ' 01001000556 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ user_id: op.id, created: false });
    expect(res.json().data.staff.operators.map((o: { id: string }) => o.id)).toContain(op.id);
    expect((await members(w.clinicA)).find((m) => m.user_id === op.id)?.role).toBe('operator');
    const lines = await auditLines(s);
    expect(lines).toEqual([expect.objectContaining({ actor_id: w.admin.id, action: 'operator.add', record_type: 'user', record_id: op.id, clinic_id: w.clinicA, detail: { role: { old: null, new: 'operator' }, created: false } })]);
    const again = await call(s, w.admin.token, 'POST', staffUrl(w, 'operators'), { id_number: '01001000556' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('cadmin.already_member');
    expect(await auditLines(s)).toHaveLength(1);
  });

  it('refuses a patient’s or a doctor’s account with a clear error, and writes nothing', async () => {
    const w = await cadminWorld(s);
    await createUser(s.db, { type: 'Patient', idNumber: '01001000555' });
    await createUser(s.db, { type: 'Doctor', idNumber: '01001000554' });
    const before = await members(w.clinicA);
    for (const idNumber of ['01001000555', '01001000554']) {
      const res = await call(s, w.admin.token, 'POST', staffUrl(w, 'operators'), newOperator({ id_number: idNumber }));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'cadmin.not_operator', errors: [{ path: 'id_number', code: 'cadmin.not_operator' }] });
    }
    expect(await members(w.clinicA)).toEqual(before);
    expect(await auditLines(s)).toEqual([]);
  });

  it('creates a new operator account with its membership and invitation; the link signs them in', async () => {
    const w = await cadminWorld(s);
    const res = await call(s, w.admin.token, 'POST', staffUrl(w, 'operators'), newOperator());
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ created: true, invitation: { sms: true, email: true } });
    const row = await s.db.selectFrom('users').selectAll().where('id', '=', data.user_id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ type: 'ClinicOperator', id_number: '01001000777', phone: '+995599112233', email: 'nino.k@example.ge', password_hash: null, agreement_accepted_at: null, created_by: w.admin.id, language: 'en' });
    expect(data.staff.operators.find((o: { id: string }) => o.id === data.user_id)).toMatchObject({ admin: false, support: false, invited: true });
    const line = (await auditLines(s)).at(-1)!;
    expect(line).toMatchObject({ action: 'operator.add', record_id: data.user_id, detail: { role: { old: null, new: 'operator' }, created: true } });

    const sms = readOutbox(s).filter((m) => m.to === '+995599112233');
    expect(sms).toHaveLength(1);
    expect(sms[0].text).toContain('added you as an operator');
    expect(sms[0].text).toContain(`/dashboard?token=`);
    const signedIn = await post(s, '/api/auth/login-with-authcode', { code: sms[0].code });
    expect(signedIn.statusCode).toBe(200);
    const me = (await whoAmI(s, signedIn.json().data.token)).json().data;
    expect(me).toMatchObject({ id: data.user_id, type: 'ClinicOperator', clinics: [{ id: w.clinicA, role: 'operator' }] });
  });

  it('refuses bad or taken fields of a new account with 422 per field, and writes nothing', async () => {
    const w = await cadminWorld(s);
    const taken = await createUser(s.db, { type: 'Patient', phone: '+995599000000', email: 'taken@example.ge' });
    expect(taken.id).toBeTruthy();
    const users = await userCount();
    const outbox = readOutbox(s).length;
    const bad = await call(s, w.admin.token, 'POST', staffUrl(w, 'operators'), newOperator({ firstname: { ka: '', en: 'Nino' }, lastname: { ka: 'ა', en: '' }, phone: '+44 20 7946 0000', email: 'x@' }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.map((e: { path: string; code: string }) => `${e.path}:${e.code}`).sort()).toEqual([
      'email:field.email_format', 'firstname.ka:field.required', 'lastname.en:field.required', 'phone:field.phone_format',
    ]);
    const missing = await call(s, w.admin.token, 'POST', staffUrl(w, 'operators'), { id_number: '01001000778' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.map((e: { path: string }) => e.path).sort()).toEqual(['firstname.en', 'firstname.ka', 'lastname.en', 'lastname.ka', 'phone']);
    const badId = await call(s, w.admin.token, 'POST', staffUrl(w, 'operators'), newOperator({ id_number: '123' }));
    expect(badId.json().errors).toEqual([{ path: 'id_number', code: 'field.identifier_format' }]);
    const dup = await call(s, w.admin.token, 'POST', staffUrl(w, 'operators'), newOperator({ phone: '599 00 00 00', email: 'TAKEN@example.ge' }));
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.map((e: { path: string; code: string }) => `${e.path}:${e.code}`).sort()).toEqual(['email:field.email_taken', 'phone:field.phone_taken']);
    expect(await userCount()).toBe(users);
    expect(await s.db.selectFrom('authcodes').select('user_id').execute()).toEqual([]);
    expect(readOutbox(s).length).toBe(outbox);
    expect(await auditLines(s)).toEqual([]);
  });

  it('grants and withdraws the administrator role; the clinic never stays without one', async () => {
    const w = await cadminWorld(s);
    const url = (id: string) => staffUrl(w, `operators/${id}/admin`);
    // The only administrator cannot withdraw their own role.
    const alone = await call(s, w.admin.token, 'DELETE', url(w.admin.id));
    expect(alone.statusCode).toBe(409);
    expect(alone.json().code).toBe('cadmin.last_admin');
    const granted = await call(s, w.admin.token, 'PUT', url(w.operator.id));
    expect(granted.statusCode).toBe(200);
    expect(granted.json().data.operators.filter((o: { admin: boolean }) => o.admin)).toHaveLength(2);
    // Granting again changes nothing.
    await call(s, w.admin.token, 'PUT', url(w.operator.id));
    // With another administrator, one may step down.
    const down = await call(s, w.admin.token, 'DELETE', url(w.admin.id));
    expect(down.statusCode).toBe(200);
    expect((await members(w.clinicA)).find((m) => m.user_id === w.admin.id)?.role).toBe('operator');
    // …and then is no administrator any more.
    expect((await call(s, w.admin.token, 'PUT', url(w.admin.id))).statusCode).toBe(403);
    const lines = await auditLines(s);
    expect(lines.map((l) => [l.action, l.record_id, l.detail])).toEqual([
      ['operator.admin_grant', w.operator.id, { role: { old: 'operator', new: 'admin' } }],
      ['operator.admin_withdraw', w.admin.id, { role: { old: 'admin', new: 'operator' } }],
    ]);
    // A doctor, a stranger and a malformed id are no operators of the clinic.
    for (const id of [w.doctor.id, w.adminB.id, 'not-a-uuid']) {
      const res = await call(s, w.operator.token, 'PUT', url(id));
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('cadmin.not_member');
    }
  });

  it('grants and withdraws support through the reports feature, audited there', async () => {
    const w = await cadminWorld(s);
    const url = staffUrl(w, `operators/${w.operator.id}/support`);
    const on = await call(s, w.admin.token, 'PUT', url);
    expect(on.statusCode).toBe(200);
    expect(on.json().data.operators.find((o: { id: string }) => o.id === w.operator.id).support).toBe(true);
    const off = await call(s, w.admin.token, 'DELETE', url);
    expect(off.json().data.operators.find((o: { id: string }) => o.id === w.operator.id).support).toBe(false);
    expect((await auditLines(s)).map((l) => [l.action, l.detail])).toEqual([
      ['clinic.support_grant', { user_id: w.operator.id }],
      ['clinic.support_revoke', { user_id: w.operator.id }],
    ]);
    expect((await call(s, w.admin.token, 'PUT', staffUrl(w, `operators/${w.doctor.id}/support`))).statusCode).toBe(404);
  });

  it('removes an operator with their support grant; their past lines stay; never the last administrator', async () => {
    const w = await cadminWorld(s);
    await call(s, w.admin.token, 'PUT', staffUrl(w, `operators/${w.operator.id}/support`));
    // The operator's own earlier line in the trail.
    await s.db.insertInto('audit_log').values({ at: s.clock.now(), actor_id: w.operator.id, action: 'patient.read', record_type: 'patient', record_id: w.patient.id, clinic_id: w.clinicA, detail: '{}' }).execute();
    const res = await call(s, w.admin.token, 'DELETE', staffUrl(w, `operators/${w.operator.id}`));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.operators.map((o: { id: string }) => o.id)).toEqual([w.admin.id]);
    expect((await members(w.clinicA)).map((m) => m.user_id)).not.toContain(w.operator.id);
    expect(await s.db.selectFrom('clinic_support_grants').select('user_id').where('clinic_id', '=', w.clinicA).execute()).toEqual([]);
    const lines = await auditLines(s);
    expect(lines.map((l) => l.action)).toEqual(['clinic.support_grant', 'patient.read', 'operator.remove']);
    expect(lines[2].detail).toEqual({ role: { old: 'operator', new: null }, support: { old: true, new: false } });
    expect((await whoAmI(s, w.operator.token)).json().data.clinics).toEqual([]);
    // Gone is gone: a second removal is 404.
    expect((await call(s, w.admin.token, 'DELETE', staffUrl(w, `operators/${w.operator.id}`))).statusCode).toBe(404);
    // The last administrator stays.
    const last = await call(s, w.admin.token, 'DELETE', staffUrl(w, `operators/${w.admin.id}`));
    expect(last.statusCode).toBe(409);
    expect(last.json().code).toBe('cadmin.last_admin');
    // With a second administrator, the first may leave.
    const other = await createUser(s.db, { type: 'ClinicOperator' });
    await addMember(s.db, w.clinicA, other.id, 'admin');
    expect((await call(s, w.admin.token, 'DELETE', staffUrl(w, `operators/${w.admin.id}`))).statusCode).toBe(200);
    expect((await call(s, w.admin.token, 'GET', staffUrl(w))).statusCode).toBe(403);
  });
});
