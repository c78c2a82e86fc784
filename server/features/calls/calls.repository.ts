import { sql } from 'kysely';
import { LIVE_CALL_STATUSES, type CallInfo, type CallStatus } from '../../../src/protocol/calls';
import type { Db } from '../../db/connection';

/** A call as the service reasons about it. */
export interface CallRecord {
  id: string;
  chatSpaceId: string;
  callerId: string;
  calleeId: string | null;
  status: CallStatus;
  expiresAt: Date | null;
  createdAt: Date;
  /** The version of the stream `call:<id>` this row was projected from (the events appended so far). */
  version: number;
}

/** A due timer, claimed (row-locked) by this node until its transaction ends. */
export interface DueTimer {
  id: number;
  callId: string;
  kind: 'expiry' | 'gone';
  userId: string | null;
}

const COLUMNS = ['id', 'chat_space_id', 'caller_id', 'callee_id', 'status', 'expires_at', 'created_at', 'version'] as const;
type CallRow = { id: string; chat_space_id: string; caller_id: string; callee_id: string | null; status: CallStatus; expires_at: Date | null; created_at: Date; version: number };

function toCall(r: CallRow): CallRecord {
  return {
    id: r.id,
    chatSpaceId: r.chat_space_id,
    callerId: r.caller_id,
    calleeId: r.callee_id,
    status: r.status,
    expiresAt: r.expires_at ? new Date(r.expires_at) : null,
    createdAt: new Date(r.created_at),
    version: Number(r.version),
  };
}

/** The call as it travels (CallUpdated, CallIncame, answers). */
export function toCallInfo(c: CallRecord): CallInfo {
  return {
    id: c.id,
    caller_id: c.callerId,
    callee_id: c.calleeId,
    chat_space_id: c.chatSpaceId,
    status: c.status,
    expires_at: c.expiresAt ? c.expiresAt.toISOString() : null,
    type: 'video',
    created_at: c.createdAt.toISOString(),
  };
}

const LIVE = [...LIVE_CALL_STATUSES];

/**
 * Calls in `status` meant for `userId` as the other side: those naming them as callee, and a
 * doctor's calls to a clinic they operate.
 */
async function ringsFor(db: Db, userId: string, status: 'pending' | 'ringing'): Promise<CallRecord[]> {
  const rows = await sql<CallRow>`
    SELECT c.id, c.chat_space_id, c.caller_id, c.callee_id, c.status, c.expires_at, c.created_at, c.version FROM calls c
      JOIN chat_spaces s ON s.id = c.chat_space_id
      WHERE c.status = ${status} AND c.caller_id <> ${userId} AND (
        c.callee_id = ${userId}
        OR (c.callee_id IS NULL AND s.clinic_id IN (
          SELECT m.clinic_id FROM clinic_members m JOIN users u ON u.id = m.user_id AND u.type = 'ClinicOperator' WHERE m.user_id = ${userId})))
      ORDER BY c.created_at
  `.execute(db);
  return rows.rows.map(toCall);
}

/** Calls and their timers. */
export function callsRepository(db: Db) {
  return {
    /** A new pending call, projected from the first `version` events of its stream. */
    async insert(c: { chatSpaceId: string; callerId: string; calleeId: string | null; expiresAt: Date; createdAt: Date; version: number }): Promise<CallRecord> {
      const row = await db
        .insertInto('calls')
        .values({ chat_space_id: c.chatSpaceId, caller_id: c.callerId, callee_id: c.calleeId, type: 'video', status: 'pending', expires_at: c.expiresAt, created_at: c.createdAt, version: c.version })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      return toCall(row as CallRow);
    },

    /**
     * The call; with `lock` its row stays locked until commit, so changes of one call are serial.
     * `noWait` fails at once (55P03) instead of waiting for another transaction's lock; it takes
     * FOR NO KEY UPDATE, which the key-share locks of timer inserts (their foreign key) do not block.
     */
    async find(id: string, opts: { lock?: boolean; noWait?: boolean } = {}): Promise<CallRecord | null> {
      let q = db.selectFrom('calls').select(COLUMNS).where('id', '=', id);
      if (opts.lock && opts.noWait) q = q.forNoKeyUpdate().noWait();
      else if (opts.lock) q = q.forUpdate();
      const row = await q.executeTakeFirst();
      return row ? toCall(row as CallRow) : null;
    },

    /**
     * Projects an event of the call's stream onto its row: the status, expiry, callee and end
     * marks it carries, and the stream `version` it brings the row to.
     */
    async update(id: string, change: { status: CallStatus; expiresAt: Date | null; version: number; calleeId?: string | null; answeredAt?: Date; endedAt?: Date; endedBy?: string | null }): Promise<CallRecord> {
      const row = await db
        .updateTable('calls')
        .set({
          status: change.status,
          expires_at: change.expiresAt,
          version: change.version,
          ...(change.calleeId !== undefined ? { callee_id: change.calleeId } : {}),
          ...(change.answeredAt ? { answered_at: change.answeredAt } : {}),
          ...(change.endedAt ? { ended_at: change.endedAt, ended_by: change.endedBy ?? null } : {}),
        })
        .where('id', '=', id)
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      return toCall(row as CallRow);
    },

    /** Live calls a person takes part in (caller or named callee). */
    async liveCallsOf(userId: string): Promise<CallRecord[]> {
      const rows = await db
        .selectFrom('calls')
        .select(COLUMNS)
        .where('status', 'in', LIVE)
        .where((eb) => eb.or([eb('caller_id', '=', userId), eb('callee_id', '=', userId)]))
        .orderBy('created_at')
        .execute();
      return (rows as CallRow[]).map(toCall);
    },

    /** Pending calls waiting for `userId` to connect (see `ringsFor`). */
    async pendingFor(userId: string): Promise<string[]> {
      return (await ringsFor(db, userId, 'pending')).map((c) => c.id);
    },

    /** Ringing calls that ring for `userId` (see `ringsFor`). */
    async ringingFor(userId: string): Promise<CallRecord[]> {
      return ringsFor(db, userId, 'ringing');
    },

    /** Sets (or moves) a call's timer. */
    async setTimer(callId: string, kind: 'expiry' | 'gone', userId: string | null, expiresAt: Date): Promise<void> {
      await db.deleteFrom('call_timers').where('call_id', '=', callId).where('kind', '=', kind).where((eb) => (userId === null ? eb('user_id', 'is', null) : eb('user_id', '=', userId))).execute();
      await db.insertInto('call_timers').values({ call_id: callId, kind, user_id: userId, expires_at: expiresAt }).execute();
    },

    /** Starts a `gone` timer unless one runs already (the earliest loss counts). */
    async startGone(callId: string, userId: string, expiresAt: Date): Promise<void> {
      await sql`
        INSERT INTO call_timers (call_id, kind, user_id, expires_at) VALUES (${callId}, 'gone', ${userId}, ${expiresAt})
        ON CONFLICT DO NOTHING
      `.execute(db);
    },

    /** Stops the `gone` timers of a person (they have a socket again). */
    async stopGone(userId: string): Promise<void> {
      await db.deleteFrom('call_timers').where('kind', '=', 'gone').where('user_id', '=', userId).execute();
    },

    async clearTimers(callId: string, kind?: 'expiry' | 'gone'): Promise<void> {
      let q = db.deleteFrom('call_timers').where('call_id', '=', callId);
      if (kind) q = q.where('kind', '=', kind);
      await q.execute();
    },

    /**
     * Claims up to `limit` timers due at `now`: their rows stay locked until the transaction ends
     * and other nodes skip them, so each fires on exactly one node.
     */
    async claimDue(now: Date, limit: number, skip: readonly number[] = []): Promise<DueTimer[]> {
      let q = db
        .selectFrom('call_timers')
        .select(['id', 'call_id', 'kind', 'user_id'])
        .where('expires_at', '<=', now);
      if (skip.length > 0) q = q.where('id', 'not in', [...skip]);
      const rows = await q
        .orderBy('expires_at')
        .orderBy('id')
        .limit(limit)
        .forUpdate()
        .skipLocked()
        .execute();
      return rows.map((r) => ({ id: Number(r.id), callId: r.call_id, kind: r.kind, userId: r.user_id }));
    },

    async deleteTimer(id: number): Promise<void> {
      await db.deleteFrom('call_timers').where('id', '=', id).execute();
    },

    /** The language a person reads the app in (their name in the video room follows it). */
    async languageOf(userId: string): Promise<'ka' | 'en' | null> {
      const row = await db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst();
      return row?.language ?? null;
    },

    /** When the next timer falls due (null when none runs). */
    async nextDue(): Promise<Date | null> {
      const row = await db.selectFrom('call_timers').select((eb) => eb.fn.min('expires_at').as('at')).executeTakeFirst();
      return row?.at ? new Date(row.at as Date) : null;
    },
  };
}

export type CallsRepository = ReturnType<typeof callsRepository>;
