import type { FieldError } from '../../protocol/errors';
import {
  checkBirthdate,
  checkCountry,
  checkEmail,
  checkName,
  checkPasswordLength,
  checkPhone,
  fieldCollector,
  type ContactInfoBody,
  type FieldCollector,
  type PasswordChangeBody,
  type PersonalInfoBody,
} from '../../protocol/profile';
import type { User } from '../../protocol/user';

/**
 * The three profile forms (issue 2): their fields as typed, the values a user starts them with,
 * and the checks made before anything is sent. The checks are the server's own field rules from
 * src/protocol/profile.ts, so a person hears about a mistake next to the field at once; the server
 * checks everything again (and alone knows whether an e-mail or phone is taken, or the current
 * password right).
 */
export type ProfileFormKind = 'personal' | 'contact' | 'password';

/** Each form's fields, in the order they are shown. Birthdate is typed as day, month and year. */
export const FORM_FIELDS = {
  personal: ['firstname.ka', 'firstname.en', 'lastname.ka', 'lastname.en', 'birth_day', 'birth_month', 'birth_year', 'gender', 'email'],
  contact: ['phone', 'country', 'email'],
  password: ['current_password', 'password', 'password_confirm'],
} as const satisfies Record<ProfileFormKind, readonly string[]>;

export type FormField = (typeof FORM_FIELDS)[ProfileFormKind][number];

/** The text of every field of a form, as typed (month as its number 1–12, gender `male`/`female`). */
export type FormValues = Partial<Record<FormField, string>>;

/** What one save sends: the form and its request body. */
export type ProfileSaveRequest =
  | { form: 'personal'; body: PersonalInfoBody }
  | { form: 'contact'; body: ContactInfoBody }
  | { form: 'password'; body: PasswordChangeBody };

/** The outcome of the checks: the request to send, or the problems by field path. */
export type FormCheck = { ok: true; request: ProfileSaveRequest } | { ok: false; errors: FieldError[] };

/** The field path the server names for a field (the three birthdate parts are one `birthdate`). */
export function errorPathOf(field: FormField): string {
  return field.startsWith('birth_') ? 'birthdate' : field;
}

/**
 * The problems shown at a field: its own path and the path of the whole it belongs to
 * (`firstname` when neither language is filled).
 */
export function errorsAt(errors: readonly FieldError[], field: FormField): FieldError[] {
  const path = errorPathOf(field);
  return errors.filter((e) => e.path === path || path.startsWith(`${e.path}.`));
}

/** The problems that stay after a field changed: the changed field's own are gone, and a fixed mismatch too. */
export function errorsAfterChange(errors: readonly FieldError[], fields: readonly FormField[]): FieldError[] {
  const cleared = new Set(fields.flatMap((f) => errorsAt(errors, f)));
  const touchesPassword = fields.some((f) => f === 'password' || f === 'password_confirm');
  return errors.filter((e) => !cleared.has(e) && !(touchesPassword && e.code === 'field.password_mismatch'));
}

const GEORGIA = '+995';

/** A Georgian mobile number as Georgians write it: +995 555 12 34 56; any other number unchanged. */
export function formatPhone(phone: string | null): string {
  if (!phone) return '';
  const m = /^\+995(\d{3})(\d{2})(\d{2})(\d{2})$/.exec(phone);
  return m ? `${GEORGIA} ${m[1]} ${m[2]} ${m[3]} ${m[4]}` : phone;
}

/** A number typed without a country code (9 digits starting with 5) is a Georgian mobile: +995 is added. */
export function withCountryCode(raw: string): string {
  const compact = raw.replace(/[\s\-().]/g, '');
  return /^5\d{8}$/.test(compact) ? `${GEORGIA}${compact}` : raw;
}

/** The values a form starts with for this user (the password form always starts empty). */
export function valuesOf(form: ProfileFormKind, user: User): FormValues {
  switch (form) {
    case 'personal': {
      const [year = '', month = '', day = ''] = /^\d{4}-\d{2}-\d{2}$/.test(user.birthdate ?? '') ? user.birthdate!.split('-') : [];
      return {
        'firstname.ka': user.firstname.ka,
        'firstname.en': user.firstname.en,
        'lastname.ka': user.lastname.ka,
        'lastname.en': user.lastname.en,
        birth_day: day ? String(Number(day)) : '',
        birth_month: month ? String(Number(month)) : '',
        birth_year: year,
        gender: user.gender ?? '',
        email: user.email ?? '',
      };
    }
    case 'contact':
      return { phone: formatPhone(user.phone), country: user.country ?? '', email: user.email ?? '' };
    case 'password':
      return { current_password: '', password: '', password_confirm: '' };
  }
}

/** True when some field differs from what was last saved. */
export function hasChanges(values: FormValues, saved: FormValues): boolean {
  return (Object.keys({ ...values, ...saved }) as FormField[]).some((f) => (values[f] ?? '') !== (saved[f] ?? ''));
}

function localizedName(c: FieldCollector, values: FormValues, path: 'firstname' | 'lastname') {
  const ka = c.take(`${path}.ka`, checkName(values[`${path}.ka`] ?? ''));
  const en = c.take(`${path}.en`, checkName(values[`${path}.en`] ?? ''));
  if (ka === '' && en === '') c.add(path, 'field.required');
  return { ka: ka ?? '', en: en ?? '' };
}

/** Day, month and year as `YYYY-MM-DD`; all empty is null (unknown); anything partial is a format problem. */
function birthdate(c: FieldCollector, values: FormValues, today: string): string | null {
  const day = (values.birth_day ?? '').trim();
  const month = (values.birth_month ?? '').trim();
  const year = (values.birth_year ?? '').trim();
  if (!day && !month && !year) return null;
  if (!/^\d{1,2}$/.test(day) || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(year)) {
    c.add('birthdate', 'field.birthdate_format');
    return null;
  }
  const value = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  // The server accepts dates up to today anywhere on Earth (UTC+14); here "today" is the person's own day.
  const now = new Date(Date.parse(`${today}T00:00:00Z`) - 14 * 3600_000);
  return c.take('birthdate', checkBirthdate(value, now)) ?? null;
}

function password(c: FieldCollector, values: FormValues, passwordSet: boolean): PasswordChangeBody {
  const current = values.current_password ?? '';
  const next = values.password ?? '';
  const confirm = values.password_confirm ?? '';
  if (passwordSet && current === '') c.add('current_password', 'field.required');
  c.take('password', checkPasswordLength(next));
  if (next !== confirm) c.add('password_confirm', 'field.password_mismatch');
  return { ...(passwordSet ? { current_password: current } : {}), password: next, password_confirm: confirm };
}

/**
 * Checks a form and builds its request. `passwordSet` decides whether the current password is
 * asked for; `today` (YYYY-MM-DD, the person's date) bounds the birthdate.
 */
export function checkForm(form: ProfileFormKind, values: FormValues, opts: { passwordSet: boolean; today: string }): FormCheck {
  const c = fieldCollector();
  let request: ProfileSaveRequest;
  switch (form) {
    case 'personal': {
      const firstname = localizedName(c, values, 'firstname');
      const lastname = localizedName(c, values, 'lastname');
      const birth = birthdate(c, values, opts.today);
      const gender = values.gender ?? '';
      if (gender !== 'male' && gender !== 'female') c.add('gender', 'field.gender');
      const email = c.take('email', checkEmail(values.email ?? ''));
      request = { form, body: { firstname, lastname, birthdate: birth, gender, email: email ?? null } };
      break;
    }
    case 'contact': {
      const phone = c.take('phone', checkPhone(withCountryCode(values.phone ?? '')));
      const country = c.take('country', checkCountry(values.country ?? ''));
      const email = c.take('email', checkEmail(values.email ?? ''));
      request = { form, body: { phone: phone ?? null, country: country ?? null, email: email ?? null } };
      break;
    }
    case 'password':
      request = { form, body: password(c, values, opts.passwordSet) };
      break;
  }
  return c.errors.length ? { ok: false, errors: c.errors } : { ok: true, request };
}
