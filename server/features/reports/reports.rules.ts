import { AppError, fieldErrors } from '../../../src/protocol/errors';
import { REPORT_PREVIEW_MAX, REPORT_TEXT_MAX, type CreateReportBody } from '../../../src/protocol/reports';
import type { User } from '../../../src/protocol/user';

/**
 * Who may do what with problem reports and the support role (issue 14), in one place. Pure: each
 * rule reads what the signed-in User already carries (`clinics` with the clinic role,
 * `support_clinics`), so routes, the command and tests ask the same questions.
 *
 * - Staff of a clinic: a Doctor or ClinicOperator with a clinic_members row there (any role).
 * - Support of a clinic: staff of it holding a support grant there.
 * - A patient sends a report to any clinic of the catalogue; staff only to their own clinics.
 * - Only support of the report's clinic reads it (the reporter, administrators without the role
 *   and other clinics' support do not).
 * - Only administrators of a clinic (clinic role `admin`) grant and revoke its support role, and
 *   only to its staff.
 */
export type Person = Pick<User, 'type' | 'clinics' | 'support_clinics'>;

/** True when `person` works for `clinicId` (a Doctor or ClinicOperator who is a member of it). */
export function isStaffOf(person: Pick<User, 'type' | 'clinics'>, clinicId: number): boolean {
  return person.type !== 'Patient' && person.clinics.some((c) => c.id === clinicId);
}

/** True when `person` may send a report to the existing clinic `clinicId`. */
export function maySendReportTo(person: Person, clinicId: number): boolean {
  return person.type === 'Patient' || isStaffOf(person, clinicId);
}

/** True when `person` may list and open the reports sent to `clinicId`. */
export function mayReadReportsOf(person: Person, clinicId: number): boolean {
  return isStaffOf(person, clinicId) && person.support_clinics.includes(clinicId);
}

/** True when `person` may see, grant and revoke the support role of `clinicId`. */
export function mayManageSupportOf(person: Pick<User, 'clinics'>, clinicId: number): boolean {
  return person.clinics.some((c) => c.id === clinicId && c.role === 'admin');
}

/** True when `target` may hold the support role of `clinicId`: only its staff can. */
export const mayHoldSupport = (target: Pick<User, 'type' | 'clinics'>, clinicId: number): boolean => isStaffOf(target, clinicId);

/**
 * The clinics a person may send a report to, and the one to offer first. A patient: every clinic
 * (`allClinicIds`), suggesting the clinic of their latest appointment, else of their latest chat
 * with a clinic (when it still exists). Staff: their own clinics, suggesting the first.
 */
export function reportDestinationIds(
  person: Person,
  allClinicIds: readonly number[],
  hints: { latestAppointmentClinic: number | null; latestChatClinic: number | null },
): { clinicIds: number[]; suggested: number | null } {
  if (person.type !== 'Patient') {
    const own = [...new Set(person.clinics.map((c) => c.id))].filter((id) => allClinicIds.includes(id));
    return { clinicIds: own, suggested: own[0] ?? null };
  }
  const known = (id: number | null) => (id !== null && allClinicIds.includes(id) ? id : null);
  return { clinicIds: [...allClinicIds], suggested: known(hints.latestAppointmentClinic) ?? known(hints.latestChatClinic) };
}

/**
 * A report's body as it is stored: the text trimmed (422 `field.required` when nothing is left,
 * `field.too_long` beyond REPORT_TEXT_MAX), and 400 `report_log_without_consent` for a log the
 * person did not agree to send.
 */
export function checkedReport(body: CreateReportBody): CreateReportBody {
  const text = body.text.trim();
  if (text === '') throw fieldErrors([{ path: 'text', code: 'field.required' }]);
  if (text.length > REPORT_TEXT_MAX) throw fieldErrors([{ path: 'text', code: 'field.too_long', params: { limit: REPORT_TEXT_MAX } }]);
  if (body.log !== null && !body.consent) {
    throw new AppError('report_log_without_consent', 400, { message: 'A session log is sent only with the consent of the person reporting' });
  }
  return { ...body, text };
}

/** The first REPORT_PREVIEW_MAX characters of a text on one line (runs of white space as one space), with … when cut. */
export function reportPreview(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= REPORT_PREVIEW_MAX) return line;
  // Never cut a surrogate pair in two.
  let cut = REPORT_PREVIEW_MAX - 1;
  if (/[\uD800-\uDBFF]/.test(line[cut - 1])) cut -= 1;
  return `${line.slice(0, cut).trimEnd()}…`;
}

/** When a report sent at `createdAt` expires: `retentionDays` later. */
export const reportExpiry = (createdAt: Date, retentionDays: number): Date => new Date(createdAt.getTime() + retentionDays * 24 * 60 * 60 * 1000);
