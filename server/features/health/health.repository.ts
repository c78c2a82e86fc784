import { sql } from 'kysely';
import type { Db } from '../../db/connection';

/** The health feature's one query: does the database answer at all. */
export function healthRepository(db: Db) {
  return {
    async ping(): Promise<void> {
      await sql`SELECT 1`.execute(db);
    },
  };
}
