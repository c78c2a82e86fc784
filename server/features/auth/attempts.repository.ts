import type { Db } from '../../db/connection';

export type AttemptKind = 'password' | 'code' | 'authcode';

/** Sign-in attempts (successes and failures), the memory behind the rate limits. */
export function attemptsRepository(db: Db) {
  return {
    async record(a: { identifier: string; ip: string; kind: AttemptKind; success: boolean; at: Date }) {
      await db
        .insertInto('login_attempts')
        .values({ identifier: a.identifier, ip: a.ip, kind: a.kind, success: a.success, created_at: a.at })
        .execute();
    },

    /** Times of the newest `limit` failures for an identifier (or an IP) since `since`, newest first. */
    async recentFailures(by: { identifier: string } | { ip: string }, since: Date, limit: number): Promise<Date[]> {
      let q = db.selectFrom('login_attempts').select('created_at').where('success', '=', false).where('created_at', '>', since);
      q = 'identifier' in by ? q.where('identifier', '=', by.identifier) : q.where('ip', '=', by.ip);
      const rows = await q.orderBy('created_at', 'desc').limit(limit).execute();
      return rows.map((r) => new Date(r.created_at));
    },

    /** Deletes the attempts made before `before`; answers how many. */
    async deleteBefore(before: Date): Promise<number> {
      const result = await db.deleteFrom('login_attempts').where('created_at', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
