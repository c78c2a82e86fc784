import { Anchor, Stack } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { CaseActorRef } from '../../machines/cases/case.machine';
import { caseReportPath, type Case } from '../../protocol/cases';
import { CloseActions } from './edit/CloseActions';
import { DiagnosisSection } from './edit/DiagnosisSection';
import { EvidenceSection } from './edit/EvidenceSection';
import { FilesSection } from './edit/FilesSection';
import { LabtestSection } from './edit/LabtestSection';
import { NotesSection } from './edit/NotesSection';
import { ReferenceSection } from './edit/ReferenceSection';
import { ReferralSection } from './edit/ReferralSection';
import { TreatmentSection } from './edit/TreatmentSection';
import { HistorySection } from './HistorySection';
import { ShareSection } from './ShareSection';

/**
 * The assignee's view of an active case: every part to add, change or remove, the comment and the
 * conclusion, completing or cancelling, sharing with a colleague, and the history. Each change is
 * one command of the case actor; the sections only say which.
 */
export function CaseEditView({ actor, shown: c }: { actor: CaseActorRef; shown: Case }) {
  return (
    <Stack gap="md" data-testid="case-edit">
      <EvidenceSection actor={actor} shown={c} />
      <DiagnosisSection actor={actor} shown={c} />
      <TreatmentSection actor={actor} shown={c} />
      <LabtestSection actor={actor} shown={c} />
      <FilesSection actor={actor} shown={c} />
      <ReferralSection actor={actor} shown={c} />
      <ReferenceSection actor={actor} shown={c} editable />
      <NotesSection actor={actor} shown={c} />
      <CloseActions actor={actor} shown={c} />
      <ShareSection actor={actor} shown={c} viewerId={c.assignee_id} />
      <HistorySection caseId={c.id} version={c.version} />
      <Anchor component={Link} href={caseReportPath(c.id)} size="sm" w="fit-content" data-testid="case-report-link">
        <FormattedMessage id="cases.report.link" />
      </Anchor>
    </Stack>
  );
}
