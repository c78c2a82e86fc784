import { Type, type Static } from '@sinclair/typebox';
import { DeviceTypeSchema } from './checkups';

/**
 * Kiosk records in (issue 17, SPEC §3 Checkup: device record types T8X and GS2) and the keys the
 * kiosks authenticate with.
 *
 * A kiosk sends one record per measured person:
 *   `POST /api/devices/records` with `Authorization: Device <key>` and the record as JSON.
 * Answers (`{ data: DeviceRecordReceipt }`): 201 a new record matched to a patient (its checkup),
 * 200 the same machine and RecordNo sent again (the stored checkup or held record, nothing
 * changed), 202 a record whose ID number is no patient's (held for an operator to match).
 * Failures: 401 `device.key_missing` / `device.key_invalid`, 403 `device.key_revoked`, 422
 * `device.record_invalid` (with field errors: what is missing or malformed), 409
 * `device.type_mismatch` (a GS2 record with a T8X key). Nothing is stored on a failure.
 *
 * The record keeps the kiosk's own layout (nested objects of strings, as the kiosks send them);
 * fields the server reads: `MachineId`, `RecordNo`, `MeasureTime` (`YYYY-MM-DD HH:mm:ss`, the
 * clinic's local time, Asia/Tbilisi), the patient's personal ID number in `userId` (T8X) or
 * `UserID` (GS2; `Member.IdCode` as a fallback for both), `Member` (name, sex, birthday) and the
 * measurement objects (`Height`, `Fat`, `MinFat`, `BloodPressure`, `Bo`, `PEEcg`, `Temperature`,
 * `Whr`, `BloodSugar`, `Ua`, `Chol`, `BloodFat`, `ArteryAve`; GS2 also `Urinalysis`, `Hb`,
 * `Vision`, `Tooth`, `Ultrasonic`, `PsychologicalAssessment`). Samples: tests/fixtures/devices/.
 *
 * Device keys, by the clinic's administrators (else 403 `cadmin.not_allowed`):
 * | route | answer |
 * |---|---|
 * | `GET /api/cadmin/clinics/:clinicId/device-keys` | `{ data: DeviceKey[] }` newest first |
 * | `POST /api/cadmin/clinics/:clinicId/device-keys` NewDeviceKeyBody | 201 `{ data: IssuedDeviceKey }` (the key itself is shown only here) |
 * | `POST /api/cadmin/clinics/:clinicId/device-keys/:id/revoke` | `{ data: DeviceKey }` |
 *
 * Records that arrived, by the clinic's operators (values never shown; else 403 `forbidden`):
 * | route | answer |
 * |---|---|
 * | `GET /api/clinics/:clinicId/device-records` `?status=held` | `{ data: DeviceRecordArrival[] }` newest first, at most 200 |
 * | `POST /api/clinics/:clinicId/device-records/:id/match` `{ patient_id }` | `{ data: DeviceRecordArrival }` (a held record becomes the patient's checkup) |
 */

export const DEVICE_KEY_LABEL_MAX = 80;

export const DeviceKeySchema = Type.Object({
  id: Type.String(),
  clinic_id: Type.Integer(),
  label: Type.String(),
  device_type: DeviceTypeSchema,
  /** The key's first characters, to tell keys apart. */
  key_prefix: Type.String(),
  created_at: Type.String(),
  revoked_at: Type.Union([Type.String(), Type.Null()]),
  last_used_at: Type.Union([Type.String(), Type.Null()]),
  records: Type.Integer(),
});
export type DeviceKey = Static<typeof DeviceKeySchema>;

export const IssuedDeviceKeySchema = Type.Object({ device_key: DeviceKeySchema, key: Type.String() });
export type IssuedDeviceKey = Static<typeof IssuedDeviceKeySchema>;

export const NewDeviceKeyBodySchema = Type.Object({ label: Type.String({ maxLength: 200 }), device_type: Type.String({ maxLength: 10 }) });
export type NewDeviceKeyBody = Static<typeof NewDeviceKeyBodySchema>;

export const DeviceRecordReceiptSchema = Type.Object({
  record_id: Type.String(),
  status: Type.Union([Type.Literal('matched'), Type.Literal('held')]),
  checkup_id: Type.Union([Type.String(), Type.Null()]),
  /** True when this machine and RecordNo had been received before (nothing changed). */
  duplicate: Type.Boolean(),
});
export type DeviceRecordReceipt = Static<typeof DeviceRecordReceiptSchema>;

/** What an operator sees of a record that arrived: never its values. */
export const DeviceRecordArrivalSchema = Type.Object({
  id: Type.String(),
  device_type: DeviceTypeSchema,
  device_label: Type.String(),
  machine_id: Type.String(),
  record_no: Type.String(),
  measured_at: Type.String(),
  received_at: Type.String(),
  status: Type.Union([Type.Literal('matched'), Type.Literal('held')]),
  /** The matched patient (null while held). */
  patient: Type.Union([Type.Object({ id: Type.String(), firstname: Type.Object({ ka: Type.String(), en: Type.String() }), lastname: Type.Object({ ka: Type.String(), en: Type.String() }) }), Type.Null()]),
  /** For a held record only: the identifying fields the kiosk took, to find the person. */
  identity: Type.Union([
    Type.Object({ id_number: Type.String(), name: Type.String(), sex: Type.Union([Type.Literal('male'), Type.Literal('female'), Type.Null()]), birthdate: Type.Union([Type.String(), Type.Null()]), phone: Type.Union([Type.String(), Type.Null()]) }),
    Type.Null(),
  ]),
  matched_at: Type.Union([Type.String(), Type.Null()]),
});
export type DeviceRecordArrival = Static<typeof DeviceRecordArrivalSchema>;

export const MatchRecordBodySchema = Type.Object({ patient_id: Type.String({ maxLength: 64 }) });
