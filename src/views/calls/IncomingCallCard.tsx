import { Avatar, Button, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { CallIcon } from './call-icons';
import classes from './call.module.css';
import type { CallParty } from './use-call-party';

/**
 * SPEC §2: the incoming-call card, wherever the person is in the app: the caller's photo and
 * name, Answer and Decline. The call actor rings for as long as it shows (its 'ring' actor).
 */
export function IncomingCallCard({ party, onAnswer, onDecline }: { party: CallParty; onAnswer(): void; onDecline(): void }) {
  const titleId = useId();
  const labelId = useId();
  return (
    <Paper className={classes.card} p="lg" radius="lg" withBorder role="alertdialog" aria-labelledby={titleId} aria-describedby={labelId} data-testid="incoming-call">
      {/* Announced by screen readers as it appears; focus stays where the person was typing (an
          Enter meant for a message must not answer a call). */}
      <VisuallyHidden role="alert">
        <FormattedMessage id="calls.incoming.announce" values={{ name: party.name ?? '' }} />
      </VisuallyHidden>
      <Stack gap="md">
        <Group gap="md" wrap="nowrap">
          <Avatar src={party.photo} size={64} radius="xl" color="clinic" alt="">
            {party.initials}
          </Avatar>
          <Stack gap={2} miw={0}>
            <Text size="sm" c="dimmed" id={labelId}>
              <FormattedMessage id="calls.incoming.label" />
            </Text>
            <Text id={titleId} fw={700} size="xl" lh={1.2} data-testid="incoming-call-name">
              {party.name ?? '…'}
            </Text>
          </Stack>
        </Group>
        <Group grow gap="sm">
          <Button color="red" size="md" h={52} radius="xl" px="xs" leftSection={<CallIcon name="hangUp" />} onClick={onDecline} data-testid="decline-call">
            <FormattedMessage id="calls.incoming.decline" />
          </Button>
          <Button color="teal" size="md" h={52} radius="xl" px="xs" leftSection={<CallIcon name="answer" />} onClick={onAnswer} data-testid="answer-call">
            <FormattedMessage id="calls.incoming.answer" />
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
