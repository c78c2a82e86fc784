import type { Db } from '../db/connection';
import { auditRepository } from './audit.repository';

/**
 * The server audit trail: every read and change of clinical data (and, later, every change an
 * administrator makes) is one line: who, when, what, about which record, from which address.
 * Written in the same transaction as a change, so a change is never without its line; a read is
 * written when it is answered. Lines are only ever appended.
 */
export interface AuditLine {
  actorId: string | null;
  /** What was done, `<record>.<verb>`: case.read, case.change, case.file_read, case.report, patient.read, … */
  action: string;
  recordType: string;
  recordId: string;
  /** The patient the record is about, when it is clinical (lists a person's trail). */
  patientId?: string | null;
  /** The clinic the record belongs to (its administrators read the line). */
  clinicId?: number | null;
  ip?: string | null;
  /** What changed, for a change: e.g. the command, or the old and new value. */
  detail?: Record<string, unknown>;
}

export async function audit(db: Db, line: AuditLine, at: Date): Promise<void> {
  await auditRepository(db).append(line, at);
}
