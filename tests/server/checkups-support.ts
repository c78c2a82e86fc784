import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DeviceType } from '../../src/protocol/checkups';
import { withEvents } from '../../server/events/event-store';
import { readRecord, storeCheckup } from '../../server/features/checkups';
import type { TestServer } from '../support/server';

/** A kiosk sample record of tests/fixtures/devices. */
export const deviceFixture = (name: string): Record<string, unknown> => JSON.parse(readFileSync(join(import.meta.dirname, `../fixtures/devices/${name}.json`), 'utf8'));

/** Sets a person's birthdate and sex (the test users have neither). */
export async function describePerson(s: TestServer, id: string, birthdate: string | null, gender: 'male' | 'female' | null): Promise<void> {
  await s.db.updateTable('users').set({ birthdate, gender }).where('id', '=', id).execute();
}

/**
 * A kiosk record of the patient stored as their checkup, the way the devices feature does it: a
 * device key and a device-records row written straight in the database (that feature owns those
 * writes), then `storeCheckup` in one transaction with its events.
 */
export async function kioskCheckup(s: TestServer, c: { patientId: string; clinicId: number; fixture: string; deviceType: DeviceType; recordNo?: string; measureTime?: string }) {
  const raw = { ...deviceFixture(c.fixture), ...(c.recordNo ? { RecordNo: c.recordNo } : {}), ...(c.measureTime ? { MeasureTime: c.measureTime } : {}) };
  const read = readRecord(c.deviceType, raw, 'Asia/Tbilisi', s.clock.now());
  if (!read.ok) throw new Error(JSON.stringify(read.errors));
  const { header } = read;
  const keyId = randomUUID();
  await s.db.insertInto('device_keys').values({ id: keyId, clinic_id: c.clinicId, label: 'Kiosk', device_type: c.deviceType, key_hash: randomUUID(), key_prefix: 'dk_test' }).execute();
  const recordId = randomUUID();
  await s.db
    .insertInto('device_records')
    .values({
      id: recordId, device_key_id: keyId, clinic_id: c.clinicId, device_type: c.deviceType, machine_id: header.machineId, record_no: header.recordNo,
      id_number: header.idNumber, measured_at: header.measuredAt, raw: JSON.stringify(raw), status: 'matched', patient_id: c.patientId, matched_at: s.clock.now(),
    })
    .execute();
  const patient = await s.db.selectFrom('users').select(['id', 'birthdate', 'gender']).where('id', '=', c.patientId).executeTakeFirstOrThrow();
  const input = { deviceRecordId: recordId, patient, clinicId: c.clinicId, deviceType: c.deviceType, recordNo: header.recordNo, raw, measuredAt: header.measuredAt, now: s.clock.now() };
  const stored = await withEvents(s, (trx, emit) => storeCheckup(trx, emit, input));
  /** The same device record stored again (what the devices feature must never do). */
  const storeAgain = () => withEvents(s, (trx, emit) => storeCheckup(trx, emit, input));
  return { ...stored, storeAgain };
}
