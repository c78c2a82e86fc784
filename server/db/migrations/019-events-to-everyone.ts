import { sql, type Kysely } from 'kysely';

/**
 * `events.to_everyone` (issue 19): an event pushed to every connected user but its actor, on
 * every node (a doctor's or operator's presence), instead of carrying the ids of everyone
 * connected at the time in `audience`: with 1,000 people online each change read 1,000 ids and
 * wrote a 36 KB row before the first push went out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE events ADD COLUMN to_everyone boolean NOT NULL DEFAULT false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE events DROP COLUMN to_everyone`.execute(db);
}
