import { AppError } from '../../../src/protocol/errors';
import { isCallOver, nextCallStatus, type CallCause, type CallUpdatedPayload } from '../../../src/protocol/calls';
import type { Db } from '../../db/connection';
import type { AppDeps } from '../../deps';
import { withEvents, type Emit } from '../../events/event-store';
import { chatParties, findChatSpace } from '../chats';
import { notify } from '../notifications';
import { isOnline } from '../presence';
import { userName } from '../users';
import { candidatesOf } from './calls.parties';
import { callsRepository, toCallInfo, type CallRecord } from './calls.repository';

export const CALL_UPDATED = 'CallUpdated';
export const CALL_INCAME = 'CallIncame';

/** The stream of one call's events. */
export const callStream = (callId: string) => `call:${callId}`;

/**
 * PostgreSQL's answers when a transaction lost a race for a lock rather than failed: deadlock,
 * serialization failure, lock not available (NOWAIT). The work is tried again, not failed.
 */
const CONTENTION = new Set(['40P01', '40001', '55P03']);
export const isContention = (err: unknown) => CONTENTION.has(String((err as { code?: unknown })?.code ?? ''));

export const callNotFound = () => new AppError('call.not_found', 404, { message: 'No such call' });
export const movedOn = (status: string) => new AppError('call.moved_on', 409, { message: `The call is ${status}` });

/** Where the call lifecycle logs what went wrong in the background. */
export interface CallsLog {
  error(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
}

/** What every part of the call lifecycle shares (built once by `callsService`). */
export interface CallsContext {
  deps: AppDeps;
  log: CallsLog;
  /** The moment `s` seconds from now, on the app's clock. */
  seconds(s: number): Date;
  /** Runs `work` in the background, tracked so tests and shutdown can wait for it (`idle`). */
  background(work: () => Promise<void>): void;
}

/**
 * The state-changing core of the call lifecycle: every change of a call goes through `record`
 * (an event on the call's stream at the row's version, then the row), every change of its status
 * through `move`, inside a transaction that holds the call's row lock; `change` runs a person's change of
 * one call, `fail` records a server-side failure, and `watchForLoss` starts the loss timer of a
 * person joining a call without a socket.
 */
export function callMoves(ctx: CallsContext) {
  const { deps, log, seconds } = ctx;
  const cfg = deps.config;

  /**
   * Records a change of a locked call the event-sourced way: appends `CallUpdated` (or, ringing
   * for its candidates, `CallIncame`) with the call as it now is to its stream, at the version the
   * row was read at, then projects the event onto the row (callProjection in calls.projection.ts
   * is the same fold). A stale row fails with `event.conflict` and nothing is written.
   */
  async function record(
    trx: Db,
    emit: Emit,
    call: CallRecord,
    next: Pick<CallRecord, 'status' | 'expiresAt' | 'calleeId'>,
    actorId: string | null,
    audience: readonly string[],
    type: typeof CALL_UPDATED | typeof CALL_INCAME = CALL_UPDATED,
  ): Promise<CallRecord> {
    const changed: CallRecord = { ...call, ...next, version: call.version + 1 };
    const payload: CallUpdatedPayload = toCallInfo(changed);
    const [event] = await emit({ stream: callStream(call.id), type, payload, actorId, audience }, { expectedVersion: call.version });
    const over = isCallOver(next.status);
    return callsRepository(trx).update(call.id, {
      status: next.status,
      expiresAt: next.expiresAt,
      version: changed.version,
      ...(next.calleeId !== call.calleeId ? { calleeId: next.calleeId } : {}),
      ...(next.status === 'ongoing' ? { answeredAt: event.createdAt } : {}),
      ...(over ? { endedAt: event.createdAt, endedBy: actorId } : {}),
    });
  }

  /**
   * Applies `cause` to a locked call, or throws `call.moved_on` when the table refuses it. Records
   * the move (CallUpdated to every party of its chat), sets or clears its timers; a missed or
   * unreachable call leaves a missed-call notification for the people it rang.
   */
  async function move(trx: Db, emit: Emit, call: CallRecord, cause: CallCause, actorId: string | null, extra: { calleeId?: string } = {}): Promise<CallRecord> {
    const next = nextCallStatus(call.status, cause);
    if (!next) throw movedOn(call.status);
    const now = deps.clock.now();
    const repo = callsRepository(trx);
    const expiresAt = next === 'ringing' ? seconds(cfg.callRingSeconds) : null;
    const space = await findChatSpace(trx, call.chatSpaceId);
    const parties = space ? await chatParties(trx, space) : [call.callerId, ...(call.calleeId ? [call.calleeId] : [])];
    const updated = await record(trx, emit, call, { status: next, expiresAt, calleeId: extra.calleeId ?? call.calleeId }, actorId, parties);
    if (isCallOver(next)) await repo.clearTimers(call.id);
    else if (expiresAt) await repo.setTimer(call.id, 'expiry', null, expiresAt);
    else await repo.clearTimers(call.id, 'expiry');

    if ((next === 'ringing_missed' || next === 'pending_unreachable') && space) {
      const title = await userName(trx, call.callerId);
      for (const userId of await candidatesOf(trx, call, space)) {
        await notify(trx, emit, { userId, action: 'call.missed', entity: { title, actor_id: call.callerId, chat_space_id: call.chatSpaceId }, entityId: call.id, entityType: 'call' }, now);
      }
    }
    return updated;
  }

  /**
   * A person joins a call (calling, answering) under their user-row lock: if their last socket
   * closed just before (a request sent as the connection dropped), the loss timer presence would
   * have started for a participant starts now.
   */
  async function watchForLoss(trx: Db, callId: string, userId: string): Promise<void> {
    if (!(await isOnline(trx, userId))) await callsRepository(trx).startGone(callId, userId, seconds(cfg.callGoneSeconds));
  }

  /** Moves a live call to its failed status after a server-side failure; never throws. */
  async function fail(callId: string): Promise<void> {
    try {
      await withEvents(deps, async (trx, emit) => {
        const call = await callsRepository(trx).find(callId, { lock: true });
        if (call && !isCallOver(call.status)) await move(trx, emit, call, 'fail', null);
      });
    } catch (err) {
      log.error({ err, callId }, 'calls: could not record a failed call');
    }
  }

  /**
   * Runs a change of one call (answer, decline, finish): locks it, checks the person may make the
   * change, applies it. When the commit succeeded but its push could not go out, the call fails:
   * the other side would never learn of the change.
   */
  async function change(callId: string, work: (trx: Db, emit: Emit, call: CallRecord) => Promise<CallRecord>): Promise<CallRecord> {
    let committed: CallRecord | null = null;
    try {
      return await withEvents(deps, async (trx, emit) => {
        const call = await callsRepository(trx).find(callId, { lock: true });
        if (!call) throw callNotFound();
        committed = await work(trx, emit, call);
        return committed;
      });
    } catch (err) {
      if (committed !== null && !isCallOver((committed as CallRecord).status)) await fail(callId);
      throw err;
    }
  }

  return { record, move, watchForLoss, fail, change };
}

/** The core's moves, as the other parts of the lifecycle receive them. */
export type CallMoves = ReturnType<typeof callMoves>;
