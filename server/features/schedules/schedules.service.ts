import { randomUUID } from 'node:crypto';
import type { Localized } from '../../../src/protocol/common';
import { scheduleIcs } from '../../../src/protocol/schedule-calendar';
import { AppError, fieldErrors } from '../../../src/protocol/errors';
import type { NotificationAction, NotificationEntity } from '../../../src/protocol/notifications';
import {
  CANCEL_NOTE_MAX,
  SCHEDULE_COMMENT_MAX,
  SCHEDULE_LIST_MAX,
  SCHEDULE_RANGE_MAX_DAYS,
  type Schedule,
  type ScheduleParty,
  type SchedulePerson,
} from '../../../src/protocol/schedules';
import type {
  BindInterviewBody,
  BookBody,
  CancelBody,
  ReassignBody,
  RescheduleBody,
  ScheduleList,
  ScheduleListQuery,
  WaitBody,
  WaitingEntry,
} from '../../../src/protocol/schedule-schemas';
import type { User } from '../../../src/protocol/user';
import type { Db } from '../../db/connection';
import type { AppDeps } from '../../deps';
import { streamConflict, withEvents, type Emit } from '../../events/event-store';
import { removeUpload, resolveUpload, uploadSize, writeUpload } from '../../uploads/storage';
import { bookableService, checkSlot, providesService, slotError, zonedDate, zonedInstant, type BookableService } from '../availability';
import { clinicOperators, extendPatientDoctorChat, operatorClinicIds, sniffChatFile } from '../chats';
import { notify } from '../notifications';
import { decide, type DecideContext, type ScheduleCommand, type ScheduleDecision } from './schedules.decider';
import { scheduleStream } from './schedules.projection';
import { bookedSchedule, busyRangeOf } from './schedules.state';
import { schedulesRepository } from './schedules.repository';

const MINUTE = 60_000;
const DAY = 86_400_000;

export const scheduleNotFound = () => new AppError('schedule.not_found', 404, { message: 'No such appointment' });

/** Runs inside the transaction of every change of an appointment, after its row is written. */
export type ScheduleChangeHook = (trx: Db, schedule: Schedule, previous: Schedule | null) => Promise<void>;
const changeHooks = new Set<ScheduleChangeHook>();

/** Registers a hook on every change of every appointment (reminders plan their rows here). The same function is registered once. */
export function onScheduleChanged(hook: ScheduleChangeHook): void {
  changeHooks.add(hook);
}

/**
 * Opens the appointment's medical case when it is activated, in the activation's transaction, and
 * answers the case's id (which ScheduleActivated records as `patient_case_id`). The cases feature
 * registers it at start-up (appointments know nothing of cases).
 */
export type ScheduleActivationHook = (trx: Db, emit: Emit, schedule: Schedule, ctx: { actorId: string; now: Date }) => Promise<string>;
let activationHook: ScheduleActivationHook | null = null;

/** Registers the activation hook (one per process; registering again replaces it). */
export function onScheduleActivated(hook: ScheduleActivationHook): void {
  activationHook = hook;
}

/** An appointment as it now is, or null (no access check: for other features). */
export function loadSchedule(db: Db, id: string): Promise<Schedule | null> {
  return schedulesRepository(db).load(id);
}

/** True for PostgreSQL's exclusion violation of `schedules_no_overlap`: another booking holds the time. */
const isOverlap = (err: unknown) => {
  const e = err as { code?: string } | null;
  return e?.code === '23P01';
};
const isClientIdClash = (err: unknown) => {
  const e = err as { code?: string; constraint?: string; message?: string } | null;
  return e?.code === '23505' && `${e.constraint ?? ''} ${e.message ?? ''}`.includes('schedules_client_key');
};

const fullName = (p: SchedulePerson): Localized => ({
  ka: `${p.firstname.ka} ${p.lastname.ka}`.trim(),
  en: `${p.firstname.en} ${p.lastname.en}`.trim(),
});
const titleOf = (p: SchedulePerson, s: Schedule): Localized => {
  const n = fullName(p);
  return { ka: `${n.ka} · ${s.clinic_service.name.ka}`, en: `${n.en} · ${s.clinic_service.name.en}` };
};

/** Which pushes tell whom (beside the push itself): the notifications of a change. */
const NOTE_OF: Partial<Record<ScheduleDecision['type'], NotificationAction>> = {
  ScheduleCreated: 'schedule.booked',
  ScheduleGotPending: 'schedule.confirmed',
  ScheduleCancelled: 'schedule.cancelled',
  ScheduleStartTimeUpdated: 'schedule.rescheduled',
  ScheduleReassigned: 'schedule.reassigned',
  ScheduleInterviewActivated: 'schedule.interview_asked',
  ScheduleInterviewFinished: 'schedule.interview_finished',
};

/**
 * Appointments: booking, every change of the lifecycle through the decider, the waiting list,
 * pre-visit documents and the calendar entry. Every change locks the row, decides, appends the
 * events on `schedule:<id>` at the row's version and writes the row in one transaction.
 */
export function schedulesService(deps: AppDeps) {
  const now = () => deps.clock.now();

  async function partiesOf(db: Db, user: Pick<User, 'id'>, s: Schedule): Promise<ScheduleParty[]> {
    const parties: ScheduleParty[] = [];
    if (s.patient_id === user.id) parties.push('patient');
    if (s.assignee_id === user.id) parties.push('assignee');
    if ((await operatorClinicIds(db, user.id)).includes(s.clinic_id)) parties.push('operator');
    return parties;
  }

  /** The appointment for one of its parties; 404 for anyone else. */
  async function forParty(db: Db, user: Pick<User, 'id'>, id: string, lock = false): Promise<{ schedule: Schedule; parties: ScheduleParty[] }> {
    const schedule = await schedulesRepository(db).load(id, { lock });
    if (!schedule) throw scheduleNotFound();
    const parties = await partiesOf(db, user, schedule);
    if (parties.length === 0) throw scheduleNotFound();
    return { schedule, parties };
  }

  /** Who hears a change: the patient, the doctor (and the previous one) and the clinic's operators. */
  async function audienceOf(db: Db, s: Schedule, previous: Schedule | null): Promise<string[]> {
    const ids = [s.patient_id, s.assignee_id, ...(previous && previous.assignee_id !== s.assignee_id ? [previous.assignee_id] : []), ...(await clinicOperators(db, s.clinic_id))];
    return [...new Set(ids)];
  }

  /**
   * Records decided events: appends them on the stream at the row's version, writes the row (the
   * projection: the last payload), runs the change hooks, and tells the people concerned.
   */
  async function record(trx: Db, emit: Emit, previous: Schedule | null, events: ScheduleDecision[], actorId: string | null, opts: { clientId?: string | null } = {}): Promise<Schedule> {
    if (events.length === 0) return previous!;
    const last = events[events.length - 1].payload;
    const audience = await audienceOf(trx, last, previous);
    await emit(
      events.map((e) => ({ stream: scheduleStream(last.id), type: e.type, payload: e.payload, actorId, audience })),
      { expectedVersion: previous?.version ?? 0 },
    );
    const extras = {
      ...busyRangeOf(last, await bookableService(trx, last.clinic_service_id)),
      updatedAt: now(),
      clientId: opts.clientId ?? null,
    };
    const repo = schedulesRepository(trx);
    if (previous) await repo.update(last, extras);
    else await repo.insert(last, extras);
    for (const hook of changeHooks) await hook(trx, last, previous);
    await tell(trx, emit, previous, events, actorId);
    await offerFreedSlot(trx, emit, previous, last);
    return last;
  }

  /** The notifications of a change, to the other side(s), in both languages. */
  async function tell(trx: Db, emit: Emit, previous: Schedule | null, events: ScheduleDecision[], actorId: string | null): Promise<void> {
    const at = now();
    for (const e of events) {
      const action = NOTE_OF[e.type];
      if (!action) continue;
      const s = e.payload;
      const operators = await clinicOperators(trx, s.clinic_id);
      const byPatient = actorId === s.patient_id;
      let to: string[];
      switch (e.type) {
        case 'ScheduleCreated':
          to = byPatient ? [s.assignee_id, ...operators] : [s.patient_id];
          break;
        case 'ScheduleGotPending':
        case 'ScheduleInterviewActivated':
          to = [s.patient_id];
          break;
        case 'ScheduleInterviewFinished':
          to = [s.assignee_id];
          break;
        case 'ScheduleReassigned':
          to = [s.patient_id, s.assignee_id, ...(previous ? [previous.assignee_id] : [])];
          break;
        default:
          to = byPatient ? [s.assignee_id, ...operators] : [s.patient_id, s.assignee_id];
      }
      for (const userId of new Set(to)) {
        if (userId === actorId) continue;
        const title = titleOf(userId === s.patient_id ? s.assignee : s.patient, s);
        await notify(trx, emit, { userId, action, entityType: 'schedule', entityId: s.id, entity: { title, start_time: s.start_time, actor_id: actorId } as NotificationEntity }, at);
      }
    }
  }

  /** A slot freed (cancelled, moved away, given to another doctor): the first patient waiting for it hears. */
  async function offerFreedSlot(trx: Db, emit: Emit, previous: Schedule | null, next: Schedule): Promise<void> {
    if (!previous || (previous.status !== 'created' && previous.status !== 'pending')) return;
    const freed = next.status === 'cancelled' || next.start_time !== previous.start_time || next.assignee_id !== previous.assignee_id;
    if (!freed) return;
    const entry = await schedulesRepository(trx).takeFirstWaiting(previous.assignee_id, previous.clinic_service_id, now());
    if (!entry) return;
    await notify(
      trx,
      emit,
      {
        userId: entry.patient_id,
        action: 'schedule.slot_freed',
        entityType: 'schedule',
        entityId: previous.id,
        entity: { title: titleOf(previous.assignee, previous), doctor_id: previous.assignee_id, clinic_service_id: previous.clinic_service_id, start_time: previous.start_time, actor_id: null } as NotificationEntity,
      },
      now(),
    );
  }

  function contextOf(parties: ScheduleParty[], actorId: string | null, service: BookableService | null): DecideContext {
    return { parties, actorId, now: now(), cancellationNoticeMinutes: service?.clinic.cancellationNoticeMinutes ?? 0 };
  }

  /** Runs one change of an appointment for a party: lock, version check, decide, record. */
  async function change(user: User, id: string, version: number | undefined, build: (trx: Db, s: Schedule, parties: ScheduleParty[], emit: Emit) => Promise<ScheduleCommand>): Promise<Schedule> {
    try {
      return await withEvents(deps, async (trx, emit) => {
        const { schedule, parties } = await forParty(trx, user, id, true);
        if (version !== undefined && version !== schedule.version) throw streamConflict(scheduleStream(schedule.id));
        const command = await build(trx, schedule, parties, emit);
        const service = await bookableService(trx, schedule.clinic_service_id);
        const events = decide(command, schedule, contextOf(parties, user.id, service));
        return record(trx, emit, schedule, events, user.id);
      });
    } catch (err) {
      if (isOverlap(err)) throw slotError('slot_taken');
      throw err;
    }
  }

  /** The interview a patient shares: theirs, else `schedule.interview_unavailable`. */
  async function interviewFor(db: Db, patientId: string, interviewId: string): Promise<{ id: string; finished: boolean }> {
    const i = await schedulesRepository(db).interview(interviewId);
    if (!i || i.patientId !== patientId) throw new AppError('schedule.interview_unavailable', 422, { message: 'This interview cannot be shared here' });
    return { id: interviewId, finished: i.finished };
  }

  const endOf = (start: number, service: BookableService) => new Date(start + service.durationMinutes * MINUTE).toISOString();

  /** The list range: `from`..`to` of at most SCHEDULE_RANGE_MAX_DAYS days, or the upcoming list. */
  function listRange(q: ScheduleListQuery): { from?: Date; to?: Date } {
    if (q.upcoming) {
      const t = now().getTime();
      return { from: new Date(zonedInstant(zonedDate(t, 'Asia/Tbilisi'), 0, 'Asia/Tbilisi')) };
    }
    const from = q.from ? new Date(q.from) : undefined;
    const to = q.to ? new Date(q.to) : undefined;
    if (from && to && (to.getTime() < from.getTime() || to.getTime() - from.getTime() > SCHEDULE_RANGE_MAX_DAYS * DAY)) {
      throw fieldErrors([{ path: 'to', code: 'field.format' }]);
    }
    return { from, to };
  }

  return {
    async get(user: User, id: string): Promise<Schedule> {
      return (await forParty(deps.db, user, id)).schedule;
    },

    async list(user: User, q: ScheduleListQuery): Promise<ScheduleList> {
      const repo = schedulesRepository(deps.db);
      const range = listRange(q);
      const scope = { userId: user.id, operatorClinics: await operatorClinicIds(deps.db, user.id) };
      return repo.list(scope, {
        ...range,
        status: q.status,
        statuses: q.upcoming ? ['created', 'pending'] : undefined,
        assigneeId: q.assignee_id,
        patientId: q.patient_id,
        limit: SCHEDULE_LIST_MAX,
      });
    },

    /** Books a slot; answers the appointment and whether it is new (a repeat of a `client_id` is not). */
    async book(user: User, body: BookBody): Promise<{ schedule: Schedule; created: boolean }> {
      if (user.type === 'Doctor') throw new AppError('schedule.patients_only', 403, { message: 'Doctors do not book appointments' });
      const repo = schedulesRepository(deps.db);
      if (body.client_id) {
        const earlier = await repo.byClientId(user.id, body.client_id);
        if (earlier) return { schedule: (await repo.load(earlier))!, created: false };
      }
      let patientId = user.id;
      if (user.type === 'ClinicOperator') {
        if (!body.patient_id) throw fieldErrors([{ path: 'patient_id', code: 'field.required' }]);
        const patient = await repo.person(body.patient_id);
        if (!patient || patient.type !== 'Patient') throw new AppError('schedule.patient_not_found', 404, { message: 'No such patient' });
        patientId = patient.id;
      } else if (body.patient_id !== undefined && body.patient_id !== user.id) {
        throw new AppError('schedule.patients_only', 403, { message: 'Patients book for themselves' });
      }
      const comment = body.comment?.trim() || null;
      if (comment && [...comment].length > SCHEDULE_COMMENT_MAX) throw fieldErrors([{ path: 'comment', code: 'field.too_long', params: { max: SCHEDULE_COMMENT_MAX } }]);
      const start = Date.parse(body.start_time);

      const attempt = () =>
        withEvents(deps, async (trx, emit) => {
          const service = await checkSlot(trx, { doctorId: body.assignee_id, clinicServiceId: body.clinic_service_id, start, now: now() });
          const trepo = schedulesRepository(trx);
          if (user.type === 'ClinicOperator' && !(await operatorClinicIds(trx, user.id)).includes(service.clinicId)) {
            throw new AppError('schedule.not_allowed', 403, { message: 'Book only at your own clinic' });
          }
          let cityId: number | null = null;
          let address: string | null = null;
          if (service.template === 'home_visit') {
            address = body.address?.trim() || null;
            if (!body.city_id || !address) throw new AppError('schedule.address_required', 422, { message: 'A home visit needs a city and an address' });
            if (!(await trepo.cityExists(body.city_id))) throw fieldErrors([{ path: 'city_id', code: 'field.format' }]);
            cityId = body.city_id;
          }
          const interview = body.interview_id ? await interviewFor(trx, patientId, body.interview_id) : undefined;
          const patient = (await trepo.person(patientId))!;
          const assignee = (await trepo.person(body.assignee_id))!;
          const schedule = bookedSchedule({ id: randomUUID(), patient, assignee, service, start, comment, cityId, address, createdAt: now(), createdBy: user.id });
          const events = decide({ type: 'book', schedule, interview }, null, contextOf([], user.id, service));
          await trepo.leaveQueue(patientId, assignee.id, service.id);
          return record(trx, emit, null, events, user.id, { clientId: body.client_id ?? null });
        });
      try {
        return { schedule: await attempt(), created: true };
      } catch (err) {
        if (isOverlap(err)) throw slotError('slot_taken');
        if (isClientIdClash(err) && body.client_id) {
          const earlier = await repo.byClientId(user.id, body.client_id);
          if (earlier) return { schedule: (await repo.load(earlier))!, created: false };
        }
        throw err;
      }
    },

    confirm: (user: User, id: string, version?: number) => change(user, id, version, async () => ({ type: 'confirm' })),

    complete: (user: User, id: string, version?: number) => change(user, id, version, async () => ({ type: 'complete' })),

    /**
     * The doctor starts the consultation: the patient–doctor chat is opened (or reopened) until
     * max(active_until, now + communication days), and the appointment's case is opened (the
     * activation hook) unless it has one.
     */
    activate: (user: User, id: string, version?: number) =>
      change(user, id, version, async (trx, s, parties, emit) => {
        if (!parties.includes('assignee')) return { type: 'activate', chatSpaceId: null };
        if (s.status !== 'created' && s.status !== 'pending') return { type: 'activate', chatSpaceId: null };
        const until = new Date(now().getTime() + s.communication_days * DAY);
        const chatSpaceId = await extendPatientDoctorChat(trx, s.patient_id, s.assignee_id, until, now());
        const caseId = s.patient_case_id ?? (activationHook ? await activationHook(trx, emit, s, { actorId: user.id, now: now() }) : null);
        return { type: 'activate', chatSpaceId, caseId };
      }),

    cancel: (user: User, id: string, body: CancelBody) =>
      change(user, id, body.version, async () => {
        const note = body.note?.trim() || null;
        if (note && [...note].length > CANCEL_NOTE_MAX) throw fieldErrors([{ path: 'note', code: 'field.too_long', params: { max: CANCEL_NOTE_MAX } }]);
        return { type: 'cancel', reason: body.reason, note };
      }),

    reschedule: (user: User, id: string, body: RescheduleBody) =>
      change(user, id, body.version, async (trx, s, parties) => {
        const start = Date.parse(body.start_time);
        // The table and the patient's notice are checked first (decide), the slot only for those who may move it.
        decide({ type: 'reschedule', startTime: new Date(start).toISOString(), endTime: s.end_time }, s, contextOf(parties, user.id, await bookableService(trx, s.clinic_service_id)));
        const service = await checkSlot(trx, { doctorId: s.assignee_id, clinicServiceId: s.clinic_service_id, start, now: now(), ignoreScheduleId: s.id, existingAppointment: true });
        return { type: 'reschedule', startTime: new Date(start).toISOString(), endTime: endOf(start, service) };
      }),

    reassign: (user: User, id: string, body: ReassignBody) =>
      change(user, id, body.version, async (trx, s, parties) => {
        if (!parties.includes('operator')) return { type: 'reassign', assignee: s.assignee, startTime: s.start_time, endTime: s.end_time };
        const start = Date.parse(body.start_time ?? s.start_time);
        const assignee = await schedulesRepository(trx).person(body.assignee_id);
        if (!assignee || assignee.type !== 'Doctor') throw slotError('doctor_not_providing');
        if (assignee.id === s.assignee_id) return { type: 'reassign', assignee, startTime: s.start_time, endTime: s.end_time };
        const service = await checkSlot(trx, { doctorId: assignee.id, clinicServiceId: s.clinic_service_id, start, now: now(), existingAppointment: true });
        const person = { id: assignee.id, firstname: assignee.firstname, lastname: assignee.lastname, photo: assignee.photo };
        return { type: 'reassign', assignee: person, startTime: new Date(start).toISOString(), endTime: endOf(start, service) };
      }),

    askInterview: (user: User, id: string, version?: number) => change(user, id, version, async () => ({ type: 'ask_interview' })),

    bindInterview: (user: User, id: string, body: BindInterviewBody) =>
      change(user, id, body.version, async (trx, s, parties) => {
        if (!parties.includes('patient')) return { type: 'bind_interview', interviewId: body.interview_id, finished: false };
        const i = await interviewFor(trx, s.patient_id, body.interview_id);
        return { type: 'bind_interview', interviewId: i.id, finished: i.finished };
      }),

    /** The interviews feature says an interview was finished: each appointment it is bound to records it. */
    async interviewFinished(interviewId: string): Promise<void> {
      for (const id of await schedulesRepository(deps.db).boundTo(interviewId)) {
        await withEvents(deps, async (trx, emit) => {
          const s = await schedulesRepository(trx).load(id, { lock: true });
          if (!s) return;
          const events = decide({ type: 'finish_interview', interviewId }, s, contextOf([], s.patient_id, null));
          await record(trx, emit, s, events, s.patient_id);
        });
      }
    },

    /** Attaches a pre-visit document (the patient): an image, a PDF or an office document. */
    async attachFile(user: User, id: string, readUpload: () => Promise<{ bytes: Buffer; filename: string }>): Promise<Schedule> {
      const { schedule, parties } = await forParty(deps.db, user, id);
      // Refuse before reading the upload when the decider would.
      decide({ type: 'attach_file', file: { id: '', name: '', size: 0, content_type: '', created_at: '' } }, schedule, contextOf(parties, user.id, null));
      const { bytes, filename } = await readUpload();
      const type = sniffChatFile(bytes, filename);
      if (!type) throw new AppError('upload.type_not_allowed', 422, { message: 'Send an image, a PDF or an office document', errors: [{ path: 'file', code: 'upload.type_not_allowed' }] });
      const fileId = randomUUID();
      const storageKey = `schedules/${schedule.id}/${fileId}.${type.ext}`;
      const name = displayName(filename, type.ext);
      await writeUpload(deps.config.dataDir, storageKey, bytes);
      try {
        return await change(user, id, undefined, async (trx) => {
          const at = now();
          await schedulesRepository(trx).insertFile({ id: fileId, scheduleId: schedule.id, name, size: bytes.length, contentType: type.contentType, storageKey, createdBy: user.id, createdAt: at });
          return { type: 'attach_file', file: { id: fileId, name, size: bytes.length, content_type: type.contentType, created_at: at.toISOString() } };
        });
      } catch (err) {
        await removeUpload(deps.config.dataDir, storageKey);
        throw err;
      }
    },

    /** A pre-visit document, for the appointment's parties; 404 otherwise. */
    async file(user: User, id: string, fileId: string): Promise<{ name: string; size: number; contentType: string; fullPath: string }> {
      const { schedule } = await forParty(deps.db, user, id);
      const f = await schedulesRepository(deps.db).file(schedule.id, fileId.toLowerCase());
      const fullPath = f ? resolveUpload(deps.config.dataDir, f.storageKey) : null;
      if (!f || !fullPath || (await uploadSize(fullPath)) === null) throw new AppError('not_found', 404, { message: 'No such file' });
      return { name: f.name, size: f.size, contentType: f.contentType, fullPath };
    },

    /** The appointment as an iCalendar file (RFC 5545), in the person's language. */
    async calendar(user: User, id: string, baseUrl: string): Promise<{ name: string; text: string }> {
      const { schedule } = await forParty(deps.db, user, id);
      const address = await schedulesRepository(deps.db).clinicAddress(schedule.clinic_id);
      return { name: `appointment-${schedule.id}.ics`, text: icsOf(schedule, user.language === 'en' ? 'en' : 'ka', address, baseUrl, now()) };
    },

    // --- the waiting list (patients)

    async waiting(user: User): Promise<WaitingEntry[]> {
      if (user.type !== 'Patient') throw new AppError('schedule.patients_only', 403, { message: 'The waiting list is for patients' });
      return schedulesRepository(deps.db).waitingOf(user.id);
    },

    async wait(user: User, body: WaitBody): Promise<WaitingEntry> {
      if (user.type !== 'Patient') throw new AppError('schedule.patients_only', 403, { message: 'The waiting list is for patients' });
      const service = await bookableService(deps.db, body.clinic_service_id);
      if (!service || service.hidden) throw slotError('unknown_service');
      if (!(await providesService(deps.db, body.assignee_id, service.id))) throw slotError('doctor_not_providing');
      return schedulesRepository(deps.db).wait(user.id, body.assignee_id, service.id, now());
    },

    async unwait(user: User, entryId: string): Promise<void> {
      if (user.type !== 'Patient') throw new AppError('schedule.patients_only', 403, { message: 'The waiting list is for patients' });
      if (!(await schedulesRepository(deps.db).unwait(user.id, entryId))) throw new AppError('waitlist.not_found', 404, { message: 'No such waiting-list entry' });
    },
  };
}

export type SchedulesService = ReturnType<typeof schedulesService>;

/** A stored file's display name: the sender's base name, else a generic one, with the real extension. */
function displayName(filename: string, ext: string): string {
  const base = [...(filename.split(/[\\/]/).pop() ?? '')].filter((ch) => ch.charCodeAt(0) >= 32 && ch.charCodeAt(0) !== 127).join('').trim();
  const stem = base.replace(/\.[^.]*$/, '').slice(0, 120) || 'document';
  return `${stem}.${ext}`;
}

// ---------------------------------------------------------------------------------------------
// iCalendar (RFC 5545): the file is built as the appointment page builds it (src/protocol/schedule-calendar.ts).

export function icsOf(s: Schedule, lang: 'ka' | 'en', address: Localized, baseUrl: string, stamp: Date): string {
  const doctor = fullName(s.assignee)[lang];
  const service = s.clinic_service.name[lang];
  const clinic = s.clinic.name[lang];
  return scheduleIcs(
    s,
    {
      summary: lang === 'ka' ? `${service} — ექიმი ${doctor}` : `${service} with Dr. ${doctor}`,
      description: [clinic, s.comment ?? ''].filter(Boolean).join('\n'),
      location: s.address ?? [clinic, address[lang]].filter(Boolean).join(', '),
      url: `${baseUrl.replace(/\/$/, '')}/schedules/${encodeURIComponent(s.id)}`,
    },
    stamp,
  );
}
