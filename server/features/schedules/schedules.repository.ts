import { sql } from 'kysely';
import type { Localized } from '../../../src/protocol/common';
import type { Schedule, SchedulePerson, ScheduleStatus } from '../../../src/protocol/schedules';
import type { WaitingEntry } from '../../../src/protocol/schedule-schemas';
import type { Db } from '../../db/connection';
import { parseJson } from '../../db/json';
import { photoUrl } from '../users';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);

const iso = (d: Date | string) => new Date(d).toISOString();
const localized = (v: unknown): Localized => parseJson<Localized>(v) ?? { ka: '', en: '' };

/** What the row keeps beside the schedule itself. */
export interface ScheduleRowExtras {
  /** Busy range bounds (start − buffer before, end + buffer after). */
  busyStart: Date;
  busyEnd: Date;
  clientId?: string | null;
  updatedAt: Date;
}

/** Who may see a list: the person's own (patient), assigned (doctor) and their clinics' (operator) appointments. */
export interface ListScope {
  userId: string;
  operatorClinics: readonly number[];
}

export interface ListFilters {
  from?: Date;
  to?: Date;
  status?: ScheduleStatus;
  statuses?: readonly ScheduleStatus[];
  assigneeId?: string;
  patientId?: string;
  limit: number;
}

function baseQuery(db: Db) {
  return db
    .selectFrom('schedules')
    .innerJoin('users as p', 'p.id', 'schedules.patient_id')
    .innerJoin('users as a', 'a.id', 'schedules.assignee_id')
    .innerJoin('clinics as c', 'c.id', 'schedules.clinic_id')
    .innerJoin('clinic_services as cs', 'cs.id', 'schedules.clinic_service_id')
    .innerJoin('services as s', 's.id', 'schedules.service_id')
    .leftJoin('service_templates as t', 't.id', 's.template_id')
    .selectAll('schedules')
    .select([
      'p.firstname as p_firstname', 'p.lastname as p_lastname', 'p.photo_path as p_photo_path', 'p.photo_version as p_photo_version',
      'a.firstname as a_firstname', 'a.lastname as a_lastname', 'a.photo_path as a_photo_path', 'a.photo_version as a_photo_version',
      'c.name as clinic_name', 'c.time_zone', 's.name as service_name', 't.key as template', 'cs.duration_minutes',
    ]);
}
type JoinedRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;
type FileRow = { id: string; schedule_id: string; name: string; size: number; content_type: string; created_at: Date };

function person(id: string, first: unknown, last: unknown, photoPath: string | null, photoVersion: number): SchedulePerson {
  return { id, firstname: localized(first), lastname: localized(last), photo: photoUrl({ id, photo_path: photoPath, photo_version: photoVersion }) };
}

function toSchedule(r: JoinedRow, files: FileRow[]): Schedule {
  return {
    id: r.id,
    patient_id: r.patient_id,
    patient: person(r.patient_id, r.p_firstname, r.p_lastname, r.p_photo_path, r.p_photo_version),
    clinic_id: r.clinic_id,
    clinic: { id: r.clinic_id, name: localized(r.clinic_name), time_zone: r.time_zone },
    clinic_service_id: r.clinic_service_id,
    clinic_service: { id: r.clinic_service_id, service_id: r.service_id, name: localized(r.service_name), template: r.template ?? null, duration_minutes: r.duration_minutes },
    service_id: r.service_id,
    assignee_id: r.assignee_id,
    assignee: person(r.assignee_id, r.a_firstname, r.a_lastname, r.a_photo_path, r.a_photo_version),
    start_time: iso(r.start_time),
    end_time: iso(r.end_time),
    status: r.status,
    price: r.price,
    comment: r.comment,
    city_id: r.city_id,
    address: r.address,
    communication_days: r.communication_days,
    interview_id: r.interview_id,
    interview_status: r.interview_status,
    interview_activated_by: r.interview_activated_by,
    patient_case_id: r.patient_case_id,
    cancel_reason: r.cancel_reason,
    cancel_note: r.cancel_note,
    cancelled_by: r.cancelled_by,
    files: files.map((f) => ({ id: f.id, name: f.name, size: f.size, content_type: f.content_type, created_at: iso(f.created_at) })),
    chat_space_id: r.chat_space_id,
    created_at: iso(r.created_at),
    created_by: r.created_by,
    version: r.version,
  };
}

/** The row columns of a schedule (everything but its busy range and bookkeeping). */
function columns(s: Schedule) {
  return {
    patient_id: s.patient_id,
    clinic_id: s.clinic_id,
    clinic_service_id: s.clinic_service_id,
    service_id: s.service_id,
    assignee_id: s.assignee_id,
    start_time: new Date(s.start_time),
    end_time: new Date(s.end_time),
    status: s.status,
    price: s.price,
    comment: s.comment,
    city_id: s.city_id,
    address: s.address,
    communication_days: s.communication_days,
    interview_id: s.interview_id,
    interview_status: s.interview_status,
    interview_activated_by: s.interview_activated_by,
    patient_case_id: s.patient_case_id,
    cancel_reason: s.cancel_reason,
    cancel_note: s.cancel_note,
    cancelled_by: s.cancelled_by,
    chat_space_id: s.chat_space_id,
    version: s.version,
  };
}

const busyRange = (x: ScheduleRowExtras) => sql<string>`tstzrange(${x.busyStart}, ${x.busyEnd}, '[)')`;

/** All SQL of appointments: the projection rows, their documents, the waiting list and who may see them. */
export function schedulesRepository(db: Db) {
  async function filesOf(ids: readonly string[]): Promise<Map<string, FileRow[]>> {
    const out = new Map<string, FileRow[]>();
    if (ids.length === 0) return out;
    const rows = await db.selectFrom('schedule_files').select(['id', 'schedule_id', 'name', 'size', 'content_type', 'created_at']).where('schedule_id', 'in', [...ids]).orderBy('created_at').orderBy('id').execute();
    for (const r of rows) {
      const list = out.get(r.schedule_id) ?? [];
      list.push(r as FileRow);
      out.set(r.schedule_id, list);
    }
    return out;
  }

  return {
    /** The appointment as it now is; with `lock`, its row stays locked for update until commit. */
    async load(id: string, opts: { lock?: boolean } = {}): Promise<Schedule | null> {
      if (!isUuid(id)) return null;
      if (opts.lock) {
        const locked = await db.selectFrom('schedules').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
        if (!locked) return null;
      }
      const row = await baseQuery(db).where('schedules.id', '=', id).executeTakeFirst();
      if (!row) return null;
      return toSchedule(row, (await filesOf([id])).get(id) ?? []);
    },

    async insert(s: Schedule, x: ScheduleRowExtras): Promise<void> {
      await db
        .insertInto('schedules')
        .values({ id: s.id, ...columns(s), busy: busyRange(x), client_id: x.clientId ?? null, created_at: new Date(s.created_at), created_by: s.created_by, updated_at: x.updatedAt })
        .execute();
    },

    async update(s: Schedule, x: ScheduleRowExtras): Promise<void> {
      await db.updateTable('schedules').set({ ...columns(s), busy: busyRange(x), updated_at: x.updatedAt }).where('id', '=', s.id).execute();
    },

    /** The appointment a person already booked with this client id, or null. */
    async byClientId(createdBy: string, clientId: string): Promise<string | null> {
      const row = await db.selectFrom('schedules').select('id').where('created_by', '=', createdBy).where('client_id', '=', clientId).executeTakeFirst();
      return row?.id ?? null;
    },

    /** Appointments the scope may see, by start time. */
    async list(scope: ListScope, f: ListFilters): Promise<{ items: Schedule[]; total: number }> {
      let q = baseQuery(db).where((eb) => {
        const ors = [eb('schedules.patient_id', '=', scope.userId), eb('schedules.assignee_id', '=', scope.userId)];
        if (scope.operatorClinics.length > 0) ors.push(eb('schedules.clinic_id', 'in', [...scope.operatorClinics]));
        return eb.or(ors);
      });
      if (f.from) q = q.where('schedules.start_time', '>=', f.from);
      if (f.to) q = q.where('schedules.start_time', '<', f.to);
      if (f.status) q = q.where('schedules.status', '=', f.status);
      if (f.statuses) q = q.where('schedules.status', 'in', [...f.statuses]);
      if (f.assigneeId) q = isUuid(f.assigneeId) ? q.where('schedules.assignee_id', '=', f.assigneeId) : q.where(sql<boolean>`false`);
      if (f.patientId) q = isUuid(f.patientId) ? q.where('schedules.patient_id', '=', f.patientId) : q.where(sql<boolean>`false`);
      const page = await q.orderBy('schedules.start_time').orderBy('schedules.id').limit(f.limit).execute();
      let total = page.length;
      if (page.length === f.limit) {
        const counted = await q.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
        total = Number(counted.n);
      }
      const files = await filesOf(page.map((r) => r.id));
      return { items: page.map((r) => toSchedule(r, files.get(r.id) ?? [])), total };
    },

    /** A person as an appointment shows them, with their kind; null when unknown. */
    async person(userId: string): Promise<(SchedulePerson & { type: string; language: 'ka' | 'en' }) | null> {
      if (!isUuid(userId)) return null;
      const r = await db.selectFrom('users').select(['id', 'type', 'firstname', 'lastname', 'photo_path', 'photo_version', 'language']).where('id', '=', userId).executeTakeFirst();
      return r ? { ...person(r.id, r.firstname, r.lastname, r.photo_path, r.photo_version), type: r.type, language: r.language } : null;
    },

    /** The patient of an interview and whether it is finished, or null when there is none. */
    async interview(id: string): Promise<{ patientId: string | null; finished: boolean } | null> {
      const r = await db.selectFrom('interviews').select(['patient_id', 'status']).where('id', '=', id).executeTakeFirst();
      return r ? { patientId: r.patient_id, finished: r.status === 'finished' } : null;
    },

    /** Appointments an interview is bound to and not yet finished. */
    async boundTo(interviewId: string): Promise<string[]> {
      const rows = await db.selectFrom('schedules').select('id').where('interview_id', '=', interviewId).where('interview_status', '=', 'bound').execute();
      return rows.map((r) => r.id);
    },

    async cityExists(id: number): Promise<boolean> {
      return (await db.selectFrom('cities').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    },

    async insertFile(f: { id: string; scheduleId: string; name: string; size: number; contentType: string; storageKey: string; createdBy: string; createdAt: Date }): Promise<void> {
      await db
        .insertInto('schedule_files')
        .values({ id: f.id, schedule_id: f.scheduleId, name: f.name, size: f.size, content_type: f.contentType, storage_key: f.storageKey, created_by: f.createdBy, created_at: f.createdAt })
        .execute();
    },

    async file(scheduleId: string, fileId: string): Promise<{ name: string; size: number; contentType: string; storageKey: string } | null> {
      if (!isUuid(fileId)) return null;
      const r = await db.selectFrom('schedule_files').select(['name', 'size', 'content_type', 'storage_key']).where('id', '=', fileId).where('schedule_id', '=', scheduleId).executeTakeFirst();
      return r ? { name: r.name, size: r.size, contentType: r.content_type, storageKey: r.storage_key } : null;
    },

    /** The clinic's address (the calendar entry's location). */
    async clinicAddress(clinicId: number): Promise<Localized> {
      const r = await db.selectFrom('clinics').select('address').where('id', '=', clinicId).executeTakeFirst();
      return localized(r?.address);
    },

    // --- the waiting list

    async waitingOf(patientId: string): Promise<WaitingEntry[]> {
      const rows = await db.selectFrom('waiting_list').selectAll().where('patient_id', '=', patientId).orderBy('created_at').orderBy('id').execute();
      return rows.map(toWaiting);
    },

    /** Adds the patient to a queue (the entry they already have there stays, waiting again). */
    async wait(patientId: string, assigneeId: string, clinicServiceId: number, now: Date): Promise<WaitingEntry> {
      const row = await db
        .insertInto('waiting_list')
        .values({ patient_id: patientId, assignee_id: assigneeId, clinic_service_id: clinicServiceId, created_at: now })
        .onConflict((oc) => oc.columns(['patient_id', 'assignee_id', 'clinic_service_id']).doUpdateSet({ notified_at: null }))
        .returningAll()
        .executeTakeFirstOrThrow();
      return toWaiting(row);
    },

    async unwait(patientId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const r = await db.deleteFrom('waiting_list').where('id', '=', id).where('patient_id', '=', patientId).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },

    /** A patient who booked leaves the queue for that doctor and service. */
    async leaveQueue(patientId: string, assigneeId: string, clinicServiceId: number): Promise<void> {
      await db.deleteFrom('waiting_list').where('patient_id', '=', patientId).where('assignee_id', '=', assigneeId).where('clinic_service_id', '=', clinicServiceId).execute();
    },

    /** Takes the first patient still waiting for this doctor and service (marks them told), or null. */
    async takeFirstWaiting(assigneeId: string, clinicServiceId: number, now: Date): Promise<WaitingEntry | null> {
      const first = await db
        .selectFrom('waiting_list')
        .select('id')
        .where('assignee_id', '=', assigneeId)
        .where('clinic_service_id', '=', clinicServiceId)
        .where('notified_at', 'is', null)
        .orderBy('created_at')
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!first) return null;
      const row = await db.updateTable('waiting_list').set({ notified_at: now }).where('id', '=', first.id).returningAll().executeTakeFirstOrThrow();
      return toWaiting(row);
    },
  };
}

function toWaiting(r: { id: string; patient_id: string; assignee_id: string; clinic_service_id: number; created_at: Date; notified_at: Date | null }): WaitingEntry {
  return { id: r.id, patient_id: r.patient_id, assignee_id: r.assignee_id, clinic_service_id: r.clinic_service_id, created_at: iso(r.created_at), notified_at: r.notified_at ? iso(r.notified_at) : null };
}
