import type { AuditPage, AuditQuery } from '../../src/protocol/case-schemas';
import { AppError } from '../../src/protocol/errors';
import type { User } from '../../src/protocol/user';
import { adminClinicIds } from '../access/clinical-access';
import type { Db } from '../db/connection';
import { auditRepository } from './audit.repository';

/**
 * The audit trail for a clinic's administrators (the `admin` clinic role): the lines of their
 * clinics (or one of them), for a record, a person or a kind of action. Everyone else, operators included, gets 403
 * `audit.not_allowed`: the trail names who looked at which patient, itself sensitive.
 */
export async function auditPage(db: Db, user: User, q: AuditQuery): Promise<AuditPage> {
  const administered = await adminClinicIds(db, user.id);
  const notAllowed = () => new AppError('audit.not_allowed', 403, { message: "Only a clinic's administrators read its audit trail" });
  if (administered.length === 0) throw notAllowed();
  if (q.clinic_id !== undefined && !administered.includes(q.clinic_id)) throw notAllowed();
  const clinicIds = q.clinic_id !== undefined ? [q.clinic_id] : administered;
  const limit = q.limit ?? 50;
  return auditRepository(db).page(
    { clinicIds, actionPrefix: q.action, recordType: q.record_type, recordId: q.record_id, personId: q.person_id },
    { limit, offset: ((q.page ?? 1) - 1) * limit },
  );
}
