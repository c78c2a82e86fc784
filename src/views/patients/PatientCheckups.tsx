import { Suspense } from 'react';
import { Anchor, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { CheckupSummary } from '../../protocol/checkups';
import { useFlow } from '../actors';
import { CheckupCard } from '../checkups/CheckupsPage';
import { useResource } from '../services/catalog-hooks';
import { Icon } from '../shell/Icon';

/**
 * A treating doctor's view of the patient's kiosk checkups on /patients/{id}: newest first, each
 * opening the checkup, live; and the way to the patient's health monitoring. Operators never get
 * it (their page is a summary without clinical content).
 */
export function PatientCheckupsSection({ patientId }: { patientId: string }) {
  return (
    <Stack gap="sm" component="section" data-testid="patient-checkups">
      <Title order={2} fz="h4">
        <FormattedMessage id="checkups.patient.title" />
      </Title>
      <Suspense fallback={<Skeleton height={72} radius="md" />}>
        <CheckupRows patientId={patientId} />
      </Suspense>
      <Button
        component={Link}
        href={`/p/monitoring?patient=${encodeURIComponent(patientId)}`}
        variant="light"
        leftSection={<Icon name="monitoring" size={18} />}
        style={{ alignSelf: 'flex-start' }}
        data-testid="patient-monitoring"
      >
        <FormattedMessage id="checkups.patient.monitoring" />
      </Button>
    </Stack>
  );
}

function CheckupRows({ patientId }: { patientId: string }) {
  const list = useResource<CheckupSummary[]>(useFlow('checkupList'), { patient_id: patientId });
  if (list.face === 'loading') return <Skeleton height={72} radius="md" data-testid="patient-checkups-loading" />;
  if (list.face === 'failed') {
    return (
      <Stack gap={4} align="flex-start" data-testid="patient-checkups-error">
        <Text c="red.9" size="sm" role="alert">
          <FormattedMessage id="checkups.list.failed" />
        </Text>
        <Anchor component="button" type="button" onClick={list.retry} size="sm">
          <FormattedMessage id="common.retry" />
        </Anchor>
      </Stack>
    );
  }
  if (list.face !== 'content') {
    return (
      <Text c="dimmed" data-testid="patient-checkups-empty">
        <FormattedMessage id="checkups.patient.empty" />
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {(list.data ?? []).map((c) => (
        <CheckupCard key={c.id} checkup={c} />
      ))}
    </Stack>
  );
}
