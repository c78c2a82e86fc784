import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { insertSchedule } from './availability-support';
import { auditOf, cadminWorld, call, counts, type CadminWorld } from './cadmin-support';

let s: TestServer;
let w: CadminWorld;
beforeEach(async () => {
  s = await startTestServer();
  w = await cadminWorld(s);
});
afterEach(async () => s.close());

const url = (clinicId: number | string, rest = '') => `/api/cadmin/clinics/${clinicId}/services${rest}`;
const settings = (over: Record<string, unknown> = {}) => ({ price_gel: 80, duration_minutes: 45, buffer_before_minutes: 5, buffer_after_minutes: 10, communication_days: 7, doctor_ids: [] as string[], ...over });
const row = (id: number) => s.db.selectFrom('clinic_services').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe("who may run a clinic's services", () => {
  it("answers 403 to everyone but the clinic's administrators, 401 to someone not signed in, and writes nothing", async () => {
    const before = await counts(s);
    const routes: ['GET' | 'POST' | 'PUT', string, unknown?][] = [
      ['GET', url(w.clinicA)],
      ['POST', url(w.clinicA), settings({ service_id: 4 })],
      ['PUT', url(w.clinicA, `/${w.a1}`), settings()],
      ['POST', url(w.clinicA, `/${w.a1}/hide`)],
      ['POST', url(w.clinicA, `/${w.a1}/show`)],
    ];
    for (const [method, path, body] of routes) {
      for (const who of [w.patient, w.doctor, w.operator, w.adminB]) {
        const res = await call(s, who.token, method, path, body);
        expect(res.statusCode, `${method} ${path}`).toBe(403);
        expect(res.json().code).toBe('cadmin.not_allowed');
      }
      expect((await call(s, null, method, path, body)).statusCode).toBe(401);
    }
    expect(await counts(s)).toEqual(before);
  });

  it('answers 404 for a clinic service of another clinic or none at all, changing nothing', async () => {
    const before = await row(w.b1);
    for (const id of [w.b1, 99999]) {
      for (const [method, rest, body] of [['PUT', '', settings()], ['POST', '/hide'], ['POST', '/show']] as const) {
        const res = await call(s, w.admin.token, method, url(w.clinicA, `/${id}${rest}`), body);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ code: 'service_admin.not_found', message: 'No such service at this clinic' });
      }
    }
    expect(await row(w.b1)).toEqual(before);
  });
});

describe('the list', () => {
  it("lists the clinic's services with price in GEL, settings, doctors and appointment counts, and the clinic's doctors", async () => {
    await insertSchedule(s.db, { patientId: w.patient.id, assigneeId: w.doctor.id, clinicId: w.clinicA, clinicServiceId: w.a1, start: new Date('2026-11-20T10:00:00Z'), status: 'completed', now: s.clock.now() });
    const res = await call(s, w.admin.token, 'GET', url(w.clinicA));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.services.map((x: { id: number }) => x.id)).toEqual([w.a1, w.a2, w.a3]);
    expect(data.services[0]).toMatchObject({ id: w.a1, service_id: 1, price_gel: 50, duration_minutes: 30, buffer_before_minutes: 0, hidden: false, doctor_ids: [w.doctor.id], appointments: 1 });
    expect(data.services[2]).toMatchObject({ doctor_ids: [], appointments: 0 });
    expect(data.doctors).toEqual([{ id: w.doctor.id, firstname: { ka: 'ნინო', en: 'Nino' }, lastname: { ka: 'ბერიძე', en: 'Beridze' }, active: true }]);
  });
});

describe('adding and changing a service', () => {
  it('adds a service from the list with its settings and doctors, audited', async () => {
    const res = await call(s, w.admin.token, 'POST', url(w.clinicA), settings({ service_id: 4, doctor_ids: [w.doctor.id.toUpperCase()] }));
    expect(res.statusCode, res.body).toBe(201);
    const added = res.json().data;
    expect(added).toMatchObject({ service_id: 4, price_gel: 80, duration_minutes: 45, buffer_before_minutes: 5, buffer_after_minutes: 10, communication_days: 7, hidden: false, doctor_ids: [w.doctor.id] });
    expect(await row(added.id)).toMatchObject({ clinic_id: w.clinicA, price: 8000 });
    expect(await auditOf(s, 'clinic_service.add')).toEqual([
      {
        actor_id: w.admin.id, action: 'clinic_service.add', record_type: 'clinic_service', record_id: String(added.id), clinic_id: w.clinicA,
        detail: { old: null, new: { service_id: 4, price_gel: 80, duration_minutes: 45, buffer_before_minutes: 5, buffer_after_minutes: 10, communication_days: 7, doctor_ids: [w.doctor.id] } },
      },
    ]);
  });

  it('refuses bad settings per field, a service already offered or unknown, and doctors not active here, writing nothing', async () => {
    const before = await counts(s);
    const bad = await call(s, w.admin.token, 'POST', url(w.clinicA), { service_id: null, price_gel: -1, duration_minutes: 4, buffer_before_minutes: 241, buffer_after_minutes: 1.5, communication_days: null, doctor_ids: [w.doctorB.id] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual([
      { path: 'service_id', code: 'field.required' },
      { path: 'price_gel', code: 'field.number_range', params: { min: 0, max: 100000 } },
      { path: 'duration_minutes', code: 'field.number_range', params: { min: 5, max: 480 } },
      { path: 'buffer_before_minutes', code: 'field.number_range', params: { min: 0, max: 240 } },
      { path: 'buffer_after_minutes', code: 'field.number_range', params: { min: 0, max: 240 } },
      { path: 'communication_days', code: 'field.required' },
      { path: 'doctor_ids', code: 'service_admin.unknown_doctor' },
    ]);
    expect((await call(s, w.admin.token, 'POST', url(w.clinicA), settings({ service_id: 1 }))).json().errors).toEqual([{ path: 'service_id', code: 'service_admin.already_offered' }]);
    expect((await call(s, w.admin.token, 'POST', url(w.clinicA), settings({ service_id: 99999 }))).json().errors).toEqual([{ path: 'service_id', code: 'service_admin.unknown_service' }]);
    expect((await call(s, w.admin.token, 'POST', url(w.clinicA), { ...settings({ service_id: 4 }), price_gel: 'ten' })).statusCode).toBe(422);
    await s.db.updateTable('clinic_members').set({ deactivated_at: s.clock.now() }).where('user_id', '=', w.doctor.id).execute();
    expect((await call(s, w.admin.token, 'POST', url(w.clinicA), settings({ service_id: 4, doctor_ids: [w.doctor.id] }))).json().errors).toEqual([{ path: 'doctor_ids', code: 'service_admin.unknown_doctor' }]);
    expect(await counts(s)).toEqual(before);
  });

  it('changes settings and doctors with the old and new values in the audit trail', async () => {
    const before = await row(w.a1);
    const refused = await call(s, w.admin.token, 'PUT', url(w.clinicA, `/${w.a1}`), settings({ duration_minutes: 481 }));
    expect(refused.statusCode).toBe(422);
    expect(await row(w.a1)).toEqual(before);
    const res = await call(s, w.admin.token, 'PUT', url(w.clinicA, `/${w.a1}`), settings({ price_gel: 0, doctor_ids: [] }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ price_gel: 0, duration_minutes: 45, doctor_ids: [] });
    const [line] = await auditOf(s, 'clinic_service.change');
    expect(line.detail).toEqual({
      old: { price_gel: 50, duration_minutes: 30, buffer_before_minutes: 0, buffer_after_minutes: 0, communication_days: 3, doctor_ids: [w.doctor.id] },
      new: { price_gel: 0, duration_minutes: 45, buffer_before_minutes: 5, buffer_after_minutes: 10, communication_days: 7, doctor_ids: [] },
    });
  });

  it('hides and shows a service, each change once in the audit trail', async () => {
    expect((await call(s, w.admin.token, 'POST', url(w.clinicA, `/${w.a2}/hide`))).json().data.hidden).toBe(true);
    expect((await call(s, w.admin.token, 'POST', url(w.clinicA, `/${w.a2}/hide`))).json().data.hidden).toBe(true);
    expect((await row(w.a2)).hidden).toBe(true);
    expect((await call(s, w.admin.token, 'POST', url(w.clinicA, `/${w.a2}/show`))).json().data.hidden).toBe(false);
    expect((await auditOf(s, 'clinic_service.hide')).map((l) => l.detail)).toEqual([{ old: { hidden: false }, new: { hidden: true } }]);
    expect((await auditOf(s, 'clinic_service.show')).length).toBe(1);
  });
});
