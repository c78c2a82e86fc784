import { AppError, fieldErrors } from '../../../src/protocol/errors';
import { randomUUID } from 'node:crypto';
import { CHAT_FILE_FIELD, CHAT_MESSAGES_PAGE_DEFAULT, CHAT_TEXT_MAX, type ChatSpace, type Message, type MessageFile, type MessagesPage, type MessagesQuery } from '../../../src/protocol/chats';
import type { Db } from '../../db/connection';
import type { AppDeps } from '../../deps';
import { withEvents } from '../../events/event-store';
import { liveConnectionsRepository } from '../../live/live-connections.repository';
import { notify } from '../notifications/notifications.service';
import { removeUpload, resolveUpload, uploadSize, writeUpload } from '../profile/avatar.storage';
import { displayName, sniffChatFile } from './chat-file-type';
import { chatActivity, chatParties, isChatParty } from './chats.access';
import { chatsRepository, type ChatSpaceRecord } from './chats.repository';

/** The push name of SPEC §7 a new message travels as. */
export const MESSAGE_CREATED = 'MessageCreated';

/** The event stream of one chat space. */
export const chatStream = (spaceId: string) => `chat:${spaceId}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The longest message excerpt a notification carries. */
const NOTIFICATION_EXCERPT = 200;

const notFound = () => new AppError('chat.not_found', 404, { message: 'No such chat space' });

/** The space if `userId` is a party to it; 404 otherwise, whether or not it exists. */
async function spaceFor(db: Db, userId: string, spaceId: string, opts: { lock?: boolean } = {}): Promise<ChatSpaceRecord> {
  if (!UUID.test(spaceId)) throw notFound();
  const space = await chatsRepository(db).find(spaceId.toLowerCase(), opts);
  if (!space || !(await isChatParty(db, space, userId))) throw notFound();
  return space;
}

function shape(space: ChatSpaceRecord, lastMessage: Message | null, lastSeen: string | null, now: Date): ChatSpace {
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
    last_message: lastMessage,
    last_seen: lastSeen,
    active: activity.active,
  };
  if (!activity.active) out.inactive_reason = activity.reason;
  return out;
}

/** Sort key of a space in the list: its last message's time, else its creation time. */
const activityTime = (s: ChatSpace, createdAt: Date) => (s.last_message ? Date.parse(s.last_message.created_at) : createdAt.getTime());

/** Where the bytes of a chat file live, under the uploads folder. */
const chatFilePath = (spaceId: string, messageId: string) => `chat-files/${spaceId}/${messageId}`;

const inactive = () => new AppError('chat.inactive', 409, { message: 'This chat is no longer active' });

/** What parties of a chat space do with it. */
export function chatsService(deps: AppDeps) {
  const repo = chatsRepository(deps.db);

  /**
   * Writes a message in one transaction, with the chat row share-locked and its activity checked
   * again: the message, the sender's read marker, `MessageCreated` (audience: every party) and a
   * notification (`excerpt` as its text) for each other party with no open socket anywhere.
   */
  async function deliver(userId: string, spaceId: string, excerpt: string, insert: (trx: Db, space: ChatSpaceRecord, now: Date) => Promise<Message>): Promise<Message> {
    return withEvents(deps, async (trx, emit) => {
      const space = await spaceFor(trx, userId, spaceId, { lock: true });
      const now = deps.clock.now();
      if (!chatActivity(space, now).active) throw inactive();
      const chats = chatsRepository(trx);
      const message = await insert(trx, space, now);
      await chats.markSeen(space.id, userId, now);
      const parties = await chatParties(trx, space);
      await emit({ stream: chatStream(space.id), type: MESSAGE_CREATED, payload: message, actorId: userId, audience: parties });

      const recipients = parties.filter((id) => id !== userId);
      const online = await liveConnectionsRepository(trx).onlineAmong(recipients);
      const offline = recipients.filter((id) => !online.has(id));
      if (offline.length > 0) {
        const title = await chats.userName(userId);
        const text = [...excerpt].slice(0, NOTIFICATION_EXCERPT).join('');
        for (const recipient of offline) {
          await notify(
            trx,
            emit,
            { userId: recipient, action: 'message.created', entity: { title, text: { ka: text, en: text }, actor_id: userId, chat_space_id: space.id }, entityId: space.id, entityType: 'chat_space' },
            now,
          );
        }
      }
      return message;
    });
  }

  return {
    /** The person's chat spaces, newest last message first (spaces without messages by creation). */
    async list(userId: string): Promise<ChatSpace[]> {
      const spaces = await repo.listFor(userId);
      const ids = spaces.map((s) => s.id);
      const [last, seen] = await Promise.all([repo.lastMessages(ids), repo.lastSeen(userId, ids)]);
      const now = deps.clock.now();
      return spaces
        .map((s) => ({ shaped: shape(s, last.get(s.id) ?? null, seen.get(s.id) ?? null, now), createdAt: s.createdAt }))
        .sort((a, b) => activityTime(b.shaped, b.createdAt) - activityTime(a.shaped, a.createdAt) || b.shaped.id.localeCompare(a.shaped.id))
        .map((x) => x.shaped);
    },

    async get(userId: string, spaceId: string): Promise<ChatSpace> {
      const space = await spaceFor(deps.db, userId, spaceId);
      const [last, seen] = await Promise.all([repo.lastMessages([space.id]), repo.lastSeen(userId, [space.id])]);
      return shape(space, last.get(space.id) ?? null, seen.get(space.id) ?? null, deps.clock.now());
    },

    /** Marks the space seen by the person now; answers the new `last_seen`. Allowed on inactive chats. */
    async markSeen(userId: string, spaceId: string): Promise<string> {
      const space = await spaceFor(deps.db, userId, spaceId);
      return repo.markSeen(space.id, userId, deps.clock.now());
    },

    /**
     * Sends a text message: 422 for empty or over-long text, 409 `chat.inactive` on a read-only
     * chat. See `deliver` for what commits with it.
     */
    async sendText(userId: string, spaceId: string, rawText: string): Promise<Message> {
      const text = rawText.trim();
      if (text === '') throw fieldErrors([{ path: 'text', code: 'field.required' }]);
      if ([...text].length > CHAT_TEXT_MAX) throw fieldErrors([{ path: 'text', code: 'field.too_long', params: { max: CHAT_TEXT_MAX } }]);
      return deliver(userId, spaceId, text, (trx, space, now) => chatsRepository(trx).insertText({ spaceId: space.id, senderId: userId, text, createdAt: now }));
    },

    /**
     * Sends a file: 404 unless a party, 409 `chat.inactive` on a read-only chat (checked before the
     * upload is read), 422 `upload.type_not_allowed` unless its bytes are an image, PDF or office
     * document. The file is stored first and removed again if the message cannot be written.
     */
    async sendFile(userId: string, spaceId: string, readUpload: () => Promise<{ bytes: Buffer; filename: string }>): Promise<Message> {
      const space = await spaceFor(deps.db, userId, spaceId);
      if (!chatActivity(space, deps.clock.now()).active) throw inactive();
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
      try {
        return await deliver(userId, space.id, file.name, (trx, s, now) => chatsRepository(trx).insertFile({ id, spaceId: s.id, senderId: userId, file, createdAt: now }));
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
