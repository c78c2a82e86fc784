import { useState } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CaseActorRef } from '../../../machines/cases/case.machine';
import { CASE_CANCEL_NOTE_MAX, type Case } from '../../../protocol/cases';
import { useCommand, useMay } from '../case-view';
import { Dialog } from '../../shared/Dialog';

/**
 * Completing the case (only once it has a saved conclusion: the button says so until then) and
 * cancelling it (with an optional reason); each asks for a confirmation, since neither is undone.
 */
export function CloseActions({ actor, shown: c }: { actor: CaseActorRef; shown: Case }) {
  const intl = useIntl();
  const [asking, setAsking] = useState<'complete' | 'cancel' | null>(null);
  const [reason, setReason] = useState('');
  const close = useCommand(actor, () => setAsking(null));
  const mayComplete = useMay(actor, { type: 'complete' });
  const mayCancel = useMay(actor, { type: 'cancel' });
  const noConclusion = c.conclusion.trim() === '';
  return (
    <Stack gap="xs" data-testid="close-actions">
      <Group gap="sm">
        <Button size="md" color="green" disabled={!mayComplete} onClick={() => setAsking('complete')} aria-describedby={noConclusion ? 'complete-hint' : undefined} data-testid="complete-case">
          <FormattedMessage id="cases.complete.action" />
        </Button>
        <Button size="md" variant="outline" color="red" disabled={!mayCancel} onClick={() => setAsking('cancel')} data-testid="cancel-case">
          <FormattedMessage id="cases.cancel.action" />
        </Button>
      </Group>
      {noConclusion ? (
        <Text size="sm" c="dimmed" id="complete-hint" data-testid="complete-hint">
          <FormattedMessage id="cases.complete.needsConclusion" />
        </Text>
      ) : null}
      <Dialog
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={intl.formatMessage({ id: asking === 'cancel' ? 'cases.cancel.title' : 'cases.complete.title' })}
        centered
      >
        <Stack gap="md">
          <Text>
            <FormattedMessage id={asking === 'cancel' ? 'cases.cancel.text' : 'cases.complete.text'} />
          </Text>
          {asking === 'cancel' ? (
            <Textarea
              label={intl.formatMessage({ id: 'cases.cancel.reason' })}
              value={reason}
              maxLength={CASE_CANCEL_NOTE_MAX}
              autosize
              minRows={2}
              onChange={(e) => setReason(e.currentTarget.value)}
              data-testid="cancel-reason"
            />
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="subtle" onClick={() => setAsking(null)}>
              <FormattedMessage id="cases.back" />
            </Button>
            <Button
              color={asking === 'cancel' ? 'red' : 'green'}
              loading={close.waiting}
              onClick={() => close.give(asking === 'cancel' ? { type: 'cancel', reason: reason.trim() || null } : { type: 'complete' })}
              data-testid="close-confirm"
            >
              <FormattedMessage id={asking === 'cancel' ? 'cases.cancel.confirm' : 'cases.complete.confirm'} />
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </Stack>
  );
}
