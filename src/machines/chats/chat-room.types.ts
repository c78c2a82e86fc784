import type { ChatSpace, Message, MessagesPage } from '../../protocol/chats';
import type { ServerPush } from '../../protocol/events';
import type { AppError } from '../../protocol/errors';
import type { UserType } from '../../protocol/user';

/**
 * The vocabulary of the open chat room (chat-room.machine.ts): what it holds, what it is started
 * with, every event it takes, and what it tells the inbox (inbox.machine.ts reads the same pushes).
 */

export type OutgoingDraft = { kind: 'text'; text: string } | { kind: 'file'; file: File };

/** One thing the person sent that the server has not stored yet. */
export interface Outgoing {
  clientId: string;
  draft: OutgoingDraft;
  /** queued: waiting its turn (or for a connection); failed: refused, with the reason. */
  status: 'queued' | 'sending' | 'failed';
  error: AppError | null;
}

/** A text message a previous visit could not send yet, as 'persist outbox' saves it. */
export interface PendingText {
  clientId: string;
  text: string;
}

export interface ChatRoomContext {
  chatId: string;
  /** Client ids of what this visit sends are `<idSeed>-<n>` (the seed comes with the input, so a replay gives the same ids). */
  idSeed: string;
  sentCount: number;
  me: { id: string; type: UserType };
  space: ChatSpace | null;
  /** Oldest first. */
  messages: Message[];
  hasMore: boolean;
  outbox: Outgoing[];
  /** Pushes that arrived during a resync, applied after it. */
  buffered: Message[];
  visible: boolean;
  /** MAX_UPLOAD_MB of the server's settings, in bytes. */
  maxUploadBytes: number;
  error: AppError | null;
  olderError: AppError | null;
}

export interface ChatRoomInput {
  chatId: string;
  me: { id: string; type: UserType };
  /** Text messages a previous visit could not send yet (from 'persist outbox'). */
  pendingTexts?: PendingText[];
  maxUploadBytes: number;
  /** A fresh random string per visit (`newClientId()`), the stem of the client ids of what is sent. */
  idSeed: string;
}

/** What 'load chat' answers: the space and its newest page of history. */
export interface ChatSnapshotData {
  space: ChatSpace;
  page: MessagesPage;
}

export type ChatRoomEvent =
  | { type: 'user.retry' }
  | { type: 'user.loadOlder' }
  | { type: 'user.sendText'; text: string }
  | { type: 'user.sendFile'; file: File }
  | { type: 'user.retrySend' }
  | { type: 'user.discard'; clientId: string }
  | { type: 'page.visibility'; visible: boolean }
  | { type: 'socket.connected' }
  | ChatPush;

/** The pushes the room and the inbox follow (checked against the event catalogue by the socket). */
export type ChatPush =
  | ServerPush<'MessageCreated'>
  | ServerPush<'ChatSpaceSeen'>
  | ServerPush<'ClinicInquiryCreated'>
  | ServerPush<'ClinicInquiryJoined'>
  | ServerPush<'ClinicInquiryCompleted'>;

/** What the room tells the inbox. */
export type InboxNotice = { type: 'inbox.opened'; id: string } | { type: 'inbox.closed'; id: string } | { type: 'inbox.updated'; space: ChatSpace };
