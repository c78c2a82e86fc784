import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { seedReferenceLists } from '../../server/db/seed/seed';
import type { Db } from '../../server/db/connection';
import type { TestServer } from '../support/server';
import { addMember, auth, createClinic } from './chats-support';
import { signIn } from './live-support';

/** A clinic service straight in the database (the reference lists must be seeded). */
export async function createClinicService(db: Db, clinicId: number, serviceId: number, duration = 30, price = 5000): Promise<number> {
  const row = await db
    .insertInto('clinic_services')
    .values({ clinic_id: clinicId, service_id: serviceId, price, duration_minutes: duration })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function provide(db: Db, doctorId: string, clinicServiceId: number) {
  await db.insertInto('doctor_services').values({ doctor_id: doctorId, clinic_service_id: clinicServiceId }).execute();
}

/**
 * Two clinics: a doctor working at both (two services at A, one at B), an operator of A, an
 * administrator of B, and strangers (a patient, another doctor, an operator of a third clinic).
 */
export async function deskWorld(s: TestServer) {
  await seedReferenceLists(s.db);
  const clinicA = await createClinic(s.db);
  const clinicB = await createClinic(s.db);
  const clinicC = await createClinic(s.db);
  const doctor = await signIn(s, 'Doctor');
  const opA = await signIn(s, 'ClinicOperator');
  const adminB = await signIn(s, 'ClinicOperator');
  const opC = await signIn(s, 'ClinicOperator');
  const patient = await signIn(s, 'Patient');
  const otherDoctor = await signIn(s, 'Doctor');
  await addMember(s.db, clinicA, doctor.id, 'doctor');
  await addMember(s.db, clinicB, doctor.id, 'doctor');
  await addMember(s.db, clinicA, opA.id);
  await addMember(s.db, clinicB, adminB.id, 'admin');
  await addMember(s.db, clinicC, opC.id);
  await addMember(s.db, clinicC, otherDoctor.id, 'doctor');
  const a1 = await createClinicService(s.db, clinicA, 1, 30);
  const a2 = await createClinicService(s.db, clinicA, 2, 20);
  const aUnprovided = await createClinicService(s.db, clinicA, 3, 30);
  const b1 = await createClinicService(s.db, clinicB, 1, 40);
  await provide(s.db, doctor.id, a1);
  await provide(s.db, doctor.id, a2);
  await provide(s.db, doctor.id, b1);
  return { clinicA, clinicB, clinicC, doctor, opA, adminB, opC, patient, otherDoctor, a1, a2, aUnprovided, b1 };
}

export const getAvailability = (s: TestServer, token: string, doctorId: string) =>
  s.app.inject({ method: 'GET', url: `/api/availability/${doctorId}`, headers: auth(token) });

export const putAvailability = (s: TestServer, token: string, doctorId: string, payload: unknown) =>
  s.app.inject({ method: 'PUT', url: `/api/availability/${doctorId}`, headers: auth(token), payload: payload as Record<string, unknown> });

/** Every availability row, to prove a refused change wrote nothing. */
export async function availabilityRows(db: Db) {
  const rules = await db.selectFrom('availability_rules').select(['doctor_id', 'clinic_id', 'weekday', 'start_minute', 'end_minute', 'kind']).orderBy('id').execute();
  const exceptions = await db
    .selectFrom('availability_exceptions')
    .select(['doctor_id', 'clinic_id', 'kind', 'start_minute', 'end_minute', sql<string>`to_char(date, 'YYYY-MM-DD')`.as('day')])
    .orderBy('id')
    .execute();
  return { rules, exceptions };
}

/**
 * An appointment row straight in `schedules` (every NOT NULL column of migration 011), as the
 * schedules feature would project it.
 */
export async function insertSchedule(
  db: Db,
  s: { patientId: string; assigneeId: string; clinicId: number; clinicServiceId: number; start: Date; minutes?: number; status?: 'created' | 'pending' | 'activated' | 'completed' | 'cancelled'; now: Date },
): Promise<string> {
  const id = randomUUID();
  const cs = await db.selectFrom('clinic_services').select(['service_id', 'price', 'duration_minutes']).where('id', '=', s.clinicServiceId).executeTakeFirstOrThrow();
  const end = new Date(s.start.getTime() + (s.minutes ?? cs.duration_minutes) * 60_000);
  await db
    .insertInto('schedules')
    .values({
      id,
      patient_id: s.patientId,
      clinic_id: s.clinicId,
      clinic_service_id: s.clinicServiceId,
      service_id: cs.service_id,
      assignee_id: s.assigneeId,
      start_time: s.start,
      end_time: end,
      busy: `[${s.start.toISOString()},${end.toISOString()})`,
      status: s.status ?? 'created',
      price: cs.price,
      communication_days: 3,
      created_at: s.now,
      created_by: s.patientId,
      updated_at: s.now,
      version: 1,
    })
    .execute();
  return id;
}

/** Moves or changes an appointment row as the schedules feature would. */
export async function updateSchedule(db: Db, id: string, change: { start?: Date; minutes?: number; status?: 'created' | 'pending' | 'activated' | 'completed' | 'cancelled'; assigneeId?: string; now: Date }) {
  const row = await db.selectFrom('schedules').select(['start_time', 'end_time', 'version']).where('id', '=', id).executeTakeFirstOrThrow();
  const start = change.start ?? new Date(row.start_time);
  const minutes = change.minutes ?? (new Date(row.end_time).getTime() - new Date(row.start_time).getTime()) / 60_000;
  const end = new Date(start.getTime() + minutes * 60_000);
  await db
    .updateTable('schedules')
    .set({
      start_time: start,
      end_time: end,
      busy: `[${start.toISOString()},${end.toISOString()})`,
      ...(change.status ? { status: change.status } : {}),
      ...(change.assigneeId ? { assignee_id: change.assigneeId } : {}),
      updated_at: change.now,
      version: row.version + 1,
    })
    .where('id', '=', id)
    .execute();
}
