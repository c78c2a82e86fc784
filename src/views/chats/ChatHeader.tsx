import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { ChatSpace } from '../../protocol/chats';
import { useRuntime } from '../actors';
import { LocaleSwitch } from '../shell/LocaleSwitch';
import classes from './chat.module.css';
import { ChatIcon } from './chat-icons';
import { PartyAvatar } from './PartyAvatar';
import { useCounterpart } from './use-counterpart';

/** SPEC §2: back link, the other party's photo, name and sub-text, online marker; locale switch and login link for anonymous visitors. */
export function ChatHeader({ space }: { space: ChatSpace }) {
  const intl = useIntl();
  const party = useCounterpart(space);
  const signedIn = useSelector(useRuntime().session, (s) => s.context.user !== null);
  return (
    <Group className={classes.roomHeader} gap="sm" wrap="nowrap" justify="space-between">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <ActionIcon component={Link} href="/chats" variant="subtle" size="lg" radius="xl" aria-label={intl.formatMessage({ id: 'chats.room.backToChats' })} data-testid="chat-back">
          <ChatIcon name="back" size={22} />
        </ActionIcon>
        <PartyAvatar party={party} size={40} />
        <Stack gap={0} miw={0}>
          <Text fw={600} truncate data-testid="chat-party-name">
            {party.name ?? '…'}
          </Text>
          <Text size="xs" c={party.status === 'online' ? 'teal.8' : 'dimmed'} truncate data-testid="chat-party-status">
            {party.status === 'online' ? <FormattedMessage id="chats.online" /> : party.subText}
          </Text>
        </Stack>
      </Group>
      {!signedIn ? (
        <Group gap="xs" wrap="nowrap">
          <LocaleSwitch />
          <Button component={Link} href="/login" size="xs" variant="light">
            <FormattedMessage id="nav.login" />
          </Button>
        </Group>
      ) : null}
    </Group>
  );
}
