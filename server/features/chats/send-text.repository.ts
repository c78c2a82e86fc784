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
  /**
   * The recipients with no socket open on any node (none when nothing was written). Their
   * notifications are owed from the same statement (`owed_message_notifications`).
   */
  offline: string[];
}

/**
 * Sends a text message through the database function `send_text_message` (migration 018, which
 * documents each step), one round trip whose plan the connection keeps, by way of
 * `send_text_message_owing` (migration 022), which also records the notifications owed to the
 * offline recipients. `eventPayload` is the checked JSON of the event; `announcement`, when given,
 * the channel and node of the NOTIFY the function sends other nodes.
 */
export async function sendTextStatement(
  db: Db,
  m: { id: string; spaceId: string; senderId: string; text: string; clientId: string | null; now: Date; stream: string; eventType: string; eventPayload: string },
  announcement: { channel: string; nodeId: string } | null,
): Promise<SendTextAnswer> {
  const { rows } = await sql<{ o_found: boolean; o_party: boolean; o_earlier: unknown; o_event_id: number | string | null; o_audience: unknown; o_offline: unknown }>`
    SELECT * FROM send_text_message_owing(${m.id}, ${m.spaceId}, ${m.senderId}, ${m.text}, ${m.clientId}, ${m.now},
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

/** A message's owed notifications, taken (deleted) inside `trx`: whom, and what was sent when; null when none are owed. */
export async function takeOwedNotifications(
  trx: Db,
  messageId: string,
): Promise<{ recipients: string[]; spaceId: string; senderId: string; text: string; sentAt: Date } | null> {
  const { rows } = await sql<{ recipients: unknown; chat_space_id: string; sender_id: string; text: string | null; created_at: Date }>`
    DELETE FROM owed_message_notifications o USING messages m
    WHERE o.message_id = ${messageId} AND m.id = o.message_id
    RETURNING o.recipients, m.chat_space_id, m.sender_id, m.text, o.created_at
  `.execute(trx);
  const r = rows[0];
  return r ? { recipients: parseArray(r.recipients), spaceId: r.chat_space_id, senderId: r.sender_id, text: r.text ?? '', sentAt: new Date(r.created_at) } : null;
}

/** The messages still owing notifications since before `before`, oldest first, at most `limit`. */
export async function overdueOwedNotifications(db: Db, before: Date, limit: number): Promise<string[]> {
  const rows = await db.selectFrom('owed_message_notifications').select('message_id').where('created_at', '<', before).orderBy('created_at').limit(limit).execute();
  return rows.map((r) => r.message_id);
}
