import { Accordion, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import type { ConditionStrength, InterviewCondition } from '../../protocol/interviews';

/** How each strength reads (in words, never by colour alone) and looks. */
const STRENGTH: Record<ConditionStrength, { labelId: string; color: string; variant: 'filled' | 'light' | 'outline' }> = {
  strong: { labelId: 'interview.result.strong', color: 'clinic', variant: 'filled' },
  moderate: { labelId: 'interview.result.moderate', color: 'clinic', variant: 'light' },
  less_likely: { labelId: 'interview.result.lessLikely', color: 'gray', variant: 'outline' },
};

/**
 * The possible causes, each collapsed to its name and how well it matches; a tap (or Enter)
 * opens what it is and which answers spoke for and against it. With none, a short card that
 * sends the person back to the advice.
 */
export function ResultConditions({ conditions }: { conditions: InterviewCondition[] }) {
  return (
    <Stack gap="xs">
      <Title order={2} fz="h4">
        <FormattedMessage id="interview.result.conditions" />
      </Title>
      {conditions.length === 0 ? (
        <Card withBorder radius="lg" p="md" data-testid="no-conditions">
          <Text>
            <FormattedMessage id="interview.result.noConditions" />
          </Text>
        </Card>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            <FormattedMessage id="interview.result.conditionsHint" />
          </Text>
          <Accordion multiple order={3} variant="separated" radius="lg" chevronPosition="right">
            {conditions.map((c) => (
              <Condition key={c.id} condition={c} />
            ))}
          </Accordion>
        </>
      )}
    </Stack>
  );
}

function Condition({ condition: c }: { condition: InterviewCondition }) {
  const strength = STRENGTH[c.strength];
  return (
    <Accordion.Item value={c.id} data-testid="condition" data-strength={c.strength}>
      <Accordion.Control>
        {/* The badge follows the name on one line when both fit, and goes under a long name on a phone. */}
        <Group justify="space-between" gap={6}>
          <Text fw={600}>{c.name}</Text>
          <Badge variant={strength.variant} color={strength.color} tt="none" size="lg" fw={600} data-testid="condition-strength">
            <FormattedMessage id={strength.labelId} />
          </Badge>
        </Group>
      </Accordion.Control>
      <Accordion.Panel data-testid="condition-details">
        <Stack gap={6}>
          <Text size="sm">{c.description}</Text>
          {c.raised_by.length > 0 ? (
            <Text size="sm" c="dimmed">
              <FormattedMessage id="interview.result.raisedBy" values={{ list: c.raised_by.map((f) => f.name).join(', ') }} />
            </Text>
          ) : null}
          {c.lowered_by.length > 0 ? (
            <Text size="sm" c="dimmed">
              <FormattedMessage id="interview.result.loweredBy" values={{ list: c.lowered_by.map((f) => f.name).join(', ') }} />
            </Text>
          ) : null}
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
