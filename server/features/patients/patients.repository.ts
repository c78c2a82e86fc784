import { sql, type RawBuilder } from 'kysely';
import type { Localized } from '../../../src/protocol/common';
import type { Db } from '../../db/connection';
import { parseJson } from '../../db/json';
import { photoUrl } from '../users';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** True for a text that can be a person's id (anything else is nobody, without asking the database). */
export const isPersonId = (id: string) => UUID.test(id);

const EMPTY: Localized = { ka: '', en: '' };
const loc = (v: unknown): Localized => parseJson<Localized>(v) ?? EMPTY;
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/**
 * Whose patients a query is about: a doctor's (a PatientDoctor chat, an appointment with them, a
 * case they are the assignee of or that is shared with them) or the clinics' of an operator (an
 * appointment there, a PatientClinic chat or inquiry with one of them, a case of one of them).
 */
export type PatientScope = { kind: 'doctor'; doctorId: string } | { kind: 'clinics'; clinicIds: readonly number[] };

/** A patient as the lists and the patient page read them. */
export interface PatientRecord {
  id: string;
  firstname: Localized;
  lastname: Localized;
  photo: string | null;
  idNumber: string;
  gender: string | null;
  birthdate: string | null;
  phone: string | null;
  email: string | null;
  /** The latest contact with the scope (null when they have none, e.g. a patient found by ID number). */
  lastContact: string | null;
}

/** How a list is searched: every word a name prefix, or one full ID number. */
export type PatientSearch = { kind: 'all' } | { kind: 'words'; words: readonly string[] } | { kind: 'id_number'; idNumber: string };

/** Escapes LIKE's wildcards so a search text matches itself only. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const ids = (list: readonly number[]) => sql.join(list.map((id) => sql`${id}`));

/**
 * Every contact of the scope with a patient, as rows (patient_id, at). A chat counts from its
 * last message (or its opening when nothing was written yet); an appointment by its start, so a
 * patient about to be seen is at the top; a case by its last change.
 */
function contactsOf(scope: PatientScope): RawBuilder<unknown> {
  const chatAt = sql`coalesce((SELECT max(m.created_at) FROM messages m WHERE m.chat_space_id = c.id), c.created_at)`;
  if (scope.kind === 'doctor') {
    const d = scope.doctorId;
    return sql`
      SELECT c.patient_id, ${chatAt} AS at FROM chat_spaces c WHERE c.type = 'PatientDoctor' AND c.doctor_id = ${d} AND c.patient_id IS NOT NULL
      UNION ALL SELECT s.patient_id, s.start_time FROM schedules s WHERE s.assignee_id = ${d}
      UNION ALL SELECT pc.patient_id, pc.updated_at FROM patient_cases pc WHERE pc.assignee_id = ${d}
      UNION ALL SELECT pc.patient_id, pc.updated_at FROM patient_cases pc JOIN patient_case_shares sh ON sh.case_id = pc.id WHERE sh.doctor_id = ${d}`;
  }
  const clinics = ids(scope.clinicIds);
  return sql`
    SELECT c.patient_id, ${chatAt} AS at FROM chat_spaces c WHERE c.type = 'PatientClinic' AND c.clinic_id IN (${clinics}) AND c.patient_id IS NOT NULL
    UNION ALL SELECT i.patient_id, i.created_at FROM clinic_inquiries i WHERE i.clinic_id IN (${clinics})
    UNION ALL SELECT s.patient_id, s.start_time FROM schedules s WHERE s.clinic_id IN (${clinics})
    UNION ALL SELECT pc.patient_id, pc.updated_at FROM patient_cases pc WHERE pc.clinic_id IN (${clinics})`;
}

const hasScope = (scope: PatientScope) => scope.kind === 'doctor' || scope.clinicIds.length > 0;

type UserRow = {
  id: string;
  firstname: unknown;
  lastname: unknown;
  photo_path: string | null;
  photo_version: number;
  id_number: string;
  gender: string | null;
  birthdate: string | null;
  phone: string | null;
  email: string | null;
  last_contact: Date | string | null;
};

const toPatient = (r: UserRow): PatientRecord => ({
  id: r.id,
  firstname: loc(r.firstname),
  lastname: loc(r.lastname),
  photo: photoUrl(r),
  idNumber: r.id_number,
  gender: r.gender,
  birthdate: r.birthdate,
  phone: r.phone,
  email: r.email,
  lastContact: iso(r.last_contact),
});

const USER_COLUMNS = sql`u.id, u.firstname, u.lastname, u.photo_path, u.photo_version, u.id_number, u.gender, u.birthdate, u.phone, u.email`;

function searchCondition(search: PatientSearch): RawBuilder<unknown> {
  if (search.kind === 'id_number') return sql`u.id_number = ${search.idNumber}`;
  if (search.kind === 'all') return sql`true`;
  return sql.join(
    search.words.map((w) => {
      const p = likePrefix(w);
      return sql`(u.firstname->>'ka' ILIKE ${p} OR u.firstname->>'en' ILIKE ${p} OR u.lastname->>'ka' ILIKE ${p} OR u.lastname->>'en' ILIKE ${p})`;
    }),
    sql` AND `,
  );
}

/** All SQL of the patients feature: lists of a scope's patients, one patient, their cases, interviews and chats. */
export function patientsRepository(db: Db) {
  return {
    /**
     * The scope's patients matching `search`, newest contact first, a page of them and how many
     * match. `anyByIdNumber` lets a full ID number find a patient outside the scope too (a clinic
     * looks up a new patient); such a patient has no last contact.
     */
    async list(scope: PatientScope, search: PatientSearch, page: { limit: number; offset: number }, opts: { anyByIdNumber?: boolean } = {}): Promise<{ items: PatientRecord[]; total: number }> {
      const outside = opts.anyByIdNumber === true && search.kind === 'id_number';
      if (!hasScope(scope) && !outside) return { items: [], total: 0 };
      const contacts = hasScope(scope) ? contactsOf(scope) : sql`SELECT NULL::uuid AS patient_id, NULL::timestamptz AS at WHERE false`;
      const join = outside ? sql`LEFT JOIN` : sql`JOIN`;
      const result = await sql<UserRow & { total: string | number }>`
        WITH contacts AS (${contacts}),
             latest AS (SELECT patient_id, max(at) AS last_contact FROM contacts GROUP BY patient_id)
        SELECT ${USER_COLUMNS}, latest.last_contact, count(*) OVER () AS total
          FROM users u ${join} latest ON latest.patient_id = u.id
         WHERE u.type = 'Patient' AND ${searchCondition(search)}
         ORDER BY latest.last_contact DESC NULLS LAST, u.lastname->>'en', u.firstname->>'en', u.id
         LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db);
      const total = result.rows.length > 0 ? Number(result.rows[0].total) : 0;
      return { items: result.rows.map(toPatient), total };
    },

    /** One patient of the scope with their latest contact, or null when they are not one of its patients. */
    async ofScope(scope: PatientScope, patientId: string): Promise<PatientRecord | null> {
      if (!isPersonId(patientId) || !hasScope(scope)) return null;
      const result = await sql<UserRow>`
        WITH contacts AS (${contactsOf(scope)})
        SELECT ${USER_COLUMNS}, (SELECT max(at) FROM contacts WHERE contacts.patient_id = u.id) AS last_contact
          FROM users u
         WHERE u.id = ${patientId} AND u.type = 'Patient' AND EXISTS (SELECT 1 FROM contacts WHERE contacts.patient_id = u.id)`.execute(db);
      return result.rows[0] ? toPatient(result.rows[0]) : null;
    },

    /**
     * True when the doctor treats the patient: a PatientDoctor chat, an appointment with them or a
     * case they are the assignee of. (A doctor a case was only shared with reads that case, not the
     * rest of the patient's record.)
     */
    async treats(doctorId: string, patientId: string): Promise<boolean> {
      const result = await sql<{ one: number }>`
        SELECT 1 AS one WHERE EXISTS (SELECT 1 FROM chat_spaces WHERE type = 'PatientDoctor' AND doctor_id = ${doctorId} AND patient_id = ${patientId})
           OR EXISTS (SELECT 1 FROM schedules WHERE assignee_id = ${doctorId} AND patient_id = ${patientId})
           OR EXISTS (SELECT 1 FROM patient_cases WHERE assignee_id = ${doctorId} AND patient_id = ${patientId})`.execute(db);
      return result.rows.length > 0;
    },

    /** The patient's finished symptom-checker interviews, newest first: id, when, triage level and the top condition's id. */
    async finishedInterviews(patientId: string): Promise<{ id: string; finishedAt: string | null; triage: string | null; topConditionId: string | null }[]> {
      const rows = await db
        .selectFrom('interviews')
        .select(['id', 'finished_at', 'triage', 'result'])
        .where('patient_id', '=', patientId)
        .where('status', '=', 'finished')
        .orderBy('finished_at', 'desc')
        .orderBy('id')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        finishedAt: iso(r.finished_at),
        triage: r.triage,
        topConditionId: parseJson<{ conditions?: { id: string }[] }>(r.result)?.conditions?.[0]?.id ?? null,
      }));
    },

    /** The PatientDoctor chat of a patient and a doctor, or null. */
    async doctorChat(doctorId: string, patientId: string): Promise<string | null> {
      const r = await db.selectFrom('chat_spaces').select('id').where('type', '=', 'PatientDoctor').where('doctor_id', '=', doctorId).where('patient_id', '=', patientId).executeTakeFirst();
      return r?.id ?? null;
    },

    /** The patient's PatientClinic chat with the first of these clinics that has one, or null. */
    async clinicChat(clinicIds: readonly number[], patientId: string): Promise<string | null> {
      if (clinicIds.length === 0) return null;
      const r = await db
        .selectFrom('chat_spaces')
        .select('id')
        .where('type', '=', 'PatientClinic')
        .where('clinic_id', 'in', [...clinicIds])
        .where('patient_id', '=', patientId)
        .orderBy('clinic_id')
        .executeTakeFirst();
      return r?.id ?? null;
    },

    /**
     * The clinic a reading of the patient belongs to (its administrators see the audit line): for
     * a doctor, the clinic of their latest appointment or case with the patient, else the first
     * clinic they work at; for a clinic scope, the first of its clinics the patient is known at.
     */
    async readingClinic(scope: PatientScope, patientId: string): Promise<number | null> {
      if (scope.kind === 'doctor') {
        const d = scope.doctorId;
        const result = await sql<{ clinic_id: number }>`
          SELECT clinic_id FROM (
            SELECT clinic_id, start_time AS at FROM schedules WHERE assignee_id = ${d} AND patient_id = ${patientId}
            UNION ALL SELECT clinic_id, updated_at FROM patient_cases WHERE assignee_id = ${d} AND patient_id = ${patientId}
          ) x ORDER BY at DESC LIMIT 1`.execute(db);
        if (result.rows[0]) return result.rows[0].clinic_id;
        const member = await db.selectFrom('clinic_members').select('clinic_id').where('user_id', '=', d).orderBy('clinic_id').executeTakeFirst();
        return member?.clinic_id ?? null;
      }
      if (scope.clinicIds.length === 0) return null;
      const clinics = ids(scope.clinicIds);
      const result = await sql<{ clinic_id: number }>`
        SELECT clinic_id FROM (
          SELECT clinic_id FROM schedules WHERE patient_id = ${patientId} AND clinic_id IN (${clinics})
          UNION SELECT clinic_id FROM patient_cases WHERE patient_id = ${patientId} AND clinic_id IN (${clinics})
          UNION SELECT clinic_id FROM clinic_inquiries WHERE patient_id = ${patientId} AND clinic_id IN (${clinics})
          UNION SELECT clinic_id FROM chat_spaces WHERE type = 'PatientClinic' AND patient_id = ${patientId} AND clinic_id IN (${clinics})
        ) x ORDER BY clinic_id LIMIT 1`.execute(db);
      return result.rows[0]?.clinic_id ?? null;
    },
  };
}
