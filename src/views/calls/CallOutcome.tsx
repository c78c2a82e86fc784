import { CloseButton, Group, Paper, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CallOutcome as Outcome } from '../../protocol/calls';
import classes from './call.module.css';

const TEXT: Record<Outcome, string> = {
  busy: 'calls.outcome.busy',
  unreachable: 'calls.outcome.unreachable',
  no_answer: 'calls.outcome.no_answer',
  declined: 'calls.outcome.declined',
  finished: 'calls.outcome.finished',
  connection_lost: 'calls.outcome.connection_lost',
  failed: 'calls.outcome.failed',
};
/** What the person called is told where it differs from what the caller is told. */
const CALLEE_TEXT = { no_answer: 'calls.outcome.no_answer.callee', declined: 'calls.outcome.declined.callee' } as const;

/**
 * How the last call ended, in a sentence (busy, no answer, declined, connection lost, …). The
 * caller is told what the other side did; the person called, what happened to them.
 */
export function CallOutcome({ outcome, side, name, onClose }: { outcome: Outcome; side: 'caller' | 'callee' | null; name: string | null; onClose(): void }) {
  const intl = useIntl();
  const who = name ?? intl.formatMessage({ id: 'calls.outcome.someone' });
  const id = side === 'callee' && outcome in CALLEE_TEXT ? CALLEE_TEXT[outcome as keyof typeof CALLEE_TEXT] : TEXT[outcome];
  return (
    <Paper className={classes.outcome} p="md" radius="md" withBorder role="status" data-testid="call-outcome" data-outcome={outcome}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="md">
          <FormattedMessage id={id} values={{ name: who }} />
        </Text>
        <CloseButton onClick={onClose} aria-label={intl.formatMessage({ id: 'calls.outcome.close' })} />
      </Group>
    </Paper>
  );
}
