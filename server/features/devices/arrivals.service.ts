import { isUuid } from '../../../src/protocol/common';
import type { DeviceRecordArrival } from '../../../src/protocol/device-records';
import { AppError, fieldErrors } from '../../../src/protocol/errors';
import type { User } from '../../../src/protocol/user';
import { accessRepository } from '../../access/access.repository';
import { audit } from '../../audit';
import type { Db } from '../../db/connection';
import type { Clock } from '../../deps';
import type { Bus } from '../../events/bus';
import { withEvents } from '../../events/event-store';
import { readRecord } from '../checkups';
import { devicesRepository, iso, loc, type ArrivalRow } from './devices.repository';
import { checkupFromRecord } from './ingestion.service';

/** Most arrivals one list answers. */
export const ARRIVALS_MAX = 200;

const forbidden = () => new AppError('forbidden', 403, { message: "Only the clinic's operators may see the records its kiosks sent" });
const recordNotFound = () => new AppError('device_record.not_found', 404, { message: 'No such record at this clinic' });

/**
 * What an operator sees of a record: when, which kiosk, whether it is matched and to whom, and
 * for a held record the identifying fields the kiosk took (read from the raw record as it was
 * read when it arrived). Never a measured value.
 */
function arrivalOf(r: ArrivalRow & { raw: unknown; id_number?: string }, timeZone: string): DeviceRecordArrival {
  let identity: DeviceRecordArrival['identity'] = null;
  if (r.status === 'held' && r.raw !== null) {
    const raw = typeof r.raw === 'string' ? (JSON.parse(r.raw) as unknown) : r.raw;
    const read = readRecord(r.device_type, raw, timeZone, new Date(r.received_at));
    if (read.ok) {
      const m = read.header.member;
      identity = { id_number: read.header.idNumber, name: m.name, sex: m.sex, birthdate: m.birthdate, phone: m.phone };
    }
  }
  return {
    id: r.id,
    device_type: r.device_type,
    device_label: r.device_label,
    machine_id: r.machine_id,
    record_no: r.record_no,
    measured_at: iso(r.measured_at)!,
    received_at: iso(r.received_at)!,
    status: r.status,
    patient: r.patient_id === null || r.status !== 'matched' ? null : { id: r.patient_id, firstname: loc(r.firstname), lastname: loc(r.lastname) },
    identity,
    matched_at: iso(r.matched_at),
  };
}

/** The records a clinic's kiosks sent, for its operators (src/protocol/device-records.ts has the routes). */
export function arrivalsService(deps: { db: Db; bus: Bus; clock: Clock }) {
  const { db } = deps;

  /** 403 `forbidden` unless `user` is an operator (or administrator) of the clinic. */
  async function allowed(user: User, clinicId: number): Promise<void> {
    if (user.type !== 'ClinicOperator' || !(await accessRepository(db).operatorClinics(user.id)).includes(clinicId)) throw forbidden();
  }

  async function timeZoneOf(d: Db, clinicId: number): Promise<string> {
    return (await devicesRepository(d).clinicTimeZone(clinicId)) ?? 'Asia/Tbilisi';
  }

  return {
    allowed,

    async list(user: User, clinicId: number, status?: 'held' | 'matched'): Promise<DeviceRecordArrival[]> {
      await allowed(user, clinicId);
      const [rows, tz] = await Promise.all([devicesRepository(db).arrivals(clinicId, { status, limit: ARRIVALS_MAX }), timeZoneOf(db, clinicId)]);
      return rows.map((r) => arrivalOf(r, tz));
    },

    /**
     * Matches a held record of the clinic to a patient account and stores its checkup (and runs
     * the checkup hooks), audited as `device_record.match`. 404 `device_record.not_found` for a
     * record of no clinic of this id, 409 `device_record.already_matched`, 422 when `patient_id`
     * is no patient's account. Two operators matching at once: the second gets 409.
     */
    async match(actor: { user: User; ip: string | null }, clinicId: number, id: string, patientId: string): Promise<DeviceRecordArrival> {
      await allowed(actor.user, clinicId);
      if (!isUuid(id)) throw recordNotFound();
      const recordId = id.toLowerCase();
      await withEvents(deps, async (trx, emit) => {
        const repo = devicesRepository(trx);
        const record = await repo.recordForUpdate(clinicId, recordId);
        if (!record) throw recordNotFound();
        if (record.status !== 'held') throw new AppError('device_record.already_matched', 409, { message: 'This record is already matched to a patient' });
        const patient = isUuid(patientId) ? await repo.patientById(patientId.toLowerCase()) : null;
        if (!patient) throw fieldErrors([{ path: 'patient_id', code: 'device_record.not_patient' }]);
        const now = deps.clock.now();
        await repo.markMatched(record.id, patient.id, actor.user.id, now);
        const raw = typeof record.raw === 'string' ? (JSON.parse(record.raw) as unknown) : record.raw;
        const stored = await checkupFromRecord(trx, emit, {
          deviceRecordId: record.id, patient, clinicId, deviceType: record.device_type, recordNo: record.record_no, raw, measuredAt: new Date(record.measured_at), now,
        });
        await audit(trx, {
          actorId: actor.user.id, action: 'device_record.match', recordType: 'device_record', recordId: record.id, patientId: patient.id, clinicId, ip: actor.ip,
          detail: { old: { status: 'held' }, new: { status: 'matched', patient_id: patient.id, checkup_id: stored.checkup.id } },
        }, now);
      });
      const [row] = await devicesRepository(db).arrivals(clinicId, { id: recordId, limit: 1 });
      return arrivalOf(row, await timeZoneOf(db, clinicId));
    },
  };
}
