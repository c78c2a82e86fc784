import type { Db } from '../../db/connection';

/** Session rows: created at sign-in, looked up by token hash, revoked at logout. */
export function sessionsRepository(db: Db) {
  return {
    async create(s: { userId: string; tokenHash: string; expiresAt: Date; createdAt: Date; ip: string | null; userAgent: string | null }) {
      const row = await db
        .insertInto('sessions')
        .values({ user_id: s.userId, token_hash: s.tokenHash, expires_at: s.expiresAt, created_at: s.createdAt, ip: s.ip, user_agent: s.userAgent })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** The session for a token hash if it is neither revoked nor expired at `now`. */
    async findActive(tokenHash: string, now: Date) {
      return db
        .selectFrom('sessions')
        .select(['id', 'user_id', 'expires_at'])
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
    },

    async revoke(id: string, now: Date) {
      await db.updateTable('sessions').set({ revoked_at: now }).where('id', '=', id).where('revoked_at', 'is', null).execute();
    },
  };
}
