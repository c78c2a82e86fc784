import { sql, type Kysely } from 'kysely';

/**
 * Idempotent sends: a message may carry the sender's own key (`client_id`); one key per sender
 * and chat, so a retried send finds the message it already wrote instead of writing another.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE messages ADD COLUMN client_id text CHECK (client_id ~ '^[A-Za-z0-9_-]{1,64}$');
    CREATE UNIQUE INDEX messages_client_id_key ON messages (chat_space_id, sender_id, client_id) WHERE client_id IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX IF EXISTS messages_client_id_key;
    ALTER TABLE messages DROP COLUMN IF EXISTS client_id;
  `.execute(db);
}
