/**
 * The devices feature's public module (issue 17): measurement kiosks' keys (issued and revoked by
 * a clinic's administrators), the records kiosks send (matched to patients, or held for the
 * clinic's operators); a matched record becomes the patient's checkup, its readings enter the
 * health log and a critical value alerts the patient's doctors (ingestion.service.ts, checkupFromRecord).
 */
export { default as deviceKeysRoutes } from './device-keys.routes';
export { default as deviceRecordsRoutes } from './device-records.routes';
export { ingestRecord, authenticateDevice, type StoredCheckup, type Ingested } from './ingestion.service';
export { issueDeviceKey, revokeDeviceKey, checkNewKey } from './device-keys.service';
export { devicesRepository, type DeviceKeyRow } from './devices.repository';
export { hashDeviceKey } from './device-key';
export { SAMPLE_OF_TYPE, freshRecordNo, freshSample, measureTimeOf, type SampleName } from './sample-record';
