import { PASSWORD_MAX, PASSWORD_MIN_EXCLUSIVE, passwordLength, type RegistrationBody } from '../../../src/protocol/auth';
import type { FieldError } from '../../../src/protocol/errors';
import type { Gender } from '../../../src/protocol/user';
import { isCommonPassword } from './common-passwords';
import { identifierError, normalizeIdentifier } from './identifier';

export const NAME_MAX = 100;
/** Oldest birthdate accepted, in years before today. */
export const MAX_AGE_YEARS = 120;

/** Letters of any script, with inner spaces, hyphens, apostrophes and dots (e.g. "ნინო-მარი", "O'Neil"). */
const NAME_PATTERN = /^\p{L}[\p{L}\p{M}'’. -]*$/u;
const COUNTRY_CODE_PATTERN = /^\+?([1-9]\d{0,3})$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A registration draft after validation, normalized for storage. */
export interface ValidRegistration {
  idNumber: string;
  firstname: string;
  lastname: string;
  gender: Gender;
  birthdate: string;
  /** E.164, e.g. `+995555123456`. */
  phone: string;
  countryCode: string;
  password: string;
  language: 'ka' | 'en';
}

/** `YYYY-MM-DD` of `date` in a time zone. */
function dateIn(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

function isRealDate(text: string): boolean {
  const m = DATE_PATTERN.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

function nameError(path: string, raw: string): FieldError | null {
  const value = raw.trim().replace(/\s+/g, ' ');
  if (value === '') return { path, code: 'field.required' };
  if (value.length > NAME_MAX) return { path, code: 'field.too_long', params: { limit: NAME_MAX } };
  if (!NAME_PATTERN.test(value)) return { path, code: 'field.format' };
  return null;
}

function birthdateError(raw: string, now: Date): FieldError | null {
  const value = raw.trim();
  if (value === '') return { path: 'birthdate', code: 'field.required' };
  if (!isRealDate(value)) return { path: 'birthdate', code: 'field.birthdate_format' };
  // A date is in the future only once it has not begun anywhere on Earth (UTC+14).
  if (value > dateIn(now, 'Pacific/Kiritimati')) return { path: 'birthdate', code: 'field.birthdate_future' };
  const today = dateIn(now, 'UTC');
  const oldest = `${String(Number(today.slice(0, 4)) - MAX_AGE_YEARS).padStart(4, '0')}${today.slice(4)}`;
  if (value < oldest) return { path: 'birthdate', code: 'field.birthdate_format', params: { min: oldest } };
  return null;
}

/** The phone's national digits with spaces, dashes, dots and brackets removed. */
function nationalDigits(raw: string): string {
  return raw.replace(/[\s().-]/g, '');
}

function phoneErrors(body: Pick<RegistrationBody, 'country_code' | 'phone_number'>): FieldError[] {
  const errors: FieldError[] = [];
  const cc = COUNTRY_CODE_PATTERN.exec(body.country_code.trim());
  if (body.country_code.trim() === '') errors.push({ path: 'country_code', code: 'field.required' });
  else if (!cc) errors.push({ path: 'country_code', code: 'field.format' });
  const digits = nationalDigits(body.phone_number);
  if (digits === '') errors.push({ path: 'phone_number', code: 'field.required' });
  else if (!/^\d+$/.test(digits)) errors.push({ path: 'phone_number', code: 'field.phone_format' });
  else if (cc && cc[1] === '995' && !/^5\d{8}$/.test(digits)) errors.push({ path: 'phone_number', code: 'field.phone_format', params: { length: 9 } });
  else if (digits.length < 4 || (cc ? cc[1].length : 1) + digits.length > 15) errors.push({ path: 'phone_number', code: 'field.phone_format' });
  return errors;
}

/** The password rules of registration (SPEC §5), also for a password set at a first sign-in. */
export function passwordErrors(body: Pick<RegistrationBody, 'password' | 'password_confirm'>): FieldError[] {
  const errors: FieldError[] = [];
  const { password } = body;
  if (password === '') errors.push({ path: 'password', code: 'field.required' });
  else if (passwordLength(password) <= PASSWORD_MIN_EXCLUSIVE) errors.push({ path: 'password', code: 'field.password_short', params: { min: PASSWORD_MIN_EXCLUSIVE + 1 } });
  else if (passwordLength(password) > PASSWORD_MAX) errors.push({ path: 'password', code: 'field.too_long', params: { limit: PASSWORD_MAX } });
  else if (isCommonPassword(password)) errors.push({ path: 'password', code: 'field.password_common' });
  if (body.password_confirm !== password) errors.push({ path: 'password_confirm', code: 'field.password_mismatch' });
  return errors;
}

/** The person's fields of a registration draft: who they are and their phone (no password, no consent). */
export type PersonFields = Pick<RegistrationBody, 'id_number' | 'firstname' | 'lastname' | 'gender' | 'birthdate' | 'country_code' | 'phone_number'>;

/** A person's fields after validation, normalized for storage. */
export type ValidPerson = Omit<ValidRegistration, 'password' | 'language'>;

/**
 * Checks the person's fields (SPEC §2, §5) as self-registration does: the ID number, names,
 * gender, birthdate and phone. Returns every problem, or the normalized values. An operator
 * registering a patient at the desk (issue 16) applies exactly these rules.
 */
export function validatePerson(body: PersonFields, now: Date): { errors: FieldError[] } | { value: ValidPerson } {
  const errors: FieldError[] = [];
  const push = (e: FieldError | null) => e && errors.push(e);
  push(identifierError(body.id_number, 'id_number'));
  push(nameError('firstname', body.firstname));
  push(nameError('lastname', body.lastname));
  const gender = body.gender.trim();
  if (gender !== 'male' && gender !== 'female') errors.push({ path: 'gender', code: 'field.gender' });
  push(birthdateError(body.birthdate, now));
  errors.push(...phoneErrors(body));
  if (errors.length) return { errors };
  const countryCode = `+${COUNTRY_CODE_PATTERN.exec(body.country_code.trim())![1]}`;
  return {
    value: {
      idNumber: normalizeIdentifier(body.id_number),
      firstname: body.firstname.trim().replace(/\s+/g, ' '),
      lastname: body.lastname.trim().replace(/\s+/g, ' '),
      gender: gender as Gender,
      birthdate: body.birthdate.trim(),
      phone: `${countryCode}${nationalDigits(body.phone_number)}`,
      countryCode,
    },
  };
}

/**
 * Checks every field of a registration draft at once (SPEC §2, §5) and returns all problems, or
 * the normalized registration when there are none. Uniqueness is checked against the database
 * separately.
 */
export function validateRegistration(body: RegistrationBody, now: Date): { errors: FieldError[] } | { value: ValidRegistration } {
  const person = validatePerson(body, now);
  const errors: FieldError[] = 'errors' in person ? [...person.errors] : [];
  errors.push(...passwordErrors(body));
  if (body.agreed !== true) errors.push({ path: 'agreed', code: 'field.agreement_required' });
  if (errors.length || 'errors' in person) return { errors };
  return { value: { ...person.value, password: body.password, language: body.language ?? 'ka' } };
}
