import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { LocalizedSchema, type Localized } from './common';
import type { FieldError } from './errors';
import { checkEmail, checkName } from './profile';
import { georgianPhone } from './clinic-profile';

/**
 * A clinic's staff on /cadmin (issue 16): its operators with their roles, and how many doctors it
 * has (those are managed on /cadmin/doctors). Only the clinic's administrators call these
 * (src/protocol/clinic-admin.ts); anyone else gets 403 `cadmin.not_allowed`.
 *
 * | Route | Answer |
 * |---|---|
 * | `GET /api/cadmin/clinics/:clinicId/staff` | `{ data: ClinicStaff }` |
 * | `GET /api/cadmin/clinics/:clinicId/operators/lookup?id_number=` | `{ data: OperatorLookup }` |
 * | `POST /api/cadmin/clinics/:clinicId/operators` (AddOperatorBody) | `{ data: AddOperatorResult }`; 422 `cadmin.not_operator` (a patient's or doctor's ID number), 409 `cadmin.already_member`, 422 field errors |
 * | `PUT` / `DELETE /api/cadmin/clinics/:clinicId/operators/:userId/admin` | `{ data: ClinicStaff }`; 409 `cadmin.last_admin` |
 * | `PUT` / `DELETE /api/cadmin/clinics/:clinicId/operators/:userId/support` | `{ data: ClinicStaff }` |
 * | `DELETE /api/cadmin/clinics/:clinicId/operators/:userId` | `{ data: ClinicStaff }`; 409 `cadmin.last_admin` |
 *
 * A person who is no operator of the clinic answers 404 `cadmin.not_member`. Every change is one
 * audit line (record `user`, the operator's id): `operator.add`, `operator.admin_grant`,
 * `operator.admin_withdraw`, `operator.remove`; support is the reports feature's
 * `clinic.support_grant` / `clinic.support_revoke`.
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A Georgian personal number: 11 digits. */
export const OPERATOR_ID_NUMBER = /^\d{11}$/;

export const StaffOperatorSchema = Type.Object({
  id: Type.String(),
  firstname: LocalizedSchema,
  lastname: LocalizedSchema,
  id_number: Type.String(),
  phone: Nullable(Type.String()),
  email: Nullable(Type.String()),
  admin: Type.Boolean(),
  support: Type.Boolean(),
  /** True until the person signed in with their invitation (accepted the user agreement). */
  invited: Type.Boolean(),
});
export type StaffOperator = Static<typeof StaffOperatorSchema>;

export const ClinicStaffSchema = Type.Object({
  clinic_id: Type.Integer(),
  operators: Type.Array(StaffOperatorSchema),
  /** Active doctors of the clinic. */
  doctors: Type.Integer(),
});
export type ClinicStaff = Static<typeof ClinicStaffSchema>;

export const OperatorLookupQuerySchema = Type.Object({ id_number: Type.String({ maxLength: 40 }) });

/**
 * What an ID number is: `none` (no account: create one), `operator` (an operator account, shown
 * by name; `member` when already at this clinic), `other` (a patient's or a doctor's account,
 * which cannot become an operator; nothing more is told).
 */
export const OperatorLookupSchema = Type.Union([
  Type.Object({ status: Type.Literal('none') }),
  Type.Object({ status: Type.Literal('other') }),
  Type.Object({ status: Type.Literal('operator'), id: Type.String(), firstname: LocalizedSchema, lastname: LocalizedSchema, member: Type.Boolean() }),
]);
export type OperatorLookup = Static<typeof OperatorLookupSchema>;

const Text = Type.String({ maxLength: 300 });
/** An existing operator needs only `id_number`; a new account needs the rest too. */
export const AddOperatorBodySchema = Type.Object({
  id_number: Type.String({ maxLength: 40 }),
  firstname: Type.Optional(Type.Object({ ka: Text, en: Text })),
  lastname: Type.Optional(Type.Object({ ka: Text, en: Text })),
  phone: Type.Optional(Nullable(Type.String({ maxLength: 60 }))),
  email: Type.Optional(Nullable(Type.String({ maxLength: 300 }))),
  language: Type.Optional(Type.Union([Type.Literal('ka'), Type.Literal('en')])),
});
export type AddOperatorBody = Static<typeof AddOperatorBodySchema>;

export const AddOperatorResultSchema = Type.Object({
  staff: ClinicStaffSchema,
  user_id: Type.String(),
  /** True when a new account was created and its invitation sent. */
  created: Type.Boolean(),
  /** Where the invitation went (only for a new account). */
  invitation: Type.Object({ sms: Type.Boolean(), email: Type.Boolean() }),
});
export type AddOperatorResult = Static<typeof AddOperatorResultSchema>;

export const StaffParamsSchema = Type.Object({ clinicId: Type.String({ maxLength: 20 }), userId: Type.String({ maxLength: 64 }) });

/** A checked new operator account. */
export interface ValidNewOperator {
  idNumber: string;
  firstname: Localized;
  lastname: Localized;
  phone: string;
  email: string | null;
}

/** The ID number rule alone (the first step of the form). */
export function idNumberError(raw: string): FieldError | null {
  const value = raw.trim();
  if (value === '') return { path: 'id_number', code: 'field.required' };
  return OPERATOR_ID_NUMBER.test(value) ? null : { path: 'id_number', code: 'field.identifier_format' };
}

/**
 * A new operator account's fields, for the form and the server: ID number (11 digits), first and
 * last name in both languages, a Georgian mobile phone (the invitation's SMS), an optional e-mail.
 */
export function checkNewOperator(body: AddOperatorBody): { value: ValidNewOperator } | { errors: FieldError[] } {
  const errors: FieldError[] = [];
  const idError = idNumberError(body.id_number);
  if (idError) errors.push(idError);
  const name = (path: string, raw: string | undefined): string => {
    const checked = checkName(raw ?? '');
    if (!checked.ok) {
      errors.push({ path, code: checked.code, ...(checked.params ? { params: checked.params } : {}) });
      return '';
    }
    if (checked.value === '') errors.push({ path, code: 'field.required' });
    return checked.value;
  };
  const firstname = { ka: name('firstname.ka', body.firstname?.ka), en: name('firstname.en', body.firstname?.en) };
  const lastname = { ka: name('lastname.ka', body.lastname?.ka), en: name('lastname.en', body.lastname?.en) };
  let phone = '';
  if (!(body.phone ?? '').trim()) errors.push({ path: 'phone', code: 'field.required' });
  else {
    const formatted = georgianPhone(body.phone ?? '');
    if (!formatted) errors.push({ path: 'phone', code: 'field.phone_format' });
    else phone = formatted.replace(/\s/g, '');
  }
  const email = checkEmail(body.email ?? null);
  if (!email.ok) errors.push({ path: 'email', code: email.code, ...(email.params ? { params: email.params } : {}) });
  if (errors.length > 0) return { errors };
  return { value: { idNumber: body.id_number.trim(), firstname, lastname, phone, email: email.ok ? email.value : null } };
}
