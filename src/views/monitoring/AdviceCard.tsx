import { Alert, Button, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import type { MonitoringActorRef } from '../../machines/monitoring/monitoring.machine';
import { adviceFor } from './monitoring-view';

/** What to do now about a critical reading the person just added (in their language), until dismissed. */
export function AdviceCard({ actor }: { actor: MonitoringActorRef }) {
  const critical = useSelector(actor, (s) => s.context.critical);
  const owner = useSelector(actor, (s) => s.context.owner);
  if (!critical) return null;
  const advice = adviceFor(critical, owner);
  return (
    <Alert color="red" variant="light" radius="lg" title={<FormattedMessage id="monitoring.advice.title" />} role="alert" data-testid="monitoring-advice">
      <Stack gap="sm">
        {advice.map((id) => <Text key={id}><FormattedMessage id={id} /></Text>)}
        <Button variant="white" color="red" w="fit-content" onClick={() => actor.send({ type: 'user.dismissAdvice' })}>
          <FormattedMessage id="monitoring.advice.dismiss" />
        </Button>
      </Stack>
    </Alert>
  );
}
