import { Button, Group, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { ChatSpace } from '../../protocol/chats';
import { useRuntime } from '../actors';
import classes from './chat.module.css';
import { ChatIcon } from './chat-icons';

/** A read-only chat says why (SPEC §4), and what the person can do instead (booking again is the patient's). */
export function InactiveNotice({ space }: { space: ChatSpace }) {
  const type = useSelector(useRuntime().session, (s) => s.context.user?.type);
  const completed = space.inactive_reason === 'inquiry_completed';
  const clinicId = space.chat_space.clinic_id;
  return (
    <Group className={classes.notice} gap="sm" wrap="nowrap" data-testid="chat-inactive" role="status">
      <ChatIcon name="lock" />
      <Text size="sm" style={{ flex: 1 }}>
        <FormattedMessage id={completed ? 'chats.room.inactive.inquiryCompleted' : type === 'Patient' ? 'chats.room.inactive.expired' : 'chats.room.inactive.expiredStaff'} />
      </Text>
      {completed && type === 'Patient' && clinicId !== null ? (
        <Button component={Link} href={`/clinics/${clinicId}/inquiry`} size="xs" variant="light">
          <FormattedMessage id="chats.room.inactive.newInquiry" />
        </Button>
      ) : null}
    </Group>
  );
}
