import { Type, type Static } from '@sinclair/typebox';
import { LanguageSchema, LocalizedSchema } from './common';

/**
 * Registering a patient at a clinic's desk (issue 16, `/patient/register`): any operator of the
 * clinic (src/protocol/clinic-admin.ts `deskClinicIds`) registers a patient who is at the desk or
 * on the phone, with the fields and rules of self-registration (SPEC §5) and an optional e-mail.
 * The account has no password; the patient gets a one-time sign-in link by SMS (and e-mail), and
 * accepts the user agreement at the first sign-in.
 *
 * Routes:
 * - `GET  /api/desk/patients/lookup?clinic_id&id_number` → `{ existing }`: is there a patient
 *   with this ID number already (shown instead of a second account).
 * - `POST /api/desk/patients` → 201 `DeskRegistered`; 409 `desk.patient_exists` with `current`
 *   the existing patient; 422 field errors; 403 `desk.not_allowed` for anyone not an operator of
 *   the clinic.
 * - `POST /api/desk/patients/:id/invitation` `{ clinic_id }` → `InvitationSent`: the sign-in link
 *   again, for a patient the clinic registered who has not signed in yet.
 */

/** The form as sent: text as typed (the server trims and checks every field itself). */
export const DeskRegistrationBodySchema = Type.Object({
  clinic_id: Type.Integer(),
  id_number: Type.String({ maxLength: 200 }),
  firstname: Type.String({ maxLength: 200 }),
  lastname: Type.String({ maxLength: 200 }),
  gender: Type.String({ maxLength: 20 }),
  birthdate: Type.String({ maxLength: 20 }),
  country_code: Type.String({ maxLength: 10 }),
  phone_number: Type.String({ maxLength: 40 }),
  /** Optional: blank means none. */
  email: Type.String({ maxLength: 1000 }),
  /** The language of the patient's messages and interface; Georgian unless chosen. */
  language: Type.Optional(LanguageSchema),
});
export type DeskRegistrationBody = Static<typeof DeskRegistrationBodySchema>;

export const DeskLookupQuerySchema = Type.Object({
  clinic_id: Type.Integer(),
  id_number: Type.String({ maxLength: 200 }),
});
export type DeskLookupQuery = Static<typeof DeskLookupQuerySchema>;

/**
 * A patient who already has an account, as much as the desk needs to recognise them and no more:
 * the name, the birth year and the phone with most digits hidden.
 */
export const ExistingPatientSchema = Type.Object({
  id: Type.String(),
  firstname: LocalizedSchema,
  lastname: LocalizedSchema,
  birth_year: Type.Union([Type.Integer(), Type.Null()]),
  /** Masked, e.g. `+995 5** ** 12 34`; null when the account has no phone. */
  phone: Type.Union([Type.String(), Type.Null()]),
});
export type ExistingPatient = Static<typeof ExistingPatientSchema>;

export const DeskLookupSchema = Type.Object({ existing: Type.Union([ExistingPatientSchema, Type.Null()]) });
export type DeskLookup = Static<typeof DeskLookupSchema>;

/** Which channels took the sign-in link. */
export const InvitationSentSchema = Type.Object({ sms: Type.Boolean(), email: Type.Boolean() });
export type InvitationSent = Static<typeof InvitationSentSchema>;

/** A patient registered at the desk. */
export const DeskRegisteredSchema = Type.Object({
  patient: Type.Object({ id: Type.String(), firstname: LocalizedSchema, lastname: LocalizedSchema }),
  /** The clinic's chat with the patient (opened with the account, so the patient is the clinic's at once). */
  chat_space_id: Type.String(),
  sent: InvitationSentSchema,
  /** Whether an e-mail address was given (so the page can say the e-mail did not go). */
  has_email: Type.Boolean(),
});
export type DeskRegistered = Static<typeof DeskRegisteredSchema>;

export const InvitationBodySchema = Type.Object({ clinic_id: Type.Integer() });
export type InvitationBody = Static<typeof InvitationBodySchema>;

/** `POST /api/chat-spaces/clinic`: an operator opens (or finds) their clinic's chat with a patient. */
export const ClinicChatBodySchema = Type.Object({ clinic_id: Type.Integer(), patient_id: Type.String({ maxLength: 100 }) });
export type ClinicChatBody = Static<typeof ClinicChatBodySchema>;
export const ClinicChatSchema = Type.Object({ id: Type.String() });
export type ClinicChat = Static<typeof ClinicChatSchema>;

/** `POST /api/profile/agreement`: the first sign-in of an account a clinic created. */
export const AgreementBodySchema = Type.Object({
  accepted: Type.Boolean(),
  /** Optional: a password to sign in with later (else by SMS code); empty or absent means none. */
  password: Type.Optional(Type.String({ maxLength: 1000 })),
  password_confirm: Type.Optional(Type.String({ maxLength: 1000 })),
});
export type AgreementBody = Static<typeof AgreementBodySchema>;
