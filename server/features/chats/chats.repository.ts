import { sql } from 'kysely';
import type { ChatSpaceType, ClinicInquiryRef, Message, MessageFile } from '../../../src/protocol/chats';
import type { Db } from '../../db/connection';
import { parseJson } from '../../db/json';

/** A chat space as the service reasons about it. */
export interface ChatSpaceRecord {
  id: string;
  type: ChatSpaceType;
  doctorId: string | null;
  patientId: string | null;
  clinicId: number | null;
  activeUntil: Date | null;
  lastClinicInquiry: ClinicInquiryRef | null;
  createdAt: Date;
}

const SPACE_COLUMNS = ['id', 'type', 'doctor_id', 'patient_id', 'clinic_id', 'active_until', 'last_clinic_inquiry', 'created_at'] as const;
const MESSAGE_COLUMNS = ['id', 'seq', 'chat_space_id', 'sender_id', 'text', 'file', 'client_id', 'created_at'] as const;

type SpaceRow = {
  id: string;
  type: ChatSpaceType;
  doctor_id: string | null;
  patient_id: string | null;
  clinic_id: number | null;
  active_until: Date | null;
  last_clinic_inquiry: unknown;
  created_at: Date;
};
export type MessageRow = { id: string; seq: number | string; chat_space_id: string; sender_id: string; text: string | null; file: unknown; client_id: string | null; created_at: Date };


function toSpace(r: SpaceRow): ChatSpaceRecord {
  return {
    id: r.id,
    type: r.type,
    doctorId: r.doctor_id,
    patientId: r.patient_id,
    clinicId: r.clinic_id == null ? null : Number(r.clinic_id),
    activeUntil: r.active_until ? new Date(r.active_until) : null,
    lastClinicInquiry: parseJson<ClinicInquiryRef>(r.last_clinic_inquiry),
    createdAt: new Date(r.created_at),
  };
}

/** A message row (or its JSON) as the protocol Message. */
export function messageFromRow(r: MessageRow): Message {
  const m: Message = { id: r.id, chat_space_id: r.chat_space_id, sender_id: r.sender_id, created_at: new Date(r.created_at).toISOString() };
  if (r.text !== null) m.text = r.text;
  const file = parseJson<MessageFile>(r.file);
  if (file) m.file = file;
  if (r.client_id !== null) m.client_id = r.client_id;
  return m;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** A message found by its sender's key, with the clinic inquiry it was sent with (if any). */
export interface KeyedMessage {
  message: Message;
  clinicInquiryId: string | null;
}

/** What a read marker did: its value now, and whether this call moved it forward. */
export interface SeenMark {
  lastSeen: string;
  advanced: boolean;
}

/** Chat spaces, messages and read markers. */
export function chatsRepository(db: Db) {
  return {
    /**
     * The space. With `lock`, its row stays locked until commit: sends take a share lock, changes
     * of its inquiry an update lock, so an inquiry never closes under a send in flight.
     */
    async find(id: string, opts: { lock?: 'share' | 'update' } = {}): Promise<ChatSpaceRecord | null> {
      let q = db.selectFrom('chat_spaces').select(SPACE_COLUMNS).where('id', '=', id);
      if (opts.lock === 'share') q = q.forShare();
      if (opts.lock === 'update') q = q.forUpdate();
      const row = await q.executeTakeFirst();
      return row ? toSpace(row as SpaceRow) : null;
    },

    /** True when `userId` is a clinic operator who belongs to `clinicId`. */
    async isClinicOperator(userId: string, clinicId: number): Promise<boolean> {
      const row = await db
        .selectFrom('clinic_members')
        .innerJoin('users', 'users.id', 'clinic_members.user_id')
        .select('clinic_members.user_id')
        .where('clinic_members.clinic_id', '=', clinicId)
        .where('clinic_members.user_id', '=', userId)
        .where('users.type', '=', 'ClinicOperator')
        .where('clinic_members.deactivated_at', 'is', null)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The clinics `userId` is a clinic operator of, ascending. */
    async operatorClinicIds(userId: string): Promise<number[]> {
      const rows = await db
        .selectFrom('clinic_members')
        .innerJoin('users', 'users.id', 'clinic_members.user_id')
        .select('clinic_members.clinic_id')
        .where('clinic_members.user_id', '=', userId)
        .where('users.type', '=', 'ClinicOperator')
        .where('clinic_members.deactivated_at', 'is', null)
        .execute();
      return [...new Set(rows.map((r) => r.clinic_id))].sort((a, b) => a - b);
    },

    /** Every clinic operator of a clinic. */
    async clinicOperators(clinicId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('clinic_members')
        .innerJoin('users', 'users.id', 'clinic_members.user_id')
        .select('clinic_members.user_id')
        .where('clinic_members.clinic_id', '=', clinicId)
        .where('users.type', '=', 'ClinicOperator')
        .where('clinic_members.deactivated_at', 'is', null)
        .execute();
      return [...new Set(rows.map((r) => r.user_id))].sort();
    },

    /** The spaces a person is a party to: as patient, as doctor, or as an operator of the clinic. */
    async listFor(userId: string): Promise<ChatSpaceRecord[]> {
      const rows = await db
        .selectFrom('chat_spaces')
        .select(SPACE_COLUMNS)
        .where((eb) =>
          eb.or([
            eb('patient_id', '=', userId),
            eb('doctor_id', '=', userId),
            eb(
              'clinic_id',
              'in',
              eb
                .selectFrom('clinic_members')
                .innerJoin('users', 'users.id', 'clinic_members.user_id')
                .select('clinic_members.clinic_id')
                .where('clinic_members.user_id', '=', userId)
                .where('users.type', '=', 'ClinicOperator')
                .where('clinic_members.deactivated_at', 'is', null),
            ),
          ]),
        )
        .execute();
      return (rows as SpaceRow[]).map(toSpace);
    },

    /** The newest message of each of these spaces, by space id. */
    async lastMessages(spaceIds: readonly string[]): Promise<Map<string, Message>> {
      if (spaceIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('messages')
        .select(MESSAGE_COLUMNS)
        .distinctOn('chat_space_id')
        .where('chat_space_id', 'in', [...spaceIds])
        .orderBy('chat_space_id')
        .orderBy('seq', 'desc')
        .execute();
      return new Map((rows as MessageRow[]).map((r) => [r.chat_space_id, messageFromRow(r)]));
    },

    /** When `userId` last marked each of these spaces seen. */
    async lastSeen(userId: string, spaceIds: readonly string[]): Promise<Map<string, string>> {
      if (spaceIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('chat_reads')
        .select(['chat_space_id', 'last_seen'])
        .where('user_id', '=', userId)
        .where('chat_space_id', 'in', [...spaceIds])
        .execute();
      return new Map(rows.map((r) => [r.chat_space_id, new Date(r.last_seen).toISOString()]));
    },

    /**
     * The latest `last_seen` of the other side of each space, as `userId` sees it: the patient's
     * and doctor's markers always count (except the asker's own); the clinic's operators' only
     * when the asker is the patient or doctor, so operators never see each other's reading.
     */
    async partyLastSeen(userId: string, spaceIds: readonly string[]): Promise<Map<string, string>> {
      if (spaceIds.length === 0) return new Map();
      const rows = await sql<{ chat_space_id: string; last_seen: Date }>`
        SELECT r.chat_space_id, max(r.last_seen) AS last_seen
          FROM chat_reads r JOIN chat_spaces c ON c.id = r.chat_space_id
          WHERE r.chat_space_id IN (${sql.join([...spaceIds])}) AND r.user_id <> ${userId}
            AND (
              r.user_id = c.patient_id OR r.user_id = c.doctor_id
              OR (
                ${userId} IN (c.patient_id, c.doctor_id) AND c.clinic_id IS NOT NULL
                AND EXISTS (
                  SELECT 1 FROM clinic_members m JOIN users u ON u.id = m.user_id AND u.type = 'ClinicOperator'
                    WHERE m.clinic_id = c.clinic_id AND m.user_id = r.user_id
                )
              )
            )
          GROUP BY r.chat_space_id
      `.execute(db);
      return new Map(rows.rows.map((r) => [r.chat_space_id, iso(r.last_seen)]));
    },

    /**
     * Records that `userId` has seen the space up to `at`. A marker only moves forward: an
     * earlier or equal `at` leaves it as it is (`advanced` false) and answers its value.
     */
    async markSeen(spaceId: string, userId: string, at: Date): Promise<SeenMark> {
      const moved = await db
        .insertInto('chat_reads')
        .values({ chat_space_id: spaceId, user_id: userId, last_seen: at })
        .onConflict((oc) => oc.columns(['chat_space_id', 'user_id']).doUpdateSet({ last_seen: at }).where('chat_reads.last_seen', '<', at))
        .returning('last_seen')
        .executeTakeFirst();
      if (moved) return { lastSeen: iso(moved.last_seen), advanced: true };
      const row = await db.selectFrom('chat_reads').select('last_seen').where('chat_space_id', '=', spaceId).where('user_id', '=', userId).executeTakeFirstOrThrow();
      return { lastSeen: iso(row.last_seen), advanced: false };
    },

    /** The message `senderId` sent to the space with this key, or null. */
    async messageByClientId(spaceId: string, senderId: string, clientId: string): Promise<KeyedMessage | null> {
      const row = await db
        .selectFrom('messages')
        .select([...MESSAGE_COLUMNS, 'clinic_inquiry_id'])
        .where('chat_space_id', '=', spaceId)
        .where('sender_id', '=', senderId)
        .where('client_id', '=', clientId)
        .executeTakeFirst();
      return row ? { message: messageFromRow(row as MessageRow), clinicInquiryId: row.clinic_inquiry_id } : null;
    },

    async insertText(m: { spaceId: string; senderId: string; text: string; clientId?: string; clinicInquiryId?: string; createdAt: Date }): Promise<Message> {
      const row = await db
        .insertInto('messages')
        .values({
          chat_space_id: m.spaceId,
          sender_id: m.senderId,
          kind: 'text',
          text: m.text,
          file: null,
          client_id: m.clientId ?? null,
          clinic_inquiry_id: m.clinicInquiryId ?? null,
          created_at: m.createdAt,
        })
        .returning(MESSAGE_COLUMNS)
        .executeTakeFirstOrThrow();
      return messageFromRow(row as MessageRow);
    },

    async insertFile(m: { id: string; spaceId: string; senderId: string; file: MessageFile; clientId?: string; createdAt: Date }): Promise<Message> {
      const row = await db
        .insertInto('messages')
        .values({
          id: m.id,
          chat_space_id: m.spaceId,
          sender_id: m.senderId,
          kind: 'file',
          text: null,
          file: JSON.stringify(m.file),
          client_id: m.clientId ?? null,
          created_at: m.createdAt,
        })
        .returning(MESSAGE_COLUMNS)
        .executeTakeFirstOrThrow();
      return messageFromRow(row as MessageRow);
    },

    /** True when `userId` is a patient's account. */
    async isPatient(userId: string): Promise<boolean> {
      return (await db.selectFrom('users').select('id').where('id', '=', userId).where('type', '=', 'Patient').executeTakeFirst()) !== undefined;
    },

    /**
     * The PatientClinic space of a patient and clinic, created (without an inquiry) when missing.
     * Concurrent callers agree on one space: the unique index lets only one insert win.
     */
    async ensurePatientClinicSpace(patientId: string, clinicId: number, now: Date): Promise<string> {
      await sql`
        INSERT INTO chat_spaces (type, patient_id, clinic_id, created_at)
          VALUES ('PatientClinic', ${patientId}, ${clinicId}, ${now})
          ON CONFLICT (patient_id, clinic_id) WHERE type = 'PatientClinic' DO NOTHING
      `.execute(db);
      const row = await db
        .selectFrom('chat_spaces')
        .select('id')
        .where('type', '=', 'PatientClinic')
        .where('patient_id', '=', patientId)
        .where('clinic_id', '=', clinicId)
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /**
     * The PatientDoctor space of a patient and doctor (created when missing, concurrent callers
     * agree on one under an advisory lock on the pair), active until at least `until`. Its id.
     */
    async extendPatientDoctorSpace(patientId: string, doctorId: string, until: Date, now: Date): Promise<string> {
      await sql`SELECT pg_advisory_xact_lock(hashtext(${`patient-doctor:${patientId}:${doctorId}`}))`.execute(db);
      const existing = await db
        .selectFrom('chat_spaces')
        .select(['id', 'active_until'])
        .where('type', '=', 'PatientDoctor')
        .where('patient_id', '=', patientId)
        .where('doctor_id', '=', doctorId)
        .orderBy('created_at')
        .limit(1)
        .forUpdate()
        .executeTakeFirst();
      if (!existing) {
        const row = await db
          .insertInto('chat_spaces')
          .values({ type: 'PatientDoctor', patient_id: patientId, doctor_id: doctorId, clinic_id: null, active_until: until, last_clinic_inquiry: null, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      }
      const current = existing.active_until ? new Date(existing.active_until) : null;
      if (!current || current.getTime() < until.getTime()) await db.updateTable('chat_spaces').set({ active_until: until }).where('id', '=', existing.id).execute();
      return existing.id;
    },

    /** Points the space at its newest clinic inquiry and that inquiry's status. */
    async setLastClinicInquiry(spaceId: string, ref: ClinicInquiryRef): Promise<void> {
      await db.updateTable('chat_spaces').set({ last_clinic_inquiry: JSON.stringify(ref) }).where('id', '=', spaceId).execute();
    },

    /** The file of a file message of this space, or null. */
    async fileOf(spaceId: string, messageId: string): Promise<MessageFile | null> {
      const row = await db.selectFrom('messages').select('file').where('id', '=', messageId).where('chat_space_id', '=', spaceId).where('kind', '=', 'file').executeTakeFirst();
      return row ? parseJson<MessageFile>(row.file) : null;
    },

    /** The insertion position of a message of this space, or null when it is not one of its messages. */
    async messageSeq(spaceId: string, messageId: string): Promise<number | null> {
      const row = await db.selectFrom('messages').select('seq').where('id', '=', messageId).where('chat_space_id', '=', spaceId).executeTakeFirst();
      return row ? Number(row.seq) : null;
    },

    /** Up to `limit` messages of the space before position `beforeSeq` (all when null), newest first. */
    async page(spaceId: string, beforeSeq: number | null, limit: number): Promise<{ items: Message[]; hasMore: boolean }> {
      let q = db.selectFrom('messages').select(MESSAGE_COLUMNS).where('chat_space_id', '=', spaceId);
      if (beforeSeq !== null) q = q.where('seq', '<', beforeSeq);
      const rows = (await q.orderBy('seq', 'desc').limit(limit + 1).execute()) as MessageRow[];
      return { items: rows.slice(0, limit).map(messageFromRow), hasMore: rows.length > limit };
    },

    /**
     * The people a patient shares a chat space with: doctors of their doctor chats and operators
     * of the clinics of their clinic chats.
     */
    async patientCounterparts(patientId: string): Promise<string[]> {
      const rows = await sql<{ user_id: string }>`
        SELECT doctor_id AS user_id FROM chat_spaces WHERE patient_id = ${patientId} AND doctor_id IS NOT NULL
        UNION
        SELECT m.user_id FROM chat_spaces c
          JOIN clinic_members m ON m.clinic_id = c.clinic_id AND m.deactivated_at IS NULL
          JOIN users u ON u.id = m.user_id AND u.type = 'ClinicOperator'
          WHERE c.patient_id = ${patientId} AND c.clinic_id IS NOT NULL
      `.execute(db);
      return rows.rows.map((r) => r.user_id);
    },
  };
}

export type ChatsRepository = ReturnType<typeof chatsRepository>;
