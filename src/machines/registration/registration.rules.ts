import { CODE_LENGTH, IDENTIFIER_MAX, IDENTIFIER_PATTERN, PASSWORD_MAX, PASSWORD_MIN_EXCLUSIVE, passwordLength, type RegistrationBody } from '../../protocol/auth';
import type { FieldError } from '../../protocol/errors';
import type { Gender } from '../../protocol/user';

/**
 * The registration draft (SPEC §3) and the checks the wizard makes before it asks the server
 * (SPEC §5). The server checks everything again; these only spare the person a round trip and
 * say what is wrong next to the field, in the step that holds it.
 */
export interface RegistrationDraft {
  id_number: string;
  firstname: string;
  lastname: string;
  /** Empty until the person chooses. */
  gender: Gender | '';
  /** `YYYY-MM-DD` composed from the three birthdate fields (possibly not a real date yet). */
  birthdate: string;
  country_code: string;
  phone_number: string;
  password: string;
  password_confirm: string;
  agreed: boolean;
}

/** The birthdate as typed: day and year as text, month as its number 1–12 (or empty). */
export interface BirthdateParts {
  day: string;
  month: string;
  year: string;
}

/** The draft fields typed as text (gender, birthdate and agreement have their own events). */
export type TextField = 'id_number' | 'firstname' | 'lastname' | 'country_code' | 'phone_number' | 'password' | 'password_confirm';

/** The wizard's steps, in order, with the draft fields each one holds. */
export const STEPS = ['names', 'details', 'contact', 'confirm'] as const;
export type Step = (typeof STEPS)[number];
/** A field of step 3, each able to show its own problem. */
export type ContactField = 'country_code' | 'phone_number' | 'password' | 'password_confirm' | 'agreed';
export const CONTACT_FIELDS: readonly ContactField[] = ['country_code', 'phone_number', 'password', 'password_confirm', 'agreed'];
export const STEP_FIELDS: Record<Step, readonly string[]> = {
  names: ['firstname', 'lastname', 'id_number'],
  details: ['gender', 'birthdate'],
  contact: CONTACT_FIELDS,
  confirm: ['code'],
};

/** Georgia first: the clinic's patients are mostly at home; the code is sent by SMS. */
export const DEFAULT_COUNTRY_CODE = '+995';
const GEORGIA = '+995';
/** Georgian mobile numbers: 9 digits starting with 5. */
const GEORGIAN_MOBILE = /^5\d{8}$/;
/** Oldest birthdate accepted, in years before today (the server's rule). */
const MAX_AGE_YEARS = 120;

export function emptyDraft(idNumber: string): RegistrationDraft {
  return {
    id_number: idNumber,
    firstname: '',
    lastname: '',
    gender: '',
    birthdate: '',
    country_code: DEFAULT_COUNTRY_CODE,
    phone_number: '',
    password: '',
    password_confirm: '',
    agreed: false,
  };
}

/** `YYYY-MM-DD` from the parts, padded; empty when every part is empty. */
export function composeBirthdate(parts: BirthdateParts): string {
  const { day, month, year } = parts;
  if (!day && !month && !year) return '';
  return `${year.padStart(4, '0')}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** Digits only, at most `max` of them (day, year, SMS code). */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}

/** Whether `text` is `YYYY-MM-DD` and names a day that exists. */
export function isRealDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** The phone number with the separators people type (spaces, dashes, dots, brackets) removed. */
export function phoneDigits(phone: string): string {
  return phone.replace(/[\s().-]/g, '');
}

/** SPEC §5: the password is longer than 6 characters. */
export const isPasswordLongEnough = (draft: RegistrationDraft) => passwordLength(draft.password) > PASSWORD_MIN_EXCLUSIVE;
/** SPEC §5: the confirmation equals the password (and something was typed). */
export const doPasswordsMatch = (draft: RegistrationDraft) => draft.password !== '' && draft.password === draft.password_confirm;
/** SPEC §2: step 4 exists only when both password rules hold. */
export const isPasswordAcceptable = (draft: RegistrationDraft) => isPasswordLongEnough(draft) && doPasswordsMatch(draft);

/** A complete SMS code: exactly CODE_LENGTH digits. */
export const isCodeComplete = (code: string) => new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code);

/** The names and the ID number (also the desk's registration form, src/machines/desk-registration). */
export function nameErrors(draft: Pick<RegistrationDraft, 'firstname' | 'lastname' | 'id_number'>): FieldError[] {
  const errors: FieldError[] = [];
  if (!draft.firstname.trim()) errors.push({ path: 'firstname', code: 'field.required' });
  if (!draft.lastname.trim()) errors.push({ path: 'lastname', code: 'field.required' });
  const id = draft.id_number.trim();
  if (!id) errors.push({ path: 'id_number', code: 'field.required' });
  else if (id.length > IDENTIFIER_MAX) errors.push({ path: 'id_number', code: 'field.too_long', params: { limit: IDENTIFIER_MAX } });
  else if (!IDENTIFIER_PATTERN.test(id)) errors.push({ path: 'id_number', code: 'field.identifier_format' });
  return errors;
}

/** Gender and birthdate (`today` is the device's date, YYYY-MM-DD). */
export function detailErrors(draft: Pick<RegistrationDraft, 'gender' | 'birthdate'>, birth: BirthdateParts, today: string): FieldError[] {
  const errors: FieldError[] = [];
  if (draft.gender !== 'male' && draft.gender !== 'female') errors.push({ path: 'gender', code: 'field.gender' });
  const oldest = `${Number(today.slice(0, 4)) - MAX_AGE_YEARS}${today.slice(4)}`;
  if (!birth.day || !birth.month || !birth.year) errors.push({ path: 'birthdate', code: 'field.required' });
  else if (birth.year.length !== 4 || !isRealDate(draft.birthdate) || draft.birthdate < oldest) errors.push({ path: 'birthdate', code: 'field.birthdate_format' });
  else if (draft.birthdate > today) errors.push({ path: 'birthdate', code: 'field.birthdate_future' });
  return errors;
}

/** The country code and the phone number. */
export function phoneErrors(draft: Pick<RegistrationDraft, 'country_code' | 'phone_number'>): FieldError[] {
  const errors: FieldError[] = [];
  if (!draft.country_code.trim()) errors.push({ path: 'country_code', code: 'field.required' });
  const digits = phoneDigits(draft.phone_number);
  if (!digits) errors.push({ path: 'phone_number', code: 'field.required' });
  else if (!/^\d+$/.test(digits)) errors.push({ path: 'phone_number', code: 'field.phone_format' });
  else if (draft.country_code === GEORGIA ? !GEORGIAN_MOBILE.test(digits) : digits.length < 4 || digits.length > 14) {
    errors.push({ path: 'phone_number', code: 'field.phone_format' });
  }
  return errors;
}

/**
 * The password rules (SPEC §5) as fields: longer than 6, not too long, and the confirmation
 * equal. Also the optional password of a first sign-in (src/machines/agreement); the server
 * refuses common passwords too.
 */
export function passwordErrors(password: string, confirm: string): FieldError[] {
  const errors: FieldError[] = [];
  if (password === '') errors.push({ path: 'password', code: 'field.required' });
  else if (passwordLength(password) <= PASSWORD_MIN_EXCLUSIVE) errors.push({ path: 'password', code: 'field.password_short', params: { min: PASSWORD_MIN_EXCLUSIVE + 1 } });
  else if (passwordLength(password) > PASSWORD_MAX) errors.push({ path: 'password', code: 'field.too_long', params: { limit: PASSWORD_MAX } });
  if (confirm !== password) errors.push({ path: 'password_confirm', code: 'field.password_mismatch' });
  return errors;
}

/** Step 3's problems, in the order it shows its fields: phone, password and confirmation, agreement. */
function contactErrors(draft: RegistrationDraft): FieldError[] {
  const errors = [...phoneErrors(draft), ...passwordErrors(draft.password, draft.password_confirm)];
  if (!draft.agreed) errors.push({ path: 'agreed', code: 'field.agreement_required' });
  return errors;
}

/** Step 3's fields whose check reads another one: the phone number is checked for its country, the confirmation against the password. */
const CHECKED_WITH: Partial<Record<string, ContactField>> = { country_code: 'phone_number', password: 'password_confirm' };

/**
 * The problems after the person changed `field`: its earlier problem goes, and the field, with
 * the one checked against it, is checked again as they type once they have left it before (or
 * pressed Next): a problem shows late and goes as soon as it is fixed. Other fields' problems
 * (the server's among them) stay.
 */
export function errorsAfterChange(errors: readonly FieldError[], draft: RegistrationDraft, touched: readonly string[], field: string): FieldError[] {
  const again = [field, CHECKED_WITH[field]].filter((f): f is string => f !== undefined && touched.includes(f));
  const kept = errors.filter((e) => e.path !== field && !again.includes(e.path));
  return [...kept, ...contactErrors(draft).filter((e) => again.includes(e.path))];
}

/**
 * The problems once the person leaves a step 3 field: its own problem shows. When it has none of
 * its own, what the server said about it stays (the value has not changed since).
 */
export function errorsAfterLeaving(errors: readonly FieldError[], draft: RegistrationDraft, field: ContactField): FieldError[] {
  const found = contactErrors(draft).filter((e) => e.path === field);
  return found.length ? [...errors.filter((e) => e.path !== field), ...found] : [...errors];
}

/** Problems with the fields of one step, in the order the step shows them. */
export function stepErrors(step: Step, draft: RegistrationDraft, birth: BirthdateParts, today: string): FieldError[] {
  if (step === 'names') return nameErrors(draft);
  if (step === 'details') return detailErrors(draft, birth, today);
  if (step === 'contact') return contactErrors(draft);
  return [];
}

/** The step holding a field, or null for a path no step shows. */
export function stepOfField(path: string): Step | null {
  return STEPS.find((step) => STEP_FIELDS[step].includes(path)) ?? null;
}

/** The earliest step holding one of the errors (the person is sent back there), or null. */
export function firstStepWithError(errors: readonly FieldError[] | undefined): Step | null {
  let first: number | null = null;
  for (const e of errors ?? []) {
    const step = stepOfField(e.path);
    if (step === null) continue;
    const index = STEPS.indexOf(step);
    if (first === null || index < first) first = index;
  }
  return first === null ? null : STEPS[first];
}

/** The draft as the server takes it, in the person's language. */
export function toRequestBody(draft: RegistrationDraft, language: 'ka' | 'en'): RegistrationBody {
  return { ...draft, id_number: draft.id_number.trim(), firstname: draft.firstname.trim(), lastname: draft.lastname.trim(), language };
}

/** Who and where a code goes to: a code sent for another identifier or phone is useless. */
export function codeTarget(draft: RegistrationDraft): string {
  return `${draft.id_number.trim().toUpperCase()}|${draft.country_code}|${phoneDigits(draft.phone_number)}`;
}
