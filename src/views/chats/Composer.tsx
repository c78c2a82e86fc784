import { ActionIcon, Text, Textarea } from '@mantine/core';
import { useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ChatRoomActorRef } from '../../machines/chats/chat-room.machine';
import { CHAT_TEXT_MAX } from '../../protocol/chats';
import type { ChatDrafts } from '../device';
import classes from './chat.module.css';
import { ChatIcon } from './chat-icons';

/** What the file picker offers: the types the server accepts (it checks the bytes again). */
const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,application/pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp';

/**
 * Text and files for the open chat. The text being typed is kept per chat across reloads until
 * it is sent; Enter sends, Shift+Enter starts a new line.
 */
export function Composer({ room, chatId, drafts }: { room: ChatRoomActorRef; chatId: string; drafts: ChatDrafts }) {
  const intl = useIntl();
  const [text, setText] = useState(() => drafts.draft(chatId));
  const picker = useRef<HTMLInputElement>(null);
  const length = [...text.trim()].length;
  const tooLong = length > CHAT_TEXT_MAX;

  const change = (value: string) => {
    setText(value);
    drafts.saveDraft(chatId, value);
  };
  const send = () => {
    if (length === 0 || tooLong) return;
    room.send({ type: 'user.sendText', text });
    change('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  };
  const pickFiles = (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) room.send({ type: 'user.sendFile', file });
    if (picker.current) picker.current.value = '';
  };

  return (
    <div className={classes.composer}>
      <div className={classes.composerRow}>
        <ActionIcon variant="subtle" size={42} radius="xl" onClick={() => picker.current?.click()} aria-label={intl.formatMessage({ id: 'chats.room.composer.attach' })} data-testid="attach">
          <ChatIcon name="attach" size={22} />
        </ActionIcon>
        <input ref={picker} type="file" accept={ACCEPT} multiple hidden onChange={(e) => pickFiles(e.currentTarget.files)} data-testid="file-input" />
        <Textarea
          className={classes.composerField}
          value={text}
          onChange={(e) => change(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          placeholder={intl.formatMessage({ id: 'chats.room.composer.placeholder' })}
          aria-label={intl.formatMessage({ id: 'chats.room.composer.label' })}
          autosize
          minRows={1}
          maxRows={6}
          radius="xl"
          size="md"
          enterKeyHint="send"
          error={tooLong ? intl.formatMessage({ id: 'chats.room.composer.tooLong' }, { max: CHAT_TEXT_MAX }) : undefined}
          data-testid="composer"
        />
        <ActionIcon size={42} radius="xl" onClick={send} disabled={length === 0 || tooLong} aria-label={intl.formatMessage({ id: 'chats.room.composer.send' })} data-testid="send">
          <ChatIcon name="send" size={22} />
        </ActionIcon>
      </div>
      {length > CHAT_TEXT_MAX - 200 && !tooLong ? (
        <Text size="xs" c="dimmed" ta="right" mt={2}>
          <FormattedMessage id="chats.room.composer.remaining" values={{ count: CHAT_TEXT_MAX - length }} />
        </Text>
      ) : null}
    </div>
  );
}
