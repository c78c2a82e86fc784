import { AppError, fieldErrors } from '../../../src/protocol/errors';
import {
  mayStartCall, nextCallStatus, type CallChangeAnswer, type CallInfo, type CallJoinAnswer, type CallRoom, type CallUpdatedPayload,
} from '../../../src/protocol/calls';
import { withEvents } from '../../events/event-store';
import { chatActivity, findChatSpace, isChatParty } from '../chats';
import { lockPresence } from '../presence';
import { CALL_UPDATED, callNotFound, callStream, movedOn, type CallMoves, type CallsContext } from './calls.core';
import { calleeOf, isCandidate } from './calls.parties';
import { callsRepository, toCallInfo } from './calls.repository';
import type { CallRinging } from './calls.ringing';
import { roomFor } from './calls.rooms';

type UserType = 'Patient' | 'Doctor' | 'ClinicOperator';

/** Who is asking: the signed-in person behind a socket. */
export interface Caller {
  userId: string;
  userType: UserType;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function parseCallId(payload: unknown): string {
  const id = payload && typeof payload === 'object' ? (payload as Record<string, unknown>).call_id : undefined;
  if (typeof id !== 'string' || id === '') throw fieldErrors([{ path: 'call_id', code: 'field.required' }]);
  if (!UUID.test(id)) throw callNotFound();
  return id.toLowerCase();
}

/**
 * The cause a `FinishCall` carries: 'finish' (hanging up, the default) or 'fail' — the person's
 * app could not carry the call on (the video service could not be reached), so it ends *_failed.
 */
function parseFinishCause(payload: unknown): 'finish' | 'fail' {
  const cause = payload && typeof payload === 'object' ? (payload as Record<string, unknown>).cause : undefined;
  if (cause === undefined || cause === 'finish') return 'finish';
  if (cause === 'fail') return 'fail';
  throw fieldErrors([{ path: 'cause', code: 'field.format' }]);
}

function parseCallRequest(payload: unknown): string {
  const p = payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {};
  const errors: Parameters<typeof fieldErrors>[0] = [];
  if (typeof p.chat_space_id !== 'string' || p.chat_space_id === '') errors.push({ path: 'chat_space_id', code: 'field.required' });
  else if (!UUID.test(p.chat_space_id)) errors.push({ path: 'chat_space_id', code: 'field.format' });
  if (p.type !== 'video') errors.push({ path: 'type', code: p.type === undefined ? 'field.required' : 'field.format' });
  if (errors.length > 0) throw fieldErrors(errors);
  return (p.chat_space_id as string).toLowerCase();
}

/**
 * What people ask of calls: start one (Call), answer, decline or finish one, and read the calls
 * they are in (for resynchronising after a reconnect). Each answers as SPEC §7 says.
 */
export function callRequests(ctx: CallsContext, { move, change, watchForLoss }: Pick<CallMoves, 'move' | 'change' | 'watchForLoss'>, { dispatch }: Pick<CallRinging, 'dispatch'>) {
  const { deps, seconds, background } = ctx;
  const cfg = deps.config;

  return {
    /**
     * `Call {chat_space_id, type}`: 422 for a malformed payload, 404 `chat.not_found` unless a
     * party, 403 `call.not_allowed` (see mayStartCall), 409 `call.chat_inactive` on a read-only
     * chat, 409 `call.in_call` when the caller is already in a call. Creates the call `pending`
     * and answers it with the caller's room; ringing (or busy) follows right after the answer.
     */
    async start(who: Caller, payload: unknown): Promise<CallJoinAnswer> {
      const spaceId = parseCallRequest(payload);
      const call = await withEvents(deps, async (trx, emit) => {
        const space = await findChatSpace(trx, spaceId);
        if (!space || !(await isChatParty(trx, space, who.userId))) throw new AppError('chat.not_found', 404, { message: 'No such chat space' });
        if (!mayStartCall(space.type, who.userType)) throw new AppError('call.not_allowed', 403, { message: 'You cannot start a call in this chat' });
        const now = deps.clock.now();
        if (!chatActivity(space, now).active) throw new AppError('call.chat_inactive', 409, { message: 'The chat is closed' });
        await lockPresence(trx, who.userId);
        const mine = await callsRepository(trx).liveCallsOf(who.userId);
        if (mine.some((x) => x.callerId === who.userId || x.status !== 'pending')) throw new AppError('call.in_call', 409, { message: 'You are already in a call' });
        const expiresAt = seconds(cfg.callPendingSeconds);
        // Projected from the first event of its stream, appended right after (expected version 0).
        const created = await callsRepository(trx).insert({ chatSpaceId: space.id, callerId: who.userId, calleeId: calleeOf(space, who.userId), expiresAt, createdAt: now, version: 1 });
        await callsRepository(trx).setTimer(created.id, 'expiry', null, expiresAt);
        await watchForLoss(trx, created.id, who.userId);
        const payload: CallUpdatedPayload = toCallInfo(created);
        await emit({ stream: callStream(created.id), type: CALL_UPDATED, payload, actorId: who.userId, audience: [who.userId] }, { expectedVersion: 0 });
        return created;
      });
      // After the answer has gone out: the caller hears of the call before it rings or is busy.
      // Tracked from now on, so `idle()` (tests, shutdown) also waits for a ring not yet begun.
      background(async () => {
        await new Promise((resolve) => setImmediate(resolve));
        await dispatch(call.id, true);
      });
      return { call: toCallInfo(call), room: await roomFor(deps, call, who.userId) };
    },

    /** `AnswerCall {call_id}`: by a person the call rings; ringing → ongoing. Answers the room to join. */
    async answer(who: Caller, payload: unknown): Promise<CallJoinAnswer> {
      const callId = parseCallId(payload);
      const call = await change(callId, async (trx, emit, c) => {
        if (!(await isCandidate(trx, c, who.userId))) throw callNotFound();
        if (nextCallStatus(c.status, 'answer') === null) throw movedOn(c.status);
        await lockPresence(trx, who.userId);
        const elsewhere = await callsRepository(trx).liveCallsOf(who.userId);
        if (elsewhere.some((x) => x.id !== c.id && (x.callerId === who.userId || x.status !== 'pending'))) throw new AppError('call.in_call', 409, { message: 'You are already in a call' });
        const moved = await move(trx, emit, c, 'answer', who.userId, { calleeId: who.userId });
        await watchForLoss(trx, c.id, who.userId);
        return moved;
      });
      return { call: toCallInfo(call), room: await roomFor(deps, call, who.userId) };
    },

    /** `DeclineCall {call_id}`: by a person the call rings; ringing → ringing_declined. */
    async decline(who: Caller, payload: unknown): Promise<CallChangeAnswer> {
      const callId = parseCallId(payload);
      const call = await change(callId, async (trx, emit, c) => {
        if (!(await isCandidate(trx, c, who.userId))) throw callNotFound();
        return move(trx, emit, c, 'decline', who.userId);
      });
      return { call: toCallInfo(call) };
    },

    /**
     * `FinishCall {call_id, cause?}`: by the caller or the callee; → pending_, ringing_ or
     * ongoing_finished, or with `cause: 'fail'` (their video service could not be reached) →
     * pending_, ringing_ or ongoing_failed.
     */
    async finish(who: Caller, payload: unknown): Promise<CallChangeAnswer> {
      const callId = parseCallId(payload);
      const cause = parseFinishCause(payload);
      const call = await change(callId, async (trx, emit, c) => {
        if (c.callerId !== who.userId && c.calleeId !== who.userId) throw callNotFound();
        return move(trx, emit, c, cause, who.userId);
      });
      return { call: toCallInfo(call) };
    },

    /**
     * The live calls a person takes part in or is being rung for, each with the room they may
     * (re)join: the caller's always (they had it with the Call answer), the callee's once ongoing. For resynchronising after
     * a (re)connect.
     */
    async current(userId: string): Promise<Array<{ call: CallInfo; room: CallRoom | null }>> {
      const repo = callsRepository(deps.db);
      const mine = await repo.liveCallsOf(userId);
      const ringingForMe = await repo.ringingFor(userId);
      const calls = [...mine, ...ringingForMe.filter((c) => !mine.some((m) => m.id === c.id))];
      return Promise.all(
        calls.map(async (c) => {
          const joined = c.callerId === userId || (c.calleeId === userId && c.status === 'ongoing');
          return { call: toCallInfo(c), room: joined ? await roomFor(deps, c, userId) : null };
        }),
      );
    },

    /** One call as a person it concerns sees it (caller, callee, or someone it rang); 404 otherwise. */
    async get(userId: string, rawId: string): Promise<CallInfo> {
      const callId = parseCallId({ call_id: rawId });
      const call = await callsRepository(deps.db).find(callId);
      if (!call || (call.callerId !== userId && !(await isCandidate(deps.db, call, userId)))) throw callNotFound();
      return toCallInfo(call);
    },
  };
}
