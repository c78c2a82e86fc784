import { Group, Text } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { useFlow, useRuntime } from '../actors';
import classes from './chat.module.css';
import { InquiryActions } from './OpenInquiries';

/** In a patient's chat with the clinic, the operator sees the inquiry's state and takes it up or closes it. */
export function InquiryBar({ chatId }: { chatId: string }) {
  const runtime = useRuntime();
  const actor = useActorRef(useFlow('clinicInquiries'), { ...runtime.flowOptions });
  const inquiry = useSelector(actor, (s) => s.context.items.find((i) => i.chat_space_id === chatId));
  const acting = useSelector(actor, (s) => !!inquiry && s.context.acting === inquiry.id);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  if (!inquiry) return null;
  return (
    <Group className={classes.notice} justify="space-between" gap="sm" data-testid="inquiry-bar">
      <Text size="sm">
        <FormattedMessage id={inquiry.status === 'created' ? 'chats.inquiries.barNew' : 'chats.inquiries.barJoined'} />
      </Text>
      <InquiryActions inquiry={inquiry} actor={actor} acting={acting} busy={busy} withChatLink={false} />
    </Group>
  );
}
