import { AppError } from '../../../src/protocol/errors';
import type { Message } from '../../../src/protocol/chats';
import type { Db } from '../../db/connection';
import type { Emit } from '../../events/event-store';
import { onlineAmong } from '../presence';
import { userName } from '../users';
import { notify } from '../notifications';
import { chatActivity, chatParties } from './chats.access';
import { chatsRepository, type ChatSpaceRecord, type ChatsRepository, type KeyedMessage } from './chats.repository';

/** The push name of SPEC §7 a new message travels as. */
export const MESSAGE_CREATED = 'MessageCreated';

/** The push name of a read marker that moved forward (extends SPEC §7; see src/protocol/live.ts). */
export const CHAT_SPACE_SEEN = 'ChatSpaceSeen';

/** The event stream of one chat space. */
export const chatStream = (spaceId: string) => `chat:${spaceId}`;

/** The longest message excerpt a notification carries. */
const NOTIFICATION_EXCERPT = 200;

/** The answer for a space that does not exist or is not the caller's: the same, so neither is learnt. */
export const chatNotFound = () => new AppError('chat.not_found', 404, { message: 'No such chat space' });

export const inactiveChat = () => new AppError('chat.inactive', 409, { message: 'This chat is no longer active' });

/** One message to write with `deliverMessage`. */
export interface Delivery {
  /** The chat as it stands in the caller's transaction, its row locked by the caller. */
  space: ChatSpaceRecord;
  senderId: string;
  /** The sender's key: when they already sent a message with it here, that message is the answer. */
  clientId?: string;
  /** The text of the notification offline recipients get. */
  excerpt: string;
  /** Writes the message row. */
  insert: (chats: ChatsRepository, now: Date) => Promise<Message>;
  /** Recipients the caller has already notified about this message in the same transaction. */
  notified?: readonly string[];
}

/**
 * Writes a message inside the caller's `withEvents` transaction: 409 `chat.inactive` unless the
 * chat is active; the message; the sender's read marker; `MessageCreated` (audience: every
 * party); a `message.created` notification for each other party with no open socket anywhere.
 *
 * A repeat (a `clientId` the sender already used in this chat) writes, emits and notifies
 * nothing and answers the stored message with `repeated` true, even once the chat has closed:
 * the send it repeats did succeed.
 *
 * The sender's read marker moves without a `ChatSpaceSeen` push: `MessageCreated` already tells
 * every party that the sender has seen the chat up to the message's `created_at`.
 */
export async function deliverMessage(trx: Db, emit: Emit, now: Date, d: Delivery): Promise<{ message: Message; repeated: boolean }> {
  const chats = chatsRepository(trx);
  if (d.clientId !== undefined) {
    const earlier = await chats.messageByClientId(d.space.id, d.senderId, d.clientId);
    if (earlier) return { message: earlier.message, repeated: true };
  }
  if (!chatActivity(d.space, now).active) throw inactiveChat();
  const message = await d.insert(chats, now);
  await chats.markSeen(d.space.id, d.senderId, now);
  const parties = await chatParties(trx, d.space);
  await emit({ stream: chatStream(d.space.id), type: MESSAGE_CREATED, payload: message, actorId: d.senderId, audience: parties });

  const recipients = parties.filter((id) => id !== d.senderId && !d.notified?.includes(id));
  const online = await onlineAmong(trx, recipients);
  await notifyOffline(trx, emit, now, { spaceId: d.space.id, senderId: d.senderId, excerpt: d.excerpt, offline: recipients.filter((id) => !online.has(id)) });
  return { message, repeated: false };
}

/** A `message.created` notification for each recipient of a message with no open socket anywhere. */
export async function notifyOffline(trx: Db, emit: Emit, now: Date, m: { spaceId: string; senderId: string; excerpt: string; offline: readonly string[] }): Promise<void> {
  if (m.offline.length === 0) return;
  const title = await userName(trx, m.senderId);
  const text = excerptOf(m.excerpt);
  for (const recipient of m.offline) {
    await notify(
      trx,
      emit,
      { userId: recipient, action: 'message.created', entity: { title, text: { ka: text, en: text }, actor_id: m.senderId, chat_space_id: m.spaceId }, entityId: m.spaceId, entityType: 'chat_space' },
      now,
    );
  }
}

/** `deliverMessage` for a text message; `clinicInquiryId` ties it to the clinic inquiry it opens or continues. */
export function deliverText(
  trx: Db,
  emit: Emit,
  now: Date,
  d: Omit<Delivery, 'insert' | 'excerpt'> & { text: string; clinicInquiryId?: string },
): Promise<{ message: Message; repeated: boolean }> {
  const { text, clinicInquiryId, ...delivery } = d;
  const insert = (chats: ChatsRepository, at: Date) => chats.insertText({ spaceId: d.space.id, senderId: d.senderId, text, clientId: d.clientId, clinicInquiryId, createdAt: at });
  return deliverMessage(trx, emit, now, { ...delivery, excerpt: text, insert });
}

/** The message `senderId` already sent in this space with key `clientId` (and the inquiry it went with), or null. */
export function messageByClientId(db: Db, spaceId: string, senderId: string, clientId: string): Promise<KeyedMessage | null> {
  return chatsRepository(db).messageByClientId(spaceId, senderId, clientId);
}

/** The start of a text, short enough for a notification. */
export const excerptOf = (text: string) => [...text].slice(0, NOTIFICATION_EXCERPT).join('');

/** True for the unique violation of a message key: a concurrent send with the same key committed first. */
function isDuplicateKey(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string; message?: string } | null;
  return e?.code === '23505' && `${e.constraint ?? ''} ${e.message ?? ''}`.includes('messages_client_id_key');
}

/**
 * Runs a keyed send (its own transaction) and, when a concurrent send with the same key won the
 * race, runs it once more: that run finds the winner's message and answers it as a repeat.
 */
export async function retryOnDuplicateKey<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
    return send();
  }
}
