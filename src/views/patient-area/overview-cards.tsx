import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { outOfRangeValues } from '../../machines/checkups/checkup-rules';
import type { CaseList } from '../../protocol/case-schemas';
import { casePath } from '../../protocol/cases';
import type { Checkup } from '../../protocol/checkups';
import { pickLocalized } from '../../protocol/common';
import type { InterviewSummary } from '../../protocol/interviews';
import type { PatientLogItem } from '../../protocol/patient-log';
import { useFlow, useRuntime } from '../actors';
import { numberOf, valueText } from '../monitoring/monitoring-view';
import { DevicePlace, MarkBadge, MeasureName, measuredAt, OutOfRangeCount, useNumber, useValueText } from '../checkups/checkup-parts';
import { DATE_TIME_FORMAT, TRIAGE_LOOK } from '../interviews/triage';
import { formatDate } from '../../i18n/dates';
import { caseDate, MainDiagnosis } from '../patients/case-parts';
import { personName } from '../schedules/schedule-view';
import { useLanguage, useResource } from '../services/catalog-hooks';
import { CardEmpty, OverviewCard } from './OverviewCard';

/** How many out-of-range values the latest-checkup card lists (the checkup's page has them all). */
const CHECKUP_VALUES_SHOWN = 5;

/** The newest checkup: when and where, how many values are out of range, and those values with their marks. */
export function LatestCheckupCard() {
  const lang = useLanguage();
  const text = useValueText();
  const r = useResource<Checkup | null>(useFlow('latestCheckup'), {});
  const checkup = r.data;
  return (
    <OverviewCard
      titleId="patientArea.checkup.title"
      icon="checkups"
      href="/p/checkups"
      linkId="patientArea.checkup.all"
      testId="overview-checkup"
      face={r.face}
      error={r.error}
      onRetry={r.retry}
      empty={<CardEmpty textId="patientArea.checkup.empty" actionId="patientArea.checkup.findKiosk" href="/clinics" testId="overview-checkup-start" />}
    >
      {checkup ? (
        <Card component={Link} href={`/p/checkup/${encodeURIComponent(checkup.id)}`} withBorder radius="md" p="sm" data-testid="overview-checkup-open">
          <Stack gap={6}>
            <Text fw={600}>{measuredAt(checkup.measured_at, lang)}</Text>
            <Text size="sm" c="dimmed">
              <DevicePlace checkup={checkup} lang={lang} />
            </Text>
            <OutOfRangeCount outOfRange={checkup.out_of_range} critical={checkup.critical} />
            {outOfRangeValues(checkup)
              .slice(0, CHECKUP_VALUES_SHOWN)
              .map((v) => (
                <Group key={v.measure} justify="space-between" wrap="wrap" gap={4} data-testid="overview-checkup-value" data-measure={v.measure}>
                  <Text size="sm" miw={0}>
                    <MeasureName measure={v.measure} />: <b>{text(v)}</b>
                  </Text>
                  {v.mark ? <MarkBadge mark={v.mark} /> : null}
                </Group>
              ))}
          </Stack>
        </Card>
      ) : null}
    </OverviewCard>
  );
}

/** The newest reading of each type of the health log, with its mark. */
export function LatestReadingsCard() {
  const lang = useLanguage();
  const intl = useIntl();
  const number = useNumber();
  const types = useSelector(useRuntime().statics, (s) => s.context.lists?.patientLogTypes ?? []);
  const r = useResource<PatientLogItem[]>(useFlow('latestReadings'), {});
  /** A reading with its unit; blood pressure as "152/92 mmHg", with the cuff's pulse after it. */
  const reading = (item: PatientLogItem, unit: string) => {
    const pulse = item.type === 'blood_pressure' ? numberOf(item, 'pulse') : null;
    return `${valueText(item, number)} ${unit}${pulse !== null ? ` · ${intl.formatMessage({ id: 'patientArea.readings.pulse' }, { pulse: number(pulse) })}` : ''}`;
  };
  return (
    <OverviewCard
      titleId="patientArea.readings.title"
      icon="monitoring"
      href="/p/monitoring"
      linkId="patientArea.readings.all"
      testId="overview-readings"
      face={r.face}
      error={r.error}
      onRetry={r.retry}
      empty={<CardEmpty textId="patientArea.readings.empty" actionId="patientArea.readings.add" href="/p/monitoring" testId="overview-readings-start" />}
    >
      <Stack gap="xs">
        {(r.data ?? []).map((item) => {
          const type = types.find((t) => t.key === item.type);
          return (
            <Group key={item.id} justify="space-between" wrap="wrap" gap={4} data-testid="overview-reading" data-type={item.type}>
              <Stack gap={0} miw={0}>
                <Text size="sm" fw={600}>
                  {type ? pickLocalized(type.name, lang) : item.type}
                </Text>
                <Text size="sm">{reading(item, type ? pickLocalized(type.unit, lang) : '').trim()}</Text>
                <Text size="xs" c="dimmed">
                  {formatDate(item.measured_at, DATE_TIME_FORMAT, lang)}
                  {item.checkup_id ? (
                    <>
                      {' · '}
                      <FormattedMessage id="patientArea.readings.device" />
                    </>
                  ) : null}
                </Text>
              </Stack>
              {item.mark ? <MarkBadge mark={item.mark} /> : null}
            </Group>
          );
        })}
      </Stack>
    </OverviewCard>
  );
}

/** The patient's open cases: when, the doctor and the main diagnosis, each opening the case. */
export function OpenCasesCard() {
  const lang = useLanguage();
  const r = useResource<CaseList>(useFlow('openCases'), {});
  return (
    <OverviewCard
      titleId="patientArea.cases.title"
      icon="cases"
      href="/p/cases"
      linkId="patientArea.cases.all"
      testId="overview-cases"
      face={r.face}
      error={r.error}
      onRetry={r.retry}
      empty={<CardEmpty textId="patientArea.cases.empty" actionId="patientArea.cases.book" href="/doctors" testId="overview-cases-start" />}
    >
      <Stack gap="xs">
        {(r.data?.items ?? []).map((c) => (
          <Card key={c.id} component={Link} href={casePath(c.id)} withBorder radius="md" p="sm" data-testid="overview-case">
            <Text size="sm" fw={600}>
              {caseDate(c.start_time, lang)} · {personName(c.assignee, lang)}
            </Text>
            <MainDiagnosis diagnosis={c.diagnosis} lang={lang} />
          </Card>
        ))}
      </Stack>
    </OverviewCard>
  );
}

/** The patient's latest symptom checks: the top condition and the advice level, each opening its result. */
export function AiResultsCard() {
  const lang = useLanguage();
  const r = useResource<InterviewSummary[]>(useFlow('recentAiResults'), {});
  return (
    <OverviewCard
      titleId="patientArea.ai.title"
      icon="interviews"
      href="/p/interviews"
      linkId="patientArea.ai.all"
      testId="overview-ai"
      face={r.face}
      error={r.error}
      onRetry={r.retry}
      empty={<CardEmpty textId="patientArea.ai.empty" actionId="patientArea.ai.start" href="/symptom-checker" testId="overview-ai-start" />}
    >
      <Stack gap="xs">
        {(r.data ?? []).map((i) => (
          <Card key={i.id} component={Link} href={`/interview/${encodeURIComponent(i.id)}`} withBorder radius="md" p="sm" data-testid="overview-ai-result">
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <Stack gap={0} miw={0}>
                <Text size="sm" fw={600} lang={i.language}>
                  {i.top_condition ? i.top_condition.name : <FormattedMessage id="patientArea.ai.noCondition" />}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDate(i.created_at, DATE_TIME_FORMAT, lang)}
                </Text>
              </Stack>
              {i.triage ? (
                <Badge color={TRIAGE_LOOK[i.triage].color} variant="light" tt="none" style={{ flexShrink: 0 }}>
                  <FormattedMessage id={`interview.triage.${i.triage}.short`} />
                </Badge>
              ) : null}
            </Group>
          </Card>
        ))}
      </Stack>
    </OverviewCard>
  );
}
