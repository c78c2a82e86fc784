import { useState } from 'react';
import { Anchor, Center, Select, Stack } from '@mantine/core';
import { PageControls } from '../shared/PageControls';
import { Link } from 'wouter';
import { FormattedMessage, useIntl } from 'react-intl';
import { pickLocalized } from '../../protocol/common';
import type { ReportDestinations, ReportList } from '../../protocol/reports';
import { useFlow } from '../actors';
import { ListSkeleton } from '../patients/PagedList';
import { useLanguage, useResource } from '../services/catalog-hooks';
import { EmptyCard, ErrorCard } from '../services/CatalogStates';
import { PageHeading } from '../shell/PageHeading';
import { OnlyFor } from '../shell/OnlyFor';
import { PageLoader } from '../shell/PageLoader';
import { ReportRow } from './ReportRow';
import { useSupportClinics } from './use-support';


/**
 * /support/reports (issue 14): the problem reports sent to the clinic the support person looks
 * after (a choice when they look after several), newest first, a page at a time; each opens its
 * replay page. Anyone who is nobody's support sees whose page it is and nothing is asked.
 */
export default function SupportReportsPage() {
  const clinics = useSupportClinics();
  if (!clinics) return <PageLoader />;
  if (clinics.length === 0) return <OnlyFor messageId="reports.supportOnly" testId="support-only" />;
  return <Reports clinics={clinics} />;
}

function Reports({ clinics }: { clinics: number[] }) {
  const [chosen, setChosen] = useState(clinics[0]);
  const [page, setPage] = useState(1);
  // Support taken away from the chosen clinic meanwhile: the first one left.
  const clinicId = clinics.includes(chosen) ? chosen : clinics[0];
  return (
    <Stack gap="lg" maw={900} pb="xl">
      <PageHeading title={<FormattedMessage id="nav.supportReports" />} intro={<FormattedMessage id="reports.list.intro" />} />
      <Anchor component={Link} href="/support/replay" size="sm" data-testid="replay-open-file">
        <FormattedMessage id="reports.list.openFile" />
      </Anchor>
      {clinics.length > 1 ? (
        <ClinicPicker
          clinics={clinics}
          value={clinicId}
          onChange={(id) => {
            setChosen(id);
            setPage(1);
          }}
        />
      ) : null}
      <ReportPage key={clinicId} clinicId={clinicId} page={page} onPage={setPage} />
    </Stack>
  );
}

/** The clinics the person looks after, by name (the names come with the report destinations). */
function ClinicPicker({ clinics, value, onChange }: { clinics: number[]; value: number; onChange(id: number): void }) {
  const intl = useIntl();
  const lang = useLanguage();
  const names = useResource<ReportDestinations>(useFlow('reportDestinations'), {});
  const nameOf = (id: number) => {
    const clinic = names.data?.clinics.find((c) => c.id === id);
    return clinic ? pickLocalized(clinic.name, lang) : intl.formatMessage({ id: 'reports.list.clinicNumber' }, { id });
  };
  return (
    <Select
      label={intl.formatMessage({ id: 'reports.clinic.label' })}
      data={clinics.map((id) => ({ value: String(id), label: nameOf(id) }))}
      value={String(value)}
      onChange={(v) => v && onChange(Number(v))}
      allowDeselect={false}
      size="md"
      maw={420}
      data-testid="support-clinic"
    />
  );
}

function ReportPage({ clinicId, page, onPage }: { clinicId: number; page: number; onPage(page: number): void }) {
  const list = useResource<ReportList>(useFlow('reportsList'), { clinic_id: String(clinicId), page: String(page) });
  if (list.face === 'loading') return <ListSkeleton rows={3} />;
  if (list.face === 'failed' || list.face === 'notFound') return <ErrorCard titleId="reports.list.failed" error={list.error} onRetry={list.retry} />;
  const data = list.data;
  if (list.face === 'empty' || !data || data.data.length === 0) {
    return <EmptyCard icon="reports" titleId="reports.list.empty" textId="reports.list.emptyText" testId="reports-empty" />;
  }
  const pages = Math.max(1, Math.ceil(data.total / data.per_page));
  return (
    <Stack gap="sm" data-testid="reports-list">
      {data.data.map((r) => (
        <ReportRow key={r.id} report={r} />
      ))}
      {pages > 1 ? (
        <Center>
          <PageControls total={pages} value={page} onChange={onPage} size="lg" data-testid="reports-pages" />
        </Center>
      ) : null}
    </Stack>
  );
}
