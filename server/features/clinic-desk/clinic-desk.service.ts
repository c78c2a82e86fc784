import { AppError, type FieldError } from '../../../src/protocol/errors';
import type {
  ClinicDoctorDetail, ClinicDoctorLoad, ClinicPatient, ClinicSettings, ClinicSettingsBody,
} from '../../../src/protocol/schedule-schemas';
import type { SchedulePerson } from '../../../src/protocol/schedules';
import type { User, UserType } from '../../../src/protocol/user';
import { mayAdminister } from '../../../src/protocol/clinic-admin';
import { audit } from '../../audit';
import type { AppDeps } from '../../deps';
import { photoUrl } from '../users';
import { addDays, isCalendarDay, weekdayOf, zonedDate, zonedInstant } from '../availability';
import { operatorClinicIds } from '../chats';
import { workingMinutes } from './clinic-day';
import { clinicDeskRepository, type ClinicServiceSettingsRecord, type ClinicSettingsRecord, type PatientRecord, type PersonRecord } from './clinic-desk.repository';

/** Who is asking: the signed-in person's id and kind. */
export interface DeskViewer {
  id: string;
  type: UserType;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INT_ID = /^[1-9][0-9]{0,9}$/;
const ID_NUMBER = /^\d{11}$/;
/** Most patients one search answers. */
export const PATIENT_SEARCH_MAX = 20;

const clinicNotFound = () => new AppError('clinic.not_found', 404, { message: 'No such clinic' });
const doctorNotFound = () => new AppError('not_found', 404, { message: 'No such doctor' });
const operatorsOnly = () => new AppError('forbidden', 403, { message: 'Only clinic operators may do this' });

const person = (r: PersonRecord): SchedulePerson => ({ id: r.id, firstname: r.firstname, lastname: r.lastname, photo: photoUrl(r) });
const patient = (r: PatientRecord): ClinicPatient => ({ ...person(r), id_number: r.idNumber, birthdate: r.birthdate });

const toSettings = (c: ClinicSettingsRecord, services: ClinicServiceSettingsRecord[]): ClinicSettings => ({
  clinic_id: c.id,
  time_zone: c.timeZone,
  min_notice_minutes: c.minNoticeMinutes,
  booking_horizon_days: c.bookingHorizonDays,
  cancellation_notice_minutes: c.cancellationNoticeMinutes,
  services: services.map((s) => ({
    id: s.id,
    name: s.name,
    duration_minutes: s.durationMinutes,
    buffer_before_minutes: s.bufferBeforeMinutes,
    buffer_after_minutes: s.bufferAfterMinutes,
    communication_days: s.communicationDays,
  })),
});

function clinicIdOf(text: string): number {
  const n = INT_ID.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(n) || n > 2_147_483_647) throw clinicNotFound();
  return n;
}

/**
 * The clinic desk (SPEC §2 `/clinic-doctors`, `/clinic-doctors/{id}`, booking for a patient from
 * `/schedules`): a clinic's booking rules (readable by anyone, changed by its administrators), its
 * doctors with a day's load, one doctor and their services, and the patient search.
 */
export function clinicDeskService(deps: Pick<AppDeps, 'db' | 'clock'>) {
  const repo = clinicDeskRepository(deps.db);

  /** The viewer's clinics as an operator; 403 `forbidden` for a patient, a doctor or an operator of none. */
  async function operatorClinics(viewer: DeskViewer): Promise<number[]> {
    if (viewer.type !== 'ClinicOperator') throw operatorsOnly();
    const ids = await operatorClinicIds(deps.db, viewer.id);
    if (ids.length === 0) throw operatorsOnly();
    return ids;
  }

  return {
    /** `GET /api/clinics/:id/settings`: anyone may read a clinic's booking rules. */
    async settings(clinicIdText: string): Promise<ClinicSettings> {
      const clinicId = clinicIdOf(clinicIdText);
      const clinic = await repo.clinicSettings(clinicId);
      if (!clinic) throw clinicNotFound();
      return toSettings(clinic, await repo.clinicServices(clinicId));
    },

    /**
     * `PUT /api/clinics/:id/settings`: an administrator of the clinic (src/protocol/clinic-admin.ts)
     * changes its booking rules and, for the services named, their buffers and chat days, with one
     * audit line (`clinic.settings_change`, each changed value's old and new). 403
     * `cadmin.not_allowed` for anyone else, an unknown clinic included; 422
     * `schedule.unknown_service` (nothing written) for a service of another clinic.
     */
    async updateSettings(viewer: User, clinicIdText: string, body: ClinicSettingsBody, ip: string | null = null): Promise<ClinicSettings> {
      const clinicId = INT_ID.test(clinicIdText) ? Number(clinicIdText) : NaN;
      if (!Number.isSafeInteger(clinicId) || !mayAdminister(viewer, clinicId)) {
        throw new AppError('cadmin.not_allowed', 403, { message: "Only the clinic's administrators may change its booking rules" });
      }
      return deps.db.transaction().execute(async (trx) => {
        const tx = clinicDeskRepository(trx);
        const clinic = await tx.clinicSettings(clinicId, { lock: true });
        if (!clinic) throw clinicNotFound();
        const services = await tx.clinicServices(clinicId);
        const known = new Map(services.map((s) => [s.id, s]));
        const errors: FieldError[] = [];
        (body.services ?? []).forEach((s, i) => {
          if (!known.has(s.id)) errors.push({ path: `services.${i}.id`, code: 'schedule.unknown_service' });
        });
        if (errors.length > 0) throw new AppError('schedule.unknown_service', 422, { message: 'No such service at this clinic', errors });
        const change: Record<string, unknown> = {};
        const compare = (key: string, old: number, now: number) => {
          if (old !== now) change[key] = { old, new: now };
        };
        compare('min_notice_minutes', clinic.minNoticeMinutes, body.min_notice_minutes);
        compare('booking_horizon_days', clinic.bookingHorizonDays, body.booking_horizon_days);
        compare('cancellation_notice_minutes', clinic.cancellationNoticeMinutes, body.cancellation_notice_minutes);
        const serviceChanges: Record<string, unknown>[] = [];
        for (const s of body.services ?? []) {
          const old = known.get(s.id)!;
          const fields: Record<string, unknown> = {};
          if (old.bufferBeforeMinutes !== s.buffer_before_minutes) fields.buffer_before_minutes = { old: old.bufferBeforeMinutes, new: s.buffer_before_minutes };
          if (old.bufferAfterMinutes !== s.buffer_after_minutes) fields.buffer_after_minutes = { old: old.bufferAfterMinutes, new: s.buffer_after_minutes };
          if (old.communicationDays !== s.communication_days) fields.communication_days = { old: old.communicationDays, new: s.communication_days };
          if (Object.keys(fields).length > 0) serviceChanges.push({ id: s.id, ...fields });
        }
        if (serviceChanges.length > 0) change.services = serviceChanges;
        if (Object.keys(change).length === 0) return toSettings(clinic, services);
        await tx.updateClinicSettings(clinicId, {
          min_notice_minutes: body.min_notice_minutes,
          booking_horizon_days: body.booking_horizon_days,
          cancellation_notice_minutes: body.cancellation_notice_minutes,
        });
        for (const s of body.services ?? []) await tx.updateServiceSettings(clinicId, s);
        await audit(trx, { actorId: viewer.id, action: 'clinic.settings_change', recordType: 'clinic', recordId: String(clinicId), clinicId, ip, detail: change }, deps.clock.now());
        return toSettings((await tx.clinicSettings(clinicId))!, await tx.clinicServices(clinicId));
      });
    },

    /**
     * `GET /api/clinic-doctors?date`: the doctors of the operator's clinics with that day's load
     * in each clinic's time zone (today when no date): appointments holding a slot that day, those
     * still to come, booked minutes, working minutes and the next start.
     */
    async doctors(viewer: DeskViewer, date: string | undefined): Promise<ClinicDoctorLoad[]> {
      const clinicIds = await operatorClinics(viewer);
      if (date !== undefined && !isCalendarDay(date)) throw new AppError('validation', 422, { message: 'Not a calendar day', errors: [{ path: 'date', code: 'field.format' }] });
      const now = deps.clock.now();
      const doctors = await repo.doctorsOf(clinicIds);
      const out: ClinicDoctorLoad[] = [];
      for (const clinicId of clinicIds) {
        const clinic = await repo.clinicSettings(clinicId);
        if (!clinic) continue;
        const day = date ?? zonedDate(now.getTime(), clinic.timeZone);
        const from = new Date(zonedInstant(day, 0, clinic.timeZone));
        const to = new Date(zonedInstant(addDays(day, 1), 0, clinic.timeZone));
        const appointments = await repo.holdingBetween(clinicId, from, to);
        const rules = await repo.rulesOn([clinicId], weekdayOf(day));
        const exceptions = await repo.exceptionsOn([clinicId], day);
        for (const d of doctors.filter((x) => x.clinicId === clinicId)) {
          const mine = appointments.filter((a) => a.assigneeId === d.id);
          const coming = mine.filter((a) => a.start.getTime() > now.getTime()).sort((a, b) => a.start.getTime() - b.start.getTime());
          const myRules = rules.filter((r) => r.doctor_id === d.id);
          const exception = exceptions.find((e) => e.doctor_id === d.id) ?? null;
          out.push({
            doctor: person(d),
            clinic_id: clinicId,
            speciality: d.speciality,
            appointments: mine.length,
            remaining: coming.length,
            booked_minutes: Math.round(mine.reduce((sum, a) => sum + (a.end.getTime() - a.start.getTime()), 0) / 60_000),
            working_minutes: workingMinutes(
              myRules.filter((r) => r.kind === 'work').map((r) => ({ start: r.start_minute, end: r.end_minute })),
              myRules.filter((r) => r.kind === 'break').map((r) => ({ start: r.start_minute, end: r.end_minute })),
              exception ? { kind: exception.kind, start: exception.start_minute, end: exception.end_minute } : null,
            ),
            next_start: coming[0]?.start.toISOString() ?? null,
          });
        }
      }
      return out;
    },

    /** `GET /api/clinic-doctors/:id`: a doctor of the operator's clinics and their services there; 404 otherwise. */
    async doctor(viewer: DeskViewer, doctorIdText: string): Promise<ClinicDoctorDetail> {
      const clinicIds = await operatorClinics(viewer);
      if (!UUID.test(doctorIdText)) throw doctorNotFound();
      const d = await repo.doctorAt(doctorIdText.toLowerCase(), clinicIds);
      if (!d) throw doctorNotFound();
      return { doctor: person(d), clinic_id: d.clinicId, speciality: d.speciality, services: await repo.doctorServicesAt(d.id, d.clinicId) };
    },

    /**
     * `GET /api/clinic-patients?q`: a full ID number (11 digits) finds any patient; anything else
     * searches names (first or last, either language, every word a prefix) among the patients of
     * the operator's clinics. At most PATIENT_SEARCH_MAX; never doctors or operators.
     */
    async patients(viewer: DeskViewer, q: string): Promise<ClinicPatient[]> {
      const clinicIds = await operatorClinics(viewer);
      const text = q.trim();
      if (ID_NUMBER.test(text)) {
        const found = await repo.patientByIdNumber(text);
        return found ? [patient(found)] : [];
      }
      const words = text.split(/\s+/).filter((w) => w !== '').slice(0, 4);
      if (words.length === 0) return [];
      return (await repo.patientsByName(clinicIds, words, PATIENT_SEARCH_MAX)).map(patient);
    },
  };
}
