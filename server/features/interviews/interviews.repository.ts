import { sql } from 'kysely';
import type { EvidenceChoice, InterviewStatus, InterviewType, TriageLevel } from '../../../src/protocol/interviews';
import type { Language } from '../../../src/protocol/common';
import type { Db } from '../../db/connection';
import { parseJson } from '../../db/json';
import type { Question } from '../../symptoms/engine';
import type { ConditionId, FindingId, SpecialityKey } from '../../symptoms/types';

/** One answered finding as stored, in the order given. */
export interface StoredEvidence {
  id: FindingId;
  choice: EvidenceChoice;
  initial: boolean;
}

/** A question asked and the answers it got (so a person can go back, and an auditor replay it). */
export interface StoredStep {
  question: Question;
  answers: { id: FindingId; choice: EvidenceChoice }[];
  at: string;
}

/** The engine's last result, in ids (worded in the interview's language when read). */
export interface StoredResult {
  conditions: { id: ConditionId; probability: number; raising: FindingId[]; lowering: FindingId[] }[];
  /** `reasons`: the answers that led to the level; `unsure`: red-flag findings the person could not rule out (both absent before issue 15). */
  triage: { level: TriageLevel; redFlags: string[]; reasons?: FindingId[]; unsure?: FindingId[] };
  labs: { obligatory: string[]; recommended: string[] };
  speciality: SpecialityKey;
  shouldStop: boolean;
  /** The question limit and progress when it was computed (absent before issue 15). */
  questionLimit?: number;
  progress?: number;
}

export interface InterviewRecord {
  id: string;
  patientId: string | null;
  type: InterviewType;
  language: Language;
  status: InterviewStatus;
  ageMonths: number | null;
  gender: 'male' | 'female' | null;
  evidences: StoredEvidence[];
  steps: StoredStep[];
  currentQuestion: Question | null;
  result: StoredResult | null;
  createdAt: Date;
  createdBy: string | null;
  finishedAt: Date | null;
  /** The kiosk checkup the interview was started from (issue 17), and its device type. */
  checkupId: string | null;
  checkupDevice: string | null;
  /** SHA-256 of the key held by the browser that started a guest interview (issue 20); null for others and for guest interviews before it. */
  guestKeyHash: string | null;
}


const COLUMNS = ['id', 'patient_id', 'type', 'language', 'status', 'patient_age_in_months', 'patient_gender', 'evidences', 'steps', 'current_question', 'result', 'created_at', 'created_by', 'finished_at', 'checkup_id', 'checkup_device', 'guest_key_hash'] as const;

function toRecord(r: Record<(typeof COLUMNS)[number], unknown>): InterviewRecord {
  return {
    id: r.id as string,
    patientId: r.patient_id as string | null,
    type: r.type as InterviewType,
    language: r.language as Language,
    status: r.status as InterviewStatus,
    ageMonths: r.patient_age_in_months as number | null,
    gender: r.patient_gender as 'male' | 'female' | null,
    evidences: parseJson<StoredEvidence[]>(r.evidences) ?? [],
    steps: parseJson<StoredStep[]>(r.steps) ?? [],
    currentQuestion: parseJson<Question>(r.current_question),
    result: parseJson<StoredResult>(r.result),
    createdAt: r.created_at as Date,
    createdBy: r.created_by as string | null,
    finishedAt: r.finished_at as Date | null,
    checkupId: r.checkup_id as string | null,
    checkupDevice: r.checkup_device as string | null,
    guestKeyHash: r.guest_key_hash as string | null,
  };
}

/** Interview rows. */
export function interviewsRepository(db: Db) {
  return {
    async create(i: { id: string; patientId: string | null; type: InterviewType; language: Language; ageMonths: number | null; gender: 'male' | 'female' | null; createdBy: string | null; now: Date; checkup?: { id: string; device: string }; guestKeyHash?: string }): Promise<InterviewRecord> {
      const row = await db
        .insertInto('interviews')
        .values({
          id: i.id,
          patient_id: i.patientId,
          type: i.type,
          language: i.language,
          status: 'in_progress',
          patient_age_in_months: i.ageMonths,
          patient_gender: i.gender,
          created_by: i.createdBy,
          checkup_id: i.checkup?.id ?? null,
          checkup_device: i.checkup?.device ?? null,
          guest_key_hash: i.guestKeyHash ?? null,
          created_at: i.now,
          updated_at: i.now,
        })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      return toRecord(row);
    },

    /** The interview; with `lock` its row stays locked until commit, so changes of one interview are serial. */
    async find(id: string, opts: { lock?: boolean } = {}): Promise<InterviewRecord | null> {
      let q = db.selectFrom('interviews').select(COLUMNS).where('id', '=', id);
      if (opts.lock) q = q.forUpdate();
      const row = await q.executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async save(i: InterviewRecord, now: Date): Promise<void> {
      await db
        .updateTable('interviews')
        .set({
          status: i.status,
          evidences: JSON.stringify(i.evidences),
          steps: JSON.stringify(i.steps),
          current_question: i.currentQuestion ? JSON.stringify(i.currentQuestion) : null,
          result: i.result ? JSON.stringify(i.result) : null,
          triage: i.result?.triage.level ?? null,
          finished_at: i.finishedAt,
          updated_at: now,
        })
        .where('id', '=', i.id)
        .execute();
    },

    /** A patient's interviews, newest first. */
    async listForPatient(patientId: string, limit: number, offset: number): Promise<{ items: InterviewRecord[]; total: number }> {
      const [rows, count] = await Promise.all([
        db.selectFrom('interviews').select(COLUMNS).where('patient_id', '=', patientId).orderBy('created_at', 'desc').orderBy('id').limit(limit).offset(offset).execute(),
        db.selectFrom('interviews').select((eb) => eb.fn.countAll<string>().as('n')).where('patient_id', '=', patientId).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(toRecord), total: Number(count.n) };
    },

    /** Whether a doctor treats the patient: they share a doctor chat. */
    async treats(doctorId: string, patientId: string): Promise<boolean> {
      const row = await sql<{ one: number }>`
        SELECT 1 AS one FROM chat_spaces WHERE type = 'PatientDoctor' AND doctor_id = ${doctorId} AND patient_id = ${patientId} LIMIT 1
      `.execute(db);
      return row.rows.length > 0;
    },

    /**
     * Gives a guest interview to a patient when the caller holds its key (`keyHash`, the hash of
     * the key the browser that started it was given); false when it has an owner already, the key
     * is not its own (or it has none), or it is gone.
     */
    async bindGuest(id: string, patientId: string, keyHash: string): Promise<boolean> {
      const row = await db
        .updateTable('interviews')
        .set({ patient_id: patientId })
        .where('id', '=', id)
        .where('patient_id', 'is', null)
        .where('created_by', 'is', null)
        .where('guest_key_hash', '=', keyHash)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
