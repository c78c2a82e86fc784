import { AppError, fieldErrors } from '../../../src/protocol/errors';
import { randomUUID } from 'node:crypto';
import {
  CHAT_FILE_FIELD, CHAT_MESSAGES_PAGE_DEFAULT, CHAT_TEXT_MAX, isClientId, type ChatSpace, type ChatSpaceSeenPayload, type Message, type MessageFile,
  type MessagesPage, type MessagesQuery,
} from '../../../src/protocol/chats';
import type { Db } from '../../db/connection';
import type { AppDeps } from '../../deps';
import { withEvents } from '../../events/event-store';
import { removeUpload, resolveUpload, uploadSize, writeUpload } from '../../uploads/storage';
import { displayName, sniffChatFile } from './chat-file-type';
import { chatActivity, chatParties, isChatParty } from './chats.access';
import { CHAT_SPACE_SEEN, chatNotFound, chatStream, deliverMessage, inactiveChat, retryOnDuplicateKey } from './chats.delivery';
import { sendTextInOneStatement } from './chats.send-text';
import { chatsRepository, type ChatSpaceRecord, type ChatsRepository } from './chats.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const notFound = chatNotFound;

/** The space if `userId` is a party to it; 404 otherwise, whether or not it exists. */
async function spaceFor(db: Db, userId: string, spaceId: string, opts: { lock?: 'share' | 'update' } = {}): Promise<ChatSpaceRecord> {
  if (!UUID.test(spaceId)) throw notFound();
  const space = await chatsRepository(db).find(spaceId.toLowerCase(), opts);
  if (!space || !(await isChatParty(db, space, userId))) throw notFound();
  return space;
}

/** What a chat shows one person besides the chat itself. */
interface SpaceView {
  lastMessage: Message | null;
  lastSeen: string | null;
  partyLastSeen: string | null;
}

function shape(space: ChatSpaceRecord, view: SpaceView, now: Date): ChatSpace {
  const activity = chatActivity(space, now);
  const out: ChatSpace = {
    id: space.id,
    type: space.type,
    chat_space: {
      doctor_id: space.doctorId,
      patient_id: space.patientId,
      clinic_id: space.clinicId,
      active_until: space.activeUntil ? space.activeUntil.toISOString() : null,
      last_clinic_inquiry: space.lastClinicInquiry,
    },
    last_message: view.lastMessage,
    last_seen: view.lastSeen,
    party_last_seen: view.partyLastSeen,
    active: activity.active,
  };
  if (!activity.active) out.inactive_reason = activity.reason;
  return out;
}

/** The chats as `userId` sees them, in the order given. */
async function viewSpaces(db: Db, userId: string, spaces: readonly ChatSpaceRecord[], now: Date): Promise<ChatSpace[]> {
  const repo = chatsRepository(db);
  const ids = spaces.map((s) => s.id);
  const [last, seen, party] = await Promise.all([repo.lastMessages(ids), repo.lastSeen(userId, ids), repo.partyLastSeen(userId, ids)]);
  return spaces.map((s) => shape(s, { lastMessage: last.get(s.id) ?? null, lastSeen: seen.get(s.id) ?? null, partyLastSeen: party.get(s.id) ?? null }, now));
}

/** One chat as `userId` (a party) sees it, read through `db` (a transaction sees its own writes). */
export async function viewChatSpace(db: Db, userId: string, space: ChatSpaceRecord, now: Date): Promise<ChatSpace> {
  return (await viewSpaces(db, userId, [space], now))[0];
}

/** Sort key of a space in the list: its last message's time, else its creation time. */
const activityTime = (s: ChatSpace, createdAt: Date) => (s.last_message ? Date.parse(s.last_message.created_at) : createdAt.getTime());

/** Where the bytes of a chat file live, under the uploads folder. */
const chatFilePath = (spaceId: string, messageId: string) => `chat-files/${spaceId}/${messageId}`;

/** 422 on `client_id` unless absent or well-formed (the route schema checks it first; this guards other callers). */
export function checkClientId(clientId: string | undefined): void {
  if (clientId !== undefined && !isClientId(clientId)) throw fieldErrors([{ path: 'client_id', code: 'field.format' }]);
}

/** The trimmed text of a message: 422 when empty or longer than CHAT_TEXT_MAX characters. */
export function messageText(rawText: string): string {
  const text = rawText.trim();
  if (text === '') throw fieldErrors([{ path: 'text', code: 'field.required' }]);
  if ([...text].length > CHAT_TEXT_MAX) throw fieldErrors([{ path: 'text', code: 'field.too_long', params: { max: CHAT_TEXT_MAX } }]);
  return text;
}

/** What parties of a chat space do with it. */
export function chatsService(deps: AppDeps, log: { warn(obj: unknown, msg: string): void }) {
  const repo = chatsRepository(deps.db);

  return {
    /** The person's chat spaces, newest last message first (spaces without messages by creation). */
    async list(userId: string): Promise<ChatSpace[]> {
      const spaces = await repo.listFor(userId);
      const views = await viewSpaces(deps.db, userId, spaces, deps.clock.now());
      return views
        .map((shaped, i) => ({ shaped, createdAt: spaces[i].createdAt }))
        .sort((a, b) => activityTime(b.shaped, b.createdAt) - activityTime(a.shaped, a.createdAt) || b.shaped.id.localeCompare(a.shaped.id))
        .map((x) => x.shaped);
    },

    async get(userId: string, spaceId: string): Promise<ChatSpace> {
      const space = await spaceFor(deps.db, userId, spaceId);
      return viewChatSpace(deps.db, userId, space, deps.clock.now());
    },

    /**
     * Marks the space seen by the person now; answers their `last_seen`. Allowed on inactive
     * chats. When the marker moves forward, every party hears `ChatSpaceSeen`; a marker already at
     * (or past) now stays, and nobody hears anything.
     */
    async markSeen(userId: string, spaceId: string): Promise<string> {
      return withEvents(deps, async (trx, emit) => {
        const space = await spaceFor(trx, userId, spaceId);
        const seen = await chatsRepository(trx).markSeen(space.id, userId, deps.clock.now());
        if (seen.advanced) {
          const payload: ChatSpaceSeenPayload = { chat_space_id: space.id, user_id: userId, last_seen: seen.lastSeen };
          await emit({ stream: chatStream(space.id), type: CHAT_SPACE_SEEN, payload, actorId: userId, audience: await chatParties(trx, space) });
        }
        return seen.lastSeen;
      });
    },

    /**
     * Sends a text message: 422 for empty or over-long text or a malformed `client_id`, 409
     * `chat.inactive` on a read-only chat. A repeat with the same `client_id` answers the stored
     * message. See `sendTextInOneStatement` for what commits with it.
     */
    async sendText(userId: string, spaceId: string, rawText: string, clientId?: string): Promise<Message> {
      const text = messageText(rawText);
      checkClientId(clientId);
      if (!UUID.test(spaceId)) throw notFound();
      const unpaid = (err: unknown, messageId: string) => log.warn({ err, messageId }, 'chats: notifications of a sent message left owed for the periodic pass');
      const send = async () => (await sendTextInOneStatement(deps, { spaceId: spaceId.toLowerCase(), senderId: userId, text, clientId }, unpaid)).message;
      return clientId === undefined ? send() : retryOnDuplicateKey(send);
    },

    /**
     * Sends a file: 404 unless a party, 409 `chat.inactive` on a read-only chat (checked before the
     * upload is read), 422 `upload.type_not_allowed` unless its bytes are an image, PDF or office
     * document. The file is stored first and removed again if the message cannot be written. A
     * repeat with the same `client_id` answers the stored message without reading the upload.
     */
    async sendFile(userId: string, spaceId: string, clientId: string | undefined, readUpload: () => Promise<{ bytes: Buffer; filename: string }>): Promise<Message> {
      checkClientId(clientId);
      const space = await spaceFor(deps.db, userId, spaceId);
      const earlier = clientId === undefined ? null : await repo.messageByClientId(space.id, userId, clientId);
      if (earlier) return earlier.message;
      if (!chatActivity(space, deps.clock.now()).active) throw inactiveChat();
      const { bytes, filename } = await readUpload();
      const type = sniffChatFile(bytes, filename);
      if (!type) {
        throw new AppError('upload.type_not_allowed', 422, {
          message: 'Send an image, a PDF or an office document',
          errors: [{ path: CHAT_FILE_FIELD, code: 'upload.type_not_allowed' }],
        });
      }
      const id = randomUUID();
      const path = chatFilePath(space.id, id);
      const file: MessageFile = { name: displayName(filename, type), size: bytes.length, content_type: type.contentType, url: `/api/chat-spaces/${space.id}/files/${id}` };
      await writeUpload(deps.config.dataDir, path, bytes);
      const send = () =>
        withEvents(deps, async (trx, emit) => {
          const locked = await spaceFor(trx, userId, space.id, { lock: 'share' });
          const insert = (chats: ChatsRepository, now: Date) => chats.insertFile({ id, spaceId: locked.id, senderId: userId, file, clientId, createdAt: now });
          return deliverMessage(trx, emit, deps.clock.now(), { space: locked, senderId: userId, clientId, excerpt: file.name, insert });
        });
      try {
        const { message, repeated } = clientId === undefined ? await send() : await retryOnDuplicateKey(send);
        // A send with the same key won while this upload was read: keep only the winner's bytes.
        if (repeated) await removeUpload(deps.config.dataDir, path);
        return message;
      } catch (err) {
        await removeUpload(deps.config.dataDir, path);
        throw err;
      }
    },

    /** A file of a file message, for a party of its chat space; 404 otherwise. */
    async file(userId: string, spaceId: string, messageId: string): Promise<{ file: MessageFile; inline: boolean; fullPath: string }> {
      const space = await spaceFor(deps.db, userId, spaceId);
      const file = UUID.test(messageId) ? await repo.fileOf(space.id, messageId.toLowerCase()) : null;
      const fullPath = file ? resolveUpload(deps.config.dataDir, chatFilePath(space.id, messageId.toLowerCase())) : null;
      if (!file || !fullPath || (await uploadSize(fullPath)) === null) throw new AppError('not_found', 404, { message: 'No such file' });
      return { file, inline: file.content_type.startsWith('image/'), fullPath };
    },

    /** History, newest first, older than the message `before` (422 when it is not one of this chat's). */
    async messages(userId: string, spaceId: string, query: MessagesQuery): Promise<MessagesPage> {
      const space = await spaceFor(deps.db, userId, spaceId);
      let beforeSeq: number | null = null;
      if (query.before !== undefined) {
        beforeSeq = UUID.test(query.before) ? await repo.messageSeq(space.id, query.before.toLowerCase()) : null;
        if (beforeSeq === null) throw fieldErrors([{ path: 'before', code: 'field.format' }]);
      }
      const page = await repo.page(space.id, beforeSeq, query.limit ?? CHAT_MESSAGES_PAGE_DEFAULT);
      return { items: page.items, has_more: page.hasMore };
    },
  };
}
