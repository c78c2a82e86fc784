import { AppError, fieldErrors } from '../../../src/protocol/errors';
import {
  isCallOver, mayStartCall, nextCallStatus, type CallCause, type CallChangeAnswer, type CallIncamePayload, type CallInfo, type CallJoinAnswer, type CallRoom,
  type CallUpdatedPayload,
} from '../../../src/protocol/calls';
import type { Db } from '../../db/connection';
import type { AppDeps } from '../../deps';
import { withEvents, type Emit } from '../../events/event-store';
import { chatActivity, chatParties, clinicOperators, findChatSpace, isChatParty, isClinicOperator, type ChatSpaceRecord } from '../chats';
import { devicePushOn, hasDevices, notify, pushToDevices } from '../notifications';
import { isOnline, lockPresence, onlineAmong } from '../presence';
import { userName } from '../users';
import { callsRepository, toCallInfo, type CallRecord } from './calls.repository';
import { signRoomToken } from './jitsi-token';

export const CALL_UPDATED = 'CallUpdated';
export const CALL_INCAME = 'CallIncame';

/** The stream of one call's events. */
export const callStream = (callId: string) => `call:${callId}`;

type UserType = 'Patient' | 'Doctor' | 'ClinicOperator';

/** Who is asking: the signed-in person behind a socket. */
export interface Caller {
  userId: string;
  userType: UserType;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * PostgreSQL's answers when a transaction lost a race for a lock rather than failed: deadlock,
 * serialization failure, lock not available (NOWAIT). The work is tried again, not failed.
 */
const CONTENTION = new Set(['40P01', '40001', '55P03']);
const isContention = (err: unknown) => CONTENTION.has(String((err as { code?: unknown })?.code ?? ''));

const callNotFound = () => new AppError('call.not_found', 404, { message: 'No such call' });
const movedOn = (status: string) => new AppError('call.moved_on', 409, { message: `The call is ${status}` });

/** The one person a call from `callerId` rings, or null when it rings every operator of the clinic. */
function calleeOf(space: ChatSpaceRecord, callerId: string): string | null {
  if (space.type === 'PatientDoctor') return callerId === space.patientId ? space.doctorId : space.patientId;
  return callerId === space.doctorId ? null : space.doctorId;
}

/** The people a call rings: its callee, or the clinic's operators (never the caller). */
async function candidatesOf(db: Db, call: CallRecord, space: ChatSpaceRecord): Promise<string[]> {
  if (call.calleeId !== null) return [call.calleeId];
  if (space.clinicId === null) return [];
  return (await clinicOperators(db, space.clinicId)).filter((id) => id !== call.callerId);
}

/**
 * True when `call` rings (or rang) for `userId`: its named callee, or, for a doctor's call to a
 * clinic, any operator of that clinic (so a colleague who was too late hears `call.moved_on`).
 */
async function isCandidate(db: Db, call: CallRecord, userId: string): Promise<boolean> {
  if (userId === call.callerId) return false;
  if (call.calleeId === userId) return true;
  const space = await findChatSpace(db, call.chatSpaceId);
  if (!space || space.type !== 'DoctorClinic' || call.callerId !== space.doctorId || space.clinicId === null) return false;
  return isClinicOperator(db, userId, space.clinicId);
}

function parseCallId(payload: unknown): string {
  const id = payload && typeof payload === 'object' ? (payload as Record<string, unknown>).call_id : undefined;
  if (typeof id !== 'string' || id === '') throw fieldErrors([{ path: 'call_id', code: 'field.required' }]);
  if (!UUID.test(id)) throw callNotFound();
  return id.toLowerCase();
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
 * The call lifecycle on the server (SPEC §4, CALL_TRANSITIONS): starting, ringing, answering,
 * declining and finishing calls, and the timers that end them. Every change is one transaction
 * that writes the call, its timers and a `CallUpdated` event (audience: every party of its chat)
 * together; the live hub pushes it after the commit.
 */
export function callsService(deps: AppDeps, log: { error(obj: unknown, msg?: string): void; warn(obj: unknown, msg?: string): void }) {
  const cfg = deps.config;
  const seconds = (s: number) => new Date(deps.clock.now().getTime() + s * 1000);
  const busy = new Set<Promise<void>>();

  /** Runs `work` in the background, tracked so tests and shutdown can wait for it. */
  function background(work: () => Promise<void>) {
    const p: Promise<void> = work()
      .catch((err) => log.error({ err }, 'calls: background work failed'))
      .finally(() => busy.delete(p));
    busy.add(p);
  }

  /**
   * Applies `cause` to a locked call, or throws `call.moved_on` when the table refuses it. Writes
   * the status, its expiry timer, end marks and the CallUpdated event; a missed or unreachable
   * call leaves a missed-call notification for the people it rang.
   */
  async function move(trx: Db, emit: Emit, call: CallRecord, cause: CallCause, actorId: string | null, extra: { calleeId?: string } = {}): Promise<CallRecord> {
    const next = nextCallStatus(call.status, cause);
    if (!next) throw movedOn(call.status);
    const now = deps.clock.now();
    const repo = callsRepository(trx);
    const over = isCallOver(next);
    const expiresAt = next === 'ringing' ? seconds(cfg.callRingSeconds) : null;
    const updated = await repo.update(call.id, {
      status: next,
      expiresAt,
      ...(extra.calleeId ? { calleeId: extra.calleeId } : {}),
      ...(next === 'ongoing' ? { answeredAt: now } : {}),
      ...(over ? { endedAt: now, endedBy: actorId } : {}),
    });
    if (over) await repo.clearTimers(call.id);
    else if (expiresAt) await repo.setTimer(call.id, 'expiry', null, expiresAt);
    else await repo.clearTimers(call.id, 'expiry');

    const space = await findChatSpace(trx, call.chatSpaceId);
    const parties = space ? await chatParties(trx, space) : [call.callerId, ...(call.calleeId ? [call.calleeId] : [])];
    const payload: CallUpdatedPayload = toCallInfo(updated);
    await emit({ stream: callStream(call.id), type: CALL_UPDATED, payload, actorId, audience: parties });

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
            const withDevices = (await Promise.all(free.map(async (id) => ((await hasDevices(trx, id)) ? id : null)))).filter((id): id is string => id !== null);
            if (withDevices.length > 0) {
              await repo.setTimer(call.id, 'expiry', null, seconds(cfg.callPushPendingSeconds));
              await repo.update(call.id, { status: 'pending', expiresAt: seconds(cfg.callPushPendingSeconds) });
              pushTo = { userIds: withDevices, callerName: await userName(trx, call.callerId), chatSpaceId: call.chatSpaceId };
            }
          }
          return;
        }
        const ringing = await move(trx, emit, call, 'ring', null);
        const incame: CallIncamePayload = toCallInfo(ringing);
        await emit({ stream: callStream(call.id), type: CALL_INCAME, payload: incame, actorId: call.callerId, audience: free });
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

  /** The room `userId` joins for `call`, with their token when rooms are signed. */
  async function roomFor(call: CallRecord, userId: string): Promise<CallRoom> {
    const room: CallRoom = { domain: cfg.jitsiDomain, name: call.chatSpaceId, jwt: null };
    if (!cfg.jitsiAppId || !cfg.jitsiAppSecret) return room;
    const language = await callsRepository(deps.db).languageOf(userId);
    const name = await userName(deps.db, userId);
    const display = language === 'en' ? name.en || name.ka : name.ka || name.en;
    room.jwt = signRoomToken({ appId: cfg.jitsiAppId, appSecret: cfg.jitsiAppSecret, domain: cfg.jitsiDomain }, call.chatSpaceId, { id: userId, name: display, avatar: null }, deps.clock.now());
    return room;
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
        const created = await callsRepository(trx).insert({ chatSpaceId: space.id, callerId: who.userId, calleeId: calleeOf(space, who.userId), expiresAt, createdAt: now });
        await callsRepository(trx).setTimer(created.id, 'expiry', null, expiresAt);
        await watchForLoss(trx, created.id, who.userId);
        const payload: CallUpdatedPayload = toCallInfo(created);
        await emit({ stream: callStream(created.id), type: CALL_UPDATED, payload, actorId: who.userId, audience: [who.userId] });
        return created;
      });
      // After the answer has gone out: the caller hears of the call before it rings or is busy.
      // Tracked from now on, so `idle()` (tests, shutdown) also waits for a ring not yet begun.
      background(async () => {
        await new Promise((resolve) => setImmediate(resolve));
        await dispatch(call.id, true);
      });
      return { call: toCallInfo(call), room: await roomFor(call, who.userId) };
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
      return { call: toCallInfo(call), room: await roomFor(call, who.userId) };
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

    /** `FinishCall {call_id}`: by the caller or the callee; → pending_, ringing_ or ongoing_finished. */
    async finish(who: Caller, payload: unknown): Promise<CallChangeAnswer> {
      const callId = parseCallId(payload);
      const call = await change(callId, async (trx, emit, c) => {
        if (c.callerId !== who.userId && c.calleeId !== who.userId) throw callNotFound();
        return move(trx, emit, c, 'finish', who.userId);
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
          return { call: toCallInfo(c), room: joined ? await roomFor(c, userId) : null };
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

    /** A person's socket opened: pending calls waiting for them ring now. */
    userConnected(userId: string): void {
      background(async () => {
        for (const id of await callsRepository(deps.db).pendingFor(userId)) await dispatch(id, false);
      });
    },

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

    /** Resolves when background work under way (ringing, pushes) has finished. */
    async idle(): Promise<void> {
      while (busy.size > 0) await Promise.all([...busy]);
    },
  };
}

export type CallsService = ReturnType<typeof callsService>;
