import { AppError, type FieldError } from '../../../src/protocol/errors';
import type { Availability, AvailabilityBody, AvailabilityException, AvailabilityRule } from '../../../src/protocol/schedule-schemas';
import type { UserType } from '../../../src/protocol/user';
import type { Db } from '../../db/connection';
import type { AppDeps } from '../../deps';
import { operatorClinicIds } from '../chats';
import { weekdayOf } from './slots';
import { availabilityRepository, type DoctorClinicRecord, type ExceptionRecord, type RuleRecord } from './availability.repository';

/** Who is asking: the signed-in person's id and kind. */
export interface Viewer {
  id: string;
  type: UserType;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_MS = 24 * 60 * 60 * 1000;

const notFound = () => new AppError('not_found', 404, { message: 'No such doctor' });

/** Minutes from midnight of an `HH:MM` wall-clock time (`24:00` is 1440). */
export function clockMinutes(text: string): number {
  const [h, m] = text.split(':').map(Number);
  return h * 60 + m;
}

/** `HH:MM` of minutes from midnight. */
export function clockText(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** True when `key` (YYYY-MM-DD) names a real calendar day. */
export function isCalendarDay(key: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(key)) return false;
  const d = new Date(`${key}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === key;
}


const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) => a.start < b.end && b.start < a.end;

const toRule = (r: RuleRecord): AvailabilityRule => ({
  clinic_id: r.clinicId,
  weekday: r.weekday,
  start: clockText(r.startMinute),
  end: clockText(r.endMinute),
  kind: r.kind,
  clinic_service_ids: r.clinicServiceIds,
});

const toException = (e: ExceptionRecord): AvailabilityException => ({
  clinic_id: e.clinicId,
  date: e.date,
  kind: e.kind,
  start: e.startMinute === null ? null : clockText(e.startMinute),
  end: e.endMinute === null ? null : clockText(e.endMinute),
  note: e.note,
});

/** What a PUT is checked against: the clinics it may change and what stays stored elsewhere. */
export interface EditContext {
  /** Clinics the editor may change (the doctor's, and for an operator only theirs). */
  editable: ReadonlySet<number>;
  /** The doctor's clinic services per clinic. */
  services: ReadonlyMap<number, ReadonlySet<number>>;
  /** The doctor's stored rules and exceptions at clinics the body does not replace. */
  otherRules: readonly RuleRecord[];
  otherExceptions: readonly ExceptionRecord[];
  /** Exceptions before this day (YYYY-MM-DD) are not checked against other clinics. */
  today: string;
}

/**
 * Checks a PUT body and turns it into rows: every problem becomes a field error pointing at its
 * entry (`rules.3.end`), with the codes `availability.invalid_range` (end not after start, a break
 * outside the working hours), `availability.overlap` (working hours overlapping at one clinic or
 * with another clinic of the doctor, two exceptions of one day and clinic, other hours of a day
 * overlapping another clinic's), `availability.unknown_clinic` and `availability.unknown_service`.
 */
export function checkAvailability(body: AvailabilityBody, ctx: EditContext): { errors: FieldError[]; clinicIds: number[]; rules: RuleRecord[]; exceptions: ExceptionRecord[] } {
  const errors: FieldError[] = [];
  const err = (path: string, code: FieldError['code']) => {
    if (!errors.some((e) => e.path === path)) errors.push({ path, code });
  };
  const clinicIds = [...new Set(body.clinic_ids)];
  body.clinic_ids.forEach((id, i) => {
    if (!ctx.editable.has(id)) err(`clinic_ids.${i}`, 'availability.unknown_clinic');
  });
  const named = new Set(body.clinic_ids);

  // Rules: clinic, range, services.
  const rules: (RuleRecord & { index: number })[] = [];
  body.rules.forEach((r, i) => {
    let ok = true;
    if (!named.has(r.clinic_id) || !ctx.editable.has(r.clinic_id)) {
      err(`rules.${i}.clinic_id`, 'availability.unknown_clinic');
      ok = false;
    }
    const start = clockMinutes(r.start);
    const end = clockMinutes(r.end);
    if (end <= start) {
      err(`rules.${i}.end`, 'availability.invalid_range');
      ok = false;
    }
    const provided = ctx.services.get(r.clinic_id) ?? new Set<number>();
    r.clinic_service_ids.forEach((id, j) => {
      if (!provided.has(id)) {
        err(`rules.${i}.clinic_service_ids.${j}`, 'availability.unknown_service');
        ok = false;
      }
    });
    if (ok) {
      rules.push({ index: i, clinicId: r.clinic_id, weekday: r.weekday, startMinute: start, endMinute: end, kind: r.kind, clinicServiceIds: [...new Set(r.clinic_service_ids)].sort((a, b) => a - b) });
    }
  });

  // Working hours: one place at a time, across every clinic of the doctor.
  const work = rules.filter((r) => r.kind === 'work');
  const otherWork = ctx.otherRules.filter((r) => r.kind === 'work');
  for (const [n, r] of work.entries()) {
    const span = { start: r.startMinute, end: r.endMinute };
    const clash = work.slice(0, n).some((o) => o.weekday === r.weekday && overlaps(span, { start: o.startMinute, end: o.endMinute }))
      || otherWork.some((o) => o.weekday === r.weekday && overlaps(span, { start: o.startMinute, end: o.endMinute }));
    if (clash) err(`rules.${r.index}.start`, 'availability.overlap');
  }
  // A break lies inside working hours of its day and clinic.
  for (const b of rules.filter((r) => r.kind === 'break')) {
    const inside = work.some((w) => w.clinicId === b.clinicId && w.weekday === b.weekday && w.startMinute <= b.startMinute && b.endMinute <= w.endMinute);
    if (!inside) err(`rules.${b.index}.start`, 'availability.invalid_range');
  }

  // Exceptions: clinic, day, hours, one per day and clinic.
  const exceptions: (ExceptionRecord & { index: number })[] = [];
  const days = new Set<string>();
  body.exceptions.forEach((e, i) => {
    let ok = true;
    if (!named.has(e.clinic_id) || !ctx.editable.has(e.clinic_id)) {
      err(`exceptions.${i}.clinic_id`, 'availability.unknown_clinic');
      ok = false;
    }
    if (!isCalendarDay(e.date)) {
      err(`exceptions.${i}.date`, 'field.format');
      ok = false;
    }
    let start: number | null = null;
    let end: number | null = null;
    if (e.kind === 'hours') {
      if (e.start === null) err(`exceptions.${i}.start`, 'field.required');
      if (e.end === null) err(`exceptions.${i}.end`, 'field.required');
      if (e.start === null || e.end === null) ok = false;
      else {
        start = clockMinutes(e.start);
        end = clockMinutes(e.end);
        if (end <= start) {
          err(`exceptions.${i}.end`, 'availability.invalid_range');
          ok = false;
        }
      }
    }
    const key = `${e.clinic_id}/${e.date}`;
    if (days.has(key)) {
      err(`exceptions.${i}.date`, 'availability.overlap');
      ok = false;
    }
    days.add(key);
    const note = e.note?.trim() ? e.note.trim() : null;
    if (ok) exceptions.push({ index: i, clinicId: e.clinic_id, date: e.date, kind: e.kind, startMinute: start, endMinute: end, note });
  });

  // Other hours of a day must not overlap another clinic's hours that day.
  const allRules: (RuleRecord & { path: string | null })[] = [...work.map((r) => ({ ...r, path: `rules.${r.index}.start` })), ...otherWork.map((r) => ({ ...r, path: null }))];
  const allExceptions: (ExceptionRecord & { path: string | null })[] = [
    ...exceptions.map((e) => ({ ...e, path: `exceptions.${e.index}.start` })),
    ...ctx.otherExceptions.map((e) => ({ ...e, path: null })),
  ];
  const hourDays = new Set(allExceptions.filter((e) => e.kind === 'hours' && e.date >= ctx.today).map((e) => e.date));
  for (const day of hourDays) {
    const clinics = new Set([...allRules.map((r) => r.clinicId), ...allExceptions.map((e) => e.clinicId)]);
    const spans: { clinicId: number; start: number; end: number; path: string | null }[] = [];
    for (const clinicId of clinics) {
      const exception = allExceptions.find((e) => e.clinicId === clinicId && e.date === day);
      if (exception?.kind === 'off') continue;
      if (exception) spans.push({ clinicId, start: exception.startMinute!, end: exception.endMinute!, path: exception.path });
      else {
        for (const r of allRules.filter((x) => x.clinicId === clinicId && x.weekday === weekdayOf(day))) {
          spans.push({ clinicId, start: r.startMinute, end: r.endMinute, path: r.path });
        }
      }
    }
    for (const [n, a] of spans.entries()) {
      for (const b of spans.slice(n + 1)) {
        if (a.clinicId === b.clinicId || !overlaps(a, b)) continue;
        const path = a.path ?? b.path;
        if (path) err(path, 'availability.overlap');
      }
    }
  }

  const strip = <T extends { index: number }>({ index: _index, ...rest }: T) => rest;
  return { errors, clinicIds, rules: rules.map(strip), exceptions: exceptions.map(strip) };
}

/** Today's calendar day (UTC) minus one: exceptions before it are history. */
const historyLine = (now: Date) => new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10);

/**
 * Doctors' availability (SPEC §2 `/my/schedule-manager`, `/clinic-doctors/{id}`): weekly working
 * hours and breaks per clinic and service, and one-off changes of a day. The doctor sees and edits
 * all of theirs; an operator (or administrator) only those of their own clinics where the doctor
 * works. Anyone else is answered 404 and learns nothing.
 */
export function availabilityService(deps: Pick<AppDeps, 'db' | 'clock'>) {
  /** The doctor `doctorIdText` names and the clinics `viewer` may see of theirs; 404 otherwise. */
  async function access(db: Db, viewer: Viewer, doctorIdText: string): Promise<{ doctorId: string; clinics: DoctorClinicRecord[] }> {
    if (!UUID.test(doctorIdText)) throw notFound();
    const doctorId = doctorIdText.toLowerCase();
    const repo = availabilityRepository(db);
    if (!(await repo.isDoctor(doctorId))) throw notFound();
    const clinics = await repo.doctorClinics(doctorId);
    if (viewer.id === doctorId) return { doctorId, clinics };
    if (viewer.type !== 'ClinicOperator') throw notFound();
    const mine = new Set(await operatorClinicIds(db, viewer.id));
    const visible = clinics.filter((c) => mine.has(c.id));
    if (visible.length === 0) throw notFound();
    return { doctorId, clinics: visible };
  }

  async function view(db: Db, doctorId: string, clinics: DoctorClinicRecord[]): Promise<Availability> {
    const repo = availabilityRepository(db);
    const ids = clinics.map((c) => c.id);
    const services = await repo.doctorServices(doctorId, ids);
    return {
      doctor_id: doctorId,
      rules: (await repo.rules(doctorId, ids)).map(toRule),
      exceptions: (await repo.exceptions(doctorId, ids)).map(toException),
      clinics: clinics.map((c) => ({
        id: c.id,
        name: c.name,
        time_zone: c.timeZone,
        services: services.filter((s) => s.clinicId === c.id).map((s) => ({ id: s.id, name: s.name, duration_minutes: s.durationMinutes })),
      })),
    };
  }

  return {
    /** `GET /api/availability/:doctorId`. */
    async get(viewer: Viewer, doctorIdText: string): Promise<Availability> {
      const { doctorId, clinics } = await access(deps.db, viewer, doctorIdText);
      return view(deps.db, doctorId, clinics);
    },

    /**
     * `PUT /api/availability/:doctorId`: replaces the rules and exceptions of the clinics in
     * `clinic_ids`, in one transaction; any problem is a 422 with the first problem's code and
     * every problem in `errors`, and nothing is written.
     */
    async put(viewer: Viewer, doctorIdText: string, body: AvailabilityBody): Promise<Availability> {
      return deps.db.transaction().execute(async (trx) => {
        const { doctorId, clinics } = await access(trx, viewer, doctorIdText);
        const repo = availabilityRepository(trx);
        await repo.lockDoctor(doctorId);
        const editable = new Set(clinics.map((c) => c.id));
        const replaced = new Set(body.clinic_ids);
        const allClinics = (await repo.doctorClinics(doctorId)).map((c) => c.id);
        const services = new Map<number, Set<number>>();
        for (const s of await repo.doctorServices(doctorId, allClinics)) {
          if (!services.has(s.clinicId)) services.set(s.clinicId, new Set());
          services.get(s.clinicId)!.add(s.id);
        }
        const others = allClinics.filter((id) => !replaced.has(id));
        const checked = checkAvailability(body, {
          editable,
          services,
          otherRules: await repo.rules(doctorId, others),
          otherExceptions: await repo.exceptions(doctorId, others),
          today: historyLine(deps.clock.now()),
        });
        if (checked.errors.length > 0) {
          throw new AppError(checked.errors[0].code, 422, { message: 'The availability is not valid', errors: checked.errors });
        }
        await repo.replace(doctorId, checked.clinicIds, checked.rules, checked.exceptions);
        return view(trx, doctorId, clinics);
      });
    },
  };
}
