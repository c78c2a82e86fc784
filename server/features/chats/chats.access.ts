import type { ChatInactiveReason } from '../../../src/protocol/chats';
import type { Db } from '../../db/connection';
import { chatsRepository, type ChatSpaceRecord } from './chats.repository';

/**
 * A chat space, read through `db` (which may be a transaction). With `lock`, its row stays locked
 * until commit: sends take a share lock, changes of its inquiry an update lock.
 */
export function findChatSpace(db: Db, id: string, opts: { lock?: 'share' | 'update' } = {}): Promise<ChatSpaceRecord | null> {
  return chatsRepository(db).find(id, opts);
}

/** Every clinic operator of a clinic (they are parties to its chats), sorted. */
export function clinicOperators(db: Db, clinicId: number): Promise<string[]> {
  return chatsRepository(db).clinicOperators(clinicId);
}

/** The clinics `userId` is a clinic operator of (appointments, availability and the clinic desk scope by them). */
export function operatorClinicIds(db: Db, userId: string): Promise<number[]> {
  return chatsRepository(db).operatorClinicIds(userId);
}

/** True when `userId` is a clinic operator who belongs to `clinicId`. */
export function isClinicOperator(db: Db, userId: string, clinicId: number): Promise<boolean> {
  return chatsRepository(db).isClinicOperator(userId, clinicId);
}

/**
 * Who belongs to a chat space (SPEC §4 access): its patient, its doctor and, for a clinic chat,
 * every clinic operator of that clinic. Everyone else must not learn it exists.
 */
export async function chatParties(db: Db, space: ChatSpaceRecord): Promise<string[]> {
  const parties = [space.patientId, space.doctorId].filter((id): id is string => id !== null);
  if (space.clinicId !== null) parties.push(...(await chatsRepository(db).clinicOperators(space.clinicId)));
  return [...new Set(parties)];
}

/** True when `userId` may read and write this chat space. */
export async function isChatParty(db: Db, space: ChatSpaceRecord, userId: string): Promise<boolean> {
  if (space.patientId === userId || space.doctorId === userId) return true;
  return space.clinicId !== null && (await chatsRepository(db).isClinicOperator(userId, space.clinicId));
}

/**
 * The people a patient shares a chat space with: doctors of their doctor chats and operators of
 * the clinics of their clinic chats (whom a patient's presence concerns).
 */
export function patientCounterparts(db: Db, patientId: string): Promise<string[]> {
  return chatsRepository(db).patientCounterparts(patientId);
}

/**
 * Chat activity (SPEC §4): DoctorClinic is always active; PatientDoctor only while
 * `active_until` is in the future; PatientClinic until its last clinic inquiry is completed.
 */
export function chatActivity(space: ChatSpaceRecord, now: Date): { active: true } | { active: false; reason: ChatInactiveReason } {
  switch (space.type) {
    case 'DoctorClinic':
      return { active: true };
    case 'PatientDoctor':
      return space.activeUntil !== null && space.activeUntil.getTime() > now.getTime() ? { active: true } : { active: false, reason: 'expired' };
    case 'PatientClinic':
      return space.lastClinicInquiry?.status === 'completed' ? { active: false, reason: 'inquiry_completed' } : { active: true };
  }
}
