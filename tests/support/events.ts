import { randomUUID } from 'node:crypto';
import type { CallInfo } from '../../src/protocol/calls';
import type { Message } from '../../src/protocol/chats';

/** A well-formed MessageCreated payload (the event catalogue checks every appended payload). */
export function aMessage(fields: Partial<Message> = {}): Message {
  return { id: randomUUID(), chat_space_id: randomUUID(), sender_id: randomUUID(), created_at: '2026-01-01T10:00:00.000Z', text: 'hello', ...fields };
}

/** A well-formed CallUpdated / CallIncame payload. */
export function aCall(fields: Partial<CallInfo> = {}): CallInfo {
  return {
    id: randomUUID(),
    caller_id: randomUUID(),
    callee_id: randomUUID(),
    chat_space_id: randomUUID(),
    status: 'pending',
    expires_at: null,
    type: 'video',
    created_at: '2026-01-01T10:00:00.000Z',
    ...fields,
  };
}
