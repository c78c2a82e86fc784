import { useEffect, type ReactNode } from 'react';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { formatDate } from '../../i18n/dates';
import type { CaseListItem, PatientSummary } from '../../protocol/case-schemas';
import { newestCasesFirst } from '../../protocol/cases';
import { pickLocalized } from '../../protocol/common';
import type { Schedule } from '../../protocol/schedules';
import { useLanguage } from '../services/catalog-hooks';
import { DATE_TIME_FORMAT, TRIAGE_LOOK } from '../interviews/triage';
import { ScheduleRow } from '../schedules/ScheduleRow';
import { CaseRow } from './CaseRow';

/** A titled part of the patient's page, with what to say when it has nothing. */
function Section({ titleId, emptyId, count, testId, children }: { titleId: string; emptyId: string; count: number; testId: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" data-testid={testId}>
      <Title order={2} fz="h4">
        <FormattedMessage id={titleId} />
      </Title>
      {count === 0 ? (
        <Text c="dimmed" data-testid={`${testId}-empty`}>
          <FormattedMessage id={emptyId} />
        </Text>
      ) : (
        children
      )}
    </Stack>
  );
}

/**
 * The patient's cases, newest first, each opening the case (an operator's are summaries: date,
 * doctor and status, opening nothing). `caseId` marks one and brings it into view.
 */
export function CasesSection({ cases, viewerId, caseId }: { cases: CaseListItem[]; viewerId: string; caseId: string | null }) {
  useEffect(() => {
    if (caseId) document.querySelector(`[data-case="${CSS.escape(caseId)}"]`)?.scrollIntoView?.({ block: 'center' });
  }, [caseId]);
  return (
    <Section titleId="patients.cases.title" emptyId="patients.cases.empty" count={cases.length} testId="patient-cases">
      {newestCasesFirst(cases).map((c) => (
        <CaseRow key={c.id} item={c} viewerId={viewerId} withPatient={false} highlighted={c.id === caseId} />
      ))}
    </Section>
  );
}

/** The patient's appointments (with the doctor, or at the clinic), newest first as the server sends them, each opening its page. */
export function AppointmentsSection({ schedules }: { schedules: Schedule[] }) {
  return (
    <Section titleId="patients.appointments.title" emptyId="patients.appointments.empty" count={schedules.length} testId="patient-appointments">
      {schedules.map((s) => (
        <ScheduleRow key={s.id} schedule={s} show="doctor" withDay />
      ))}
    </Section>
  );
}

/** The patient's finished symptom-checker interviews: when, the triage and the top condition, each opening its result. */
export function AiResultsSection({ interviews }: { interviews: PatientSummary['interviews'] }) {
  const lang = useLanguage();
  return (
    <Section titleId="patients.aiResults.title" emptyId="patients.aiResults.empty" count={interviews.length} testId="patient-ai-results">
      {interviews.map((r) => (
        <Card key={r.id} component={Link} href={`/interview/${encodeURIComponent(r.id)}`} withBorder radius="md" p="sm" data-testid="patient-ai-result">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2} miw={0}>
              <Text fw={600}>{r.condition ? pickLocalized(r.condition, lang) : <FormattedMessage id="patients.aiResults.noCondition" />}</Text>
              {r.finished_at ? (
                <Text size="sm" c="dimmed">
                  {formatDate(r.finished_at, DATE_TIME_FORMAT, lang)}
                </Text>
              ) : null}
            </Stack>
            {r.triage && r.triage in TRIAGE_LOOK ? (
              <Badge color={TRIAGE_LOOK[r.triage as keyof typeof TRIAGE_LOOK].color} variant="light" tt="none" style={{ flexShrink: 0 }} data-testid="patient-ai-triage">
                <FormattedMessage id={`interview.triage.${r.triage}.short`} />
              </Badge>
            ) : null}
          </Group>
        </Card>
      ))}
    </Section>
  );
}
