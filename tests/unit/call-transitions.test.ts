import { describe, expect, it } from 'vitest';
import {
  CALL_CAUSES, CALL_STATUSES, CALL_TRANSITIONS, LIVE_CALL_STATUSES, callOutcome, isCallOver, nextCallStatus, type CallCause, type CallStatus,
} from '../../src/protocol/calls';

/** A small seeded generator, so a failing walk can be replayed. */
function random(seed: number) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}

describe('the call-status table', () => {
  it('lists every status once, and only statuses as targets', () => {
    expect(new Set(CALL_STATUSES).size).toBe(16);
    expect(Object.keys(CALL_TRANSITIONS).sort()).toEqual([...CALL_STATUSES].sort());
    for (const moves of Object.values(CALL_TRANSITIONS)) for (const to of Object.values(moves)) expect(CALL_STATUSES).toContain(to);
  });

  it('reaches every status from pending, and only pending, ringing and ongoing lead anywhere', () => {
    const seen = new Set<CallStatus>(['pending']);
    const queue: CallStatus[] = ['pending'];
    while (queue.length) for (const to of Object.values(CALL_TRANSITIONS[queue.shift()!])) if (!seen.has(to!)) { seen.add(to!); queue.push(to!); }
    expect([...seen].sort()).toEqual([...CALL_STATUSES].sort());
    expect(CALL_STATUSES.filter((st) => !isCallOver(st))).toEqual([...LIVE_CALL_STATUSES]);
  });

  it('ends every live status by finish, disconnect and fail in a final status named after it', () => {
    for (const live of LIVE_CALL_STATUSES) {
      for (const cause of ['finish', 'disconnect', 'fail'] as const) {
        const to = nextCallStatus(live, cause)!;
        expect(to.startsWith(`${live}_`)).toBe(true);
        expect(isCallOver(to)).toBe(true);
      }
    }
  });

  it('random walks: every move is in the table, refusals change nothing, and every walk ends within three moves', () => {
    for (let seed = 1; seed <= 2000; seed++) {
      const next = random(seed);
      let status: CallStatus = 'pending';
      let moves = 0;
      for (let step = 0; step < 30; step++) {
        const cause: CallCause = CALL_CAUSES[Math.floor(next() * CALL_CAUSES.length)];
        const to = nextCallStatus(status, cause);
        expect(to, `seed ${seed}`).toBe(CALL_TRANSITIONS[status][cause] ?? null);
        if (to === null) continue;
        expect(isCallOver(status), `seed ${seed}: moved out of final ${status}`).toBe(false);
        status = to;
        moves++;
      }
      expect(moves).toBeLessThanOrEqual(3);
      if (isCallOver(status)) expect(callOutcome(status)).not.toBeNull();
    }
  });

  it('tells how each final status turned out, and nothing for a live one', () => {
    expect(Object.fromEntries(CALL_STATUSES.map((st) => [st, callOutcome(st)]))).toEqual({
      pending: null,
      pending_busy: 'busy',
      pending_unreachable: 'unreachable',
      pending_finished: 'finished',
      pending_disconnected: 'connection_lost',
      pending_failed: 'failed',
      ringing: null,
      ringing_declined: 'declined',
      ringing_missed: 'no_answer',
      ringing_finished: 'finished',
      ringing_disconnected: 'connection_lost',
      ringing_failed: 'failed',
      ongoing: null,
      ongoing_finished: 'finished',
      ongoing_disconnected: 'connection_lost',
      ongoing_failed: 'failed',
    });
  });
});
