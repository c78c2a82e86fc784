import type { Checkup, CheckupValue } from '../../../src/protocol/checkups';
import type { DeviceRecordReceipt } from '../../../src/protocol/device-records';
import { AppError } from '../../../src/protocol/errors';
import type { Db } from '../../db/connection';
import type { Clock } from '../../deps';
import type { Bus } from '../../events/bus';
import { withEvents, type Emit } from '../../events/event-store';
import { readRecord, storeCheckup } from '../checkups';
import { alertCritical, recordCheckupReadings } from '../monitoring';
import { deviceKeyOf, hashDeviceKey } from './device-key';
import { devicesRepository, type DeviceKeyRow } from './devices.repository';
import { checkRecordType, parseRecordBody, recordInvalid } from './record-body';

/** A checkup stored from a kiosk record, with its critical values and the kiosk's clinic. */
export interface StoredCheckup {
  checkup: Checkup;
  /** The checkup's values beyond a critical limit (empty for most). */
  critical: CheckupValue[];
  /** The kiosk's clinic (its operators are alerted when the patient has no doctor). */
  clinicId: number;
  deviceRecordId: string;
  now: Date;
}

/**
 * The one place a kiosk record becomes the patient's checkup (a record matched on arrival, a held
 * record an operator matched, the demo data), all inside the caller's transaction: the checkup
 * (which tells the patient), its readings in the patient's health log (device readings on the
 * monitoring charts), and, for a critical value, the alert to the patient's doctors or else the
 * kiosk clinic's operators. Anything failing rolls the record back (the kiosk may resend).
 */
export async function checkupFromRecord(
  trx: Db,
  emit: Emit,
  r: { deviceRecordId: string; patient: { id: string; birthdate: string | null; gender: 'male' | 'female' | null }; clinicId: number; deviceType: 'T8X' | 'GS2'; recordNo: string; raw: unknown; measuredAt: Date; now: Date },
): Promise<StoredCheckup> {
  const { checkup, critical } = await storeCheckup(trx, emit, r);
  await recordCheckupReadings(trx, { patientId: r.patient.id, checkupId: checkup.id, sections: checkup.sections, measuredAt: r.measuredAt, now: r.now });
  await alertCritical(trx, emit, {
    patientId: r.patient.id,
    source: { kind: 'checkup', checkupId: checkup.id, clinicId: r.clinicId },
    values: critical.filter((v): v is typeof v & { value: number } => v.value !== null).map((v) => ({ measure: v.measure, value: v.value, mark: v.mark })),
    now: r.now,
  });
  return { checkup, critical, clinicId: r.clinicId, deviceRecordId: r.deviceRecordId, now: r.now };
}

/** What the ingestion endpoint answers: 201 matched, 202 held, 200 a record stored before. */
export interface Ingested {
  status: 200 | 201 | 202;
  receipt: DeviceRecordReceipt;
}

/**
 * The key of an `Authorization: Device <key>` header: 401 `device.key_missing` without one, 401
 * `device.key_invalid` for a key no clinic issued, 403 `device.key_revoked` for a revoked one.
 */
export async function authenticateDevice(db: Db, header: string | string[] | undefined): Promise<DeviceKeyRow> {
  const found = deviceKeyOf(header);
  if (found === 'missing') throw new AppError('device.key_missing', 401, { message: 'Send the device key: Authorization: Device <key>' });
  const key = found === 'invalid' ? null : await devicesRepository(db).keyByHash(hashDeviceKey(found.key));
  if (!key) throw new AppError('device.key_invalid', 401, { message: 'Unknown device key' });
  if (key.revokedAt) throw new AppError('device.key_revoked', 403, { message: 'This device key was revoked' });
  return key;
}

/**
 * Receives one kiosk record sent with `key`, all in `trx`: checks it (422 `device.record_invalid`
 * with field errors, 409 `device.type_mismatch`), stores it once per machine and RecordNo (a
 * resend, or the loser of two kiosks racing the same RecordNo, answers the stored receipt with
 * `duplicate: true`), matches it to the patient with its ID number and stores their checkup, or
 * holds it for an operator. The key's `last_used_at` moves on every accepted record, duplicates
 * included (it says when the kiosk last spoke). Nothing is written when it throws. `recordId`
 * fixes the new record's id (the demo data's records keep theirs from one database to the next).
 */
export async function ingestRecord(trx: Db, emit: Emit, key: DeviceKeyRow, body: unknown, now: Date, opts: { recordId?: string } = {}): Promise<Ingested> {
  const raw = parseRecordBody(body);
  checkRecordType(raw, key.deviceType);
  const read = readRecord(key.deviceType, raw, key.timeZone, now);
  if (!read.ok) throw recordInvalid(read.errors);
  const { header } = read;
  const repo = devicesRepository(trx);

  const duplicate = async (): Promise<Ingested> => {
    const stored = await repo.recordByMachine(header.machineId, header.recordNo);
    if (!stored) throw new Error(`device record ${header.machineId}/${header.recordNo} neither inserted nor found`);
    await repo.touchKey(key.id, now);
    return { status: 200, receipt: { record_id: stored.id, status: stored.status, checkup_id: stored.checkupId, duplicate: true } };
  };
  // A resend is answered before anything is looked up; a concurrent first send is caught by the insert.
  if (await repo.recordByMachine(header.machineId, header.recordNo)) return duplicate();

  const patient = await repo.patientByIdNumber(header.idNumber);
  const id = await repo.insertRecord({
    id: opts.recordId, deviceKeyId: key.id, clinicId: key.clinicId, deviceType: key.deviceType, machineId: header.machineId, recordNo: header.recordNo,
    idNumber: header.idNumber, measuredAt: header.measuredAt, receivedAt: now, raw, patientId: patient?.id ?? null,
  });
  if (id === null) return duplicate();
  let checkupId: string | null = null;
  if (patient) {
    const stored = await checkupFromRecord(trx, emit, {
      deviceRecordId: id, patient, clinicId: key.clinicId, deviceType: key.deviceType, recordNo: header.recordNo, raw, measuredAt: header.measuredAt, now,
    });
    checkupId = stored.checkup.id;
  }
  await repo.touchKey(key.id, now);
  return { status: patient ? 201 : 202, receipt: { record_id: id, status: patient ? 'matched' : 'held', checkup_id: checkupId, duplicate: false } };
}

/** The ingestion endpoint's service: authenticate, then receive the record in one transaction with its events. */
export function ingestionService(deps: { db: Db; bus: Bus; clock: Clock }) {
  return {
    authenticate: (header: string | string[] | undefined) => authenticateDevice(deps.db, header),
    receive: (key: DeviceKeyRow, body: unknown): Promise<Ingested> => withEvents(deps, (trx, emit) => ingestRecord(trx, emit, key, body, deps.clock.now())),
  };
}
