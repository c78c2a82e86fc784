import { useState } from 'react';
import { Chip, Group, Stack } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Redirect } from 'wouter';
import type { CaseListItem } from '../../protocol/case-schemas';
import { CASE_STATUSES, type CaseStatus } from '../../protocol/cases';
import { EmptyCard } from '../services/CatalogStates';
import { PageHeading } from '../shell/PageHeading';
import { PageLoader } from '../shell/PageLoader';
import { useViewer } from '../schedules/schedule-view';
import { CASE_STATUS_LABEL, CASES_PAGE_SIZE } from '../patients/case-parts';
import { CaseRow } from '../patients/CaseRow';
import { PagedList } from '../patients/PagedList';
import { SearchBox, useSearch } from '../patients/SearchBox';

type StatusFilter = CaseStatus | 'all';
const FILTERS: StatusFilter[] = ['all', ...CASE_STATUSES];

/**
 * /cases (a doctor): their cases, assigned or shared, newest first, narrowed by status and found
 * by the patient's name or ID number, live; each opens the case. An operator sees the clinic's
 * cases as summaries (each opens the patient's page); a patient's own list is /p/cases.
 */
export default function CasesPage() {
  const viewer = useViewer();
  if (!viewer) return <PageLoader />;
  if (viewer.type === 'Patient') return <Redirect to="/p/cases" replace />;
  return <CaseList viewerId={viewer.id} />;
}

function CaseList({ viewerId }: { viewerId: string }) {
  const intl = useIntl();
  const [status, setStatus] = useState<StatusFilter>('all');
  const search = useSearch();
  const filtered = status !== 'all' || search.query !== '';
  return (
    <Stack gap="lg" maw={900} pb="xl">
      <PageHeading title={<FormattedMessage id="cases.title" />} intro={<FormattedMessage id="cases.list.intro" />} />
      <Stack gap="sm">
        <SearchBox search={search} labelId="cases.list.search" placeholderId="cases.list.searchPlaceholder" />
        {/* Chips, not a segmented control: four Georgian statuses do not fit a phone's width in one row. */}
        <Chip.Group multiple={false} value={status} onChange={(v) => setStatus(v as StatusFilter)}>
          <Group gap="xs" role="radiogroup" aria-label={intl.formatMessage({ id: 'cases.list.filter' })} data-testid="status-filter">
            {FILTERS.map((s) => (
              <Chip key={s} value={s} size="md" variant="outline">
                {intl.formatMessage({ id: s === 'all' ? 'cases.list.all' : CASE_STATUS_LABEL[s] })}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Stack>
      <PagedList<CaseListItem>
        flow="casesList"
        params={{ status: status === 'all' ? '' : status, q: search.query }}
        pageSize={CASES_PAGE_SIZE}
        renderItem={(c) => <CaseRow key={c.id} item={c} viewerId={viewerId} />}
        empty={
          filtered ? (
            <EmptyCard icon="search" titleId="cases.list.noMatch" textId="cases.list.noMatchText" testId="cases-empty" />
          ) : (
            <EmptyCard icon="cases" titleId="cases.list.empty" textId="cases.list.emptyText" testId="cases-empty" />
          )
        }
        failedTitleId="cases.list.failed"
        moreId="cases.list.showMore"
        testId="cases-list"
      />
    </Stack>
  );
}
