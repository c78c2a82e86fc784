import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/connection';
import { parseJson } from '../../db/json';
import { connectedUsersSql } from '../presence';
import type { MessageRow } from './chats.repository';

/** What the one-statement send found and did. */
export interface SendTextAnswer {
  /** The space exists. */
  found: boolean;
  /** The sender is one of its parties. */
  party: boolean;
  /** The sender's earlier message with this `client_id` (nothing was written), or null. */
  earlier: MessageRow | null;
  /** The `MessageCreated` event written with the message; null when nothing was written. */
  eventId: number | null;
  /** Its audience, every party, as the driver returns a uuid[]. */
  audience: unknown;
  /** The recipients with no socket open on any node (none when nothing was written). */
  offline: string[];
}

/**
 * The statement behind `sendTextInOneStatement` (see there for what it decides): space, parties,
 * key, activity, message, read marker, event, presence and the announcement in one round trip.
 * `eventPayload` is the checked JSON of the event; `announce`, when given, the SQL that announces
 * the event's ids (an SQL bigint[] expression) to other nodes.
 */
export async function sendTextStatement(
  db: Db,
  m: { id: string; spaceId: string; senderId: string; text: string; clientId: string | null; now: Date; stream: string; eventType: string; eventPayload: string },
  announce: ((ids: RawBuilder<unknown>) => RawBuilder<unknown>) | null,
): Promise<SendTextAnswer> {
  const now = m.now;
  const clientId = m.clientId;
  const announced = announce ? sql`(SELECT count(*) FROM event e, LATERAL (SELECT ${announce(sql`json_build_array(e.id)`)}) n)` : sql`0`;
  const { rows } = await sql<{ found: boolean; party: boolean; earlier: unknown; event_id: number | string | null; audience: unknown; offline: unknown }>`
    WITH space AS (
      SELECT id, type, patient_id, doctor_id, clinic_id, active_until, last_clinic_inquiry
        FROM chat_spaces WHERE id = ${m.spaceId}::uuid FOR SHARE
    ),
    parties AS (
      SELECT patient_id AS id FROM space WHERE patient_id IS NOT NULL
      UNION SELECT doctor_id FROM space WHERE doctor_id IS NOT NULL
      UNION SELECT cm.user_id FROM clinic_members cm JOIN users u ON u.id = cm.user_id
        WHERE cm.clinic_id = (SELECT clinic_id FROM space) AND u.type = 'ClinicOperator' AND cm.deactivated_at IS NULL
    ),
    earlier AS (
      SELECT id, seq, chat_space_id, sender_id, text, file, client_id, created_at FROM messages
        WHERE ${clientId}::text IS NOT NULL AND chat_space_id = ${m.spaceId}::uuid AND sender_id = ${m.senderId}::uuid AND client_id = ${clientId}::text
    ),
    allowed AS (
      SELECT 1 FROM space
        WHERE ${m.senderId}::uuid IN (SELECT id FROM parties) AND NOT EXISTS (SELECT 1 FROM earlier)
          AND CASE type
            WHEN 'DoctorClinic' THEN true
            WHEN 'PatientDoctor' THEN active_until IS NOT NULL AND active_until > ${now}::timestamptz
            ELSE coalesce(last_clinic_inquiry->>'status', '') <> 'completed'
          END
    ),
    message AS (
      INSERT INTO messages (id, chat_space_id, sender_id, kind, text, file, client_id, clinic_inquiry_id, created_at)
        SELECT ${m.id}::uuid, ${m.spaceId}::uuid, ${m.senderId}::uuid, 'text', ${m.text}::text, NULL, ${clientId}::text, NULL, ${now}::timestamptz FROM allowed
        RETURNING id
    ),
    seen AS (
      INSERT INTO chat_reads (chat_space_id, user_id, last_seen) SELECT ${m.spaceId}::uuid, ${m.senderId}::uuid, ${now}::timestamptz FROM message
        ON CONFLICT (chat_space_id, user_id) DO UPDATE SET last_seen = excluded.last_seen WHERE chat_reads.last_seen < excluded.last_seen
    ),
    event AS (
      INSERT INTO events (stream, type, payload, actor_id, audience, created_at)
        SELECT ${m.stream}::text, ${m.eventType}::text, ${m.eventPayload}::jsonb, ${m.senderId}::uuid,
               coalesce((SELECT array_agg(id ORDER BY id) FROM parties), '{}'), ${now}::timestamptz
          FROM message
        RETURNING id, audience
    )
    SELECT
      EXISTS (SELECT 1 FROM space) AS found,
      ${m.senderId}::uuid IN (SELECT id FROM parties) AS party,
      (SELECT row_to_json(e) FROM earlier e) AS earlier,
      (SELECT id FROM event) AS event_id,
      (SELECT audience FROM event) AS audience,
      CASE WHEN EXISTS (SELECT 1 FROM event) THEN ARRAY(
        SELECT id FROM parties WHERE id <> ${m.senderId}::uuid AND id NOT IN (${connectedUsersSql()}) ORDER BY id
      ) END AS offline,
      ${announced} AS announced
  `.execute(db);
  const r = rows[0];
  return { found: r.found, party: r.party, earlier: parseJson<MessageRow>(r.earlier), eventId: r.event_id === null ? null : Number(r.event_id), audience: r.audience, offline: uuids(r.offline) };
}

/** A uuid[] as read: parsed by pg, a literal from drivers that do not parse uuid[], or null. */
const uuids = (value: unknown): string[] =>
  value == null ? [] : Array.isArray(value) ? (value as string[]) : String(value).replace(/^\{|\}$/g, '').split(',').filter((s) => s !== '');
