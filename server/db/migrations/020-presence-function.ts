import { sql, type Kysely } from 'kysely';

/**
 * `presence_socket(...)`: a socket's presence change in one call (issue 19: a doctor's presence
 * goes to everyone connected, and before this its change took eight round trips, nine on
 * PostgreSQL, before the first push). Inside the caller's transaction it:
 * - locks the user's row (presence changes of one user are serialised across nodes) and reads
 *   their type; nothing else happens for an unknown user (o_known false);
 * - records the socket (p_opened) or forgets it (o_existed false, and nothing more, when it was
 *   already gone);
 * - o_changed: this was the user's first socket on any node, or their last;
 * - for a changed Doctor or ClinicOperator, writes the `UserStatusChange` event to everyone
 *   (`to_everyone`; p_payload is its checked payload) and, on PostgreSQL (p_channel set), the
 *   NOTIFY other nodes read (`{"n": p_announcer, "ids": [event id]}`, as server/events/pg-bus.ts
 *   announces), sent at commit: o_event_id. A patient's audience is their chat counterparts,
 *   which the caller works out.
 * The caller runs the presence hooks (server/features/presence) in the same transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION presence_socket(
      p_opened boolean, p_id uuid, p_user uuid, p_session uuid, p_node text, p_now timestamptz,
      p_stream text, p_event_type text, p_payload jsonb, p_channel text, p_announcer text
    ) RETURNS TABLE (o_known boolean, o_existed boolean, o_changed boolean, o_user_type text, o_event_id bigint)
    LANGUAGE plpgsql AS $fn$
    BEGIN
      o_existed := false;
      o_changed := false;
      SELECT u.type INTO o_user_type FROM users u WHERE u.id = p_user FOR UPDATE;
      o_known := FOUND;
      IF NOT o_known THEN
        RETURN NEXT;
        RETURN;
      END IF;
      IF p_opened THEN
        INSERT INTO live_connections (id, user_id, session_id, node_id, opened_at) VALUES (p_id, p_user, p_session, p_node, p_now);
        o_existed := true;
        o_changed := (SELECT count(*) FROM live_connections l WHERE l.user_id = p_user) = 1;
      ELSE
        DELETE FROM live_connections l WHERE l.id = p_id;
        o_existed := FOUND;
        o_changed := o_existed AND NOT EXISTS (SELECT 1 FROM live_connections l WHERE l.user_id = p_user);
      END IF;
      IF o_changed AND o_user_type IN ('Doctor', 'ClinicOperator') THEN
        INSERT INTO events (stream, type, payload, actor_id, audience, to_everyone, created_at)
          VALUES (p_stream, p_event_type, p_payload, p_user, '{}', true, p_now)
          RETURNING id INTO o_event_id;
        IF p_channel IS NOT NULL THEN
          PERFORM pg_notify(p_channel, json_build_object('n', p_announcer, 'ids', json_build_array(o_event_id))::text);
        END IF;
      END IF;
      RETURN NEXT;
    END
    $fn$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION presence_socket(boolean, uuid, uuid, uuid, text, timestamptz, text, text, jsonb, text, text)`.execute(db);
}
