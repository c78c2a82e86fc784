import type { User } from './user';

/**
 * Who runs a clinic in the product (issue 16; SPEC §6 leaves "clinic administrator" permission
 * checks open). The rule, in one place, for the server's checks and the client's menu and pages:
 *
 * - A clinic's **staff** are its members (`User.clinics`): doctors and clinic operators.
 * - An **administrator** of a clinic is a ClinicOperator holding the clinic role `admin` there.
 *   Only administrators reach `/cadmin`, `/cadmin/doctors` and `/cadmin/services` and the
 *   `/api/cadmin/...` calls: they edit the clinic's profile and booking rules, add and deactivate
 *   doctors, grant and withdraw the administrator and support roles, add and remove operators,
 *   set the clinic's services and read its audit trail. Everyone else (other operators, doctors,
 *   patients) gets 403 on the pages and the calls, and no menu entry. A call about a clinic the
 *   person does not administer answers 403 too: a clinic's existence is public (`/clinics`), so
 *   the answer tells nothing.
 * - Any **operator** of a clinic (administrator or not) registers patients at its desk
 *   (`/patient/register`), then chats with and books for them as the appointments issue allows.
 * - Doctors are never administrators: a doctor who also runs a clinic has an operator account.
 * - Every change an administrator makes is written to the audit trail (server/audit) with who,
 *   when, what, and the old and new value.
 */
export type ClinicPerson = Pick<User, 'type' | 'clinics'>;

/** The clinics `person` administers, ascending. */
export function administeredClinicIds(person: ClinicPerson | null | undefined): number[] {
  if (!person || person.type !== 'ClinicOperator') return [];
  return [...new Set(person.clinics.filter((c) => c.role === 'admin').map((c) => c.id))].sort((a, b) => a - b);
}

/** True when `person` administers `clinicId`. */
export const mayAdminister = (person: ClinicPerson | null | undefined, clinicId: number): boolean => administeredClinicIds(person).includes(clinicId);

/** True when `person` administers some clinic (sees /cadmin in the menu). */
export const isAdministrator = (person: ClinicPerson | null | undefined): boolean => administeredClinicIds(person).length > 0;

/** The clinics whose desk `person` works at (registers patients for): every clinic they operate. */
export function deskClinicIds(person: ClinicPerson | null | undefined): number[] {
  if (!person || person.type !== 'ClinicOperator') return [];
  return [...new Set(person.clinics.map((c) => c.id))].sort((a, b) => a - b);
}

/** True when `person` may register patients (an operator of some clinic). */
export const mayRegisterPatients = (person: ClinicPerson | null | undefined): boolean => deskClinicIds(person).length > 0;
