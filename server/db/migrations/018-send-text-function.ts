import { sql, type Kysely } from 'kysely';

/**
 * `send_text_message(...)`: a text message in one call, the product's hot path (issue 19). It
 * does what server/features/chats/send-text.repository.ts documents — space share-locked,
 * parties, the sender's key, activity, message, read marker, `MessageCreated` event, recipients
 * with no open socket, and on PostgreSQL the NOTIFY other nodes read (payload
 * `{"n": node, "ids": [event id]}`, as server/events/pg-bus.ts announces) — as PL/pgSQL, whose
 * statements are planned once per database connection and then reused: sent as one long
 * statement the same work was planned again for every message, which cost more than running it.
 *
 * Answers one row: o_found (the space exists), o_party (the sender is one of its parties),
 * o_earlier (the sender's message with this client id, JSON; nothing written), o_event_id (null
 * when nothing was written: not found, not a party, a repeat, or the chat is inactive),
 * o_audience (every party) and o_offline (the other parties with no socket on any node).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION send_text_message(
      p_id uuid, p_space uuid, p_sender uuid, p_text text, p_client_id text, p_now timestamptz,
      p_stream text, p_event_type text, p_payload jsonb, p_channel text, p_node text
    ) RETURNS TABLE (o_found boolean, o_party boolean, o_earlier json, o_event_id bigint, o_audience uuid[], o_offline uuid[])
    LANGUAGE plpgsql AS $fn$
    DECLARE
      s record;
      parties uuid[];
      active boolean;
    BEGIN
      o_found := false;
      o_party := false;
      SELECT c.type, c.patient_id, c.doctor_id, c.clinic_id, c.active_until, c.last_clinic_inquiry
        INTO s FROM chat_spaces c WHERE c.id = p_space FOR SHARE;
      IF NOT FOUND THEN
        RETURN NEXT;
        RETURN;
      END IF;
      o_found := true;
      SELECT coalesce(array_agg(x ORDER BY x), '{}') INTO parties FROM (
        SELECT s.patient_id AS x WHERE s.patient_id IS NOT NULL
        UNION SELECT s.doctor_id WHERE s.doctor_id IS NOT NULL
        UNION SELECT cm.user_id FROM clinic_members cm JOIN users u ON u.id = cm.user_id
          WHERE cm.clinic_id = s.clinic_id AND u.type = 'ClinicOperator' AND cm.deactivated_at IS NULL
      ) p;
      o_party := p_sender = ANY (parties);
      IF NOT o_party THEN
        RETURN NEXT;
        RETURN;
      END IF;
      IF p_client_id IS NOT NULL THEN
        SELECT row_to_json(m) INTO o_earlier FROM (
          SELECT id, seq, chat_space_id, sender_id, text, file, client_id, created_at FROM messages
            WHERE chat_space_id = p_space AND sender_id = p_sender AND client_id = p_client_id
        ) m;
        IF o_earlier IS NOT NULL THEN
          RETURN NEXT;
          RETURN;
        END IF;
      END IF;
      -- SPEC §4, as chatActivity (server/features/chats/chats.access.ts).
      active := CASE s.type
        WHEN 'DoctorClinic' THEN true
        WHEN 'PatientDoctor' THEN s.active_until IS NOT NULL AND s.active_until > p_now
        ELSE coalesce(s.last_clinic_inquiry->>'status', '') <> 'completed'
      END;
      IF NOT active THEN
        RETURN NEXT;
        RETURN;
      END IF;
      INSERT INTO messages (id, chat_space_id, sender_id, kind, text, file, client_id, clinic_inquiry_id, created_at)
        VALUES (p_id, p_space, p_sender, 'text', p_text, NULL, p_client_id, NULL, p_now);
      INSERT INTO chat_reads AS r (chat_space_id, user_id, last_seen) VALUES (p_space, p_sender, p_now)
        ON CONFLICT (chat_space_id, user_id) DO UPDATE SET last_seen = excluded.last_seen WHERE r.last_seen < excluded.last_seen;
      INSERT INTO events (stream, type, payload, actor_id, audience, created_at)
        VALUES (p_stream, p_event_type, p_payload, p_sender, parties, p_now)
        RETURNING id INTO o_event_id;
      o_audience := parties;
      SELECT coalesce(array_agg(x ORDER BY x), '{}') INTO o_offline FROM unnest(parties) x
        WHERE x <> p_sender AND NOT EXISTS (SELECT 1 FROM live_connections l WHERE l.user_id = x);
      IF p_channel IS NOT NULL THEN
        PERFORM pg_notify(p_channel, json_build_object('n', p_node, 'ids', json_build_array(o_event_id))::text);
      END IF;
      RETURN NEXT;
    END
    $fn$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION send_text_message(uuid, uuid, uuid, text, text, timestamptz, text, text, jsonb, text, text)`.execute(db);
}
