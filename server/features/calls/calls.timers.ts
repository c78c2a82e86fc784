import { isCallOver, type CallCause } from '../../../src/protocol/calls';
import { withEvents } from '../../events/event-store';
import { isOnline } from '../presence';
import { isContention, type CallMoves, type CallsContext } from './calls.core';
import { callsRepository } from './calls.repository';

/**
 * The call timers (`call_timers`, never process memory): `fireDue` fires the ones due now, once
 * each across every node polling.
 */
export function callTimers(ctx: CallsContext, { move, fail }: Pick<CallMoves, 'move' | 'fail'>) {
  const { deps, log } = ctx;

  return {
    /**
     * Fires every timer due now, one transaction each: a pending call becomes unreachable, a
     * ringing one missed, a call whose participant stayed without a socket disconnected. Each
     * timer is claimed with `SKIP LOCKED`, so with several nodes polling each fires once.
     */
    async fireDue(limit = 100): Promise<number> {
      let fired = 0;
      // Timers whose call was being changed at that moment: left for the next poll.
      const skipped: number[] = [];
      for (let attempt = 0; attempt < limit; attempt++) {
        let claimed: string | null = null;
        let timerId: number | null = null;
        try {
          const found = await withEvents(deps, async (trx, emit) => {
            const repo = callsRepository(trx);
            const [timer] = await repo.claimDue(deps.clock.now(), 1, skipped);
            if (!timer) return false;
            claimed = timer.callId;
            timerId = timer.id;
            // The timer row is locked first here, while requests lock the call first and then
            // delete its timers: waiting for the call could deadlock, so a call being changed
            // right now (NOWAIT fails) keeps its timer for the next poll.
            const call = await repo.find(timer.callId, { lock: true, noWait: true });
            await repo.deleteTimer(timer.id);
            if (!call || isCallOver(call.status)) return true;
            if (timer.kind === 'expiry') {
              const cause: CallCause | null = call.status === 'pending' ? 'unreachable' : call.status === 'ringing' ? 'miss' : null;
              if (cause) await move(trx, emit, call, cause, null);
            } else if (timer.userId && !(await isOnline(trx, timer.userId))) {
              await move(trx, emit, call, 'disconnect', null);
            }
            return true;
          });
          if (!found) break;
          fired++;
        } catch (err) {
          if (isContention(err) && timerId !== null) {
            skipped.push(timerId);
            continue;
          }
          if (isContention(err)) break;
          log.error({ err }, 'calls: a timer could not fire');
          if (claimed) await fail(claimed);
          else break;
        }
      }
      return fired;
    },
  };
}
