import type { AppDeps } from '../../deps';
import { callMoves, type CallsContext, type CallsLog } from './calls.core';
import { callRequests } from './calls.requests';
import { callRinging } from './calls.ringing';
import { callTimers } from './calls.timers';

/**
 * The call lifecycle on the server (SPEC §4, CALL_TRANSITIONS): starting, ringing, answering,
 * declining and finishing calls, and the timers that end them. Every change is one transaction
 * that writes the call, its timers and a `CallUpdated` event (audience: every party of its chat)
 * together; the live hub pushes it after the commit.
 */
export function callsService(deps: AppDeps, log: CallsLog) {
  const busy = new Set<Promise<void>>();
  const ctx: CallsContext = {
    deps,
    log,
    seconds: (s: number) => new Date(deps.clock.now().getTime() + s * 1000),
    /** Runs `work` in the background, tracked so tests and shutdown can wait for it. */
    background(work: () => Promise<void>) {
      const p: Promise<void> = work()
        .catch((err) => log.error({ err }, 'calls: background work failed'))
        .finally(() => busy.delete(p));
      busy.add(p);
    },
  };
  const moves = callMoves(ctx);
  const ringing = callRinging(ctx, moves);
  const requests = callRequests(ctx, moves, ringing);
  const timers = callTimers(ctx, moves);

  return {
    start: requests.start,
    answer: requests.answer,
    decline: requests.decline,
    finish: requests.finish,
    current: requests.current,
    get: requests.get,
    userConnected: ringing.userConnected,
    fireDue: timers.fireDue,

    /** Resolves when background work under way (ringing, pushes) has finished. */
    async idle(): Promise<void> {
      while (busy.size > 0) await Promise.all([...busy]);
    },
  };
}

export type CallsService = ReturnType<typeof callsService>;
