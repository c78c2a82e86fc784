import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { createUser } from '../support/fixtures';
import { addMember, auth, createSpace } from './chats-support';
import { signIn } from './live-support';
import { deskWorld, insertSchedule, putAvailability } from './availability-support';

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer();
});
afterEach(async () => s.close());

const get = (token: string | null, url: string) => s.app.inject({ method: 'GET', url, headers: token ? auth(token) : {} });
const put = (token: string, url: string, payload: Record<string, unknown>) => s.app.inject({ method: 'PUT', url, headers: auth(token), payload });
const settingsRow = async (clinicId: number) => ({
  clinic: await s.db.selectFrom('clinics').select(['min_notice_minutes', 'booking_horizon_days', 'cancellation_notice_minutes']).where('id', '=', clinicId).executeTakeFirstOrThrow(),
  services: await s.db.selectFrom('clinic_services').select(['id', 'buffer_before_minutes', 'buffer_after_minutes', 'communication_days']).orderBy('id').execute(),
});

/** An administrator of the clinic (booking rules are theirs to change, issue 16). */
async function makeAdmin(clinicId: number) {
  const admin = await signIn(s, 'ClinicOperator');
  await addMember(s.db, clinicId, admin.id, 'admin');
  return admin;
}

describe('clinic booking settings', () => {
  it('anyone reads them; an administrator of the clinic changes them and the buffers of its services', async () => {
    const w = await deskWorld(s);
    const adminA = await makeAdmin(w.clinicA);
    const read = await get(null, `/api/clinics/${w.clinicA}/settings`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ clinic_id: w.clinicA, time_zone: 'Asia/Tbilisi', min_notice_minutes: 60, booking_horizon_days: 30, cancellation_notice_minutes: 120 });
    expect(read.json().data.services.map((x: { id: number }) => x.id)).toEqual([w.a1, w.a2, w.aUnprovided]);

    const body = { min_notice_minutes: 30, booking_horizon_days: 14, cancellation_notice_minutes: 240, services: [{ id: w.a2, buffer_before_minutes: 5, buffer_after_minutes: 10, communication_days: 7 }] };
    const res = await put(adminA.token, `/api/clinics/${w.clinicA}/settings`, body);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ min_notice_minutes: 30, booking_horizon_days: 14, cancellation_notice_minutes: 240 });
    expect(data.services.find((x: { id: number }) => x.id === w.a2)).toMatchObject({ buffer_before_minutes: 5, buffer_after_minutes: 10, communication_days: 7, duration_minutes: 20 });
    expect(data.services.find((x: { id: number }) => x.id === w.a1)).toMatchObject({ buffer_before_minutes: 0, buffer_after_minutes: 0, communication_days: 3 });
    expect((await get(w.patient.token, `/api/clinics/${w.clinicA}/settings`)).json().data).toEqual(data);
  });

  it('a service of another clinic is refused and nothing is written', async () => {
    const w = await deskWorld(s);
    const adminA = await makeAdmin(w.clinicA);
    const before = await settingsRow(w.clinicA);
    const res = await put(adminA.token, `/api/clinics/${w.clinicA}/settings`, {
      min_notice_minutes: 30, booking_horizon_days: 14, cancellation_notice_minutes: 240,
      services: [{ id: w.a1, buffer_before_minutes: 5, buffer_after_minutes: 5, communication_days: 3 }, { id: w.b1, buffer_before_minutes: 5, buffer_after_minutes: 5, communication_days: 3 }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'schedule.unknown_service', errors: [{ path: 'services.1.id', code: 'schedule.unknown_service' }] });
    expect(await settingsRow(w.clinicA)).toEqual(before);
    for (const bad of [{ min_notice_minutes: -1, booking_horizon_days: 14, cancellation_notice_minutes: 0 }, { min_notice_minutes: 0, booking_horizon_days: 0, cancellation_notice_minutes: 0 }, { min_notice_minutes: 0, booking_horizon_days: 400, cancellation_notice_minutes: 0 }]) {
      const r = await put(adminA.token, `/api/clinics/${w.clinicA}/settings`, bad);
      expect(r.statusCode).toBeGreaterThanOrEqual(400);
      expect(r.statusCode).toBeLessThan(500);
    }
    expect(await settingsRow(w.clinicA)).toEqual(before);
  });

  it('only its administrators change them: its plain operators and everyone else get 403, an unknown clinic too, and nothing changes', async () => {
    const w = await deskWorld(s);
    const before = await settingsRow(w.clinicA);
    const body = { min_notice_minutes: 1, booking_horizon_days: 2, cancellation_notice_minutes: 3 };
    for (const stranger of [w.opA, w.patient, w.doctor, w.opC, w.adminB]) {
      const res = await put(stranger.token, `/api/clinics/${w.clinicA}/settings`, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('cadmin.not_allowed');
    }
    expect((await put(w.adminB.token, '/api/clinics/99999/settings', body)).statusCode).toBe(403);
    expect((await put(w.adminB.token, '/api/clinics/x1/settings', body)).statusCode).toBe(403);
    expect((await get(null, '/api/clinics/99999/settings')).json()).toEqual({ code: 'clinic.not_found', message: 'No such clinic' });
    expect((await get(null, '/api/clinics/abc/settings')).statusCode).toBe(404);
    expect(await settingsRow(w.clinicA)).toEqual(before);
    expect(await s.db.selectFrom('audit_log').select('id').execute()).toEqual([]);
  });
});

describe('the clinic’s doctors with a day’s load', () => {
  it('counts the day’s appointments in the clinic’s time zone, those still to come, booked and working minutes and the next start', async () => {
    const w = await deskWorld(s);
    // 2026-11-23 is a Monday; the test clock stands at 2026-11-21 10:00Z. Monday 09:00–17:00 with a 13:00–14:00 break.
    await putAvailability(s, w.doctor.token, w.doctor.id, {
      clinic_ids: [w.clinicA],
      rules: [
        { clinic_id: w.clinicA, weekday: 1, start: '09:00', end: '17:00', kind: 'work', clinic_service_ids: [] },
        { clinic_id: w.clinicA, weekday: 1, start: '13:00', end: '14:00', kind: 'break', clinic_service_ids: [] },
      ],
      exceptions: [],
    });
    const now = s.clock.now();
    const at = (iso: string) => new Date(iso);
    // Tbilisi is UTC+4: 09:00 local is 05:00Z.
    await insertSchedule(s.db, { patientId: w.patient.id, assigneeId: w.doctor.id, clinicId: w.clinicA, clinicServiceId: w.a1, start: at('2026-11-23T05:00:00Z'), now });
    await insertSchedule(s.db, { patientId: w.patient.id, assigneeId: w.doctor.id, clinicId: w.clinicA, clinicServiceId: w.a2, start: at('2026-11-23T06:00:00Z'), status: 'pending', now });
    await insertSchedule(s.db, { patientId: w.patient.id, assigneeId: w.doctor.id, clinicId: w.clinicA, clinicServiceId: w.a1, start: at('2026-11-23T07:00:00Z'), status: 'cancelled', now });
    // 23:30 local on Sunday the 22nd (19:30Z) is not Monday's; 00:30 local on Monday (20:30Z on the 22nd) is.
    await insertSchedule(s.db, { patientId: w.patient.id, assigneeId: w.doctor.id, clinicId: w.clinicA, clinicServiceId: w.a1, start: at('2026-11-22T19:30:00Z'), now });
    await insertSchedule(s.db, { patientId: w.patient.id, assigneeId: w.doctor.id, clinicId: w.clinicA, clinicServiceId: w.a2, start: at('2026-11-22T20:30:00Z'), now });
    // At the other clinic: not A's load.
    await insertSchedule(s.db, { patientId: w.patient.id, assigneeId: w.doctor.id, clinicId: w.clinicB, clinicServiceId: w.b1, start: at('2026-11-23T10:00:00Z'), now });

    const res = await get(w.opA.token, '/api/clinic-doctors?date=2026-11-23');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        doctor: { id: w.doctor.id, firstname: { ka: 'ნინო', en: 'Nino' }, lastname: { ka: 'ბერიძე', en: 'Beridze' }, photo: null },
        clinic_id: w.clinicA,
        speciality: null,
        appointments: 3,
        remaining: 3,
        booked_minutes: 30 + 20 + 20,
        working_minutes: 7 * 60,
        next_start: '2026-11-22T20:30:00.000Z',
      },
    ]);

    // Later that day two have passed; a day off leaves no working minutes.
    s.clock.set(new Date('2026-11-23T05:30:00Z'));
    const later = (await get(w.opA.token, '/api/clinic-doctors?date=2026-11-23')).json().data[0];
    expect(later).toMatchObject({ appointments: 3, remaining: 1, next_start: '2026-11-23T06:00:00.000Z' });
    await putAvailability(s, w.doctor.token, w.doctor.id, { clinic_ids: [w.clinicA], rules: [], exceptions: [{ clinic_id: w.clinicA, date: '2026-11-23', kind: 'off', start: null, end: null, note: null }] });
    expect((await get(w.opA.token, '/api/clinic-doctors?date=2026-11-23')).json().data[0]).toMatchObject({ working_minutes: 0 });
    // Without a date: today in Tbilisi.
    expect((await get(w.opA.token, '/api/clinic-doctors')).json().data[0]).toMatchObject({ appointments: 3 });
  });

  it('is for operators only, and refuses a day that does not exist', async () => {
    const w = await deskWorld(s);
    for (const who of [w.patient, w.doctor]) {
      const res = await get(who.token, '/api/clinic-doctors');
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
    expect((await get(w.opA.token, '/api/clinic-doctors?date=2026-02-30')).json()).toMatchObject({ code: 'validation', errors: [{ path: 'date', code: 'field.format' }] });
    expect((await get(w.opA.token, '/api/clinic-doctors?date=tomorrow')).statusCode).toBe(422);
    // Another clinic's operator sees only their own doctors.
    expect((await get(w.opC.token, '/api/clinic-doctors')).json().data.map((d: { doctor: { id: string } }) => d.doctor.id)).toEqual([w.otherDoctor.id]);
  });

  it('one doctor: theirs with the services there; anyone else’s doctor is 404', async () => {
    const w = await deskWorld(s);
    const res = await get(w.opA.token, `/api/clinic-doctors/${w.doctor.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ clinic_id: w.clinicA, doctor: { id: w.doctor.id } });
    expect(res.json().data.services.map((x: { id: number; price: number }) => [x.id, x.price])).toEqual([[w.a1, 5000], [w.a2, 5000]]);
    expect((await get(w.adminB.token, `/api/clinic-doctors/${w.doctor.id}`)).json().data.services.map((x: { id: number }) => x.id)).toEqual([w.b1]);
    for (const id of [w.otherDoctor.id, w.patient.id, w.opA.id, '00000000-0000-4000-8000-000000000999', 'nope']) {
      const r = await get(w.opA.token, `/api/clinic-doctors/${id}`);
      expect(r.statusCode).toBe(404);
      expect(r.json()).toEqual({ code: 'not_found', message: 'No such doctor' });
    }
    expect((await get(w.patient.token, `/api/clinic-doctors/${w.doctor.id}`)).statusCode).toBe(403);
    expect((await get(w.doctor.token, `/api/clinic-doctors/${w.doctor.id}`)).statusCode).toBe(403);
  });
});

describe('finding a patient to book for', () => {
  async function patients() {
    const w = await deskWorld(s);
    const named = async (ka: string, en: string, last: [string, string]) => {
      const u = await createUser(s.db, { type: 'Patient' });
      await s.db.updateTable('users').set({ firstname: JSON.stringify({ ka, en }), lastname: JSON.stringify({ ka: last[0], en: last[1] }) }).where('id', '=', u.id).execute();
      return u;
    };
    const withAppointment = await named('ლევან', 'Levan', ['გიორგაძე', 'Giorgadze']);
    const withChat = await named('ლელა', 'Lela', ['ბერიძე', 'Beridze']);
    const elsewhere = await named('ლევან', 'Levan', ['ლომიძე', 'Lomidze']);
    const stranger = await named('ლია', 'Lia', ['ლომაძე', 'Lomadze']);
    await insertSchedule(s.db, { patientId: withAppointment.id, assigneeId: w.doctor.id, clinicId: w.clinicA, clinicServiceId: w.a1, start: new Date('2026-11-25T08:00:00Z'), now: s.clock.now() });
    await createSpace(s, { type: 'PatientClinic', patientId: withChat.id, clinicId: w.clinicA });
    await insertSchedule(s.db, { patientId: elsewhere.id, assigneeId: w.doctor.id, clinicId: w.clinicB, clinicServiceId: w.b1, start: new Date('2026-11-26T08:00:00Z'), now: s.clock.now() });
    return { w, withAppointment, withChat, elsewhere, stranger };
  }
  const search = async (token: string, q: string) => get(token, `/api/clinic-patients?q=${encodeURIComponent(q)}`);
  const ids = async (token: string, q: string) => (await search(token, q)).json().data.map((p: { id: string }) => p.id);

  it('finds the clinic’s patients by a name prefix in either language, case-insensitively', async () => {
    const { w, withAppointment, withChat } = await patients();
    expect(await ids(w.opA.token, 'le')).toEqual([withChat.id, withAppointment.id]);
    expect(await ids(w.opA.token, 'LEV')).toEqual([withAppointment.id]);
    expect(await ids(w.opA.token, 'ლევ')).toEqual([withAppointment.id]);
    expect(await ids(w.opA.token, 'giorg')).toEqual([withAppointment.id]);
    expect(await ids(w.opA.token, 'lela ber')).toEqual([withChat.id]);
    expect(await ids(w.opA.token, 'evan')).toEqual([]);
    expect(await ids(w.opA.token, '%%')).toEqual([]);
    const [found] = (await search(w.opA.token, 'lev')).json().data;
    expect(found).toEqual({ id: withAppointment.id, firstname: { ka: 'ლევან', en: 'Levan' }, lastname: { ka: 'გიორგაძე', en: 'Giorgadze' }, photo: null, id_number: withAppointment.idNumber, birthdate: '1980-05-17' });
  });

  it('a full ID number finds any patient; never a doctor or an operator', async () => {
    const { w, stranger } = await patients();
    expect(await ids(w.opA.token, stranger.idNumber)).toEqual([stranger.id]);
    expect(await ids(w.opA.token, 'lia')).toEqual([]);
    const doctorRow = await s.db.selectFrom('users').select('id_number').where('id', '=', w.doctor.id).executeTakeFirstOrThrow();
    expect(await ids(w.opA.token, doctorRow.id_number)).toEqual([]);
    expect(await ids(w.opA.token, 'nino')).toEqual([]);
  });

  it('another clinic’s operator does not find this clinic’s patients by name', async () => {
    const { w, elsewhere } = await patients();
    expect(await ids(w.adminB.token, 'levan')).toEqual([elsewhere.id]);
    expect(await ids(w.opC.token, 'le')).toEqual([]);
  });

  it('is for operators only and needs a search text', async () => {
    const { w } = await patients();
    expect((await search(w.patient.token, 'levan')).statusCode).toBe(403);
    expect((await search(w.doctor.token, 'levan')).statusCode).toBe(403);
    expect((await search(w.opA.token, 'l')).statusCode).toBe(422);
    expect((await get(w.opA.token, '/api/clinic-patients')).statusCode).toBe(422);
  });
});
