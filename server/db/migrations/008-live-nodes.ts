import { sql, type Kysely } from 'kysely';

/**
 * Heartbeats of the server processes (server/live): a node that stops beating (it crashed, or its
 * container was replaced under another name) has its live connections cleared by the others, so
 * nobody stays "online" — or in a call — through a node that is gone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE live_nodes (
      node_id text PRIMARY KEY,
      seen_at timestamptz NOT NULL
    );
    -- Nodes that held connections before this table existed get a row, so they can be cleared too.
    INSERT INTO live_nodes (node_id, seen_at) SELECT DISTINCT node_id, now() FROM live_connections ON CONFLICT DO NOTHING;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS live_nodes`.execute(db);
}
