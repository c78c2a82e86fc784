/**
 * The checkups feature's public module (issue 17): the checkup routes; `readRecord` and
 * `normaliseRecord` for the devices feature, which reads a kiosk record before storing it; and
 * `storeCheckup`, which turns a matched record into the patient's checkup inside the caller's
 * transaction (it notifies the patient and returns the critical values for the caller's alerts).
 */
export { default as checkupsRoutes } from './checkups.routes';
export { readRecord, readMeasureTime, RECORD_MAX_BYTES, type ReadRecordResult, type RecordHeader, type RecordMember } from './device-record';
export { normaliseRecord, type NormalisedRecord, type PatientAtMeasurement } from './normalise';
export { storeCheckup, type StoreCheckupInput } from './checkups.service';
export { CHECKUP_EVIDENCE, checkupFindings } from './checkup-evidence';
