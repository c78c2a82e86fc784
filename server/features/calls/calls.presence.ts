import type { Db } from '../../db/connection';
import { callsRepository } from './calls.repository';

/**
 * A person's last socket closed (on any node): each live call they take part in starts its
 * `gone` timer, due at `dueAt`. Until a call is answered only the caller takes part; the person
 * being rung is not yet in it. Runs in the presence change's own transaction.
 */
export async function participantLeft(trx: Db, userId: string, dueAt: Date): Promise<void> {
  const repo = callsRepository(trx);
  for (const call of await repo.liveCallsOf(userId)) {
    if (call.callerId === userId || call.status === 'ongoing') await repo.startGone(call.id, userId, dueAt);
  }
}

/** A person has a socket again: their `gone` timers stop. */
export async function participantBack(trx: Db, userId: string): Promise<void> {
  await callsRepository(trx).stopGone(userId);
}
