import { Alert, Anchor, Button, Card, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useRoute } from 'wouter';
import { markDirection, orderedSections, outOfRangeValues } from '../../machines/checkups/checkup-rules';
import type { CheckupPage as CheckupPageData } from '../../machines/checkups/checkup.machine';
import { isCritical, type CheckupValue } from '../../protocol/checkups';
import { errorMessageId } from '../../i18n/messages';
import { useLanguage } from '../services/catalog-hooks';
import { EmptyCard, ErrorCard } from '../services/CatalogStates';
import { PageLoader } from '../shell/PageLoader';
import { personName, useViewer } from '../schedules/schedule-view';
import { ADVICE, ADVICE_GENERIC, SECTION_TITLE } from './checkup-labels';
import { DevicePlace, MarkBadge, MeasureName, measuredAt, OutOfRangeCount, ValueRow, useValueText } from './checkup-parts';
import { useCheckup } from './use-checkup';

/**
 * /p/checkup/{id}: one checkup for the patient or a doctor who treats them. The header says which
 * kiosk, where, when, and for what age and sex the ranges were chosen; a summary lists the values
 * outside their range with what to do; then every section's values with range and mark. The
 * patient may check their symptoms with it (a symptom-checker interview carrying the checkup).
 */
export default function CheckupPage() {
  const [, params] = useRoute<{ id: string }>('/p/checkup/:id');
  const viewer = useViewer();
  if (!viewer || !params) return <PageLoader />;
  return <CheckupView id={params.id} viewerId={viewer.id} />;
}

function CheckupView({ id, viewerId }: { id: string; viewerId: string }) {
  const c = useCheckup(id, viewerId);
  return (
    <Stack gap="lg" maw={820} pb="xl">
      {c.face === 'loading' ? (
        <Stack gap="md" data-testid="checkup-loading">
          <Skeleton height={120} radius="lg" />
          <Skeleton height={260} radius="lg" />
        </Stack>
      ) : null}
      {c.face === 'notFound' ? (
        <EmptyCard
          icon="checkups"
          titleId="checkups.notFound.title"
          textId="checkups.notFound.text"
          testId="checkup-not-found"
          action={
            <Button component={Link} href="/p/checkups" variant="light">
              <FormattedMessage id="checkups.back" />
            </Button>
          }
        />
      ) : null}
      {c.face === 'failed' ? <ErrorCard titleId="checkups.page.failed" error={c.error} onRetry={c.retry} /> : null}
      {c.face === 'content' && c.page ? (
        <>
          <Header page={c.page} isPatient={c.page.checkup.patient_id === viewerId} />
          <Summary values={outOfRangeValues(c.page.checkup)} isPatient={c.page.checkup.patient_id === viewerId} />
          {c.page.checkup.patient_id === viewerId ? (
            <Card withBorder radius="lg" p="md" data-testid="checkup-interview">
              <Stack gap="sm" align="flex-start">
                <Text maw="100%">
                  <FormattedMessage id="checkups.interview.text" />
                </Text>
                <Button
                  size="md"
                  onClick={c.startInterview}
                  loading={c.starting}
                  disabled={!c.canStart && !c.starting}
                  maw="100%"
                  h="auto"
                  mih={44}
                  py={8}
                  styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
                  data-testid="checkup-start-interview"
                >
                  <FormattedMessage id="checkups.interview.start" />
                </Button>
                {c.startError ? (
                  <Text c="red.9" size="sm" role="alert" data-testid="checkup-start-error">
                    <FormattedMessage id={errorMessageId(c.startError.code)} />
                  </Text>
                ) : null}
                <StartedInterviews ids={c.page.checkup.interview_ids} />
              </Stack>
            </Card>
          ) : null}
          {orderedSections(c.page.checkup).map((section) => (
            <Stack key={section.key} gap="xs" component="section" data-testid="checkup-section" data-section={section.key}>
              <Title order={2} fz="h4">
                {SECTION_TITLE[section.key] ? <FormattedMessage id={SECTION_TITLE[section.key]} /> : section.key}
              </Title>
              {section.values.map((v) => (
                <ValueRow key={v.measure} value={v} />
              ))}
            </Stack>
          ))}
        </>
      ) : null}
    </Stack>
  );
}

function Header({ page, isPatient }: { page: CheckupPageData; isPatient: boolean }) {
  const lang = useLanguage();
  const { checkup, patient } = page;
  return (
    <Stack gap={6}>
      <Anchor component={Link} href={isPatient ? '/p/checkups' : `/patients/${encodeURIComponent(checkup.patient_id)}`} fw={500} w="fit-content" data-testid="checkup-back">
        <FormattedMessage id={isPatient ? 'checkups.back' : 'checkups.backToPatient'} />
      </Anchor>
      <Title order={1} fz="h2" data-testid="checkup-title">
        <FormattedMessage id="checkups.page.title" values={{ date: measuredAt(checkup.measured_at, lang) }} />
      </Title>
      {!isPatient ? (
        <Text fw={600} data-testid="checkup-patient">
          <FormattedMessage id="checkups.page.patient" values={{ name: patient ? personName(patient, lang) : '—' }} />
        </Text>
      ) : null}
      <Text c="dimmed">
        <DevicePlace checkup={checkup} lang={lang} />
      </Text>
      <Text size="sm" c="dimmed" data-testid="checkup-ranges-for">
        <FormattedMessage
          id="checkups.page.rangesFor"
          values={{ age: checkup.patient_age_years ?? -1, sex: checkup.patient_gender ?? 'unknown' }}
        />
      </Text>
      <OutOfRangeCount outOfRange={checkup.out_of_range} critical={checkup.critical} />
    </Stack>
  );
}

/** What to do about a value outside its range: the measure's advice for its direction, or to discuss it with the doctor. */
function adviceOf(v: CheckupValue): string {
  const direction = v.mark ? markDirection(v.mark) : null;
  return (direction && ADVICE[v.measure]?.[direction]) || ADVICE_GENERIC;
}

/** The values outside their range, critical first, each with a line of advice (said once when values share it). */
function Summary({ values, isPatient }: { values: CheckupValue[]; isPatient: boolean }) {
  const text = useValueText();
  const intl = useIntl();
  if (values.length === 0) return null;
  const critical = values.some((v) => isCritical(v.mark));
  return (
    <Alert color={critical ? 'red' : 'orange'} radius="lg" variant="light" role="note" title={<FormattedMessage id="checkups.summary.title" />} data-testid="checkup-summary">
      <Stack gap="sm">
        {critical && isPatient ? (
          <Text fw={600}>
            <FormattedMessage id="checkups.summary.critical" />
          </Text>
        ) : null}
        <List spacing="sm" listStyleType="none" p={0}>
          {values.map((v, i) => {
            const advice = adviceOf(v);
            // The same advice twice (upper and lower pressure both high) is said once, under the first.
            const repeated = values.slice(0, i).some((w) => intl.formatMessage({ id: adviceOf(w) }) === intl.formatMessage({ id: advice }));
            return (
              <List.Item key={v.measure} data-testid="summary-item" data-measure={v.measure}>
                <Group gap="xs" wrap="wrap">
                  <Text fw={600}>
                    <MeasureName measure={v.measure} />: {text(v)}
                  </Text>
                  {v.mark ? <MarkBadge mark={v.mark} /> : null}
                </Group>
                {repeated ? null : (
                  <Text size="sm" data-testid="summary-advice">
                    <FormattedMessage id={advice} />
                  </Text>
                )}
              </List.Item>
            );
          })}
        </List>
      </Stack>
    </Alert>
  );
}

/** Interviews already started from this checkup, newest first, each opening its page. */
function StartedInterviews({ ids }: { ids: string[] }) {
  if (ids.length === 0) return null;
  return (
    <Stack gap={4} data-testid="checkup-interviews">
      <Text size="sm" fw={600}>
        <FormattedMessage id="checkups.interview.started" />
      </Text>
      {ids.map((iid, i) => (
        <Anchor key={iid} component={Link} href={`/interview/${encodeURIComponent(iid)}`} size="sm" data-testid="checkup-interview-link">
          <FormattedMessage id="checkups.interview.link" values={{ n: ids.length - i }} />
        </Anchor>
      ))}
    </Stack>
  );
}
