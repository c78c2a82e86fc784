import { Anchor, Avatar, Badge, Button, Card, Group, List, Progress, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { formatDate } from '../../i18n/dates';
import { useLanguage } from '../services/catalog-hooks';
import { DATE_TIME_FORMAT } from './triage';
import type { Interview, InterviewCondition } from '../../protocol/interviews';
import { Icon } from '../shell/Icon';
import { NotADiagnosis } from './NotADiagnosis';
import { EMERGENCY_NUMBER, TRIAGE_LOOK } from './triage';

/**
 * The result of an interview: the triage first, as an action a person understands, then the
 * possible conditions with their likelihood and why, the lab tests, and doctors of the
 * recommended speciality.
 */
export function InterviewResult({ interview }: { interview: Interview }) {
  const lang = useLanguage();
  const triage = interview.triage;
  return (
    <Stack gap="lg" maw={760} lang={interview.language} data-testid="interview-result">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          <FormattedMessage id="interview.result.title" />
        </Title>
        <Text c="dimmed" size="sm">
          {formatDate(interview.finished_at ?? interview.created_at, DATE_TIME_FORMAT, lang)}
          {' · '}
          {interview.evidences.filter((e) => e.is_initial && e.choice === 'present').map((e) => e.name).join(', ')}
        </Text>
      </Stack>
      {triage ? <TriageCard level={triage.level} redFlags={triage.red_flags} /> : null}
      <NotADiagnosis />
      <Conditions conditions={interview.conditions} />
      <LabTests interview={interview} />
      <Specialist interview={interview} />
      <Group>
        <Button component={Link} href="/symptom-checker" variant="light" size="md">
          <FormattedMessage id="interview.startAgain" />
        </Button>
      </Group>
    </Stack>
  );
}

function TriageCard({ level, redFlags }: { level: NonNullable<Interview['triage']>['level']; redFlags: { id: string; name: string }[] }) {
  const look = TRIAGE_LOOK[level];
  return (
    <Card radius="lg" p={{ base: 'md', sm: 'xl' }} bg={`var(--mantine-color-${look.color}-light)`} data-testid="triage" data-level={level} role="status">
      <Stack gap="sm">
        <Group wrap="nowrap" align="flex-start" gap="md">
          <ThemeIcon color={look.color} size={48} radius="xl">
            <Icon name={look.icon} size={26} />
          </ThemeIcon>
          <Stack gap={4}>
            <Title order={2} fz="h3" c={`${look.color}.9`}>
              <FormattedMessage id={`interview.triage.${level}.title`} />
            </Title>
            <Text>
              <FormattedMessage id={`interview.triage.${level}.text`} />
            </Text>
          </Stack>
        </Group>
        {redFlags.length > 0 ? (
          <Stack gap={4}>
            <Text fw={600}>
              <FormattedMessage id="interview.result.redFlags" />
            </Text>
            <List size="sm" spacing={2}>
              {redFlags.map((f) => (
                <List.Item key={f.id}>{f.name}</List.Item>
              ))}
            </List>
          </Stack>
        ) : null}
        {look.call ? (
          <Button component="a" href={`tel:${EMERGENCY_NUMBER}`} color="red" size="lg" leftSection={<Icon name="phone" />} data-testid="call-112">
            <FormattedMessage id="interview.result.call" values={{ number: EMERGENCY_NUMBER }} />
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}

/** Likelihood in words as well as a bar: people read "strong" better than 63 %. */
function strength(p: number): 'strong' | 'moderate' | 'weak' {
  return p >= 0.5 ? 'strong' : p >= 0.2 ? 'moderate' : 'weak';
}

function Conditions({ conditions }: { conditions: InterviewCondition[] }) {
  const intl = useIntl();
  return (
    <Stack gap="sm">
      <Title order={2} fz="h4">
        <FormattedMessage id="interview.result.conditions" />
      </Title>
      {conditions.length === 0 ? (
        <Text c="dimmed">
          <FormattedMessage id="interview.result.noConditions" />
        </Text>
      ) : (
        conditions.map((c) => (
          <Card key={c.id} withBorder radius="lg" p="md" data-testid="condition">
            <Stack gap={8}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={600} size="lg">
                  {c.name}
                </Text>
                <Badge variant="light" color={strength(c.probability) === 'strong' ? 'blue' : 'gray'} tt="none" style={{ flexShrink: 0 }}>
                  <FormattedMessage id={`interview.result.${strength(c.probability)}`} />
                </Badge>
              </Group>
              <Progress value={Math.max(2, Math.round(c.probability * 100))} size="sm" radius="xl" aria-label={intl.formatNumber(c.probability, { style: 'percent' })} />
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
          </Card>
        ))
      )}
    </Stack>
  );
}

function LabTests({ interview }: { interview: Interview }) {
  const { obligatory_labtests: must, recommended_labtests: may } = interview;
  if (must.length === 0 && may.length === 0) return null;
  return (
    <Card withBorder radius="lg" p="md" data-testid="labtests">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          <FormattedMessage id="interview.result.labs" />
        </Title>
        {must.length > 0 ? (
          <Stack gap={4}>
            <Text fw={500} size="sm">
              <FormattedMessage id="interview.result.labsObligatory" />
            </Text>
            <List size="sm">{must.map((l) => <List.Item key={l.id}>{l.name}</List.Item>)}</List>
          </Stack>
        ) : null}
        {may.length > 0 ? (
          <Stack gap={4}>
            <Text fw={500} size="sm">
              <FormattedMessage id="interview.result.labsRecommended" />
            </Text>
            <List size="sm">{may.map((l) => <List.Item key={l.id}>{l.name}</List.Item>)}</List>
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}

function Specialist({ interview }: { interview: Interview }) {
  const s = interview.recommended_specialist;
  if (!s) return null;
  return (
    <Card withBorder radius="lg" p="md" data-testid="specialist">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          <FormattedMessage id="interview.result.specialist" values={{ speciality: s.speciality.name }} />
        </Title>
        {s.doctors.length > 0 ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {s.doctors.map((d) => (
              <Card
                key={d.id}
                withBorder
                radius="md"
                p="sm"
                component={Link}
                href={`/doctor/${encodeURIComponent(d.id)}?interview=${encodeURIComponent(interview.id)}#booking`}
                data-testid="specialist-doctor"
              >
                <Group wrap="nowrap" gap="sm">
                  <Avatar src={d.photo} radius="xl" alt="" />
                  <Stack gap={0} miw={0}>
                    <Text fw={500} truncate>
                      {d.name}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {s.speciality.name}
                    </Text>
                    <Text size="sm" c="clinic.8" fw={500}>
                      <FormattedMessage id="booking.fromInterview" />
                    </Text>
                  </Stack>
                </Group>
              </Card>
            ))}
          </SimpleGrid>
        ) : (
          <Text size="sm" c="dimmed">
            <FormattedMessage id="interview.result.noDoctors" />
          </Text>
        )}
        <Group gap="sm">
          <Button component={Link} href={`/doctors?speciality=${s.speciality.id}`} size="md" data-testid="specialist-doctors">
            <FormattedMessage id="interview.result.chatOrBook" values={{ speciality: s.speciality.name }} />
          </Button>
          <Anchor component={Link} href="/services" size="sm">
            <FormattedMessage id="interview.result.services" />
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}
