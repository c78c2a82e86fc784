import { Type, type Static } from '@sinclair/typebox';
import { LanguageSchema, LocalizedSchema } from './common';

export const USER_TYPES = ['Patient', 'Doctor', 'ClinicOperator'] as const;
export type UserType = (typeof USER_TYPES)[number];
// A literal tuple (not USER_TYPES.map): the route type provider infers `never` from a mapped array.
export const UserTypeSchema = Type.Union([Type.Literal('Patient'), Type.Literal('Doctor'), Type.Literal('ClinicOperator')]);

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];
export const GenderSchema = Type.Union([Type.Literal('male'), Type.Literal('female')]);

/** Age used when a birthdate is missing or malformed (SPEC §9). */
export const DEFAULT_AGE = 30;

/** The signed-in person, as `GET /api/auth/user` returns it (SPEC §3 User). */
export const UserSchema = Type.Object({
  id: Type.String(),
  type: UserTypeSchema,
  id_number: Type.String(),
  firstname: LocalizedSchema,
  lastname: LocalizedSchema,
  /** URL of the avatar including its `?v=` version counter, or null. */
  photo: Type.Union([Type.String(), Type.Null()]),
  /** Year-month-day text. */
  birthdate: Type.Union([Type.String(), Type.Null()]),
  language: LanguageSchema,
  password_set: Type.Boolean(),
  /**
   * False until the person has accepted the user agreement: an account a clinic created (a doctor
   * it added, a patient registered at its desk) is asked at its first sign-in.
   */
  agreement_accepted: Type.Boolean(),
  email: Type.Union([Type.String(), Type.Null()]),
  phone: Type.Union([Type.String(), Type.Null()]),
  gender: Type.Union([GenderSchema, Type.Null()]),
  country: Type.Union([Type.String(), Type.Null()]),
  title: Type.Union([LocalizedSchema, Type.Null()]),
  experience_from: Type.Union([Type.Integer(), Type.Null()]),
  speciality_id: Type.Union([Type.Integer(), Type.Null()]),
  languages: Type.Array(Type.String()),
  /** Clinics the person works for (clinic operators and doctors), with their role there. */
  clinics: Type.Array(Type.Object({ id: Type.Integer(), role: Type.String() })),
  /** Clinics where the person is support staff (reads the clinic's problem reports); [] for most people. */
  support_clinics: Type.Array(Type.Integer()),
});
export type User = Static<typeof UserSchema>;

/** Age in whole years on `today`, or DEFAULT_AGE when the birthdate is missing or malformed. */
export function ageOf(birthdate: string | null | undefined, today = new Date()): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthdate ?? '');
  if (!m) return DEFAULT_AGE;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1 || d > 31) return DEFAULT_AGE;
  let age = today.getFullYear() - y;
  if (today.getMonth() + 1 < mo || (today.getMonth() + 1 === mo && today.getDate() < d)) age -= 1;
  return age >= 0 && age < 150 ? age : DEFAULT_AGE;
}

/** A person as others see them in lists (`POST /api/users`, SPEC §7): names by language and photo. */
export const UserSummarySchema = Type.Object({
  id: Type.String(),
  /** Patient, Doctor or ClinicOperator: the sub-text under a name says which. */
  type: UserTypeSchema,
  firstname: LocalizedSchema,
  lastname: LocalizedSchema,
  photo: Type.Union([Type.String(), Type.Null()]),
  /** A doctor's speciality (the static list's id), else null. */
  speciality_id: Type.Union([Type.Integer(), Type.Null()]),
});
export type UserSummary = Static<typeof UserSummarySchema>;

/** Most ids one `POST /api/users` call may ask for. */
export const USERS_BY_IDS_MAX = 100;
export const UsersByIdsBodySchema = Type.Object({
  ids: Type.Array(Type.String({ format: 'uuid' }), { maxItems: USERS_BY_IDS_MAX }),
});
export type UsersByIdsBody = Static<typeof UsersByIdsBodySchema>;
