import type { Db } from '../../db/connection';
import { withEvents } from '../../events/event-store';
import { findChatSpace } from '../chats';
import { devicePushOn, hasDevices, pushToDevices } from '../notifications';
import { lockPresence, onlineAmong } from '../presence';
import { userName } from '../users';
import { CALL_INCAME, isContention, type CallMoves, type CallsContext } from './calls.core';
import { candidatesOf } from './calls.parties';
import { callsRepository, type CallRecord } from './calls.repository';

/**
 * Ringing: a pending call looks for the people it should ring (busy, ring, or wait for a socket,
 * with a push to their devices on the first look), and looks again when one of them connects.
 */
export function callRinging(ctx: CallsContext, { record, move, fail }: Pick<CallMoves, 'record' | 'move' | 'fail'>) {
  const { deps, log, seconds, background } = ctx;
  const cfg = deps.config;

  /**
   * Among `candidates`, those already in another call: calling someone, or being rung or talking
   * as the named callee. A pending call waiting for the same person counts only if it is older,
   * so two calls racing to one person never both find them busy.
   */
  async function busyAmong(trx: Db, candidates: readonly string[], call: CallRecord): Promise<Set<string>> {
    const others = (await Promise.all(candidates.map((id) => callsRepository(trx).liveCallsOf(id)))).map((calls, i) => ({ id: candidates[i], calls }));
    const older = (x: CallRecord) => x.createdAt.getTime() < call.createdAt.getTime() || (x.createdAt.getTime() === call.createdAt.getTime() && x.id < call.id);
    const result = new Set<string>();
    for (const { id, calls } of others) {
      const engaged = calls.some((x) => x.id !== call.id && (x.callerId === id || x.status !== 'pending' || older(x)));
      if (engaged) result.add(id);
    }
    return result;
  }

  /**
   * Looks for the people a pending call should ring: busy when every one of them is in another
   * call; rings (CallIncame to each free one) when a socket of one of them is open; otherwise it
   * stays pending until a socket appears or its expiry makes it unreachable. On the first look
   * the callee's devices get a push and the wait grows to CALL_PUSH_PENDING_SECONDS.
   */
  async function dispatch(callId: string, first: boolean): Promise<void> {
    let pushTo: { userIds: string[]; callerName: { ka: string; en: string }; chatSpaceId: string } | null = null;
    try {
      await withEvents(deps, async (trx, emit) => {
        const repo = callsRepository(trx);
        const call = await repo.find(callId, { lock: true });
        if (!call || call.status !== 'pending') return;
        const space = await findChatSpace(trx, call.chatSpaceId);
        if (!space) return void (await move(trx, emit, call, 'fail', null));
        const candidates = await candidatesOf(trx, call, space);
        if (candidates.length === 0) return void (await move(trx, emit, call, 'unreachable', null));
        for (const id of [...candidates].sort()) await lockPresence(trx, id);
        const engaged = await busyAmong(trx, candidates, call);
        const free = candidates.filter((id) => !engaged.has(id));
        if (free.length === 0) return void (await move(trx, emit, call, 'busy', null));
        const online = await onlineAmong(trx, free);
        if (online.size === 0) {
          if (first && devicePushOn(cfg)) {
            const withDevices = (await Promise.all(free.map(async (id) => ((await hasDevices(trx, id, deps.clock.now())) ? id : null)))).filter((id): id is string => id !== null);
            if (withDevices.length > 0) {
              const expiresAt = seconds(cfg.callPushPendingSeconds);
              await repo.setTimer(call.id, 'expiry', null, expiresAt);
              // Still pending, with a later expiry: the caller hears it (a status the table has
              // no move for, so their call screen just keeps waiting).
              await record(trx, emit, call, { status: 'pending', expiresAt, calleeId: call.calleeId }, null, [call.callerId]);
              pushTo = { userIds: withDevices, callerName: await userName(trx, call.callerId), chatSpaceId: call.chatSpaceId };
            }
          }
          return;
        }
        const ringing = await move(trx, emit, call, 'ring', null);
        await record(trx, emit, ringing, ringing, call.callerId, free, CALL_INCAME);
      });
    } catch (err) {
      // Lost a race for a lock (the call or the callee is changing right now): its expiry timer
      // still stands, and the callee's next connect or the expiry settles it.
      if (isContention(err)) return;
      log.error({ err, callId }, 'calls: could not ring a call');
      await fail(callId);
      return;
    }
    if (pushTo) await sendCallPush(pushTo);
  }

  async function sendCallPush(p: { userIds: string[]; callerName: { ka: string; en: string }; chatSpaceId: string }) {
    try {
      await pushToDevices(deps, p.userIds, {
        headings: { ka: 'ვიდეოზარი', en: 'Video call' },
        contents: { ka: `${p.callerName.ka || p.callerName.en} გირეკავთ`, en: `${p.callerName.en || p.callerName.ka} is calling you` },
        url: `${cfg.publicUrl}/chats/${p.chatSpaceId}`,
      });
    } catch (err) {
      log.warn({ err }, 'calls: the incoming-call push failed');
    }
  }

  return {
    dispatch,

    /** A person's socket opened: pending calls waiting for them ring now. */
    userConnected(userId: string): void {
      background(async () => {
        for (const id of await callsRepository(deps.db).pendingFor(userId)) await dispatch(id, false);
      });
    },
  };
}

/** Ringing, as the request handlers receive it. */
export type CallRinging = ReturnType<typeof callRinging>;
