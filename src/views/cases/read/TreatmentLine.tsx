import { Badge, Group, Stack, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import type { Treatment } from '../../../protocol/cases';
import { ROUTE_LABEL } from '../case-view';

/** One treatment as anyone reads it: a drug with its dose, route, how often and how long; or a recommendation. A cancelled one is marked. */
export function TreatmentLine({ treatment: t }: { treatment: Treatment }) {
  const cancelled = t.status === 'cancelled';
  return (
    <Stack gap={2} miw={0} style={{ opacity: cancelled ? 0.65 : 1 }} data-testid="treatment" data-status={t.status} data-type={t.type}>
      <Group gap={6}>
        <Text fw={600} td={cancelled ? 'line-through' : undefined} style={{ overflowWrap: 'anywhere' }}>
          {t.drug ? t.drug.name : <FormattedMessage id="cases.treatment.recommendation" />}
        </Text>
        {cancelled ? (
          <Badge size="xs" color="gray" variant="outline" tt="none">
            <FormattedMessage id="cases.treatment.cancelled" />
          </Badge>
        ) : null}
      </Group>
      {t.drug ? (
        <Text size="sm">
          <FormattedMessage
            id="cases.treatment.drugLine"
            values={{ dose: t.drug.dose, route: <FormattedMessage id={ROUTE_LABEL[t.drug.route]} />, frequency: t.drug.frequency, duration: t.drug.duration }}
          />
        </Text>
      ) : (
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {t.text}
        </Text>
      )}
    </Stack>
  );
}
