import type { Case } from '../../../src/protocol/cases';
import type { Db } from '../../db/connection';
import { parseJson } from '../../db/json';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** True for an id that can be a case's (anything else is answered 404 without asking the database). */
export const isCaseId = (id: string) => UUID.test(id);

/**
 * The `patient_cases` projection (migration 012): the whole case as `data`, beside the columns
 * lists and access checks query, and the `patient_case_shares` rows of the doctors it is shared
 * with. Written only by the cases service, in the transaction that appends the case's events.
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
  };
}

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
