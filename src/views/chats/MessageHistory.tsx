import { Button, Center, Loader, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { Fragment, useLayoutEffect, useMemo, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { seenByParty } from '../../machines/chats/chat-rules';
import type { ChatRoomActorRef } from '../../machines/chats/chat-room.machine';
import type { Outgoing } from '../../machines/chats/chat-room.types';
import type { Message } from '../../protocol/chats';
import { errorMessageId } from '../../i18n/messages';
import { useLanguage } from '../services/catalog-hooks';
import classes from './chat.module.css';
import { dayKey, dayLabel } from './chat-format';
import { MessageBubble, OutgoingBubble } from './MessageBubble';

/** Pixels from the bottom within which the history follows new messages. */
const FOLLOW_SLACK = 120;

function groupByDay(messages: Message[]): { key: string; messages: Message[] }[] {
  const groups: { key: string; messages: Message[] }[] = [];
  for (const m of messages) {
    const key = dayKey(m.created_at);
    if (groups.at(-1)?.key === key) groups.at(-1)!.messages.push(m);
    else groups.push({ key, messages: [m] });
  }
  return groups;
}

/** The history, grouped by day, older pages on request, then what is still on its way. */
export function MessageHistory({ room }: { room: ChatRoomActorRef }) {
  const intl = useIntl();
  const lang = useLanguage();
  const messages = useSelector(room, (s) => s.context.messages);
  const outbox = useSelector(room, (s) => s.context.outbox);
  const me = useSelector(room, (s) => s.context.me.id);
  const partySeen = useSelector(room, (s) => s.context.space?.party_last_seen ?? null);
  const hasMore = useSelector(room, (s) => s.context.hasMore);
  const loadingOlder = useSelector(room, (s) => s.hasTag('loadingOlder'));
  const olderError = useSelector(room, (s) => s.context.olderError);
  const groups = useMemo(() => groupByDay(messages), [messages]);
  // A message the push delivered before its own send answered is shown once, as delivered.
  const delivered = useMemo(() => new Set(messages.map((m) => m.client_id).filter(Boolean)), [messages]);
  const waiting = outbox.filter((o) => !delivered.has(o.clientId));

  const scroller = useRef<HTMLDivElement>(null);
  const previous = useRef({ first: undefined as string | undefined, count: 0, height: 0, nearBottom: true });
  // Keeps the view where the person is reading: at the bottom for new messages (when already
  // there), and on the same message when an older page is added above.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const before = previous.current;
    const first = messages[0]?.id;
    if (before.count > 0 && first !== before.first && messages.length > before.count) el.scrollTop += el.scrollHeight - before.height;
    else if (before.nearBottom) el.scrollTop = el.scrollHeight;
    previous.current = { first, count: messages.length, height: el.scrollHeight, nearBottom: true };
  }, [messages, waiting.length]);
  const onScroll = () => {
    const el = scroller.current;
    if (el) previous.current = { ...previous.current, height: el.scrollHeight, nearBottom: el.scrollHeight - el.scrollTop - el.clientHeight < FOLLOW_SLACK };
  };

  const words = { today: intl.formatMessage({ id: 'chats.room.day.today' }), yesterday: intl.formatMessage({ id: 'chats.room.day.yesterday' }) };
  return (
    <div className={classes.history} ref={scroller} onScroll={onScroll} role="log" aria-live="polite" aria-label={intl.formatMessage({ id: 'chats.room.history' })} data-testid="chat-history">
      {hasMore ? (
        <Center my="xs">
          {loadingOlder ? (
            <Loader size="sm" role="status" aria-label={intl.formatMessage({ id: 'common.loading' })} />
          ) : (
            <Button variant="subtle" size="xs" onClick={() => room.send({ type: 'user.loadOlder' })} data-testid="load-older">
              <FormattedMessage id={olderError ? 'chats.room.older.retry' : 'chats.room.older.load'} />
            </Button>
          )}
        </Center>
      ) : null}
      {messages.length === 0 && waiting.length === 0 ? (
        <Text c="dimmed" ta="center" mt="xl" data-testid="chat-empty">
          <FormattedMessage id="chats.room.empty" />
        </Text>
      ) : null}
      {groups.map((group) => (
        <Fragment key={group.key}>
          <div className={classes.day}>
            <span className={classes.dayLabel}>{dayLabel(group.key, new Date(), lang, words)}</span>
          </div>
          {group.messages.map((m) => (
            <MessageBubble key={m.id} message={m} mine={m.sender_id === me} seen={m.sender_id === me && seenByParty(m, partySeen)} />
          ))}
        </Fragment>
      ))}
      {waiting.map((o) => (
        <OutgoingItem key={o.clientId} item={o} room={room} />
      ))}
    </div>
  );
}

function OutgoingItem({ item, room }: { item: Outgoing; room: ChatRoomActorRef }) {
  return (
    <OutgoingBubble
      text={item.draft.kind === 'text' ? item.draft.text : undefined}
      file={item.draft.kind === 'file' ? item.draft.file : undefined}
      status={item.status}
      errorId={item.error ? errorMessageId(item.error.code) : null}
      onRetry={() => room.send({ type: 'user.retrySend' })}
      onDiscard={() => room.send({ type: 'user.discard', clientId: item.clientId })}
    />
  );
}
