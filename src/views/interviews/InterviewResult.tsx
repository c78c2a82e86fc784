import { Anchor, Avatar, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, type RefObject } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { formatDate } from '../../i18n/dates';
import type { Interview } from '../../protocol/interviews';
import { useLanguage } from '../services/catalog-hooks';
import { NotADiagnosis } from './NotADiagnosis';
import { ResultConditions } from './ResultConditions';
import { DATE_TIME_FORMAT } from './triage';
import { TriageCard } from './TriageCard';

/**
 * The result of an interview, phone first: the advice (what to do, because of which answers,
 * the red flags), then the possible causes collapsed to name and strength, the "not a diagnosis"
 * note, the lab tests and doctors of the recommended speciality.
 */
export function InterviewResult({ interview, movedRef }: { interview: Interview; movedRef?: RefObject<boolean> }) {
  const lang = useLanguage();
  const triage = interview.triage;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Shown after the last answer: its heading takes the focus the answer button lost.
    if (movedRef?.current) heading.current?.focus();
  }, [movedRef]);
  return (
    <Stack gap="lg" maw={760} lang={interview.language} data-testid="interview-result">
      <Stack gap={4}>
        <Title order={1} fz="h2" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
          <FormattedMessage id="interview.result.title" />
        </Title>
        <Text c="dimmed" size="sm">
          {formatDate(interview.finished_at ?? interview.created_at, DATE_TIME_FORMAT, lang)}
          {' · '}
          {interview.evidences.filter((e) => e.is_initial && e.choice === 'present').map((e) => e.name).join(', ')}
        </Text>
      </Stack>
      {triage ? <TriageCard triage={triage} /> : null}
      <ResultConditions conditions={interview.conditions} />
      <NotADiagnosis />
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

function LabTests({ interview }: { interview: Interview }) {
  const { obligatory_labtests: must, recommended_labtests: may } = interview;
  if (must.length === 0 && may.length === 0) return null;
  return (
    <Card withBorder radius="lg" p="md" data-testid="labtests">
      <Stack gap="xs">
        <Title order={2} fz="h4">
          <FormattedMessage id="interview.result.labs" />
        </Title>
        <LabList titleId="interview.result.labsObligatory" labs={must} />
        <LabList titleId="interview.result.labsRecommended" labs={may} />
      </Stack>
    </Card>
  );
}

/** One group of lab tests as a line of names (compact on a phone), under what the group means. */
function LabList({ titleId, labs }: { titleId: string; labs: Interview['recommended_labtests'] }) {
  if (labs.length === 0) return null;
  return (
    <Text size="sm">
      <Text span fw={600} size="sm">
        <FormattedMessage id={titleId} />
      </Text>{' '}
      {labs.map((l) => l.name).join(', ')}
    </Text>
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
