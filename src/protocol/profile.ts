import { Type, type Static } from '@sinclair/typebox';
import { PASSWORD_MAX, PASSWORD_MIN_EXCLUSIVE, passwordLength } from './auth';
import type { ErrorCode, FieldError } from './errors';

/**
 * The profile pages' payloads (issue 2: personal info, contact info, password, language, avatar)
 * and the field rules both sides apply. Body schemas only bound sizes: the server checks every
 * field itself so that one 422 lists every bad field with a translatable code.
 */

export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
/** Oldest accepted birthdate, in years before today. */
export const BIRTHDATE_MAX_AGE_YEARS = 120;
/** The multipart field that carries an uploaded avatar (the client's api.ts writes it literally, to keep this module out of the start-up bundle). */
export const AVATAR_FIELD = 'file';
/** Avatar formats accepted by content (magic bytes); SVG is refused because it can carry script. */
export const AVATAR_FORMATS = ['png', 'jpeg', 'webp', 'gif'] as const;
export type AvatarFormat = (typeof AVATAR_FORMATS)[number];

const LocalizedInput = Type.Object({ ka: Type.String({ maxLength: 1000 }), en: Type.String({ maxLength: 1000 }) });
const NullableText = (maxLength: number) => Type.Union([Type.String({ maxLength }), Type.Null()]);

/** PUT /api/profile/personal-info */
export const PersonalInfoBodySchema = Type.Object({
  firstname: LocalizedInput,
  lastname: LocalizedInput,
  /** YYYY-MM-DD, or null to clear it. */
  birthdate: NullableText(100),
  /** 'male' or 'female'; anything else is answered with `field.gender`. */
  gender: NullableText(100),
  /** An e-mail address, or null (or blank) to remove it. */
  email: NullableText(1000),
});
export type PersonalInfoBody = Static<typeof PersonalInfoBodySchema>;

/** PUT /api/profile/contact-info */
export const ContactInfoBodySchema = Type.Object({
  /** International number such as +995599123456; spaces, dashes and brackets are ignored. */
  phone: NullableText(100),
  /** ISO 3166-1 alpha-2 country code such as GE. */
  country: NullableText(100),
  email: NullableText(1000),
});
export type ContactInfoBody = Static<typeof ContactInfoBodySchema>;

/** PUT /api/profile/password: `current_password` is needed only when a password is set. */
export const PasswordChangeBodySchema = Type.Object({
  current_password: Type.Optional(Type.String({ maxLength: 1000 })),
  password: Type.String({ maxLength: 1000 }),
  password_confirm: Type.String({ maxLength: 1000 }),
});
export type PasswordChangeBody = Static<typeof PasswordChangeBodySchema>;

/** PUT /api/profile/language */
export const LanguageBodySchema = Type.Object({ language: Type.String({ maxLength: 100 }) });
export type LanguageBody = Static<typeof LanguageBodySchema>;

/** The outcome of one field rule: the cleaned value, or an error code (with its params). */
export type FieldCheck<T> = { ok: true; value: T } | { ok: false; code: ErrorCode; params?: Record<string, string | number> };

const ok = <T>(value: T): FieldCheck<T> => ({ ok: true, value });
const bad = <T>(code: ErrorCode, params?: Record<string, string | number>): FieldCheck<T> => ({ ok: false, code, ...(params ? { params } : {}) });

/**
 * Collects the field errors of one form or request, so that one answer lists every bad field:
 * `add` records a problem, `take` records a failed check and answers the cleaned value otherwise.
 */
export function fieldCollector() {
  const errors: FieldError[] = [];
  return {
    errors,
    add(path: string, code: FieldError['code'], params?: FieldError['params']) {
      errors.push({ path, code, ...(params ? { params } : {}) });
    },
    take<T>(path: string, check: FieldCheck<T>): T | undefined {
      if (check.ok) return check.value;
      errors.push({ path, code: check.code, ...(check.params ? { params: check.params } : {}) });
      return undefined;
    },
  };
}

export type FieldCollector = ReturnType<typeof fieldCollector>;

// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** A name in one language: trimmed, inner whitespace collapsed, at most NAME_MAX characters. */
export function checkName(raw: string): FieldCheck<string> {
  const value = raw.trim().replace(/\s+/g, ' ');
  if (CONTROL.test(value)) return bad('field.format');
  if ([...value].length > NAME_MAX) return bad('field.too_long', { limit: NAME_MAX });
  return ok(value);
}

/** A new password's length in characters (code points): more than PASSWORD_MIN_EXCLUSIVE, at most PASSWORD_MAX. */
export function checkPasswordLength(raw: string): FieldCheck<string> {
  const length = passwordLength(raw);
  if (length <= PASSWORD_MIN_EXCLUSIVE) return bad('field.password_short', { min: PASSWORD_MIN_EXCLUSIVE + 1 });
  if (length > PASSWORD_MAX) return bad('field.too_long', { limit: PASSWORD_MAX });
  return ok(raw);
}

const EMAIL_PATTERN = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,63}$/;

/** An e-mail address (trimmed; blank means none), at most EMAIL_MAX characters. */
export function checkEmail(raw: string | null): FieldCheck<string | null> {
  const value = raw?.trim() ?? '';
  if (value === '') return ok(null);
  if (value.length > EMAIL_MAX) return bad('field.too_long', { limit: EMAIL_MAX });
  const local = value.slice(0, value.lastIndexOf('@'));
  if (!EMAIL_PATTERN.test(value) || local.length > 64 || local.startsWith('.') || local.endsWith('.') || local.includes('..')) {
    return bad('field.email_format');
  }
  return ok(value);
}

/**
 * A phone number in international form, stored as `+` and digits (E.164): 8 to 15 digits, and
 * exactly 9 after Georgia's +995. Spaces, dashes, dots and brackets are dropped; a leading 00
 * becomes +. Blank means none.
 */
export function checkPhone(raw: string | null): FieldCheck<string | null> {
  let value = (raw ?? '').replace(/[\s\-().]/g, '');
  if (value === '') return ok(null);
  if (value.startsWith('00')) value = `+${value.slice(2)}`;
  if (!/^\+[1-9]\d{7,14}$/.test(value)) return bad('field.phone_format');
  if (value.startsWith('+995') && !/^\+995\d{9}$/.test(value)) return bad('field.phone_format');
  return ok(value);
}

/** ISO 3166-1 alpha-2 codes (all 249 officially assigned). */
export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
  'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT ' +
  'MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG ' +
  'UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

/** A country code, upper-cased; blank means none. */
export function checkCountry(raw: string | null): FieldCheck<string | null> {
  const value = (raw ?? '').trim().toUpperCase();
  if (value === '') return ok(null);
  return COUNTRY_CODES.includes(value) ? ok(value) : bad('field.format');
}

/** The calendar date (YYYY-MM-DD) of `now` in UTC+14, the first time zone to reach a new day. */
export function latestToday(now: Date): string {
  return new Date(now.getTime() + 14 * 3600_000).toISOString().slice(0, 10);
}

/**
 * A birthdate: a real YYYY-MM-DD date, not after today anywhere on Earth and not more than
 * BIRTHDATE_MAX_AGE_YEARS years ago. Blank or null means unknown.
 */
export function checkBirthdate(raw: string | null, now: Date): FieldCheck<string | null> {
  const value = raw?.trim() ?? '';
  if (value === '') return ok(null);
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return bad('field.birthdate_format');
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return bad('field.birthdate_format');
  const today = latestToday(now);
  if (value > today) return bad('field.birthdate_future');
  const oldest = `${String(Number(today.slice(0, 4)) - BIRTHDATE_MAX_AGE_YEARS).padStart(4, '0')}${today.slice(4)}`;
  if (value < oldest) return bad('field.birthdate_format', { min: oldest });
  return ok(value);
}
