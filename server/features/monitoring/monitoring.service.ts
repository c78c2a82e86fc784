import { randomUUID } from 'node:crypto';
import { isUuid } from '../../../src/protocol/common';
import { AppError, fieldErrors, type FieldError } from '../../../src/protocol/errors';
import { audit } from '../../audit';
import {
  checkLogTime, checkLogValue, logMark, logMeasures, logRange, LOG_SINCE_DEFAULT_DAYS, LOG_SINCE_MAX_YEARS,
  type LogTypeKey, type NewLogItemBody, type PatientLogItem,
} from '../../../src/protocol/patient-log';
import { ageInYears, markOf } from '../../../src/protocol/reference-ranges';
import type { User } from '../../../src/protocol/user';
import type { AppDeps } from '../../deps';
import { withEvents } from '../../events/event-store';
import { doctorTreatsPatient } from '../patients';
import { alertCritical } from './alerts';
import { monitoringRepository } from './monitoring.repository';

const notFound = () => new AppError('patient_log.not_found', 404, { message: 'No such health log' });
const DAY = 24 * 3600 * 1000;

/**
 * The patient's health log (issue 17; src/protocol/patient-log.ts has the route table): a patient
 * reads and writes their own, a doctor who treats the patient (chat, appointment or case) reads
 * and writes theirs; anyone else is answered 404 and learns nothing. A reading is checked by its
 * type, marked against the reference range for the patient's age at its time and sex, and a
 * critical one alerts the patient's doctors in the same transaction.
 */
export function monitoringService(deps: Pick<AppDeps, 'db' | 'bus' | 'clock'>) {
  const { db, clock } = deps;
  const repo = monitoringRepository(db);

  /** Whose log `user` may open: their own (no id, or their own id), or a treated patient's. */
  async function patientFor(user: User, patientId: string | undefined): Promise<string> {
    if (user.type === 'Patient') {
      if (patientId !== undefined && patientId !== user.id) throw notFound();
      return user.id;
    }
    if (user.type !== 'Doctor' || !patientId || !isUuid(patientId)) throw notFound();
    const patient = await repo.person(patientId);
    if (!patient || patient.type !== 'Patient' || !(await doctorTreatsPatient(db, user.id, patientId))) throw notFound();
    return patientId;
  }

  function sinceOf(since: string | undefined, now: Date): Date {
    const earliest = new Date(now.getTime());
    earliest.setUTCFullYear(earliest.getUTCFullYear() - LOG_SINCE_MAX_YEARS);
    if (since === undefined) return new Date(now.getTime() - LOG_SINCE_DEFAULT_DAYS * DAY);
    const t = /^\d{4}-\d{2}-\d{2}/.test(since) ? Date.parse(since) : NaN;
    if (!Number.isFinite(t)) throw fieldErrors([{ path: 'since', code: 'patient_log.time_invalid' }]);
    return new Date(Math.max(t, earliest.getTime()));
  }

  return {
    async list(user: User, query: { patient_id?: string; since?: string }, ip: string | null = null): Promise<PatientLogItem[]> {
      const patientId = await patientFor(user, query.patient_id);
      const items = await repo.list(patientId, sinceOf(query.since, clock.now()));
      // A doctor reading a patient's log is a read of clinical data: audited like a checkup's.
      if (user.id !== patientId) await audit(db, { action: 'patient_log.read', recordType: 'patient', recordId: patientId, patientId, ip, actorId: user.id }, clock.now());
      return items;
    },

    async add(user: User, body: NewLogItemBody): Promise<PatientLogItem> {
      const patientId = await patientFor(user, body.patient_id);
      const now = clock.now();
      const checked = checkLogValue(body.type, body.value);
      const time = checkLogTime(body.measured_at, now);
      const errors: FieldError[] = [...('errors' in checked ? checked.errors : []), ...('errors' in time ? time.errors : [])];
      if (errors.length || !('value' in checked) || !('at' in time)) throw fieldErrors(errors);
      const type = body.type as LogTypeKey;
      const typeRow = (await repo.types()).find((t) => t.key === type);
      if (!typeRow) throw fieldErrors([{ path: 'type', code: 'patient_log.unknown_type' }]);
      const patient = (await repo.person(patientId))!;
      const age = ageInYears(patient.birthdate, time.at);
      const mark = logMark(type, checked.value, age, patient.gender);
      const id = randomUUID();
      await withEvents(deps, async (trx, emit) => {
        await monitoringRepository(trx).insert([{ id, patientId, typeId: typeRow.id, value: checked.value, measuredAt: time.at, createdAt: now, createdBy: user.id, checkupId: null, mark }]);
        const values = logMeasures(type, checked.value).flatMap((m) =>
          m.measure === null ? [] : [{ measure: m.measure, value: m.value, mark: markOf(m.value, logRange(m.measure, age, patient.gender)) }]);
        await alertCritical(trx, emit, { patientId, source: { kind: 'log', itemId: id, logType: type }, values, now });
      });
      const [item] = await repo.list(patientId, new Date(0), [id]);
      return item;
    },

    /** Deletes a reading its writer wrote (never a device reading); anyone else: 404. */
    async remove(user: User, id: string): Promise<{ id: string }> {
      if (!isUuid(id)) throw notFound();
      const owner = await repo.owner(id);
      if (!owner || owner.checkupId !== null || owner.createdBy !== user.id) throw notFound();
      await repo.remove(id);
      return { id };
    },
  };
}

export type MonitoringService = ReturnType<typeof monitoringService>;
