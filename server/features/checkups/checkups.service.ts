import { randomUUID } from 'node:crypto';
import { isCritical, type Checkup, type CheckupSummary, type CheckupValue, type DeviceType } from '../../../src/protocol/checkups';
import type { Localized } from '../../../src/protocol/common';
import { isUuid } from '../../../src/protocol/common';
import { AppError } from '../../../src/protocol/errors';
import type { NotificationEntity } from '../../../src/protocol/notifications';
import { ageInYears } from '../../../src/protocol/reference-ranges';
import type { User } from '../../../src/protocol/user';
import { wallClock } from '../../../src/protocol/zoned-time';
import { doctorTreatsPatient } from '../patients';
import { audit } from '../../audit';
import type { Db } from '../../db/connection';
import type { AppDeps } from '../../deps';
import type { Emit } from '../../events/event-store';
import { startCheckupInterview } from '../interviews';
import { notify } from '../notifications';
import { checkupFindings } from './checkup-evidence';
import { checkupsRepository, type CheckupRow } from './checkups.repository';
import { normaliseRecord } from './normalise';

export const checkupNotFound = () => new AppError('checkup.not_found', 404, { message: 'No such checkup' });

export interface StoreCheckupInput {
  deviceRecordId: string;
  patient: { id: string; birthdate: string | null; gender: 'male' | 'female' | null };
  clinicId: number;
  deviceType: DeviceType;
  recordNo: string;
  /** The record as the kiosk sent it. */
  raw: unknown;
  measuredAt: Date;
  now: Date;
}

/** The patient's notification of a new checkup: where, and how many values are out of range. */
export function receivedTitle(clinic: Localized, outOfRange: number): { title: Localized; text: Localized } {
  return {
    title: { ka: `შემოწმების შედეგები: ${clinic.ka}`, en: `Checkup results: ${clinic.en}` },
    text:
      outOfRange === 0
        ? { ka: 'ყველა მაჩვენებელი ნორმის ფარგლებშია.', en: 'All values are within the normal range.' }
        : { ka: `${outOfRange} მაჩვენებელი ნორმის ფარგლებს გარეთაა.`, en: outOfRange === 1 ? '1 value is outside the normal range.' : `${outOfRange} values are outside the normal range.` },
  };
}

/** Whole months from a birthdate (YYYY-MM-DD) to `at`, as the symptom checker takes an age; null when unknown or in the future. */
export function monthsOld(birthdate: string | null, at: Date): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthdate ?? '');
  if (!m) return null;
  const [y, mo, d] = m.slice(1).map(Number);
  let months = (at.getUTCFullYear() - y) * 12 + (at.getUTCMonth() + 1 - mo);
  if (at.getUTCDate() < d) months -= 1;
  return months >= 0 ? months : null;
}

/**
 * Stores a matched kiosk record as the patient's checkup, inside the caller's transaction: the
 * record normalised with the patient's age (at the time of measurement) and sex, one checkup per
 * device record, and a `checkup.received` notification to the patient. Returns the checkup and its
 * critical values; it alerts no doctor and writes no health log (the caller wires those).
 */
export async function storeCheckup(trx: Db, emit: Emit, input: StoreCheckupInput): Promise<{ checkup: Checkup; critical: CheckupValue[] }> {
  const repo = checkupsRepository(trx);
  const clinic = await repo.clinic(input.clinicId);
  // Age on the day of the measurement as the clinic's calendar has it (a birthday starts at local midnight).
  const age = ageInYears(input.patient.birthdate, new Date(`${wallClock(input.measuredAt, clinic.timeZone).date}T00:00:00Z`));
  // A birthdate after the measurement is a typing error: the ranges then take the default age.
  const ageYears = age !== null && age >= 0 ? age : null;
  const sex = input.patient.gender;
  const normalised = normaliseRecord(input.deviceType, input.raw, { ageYears, sex });
  const id = randomUUID();
  await repo.insert({
    id,
    deviceRecordId: input.deviceRecordId,
    patientId: input.patient.id,
    clinicId: input.clinicId,
    deviceType: input.deviceType,
    recordNo: input.recordNo,
    measuredAt: input.measuredAt,
    createdAt: input.now,
    ageYears,
    gender: sex,
    sections: normalised.sections,
    outOfRange: normalised.outOfRange,
    critical: normalised.critical,
  });
  const clinicName = clinic.name;
  const checkup: Checkup = {
    id,
    device_type: input.deviceType,
    record_no: input.recordNo,
    clinic_id: input.clinicId,
    clinic_name: clinicName,
    measured_at: input.measuredAt.toISOString(),
    created_at: input.now.toISOString(),
    out_of_range: normalised.outOfRange,
    critical: normalised.critical,
    patient_id: input.patient.id,
    patient_age_years: ageYears,
    patient_gender: sex,
    sections: normalised.sections,
    interview_ids: [],
  };
  const entity = { ...receivedTitle(clinicName, normalised.outOfRange), patient_id: input.patient.id, clinic_name: clinicName } as NotificationEntity;
  await notify(trx, emit, { userId: input.patient.id, action: 'checkup.received', entityType: 'checkup', entityId: id, entity }, input.now);
  return { checkup, critical: normalised.sections.flatMap((s) => s.values).filter((v) => isCritical(v.mark)) };
}

/**
 * Reading checkups (src/protocol/checkups.ts has the route table): the patient their own, a
 * doctor who treats the patient (a chat, an appointment or a case of theirs) theirs, audited;
 * anyone else 404 `checkup.not_found`, learning nothing.
 */
export function checkupsService(deps: Pick<AppDeps, 'db' | 'clock'>) {
  const repo = checkupsRepository(deps.db);

  /** Whether the person may read the patient's checkups, and as whom. */
  async function reader(user: User, patientId: string): Promise<'patient' | 'doctor' | null> {
    if (user.id === patientId) return 'patient';
    if (user.type === 'Doctor' && (await doctorTreatsPatient(deps.db, user.id, patientId))) return 'doctor';
    return null;
  }

  async function readable(user: User, id: string): Promise<{ row: CheckupRow; as: 'patient' | 'doctor' }> {
    if (!isUuid(id)) throw checkupNotFound();
    const row = await repo.find(id.toLowerCase());
    const as = row ? await reader(user, row.patient_id) : null;
    if (!row || !as) throw checkupNotFound();
    return { row, as };
  }

  return {
    /** `GET /api/checkups`: the patient's own, or (`patient_id`) a treated patient's, newest first. */
    async list(user: User, patientId: string | undefined, ip: string | null): Promise<CheckupSummary[]> {
      const whose = patientId === undefined ? user.id : patientId.toLowerCase();
      if (!isUuid(whose)) throw checkupNotFound();
      const as = user.type === 'Patient' || patientId !== undefined ? await reader(user, whose) : null;
      if (!as) throw checkupNotFound();
      const items = await repo.listOf(whose);
      if (as === 'doctor') {
        await audit(deps.db, { action: 'checkup.list', recordType: 'patient', recordId: whose, patientId: whose, ip, actorId: user.id }, deps.clock.now());
      }
      return items;
    },

    /** `GET /api/checkups/:id`: the checkup with its sections and the interviews started from it. */
    async get(user: User, id: string, ip: string | null): Promise<Checkup> {
      const { row, as } = await readable(user, id);
      const checkup: Checkup = { ...row, interview_ids: await repo.interviewIds(row.id) };
      if (as === 'doctor') {
        await audit(deps.db, { action: 'checkup.read', recordType: 'checkup', recordId: row.id, patientId: row.patient_id, clinicId: row.clinic_id, ip, actorId: user.id }, deps.clock.now());
      }
      return checkup;
    },

    /**
     * `POST /api/checkups/:id/interview`: the patient starts a symptom-checker interview carrying
     * the checkup, with its abnormal findings (./checkup-evidence.ts) as the initial complaints.
     */
    async startInterview(user: User, id: string): Promise<{ id: string }> {
      const { row, as } = await readable(user, id);
      if (as !== 'patient') throw checkupNotFound();
      return startCheckupInterview(deps, {
        patientId: user.id,
        language: user.language,
        ageMonths: monthsOld(user.birthdate, deps.clock.now()),
        gender: user.gender,
        checkup: { id: row.id, device: row.device_type },
        findings: checkupFindings(row.sections),
      });
    },
  };
}
