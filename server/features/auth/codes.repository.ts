import { sql } from 'kysely';
import type { Db } from '../../db/connection';

export type CodeChannel = 'phone' | 'email';
export type CodePurpose = 'login' | 'register';

/** One sender of code requests, as the send limits count them: a network or a signed-in session. */
export type SenderKey = { ip: string } | { sessionId: string };

/** A one-time code as the service sees it (the hash, never the code). */
export interface StoredCode {
  id: string;
  channel: CodeChannel;
  destination: string;
  codeHash: string;
  attempts: number;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
}

/** One-time codes sent by SMS or e-mail (`auth_codes`). */
export function codesRepository(db: Db) {
  return {
    /**
     * Serialises code requests for one identifier until the surrounding transaction ends, so two
     * simultaneous requests cannot both pass the resend limits.
     */
    async lockIdentifier(identifier: string): Promise<void> {
      await sql`SELECT pg_advisory_xact_lock(hashtext(${`auth_codes:${identifier}`}))`.execute(db);
    },

    /**
     * Serialises code requests from one sender (a network, a session) the same way. Taken after
     * the identifier's lock, always in the order identifier, network, session, so no two requests
     * wait on each other in a circle.
     */
    async lockSender(sender: SenderKey): Promise<void> {
      const key = 'ip' in sender ? `auth_codes:ip:${sender.ip}` : `auth_codes:session:${sender.sessionId}`;
      await sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`.execute(db);
    },

    /** The newest code for an identifier and purpose: the only one that can still be used. */
    async latest(identifier: string, purpose: CodePurpose): Promise<StoredCode | undefined> {
      const row = await db
        .selectFrom('auth_codes')
        .select(['id', 'channel', 'destination', 'code_hash', 'attempts', 'created_at', 'expires_at', 'used_at'])
        .where('identifier', '=', identifier)
        .where('purpose', '=', purpose)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        channel: row.channel,
        destination: row.destination,
        codeHash: row.code_hash,
        attempts: row.attempts,
        createdAt: new Date(row.created_at),
        expiresAt: new Date(row.expires_at),
        usedAt: row.used_at ? new Date(row.used_at) : null,
      };
    },

    /** When codes for an identifier and purpose were sent since `since`, oldest first. */
    async sentSince(identifier: string, purpose: CodePurpose, since: Date): Promise<Date[]> {
      const rows = await db
        .selectFrom('auth_codes')
        .select('created_at')
        .where('identifier', '=', identifier)
        .where('purpose', '=', purpose)
        .where('created_at', '>', since)
        .orderBy('created_at', 'asc')
        .execute();
      return rows.map((r) => new Date(r.created_at));
    },

    /** When codes to one phone number or address were sent since `since` (any identifier), oldest first. */
    async sentToDestinationSince(destination: string, since: Date): Promise<Date[]> {
      const rows = await db
        .selectFrom('auth_codes')
        .select('created_at')
        .where('destination', '=', destination)
        .where('created_at', '>', since)
        .orderBy('created_at', 'asc')
        .execute();
      return rows.map((r) => new Date(r.created_at));
    },

    /** When codes asked for by one network or one session were sent since `since` (any identifier), oldest first. */
    async sentBySenderSince(sender: SenderKey, since: Date): Promise<Date[]> {
      let q = db.selectFrom('auth_codes').select('created_at').where('created_at', '>', since);
      q = 'ip' in sender ? q.where('ip', '=', sender.ip) : q.where('session_id', '=', sender.sessionId);
      const rows = await q.orderBy('created_at', 'asc').execute();
      return rows.map((r) => new Date(r.created_at));
    },

    async insert(c: {
      identifier: string;
      purpose: CodePurpose;
      channel: CodeChannel;
      destination: string;
      codeHash: string;
      createdAt: Date;
      expiresAt: Date;
      ip: string;
      sessionId: string | null;
    }): Promise<string> {
      const row = await db
        .insertInto('auth_codes')
        .values({
          identifier: c.identifier,
          purpose: c.purpose,
          channel: c.channel,
          destination: c.destination,
          code_hash: c.codeHash,
          created_at: c.createdAt,
          expires_at: c.expiresAt,
          ip: c.ip,
          session_id: c.sessionId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('auth_codes').where('id', '=', id).execute();
    },

    /** Deletes the codes that expired before `before`; answers how many. */
    async deleteExpiredBefore(before: Date): Promise<number> {
      const result = await db.deleteFrom('auth_codes').where('expires_at', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Counts one wrong try; returns the tries made so far. */
    async addAttempt(id: string): Promise<number> {
      const row = await db
        .updateTable('auth_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .returning('attempts')
        .executeTakeFirstOrThrow();
      return row.attempts;
    },

    /**
     * Marks a code used if it still is usable at `now`; false when another request used it first,
     * it expired, or its tries ran out in the meantime.
     */
    async claim(id: string, now: Date, maxAttempts: number): Promise<boolean> {
      const row = await db
        .updateTable('auth_codes')
        .set({ used_at: now })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .where('attempts', '<', maxAttempts)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type CodesRepository = ReturnType<typeof codesRepository>;
