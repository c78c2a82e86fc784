import type { DeviceKey, DeviceRecordArrival, IssuedDeviceKey, NewDeviceKeyBody } from '../protocol/device-records';
import type { Api } from './api';

const id = encodeURIComponent;

/**
 * Measurement kiosks (issue 17; src/protocol/device-records.ts has the route table): a clinic's
 * device keys on /cadmin, and the records that arrived at a clinic for its operators.
 */
export function createDevicesApi(api: Api) {
  const keys = (clinicId: number) => `cadmin/clinics/${clinicId}/device-keys`;
  const records = (clinicId: number) => `clinics/${clinicId}/device-records`;
  return {
    keys: (clinicId: number) => api.get<DeviceKey[]>(keys(clinicId)),
    issueKey: (clinicId: number, body: NewDeviceKeyBody) => api.post<IssuedDeviceKey>(keys(clinicId), body),
    revokeKey: (clinicId: number, keyId: string) => api.post<DeviceKey>(`${keys(clinicId)}/${id(keyId)}/revoke`),
    arrivals: (clinicId: number, heldOnly: boolean) => api.get<DeviceRecordArrival[]>(records(clinicId), heldOnly ? { status: 'held' } : undefined),
    match: (clinicId: number, recordId: string, patientId: string) => api.post<DeviceRecordArrival>(`${records(clinicId)}/${id(recordId)}/match`, { patient_id: patientId }),
  };
}
