import type { ReactNode } from 'react';
import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { mayStartCall } from '../../protocol/calls';
import type { ChatSpace } from '../../protocol/chats';
import { useRuntime } from '../actors';
import { useLiveActor, useLiveSelector } from '../live/use-live';
import { LocaleSwitch } from '../shell/LocaleSwitch';
import classes from './chat.module.css';
import { ChatIcon } from './chat-icons';
import { PartyAvatar } from './PartyAvatar';
import { useCounterpart } from './use-counterpart';

/**
 * SPEC §2: back link, the other party's photo, name and sub-text, online marker; locale switch and
 * login link for anonymous visitors. `extra`: what the page adds (the doctor's "Cases" button).
 */
export function ChatHeader({ space, extra }: { space: ChatSpace; extra?: ReactNode }) {
  const intl = useIntl();
  const party = useCounterpart(space);
  const me = useSelector(useRuntime().session, (s) => s.context.user);
  const signedIn = me !== null;
  return (
    <div className={classes.roomHeader}>
      <Group className={classes.party} gap="sm" wrap="nowrap">
        <ActionIcon component={Link} href="/chats" variant="subtle" size="lg" radius="xl" aria-label={intl.formatMessage({ id: 'chats.room.backToChats' })} data-testid="chat-back">
          <ChatIcon name="back" size={22} />
        </ActionIcon>
        <span className={classes.partyPhoto}>
          <PartyAvatar party={party} size={40} />
        </span>
        <Stack gap={0} miw={0}>
          <Text fw={600} truncate data-testid="chat-party-name">
            {party.name ?? '…'}
          </Text>
          <Text size="xs" c={party.status === 'online' ? 'teal.9' : 'dimmed'} truncate data-testid="chat-party-status">
            {party.status === 'online' ? <FormattedMessage id="chats.online" /> : party.subText}
          </Text>
        </Stack>
      </Group>
      {extra || me ? (
        <Group className={classes.roomActions} gap="xs">
          {extra}
          {me ? <CallButton space={space} userType={me.type} /> : null}
        </Group>
      ) : null}
      {!signedIn ? (
        <Group className={classes.roomActions} gap="xs" wrap="nowrap">
          <LocaleSwitch />
          <Button component={Link} href="/login" size="xs" variant="light">
            <FormattedMessage id="nav.login" />
          </Button>
        </Group>
      ) : null}
    </div>
  );
}

/**
 * SPEC §2: the video-call button on an active chat where this person may call (see
 * `mayStartCall`), while no call is under way; during a call in this chat, the hang-up button.
 */
function CallButton({ space, userType }: { space: ChatSpace; userType: 'Patient' | 'Doctor' | 'ClinicOperator' }) {
  const intl = useIntl();
  const calls = useLiveActor('calls');
  const call = useLiveSelector('calls', (s) => ({ busy: s.hasTag('in call'), ringing: s.hasTag('ringing'), chat: s.context.call?.chat_space_id ?? null }));
  if (!calls || !call) return null;
  // While a call only rings for this person, its card answers or declines it.
  if (call.ringing) return null;
  if (call.busy && call.chat === space.id) {
    const label = intl.formatMessage({ id: 'chats.room.hangUp' });
    return (
      <ActionIcon size="lg" radius="xl" color="red" variant="filled" onClick={() => calls.send({ type: 'user.hangUp' })} aria-label={label} title={label} data-testid="chat-hang-up">
        <ChatIcon name="hangUp" size={22} />
      </ActionIcon>
    );
  }
  if (call.busy || !space.active || !mayStartCall(space.type, userType)) return null;
  const label = intl.formatMessage({ id: 'chats.room.call' });
  return (
    <ActionIcon size="lg" radius="xl" color="teal" variant="light" onClick={() => calls.send({ type: 'user.call', chatSpaceId: space.id })} aria-label={label} title={label} data-testid="start-call">
      <ChatIcon name="video" size={22} />
    </ActionIcon>
  );
}
