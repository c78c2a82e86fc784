import { sql } from 'kysely';
import type { Language, Localized } from '../../../src/protocol/common';
import type { ScheduleStatus } from '../../../src/protocol/schedules';
import type { Db } from '../../db/connection';
import { parseJson } from '../../db/json';

export type ReminderKind = 'patient_24h' | 'patient_1h' | 'doctor_15m';

export interface ReminderRecord {
  id: number;
  scheduleId: string;
  recipientId: string;
  kind: ReminderKind;
  startTime: Date;
  dueAt: Date;
  sentAt: Date | null;
}

/** What planning needs of an appointment; `updatedAt` is when it last changed (the planning moment). */
export interface PlannedSchedule {
  id: string;
  status: ScheduleStatus;
  startTime: Date;
  patientId: string;
  assigneeId: string;
  updatedAt: Date;
}

/** What a reminder's text needs. */
export interface ReminderSubject extends PlannedSchedule {
  clinicName: Localized;
  timeZone: string;
  patientName: Localized;
  doctorName: Localized;
}

export interface Recipient {
  language: Language;
  phone: string | null;
  email: string | null;
}

type Row = { id: number | string; schedule_id: string; recipient_id: string; kind: ReminderKind; start_time: Date | string; due_at: Date | string; sent_at: Date | string | null };
const toRecord = (r: Row): ReminderRecord => ({
  id: Number(r.id),
  scheduleId: r.schedule_id,
  recipientId: r.recipient_id,
  kind: r.kind,
  startTime: new Date(r.start_time),
  dueAt: new Date(r.due_at),
  sentAt: r.sent_at === null ? null : new Date(r.sent_at),
});

const EMPTY: Localized = { ka: '', en: '' };
const fullName = (first: unknown, last: unknown): Localized => {
  const f = parseJson<Localized>(first) ?? EMPTY;
  const l = parseJson<Localized>(last) ?? EMPTY;
  return { ka: `${f.ka} ${l.ka}`.trim(), en: `${f.en} ${l.en}`.trim() };
};

/** All SQL of reminders (`schedule_reminders`, reading `schedules`). */
export function remindersRepository(db: Db) {
  return {
    async schedule(id: string, opts: { lockShareNoWait?: boolean } = {}): Promise<PlannedSchedule | null> {
      let q = db.selectFrom('schedules').select(['id', 'status', 'start_time', 'patient_id', 'assignee_id', 'updated_at']).where('id', '=', id);
      if (opts.lockShareNoWait) q = q.forShare().noWait();
      const r = await q.executeTakeFirst();
      return r ? { id: r.id, status: r.status, startTime: new Date(r.start_time), patientId: r.patient_id, assigneeId: r.assignee_id, updatedAt: new Date(r.updated_at) } : null;
    },

    /** The appointment with the names and zone a reminder text shows. */
    async subject(id: string): Promise<ReminderSubject | null> {
      const r = await db
        .selectFrom('schedules as s')
        .innerJoin('clinics as c', 'c.id', 's.clinic_id')
        .innerJoin('users as p', 'p.id', 's.patient_id')
        .innerJoin('users as d', 'd.id', 's.assignee_id')
        .select([
          's.id', 's.status', 's.start_time', 's.patient_id', 's.assignee_id', 's.updated_at', 'c.name as clinic_name', 'c.time_zone',
          'p.firstname as p_first', 'p.lastname as p_last', 'd.firstname as d_first', 'd.lastname as d_last',
        ])
        .where('s.id', '=', id)
        .executeTakeFirst();
      if (!r) return null;
      return {
        id: r.id,
        status: r.status,
        startTime: new Date(r.start_time),
        patientId: r.patient_id,
        assigneeId: r.assignee_id,
        updatedAt: new Date(r.updated_at),
        clinicName: parseJson<Localized>(r.clinic_name) ?? EMPTY,
        timeZone: r.time_zone,
        patientName: fullName(r.p_first, r.p_last),
        doctorName: fullName(r.d_first, r.d_last),
      };
    },

    async recipient(userId: string): Promise<Recipient | null> {
      const r = await db.selectFrom('users').select(['language', 'phone', 'email']).where('id', '=', userId).executeTakeFirst();
      return r ? { language: r.language, phone: r.phone, email: r.email } : null;
    },

    async ofSchedule(scheduleId: string): Promise<ReminderRecord[]> {
      const rows = await db.selectFrom('schedule_reminders').selectAll().where('schedule_id', '=', scheduleId).orderBy('id').execute();
      return rows.map((r) => toRecord(r as Row));
    },

    async deleteUnsent(ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      await db.deleteFrom('schedule_reminders').where('id', 'in', [...ids]).where('sent_at', 'is', null).execute();
    },

    /**
     * Plans one reminder: a new row, or the row of that recipient and kind moved to the new start
     * time (unsent again). A row already planned for this start time stays as it is, sent or not.
     */
    async upsert(r: { scheduleId: string; recipientId: string; kind: ReminderKind; startTime: Date; dueAt: Date }): Promise<void> {
      await sql`
        INSERT INTO schedule_reminders (schedule_id, recipient_id, kind, start_time, due_at)
        VALUES (${r.scheduleId}, ${r.recipientId}, ${r.kind}, ${r.startTime}, ${r.dueAt})
        ON CONFLICT (schedule_id, recipient_id, kind) DO UPDATE
          SET start_time = excluded.start_time, due_at = excluded.due_at, sent_at = NULL
          WHERE schedule_reminders.start_time <> excluded.start_time`.execute(db);
    },

    /** One due, unsent reminder no other process holds, locked for this transaction. */
    async claimDue(now: Date, skip: readonly number[]): Promise<ReminderRecord | null> {
      let q = db.selectFrom('schedule_reminders').selectAll().where('sent_at', 'is', null).where('due_at', '<=', now);
      if (skip.length > 0) q = q.where('id', 'not in', [...skip]);
      const r = await q.orderBy('due_at').orderBy('id').limit(1).forUpdate().skipLocked().executeTakeFirst();
      return r ? toRecord(r as Row) : null;
    },

    async markSent(id: number, at: Date): Promise<void> {
      await db.updateTable('schedule_reminders').set({ sent_at: at }).where('id', '=', id).execute();
    },

    async delete(id: number): Promise<void> {
      await db.deleteFrom('schedule_reminders').where('id', '=', id).execute();
    },
  };
}
