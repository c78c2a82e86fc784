import type { Db } from '../db/connection';
import type { AuditLine } from './audit-log';

/** The `audit_log` table: lines are only ever appended. */
export function auditRepository(db: Db) {
  return {
    async insert(line: AuditLine, at: Date): Promise<void> {
      await db
        .insertInto('audit_log')
        .values({
          at,
          actor_id: line.actorId,
          action: line.action,
          record_type: line.recordType,
          record_id: line.recordId,
          patient_id: line.patientId ?? null,
          clinic_id: line.clinicId ?? null,
          ip: line.ip ?? null,
          detail: JSON.stringify(line.detail ?? {}),
        })
        .execute();
    },
  };
}
