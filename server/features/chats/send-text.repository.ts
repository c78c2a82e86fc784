import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { parseArray, parseJson } from '../../db/json';
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
 * Sends a text message through the database function `send_text_message` (migration 018, which
 * documents each step), one round trip whose plan the connection keeps. `eventPayload` is the
 * checked JSON of the event; `announcement`, when given, the channel and node of the NOTIFY the
 * function sends other nodes.
 */
export async function sendTextStatement(
  db: Db,
  m: { id: string; spaceId: string; senderId: string; text: string; clientId: string | null; now: Date; stream: string; eventType: string; eventPayload: string },
  announcement: { channel: string; nodeId: string } | null,
): Promise<SendTextAnswer> {
  const { rows } = await sql<{ o_found: boolean; o_party: boolean; o_earlier: unknown; o_event_id: number | string | null; o_audience: unknown; o_offline: unknown }>`
    SELECT * FROM send_text_message(${m.id}, ${m.spaceId}, ${m.senderId}, ${m.text}, ${m.clientId}, ${m.now},
      ${m.stream}, ${m.eventType}, ${m.eventPayload}, ${announcement?.channel ?? null}, ${announcement?.nodeId ?? null})
  `.execute(db);
  const r = rows[0];
  return {
    found: r.o_found,
    party: r.o_party,
    earlier: parseJson<MessageRow>(r.o_earlier),
    eventId: r.o_event_id === null ? null : Number(r.o_event_id),
    audience: r.o_audience,
    offline: parseArray(r.o_offline),
  };
}
