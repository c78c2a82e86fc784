import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link, Redirect } from 'wouter';
import type { CaseListItem } from '../../protocol/case-schemas';
import { casePath, type CaseStatus } from '../../protocol/cases';
import { pickLocalized } from '../../protocol/common';
import { useLanguage } from '../services/catalog-hooks';
import { EmptyCard } from '../services/CatalogStates';
import { PageHeading } from '../shell/PageHeading';
import { PageLoader } from '../shell/PageLoader';
import { personName, useViewer } from '../schedules/schedule-view';
import { caseDate, CASES_PAGE_SIZE, CaseStatusBadge } from '../patients/case-parts';
import { PagedList } from '../patients/PagedList';

/** The status as a patient reads it: what is happening with their case, not the record's state. */
const PLAIN_STATUS: Record<CaseStatus, string> = {
  active: 'cases.history.status.active',
  completed: 'cases.history.status.completed',
  cancelled: 'cases.history.status.cancelled',
};

/**
 * /p/cases (a patient): their medical history, newest first, live (a case the doctor opens or
 * completes appears at once): each case's date, doctor, clinic, main diagnosis and status in
 * plain words, opening the case. Staff have their own list at /cases.
 */
export default function MedicalHistoryPage() {
  const viewer = useViewer();
  if (!viewer) return <PageLoader />;
  if (viewer.type !== 'Patient') return <Redirect to="/cases" replace />;
  const book = (
    <Button component={Link} href="/doctors" size="md" data-testid="history-book">
      <FormattedMessage id="cases.history.book" />
    </Button>
  );
  return (
    <Stack gap="lg" maw={760} pb="xl">
      <PageHeading title={<FormattedMessage id="cases.history.title" />} intro={<FormattedMessage id="cases.history.intro" />} />
      <PagedList<CaseListItem>
        flow="casesList"
        params={{}}
        pageSize={CASES_PAGE_SIZE}
        renderItem={(c) => <HistoryRow key={c.id} item={c} />}
        empty={<EmptyCard icon="cases" titleId="cases.history.empty" textId="cases.history.emptyText" action={book} testId="history-empty" />}
        failedTitleId="cases.history.failed"
        moreId="cases.list.showMore"
        testId="history-list"
      />
    </Stack>
  );
}

function HistoryRow({ item }: { item: CaseListItem }) {
  const lang = useLanguage();
  const d = item.diagnosis;
  return (
    <Card component={Link} href={casePath(item.id)} withBorder radius="md" p="md" data-testid="history-row" data-case={item.id}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} data-testid="case-date">
            {caseDate(item.start_time, lang)}
          </Text>
          <CaseStatusBadge status={item.status} labels={PLAIN_STATUS} />
        </Group>
        <Text data-testid="case-diagnosis">
          {d ? (
            <FormattedMessage
              id={d.type === 'final' ? 'cases.history.diagnosis' : 'cases.history.preliminary'}
              values={{ name: pickLocalized(d.name, lang), code: d.code ?? '', coded: d.code ? 'yes' : 'no' }}
            />
          ) : (
            <Text span c="dimmed">
              <FormattedMessage id="cases.history.noDiagnosis" />
            </Text>
          )}
        </Text>
        <Text size="sm" c="dimmed" data-testid="case-doctor">
          <FormattedMessage id="cases.history.doctorAt" values={{ doctor: personName(item.assignee, lang), clinic: pickLocalized(item.clinic.name, lang) }} />
        </Text>
      </Stack>
    </Card>
  );
}
