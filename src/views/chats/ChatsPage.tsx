import { Button, Card, Group, Skeleton, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { isUnread } from '../../machines/chats/chat-rules';
import type { ChatSpace, Message } from '../../protocol/chats';
import type { UserType } from '../../protocol/user';
import { useRuntime } from '../actors';
import { useLiveActor, useLiveSelector } from '../live/use-live';
import { ErrorCard } from '../services/CatalogStates';
import { useLanguage } from '../services/catalog-hooks';
import { PageHeading } from '../shell/PageHeading';
import { ChatIcon } from './chat-icons';
import { OpenInquiries } from './OpenInquiries';
import { listTime } from './chat-format';
import { PartyAvatar } from './PartyAvatar';
import { useCounterpart } from './use-counterpart';

/**
 * The list's words by role: whom the person talks with, how a first chat begins, and where to go
 * while there is none (a patient to the doctors, a doctor or an operator to their patients).
 */
const WORDS: Record<UserType, { intro: string; emptyText: string; emptyAction: string; emptyHref: string }> = {
  Patient: { intro: 'chats.intro.patient', emptyText: 'chats.empty.text', emptyAction: 'chats.empty.action', emptyHref: '/doctors' },
  Doctor: { intro: 'chats.intro.doctor', emptyText: 'chats.empty.textDoctor', emptyAction: 'chats.empty.actionStaff', emptyHref: '/patients' },
  ClinicOperator: { intro: 'chats.intro.operator', emptyText: 'chats.empty.textOperator', emptyAction: 'chats.empty.actionStaff', emptyHref: '/patients' },
};

/** `/chats`: the person's chat spaces, newest last message first, with unread marks and presence. */
export default function ChatsPage() {
  const inbox = useLiveActor('inbox');
  const view = useLiveSelector('inbox', (s) => ({
    spaces: s.context.spaces,
    loaded: s.context.loaded,
    failed: !s.context.loaded && s.matches({ signedIn: { list: 'failed' } }),
    error: s.context.error,
  }));
  const intl = useIntl();
  const role = useSelector(useRuntime().session, (s) => s.context.user?.type ?? 'Patient');
  const operator = role === 'ClinicOperator';
  const words = WORDS[role];
  return (
    <Stack gap="lg" maw={760}>
      <PageHeading title={<FormattedMessage id="chats.title" />} intro={<FormattedMessage id={words.intro} />} />
      {operator ? <OpenInquiries /> : null}
      {view?.failed ? (
        <ErrorCard titleId="chats.loadFailed" error={view.error} onRetry={() => inbox?.send({ type: 'inbox.retry' })} />
      ) : !view?.loaded ? (
        <ChatListSkeleton label={intl.formatMessage({ id: 'common.loading' })} />
      ) : view.spaces.length === 0 ? (
        <Card withBorder radius="lg" p="xl" data-testid="chats-empty">
          <Stack align="center" ta="center" gap="sm">
            <ChatIcon name="chats" size={36} />
            <Text fw={600}>
              <FormattedMessage id="chats.empty.title" />
            </Text>
            <Text c="dimmed" maw={420}>
              <FormattedMessage id={words.emptyText} />
            </Text>
            <Button component={Link} href={words.emptyHref} variant="light" data-testid="chats-empty-action">
              <FormattedMessage id={words.emptyAction} />
            </Button>
          </Stack>
        </Card>
      ) : (
        <Card withBorder radius="lg" p={0} component="ul" style={{ listStyle: 'none', margin: 0 }} aria-label={intl.formatMessage({ id: 'chats.title' })}>
          {view.spaces.map((space, i) => (
            <li key={space.id} style={{ borderTop: i === 0 ? undefined : '1px solid var(--mantine-color-gray-2)' }}>
              <ChatRow space={space} />
            </li>
          ))}
        </Card>
      )}
    </Stack>
  );
}

function ChatRow({ space }: { space: ChatSpace }) {
  const party = useCounterpart(space);
  const lang = useLanguage();
  const me = useSelector(useRuntime().session, (s) => s.context.user);
  const unread = me ? isUnread(space, me.id) : false;
  return (
    <UnstyledButton component={Link} href={`/chats/${space.id}`} p="md" w="100%" data-testid="chat-row" data-unread={unread || undefined} style={{ display: 'block' }}>
      <Group wrap="nowrap" gap="md" align="center">
        <PartyAvatar party={party} size={48} />
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={unread ? 700 : 600} truncate>
              {party.name ?? <Skeleton component="span" height={14} width={140} display="inline-block" />}
            </Text>
            {space.last_message ? (
              <Text size="xs" c={unread ? 'clinic.8' : 'dimmed'} style={{ flexShrink: 0 }}>
                {listTime(space.last_message.created_at, new Date(), lang)}
              </Text>
            ) : null}
          </Group>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" c={unread ? undefined : 'dimmed'} fw={unread ? 500 : undefined} truncate>
              {space.last_message ? <LastMessage message={space.last_message} mine={space.last_message.sender_id === me?.id} /> : party.subText}
            </Text>
            {unread ? (
              <span data-testid="unread-mark" style={{ width: 10, height: 10, borderRadius: '50%', background: 'var(--mantine-color-clinic-6)', flexShrink: 0 }}>
                <VisuallyHidden>
                  <FormattedMessage id="chats.unread" />
                </VisuallyHidden>
              </span>
            ) : !space.active ? (
              <ChatIcon name="lock" size={16} />
            ) : null}
          </Group>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

function LastMessage({ message, mine }: { message: Message; mine: boolean }) {
  const body = message.file ? `📎 ${message.file.name}` : (message.text ?? '');
  return mine ? <FormattedMessage id="chats.lastMessage.mine" values={{ text: body }} /> : <>{body}</>;
}

function ChatListSkeleton({ label }: { label: string }) {
  return (
    <Card withBorder radius="lg" p="md" aria-busy="true" aria-label={label} data-testid="chats-loading">
      <Stack gap="lg">
        {[0, 1, 2].map((i) => (
          <Group key={i} wrap="nowrap" gap="md">
            <Skeleton circle height={48} />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton height={14} width="45%" />
              <Skeleton height={12} width="75%" />
            </Stack>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
