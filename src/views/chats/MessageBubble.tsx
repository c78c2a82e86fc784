import { Anchor, Group, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Message, MessageFile } from '../../protocol/chats';
import { formatDate } from '../../i18n/dates';
import { useLanguage } from '../services/catalog-hooks';
import classes from './chat.module.css';
import { ChatIcon } from './chat-icons';
import { fileSize, linkify } from './chat-format';

/** Message text as text: links become links, nothing is ever read as HTML. */
export function MessageText({ text }: { text: string }) {
  return (
    <>
      {linkify(text).map((part, i) =>
        part.kind === 'link' ? (
          <Anchor key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow" inherit>
            {part.text}
          </Anchor>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}

/** An image inline with a preview (opens full size); any other file as a download with its name and size. */
export function MessageAttachment({ file, localUrl }: { file: Pick<MessageFile, 'name' | 'size' | 'content_type'> & { url?: string }; localUrl?: string }) {
  const lang = useLanguage();
  const url = localUrl ?? file.url;
  if (file.content_type.startsWith('image/') && url) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer">
        <img className={classes.image} src={url} alt={file.name} loading="lazy" />
      </a>
    );
  }
  const body = (
    <Group gap="xs" wrap="nowrap">
      <ChatIcon name="file" size={28} />
      <span style={{ minWidth: 0 }}>
        <Text span fw={500} style={{ display: 'block', overflowWrap: 'anywhere' }}>
          {file.name}
        </Text>
        <Text span size="xs" c="dimmed">
          {fileSize(file.size, lang)}
        </Text>
      </span>
      {url ? <ChatIcon name="download" /> : null}
    </Group>
  );
  return url ? (
    <Anchor href={url} download={file.name} underline="never" c="inherit" data-testid="file-download">
      {body}
    </Anchor>
  ) : (
    body
  );
}

/** One delivered message: its content, time and, on the person's own messages, whether the other side has seen it. */
export function MessageBubble({ message, mine, seen }: { message: Message; mine: boolean; seen: boolean }) {
  const lang = useLanguage();
  const intl = useIntl();
  return (
    <div className={classes.row} data-mine={mine || undefined} data-testid="message">
      <div className={classes.bubble}>
        {message.file ? <MessageAttachment file={message.file} /> : null}
        {message.text !== undefined ? <MessageText text={message.text} /> : null}
        <div className={classes.meta} data-seen={(mine && seen) || undefined}>
          <time dateTime={message.created_at}>{formatDate(message.created_at, 'HH:mm', lang)}</time>
          {mine ? (
            <span aria-label={intl.formatMessage({ id: seen ? 'chats.room.message.seen' : 'chats.room.message.sent' })} title={intl.formatMessage({ id: seen ? 'chats.room.message.seen' : 'chats.room.message.sent' })} data-testid={seen ? 'seen-marker' : 'sent-marker'} role="img">
              <ChatIcon name={seen ? 'checks' : 'check'} size={16} />
            </span>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** A message still on its way, or refused with the reason; it can be sent again or removed. */
export function OutgoingBubble(props: {
  text?: string;
  file?: File;
  status: 'queued' | 'sending' | 'failed';
  errorId: string | null;
  onRetry(): void;
  onDiscard(): void;
}) {
  const failed = props.status === 'failed';
  return (
    <div className={classes.row} data-mine data-failed={failed || undefined} data-testid="outgoing">
      <div className={classes.bubble}>
        {props.file ? <MessageAttachment file={{ name: props.file.name, size: props.file.size, content_type: props.file.type || 'application/octet-stream' }} /> : null}
        {props.text !== undefined ? <MessageText text={props.text} /> : null}
        <div className={classes.meta}>
          {failed ? (
            <Text span size="xs" c="red.9" style={{ whiteSpace: 'normal' }}>
              {props.errorId ? <FormattedMessage id={props.errorId} /> : null}{' '}
              <Anchor component="button" type="button" size="xs" onClick={props.onRetry}>
                <FormattedMessage id="chats.room.outgoing.retry" />
              </Anchor>{' '}
              ·{' '}
              <Anchor component="button" type="button" size="xs" c="red.9" onClick={props.onDiscard}>
                <FormattedMessage id="chats.room.outgoing.discard" />
              </Anchor>
            </Text>
          ) : (
            <>
              <ChatIcon name="clock" size={14} />
              <FormattedMessage id={props.status === 'sending' ? 'chats.room.outgoing.sending' : 'chats.room.outgoing.waiting'} />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
