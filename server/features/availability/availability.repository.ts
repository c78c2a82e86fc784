import { sql } from 'kysely';
import type { Localized } from '../../../src/protocol/common';
import type { Db } from '../../db/connection';
import { parseArray, parseJson } from '../../db/json';

/** A weekly rule as stored: minutes from the clinic's midnight. */
export interface RuleRecord {
  clinicId: number;
  weekday: number;
  startMinute: number;
  endMinute: number;
  kind: 'work' | 'break';
  clinicServiceIds: number[];
}

/** A one-off change of a day as stored; `date` is YYYY-MM-DD. */
export interface ExceptionRecord {
  clinicId: number;
  date: string;
  kind: 'off' | 'hours';
  startMinute: number | null;
  endMinute: number | null;
  note: string | null;
}

export interface DoctorClinicRecord {
  id: number;
  name: Localized;
  timeZone: string;
}

export interface DoctorServiceRecord {
  clinicId: number;
  id: number;
  name: Localized;
  durationMinutes: number;
}

/** An int[] column: arrays from pg, a `{1,2}` literal from drivers that do not parse them. */
function intArray(value: unknown): number[] {
  return parseArray(value).map(Number);
}

const intArrayLiteral = (ids: readonly number[]) => `{${ids.map((n) => Math.trunc(n)).join(',')}}`;

/** All SQL of availability editing (the tables of migration 011). */
export function availabilityRepository(db: Db) {
  return {
    /** True when `id` is a doctor's user id. */
    async isDoctor(id: string): Promise<boolean> {
      const row = await db.selectFrom('users').select('id').where('id', '=', id).where('type', '=', 'Doctor').executeTakeFirst();
      return row !== undefined;
    },

    /** The clinics `doctorId` is a member of, by id. */
    async doctorClinics(doctorId: string): Promise<DoctorClinicRecord[]> {
      const rows = await db
        .selectFrom('clinic_members as m')
        .innerJoin('clinics as c', 'c.id', 'm.clinic_id')
        .select(['c.id', 'c.name', 'c.time_zone'])
        .where('m.user_id', '=', doctorId)
        .orderBy('c.id')
        .execute();
      const seen = new Set<number>();
      return rows
        .filter((r) => (seen.has(r.id) ? false : (seen.add(r.id), true)))
        .map((r) => ({ id: r.id, name: parseJson<Localized>(r.name) ?? { ka: '', en: '' }, timeZone: r.time_zone }));
    },

    /** The clinic services `doctorId` provides at these clinics. */
    async doctorServices(doctorId: string, clinicIds: readonly number[]): Promise<DoctorServiceRecord[]> {
      if (clinicIds.length === 0) return [];
      const rows = await db
        .selectFrom('doctor_services as ds')
        .innerJoin('clinic_services as cs', 'cs.id', 'ds.clinic_service_id')
        .innerJoin('services as s', 's.id', 'cs.service_id')
        .select(['cs.id', 'cs.clinic_id', 'cs.duration_minutes', 's.name'])
        .where('ds.doctor_id', '=', doctorId)
        .where('cs.clinic_id', 'in', [...clinicIds])
        .orderBy('cs.clinic_id')
        .orderBy('cs.id')
        .execute();
      return rows.map((r) => ({ clinicId: r.clinic_id, id: r.id, name: parseJson<Localized>(r.name) ?? { ka: '', en: '' }, durationMinutes: r.duration_minutes }));
    },

    /** The doctor's weekly rules at these clinics (every clinic when `clinicIds` is null). */
    async rules(doctorId: string, clinicIds: readonly number[] | null): Promise<RuleRecord[]> {
      if (clinicIds && clinicIds.length === 0) return [];
      let q = db
        .selectFrom('availability_rules')
        .select(['clinic_id', 'weekday', 'start_minute', 'end_minute', 'kind', 'clinic_service_ids'])
        .where('doctor_id', '=', doctorId);
      if (clinicIds) q = q.where('clinic_id', 'in', [...clinicIds]);
      const rows = await q.orderBy('clinic_id').orderBy('weekday').orderBy('start_minute').orderBy('kind', 'desc').orderBy('id').execute();
      return rows.map((r) => ({
        clinicId: r.clinic_id,
        weekday: r.weekday,
        startMinute: r.start_minute,
        endMinute: r.end_minute,
        kind: r.kind,
        clinicServiceIds: intArray(r.clinic_service_ids),
      }));
    },

    /** The doctor's one-off changes at these clinics (every clinic when `clinicIds` is null). */
    async exceptions(doctorId: string, clinicIds: readonly number[] | null): Promise<ExceptionRecord[]> {
      if (clinicIds && clinicIds.length === 0) return [];
      let q = db
        .selectFrom('availability_exceptions')
        .select(['clinic_id', 'kind', 'start_minute', 'end_minute', 'note', sql<string>`to_char(date, 'YYYY-MM-DD')`.as('day')])
        .where('doctor_id', '=', doctorId);
      if (clinicIds) q = q.where('clinic_id', 'in', [...clinicIds]);
      const rows = await q.orderBy('date').orderBy('clinic_id').orderBy('id').execute();
      return rows.map((r) => ({ clinicId: r.clinic_id, date: r.day, kind: r.kind, startMinute: r.start_minute, endMinute: r.end_minute, note: r.note }));
    },

    /** Serialises changes of one doctor's availability (the overlap check across clinics reads what others write). */
    async lockDoctor(doctorId: string): Promise<void> {
      await sql`SELECT pg_advisory_xact_lock(hashtext(${`availability:${doctorId}`}))`.execute(db);
    },

    /** Replaces the doctor's rules and exceptions at these clinics (run in a transaction). */
    async replace(doctorId: string, clinicIds: readonly number[], rules: readonly RuleRecord[], exceptions: readonly ExceptionRecord[]): Promise<void> {
      await db.deleteFrom('availability_rules').where('doctor_id', '=', doctorId).where('clinic_id', 'in', [...clinicIds]).execute();
      await db.deleteFrom('availability_exceptions').where('doctor_id', '=', doctorId).where('clinic_id', 'in', [...clinicIds]).execute();
      if (rules.length > 0) {
        await db
          .insertInto('availability_rules')
          .values(rules.map((r) => ({
            doctor_id: doctorId,
            clinic_id: r.clinicId,
            weekday: r.weekday,
            start_minute: r.startMinute,
            end_minute: r.endMinute,
            kind: r.kind,
            clinic_service_ids: intArrayLiteral(r.clinicServiceIds),
          })))
          .execute();
      }
      if (exceptions.length > 0) {
        await db
          .insertInto('availability_exceptions')
          .values(exceptions.map((e) => ({
            doctor_id: doctorId,
            clinic_id: e.clinicId,
            date: e.date,
            kind: e.kind,
            start_minute: e.startMinute,
            end_minute: e.endMinute,
            note: e.note,
          })))
          .execute();
      }
    },
  };
}
