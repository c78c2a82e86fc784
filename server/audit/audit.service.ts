import type { AuditPage, AuditQuery } from '../../src/protocol/case-schemas';
import { AppError } from '../../src/protocol/errors';
import type { User } from '../../src/protocol/user';
import { adminClinicIds } from '../access/clinical-access';
import type { Db } from '../db/connection';
import { auditRepository } from './audit.repository';

/**
 * The audit trail for a clinic's administrators (the `admin` clinic role): the lines of their
 * clinics, for a record or a person. Everyone else, operators included, gets 403
 * `audit.not_allowed`: the trail names who looked at which patient, itself sensitive.
 */
export async function auditPage(db: Db, user: User, q: AuditQuery): Promise<AuditPage> {
  const clinicIds = await adminClinicIds(db, user.id);
  if (clinicIds.length === 0) throw new AppError('audit.not_allowed', 403, { message: "Only a clinic's administrators read its audit trail" });
  const limit = q.limit ?? 50;
  return auditRepository(db).page(
    { clinicIds, recordType: q.record_type, recordId: q.record_id, personId: q.person_id },
    { limit, offset: ((q.page ?? 1) - 1) * limit },
  );
}
