import type { Db } from '../../db/connection';

/** One-time authcodes for links (`authcodes`); only their hash is stored. */
export function authcodesRepository(db: Db) {
  return {
    async insert(a: { userId: string; codeHash: string; createdAt: Date; expiresAt: Date }): Promise<void> {
      await db
        .insertInto('authcodes')
        .values({ user_id: a.userId, code_hash: a.codeHash, created_at: a.createdAt, expires_at: a.expiresAt })
        .execute();
    },

    /** Uses up an unused, unexpired authcode; returns its user, or undefined when there is none. */
    async claim(codeHash: string, now: Date): Promise<string | undefined> {
      const row = await db
        .updateTable('authcodes')
        .set({ used_at: now })
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('user_id')
        .executeTakeFirst();
      return row?.user_id;
    },

    /** Deletes the authcodes that expired before `before`; answers how many. */
    async deleteExpiredBefore(before: Date): Promise<number> {
      const result = await db.deleteFrom('authcodes').where('expires_at', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
