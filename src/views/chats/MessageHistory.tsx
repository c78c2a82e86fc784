import { Button, Center, Loader, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { Fragment, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
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
  const content = useRef<HTMLDivElement>(null);
  const previous = useRef({ first: undefined as string | undefined, count: 0, height: 0, top: 0, nearBottom: true });
  /** The day whose heading has scrolled past the top: its label shows in the bar above the history. */
  const [pastDay, setPastDay] = useState<string | null>(null);
  const findPastDay = () => {
    const el = scroller.current;
    if (!el) return;
    const top = el.getBoundingClientRect().top;
    const above = Array.from(el.querySelectorAll<HTMLElement>('[data-day]')).filter((d) => d.getBoundingClientRect().top < top);
    const heading = above.at(-1);
    setPastDay(heading && heading.getBoundingClientRect().bottom <= top ? heading.dataset.day! : null);
  };
  // Keeps the view where the person is reading: at the bottom for new messages (when already
  // there), and on the same message when an older page is added above.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const before = previous.current;
    const first = messages[0]?.id;
    if (before.count > 0 && first !== before.first && messages.length > before.count) el.scrollTop += el.scrollHeight - before.height;
    else if (before.nearBottom) el.scrollTop = el.scrollHeight;
    previous.current = { first, count: messages.length, height: el.scrollHeight, top: el.scrollTop, nearBottom: distanceToEnd(el) < FOLLOW_SLACK };
    findPastDay();
  }, [messages, waiting.length]);
  // What grows after it is shown (a photo loading, the composer taking more lines) keeps the end
  // in view while the person is there, and the kept place otherwise.
  useEffect(() => {
    const el = scroller.current;
    if (!el || !content.current || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => {
      if (previous.current.nearBottom) el.scrollTop = el.scrollHeight;
      previous.current = { ...previous.current, height: el.scrollHeight, top: el.scrollTop };
      findPastDay();
    });
    observer.observe(el);
    observer.observe(content.current);
    return () => observer.disconnect();
  }, []);
  // Only the person scrolling up leaves the end: a scroll event that comes after more grew below
  // (a second photo loading before the first one's re-scroll is reported) does not.
  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    const before = previous.current;
    const nearBottom = distanceToEnd(el) < FOLLOW_SLACK || (before.nearBottom && el.scrollTop >= before.top);
    previous.current = { ...before, height: el.scrollHeight, top: el.scrollTop, nearBottom };
    findPastDay();
  };

  const words = { today: intl.formatMessage({ id: 'chats.room.day.today' }), yesterday: intl.formatMessage({ id: 'chats.room.day.yesterday' }) };
  const label = (key: string) => dayLabel(key, new Date(), lang, words);
  return (
    <>
      {/* The day being read, once its heading has scrolled away: in a bar of its own, over no message. */}
      <div className={classes.dayBar} aria-hidden="true" data-testid="day-bar">
        {pastDay ? <span className={classes.dayLabel}>{label(pastDay)}</span> : null}
      </div>
      {/* A Tab stop of its own: the keyboard scrolls the history with the arrow keys (its messages hold no control). */}
      <div className={classes.history} ref={scroller} onScroll={onScroll} tabIndex={0} role="log" aria-live="off" aria-label={intl.formatMessage({ id: 'chats.room.history' })} data-testid="chat-history">
        <div ref={content}>
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
              <div className={classes.day} data-day={group.key}>
                <span className={classes.dayLabel}>{label(group.key)}</span>
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
      </div>
    </>
  );
}

function distanceToEnd(el: HTMLElement): number {
  return el.scrollHeight - el.scrollTop - el.clientHeight;
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
