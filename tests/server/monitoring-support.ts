import { randomUUID } from 'node:crypto';
import type { CheckupSection } from '../../src/protocol/checkups';
import { seedReferenceLists } from '../../server/db/seed/seed';
import type { StoredEvent } from '../../server/events/event-store';
import type { TestServer } from '../support/server';
import { addMember, auth, createClinic, createSpace, HOUR } from './chats-support';
import { signIn } from './live-support';

type Person = { id: string; token: string };

/**
 * A patient (born 1980-05-17, female) with a doctor who has an active chat with her, a doctor of
 * no relation, an operator of a clinic with a kiosk, another patient; and every pushed event.
 */
export async function monitoringWorld(s: TestServer) {
  await seedReferenceLists(s.db);
  const clinic = await createClinic(s.db);
  const patient = await signIn(s, 'Patient');
  const other = await signIn(s, 'Patient');
  const doctor = await signIn(s, 'Doctor');
  const stranger = await signIn(s, 'Doctor');
  const operator = await signIn(s, 'ClinicOperator');
  await addMember(s.db, clinic, operator.id);
  const chat = await createSpace(s, { type: 'PatientDoctor', doctorId: doctor.id, patientId: patient.id, activeUntil: new Date(s.clock.now().getTime() + 24 * HOUR) });
  const pushed: StoredEvent[] = [];
  s.bus.subscribe((e) => pushed.push(e));
  return { clinic, patient, other, doctor, stranger, operator, chat, pushed };
}

export const post = (s: TestServer, who: Person, payload: Record<string, unknown>) => s.app.inject({ method: 'POST', url: '/api/patient-log', headers: auth(who.token), payload });
export const getLog = (s: TestServer, who: Person, query = '') => s.app.inject({ method: 'GET', url: `/api/patient-log${query}`, headers: auth(who.token) });
export const del = (s: TestServer, who: Person, id: string) => s.app.inject({ method: 'DELETE', url: `/api/patient-log/${id}`, headers: auth(who.token) });

/** A kiosk key, its record and the checkup straight in the database (the devices feature writes them in the app). */
export async function insertCheckup(s: TestServer, c: { patientId: string; clinicId: number; sections: CheckupSection[]; measuredAt: Date }): Promise<string> {
  const keyId = randomUUID();
  await s.db.insertInto('device_keys').values({ id: keyId, clinic_id: c.clinicId, label: 'Kiosk', device_type: 'T8X', key_hash: randomUUID(), key_prefix: 'abc', created_by: null, revoked_at: null, revoked_by: null, last_used_at: null }).execute();
  const recordId = randomUUID();
  const recordNo = String(Math.floor(Math.random() * 1e9));
  await s.db.insertInto('device_records').values({
    id: recordId, device_key_id: keyId, clinic_id: c.clinicId, device_type: 'T8X', machine_id: 'M1', record_no: recordNo, id_number: '01001000001', measured_at: c.measuredAt,
    raw: '{}', status: 'matched', patient_id: c.patientId, matched_at: c.measuredAt, matched_by: null,
  }).execute();
  const id = randomUUID();
  await s.db.insertInto('checkups').values({
    id, device_record_id: recordId, patient_id: c.patientId, clinic_id: c.clinicId, device_type: 'T8X', record_no: recordNo, measured_at: c.measuredAt,
    patient_age_years: 46, patient_gender: 'female', sections: JSON.stringify(c.sections), out_of_range: 0, critical: 0,
  }).execute();
  return id;
}

/** An appointment of a patient with a doctor straight in the database, starting at `start`. */
export async function insertAppointment(s: TestServer, a: { patientId: string; doctorId: string; clinicId: number; start: Date; status?: 'created' | 'completed' | 'cancelled' }): Promise<void> {
  const service = await s.db.selectFrom('services').select('id').orderBy('id').executeTakeFirstOrThrow();
  const cs = (await s.db.selectFrom('clinic_services').select('id').where('clinic_id', '=', a.clinicId).where('service_id', '=', service.id).executeTakeFirst())
    ?? (await s.db.insertInto('clinic_services').values({ clinic_id: a.clinicId, service_id: service.id, price: 5000, duration_minutes: 30 }).returning('id').executeTakeFirstOrThrow());
  const end = new Date(a.start.getTime() + 30 * 60_000);
  await s.db.insertInto('schedules').values({
    id: randomUUID(), patient_id: a.patientId, clinic_id: a.clinicId, clinic_service_id: cs.id, service_id: service.id, assignee_id: a.doctorId, start_time: a.start, end_time: end,
    busy: `[${a.start.toISOString()},${end.toISOString()})`, status: a.status ?? 'created', price: 5000, comment: null, city_id: null, address: null, communication_days: 0,
    interview_id: null, interview_status: null, interview_activated_by: null, patient_case_id: null, cancel_reason: null, cancel_note: null, cancelled_by: null, chat_space_id: null,
    client_id: null, created_at: s.clock.now(), created_by: a.patientId, updated_at: s.clock.now(), version: 1,
  }).execute();
}
