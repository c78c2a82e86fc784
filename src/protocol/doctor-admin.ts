import { Type, type Static } from '@sinclair/typebox';
import { LocalizedSchema, type Localized } from './common';
import type { FieldError } from './errors';
import { checkEmail, checkName } from './profile';

/**
 * A clinic's doctors as its administrators run them (`/cadmin/doctors`, issue 16). Only the
 * clinic's administrators (src/protocol/clinic-admin.ts) call these; everyone else gets 403
 * `cadmin.not_allowed`, a doctor who is not a member of the clinic 404 `doctor_admin.not_found`.
 *
 * | route | answer |
 * |---|---|
 * | `GET /api/cadmin/clinics/:clinicId/doctors` | `{ data: AdminDoctor[] }` (active and deactivated) |
 * | `POST /api/cadmin/clinics/:clinicId/doctors/existing` `{ id_number, clinic_service_ids }` | 201 `{ data: DoctorAdded }` (an existing Doctor account joins) |
 * | `POST /api/cadmin/clinics/:clinicId/doctors` multipart: field `data` (NewDoctorBody as JSON), optional file `photo` | 201 `{ data: DoctorAdded }` (a new account, invited) |
 * | `PUT /api/cadmin/clinics/:clinicId/doctors/:doctorId/services` `{ clinic_service_ids }` | `{ data: AdminDoctor }` |
 * | `POST /api/cadmin/clinics/:clinicId/doctors/:doctorId/deactivate` and `/reactivate` | `{ data: AdminDoctor }` |
 * | `POST /api/cadmin/clinics/:clinicId/doctors/:doctorId/invite` | `{ data: InvitationSent }` (a new one-time link) |
 * | `GET /api/cadmin/clinics/:clinicId/doctors/:doctorId/appointments` | `{ data: DoctorAppointment[] }` (future ones at the clinic) |
 */

const Nullable = <T extends import('@sinclair/typebox').TSchema>(s: T) => Type.Union([s, Type.Null()]);

/** Languages a doctor may consult in (ISO 639-1), as the public doctor pages name them. */
export const DOCTOR_LANGUAGES = ['ka', 'en', 'ru', 'de', 'fr', 'tr', 'hy', 'az', 'uk', 'es', 'it', 'ar', 'he'] as const;
/** The earliest year a doctor may have started practising. */
export const EXPERIENCE_FROM_MIN = 1950;
/** The multipart field of a new doctor's details (JSON) and of their photo. */
export const NEW_DOCTOR_DATA_FIELD = 'data';
export const NEW_DOCTOR_PHOTO_FIELD = 'photo';

export const AdminDoctorSchema = Type.Object({
  id: Type.String(),
  firstname: LocalizedSchema,
  lastname: LocalizedSchema,
  photo: Nullable(Type.String()),
  id_number: Type.String(),
  phone: Nullable(Type.String()),
  email: Nullable(Type.String()),
  speciality_id: Nullable(Type.Integer()),
  title: Nullable(LocalizedSchema),
  experience_from: Nullable(Type.Integer()),
  languages: Type.Array(Type.String()),
  /** False once deactivated at this clinic. */
  active: Type.Boolean(),
  deactivated_at: Nullable(Type.String()),
  /** The clinic services (of this clinic) the doctor provides. */
  clinic_service_ids: Type.Array(Type.Integer()),
  /** Appointments at this clinic still to come (created, pending or activated). */
  future_appointments: Type.Integer(),
  /** False until the doctor has signed in and accepted the user agreement (a link may be sent again). */
  agreement_accepted: Type.Boolean(),
});
export type AdminDoctor = Static<typeof AdminDoctorSchema>;

/** Which channels took the one-time sign-in link. */
export const InvitationSentSchema = Type.Object({ sms: Type.Boolean(), email: Type.Boolean() });
export type InvitationSent = Static<typeof InvitationSentSchema>;

export const DoctorAddedSchema = Type.Object({ doctor: AdminDoctorSchema, sent: Nullable(InvitationSentSchema) });
export type DoctorAdded = Static<typeof DoctorAddedSchema>;

/** A future appointment of a doctor at the clinic, for the operator to reassign (/schedules/{id}). */
export const DoctorAppointmentSchema = Type.Object({
  id: Type.String(),
  start_time: Type.String(),
  status: Type.String(),
  patient: Type.Object({ firstname: LocalizedSchema, lastname: LocalizedSchema }),
  service_name: LocalizedSchema,
});
export type DoctorAppointment = Static<typeof DoctorAppointmentSchema>;

export const ClinicParamsSchema = Type.Object({ clinicId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
export const ClinicDoctorParamsSchema = Type.Object({ clinicId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), doctorId: Type.String({ maxLength: 64 }) });

const ServiceIds = Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), { maxItems: 200 });

export const ExistingDoctorBodySchema = Type.Object({ id_number: Type.String({ maxLength: 100 }), clinic_service_ids: ServiceIds });
export type ExistingDoctorBody = Static<typeof ExistingDoctorBodySchema>;

export const DoctorServicesBodySchema = Type.Object({ clinic_service_ids: ServiceIds });
export type DoctorServicesBody = Static<typeof DoctorServicesBodySchema>;

const Text = Type.String({ maxLength: 400 });
const LocalizedText = Type.Object({ ka: Text, en: Text });

/** A new doctor's details (the JSON of the multipart field `data`). */
export const NewDoctorBodySchema = Type.Object({
  firstname: LocalizedText,
  lastname: LocalizedText,
  id_number: Text,
  phone: Text,
  email: Text,
  speciality_id: Nullable(Type.Integer()),
  title: LocalizedText,
  experience_from: Nullable(Type.Integer()),
  languages: Type.Array(Type.String({ maxLength: 10 }), { maxItems: 20 }),
  clinic_service_ids: ServiceIds,
});
export type NewDoctorBody = Static<typeof NewDoctorBodySchema>;

/** A new doctor's details as stored: names trimmed, phone in E.164. */
export interface NewDoctor {
  firstname: Localized;
  lastname: Localized;
  idNumber: string;
  phone: string;
  email: string;
  specialityId: number;
  title: Localized | null;
  experienceFrom: number | null;
  languages: string[];
  clinicServiceIds: number[];
}

/** A Georgian ID number: 11 digits. */
export const isIdNumber = (raw: string) => /^\d{11}$/.test(raw.trim());

/**
 * A Georgian mobile number as typed (`5XX XX XX XX`, with or without +995 or 00995), in E.164
 * (`+9955XXXXXXXX`), or null when it is not one.
 */
export function georgianMobile(raw: string): string | null {
  let digits = raw.replace(/[\s\-().]/g, '');
  if (digits.startsWith('+995')) digits = digits.slice(4);
  else if (digits.startsWith('00995')) digits = digits.slice(5);
  else if (digits.startsWith('995') && digits.length === 12) digits = digits.slice(3);
  return /^5\d{8}$/.test(digits) ? `+995${digits}` : null;
}

/** The ID-number field of "add by ID number": field errors, [] when it is well-formed. */
export function checkIdNumberField(raw: string, path = 'id_number'): FieldError[] {
  if (raw.trim() === '') return [{ path, code: 'field.required' }];
  return isIdNumber(raw) ? [] : [{ path, code: 'field.identifier_format' }];
}

/** The services a doctor provides: at least one. */
export function checkServiceIds(ids: readonly number[], path = 'clinic_service_ids'): FieldError[] {
  return ids.length === 0 ? [{ path, code: 'field.required' }] : [];
}

function requiredName(errors: FieldError[], path: string, raw: string): string {
  const check = checkName(raw);
  if (!check.ok) errors.push({ path, code: check.code, ...(check.params ? { params: check.params } : {}) });
  else if (check.value === '') errors.push({ path, code: 'field.required' });
  return check.ok ? check.value : '';
}

/**
 * Every rule of a new doctor's form that needs no database, for the device and the server alike:
 * answers every bad field at once, or the cleaned doctor. `year` is the current year (experience
 * may not start in the future). The server adds uniqueness and that services and speciality exist.
 */
export function checkNewDoctor(body: NewDoctorBody, year: number): { errors: FieldError[] } | { value: NewDoctor } {
  const errors: FieldError[] = [];
  const firstname = { ka: requiredName(errors, 'firstname.ka', body.firstname.ka), en: requiredName(errors, 'firstname.en', body.firstname.en) };
  const lastname = { ka: requiredName(errors, 'lastname.ka', body.lastname.ka), en: requiredName(errors, 'lastname.en', body.lastname.en) };
  errors.push(...checkIdNumberField(body.id_number));
  const phone = body.phone.trim() === '' ? null : georgianMobile(body.phone);
  if (body.phone.trim() === '') errors.push({ path: 'phone', code: 'field.required' });
  else if (!phone) errors.push({ path: 'phone', code: 'field.phone_format', params: { length: 9 } });
  const email = checkEmail(body.email);
  if (!email.ok) errors.push({ path: 'email', code: email.code, ...(email.params ? { params: email.params } : {}) });
  else if (email.value === null) errors.push({ path: 'email', code: 'field.required' });
  if (body.speciality_id === null) errors.push({ path: 'speciality_id', code: 'field.required' });
  const titleKa = checkName(body.title.ka);
  const titleEn = checkName(body.title.en);
  if (!titleKa.ok) errors.push({ path: 'title.ka', code: titleKa.code });
  if (!titleEn.ok) errors.push({ path: 'title.en', code: titleEn.code });
  const from = body.experience_from;
  if (from !== null && (from < EXPERIENCE_FROM_MIN || from > year)) errors.push({ path: 'experience_from', code: 'field.number_range', params: { min: EXPERIENCE_FROM_MIN, max: year } });
  const languages = [...new Set(body.languages)];
  if (languages.length === 0) errors.push({ path: 'languages', code: 'field.required' });
  else if (languages.some((l) => !(DOCTOR_LANGUAGES as readonly string[]).includes(l))) errors.push({ path: 'languages', code: 'field.language' });
  errors.push(...checkServiceIds(body.clinic_service_ids));
  if (errors.length) return { errors };
  const tKa = titleKa.ok ? titleKa.value : '';
  const tEn = titleEn.ok ? titleEn.value : '';
  return {
    value: {
      firstname,
      lastname,
      idNumber: body.id_number.trim(),
      phone: phone!,
      email: (email as { value: string }).value,
      specialityId: body.speciality_id!,
      title: tKa || tEn ? { ka: tKa || tEn, en: tEn || tKa } : null,
      experienceFrom: from,
      languages,
      clinicServiceIds: [...new Set(body.clinic_service_ids)],
    },
  };
}
