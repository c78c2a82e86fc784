import { expect } from 'vitest';
import type { Schedule } from '../../src/protocol/schedules';
import { project } from '../../server/events/projection';
import { seedReferenceLists } from '../../server/db/seed/seed';
import { scheduleProjection } from '../../server/features/schedules';
import type { Db } from '../../server/db/connection';
import type { TestServer } from '../support/server';
import { addMember, auth, createClinic } from './chats-support';
import { signIn } from './live-support';

type Person = { id: string; token: string };

/** A clinic service straight in the database, for a service of `template`; returns its id. */
async function clinicService(db: Db, clinicId: number, template: string, c: { duration: number; price: number; before?: number; after?: number; days?: number }): Promise<number> {
  const service = await db
    .selectFrom('services')
    .innerJoin('service_templates as t', 't.id', 'services.template_id')
    .select('services.id')
    .where('t.key', '=', template)
    .orderBy('services.id')
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('clinic_services')
    .values({ clinic_id: clinicId, service_id: service.id, price: c.price, duration_minutes: c.duration, buffer_before_minutes: c.before ?? 0, buffer_after_minutes: c.after ?? 0, communication_days: c.days ?? 3 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Working hours Monday–Saturday 09:00–17:00 with a pause 13:00–14:00, at a clinic, for every service of the doctor there. */
export async function workWeek(db: Db, doctorId: string, clinicId: number): Promise<void> {
  const rows = [];
  for (let weekday = 1; weekday <= 6; weekday++) {
    rows.push({ doctor_id: doctorId, clinic_id: clinicId, weekday, start_minute: 9 * 60, end_minute: 17 * 60, kind: 'work' as const, clinic_service_ids: [] });
    rows.push({ doctor_id: doctorId, clinic_id: clinicId, weekday, start_minute: 13 * 60, end_minute: 14 * 60, kind: 'break' as const, clinic_service_ids: [] });
  }
  await db.insertInto('availability_rules').values(rows).execute();
}

/**
 * A clinic (Asia/Tbilisi, notice 60 min, horizon 30 days, cancellation notice 120 min) with two
 * operators, two doctors who work there Monday–Saturday and provide its services (the second only
 * the consultation), a consultation (30 min), a video consultation (20 min) and a home visit
 * (60 min); two patients; strangers: another clinic's operator, a doctor of no clinic, a patient.
 */
export async function scheduleWorld(s: TestServer) {
  await seedReferenceLists(s.db);
  const clinic = await createClinic(s.db);
  const otherClinic = await createClinic(s.db);
  const [op1, op2, otherOp, doctor, doctor2, strangerDoctor, patient, patient2, stranger] = [
    await signIn(s, 'ClinicOperator'),
    await signIn(s, 'ClinicOperator'),
    await signIn(s, 'ClinicOperator'),
    await signIn(s, 'Doctor'),
    await signIn(s, 'Doctor'),
    await signIn(s, 'Doctor'),
    await signIn(s, 'Patient'),
    await signIn(s, 'Patient'),
    await signIn(s, 'Patient'),
  ];
  await addMember(s.db, clinic, op1.id);
  await addMember(s.db, clinic, op2.id, 'admin');
  await addMember(s.db, clinic, doctor.id, 'doctor');
  await addMember(s.db, clinic, doctor2.id, 'doctor');
  await addMember(s.db, otherClinic, otherOp.id);
  const consult = await clinicService(s.db, clinic, 'consultation', { duration: 30, price: 5000 });
  const video = await clinicService(s.db, clinic, 'video_consultation', { duration: 20, price: 3000, days: 5 });
  const home = await clinicService(s.db, clinic, 'home_visit', { duration: 60, price: 9000 });
  await s.db
    .insertInto('doctor_services')
    .values([
      { doctor_id: doctor.id, clinic_service_id: consult },
      { doctor_id: doctor.id, clinic_service_id: video },
      { doctor_id: doctor.id, clinic_service_id: home },
      { doctor_id: doctor2.id, clinic_service_id: consult },
    ])
    .execute();
  await workWeek(s.db, doctor.id, clinic);
  await workWeek(s.db, doctor2.id, clinic);
  return { clinic, otherClinic, op1, op2, otherOp, doctor, doctor2, strangerDoctor, patient, patient2, stranger, consult, video, home };
}
export type ScheduleWorld = Awaited<ReturnType<typeof scheduleWorld>>;

/** A Tbilisi wall-clock time (UTC+4) as an ISO instant: `tbilisi('2026-11-23', '09:00')`. */
export const tbilisi = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+04:00`).toISOString();

/**
 * Consultation slots of the world's doctors from Monday 2026-11-23 on (the test clock starts on
 * Saturday 2026-11-21), each handed out once.
 */
export function slotPool() {
  const slots: string[] = [];
  for (let d = 0; d < 26; d++) {
    const day = new Date(Date.UTC(2026, 10, 23 + d));
    if (day.getUTCDay() === 0) continue;
    const date = day.toISOString().slice(0, 10);
    for (let m = 9 * 60; m < 17 * 60; m += 30) {
      if (m >= 13 * 60 && m < 14 * 60) continue;
      slots.push(tbilisi(date, `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`));
    }
  }
  return { next: () => slots.shift()! };
}

export const book = (s: TestServer, token: string, payload: Record<string, unknown>) => s.app.inject({ method: 'POST', url: '/api/schedules', headers: auth(token), payload });
export const act = (s: TestServer, token: string, id: string, path: string, payload: Record<string, unknown> = {}) =>
  s.app.inject({ method: 'POST', url: `/api/schedules/${id}/${path}`, headers: auth(token), payload });
export const get = (s: TestServer, token: string, url: string) => s.app.inject({ method: 'GET', url, headers: auth(token) });

/** Books through the API and answers the appointment (fails the test on refusal). */
export async function booked(s: TestServer, p: Person, body: Record<string, unknown>): Promise<Schedule> {
  const res = await book(s, p.token, body);
  if (res.statusCode !== 201) throw new Error(`booking refused: ${res.statusCode} ${res.body}`);
  return res.json().data as Schedule;
}

export const count = async (s: TestServer, table: 'schedules' | 'events' | 'notifications' | 'chat_spaces' | 'schedule_files') =>
  Number((await s.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

export async function notes(s: TestServer, token: string) {
  return (await get(s, token, '/api/notifications')).json().data.items as { action: string; entity_type: string; entity_id: string; entity: Record<string, unknown> }[];
}

/** An interview of a patient straight in the database (finished or running). */
export async function interviewOf(s: TestServer, patientId: string | null, status: 'started' | 'finished'): Promise<string> {
  const id = `i${Math.random().toString(36).slice(2, 12)}`;
  await s.db
    .insertInto('interviews')
    .values({ id, patient_id: patientId, type: 'symptoms', language: 'en', status, patient_age_in_months: 360, patient_gender: 'female', result: status === 'finished' ? '{}' : null, finished_at: status === 'finished' ? s.clock.now() : null, created_by: patientId, updated_at: s.clock.now() })
    .execute();
  return id;
}

/**
 * Every appointment's row equals its stream folded by the projection (the read table can be
 * rebuilt from the events), at the same version.
 */
export async function expectSchedulesRebuiltFromStreams(s: TestServer): Promise<number> {
  const rows = await s.db.selectFrom('schedules').selectAll().orderBy('created_at').execute();
  const iso = (d: Date | null) => (d === null ? null : new Date(d).toISOString());
  for (const row of rows) {
    const folded = await project(s.db, `schedule:${row.id}`, scheduleProjection);
    const st = folded.state!;
    expect(folded.version).toBe(row.version);
    expect({
      id: st.id, patient_id: st.patient_id, clinic_id: st.clinic_id, clinic_service_id: st.clinic_service_id, service_id: st.service_id, assignee_id: st.assignee_id,
      start_time: st.start_time, end_time: st.end_time, status: st.status, price: st.price, comment: st.comment, city_id: st.city_id, address: st.address,
      communication_days: st.communication_days, interview_id: st.interview_id, interview_status: st.interview_status, interview_activated_by: st.interview_activated_by,
      patient_case_id: st.patient_case_id, cancel_reason: st.cancel_reason, cancel_note: st.cancel_note, cancelled_by: st.cancelled_by, chat_space_id: st.chat_space_id,
      created_at: st.created_at, created_by: st.created_by, version: st.version,
    }).toEqual({
      id: row.id, patient_id: row.patient_id, clinic_id: row.clinic_id, clinic_service_id: row.clinic_service_id, service_id: row.service_id, assignee_id: row.assignee_id,
      start_time: iso(row.start_time), end_time: iso(row.end_time), status: row.status, price: row.price, comment: row.comment, city_id: row.city_id, address: row.address,
      communication_days: row.communication_days, interview_id: row.interview_id, interview_status: row.interview_status, interview_activated_by: row.interview_activated_by,
      patient_case_id: row.patient_case_id, cancel_reason: row.cancel_reason, cancel_note: row.cancel_note, cancelled_by: row.cancelled_by, chat_space_id: row.chat_space_id,
      created_at: iso(row.created_at), created_by: row.created_by, version: row.version,
    });
    const files = await s.db.selectFrom('schedule_files').select('id').where('schedule_id', '=', row.id).orderBy('created_at').orderBy('id').execute();
    expect(st.files.map((f) => f.id)).toEqual(files.map((f) => f.id));
  }
  return rows.length;
}
