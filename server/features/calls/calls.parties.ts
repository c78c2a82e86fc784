import type { Db } from '../../db/connection';
import { clinicOperators, findChatSpace, isClinicOperator, type ChatSpaceRecord } from '../chats';
import type { CallRecord } from './calls.repository';

/** The one person a call from `callerId` rings, or null when it rings every operator of the clinic. */
export function calleeOf(space: ChatSpaceRecord, callerId: string): string | null {
  if (space.type === 'PatientDoctor') return callerId === space.patientId ? space.doctorId : space.patientId;
  return callerId === space.doctorId ? null : space.doctorId;
}

/** The people a call rings: its callee, or the clinic's operators (never the caller). */
export async function candidatesOf(db: Db, call: CallRecord, space: ChatSpaceRecord): Promise<string[]> {
  if (call.calleeId !== null) return [call.calleeId];
  if (space.clinicId === null) return [];
  return (await clinicOperators(db, space.clinicId)).filter((id) => id !== call.callerId);
}

/**
 * True when `call` rings (or rang) for `userId`: its named callee, or, for a doctor's call to a
 * clinic, any operator of that clinic (so a colleague who was too late hears `call.moved_on`).
 */
export async function isCandidate(db: Db, call: CallRecord, userId: string): Promise<boolean> {
  if (userId === call.callerId) return false;
  if (call.calleeId === userId) return true;
  const space = await findChatSpace(db, call.chatSpaceId);
  if (!space || space.type !== 'DoctorClinic' || call.callerId !== space.doctorId || space.clinicId === null) return false;
  return isClinicOperator(db, userId, space.clinicId);
}
