import { sql, type Kysely } from 'kysely';

/**
 * Stream versions for optimistic concurrency (server/events/event-store.ts). An event appended
 * with an expected version gets the next position of its stream in `version`; the unique index
 * is the arbiter when two transactions append to the same stream at the same version: one
 * commits, the other fails with a conflict. Events of streams nobody versions keep a null.
 *
 * Calls are the first versioned stream: `calls.version` is the version of `call:<id>` the row
 * was projected from. Calls made before this migration get their events numbered in id order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE events ADD COLUMN version integer;
    CREATE UNIQUE INDEX events_stream_version_key ON events (stream, version) WHERE version IS NOT NULL;

    UPDATE events e SET version = numbered.n
      FROM (SELECT id, row_number() OVER (PARTITION BY stream ORDER BY id) AS n FROM events WHERE stream LIKE 'call:%') AS numbered
      WHERE e.id = numbered.id;

    ALTER TABLE calls ADD COLUMN version integer NOT NULL DEFAULT 0;
    UPDATE calls c SET version = (SELECT count(*) FROM events e WHERE e.stream = 'call:' || c.id::text);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE calls DROP COLUMN IF EXISTS version;
    DROP INDEX IF EXISTS events_stream_version_key;
    ALTER TABLE events DROP COLUMN IF EXISTS version;
  `.execute(db);
}
