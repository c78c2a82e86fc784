import { Anchor, Skeleton, Stack } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link, useRoute, useSearch as useQueryString } from 'wouter';
import type { Viewer } from '../../machines/schedules/schedule-rules';
import type { PatientSummary } from '../../protocol/case-schemas';
import { useFlow } from '../actors';
import { useResource } from '../services/catalog-hooks';
import { EmptyCard, ErrorCard } from '../services/CatalogStates';
import { PageLoader } from '../shell/PageLoader';
import { useViewer } from '../schedules/schedule-view';
import { AiResultsSection, AppointmentsSection, CasesSection } from './PatientSections';
import { PatientProfile } from './PatientProfile';
import { OnlyFor } from '../shell/OnlyFor';
import { PatientCheckupsSection } from './PatientCheckups';

/**
 * /patients/{id}: a patient's page for a doctor (profile, their cases, appointments, kiosk
 * checkups with the way to their health monitoring, and AI results, with the chat and a call) or a clinic operator (identity, contacts, appointments and
 * the cases as summaries: never clinical content; booking an appointment). `?case=<id>` (a case
 * shared with the doctor, from a notification) marks that case in the list. Live: a case or an
 * appointment that changes loads the page again quietly.
 */
export default function PatientPage() {
  const [, params] = useRoute<{ id: string }>('/patients/:id');
  const viewer = useViewer();
  const caseId = new URLSearchParams(useQueryString()).get('case');
  if (!viewer || !params) return <PageLoader />;
  if (viewer.type === 'Patient') return <OnlyFor messageId="patients.staffOnly" testId="staff-only" />;
  return <PatientView key={params.id} id={params.id} viewer={viewer} caseId={caseId} />;
}

function PatientView({ id, viewer, caseId }: { id: string; viewer: Viewer; caseId: string | null }) {
  const page = useResource<PatientSummary>(useFlow('patientSummary'), { id });
  const summary = page.data;
  return (
    <Stack gap="lg" maw={900} pb="xl">
      <Anchor component={Link} href="/patients" fw={500} w="fit-content" data-testid="patient-back">
        <FormattedMessage id="patients.back" />
      </Anchor>
      {page.face === 'loading' ? (
        <Stack gap="md" data-testid="patient-loading">
          <Skeleton height={120} radius="lg" />
          <Skeleton height={200} radius="lg" />
        </Stack>
      ) : null}
      {page.face === 'notFound' ? <EmptyCard icon="patients" titleId="patients.notFound.title" textId="patients.notFound.text" testId="patient-not-found" /> : null}
      {page.face === 'failed' ? <ErrorCard titleId="patients.page.failed" error={page.error} onRetry={page.retry} /> : null}
      {page.face === 'content' && summary ? (
        <>
          <PatientProfile summary={summary} viewer={viewer} />
          {summary.summary_only ? (
            <>
              <AppointmentsSection schedules={summary.schedules} />
              <CasesSection cases={summary.cases} viewerId={viewer.id} caseId={null} />
            </>
          ) : (
            <>
              <CasesSection cases={summary.cases} viewerId={viewer.id} caseId={caseId} />
              <AppointmentsSection schedules={summary.schedules} />
              {viewer.type === 'Doctor' ? <PatientCheckupsSection patientId={id} /> : null}
              <AiResultsSection interviews={summary.interviews} />
            </>
          )}
        </>
      ) : null}
    </Stack>
  );
}
