import { randomUUID } from 'node:crypto';
import type { Message } from '../../../src/protocol/chats';
import type { AppDeps } from '../../deps';
import { inlineEvent } from '../../events/event-store';
import { chatNotFound, chatStream, inactiveChat, MESSAGE_CREATED } from './chats.delivery';
import { payOwedNotifications } from './owed-notifications';
import { messageFromRow } from './chats.repository';
import { sendTextStatement } from './send-text.repository';

/**
 * Sends a text message in one database round trip, the hot path of the product (issue 19). It
 * does what `deliverMessage` does in a transaction of seven statements:
 * - the space, share-locked until the statement commits (an inquiry never closes under a send);
 * - the sender must be a party (patient, doctor, or an active operator of the clinic), else 404;
 * - a repeat of the sender's `client_id` answers the stored message, even on a closed chat;
 * - 409 `chat.inactive` unless the chat is active (SPEC §4, as `chatActivity`);
 * - the message, the sender's read marker, and `MessageCreated` for every party;
 * - on PostgreSQL the announcement to other nodes (Bus.inlineAnnouncement), sent at commit;
 * - which recipients have no open socket on any node: their `message.created` notifications are
 *   owed from the same statement (migration 022) and written right after it, in a transaction of
 *   their own (further round trips, only then). If that fails, or the process stops first, the
 *   message stands and any node's periodic pass writes them (owed-notifications.ts).
 * `unpaid` hears why notifications could not be written at once. `text` and `clientId` are
 * checked by the caller. A concurrent send with the same key makes the
 * insert fail on the key's unique index: the caller retries, and the retry answers the winner.
 */
export async function sendTextInOneStatement(
  deps: Pick<AppDeps, 'db' | 'bus' | 'clock'>,
  m: { spaceId: string; senderId: string; text: string; clientId?: string },
  unpaid: (err: unknown, messageId: string) => void,
): Promise<{ message: Message; repeated: boolean }> {
  const now = deps.clock.now();
  const message: Message = { id: randomUUID(), chat_space_id: m.spaceId, sender_id: m.senderId, created_at: now.toISOString(), text: m.text };
  if (m.clientId !== undefined) message.client_id = m.clientId;
  // The audience is decided in the statement; the catalogue check only reads the payload.
  const event = inlineEvent({ stream: chatStream(m.spaceId), type: MESSAGE_CREATED, payload: message, actorId: m.senderId, audience: [] });
  const announcement = deps.bus.inlineAnnouncement();

  const answer = await sendTextStatement(
    deps.db,
    { id: message.id, spaceId: m.spaceId, senderId: m.senderId, text: m.text, clientId: m.clientId ?? null, now, stream: chatStream(m.spaceId), eventType: MESSAGE_CREATED, eventPayload: event.payload },
    announcement,
  );
  if (!answer.found || !answer.party) throw chatNotFound();
  if (answer.earlier) return { message: messageFromRow(answer.earlier), repeated: true };
  if (answer.eventId === null) throw inactiveChat();

  const stored = event.stored(answer.eventId, answer.audience, now);
  if (announcement) deps.bus.publishAnnounced([stored]);
  else await deps.bus.publish([stored]);
  // The message is sent: notifications that cannot be written now stay owed for the periodic pass.
  if (answer.offline.length > 0) await payOwedNotifications(deps, message.id).catch((err: unknown) => unpaid(err, message.id));
  return { message, repeated: false };
}
