import type { Db } from '../../db/connection';
import { interviewsRepository, type StoredEvidence } from './interviews.repository';

/**
 * The findings a finished interview recorded (symptoms and risk factors, present, absent or
 * unknown; `initial` for the complaints the patient started with), in the order given; null when
 * the interview does not exist or is not finished. A case opened for the appointment the
 * interview is bound to takes its evidences from here.
 */
export async function finishedInterviewFindings(db: Db, interviewId: string): Promise<StoredEvidence[] | null> {
  const i = await interviewsRepository(db).find(interviewId);
  if (!i || i.status !== 'finished') return null;
  return i.evidences;
}
