import { sql } from 'kysely';
import type { Localized } from '../../../src/protocol/common';
import type { Mark } from '../../../src/protocol/checkups';
import type { LogTypeKey, LogValue, PatientLogItem } from '../../../src/protocol/patient-log';
import type { Db } from '../../db/connection';
import { parseJson } from '../../db/json';

/** A person the log rules look at: who they are, and the age and sex their ranges depend on. */
export interface LogPerson {
  id: string;
  type: 'Patient' | 'Doctor' | 'ClinicOperator';
  birthdate: string | null;
  gender: 'male' | 'female' | null;
  firstname: Localized;
  lastname: Localized;
}

/** A log type of the static list, with its name and unit (alert texts). */
export interface LogTypeRow {
  id: number;
  key: LogTypeKey;
  name: Localized;
  unit: Localized;
}

export interface NewLogRow {
  id: string;
  patientId: string;
  typeId: number;
  value: LogValue;
  measuredAt: Date;
  createdAt: Date;
  createdBy: string | null;
  checkupId: string | null;
  mark: Mark | null;
}

type ItemRow = {
  id: string;
  patient_id: string;
  key: string;
  value: unknown;
  measured_at: Date;
  created_at: Date;
  created_by: string | null;
  checkup_id: string | null;
  mark: string | null;
  by_firstname: unknown;
  by_lastname: unknown;
};

const toItem = (r: ItemRow): PatientLogItem => ({
  id: r.id,
  patient_id: r.patient_id,
  type: r.key as LogTypeKey,
  value: parseJson<LogValue>(r.value)!,
  measured_at: new Date(r.measured_at).toISOString(),
  created_at: new Date(r.created_at).toISOString(),
  created_by: r.created_by ? { id: r.created_by, firstname: parseJson<Localized>(r.by_firstname)!, lastname: parseJson<Localized>(r.by_lastname)! } : null,
  checkup_id: r.checkup_id,
  mark: r.mark as Mark | null,
});

/** The health log's SQL (patient_log), and the people and doctors its rules and alerts read. */
export function monitoringRepository(db: Db) {
  return {
    async person(id: string): Promise<LogPerson | null> {
      const r = await db.selectFrom('users').select(['id', 'type', 'birthdate', 'gender', 'firstname', 'lastname']).where('id', '=', id).executeTakeFirst();
      return r ? { id: r.id, type: r.type, birthdate: r.birthdate, gender: r.gender, firstname: parseJson<Localized>(r.firstname)!, lastname: parseJson<Localized>(r.lastname)! } : null;
    },

    async types(): Promise<LogTypeRow[]> {
      const rows = await db.selectFrom('patient_log_types').select(['id', 'key', 'name', 'unit']).orderBy('id').execute();
      return rows.map((r) => ({ id: r.id, key: r.key as LogTypeKey, name: parseJson<Localized>(r.name)!, unit: parseJson<Localized>(r.unit)! }));
    },

    /** The patient's readings measured at or after `since`, oldest first, with who wrote each. */
    async list(patientId: string, since: Date, ids?: readonly string[]): Promise<PatientLogItem[]> {
      let q = db
        .selectFrom('patient_log as l')
        .innerJoin('patient_log_types as t', 't.id', 'l.type_id')
        .leftJoin('users as u', 'u.id', 'l.created_by')
        .select(['l.id', 'l.patient_id', 't.key', 'l.value', 'l.measured_at', 'l.created_at', 'l.created_by', 'l.checkup_id', 'l.mark', 'u.firstname as by_firstname', 'u.lastname as by_lastname'])
        .where('l.patient_id', '=', patientId)
        .where('l.measured_at', '>=', since);
      if (ids) q = q.where('l.id', 'in', ids.length ? ids : ['00000000-0000-0000-0000-000000000000']);
      const rows = await q.orderBy('l.measured_at').orderBy('l.created_at').orderBy('l.id').execute();
      return rows.map((r) => toItem(r as ItemRow));
    },

    async insert(rows: readonly NewLogRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insertInto('patient_log')
        .values(rows.map((r) => ({
          id: r.id, patient_id: r.patientId, type_id: r.typeId, value: JSON.stringify(r.value), measured_at: r.measuredAt, created_at: r.createdAt,
          created_by: r.createdBy, checkup_id: r.checkupId, mark: r.mark,
        })))
        .execute();
    },

    /** Who wrote a reading and whether it came from a checkup, or null. */
    async owner(id: string): Promise<{ patientId: string; createdBy: string | null; checkupId: string | null } | null> {
      const r = await db.selectFrom('patient_log').select(['patient_id', 'created_by', 'checkup_id']).where('id', '=', id).executeTakeFirst();
      return r ? { patientId: r.patient_id, createdBy: r.created_by, checkupId: r.checkup_id } : null;
    },

    async remove(id: string): Promise<void> {
      await db.deleteFrom('patient_log').where('id', '=', id).execute();
    },

    /**
     * The patient's doctors an alert goes to: those with an active PatientDoctor chat
     * (`active_until` after `now`), or an appointment with the patient that is not cancelled and
     * starts after `recentFrom` (upcoming, or in the last 30 days).
     */
    async patientDoctors(patientId: string, now: Date, recentFrom: Date): Promise<string[]> {
      const result = await sql<{ id: string }>`
        SELECT doctor_id AS id FROM chat_spaces
         WHERE type = 'PatientDoctor' AND patient_id = ${patientId} AND doctor_id IS NOT NULL AND active_until > ${now}
        UNION
        SELECT assignee_id AS id FROM schedules
         WHERE patient_id = ${patientId} AND status <> 'cancelled' AND start_time >= ${recentFrom}
        ORDER BY id`.execute(db);
      return result.rows.map((r) => r.id);
    },
  };
}
