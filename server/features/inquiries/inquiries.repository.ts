import type { Localized } from '../../../src/protocol/common';
import type { ClinicInquiry } from '../../../src/protocol/inquiries';
import type { Db } from '../../db/connection';

/** Columns as the service reasons about them; `completedBy` never leaves the server. */
export interface InquiryRecord {
  id: string;
  clinicId: number;
  patientId: string;
  chatSpaceId: string;
  status: ClinicInquiry['status'];
  createdAt: Date;
  joinedBy: string | null;
  joinedAt: Date | null;
  completedBy: string | null;
  completedAt: Date | null;
}

const COLUMNS = ['id', 'clinic_id', 'patient_id', 'chat_space_id', 'status', 'created_at', 'joined_by', 'joined_at', 'completed_by', 'completed_at'] as const;
const OPEN = ['created', 'joined'] as const;

type Row = {
  id: string;
  clinic_id: number | string;
  patient_id: string;
  chat_space_id: string;
  status: ClinicInquiry['status'];
  created_at: Date;
  joined_by: string | null;
  joined_at: Date | null;
  completed_by: string | null;
  completed_at: Date | null;
};

const date = (value: Date | null) => (value === null ? null : new Date(value));

function toRecord(r: Row): InquiryRecord {
  return {
    id: r.id,
    clinicId: Number(r.clinic_id),
    patientId: r.patient_id,
    chatSpaceId: r.chat_space_id,
    status: r.status,
    createdAt: new Date(r.created_at),
    joinedBy: r.joined_by,
    joinedAt: date(r.joined_at),
    completedBy: r.completed_by,
    completedAt: date(r.completed_at),
  };
}

/** The inquiry as the protocol shows it. */
export function toInquiry(r: InquiryRecord): ClinicInquiry {
  return {
    id: r.id,
    clinic_id: r.clinicId,
    patient_id: r.patientId,
    chat_space_id: r.chatSpaceId,
    status: r.status,
    created_at: r.createdAt.toISOString(),
    joined_by: r.joinedBy,
    joined_at: r.joinedAt ? r.joinedAt.toISOString() : null,
    completed_at: r.completedAt ? r.completedAt.toISOString() : null,
  };
}

/**
 * A time for a timestamptz column in an UPDATE: schema.ts's nullable timestamp update type is one
 * Kysely cannot unwrap to Date, though a Date is exactly what the driver writes.
 */
const at = (time: Date) => time as unknown as never;

/** Clinic inquiries and the clinic facts their rules need. */
export function inquiriesRepository(db: Db) {
  return {
    /** The inquiry; with `lock`, its row stays locked for update until commit. */
    async find(id: string, opts: { lock?: boolean } = {}): Promise<InquiryRecord | null> {
      let q = db.selectFrom('clinic_inquiries').select(COLUMNS).where('id', '=', id);
      if (opts.lock) q = q.forUpdate();
      const row = await q.executeTakeFirst();
      return row ? toRecord(row as Row) : null;
    },

    /** The open (created or joined) inquiry of a patient at a clinic, or null. */
    async openOf(patientId: string, clinicId: number): Promise<InquiryRecord | null> {
      const row = await db
        .selectFrom('clinic_inquiries')
        .select(COLUMNS)
        .where('patient_id', '=', patientId)
        .where('clinic_id', '=', clinicId)
        .where('status', 'in', [...OPEN])
        .executeTakeFirst();
      return row ? toRecord(row as Row) : null;
    },

    async insert(i: { clinicId: number; patientId: string; chatSpaceId: string; createdAt: Date }): Promise<InquiryRecord> {
      const row = await db
        .insertInto('clinic_inquiries')
        .values({ clinic_id: i.clinicId, patient_id: i.patientId, chat_space_id: i.chatSpaceId, status: 'created', created_at: i.createdAt })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      return toRecord(row as Row);
    },

    /** Moves an inquiry to `joined` or `completed`, recording which operator did it and when. */
    async advance(id: string, step: 'joined' | 'completed', operatorId: string, now: Date): Promise<InquiryRecord> {
      const set =
        step === 'joined' ? { status: step, joined_by: operatorId, joined_at: at(now) } : { status: step, completed_by: operatorId, completed_at: at(now) };
      const row = await db.updateTable('clinic_inquiries').set(set).where('id', '=', id).returning(COLUMNS).executeTakeFirstOrThrow();
      return toRecord(row as Row);
    },

    /**
     * Inquiries newest first, at most `limit`: of the clinics `operatorId` is an operator of, or of
     * `patientId`; only open ones unless `all`.
     */
    async list(who: { operatorId: string } | { patientId: string }, f: { all: boolean; limit: number }): Promise<InquiryRecord[]> {
      let q = db.selectFrom('clinic_inquiries').select(COLUMNS);
      if ('patientId' in who) q = q.where('patient_id', '=', who.patientId);
      else {
        const operatorId = who.operatorId;
        q = q.where((eb) =>
          eb(
            'clinic_id',
            'in',
            eb
              .selectFrom('clinic_members')
              .innerJoin('users', 'users.id', 'clinic_members.user_id')
              .select('clinic_members.clinic_id')
              .where('clinic_members.user_id', '=', operatorId)
              .where('users.type', '=', 'ClinicOperator')
              .where('clinic_members.deactivated_at', 'is', null),
          ),
        );
      }
      if (!f.all) q = q.where('status', 'in', [...OPEN]);
      const rows = await q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(f.limit).execute();
      return (rows as Row[]).map(toRecord);
    },

    /** A clinic's name in both languages; null for an unknown clinic. */
    async clinicName(clinicId: number): Promise<Localized | null> {
      const row = await db.selectFrom('clinics').select('name').where('id', '=', clinicId).executeTakeFirst();
      return row ? row.name : null;
    },
  };
}
