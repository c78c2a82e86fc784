import { sql } from 'kysely';
import type { Localized } from '../../../src/protocol/common';
import type { Db } from '../../db/connection';
import { parseJson } from '../../db/json';

const EMPTY: Localized = { ka: '', en: '' };
const loc = (v: unknown): Localized => parseJson<Localized>(v) ?? EMPTY;

/** A person as the clinic desk shows them (row fields, for photoUrl). */
export interface PersonRecord {
  id: string;
  firstname: Localized;
  lastname: Localized;
  photo_path: string | null;
  photo_version: number;
}

export interface ClinicDoctorRecord extends PersonRecord {
  clinicId: number;
  speciality: Localized | null;
}

export interface PatientRecord extends PersonRecord {
  idNumber: string;
  birthdate: string | null;
}

export interface ClinicSettingsRecord {
  id: number;
  timeZone: string;
  minNoticeMinutes: number;
  bookingHorizonDays: number;
  cancellationNoticeMinutes: number;
}

export interface ClinicServiceSettingsRecord {
  id: number;
  name: Localized;
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  communicationDays: number;
}

/** Escapes LIKE's wildcards so a search text matches itself only. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** All SQL of the clinic desk: clinic settings, the clinic's doctors and their day, patient search. */
export function clinicDeskRepository(db: Db) {
  const doctorColumns = ['u.id', 'u.firstname', 'u.lastname', 'u.photo_path', 'u.photo_version', 'm.clinic_id', 'sp.name as speciality'] as const;
  const toDoctor = (r: { id: string; firstname: unknown; lastname: unknown; photo_path: string | null; photo_version: number; clinic_id: number; speciality: unknown }): ClinicDoctorRecord => ({
    id: r.id,
    firstname: loc(r.firstname),
    lastname: loc(r.lastname),
    photo_path: r.photo_path,
    photo_version: r.photo_version,
    clinicId: r.clinic_id,
    speciality: parseJson<Localized>(r.speciality),
  });

  return {
    async clinicSettings(clinicId: number, opts: { lock?: boolean } = {}): Promise<ClinicSettingsRecord | null> {
      let q = db
        .selectFrom('clinics')
        .select(['id', 'time_zone', 'min_notice_minutes', 'booking_horizon_days', 'cancellation_notice_minutes'])
        .where('id', '=', clinicId);
      if (opts.lock) q = q.forUpdate();
      const r = await q.executeTakeFirst();
      return r
        ? { id: r.id, timeZone: r.time_zone, minNoticeMinutes: r.min_notice_minutes, bookingHorizonDays: r.booking_horizon_days, cancellationNoticeMinutes: r.cancellation_notice_minutes }
        : null;
    },

    async clinicServices(clinicId: number): Promise<ClinicServiceSettingsRecord[]> {
      const rows = await db
        .selectFrom('clinic_services as cs')
        .innerJoin('services as s', 's.id', 'cs.service_id')
        .select(['cs.id', 's.name', 'cs.duration_minutes', 'cs.buffer_before_minutes', 'cs.buffer_after_minutes', 'cs.communication_days'])
        .where('cs.clinic_id', '=', clinicId)
        .orderBy('cs.id')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        name: loc(r.name),
        durationMinutes: r.duration_minutes,
        bufferBeforeMinutes: r.buffer_before_minutes,
        bufferAfterMinutes: r.buffer_after_minutes,
        communicationDays: r.communication_days,
      }));
    },

    async updateClinicSettings(clinicId: number, s: { min_notice_minutes: number; booking_horizon_days: number; cancellation_notice_minutes: number }): Promise<void> {
      await db.updateTable('clinics').set(s).where('id', '=', clinicId).execute();
    },

    async updateServiceSettings(clinicId: number, s: { id: number; buffer_before_minutes: number; buffer_after_minutes: number; communication_days: number }): Promise<void> {
      await db
        .updateTable('clinic_services')
        .set({ buffer_before_minutes: s.buffer_before_minutes, buffer_after_minutes: s.buffer_after_minutes, communication_days: s.communication_days })
        .where('id', '=', s.id)
        .where('clinic_id', '=', clinicId)
        .execute();
    },

    /** The doctors of these clinics (one entry per doctor and clinic), by last name. */
    async doctorsOf(clinicIds: readonly number[]): Promise<ClinicDoctorRecord[]> {
      if (clinicIds.length === 0) return [];
      const rows = await db
        .selectFrom('clinic_members as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .leftJoin('specialities as sp', 'sp.id', 'u.speciality_id')
        .select(doctorColumns)
        .where('m.clinic_id', 'in', [...clinicIds])
        .where('u.type', '=', 'Doctor')
        .orderBy('m.clinic_id')
        .orderBy(sql`u.lastname->>'en'`)
        .orderBy(sql`u.firstname->>'en'`)
        .orderBy('u.id')
        .execute();
      const seen = new Set<string>();
      return rows.filter((r) => (seen.has(`${r.clinic_id}/${r.id}`) ? false : (seen.add(`${r.clinic_id}/${r.id}`), true))).map(toDoctor);
    },

    /** One doctor at the first of these clinics they work at, or null. */
    async doctorAt(doctorId: string, clinicIds: readonly number[]): Promise<ClinicDoctorRecord | null> {
      if (clinicIds.length === 0) return null;
      const r = await db
        .selectFrom('clinic_members as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .leftJoin('specialities as sp', 'sp.id', 'u.speciality_id')
        .select(doctorColumns)
        .where('m.user_id', '=', doctorId)
        .where('m.clinic_id', 'in', [...clinicIds])
        .where('u.type', '=', 'Doctor')
        .orderBy('m.clinic_id')
        .executeTakeFirst();
      return r ? toDoctor(r) : null;
    },

    /** The clinic services a doctor provides at a clinic. */
    async doctorServicesAt(doctorId: string, clinicId: number) {
      const rows = await db
        .selectFrom('doctor_services as ds')
        .innerJoin('clinic_services as cs', 'cs.id', 'ds.clinic_service_id')
        .innerJoin('services as s', 's.id', 'cs.service_id')
        .select(['cs.id', 'cs.service_id', 's.name', 'cs.duration_minutes', 'cs.price'])
        .where('ds.doctor_id', '=', doctorId)
        .where('cs.clinic_id', '=', clinicId)
        .orderBy('cs.id')
        .execute();
      return rows.map((r) => ({ id: r.id, service_id: r.service_id, name: loc(r.name), duration_minutes: r.duration_minutes, price: r.price }));
    },

    /** Weekly rules of these doctors at these clinics on a weekday. */
    async rulesOn(clinicIds: readonly number[], weekday: number) {
      if (clinicIds.length === 0) return [];
      return db
        .selectFrom('availability_rules')
        .select(['doctor_id', 'clinic_id', 'start_minute', 'end_minute', 'kind'])
        .where('clinic_id', 'in', [...clinicIds])
        .where('weekday', '=', weekday)
        .execute();
    },

    /** One-off changes at these clinics on a day. */
    async exceptionsOn(clinicIds: readonly number[], day: string) {
      if (clinicIds.length === 0) return [];
      return db
        .selectFrom('availability_exceptions')
        .select(['doctor_id', 'clinic_id', 'kind', 'start_minute', 'end_minute'])
        .where('clinic_id', 'in', [...clinicIds])
        .where('date', '=', day)
        .execute();
    },

    /** Appointments holding a slot at a clinic that start in [from, to). */
    async holdingBetween(clinicId: number, from: Date, to: Date) {
      const rows = await db
        .selectFrom('schedules')
        .select(['assignee_id', 'start_time', 'end_time'])
        .where('clinic_id', '=', clinicId)
        .where('status', 'in', ['created', 'pending', 'activated'])
        .where('start_time', '>=', from)
        .where('start_time', '<', to)
        .execute();
      return rows.map((r) => ({ assigneeId: r.assignee_id, start: new Date(r.start_time), end: new Date(r.end_time) }));
    },

    /** The patient with this ID number, whoever they are a patient of. */
    async patientByIdNumber(idNumber: string): Promise<PatientRecord | null> {
      const r = await db
        .selectFrom('users')
        .select(['id', 'firstname', 'lastname', 'photo_path', 'photo_version', 'id_number', 'birthdate'])
        .where('id_number', '=', idNumber)
        .where('type', '=', 'Patient')
        .executeTakeFirst();
      return r ? { id: r.id, firstname: loc(r.firstname), lastname: loc(r.lastname), photo_path: r.photo_path, photo_version: r.photo_version, idNumber: r.id_number, birthdate: r.birthdate } : null;
    },

    /**
     * Patients of these clinics (an appointment, an inquiry or a clinic chat there) whose first or
     * last name, in either language, starts with every word of `words`; at most `limit`.
     */
    async patientsByName(clinicIds: readonly number[], words: readonly string[], limit: number): Promise<PatientRecord[]> {
      if (clinicIds.length === 0 || words.length === 0) return [];
      const ids = [...clinicIds];
      let q = db
        .selectFrom('users as u')
        .select(['u.id', 'u.firstname', 'u.lastname', 'u.photo_path', 'u.photo_version', 'u.id_number', 'u.birthdate'])
        .where('u.type', '=', 'Patient')
        .where((eb) =>
          eb.or([
            eb.exists(eb.selectFrom('schedules as s').select('s.id').whereRef('s.patient_id', '=', 'u.id').where('s.clinic_id', 'in', ids)),
            eb.exists(eb.selectFrom('clinic_inquiries as i').select('i.id').whereRef('i.patient_id', '=', 'u.id').where('i.clinic_id', 'in', ids)),
            eb.exists(eb.selectFrom('chat_spaces as c').select('c.id').whereRef('c.patient_id', '=', 'u.id').where('c.type', '=', 'PatientClinic').where('c.clinic_id', 'in', ids)),
          ]),
        );
      for (const word of words) {
        const p = likePrefix(word);
        q = q.where(
          sql<boolean>`(u.firstname->>'ka' ILIKE ${p} OR u.firstname->>'en' ILIKE ${p} OR u.lastname->>'ka' ILIKE ${p} OR u.lastname->>'en' ILIKE ${p})`,
        );
      }
      const rows = await q.orderBy(sql`u.lastname->>'en'`).orderBy(sql`u.firstname->>'en'`).orderBy('u.id').limit(limit).execute();
      return rows.map((r) => ({ id: r.id, firstname: loc(r.firstname), lastname: loc(r.lastname), photo_path: r.photo_path, photo_version: r.photo_version, idNumber: r.id_number, birthdate: r.birthdate }));
    },
  };
}
