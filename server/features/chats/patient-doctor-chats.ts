import type { Db } from '../../db/connection';
import { chatsRepository } from './chats.repository';

/**
 * Opens the PatientDoctor chat of a patient and a doctor (created when missing) and keeps it
 * active until at least `until`: `active_until = max(active_until, until)` (SPEC §4; an activated
 * appointment extends it by its communication days). Concurrent callers for one pair agree on one
 * chat. Answers the chat's id. Must run inside the caller's transaction.
 */
export function extendPatientDoctorChat(trx: Db, patientId: string, doctorId: string, until: Date, now: Date): Promise<string> {
  return chatsRepository(trx).extendPatientDoctorSpace(patientId, doctorId, until, now);
}
