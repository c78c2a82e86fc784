import { Anchor, Stack, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { CaseActorRef } from '../../machines/cases/case.machine';
import type { CaseViewer } from '../../machines/cases/case-rules';
import { isClinicianOf } from '../../protocol/clinical-access';
import { caseReportPath, type Case } from '../../protocol/cases';
import { CaseSection } from './case-view';
import { caseRelations } from '../../protocol/cases';
import { ReferenceSection } from './edit/ReferenceSection';
import { ReferralList } from './edit/ReferralSection';
import { HistorySection } from './HistorySection';
import { ConclusionRead, DiagnosesRead, EvidencesRead, FilesRead, LabtestsRead, TreatmentsRead } from './read/ReadSections';
import { ShareSection, showsSharing } from './ShareSection';

/**
 * A case to read: for its patient, in plain words (the conclusion, diagnoses, what to take or do,
 * lab results, referrals, files), with sharing and the printable report; for a doctor it is shared
 * with, and for its doctor once it is closed, the same with the doctor's comment and the history.
 * The assignee of a completed case may still record how a referral went, and share it.
 */
export function CaseReadView({ actor, shown: c, viewer }: { actor: CaseActorRef; shown: Case; viewer: CaseViewer }) {
  const clinician = isClinicianOf(caseRelations(c, viewer.id));
  return (
    <Stack gap="md" data-testid="case-read">
      {!clinician ? (
        <Text size="sm" c="dimmed" data-testid="case-read-intro">
          <FormattedMessage id="cases.read.intro" />
        </Text>
      ) : null}
      <ConclusionRead shown={c} />
      <DiagnosesRead shown={c} />
      <TreatmentsRead shown={c} />
      <LabtestsRead shown={c} />
      {c.service_requests.length ? (
        <CaseSection titleId="cases.read.referrals" count={c.service_requests.length} testId="referrals-read">
          <ReferralList actor={actor} shown={c} />
        </CaseSection>
      ) : null}
      <FilesRead shown={c} />
      <EvidencesRead shown={c} />
      <ReferenceSection actor={actor} shown={c} editable={false} />
      {clinician && c.comment.trim() ? (
        <CaseSection titleId="cases.comment.label" testId="comment-read">
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {c.comment}
          </Text>
        </CaseSection>
      ) : null}
      {showsSharing(c, viewer.id) ? <ShareSection actor={actor} shown={c} viewerId={viewer.id} /> : null}
      {clinician ? <HistorySection caseId={c.id} version={c.version} /> : null}
      <Anchor component={Link} href={caseReportPath(c.id)} fw={500} w="fit-content" data-testid="case-report-link">
        <FormattedMessage id="cases.report.link" />
      </Anchor>
    </Stack>
  );
}
