import { sql, type Kysely } from 'kysely';

/**
 * `presence_opened(...)` and `presence_closed(...)`: a socket's presence change in one call
 * (issue 19: a doctor's presence goes to everyone connected, and before this its change took nine
 * round trips before the first push). Each, inside the caller's transaction:
 * - locks the user's row (presence changes of one user are serialised across nodes) and reads
 *   their type; nothing else happens for an unknown user (o_known false);
 * - records the socket (`presence_opened`) or forgets it (`presence_closed`; o_existed false, and
 *   nothing more, when it was already gone);
 * - o_changed: this was the user's first socket on any node, or their last;
 * - for a changed Doctor or ClinicOperator, writes the `UserStatusChange` event to everyone
 *   (`to_everyone`; p_payload is its checked payload) and, on PostgreSQL, the NOTIFY other nodes
 *   read (`{"n": node, "ids": [event id]}`, as server/events/pg-bus.ts announces), sent at commit:
 *   o_event_id. A patient's audience is their chat counterparts, which the caller works out.
 * The caller runs the presence hooks (server/features/presence) in the same transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION presence_status_event(
      p_user uuid, p_type text, p_now timestamptz, p_stream text, p_event_type text, p_payload jsonb, p_channel text, p_announcer text
    ) RETURNS bigint
    LANGUAGE plpgsql AS $fn$
    DECLARE
      event_id bigint;
    BEGIN
      IF p_type NOT IN ('Doctor', 'ClinicOperator') THEN
        RETURN NULL;
      END IF;
      INSERT INTO events (stream, type, payload, actor_id, audience, to_everyone, created_at)
        VALUES (p_stream, p_event_type, p_payload, p_user, '{}', true, p_now)
        RETURNING id INTO event_id;
      IF p_channel IS NOT NULL THEN
        PERFORM pg_notify(p_channel, json_build_object('n', p_announcer, 'ids', json_build_array(event_id))::text);
      END IF;
      RETURN event_id;
    END
    $fn$;
  `.execute(db);
  await sql`
    CREATE FUNCTION presence_opened(
      p_id uuid, p_user uuid, p_session uuid, p_node text, p_now timestamptz,
      p_stream text, p_event_type text, p_payload jsonb, p_channel text, p_announcer text
    ) RETURNS TABLE (o_known boolean, o_existed boolean, o_changed boolean, o_user_type text, o_event_id bigint)
    LANGUAGE plpgsql AS $fn$
    BEGIN
      o_existed := true;
      o_changed := false;
      SELECT u.type INTO o_user_type FROM users u WHERE u.id = p_user FOR UPDATE;
      o_known := FOUND;
      IF NOT o_known THEN
        RETURN NEXT;
        RETURN;
      END IF;
      INSERT INTO live_connections (id, user_id, session_id, node_id, opened_at) VALUES (p_id, p_user, p_session, p_node, p_now);
      o_changed := (SELECT count(*) FROM live_connections l WHERE l.user_id = p_user) = 1;
      IF o_changed THEN
        o_event_id := presence_status_event(p_user, o_user_type, p_now, p_stream, p_event_type, p_payload, p_channel, p_announcer);
      END IF;
      RETURN NEXT;
    END
    $fn$;
  `.execute(db);
  await sql`
    CREATE FUNCTION presence_closed(
      p_id uuid, p_user uuid, p_now timestamptz,
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
      DELETE FROM live_connections l WHERE l.id = p_id;
      o_existed := FOUND;
      IF NOT o_existed THEN
        RETURN NEXT;
        RETURN;
      END IF;
      o_changed := NOT EXISTS (SELECT 1 FROM live_connections l WHERE l.user_id = p_user);
      IF o_changed THEN
        o_event_id := presence_status_event(p_user, o_user_type, p_now, p_stream, p_event_type, p_payload, p_channel, p_announcer);
      END IF;
      RETURN NEXT;
    END
    $fn$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION presence_closed(uuid, uuid, timestamptz, text, text, jsonb, text, text)`.execute(db);
  await sql`DROP FUNCTION presence_opened(uuid, uuid, uuid, text, timestamptz, text, text, jsonb, text, text)`.execute(db);
  await sql`DROP FUNCTION presence_status_event(uuid, text, timestamptz, text, text, jsonb, text, text)`.execute(db);
}
