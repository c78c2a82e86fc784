import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { LocalizedSchema, type Localized } from './common';
import type { FieldError } from './errors';
import { checkEmail, checkPhone } from './profile';

/**
 * A clinic's profile as its administrators edit it on /cadmin and patients see it on
 * /clinics/{id} (issue 16). Only a clinic's administrators call these (src/protocol/clinic-admin.ts);
 * anyone else gets 403 `cadmin.not_allowed`, whether or not the clinic exists.
 *
 * | Route | Answer |
 * |---|---|
 * | `GET /api/cadmin/clinics/:clinicId/profile` | `{ data: ClinicProfile }` |
 * | `PUT /api/cadmin/clinics/:clinicId/profile` (ClinicProfileBody) | `{ data: ClinicProfile }`; 422 with field errors, nothing written |
 * | `POST /api/cadmin/clinics/:clinicId/logo` (multipart, one image in `file`) | `{ data: ClinicProfile }`; 415 `upload.not_image`, 413 `upload.too_large` |
 *
 * Every change is one audit line: `clinic.profile_change` (detail: each changed field's
 * `{ old, new }`) or `clinic.logo_change`.
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const CLINIC_NAME_MAX = 150;
export const CLINIC_ADDRESS_MAX = 300;
export const CLINIC_DESCRIPTION_MAX = 4000;
export const CLINIC_URL_MAX = 300;
export const CLINIC_PHONES_MAX = 5;
export const CLINIC_LOGO_FIELD = 'file';
/** The largest logo file accepted. */
export const CLINIC_LOGO_MAX_BYTES = 2 * 1024 * 1024;

export const ClinicProfileSchema = Type.Object({
  id: Type.Integer(),
  name: LocalizedSchema,
  /** The logo's URL (with a version so a new logo shows at once), or null. */
  logo: Nullable(Type.String()),
  city_id: Nullable(Type.Integer()),
  address: LocalizedSchema,
  phones: Type.Array(Type.String()),
  website: Nullable(Type.String()),
  email: Nullable(Type.String()),
  facebook: Nullable(Type.String()),
  description: LocalizedSchema,
});
export type ClinicProfile = Static<typeof ClinicProfileSchema>;

/** As typed: the server (and the device, with the same rules) trims and checks every field. */
const Text = (max: number) => Type.String({ maxLength: max * 2 });
const LocalizedText = (max: number) => Type.Object({ ka: Text(max), en: Text(max) });
export const ClinicProfileBodySchema = Type.Object({
  name: LocalizedText(CLINIC_NAME_MAX),
  city_id: Nullable(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  address: LocalizedText(CLINIC_ADDRESS_MAX),
  phones: Type.Array(Type.String({ maxLength: 60 }), { maxItems: 20 }),
  website: Nullable(Text(CLINIC_URL_MAX)),
  email: Nullable(Text(254)),
  facebook: Nullable(Text(CLINIC_URL_MAX)),
  description: LocalizedText(CLINIC_DESCRIPTION_MAX),
});
export type ClinicProfileBody = Static<typeof ClinicProfileBodySchema>;

/** A checked profile, ready to store. */
export interface ValidClinicProfile {
  name: Localized;
  city_id: number | null;
  address: Localized;
  phones: string[];
  website: string | null;
  email: string | null;
  facebook: string | null;
  description: Localized;
}

// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const CONTROL_LINE = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- a description keeps its line breaks, nothing else
const CONTROL_TEXT = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

const length = (s: string) => [...s].length;

/**
 * A Georgian phone number as a clinic shows it: `+995` and 9 digits, grouped like the numbers
 * Georgians write (`+995 32 200 10 10` in Tbilisi, `+995 555 20 10 10` otherwise). A number typed
 * without the country code (9 digits) is taken as Georgian. Null when it is no Georgian number.
 */
export function georgianPhone(raw: string): string | null {
  let value = raw.replace(/[\s\-().]/g, '');
  if (/^\d{9}$/.test(value)) value = `+995${value}`;
  const checked = checkPhone(value);
  if (!checked.ok || !checked.value || !/^\+995\d{9}$/.test(checked.value)) return null;
  const d = checked.value.slice(4);
  return d.startsWith('32') ? `+995 ${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5, 7)} ${d.slice(7)}` : `+995 ${d.slice(0, 3)} ${d.slice(3, 5)} ${d.slice(5, 7)} ${d.slice(7)}`;
}

/** A web address: http(s), a host with a dot, no spaces. Null when it is not one. */
export function webAddress(raw: string): string | null {
  const value = raw.trim();
  if (!/^https?:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i.test(value)) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}

/** A Facebook page's address (facebook.com or fb.com, https). Null when it is not one. */
export function facebookAddress(raw: string): string | null {
  const value = webAddress(raw);
  if (!value) return null;
  const host = new URL(value).hostname.toLowerCase();
  return /^https:/i.test(value) && /^(?:(?:www|m|web)\.)?(?:facebook\.com|fb\.com)$/.test(host) && new URL(value).pathname.length > 1 ? value : null;
}

/**
 * Every rule of a clinic's profile, for the form on the device and the server alike: the names
 * required in both languages; lengths; phones Georgian (at most CLINIC_PHONES_MAX, blanks
 * dropped, no repeats); website, e-mail and Facebook in their formats (blank: none). Answers the
 * checked value or every field's error (paths like `name.en`, `phones.1`).
 */
export function checkClinicProfile(body: ClinicProfileBody): { value: ValidClinicProfile } | { errors: FieldError[] } {
  const errors: FieldError[] = [];
  const line = (path: string, raw: string, max: number, required: boolean): string => {
    const value = raw.trim().replace(/\s+/g, ' ');
    if (required && value === '') errors.push({ path, code: 'field.required' });
    else if (CONTROL_LINE.test(value)) errors.push({ path, code: 'field.format' });
    else if (length(value) > max) errors.push({ path, code: 'field.too_long', params: { limit: max } });
    return value;
  };
  const text = (path: string, raw: string, max: number): string => {
    const value = raw.replace(/\r\n?/g, '\n').trim();
    if (CONTROL_TEXT.test(value)) errors.push({ path, code: 'field.format' });
    else if (length(value) > max) errors.push({ path, code: 'field.too_long', params: { limit: max } });
    return value;
  };
  const optional = (path: string, raw: string | null, check: (s: string) => string | null, code: FieldError['code'], max: number): string | null => {
    const value = (raw ?? '').trim();
    if (value === '') return null;
    if (length(value) > max) {
      errors.push({ path, code: 'field.too_long', params: { limit: max } });
      return null;
    }
    const ok = check(value);
    if (ok === null) errors.push({ path, code });
    return ok;
  };

  const name = { ka: line('name.ka', body.name.ka, CLINIC_NAME_MAX, true), en: line('name.en', body.name.en, CLINIC_NAME_MAX, true) };
  const address = { ka: line('address.ka', body.address.ka, CLINIC_ADDRESS_MAX, false), en: line('address.en', body.address.en, CLINIC_ADDRESS_MAX, false) };
  const description = { ka: text('description.ka', body.description.ka, CLINIC_DESCRIPTION_MAX), en: text('description.en', body.description.en, CLINIC_DESCRIPTION_MAX) };
  const phones: string[] = [];
  body.phones.forEach((raw, i) => {
    if (raw.trim() === '') return;
    const phone = georgianPhone(raw);
    if (!phone) errors.push({ path: `phones.${i}`, code: 'field.phone_format' });
    else if (phones.includes(phone)) errors.push({ path: `phones.${i}`, code: 'cadmin.phone_repeated' });
    else phones.push(phone);
  });
  if (phones.length > CLINIC_PHONES_MAX) errors.push({ path: 'phones', code: 'cadmin.too_many_phones', params: { limit: CLINIC_PHONES_MAX } });
  const website = optional('website', body.website, webAddress, 'cadmin.url_format', CLINIC_URL_MAX);
  const facebook = optional('facebook', body.facebook, facebookAddress, 'cadmin.facebook_format', CLINIC_URL_MAX);
  const emailCheck = checkEmail(body.email);
  if (!emailCheck.ok) errors.push({ path: 'email', code: emailCheck.code, ...(emailCheck.params ? { params: emailCheck.params } : {}) });
  if (errors.length > 0) return { errors };
  return { value: { name, city_id: body.city_id, address, phones, website, email: emailCheck.ok ? emailCheck.value : null, facebook, description } };
}

/** The body that leaves a profile as it is (the form's starting values). */
export const profileBodyOf = (p: ClinicProfile): ClinicProfileBody => ({
  name: { ...p.name },
  city_id: p.city_id,
  address: { ...p.address },
  phones: [...p.phones],
  website: p.website,
  email: p.email,
  facebook: p.facebook,
  description: { ...p.description },
});
