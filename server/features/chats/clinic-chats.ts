import type { ClinicInquiryRef } from '../../../src/protocol/chats';
import { AppError } from '../../../src/protocol/errors';
import type { Db } from '../../db/connection';
import type { AppDeps } from '../../deps';
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `POST /api/chat-spaces/clinic` (issue 16): an operator of `clinicId` opens their clinic's chat
 * with a patient (a patient just registered at the desk, or one found there by their full ID
 * number), created when missing; answers its id. Anyone who is not an operator of the clinic gets
 * 403 (a clinic's existence is public); an id that is not a patient's, 404 `patient.not_found`.
 */
export async function openClinicChat(deps: AppDeps, userId: string, clinicId: number, patientId: string): Promise<string> {
  const repo = chatsRepository(deps.db);
  if (!(await repo.isClinicOperator(userId, clinicId))) throw new AppError('forbidden', 403, { message: 'Only the clinic’s operators open its chats' });
  if (!UUID.test(patientId) || !(await repo.isPatient(patientId.toLowerCase()))) throw new AppError('patient.not_found', 404, { message: 'No such patient' });
  return repo.ensurePatientClinicSpace(patientId.toLowerCase(), clinicId, deps.clock.now());
}
