import { sql } from 'kysely';
import type { Localized } from '../../../src/protocol/common';
import type { SessionLog } from '../../../src/protocol/session-log';
import type { UserType } from '../../../src/protocol/user';
import type { Db } from '../../db/connection';
import { parseJson } from '../../db/json';

/** A report as the service reasons about it (the listed part; `text` is only the start of it). */
export interface ReportRow {
  id: string;
  clinicId: number;
  createdAt: Date;
  expiresAt: Date;
  build: string;
  /** The first characters of the text (enough for a preview), or the whole text from `find`. */
  text: string;
  hasLog: boolean;
  steps: number;
  reporter: { id: string; type: UserType; firstname: Localized; lastname: Localized };
}

/** A whole report: the row with its text, language, consent and log. */
export interface FullReportRow extends ReportRow {
  language: string;
  consent: boolean;
  log: SessionLog | null;
}

/** Characters of the text a list reads: more than a preview shows, so white space can be folded first. */
const LIST_TEXT_CHARS = 400;

const loc = (v: unknown): Localized => parseJson<Localized>(v) ?? { ka: '', en: '' };

type ListedRow = {
  id: string;
  clinic_id: number | string;
  created_at: Date;
  expires_at: Date;
  build: string;
  text: string;
  has_log: boolean;
  steps: number | string | null;
  reporter_id: string;
  reporter_type: UserType;
  firstname: unknown;
  lastname: unknown;
};

function toRow(r: ListedRow): ReportRow {
  return {
    id: r.id,
    clinicId: Number(r.clinic_id),
    createdAt: new Date(r.created_at),
    expiresAt: new Date(r.expires_at),
    build: r.build,
    text: r.text,
    hasLog: r.has_log,
    steps: Number(r.steps ?? 0),
    reporter: { id: r.reporter_id, type: r.reporter_type, firstname: loc(r.firstname), lastname: loc(r.lastname) },
  };
}

/** Problem reports, and the clinic and contact facts sending one needs. */
export function reportsRepository(db: Db) {
  const listed = () =>
    db
      .selectFrom('problem_reports as r')
      .innerJoin('users as u', 'u.id', 'r.reporter_id')
      .select([
        'r.id',
        'r.clinic_id',
        'r.created_at',
        'r.expires_at',
        'r.build',
        sql<boolean>`r.log IS NOT NULL`.as('has_log'),
        sql<number>`coalesce(json_array_length(r.log -> 'steps'), 0)`.as('steps'),
        'r.reporter_id',
        'u.type as reporter_type',
        'u.firstname',
        'u.lastname',
      ]);

  return {
    async insert(r: { id: string; clinicId: number; reporterId: string; text: string; build: string; log: SessionLog | null; consent: boolean; language: string; createdAt: Date; expiresAt: Date }): Promise<void> {
      await db
        .insertInto('problem_reports')
        .values({
          id: r.id,
          clinic_id: r.clinicId,
          reporter_id: r.reporterId,
          text: r.text,
          build: r.build,
          log: r.log === null ? null : JSON.stringify(r.log),
          consent: r.consent,
          language: r.language,
          created_at: r.createdAt,
          expires_at: r.expiresAt,
        })
        .execute();
    },

    /** A page of the clinic's reports that have not expired at `now`, newest first, and how many there are. */
    async page(clinicId: number, now: Date, page: { limit: number; offset: number }): Promise<{ rows: ReportRow[]; total: number }> {
      const [rows, count] = await Promise.all([
        listed()
          .select(sql<string>`left(r.text, ${LIST_TEXT_CHARS})`.as('text'))
          .where('r.clinic_id', '=', clinicId)
          .where('r.expires_at', '>', now)
          .orderBy('r.created_at', 'desc')
          .orderBy('r.id', 'desc')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        db
          .selectFrom('problem_reports')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('clinic_id', '=', clinicId)
          .where('expires_at', '>', now)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows: (rows as ListedRow[]).map(toRow), total: Number(count.n) };
    },

    /** The whole report, unless it is unknown or has expired at `now`. */
    async find(id: string, now: Date): Promise<FullReportRow | null> {
      const row = await listed()
        .select(['r.text', 'r.language', 'r.consent', 'r.log'])
        .where('r.id', '=', id)
        .where('r.expires_at', '>', now)
        .executeTakeFirst();
      if (!row) return null;
      return { ...toRow(row as ListedRow), language: row.language, consent: row.consent, log: parseJson<SessionLog>(row.log) };
    },

    /** Deletes the reports expired at `now`; answers how many. */
    async deleteExpired(now: Date): Promise<number> {
      const result = await db.deleteFrom('problem_reports').where('expires_at', '<=', now).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Every clinic of the catalogue, by id, with its name. */
    async clinics(): Promise<{ id: number; name: Localized }[]> {
      const rows = await db.selectFrom('clinics').select(['id', 'name']).orderBy('id').execute();
      return rows.map((r) => ({ id: r.id, name: loc(r.name) }));
    },

    async clinicExists(clinicId: number): Promise<boolean> {
      return (await db.selectFrom('clinics').select('id').where('id', '=', clinicId).executeTakeFirst()) !== undefined;
    },

    /** The clinic of the patient's most recently booked appointment, or null. */
    async latestAppointmentClinic(patientId: string): Promise<number | null> {
      const row = await db
        .selectFrom('schedules')
        .select('clinic_id')
        .where('patient_id', '=', patientId)
        .orderBy('created_at', 'desc')
        .orderBy('start_time', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row ? Number(row.clinic_id) : null;
    },

    /** The clinic of the patient's chat with a clinic that last had a message (or, without messages, was last opened), or null. */
    async latestChatClinic(patientId: string): Promise<number | null> {
      const row = await db
        .selectFrom('chat_spaces as c')
        .select('c.clinic_id')
        .where('c.patient_id', '=', patientId)
        .where('c.clinic_id', 'is not', null)
        .orderBy(sql`coalesce((SELECT max(m.created_at) FROM messages m WHERE m.chat_space_id = c.id), c.created_at)`, 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.clinic_id == null ? null : Number(row.clinic_id);
    },
  };
}
