import type { DeskRegistrationBody } from '../../protocol/desk-registration';
import type { FieldError } from '../../protocol/errors';
import { checkEmail } from '../../protocol/profile';
import type { Gender } from '../../protocol/user';
import type { Language } from '../../protocol/common';
import { IDENTIFIER_PATTERN } from '../../protocol/auth';
import { composeBirthdate, DEFAULT_COUNTRY_CODE, detailErrors, nameErrors, phoneErrors, type BirthdateParts } from '../registration/registration.rules';

/**
 * The desk's registration form (issue 16, `/patient/register`): the fields of self-registration
 * (SPEC §5) with their rules (src/machines/registration/registration.rules.ts, not a copy) and an
 * optional e-mail (the profile's rule). The server checks everything again.
 */
export interface DeskDraft {
  id_number: string;
  firstname: string;
  lastname: string;
  gender: Gender | '';
  birth: BirthdateParts;
  country_code: string;
  phone_number: string;
  email: string;
  language: Language;
}

/** The draft fields typed as text. */
export type DeskTextField = 'id_number' | 'firstname' | 'lastname' | 'country_code' | 'phone_number' | 'email';

export const emptyDeskDraft = (): DeskDraft => ({
  id_number: '',
  firstname: '',
  lastname: '',
  gender: '',
  birth: { day: '', month: '', year: '' },
  country_code: DEFAULT_COUNTRY_CODE,
  phone_number: '',
  email: '',
  language: 'ka',
});

/** True when the ID number is well-formed enough to look it up. */
export const isIdNumberComplete = (idNumber: string) => IDENTIFIER_PATTERN.test(idNumber.trim());

/** Every problem of the draft, in the order the form shows the fields. */
export function deskErrors(draft: DeskDraft, today: string): FieldError[] {
  const birthdate = composeBirthdate(draft.birth);
  const names = nameErrors(draft);
  // The form asks for the ID number first.
  const errors: FieldError[] = [...names.filter((e) => e.path === 'id_number'), ...names.filter((e) => e.path !== 'id_number')];
  errors.push(...detailErrors({ gender: draft.gender, birthdate }, draft.birth, today), ...phoneErrors(draft));
  const email = checkEmail(draft.email);
  if (!email.ok) errors.push({ path: 'email', code: email.code, ...(email.params ? { params: email.params } : {}) });
  return errors;
}

/** The draft as the server takes it. */
export function toDeskBody(draft: DeskDraft, clinicId: number): DeskRegistrationBody {
  return {
    clinic_id: clinicId,
    id_number: draft.id_number.trim(),
    firstname: draft.firstname.trim(),
    lastname: draft.lastname.trim(),
    gender: draft.gender,
    birthdate: composeBirthdate(draft.birth),
    country_code: draft.country_code,
    phone_number: draft.phone_number,
    email: draft.email.trim(),
    language: draft.language,
  };
}
