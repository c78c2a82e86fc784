import type { ClinicInquiryRef } from '../../../src/protocol/chats';
import type { Db } from '../../db/connection';
import { chatsRepository } from './chats.repository';

/**
 * The PatientClinic space of a patient and clinic (its id), created without an inquiry when
 * missing; concurrent callers agree on one space. Clinic inquiries open it.
 */
export function ensurePatientClinicSpace(db: Db, patientId: string, clinicId: number, now: Date): Promise<string> {
  return chatsRepository(db).ensurePatientClinicSpace(patientId, clinicId, now);
}

/** Points a clinic chat at its newest clinic inquiry and that inquiry's status (which decides whether the chat is active). */
export function setLastClinicInquiry(db: Db, spaceId: string, ref: ClinicInquiryRef): Promise<void> {
  return chatsRepository(db).setLastClinicInquiry(spaceId, ref);
}
