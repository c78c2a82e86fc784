import { sql } from 'kysely';
import type { Localized } from '../../../src/protocol/common';
import type { Case, CasePatient, CasePerson, CaseStatus } from '../../../src/protocol/cases';
import type { Db } from '../../db/connection';
import { parseJson } from '../../db/json';
import type { CaseTemplate } from '../../db/schema';
import { photoUrl } from '../users';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** True for an id that can be a case's (anything else is answered 404 without asking the database). */
export const isCaseId = (id: string) => UUID.test(id);

const localized = (v: unknown): Localized => parseJson<Localized>(v) ?? { ka: '', en: '' };

/** A clinic service a case can be opened for, with its service's template. */
export interface CaseClinicService {
  id: number;
  clinicId: number;
  serviceId: number;
  name: Localized;
  /** The service template's key (consultation, lab, …), or null. */
  template: string | null;
  caseTemplate: CaseTemplate | null;
}

/** What the list filters by; the scope is who is asking. */
export interface CaseListFilters {
  userId: string;
  operatorClinics: readonly number[];
  status?: CaseStatus;
  patientId?: string;
  q?: string;
  limit: number;
  offset: number;
}

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The `patient_cases` projection (migration 012): the whole case as `data`, beside the columns
 * lists and access checks query, and the `patient_case_shares` rows of the doctors it is shared
 * with; the case files; and what opening a case and its commands look up (people, clinics, clinic
 * services and their templates, lab tests, services). The projection is written only by the cases
 * service, in the transaction that appends the case's events.
 */
export function casesRepository(db: Db) {
  return {
    /** The case as it now is, or null. `lock` takes the row for a change (FOR UPDATE). */
    async load(id: string, opts: { lock?: boolean } = {}): Promise<Case | null> {
      if (!isCaseId(id)) return null;
      let q = db.selectFrom('patient_cases').select('data').where('id', '=', id);
      if (opts.lock) q = q.forUpdate();
      const row = await q.executeTakeFirst();
      return row ? parseJson<Case>(row.data) : null;
    },

    /** Writes a new case's row (and its shares). */
    async insert(c: Case, opts: { clientId?: string | null } = {}): Promise<void> {
      await db
        .insertInto('patient_cases')
        .values({ ...columnsOf(c), client_id: opts.clientId ?? null, created_by: c.created_by, created_at: c.created_at })
        .execute();
      await writeShares(db, c);
    },

    /** Writes the row of a changed case (and its shares). */
    async update(c: Case): Promise<void> {
      await db.updateTable('patient_cases').set(columnsOf(c)).where('id', '=', c.id).execute();
      await writeShares(db, c);
    },

    /** The case a creator opened with `clientId` (a repeated open answers it), or null. */
    async byClientId(createdBy: string, clientId: string): Promise<Case | null> {
      const row = await db.selectFrom('patient_cases').select('data').where('created_by', '=', createdBy).where('client_id', '=', clientId).executeTakeFirst();
      return row ? parseJson<Case>(row.data) : null;
    },

    /** The case opened for an appointment, or null. */
    async bySchedule(scheduleId: string): Promise<Case | null> {
      if (!isCaseId(scheduleId)) return null;
      const row = await db.selectFrom('patient_cases').select('data').where('schedule_id', '=', scheduleId).executeTakeFirst();
      return row ? parseJson<Case>(row.data) : null;
    },

    /**
     * Cases the person may see in a list, newest first: their own (patient), assigned or shared
     * (doctor) and their clinics' (operator); filtered by status, patient and a search of the
     * patient's name (either language, either order) or ID number.
     */
    async list(f: CaseListFilters): Promise<{ items: Case[]; total: number }> {
      let q = db
        .selectFrom('patient_cases as pc')
        .innerJoin('users as p', 'p.id', 'pc.patient_id')
        .where((eb) => {
          const ors = [
            eb('pc.patient_id', '=', f.userId),
            eb('pc.assignee_id', '=', f.userId),
            eb('pc.id', 'in', eb.selectFrom('patient_case_shares').select('case_id').where('doctor_id', '=', f.userId)),
          ];
          if (f.operatorClinics.length > 0) ors.push(eb('pc.clinic_id', 'in', [...f.operatorClinics]));
          return eb.or(ors);
        });
      if (f.status) q = q.where('pc.status', '=', f.status);
      if (f.patientId) q = isCaseId(f.patientId) ? q.where('pc.patient_id', '=', f.patientId) : q.where(sql<boolean>`false`);
      const words = (f.q ?? '').trim();
      if (words) {
        const like = contains(words);
        q = q.where(
          sql<boolean>`(
            (p.firstname->>'ka') || ' ' || (p.lastname->>'ka') ILIKE ${like}
            OR (p.lastname->>'ka') || ' ' || (p.firstname->>'ka') ILIKE ${like}
            OR (p.firstname->>'en') || ' ' || (p.lastname->>'en') ILIKE ${like}
            OR (p.lastname->>'en') || ' ' || (p.firstname->>'en') ILIKE ${like}
            OR p.id_number LIKE ${`${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}
          )`,
        );
      }
      const [rows, counted] = await Promise.all([
        q.select('pc.data').orderBy('pc.start_time', 'desc').orderBy('pc.created_at', 'desc').orderBy('pc.id').limit(f.limit).offset(f.offset).execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map((r) => parseJson<Case>(r.data)!), total: Number(counted.n) };
    },

    // --- what opening a case and its commands look up

    /** A person as a case shows them, with their kind; null when unknown. */
    async person(userId: string): Promise<(CasePerson & { type: string }) | null> {
      if (!isCaseId(userId)) return null;
      const r = await db.selectFrom('users').select(['id', 'type', 'firstname', 'lastname', 'photo_path', 'photo_version']).where('id', '=', userId).executeTakeFirst();
      return r ? { id: r.id, type: r.type, firstname: localized(r.firstname), lastname: localized(r.lastname), photo: photoUrl(r) } : null;
    },

    /** A patient as a case shows them (with gender and birthdate); null when unknown or not a patient. */
    async patient(userId: string): Promise<CasePatient | null> {
      if (!isCaseId(userId)) return null;
      const r = await db
        .selectFrom('users')
        .select(['id', 'firstname', 'lastname', 'photo_path', 'photo_version', 'gender', 'birthdate'])
        .where('id', '=', userId)
        .where('type', '=', 'Patient')
        .executeTakeFirst();
      return r ? { id: r.id, firstname: localized(r.firstname), lastname: localized(r.lastname), photo: photoUrl(r), gender: r.gender, birthdate: r.birthdate } : null;
    },

    /** True when the patient is one of the doctor's: a chat, an appointment or a case with them. */
    async isPatientOf(doctorId: string, patientId: string): Promise<boolean> {
      const r = await sql<{ one: number }>`
        SELECT 1 AS one WHERE
          EXISTS (SELECT 1 FROM chat_spaces WHERE type = 'PatientDoctor' AND doctor_id = ${doctorId} AND patient_id = ${patientId})
          OR EXISTS (SELECT 1 FROM schedules WHERE assignee_id = ${doctorId} AND patient_id = ${patientId})
          OR EXISTS (SELECT 1 FROM patient_cases WHERE assignee_id = ${doctorId} AND patient_id = ${patientId})
      `.execute(db);
      return r.rows.length > 0;
    },

    /** The clinics a doctor works in (clinic members), by id. */
    async doctorClinics(doctorId: string): Promise<{ id: number; name: Localized }[]> {
      const rows = await db
        .selectFrom('clinic_members as m')
        .innerJoin('clinics as c', 'c.id', 'm.clinic_id')
        .select(['c.id', 'c.name'])
        .where('m.user_id', '=', doctorId)
        .orderBy('c.id')
        .execute();
      return rows.map((r) => ({ id: r.id, name: localized(r.name) }));
    },

    async clinic(clinicId: number): Promise<{ id: number; name: Localized } | null> {
      const r = await db.selectFrom('clinics').select(['id', 'name']).where('id', '=', clinicId).executeTakeFirst();
      return r ? { id: r.id, name: localized(r.name) } : null;
    },

    /** A clinic service with its service's name, template key and case template; null when unknown. */
    async clinicService(id: number): Promise<CaseClinicService | null> {
      const r = await db
        .selectFrom('clinic_services as cs')
        .innerJoin('services as s', 's.id', 'cs.service_id')
        .leftJoin('service_templates as t', 't.id', 's.template_id')
        .select(['cs.id', 'cs.clinic_id', 'cs.service_id', 's.name', 't.key', 's.case_template'])
        .where('cs.id', '=', id)
        .executeTakeFirst();
      if (!r) return null;
      return { id: r.id, clinicId: r.clinic_id, serviceId: r.service_id, name: localized(r.name), template: r.key ?? null, caseTemplate: parseJson<CaseTemplate>(r.case_template) };
    },

    /** A service of the catalogue (a referral's target); null when unknown. */
    async service(id: number): Promise<{ id: number; name: Localized } | null> {
      const r = await db.selectFrom('services').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
      return r ? { id: r.id, name: localized(r.name) } : null;
    },

    /** Lab tests of the list by id (unknown ids are missing from the map). */
    async labtests(ids: readonly number[]): Promise<Map<number, { id: number; name: Localized }>> {
      if (ids.length === 0) return new Map();
      const rows = await db.selectFrom('labtests').select(['id', 'name']).where('id', 'in', [...ids]).execute();
      return new Map(rows.map((r) => [r.id, { id: r.id, name: localized(r.name) }]));
    },

    // --- files

    async insertFile(f: { id: string; caseId: string; name: string; size: number; contentType: string; storageKey: string; createdBy: string; createdAt: Date }): Promise<void> {
      await db
        .insertInto('patient_case_files')
        .values({ id: f.id, case_id: f.caseId, name: f.name, size: f.size, content_type: f.contentType, storage_key: f.storageKey, created_by: f.createdBy, created_at: f.createdAt })
        .execute();
    },

    /** A file of the case that has not been deleted, or null. */
    async file(caseId: string, fileId: string): Promise<{ name: string; size: number; contentType: string; storageKey: string } | null> {
      if (!isCaseId(fileId)) return null;
      const r = await db
        .selectFrom('patient_case_files')
        .select(['name', 'size', 'content_type', 'storage_key'])
        .where('id', '=', fileId)
        .where('case_id', '=', caseId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return r ? { name: r.name, size: r.size, contentType: r.content_type, storageKey: r.storage_key } : null;
    },

    /** Marks a file deleted (its row stays for the history); answers where its bytes are, to remove after commit. */
    async markFileDeleted(caseId: string, fileId: string, at: Date): Promise<string | null> {
      if (!isCaseId(fileId)) return null;
      const r = await db
        .updateTable('patient_case_files')
        .set({ deleted_at: at })
        .where('id', '=', fileId)
        .where('case_id', '=', caseId)
        .where('deleted_at', 'is', null)
        .returning('storage_key')
        .executeTakeFirst();
      return r?.storage_key ?? null;
    },
  };
}

export type CasesRepository = ReturnType<typeof casesRepository>;

function columnsOf(c: Case) {
  return {
    id: c.id,
    patient_id: c.patient_id,
    assignee_id: c.assignee_id,
    clinic_id: c.clinic_id,
    schedule_id: c.schedule_id,
    status: c.status,
    start_time: c.start_time,
    updated_at: c.updated_at,
    closed_at: c.closed_at,
    version: c.version,
    data: JSON.stringify(c),
  };
}

async function writeShares(db: Db, c: Case): Promise<void> {
  await db.deleteFrom('patient_case_shares').where('case_id', '=', c.id).execute();
  if (c.shared_with.length > 0) {
    await db.insertInto('patient_case_shares').values(c.shared_with.map((d) => ({ case_id: c.id, doctor_id: d.id }))).execute();
  }
}
