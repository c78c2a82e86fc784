import { sql, type Kysely } from 'kysely';

/**
 * The notifications a text message owes its offline recipients, written with the message
 * (issue 19). `send_text_message` (migration 018) answers which recipients have no socket; their
 * `message.created` notifications were written after it, in a transaction of their own, so a
 * process that died between the two commits lost them for good. Now the debt commits with the
 * message, in the same single statement:
 * - `owed_message_notifications`: one row per message whose recipients were offline (the
 *   recipients as they were then), deleted by whoever writes the notifications, in the same
 *   transaction (server/features/chats/owed-notifications.ts): the sender's node at once, or any
 *   node's periodic pass for a debt left behind;
 * - `send_text_message_owing(...)`: `send_text_message` with the same arguments and answer, which
 *   also records the debt when it wrote a message and someone was offline.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE owed_message_notifications (
      message_id uuid PRIMARY KEY REFERENCES messages(id) ON DELETE CASCADE,
      recipients uuid[] NOT NULL,
      created_at timestamptz NOT NULL
    )
  `.execute(db);
  await sql`CREATE INDEX owed_message_notifications_created_idx ON owed_message_notifications (created_at)`.execute(db);
  await sql`
    CREATE FUNCTION send_text_message_owing(
      p_id uuid, p_space uuid, p_sender uuid, p_text text, p_client_id text, p_now timestamptz,
      p_stream text, p_event_type text, p_payload jsonb, p_channel text, p_node text
    ) RETURNS TABLE (o_found boolean, o_party boolean, o_earlier json, o_event_id bigint, o_audience uuid[], o_offline uuid[])
    LANGUAGE plpgsql AS $fn$
    BEGIN
      SELECT s.o_found, s.o_party, s.o_earlier, s.o_event_id, s.o_audience, s.o_offline
        INTO o_found, o_party, o_earlier, o_event_id, o_audience, o_offline
        FROM send_text_message(p_id, p_space, p_sender, p_text, p_client_id, p_now, p_stream, p_event_type, p_payload, p_channel, p_node) s;
      IF o_event_id IS NOT NULL AND cardinality(o_offline) > 0 THEN
        INSERT INTO owed_message_notifications (message_id, recipients, created_at) VALUES (p_id, o_offline, p_now);
      END IF;
      RETURN NEXT;
    END
    $fn$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION send_text_message_owing(uuid, uuid, uuid, text, text, timestamptz, text, text, jsonb, text, text)`.execute(db);
  await sql`DROP TABLE owed_message_notifications`.execute(db);
}
