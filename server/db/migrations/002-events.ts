import { sql, type Kysely } from 'kysely';

/** The append-only event store and the live connections every node shares. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE events (
      id bigserial PRIMARY KEY,
      stream text NOT NULL,
      type text NOT NULL,
      payload jsonb NOT NULL DEFAULT '{}',
      actor_id uuid,
      audience uuid[] NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX events_stream_idx ON events (stream, id);

    CREATE TABLE live_connections (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      session_id uuid NOT NULL,
      node_id text NOT NULL,
      opened_at timestamptz NOT NULL
    );
    CREATE INDEX live_connections_user_idx ON live_connections (user_id);
    CREATE INDEX live_connections_node_idx ON live_connections (node_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS live_connections, events`.execute(db);
}
