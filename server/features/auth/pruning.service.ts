import type { AppDeps } from '../../deps';
import { attemptsRepository } from './attempts.repository';
import { authcodesRepository } from './authcodes.repository';
import { codesRepository } from './codes.repository';

/**
 * How long sign-in records stay once they stop mattering: a day. Every window they are counted in
 * is far shorter (sends per identifier, number and sender: an hour at most, counted from a code's
 * creation, 5 minutes before it expires; failed attempts: FAILURE_WINDOW_SECONDS), so pruning
 * never lifts a limit or shortens a lockout, even on a node whose clock runs ahead; and an operator
 * can still look at yesterday's attack.
 */
export const SIGN_IN_RECORDS_KEPT_SECONDS = 24 * 60 * 60;

export interface PrunedSignInRecords {
  /** One-time codes (`auth_codes`) expired more than a day ago. */
  codes: number;
  /** Sign-in links (`authcodes`) expired more than a day ago. */
  authcodes: number;
  /** Sign-in attempts (`login_attempts`) older than a day. */
  attempts: number;
}

/** Deletes the one-time codes, sign-in links and sign-in attempts nothing reads any more. */
export async function pruneSignInRecords(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<PrunedSignInRecords> {
  const cutoff = new Date(deps.clock.now().getTime() - SIGN_IN_RECORDS_KEPT_SECONDS * 1000);
  return {
    codes: await codesRepository(deps.db).deleteExpiredBefore(cutoff),
    authcodes: await authcodesRepository(deps.db).deleteExpiredBefore(cutoff),
    attempts: await attemptsRepository(deps.db).deleteBefore(cutoff),
  };
}
