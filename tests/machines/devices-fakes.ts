import type { PatientListItem } from '../../src/protocol/case-schemas';
import type { DeviceKey, DeviceRecordArrival, IssuedDeviceKey } from '../../src/protocol/device-records';

/** Kiosk keys and kiosk records of clinic 1 (issue 17), for the machine, model and view tests. */

export const LOBBY_KEY: DeviceKey = {
  id: 'dk-1',
  clinic_id: 1,
  label: 'Lobby, 1st floor',
  device_type: 'T8X',
  key_prefix: 'dk_7Hq2',
  created_at: '2026-11-02T08:15:00.000Z',
  revoked_at: null,
  last_used_at: '2026-11-25T09:40:00.000Z',
  records: 42,
};
export const OLD_KEY: DeviceKey = {
  id: 'dk-0',
  clinic_id: 1,
  label: 'Old station',
  device_type: 'GS2',
  key_prefix: 'dk_Zp01',
  created_at: '2026-09-01T08:00:00.000Z',
  revoked_at: '2026-10-30T12:00:00.000Z',
  last_used_at: null,
  records: 0,
};
export const KEYS: DeviceKey[] = [LOBBY_KEY, OLD_KEY];

export const NEW_KEY_SECRET = 'dk_9xYbQ2mL4vT8wR1sK6nP3cJ5hG7fD0aE';
export const ISSUED: IssuedDeviceKey = {
  key: NEW_KEY_SECRET,
  device_key: { id: 'dk-2', clinic_id: 1, label: 'Second floor', device_type: 'GS2', key_prefix: 'dk_9xYb', created_at: '2026-11-26T10:00:00.000Z', revoked_at: null, last_used_at: null, records: 0 },
};
export const LOBBY_REVOKED: DeviceKey = { ...LOBBY_KEY, revoked_at: '2026-11-26T11:00:00.000Z' };

const arrival = (over: Partial<DeviceRecordArrival>): DeviceRecordArrival => ({
  id: 'r-1',
  device_type: 'T8X',
  device_label: 'Lobby, 1st floor',
  machine_id: 'T8X-000123',
  record_no: '1001',
  measured_at: '2026-11-25T09:30:00.000Z',
  received_at: '2026-11-25T09:31:00.000Z',
  status: 'matched',
  patient: null,
  identity: null,
  matched_at: null,
  ...over,
});

export const NINO_ARRIVAL = arrival({
  id: 'r-1',
  status: 'matched',
  patient: { id: 'p-1', firstname: { ka: 'ნინო', en: 'Nino' }, lastname: { ka: 'ბერიძე', en: 'Beridze' } },
  matched_at: '2026-11-25T09:31:00.000Z',
});
export const HELD_ARRIVAL = arrival({
  id: 'r-2',
  device_type: 'GS2',
  device_label: 'Second floor',
  machine_id: 'GS2-000777',
  record_no: '57',
  measured_at: '2026-11-25T10:05:00.000Z',
  received_at: '2026-11-25T10:06:00.000Z',
  status: 'held',
  identity: { id_number: '01001000002', name: 'Levan Gelashvili', sex: 'male', birthdate: '1961-04-12', phone: '+995555123402' },
});
/** A held record the kiosk took hardly anything for. */
export const BARE_HELD = arrival({ id: 'r-3', record_no: '1002', status: 'held', identity: { id_number: '', name: '', sex: null, birthdate: null, phone: null } });
export const ARRIVALS: DeviceRecordArrival[] = [HELD_ARRIVAL, NINO_ARRIVAL];

export const LEVAN: PatientListItem = {
  id: 'p-2',
  firstname: { ka: 'ლევანი', en: 'Levan' },
  lastname: { ka: 'გელაშვილი', en: 'Gelashvili' },
  photo: null,
  id_number: '01001000002',
  gender: 'male',
  birthdate: '1961-04-12',
  last_contact: null,
};
export const LEVAN_MATCHED: DeviceRecordArrival = {
  ...HELD_ARRIVAL,
  status: 'matched',
  patient: { id: LEVAN.id, firstname: LEVAN.firstname, lastname: LEVAN.lastname },
  identity: null,
  matched_at: '2026-11-26T10:00:00.000Z',
};
