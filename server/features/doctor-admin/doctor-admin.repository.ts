import { sql } from 'kysely';
import type { AdminDoctor, DoctorAppointment, NewDoctor } from '../../../src/protocol/doctor-admin';
import type { Localized } from '../../../src/protocol/common';
import type { Db } from '../../db/connection';
import { parseJson } from '../../db/json';
import { photoUrl } from '../users';

const loc = (v: unknown): Localized => parseJson<Localized>(v) ?? { ka: '', en: '' };
/** Statuses of an appointment still to happen. */
const UPCOMING = ['created', 'pending', 'activated'] as const;

/** A person found by ID number, with their membership of the clinic (if any). */
export interface PersonByIdNumber {
  id: string;
  type: 'Patient' | 'Doctor' | 'ClinicOperator';
  member: boolean;
}

/** The SQL of a clinic's doctors as its administrators run them. */
export function doctorAdminRepository(db: Db) {
  return {
    async clinicName(clinicId: number): Promise<Localized | undefined> {
      const row = await db.selectFrom('clinics').select('name').where('id', '=', clinicId).executeTakeFirst();
      return row && loc(row.name);
    },

    /** The clinic's doctors (active and deactivated), or only `doctorId`, as AdminDoctor rows. */
    async doctors(clinicId: number, now: Date, doctorId?: string): Promise<AdminDoctor[]> {
      let q = db
        .selectFrom('clinic_members as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .where('m.clinic_id', '=', clinicId)
        .where('u.type', '=', 'Doctor')
        .select([
          'u.id', 'u.firstname', 'u.lastname', 'u.photo_path', 'u.photo_version', 'u.id_number', 'u.phone', 'u.email', 'u.speciality_id', 'u.title',
          'u.experience_from', 'u.languages', 'u.agreement_accepted_at', 'm.deactivated_at',
          (eb) =>
            eb.selectFrom('schedules as s')
              .select(eb.fn.countAll<string>().as('n'))
              .whereRef('s.assignee_id', '=', 'u.id')
              .where('s.clinic_id', '=', clinicId)
              .where('s.status', 'in', [...UPCOMING])
              .where('s.start_time', '>', now)
              .as('future'),
        ]);
      if (doctorId !== undefined) q = q.where('u.id', '=', doctorId);
      const rows = await q.orderBy(sql`u.lastname->>'ka'`).orderBy(sql`u.firstname->>'ka'`).orderBy('u.id').execute();
      if (rows.length === 0) return [];
      const services = await db
        .selectFrom('doctor_services as ds')
        .innerJoin('clinic_services as cs', 'cs.id', 'ds.clinic_service_id')
        .select(['ds.doctor_id', 'ds.clinic_service_id'])
        .where('cs.clinic_id', '=', clinicId)
        .where('ds.doctor_id', 'in', rows.map((r) => r.id))
        .orderBy('ds.clinic_service_id')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        firstname: loc(r.firstname),
        lastname: loc(r.lastname),
        photo: photoUrl(r),
        id_number: r.id_number,
        phone: r.phone,
        email: r.email,
        speciality_id: r.speciality_id,
        title: parseJson<Localized>(r.title),
        experience_from: r.experience_from,
        languages: parseJson<string[]>(r.languages) ?? [],
        active: r.deactivated_at === null,
        deactivated_at: r.deactivated_at === null ? null : new Date(r.deactivated_at).toISOString(),
        clinic_service_ids: services.filter((s) => s.doctor_id === r.id).map((s) => s.clinic_service_id),
        future_appointments: Number(r.future ?? 0),
        agreement_accepted: r.agreement_accepted_at !== null,
      }));
    },

    async personByIdNumber(clinicId: number, idNumber: string): Promise<PersonByIdNumber | undefined> {
      const row = await db
        .selectFrom('users as u')
        .leftJoin('clinic_members as m', (j) => j.onRef('m.user_id', '=', 'u.id').on('m.clinic_id', '=', clinicId))
        .select(['u.id', 'u.type', 'm.clinic_id'])
        .where('u.id_number', '=', idNumber)
        .executeTakeFirst();
      return row && { id: row.id, type: row.type, member: row.clinic_id !== null };
    },

    /** Which of `ids` are clinic services of the clinic that patients are offered (not hidden). */
    async offeredServiceIds(clinicId: number, ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db.selectFrom('clinic_services').select('id').where('clinic_id', '=', clinicId).where('hidden', '=', false).where('id', 'in', ids).execute();
      return new Set(rows.map((r) => r.id));
    },

    async specialityExists(id: number): Promise<boolean> {
      return (await db.selectFrom('specialities').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    },

    async taken(d: { idNumber: string; phone: string; email: string }): Promise<{ idNumber: boolean; phone: boolean; email: boolean }> {
      const rows = await db
        .selectFrom('users')
        .select(['id_number', 'phone', 'email'])
        .where((eb) => eb.or([eb('id_number', '=', d.idNumber), eb('phone', '=', d.phone), eb(sql`lower(email)`, '=', d.email.toLowerCase())]))
        .execute();
      return {
        idNumber: rows.some((r) => r.id_number === d.idNumber),
        phone: rows.some((r) => r.phone === d.phone),
        email: rows.some((r) => r.email?.toLowerCase() === d.email.toLowerCase()),
      };
    },

    async insertDoctor(d: NewDoctor & { id: string; photoPath: string | null; createdBy: string; at: Date }): Promise<void> {
      await db
        .insertInto('users')
        .values({
          id: d.id,
          type: 'Doctor',
          id_number: d.idNumber,
          firstname: JSON.stringify(d.firstname),
          lastname: JSON.stringify(d.lastname),
          photo_path: d.photoPath,
          photo_version: d.photoPath ? 1 : 0,
          phone: d.phone,
          email: d.email,
          speciality_id: d.specialityId,
          title: JSON.stringify(d.title),
          experience_from: d.experienceFrom,
          languages: JSON.stringify(d.languages),
          language: 'ka',
          created_at: d.at,
          updated_at: d.at,
          agreement_accepted_at: null,
          created_by: d.createdBy,
        })
        .execute();
    },

    async addMember(clinicId: number, userId: string): Promise<void> {
      await db.insertInto('clinic_members').values({ clinic_id: clinicId, user_id: userId, role: 'doctor' }).execute();
    },

    /** Sets the doctor's services at this clinic to exactly `ids` (their services at other clinics stay). */
    async setServices(clinicId: number, doctorId: string, ids: number[]): Promise<void> {
      await db
        .deleteFrom('doctor_services')
        .where('doctor_id', '=', doctorId)
        .where('clinic_service_id', 'in', (eb) => eb.selectFrom('clinic_services').select('id').where('clinic_id', '=', clinicId))
        .execute();
      if (ids.length) await db.insertInto('doctor_services').values(ids.map((id) => ({ doctor_id: doctorId, clinic_service_id: id }))).execute();
    },

    /** Sets or clears the doctor's deactivation at the clinic; answers the previous value. */
    async setDeactivated(clinicId: number, doctorId: string, at: Date | null): Promise<void> {
      await db.updateTable('clinic_members').set({ deactivated_at: at }).where('clinic_id', '=', clinicId).where('user_id', '=', doctorId).execute();
    },

    /** The doctor's appointments at the clinic still to come, soonest first. */
    async futureAppointments(clinicId: number, doctorId: string, now: Date): Promise<DoctorAppointment[]> {
      const rows = await db
        .selectFrom('schedules as s')
        .innerJoin('users as p', 'p.id', 's.patient_id')
        .innerJoin('services as sv', 'sv.id', 's.service_id')
        .select(['s.id', 's.start_time', 's.status', 'p.firstname', 'p.lastname', 'sv.name'])
        .where('s.clinic_id', '=', clinicId)
        .where('s.assignee_id', '=', doctorId)
        .where('s.status', 'in', [...UPCOMING])
        .where('s.start_time', '>', now)
        .orderBy('s.start_time')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        start_time: new Date(r.start_time).toISOString(),
        status: r.status,
        patient: { firstname: loc(r.firstname), lastname: loc(r.lastname) },
        service_name: loc(r.name),
      }));
    },
  };
}
