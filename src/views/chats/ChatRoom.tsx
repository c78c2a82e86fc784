import type { ReactNode } from 'react';
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { ChatRoomActorRef } from '../../machines/chats/chat-room.machine';
import type { ChatDrafts } from '../device';
import { EmptyCard, ErrorCard } from '../services/CatalogStates';
import classes from './chat.module.css';
import { ChatHeader } from './ChatHeader';
import { ChatWithCases } from './ChatWithCases';
import { Composer } from './Composer';
import { ConnectionNotice } from './ConnectionNotice';
import { InactiveNotice } from './InactiveNotice';
import { IncomingAnnouncer } from './IncomingAnnouncer';
import { InquiryBar } from './InquiryBar';
import { MessageHistory } from './MessageHistory';

/** The faces of one chat: loading, not found, failed, and the live room. */
export function ChatRoom({ room, drafts }: { room: ChatRoomActorRef; drafts: ChatDrafts }) {
  const face = useSelector(room, (s) => (s.matches('ready') ? 'ready' : s.matches('missing') ? 'missing' : s.matches('failed') ? 'failed' : 'loading'));
  const error = useSelector(room, (s) => s.context.error);
  const space = useSelector(room, (s) => s.context.space);
  const me = useSelector(room, (s) => s.context.me);
  const operator = me.type === 'ClinicOperator';

  if (face === 'missing') {
    return (
      <EmptyCard
        icon="chats"
        titleId="chats.room.notFound.title"
        textId="chats.room.notFound.text"
        testId="chat-not-found"
        action={
          <Button component={Link} href="/chats" variant="light">
            <FormattedMessage id="chats.room.backToChats" />
          </Button>
        }
      />
    );
  }
  if (face === 'failed') return <ErrorCard titleId="chats.room.loadFailed" error={error} onRetry={() => room.send({ type: 'user.retry' })} />;
  if (face === 'loading' || !space) return <RoomSkeleton />;
  const live = (casesButton: ReactNode) => (
    <section className={classes.room} data-testid="chat-room">
      <ChatHeader space={space} extra={casesButton} />
      <MessageHistory room={room} />
      <IncomingAnnouncer room={room} space={space} />
      {operator && space.type === 'PatientClinic' ? <InquiryBar chatId={space.id} /> : null}
      {space.active ? <ConnectionNotice /> : null}
      {space.active ? <Composer room={room} chatId={space.id} drafts={drafts} /> : <InactiveNotice space={space} />}
    </section>
  );
  // SPEC §2: the doctor of a patient chat sees the patient's cases beside it.
  const patientId = me.type === 'Doctor' && space.type === 'PatientDoctor' ? space.chat_space.patient_id : null;
  return patientId ? <ChatWithCases patientId={patientId} viewer={me} room={live} /> : live(null);
}

function RoomSkeleton() {
  return (
    <section className={classes.room} aria-busy="true" data-testid="chat-loading">
      <Group className={classes.roomHeader} gap="sm" wrap="nowrap">
        <Skeleton circle height={40} />
        <Stack gap={6} style={{ flex: 1 }}>
          <Skeleton height={14} width="40%" />
          <Skeleton height={10} width="25%" />
        </Stack>
      </Group>
      <Stack className={classes.history} gap="md">
        {[60, 40, 70].map((w, i) => (
          <Group key={i} justify={i % 2 ? 'flex-end' : 'flex-start'}>
            <Skeleton height={38} width={`${w}%`} radius="lg" />
          </Group>
        ))}
      </Stack>
      <Text className={classes.notice} c="dimmed" size="sm">
        <FormattedMessage id="common.loading" />
      </Text>
    </section>
  );
}
