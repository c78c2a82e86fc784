import { VisuallyHidden } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ChatRoomActorRef } from '../../machines/chats/chat-room.machine';
import type { ChatSpace } from '../../protocol/chats';
import { useCounterpart } from './use-counterpart';

/**
 * Tells a screen reader of a message from the other side that arrives while the chat is open: who
 * sent it and what it says, in a polite live region, so the focus stays where the person is
 * (typing, say). What was there when the chat opened, older pages and the person's own messages
 * are not read out.
 */
export function IncomingAnnouncer({ room, space }: { room: ChatRoomActorRef; space: ChatSpace }) {
  const intl = useIntl();
  const party = useCounterpart(space);
  const me = useSelector(room, (s) => s.context.me.id);
  const messages = useSelector(room, (s) => s.context.messages);
  // Only what is newer than the newest message shown when the room opened is new.
  const [openedAt] = useState(() => messages.at(-1)?.created_at ?? '');
  const incoming = messages.findLast((m) => m.sender_id !== me);
  const fresh = incoming && incoming.created_at > openedAt ? incoming : null;
  const name = party.name ?? party.subText;
  const text = !fresh
    ? ''
    : fresh.text !== undefined
      ? intl.formatMessage({ id: 'chats.room.announce.text' }, { name, text: fresh.text })
      : intl.formatMessage({ id: 'chats.room.announce.file' }, { name, file: fresh.file?.name ?? '' });
  return (
    <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="chat-announcer">
      {text}
    </VisuallyHidden>
  );
}
