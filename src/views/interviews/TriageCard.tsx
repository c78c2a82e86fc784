import { Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import type { Interview } from '../../protocol/interviews';
import { Icon } from '../shell/Icon';
import { EMERGENCY_NUMBER, TRIAGE_LOOK } from './triage';

/**
 * What to do, as a person understands it: the triage level's title and advice, the answers that
 * led to it ("Because you said: …"), the red flags that make it urgent, the warning signs the
 * person was unsure of (if one is there, they should seek care at once), and for the ambulance
 * level the button that calls 112. The same card heads the result and, for urgent advice, the
 * questions still being asked.
 */
export function TriageCard({ triage }: { triage: NonNullable<Interview['triage']> }) {
  const { level, reasons, red_flags: redFlags, unsure } = triage;
  const look = TRIAGE_LOOK[level];
  return (
    <Card radius="lg" p={{ base: 'md', sm: 'xl' }} bg={`var(--mantine-color-${look.color}-light)`} data-testid="triage" data-level={level} role="status">
      <Stack gap="sm">
        <Group wrap="nowrap" align="center" gap="sm">
          <ThemeIcon color={look.color} size={44} radius="xl" style={{ flexShrink: 0 }}>
            <Icon name={look.icon} size={24} />
          </ThemeIcon>
          <Title order={2} fz="h3" c={`var(--mantine-color-${look.color}-light-color)`}>
            <FormattedMessage id={`interview.triage.${level}.title`} />
          </Title>
        </Group>
        <Text>
          <FormattedMessage id={`interview.triage.${level}.text`} />
        </Text>
        <Findings labelId="interview.result.reasons" findings={reasons} testId="triage-reasons" />
        {redFlags.length > 0 ? (
          <Stack gap={4} data-testid="triage-red-flags">
            <Text fw={600} size="sm">
              <FormattedMessage id="interview.result.redFlags" />
            </Text>
            <List size="sm" spacing={2}>
              {redFlags.map((f) => (
                <List.Item key={f.id}>{f.name}</List.Item>
              ))}
            </List>
          </Stack>
        ) : null}
        <Findings labelId="interview.result.unsure" findings={unsure} testId="triage-unsure" />
        {look.call ? (
          <Button component="a" href={`tel:${EMERGENCY_NUMBER}`} color="red" size="lg" leftSection={<Icon name="phone" />} data-testid="call-112">
            <FormattedMessage id="interview.result.call" values={{ number: EMERGENCY_NUMBER }} />
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}

/** A line of the person's answers after a bold label ("Because you said: …"), when there are any. */
function Findings({ labelId, findings, testId }: { labelId: string; findings: { id: string; name: string }[]; testId: string }) {
  if (findings.length === 0) return null;
  return (
    <Text size="sm" data-testid={testId}>
      <Text span fw={600} size="sm">
        <FormattedMessage id={labelId} />
      </Text>{' '}
      {findings.map((f) => f.name).join(', ')}
    </Text>
  );
}
