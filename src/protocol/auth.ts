import { Type, type Static } from '@sinclair/typebox';
import { GenderSchema, UserSchema } from './user';

/** Sign-in methods in the order the login screen preselects them (SPEC §2). */
export const LOGIN_METHODS = ['Password', 'PhoneCode', 'EmailCode'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];
export const LoginMethodSchema = Type.Union([Type.Literal('Password'), Type.Literal('PhoneCode'), Type.Literal('EmailCode')]);

/** One-time code rules (issue 2): 6 digits, 5 minutes, 5 tries, resend 1/min and 5/hour. */
export const CODE_LENGTH = 6;
export const CODE_TTL_SECONDS = 5 * 60;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_SECONDS = 60;
export const CODE_MAX_PER_HOUR = 5;

/** A limit on code sends: at most `max` in any `seconds`. */
export interface SendLimit {
  seconds: number;
  max: number;
}
/**
 * Code sends from one network address (issue 18), over every identifier and number: one person
 * needs two or three codes to sign in, and a clinic's Wi-Fi or a mobile operator's shared address
 * may carry a few people signing in at once; ten in 10 minutes and 30 an hour serve them, while
 * one client texting many numbers is stopped after ten. An IPv6 address counts by its /64.
 */
export const CODE_SENDS_PER_IP: readonly SendLimit[] = [
  { seconds: 10 * 60, max: 10 },
  { seconds: 60 * 60, max: 30 },
];
/**
 * Code sends from one signed-in session (issue 18). The app never asks for a code once signed in,
 * so five in 10 minutes is already generous; a token cannot spread its sends over many addresses.
 */
export const CODE_SENDS_PER_SESSION: readonly SendLimit[] = [{ seconds: 10 * 60, max: 5 }];
/** Session lifetime: one month (SPEC §9). */
export const SESSION_DAYS = 30;
/** Passwords must be longer than this (SPEC §5). */
export const PASSWORD_MIN_EXCLUSIVE = 6;
export const PASSWORD_MAX = 128;
/**
 * A password's length as every check counts it, on the device and on the server: in characters
 * (code points), so an emoji or another character outside the basic plane counts once, not twice.
 */
export const passwordLength = (password: string): number => [...password].length;
export const IDENTIFIER_MAX = 20;
/** Personal number (11 digits) or a passport number: letters and digits, 6 to 20 long. */
export const IDENTIFIER_PATTERN = /^[0-9A-Za-z]{6,20}$/;

/** Identifier as typed: the server trims and checks it, so the schema only bounds its size. */
const Identifier = Type.String({ maxLength: 200 });
const Code = Type.String({ maxLength: 50 });

export const LoginBodySchema = Type.Object({ identifier: Identifier });
export const LoginMethodsSchema = Type.Object({ methods: Type.Array(LoginMethodSchema) });
export type LoginMethods = Static<typeof LoginMethodsSchema>;

export const PasswordLoginBodySchema = Type.Object({ identifier: Identifier, password: Type.String({ maxLength: 1000 }) });
export const CodeRequestBodySchema = Type.Object({ identifier: Identifier });
export const CodeSubmitBodySchema = Type.Object({ identifier: Identifier, code: Code });
export const AuthcodeBodySchema = Type.Object({ code: Code });

/** What a code request answers: where the code went (masked) and when a resend is allowed. */
export const CodeSentSchema = Type.Object({
  sent_to: Type.String(),
  expires_in: Type.Integer(),
  resend_in: Type.Integer(),
});
export type CodeSent = Static<typeof CodeSentSchema>;

/** A successful sign-in. The token goes into the `session` cookie and the bearer header. */
export const SessionSchema = Type.Object({ token: Type.String(), user: UserSchema });
export type Session = Static<typeof SessionSchema>;

/** The registration draft (SPEC §3), as sent to the server at step 4. */
export const RegistrationBodySchema = Type.Object({
  id_number: Type.String({ maxLength: 200 }),
  firstname: Type.String({ maxLength: 200 }),
  lastname: Type.String({ maxLength: 200 }),
  gender: Type.String({ maxLength: 20 }),
  birthdate: Type.String({ maxLength: 20 }),
  country_code: Type.String({ maxLength: 10 }),
  phone_number: Type.String({ maxLength: 40 }),
  password: Type.String({ maxLength: 1000 }),
  password_confirm: Type.String({ maxLength: 1000 }),
  agreed: Type.Boolean(),
  language: Type.Optional(Type.Union([Type.Literal('ka'), Type.Literal('en')])),
});
export type RegistrationBody = Static<typeof RegistrationBodySchema>;
export const RegistrationSubmitBodySchema = Type.Intersect([RegistrationBodySchema, Type.Object({ code: Code })]);
export type RegistrationSubmitBody = Static<typeof RegistrationSubmitBodySchema>;

export { GenderSchema };

/** How long a one-time authcode (the `token` query parameter of a link) stays valid. */
export const AUTHCODE_TTL_SECONDS = 10 * 60;

/**
 * How long the sign-in link of an account a clinic created stays valid (a new doctor's or a
 * patient's registered at the desk): long enough to open it the next day, and it still works once.
 */
export const INVITATION_TTL_SECONDS = 72 * 60 * 60;

/**
 * `POST /api/interviews/{id}/bind-patient` answer: after sign-in, an `interview` cookie binds the
 * guest interview it names to the signed-in patient (SPEC §7).
 */
export const InterviewBindingSchema = Type.Object({ id: Type.String(), patient_id: Type.String() });
export type InterviewBinding = Static<typeof InterviewBindingSchema>;
