import { Button, Card, Collapse, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { FormattedMessage } from 'react-intl';
import type { CaseHistoryEntry } from '../../protocol/case-schemas';
import { pickLocalized, type Language } from '../../protocol/common';
import { useFlow, useRuntime } from '../actors';
import { useLanguage, useResource } from '../services/catalog-hooks';
import { ErrorCard } from '../services/CatalogStates';
import { moment, personName } from './case-view';

/** What each event did, in words (written out, so the catalogue check sees every key used). */
const CHANGE_LABEL: Record<string, string> = {
  PatientCaseCreated: 'cases.changes.created',
  PatientCaseEvidenceAdded: 'cases.changes.evidenceAdded',
  PatientCaseEvidenceEdited: 'cases.changes.evidenceEdited',
  PatientCaseEvidenceRemoved: 'cases.changes.evidenceRemoved',
  PatientCaseLabtestAdded: 'cases.changes.labtestAdded',
  PatientCaseLabtestEdited: 'cases.changes.labtestEdited',
  PatientCaseLabtestRemoved: 'cases.changes.labtestRemoved',
  PatientCaseFileUploaded: 'cases.changes.fileUploaded',
  PatientCaseFileDeleted: 'cases.changes.fileDeleted',
  PatientCaseDiagnosisAdded: 'cases.changes.diagnosisAdded',
  PatientCaseDiagnosisEdited: 'cases.changes.diagnosisEdited',
  PatientCaseDiagnosisRemoved: 'cases.changes.diagnosisRemoved',
  PatientCaseReferenceAdded: 'cases.changes.referenceAdded',
  PatientCaseReferenceRemoved: 'cases.changes.referenceRemoved',
  PatientCaseCommentUpdated: 'cases.changes.commentUpdated',
  PatientCaseConclusionUpdated: 'cases.changes.conclusionUpdated',
  PatientCaseCompleted: 'cases.changes.completed',
  PatientCaseCancelled: 'cases.changes.cancelled',
  PatientCaseShared: 'cases.changes.shared',
  PatientCaseUnshared: 'cases.changes.unshared',
  TreatmentItemCreated: 'cases.changes.treatmentCreated',
  TreatmentItemCancelled: 'cases.changes.treatmentCancelled',
  ServiceRequestCreated: 'cases.changes.referralCreated',
  ServiceRequestCancelled: 'cases.changes.referralCancelled',
  ServiceRequestFulfilled: 'cases.changes.referralFulfilled',
  ServiceRequestFailed: 'cases.changes.referralFailed',
  ServiceRequestReactivated: 'cases.changes.referralReactivated',
};

const isLocalized = (v: unknown): v is { ka: string; en: string } => typeof v === 'object' && v !== null && typeof (v as { en?: unknown }).en === 'string';

/** A value before or after a change, in a few words: a text as it is, a part by its name (a drug by its name, a person by theirs). */
export function historyValue(value: unknown, lang: Language): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map((v) => historyValue(v, lang)).join(', ');
  if (isLocalized(value)) return pickLocalized(value, lang);
  const o = value as Record<string, unknown>;
  if (isLocalized(o.firstname) && isLocalized(o.lastname)) return personName({ firstname: o.firstname, lastname: o.lastname }, lang);
  if (typeof o.drug === 'object' && o.drug) return historyValue((o.drug as { name?: unknown }).name, lang);
  const name = isLocalized(o.name) ? pickLocalized(o.name, lang) : typeof o.name === 'string' ? o.name : null;
  const detail = [o.code, o.type, o.choice, o.result, o.status, o.text].filter((v) => typeof v === 'string' && v !== '') as string[];
  return [name, ...detail].filter(Boolean).join(' · ') || '—';
}

/** The case's history from its stream (who changed what, when, old → new), folded away until asked for. */
export function HistorySection({ caseId, version }: { caseId: string; version: number }) {
  const [open, { toggle }] = useDisclosure(false);
  return (
    <Card withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} data-testid="history-section">
      <Group justify="space-between" gap="xs">
        <Title order={3} fz="h5">
          <FormattedMessage id="cases.changes.title" />
        </Title>
        <Button size="compact-sm" variant="subtle" onClick={toggle} aria-expanded={open} data-testid="history-toggle">
          <FormattedMessage id={open ? 'cases.changes.hide' : 'cases.changes.show'} />
        </Button>
      </Group>
      <Collapse in={open}>{open ? <HistoryList key={version} caseId={caseId} /> : null}</Collapse>
    </Card>
  );
}

/** Loaded when shown, and again at each new version of the case while it is open (the view keys it by version). */
function HistoryList({ caseId }: { caseId: string }) {
  const lang = useLanguage();
  const zone = useRuntime().device.timeZone();
  const history = useResource<CaseHistoryEntry[]>(useFlow('caseHistory'), { id: caseId });
  if (history.face === 'loading') return <Skeleton height={60} mt="sm" />;
  if (history.face === 'failed' || history.face === 'notFound') return <ErrorCard titleId="cases.changes.failed" error={history.error} onRetry={history.retry} />;
  const entries = [...(history.data ?? [])].reverse();
  if (entries.length === 0) {
    return (
      <Text c="dimmed" size="sm" mt="sm">
        <FormattedMessage id="cases.changes.none" />
      </Text>
    );
  }
  return (
    <Stack gap="sm" mt="sm" component="ol" p={0} style={{ listStyle: 'none' }}>
      {entries.map((e) => (
        <Stack key={e.version} gap={0} component="li" data-testid="history-entry">
          <Text size="sm" fw={500}>
            <FormattedMessage id={CHANGE_LABEL[e.type] ?? 'cases.changes.changed'} />
          </Text>
          {e.before !== null || e.after !== null ? (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="history-change">
              {historyValue(e.before, lang)} → {historyValue(e.after, lang)}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            {e.by ? personName(e.by, lang) : <FormattedMessage id="cases.changes.system" />} · {moment(e.at, lang, zone)}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
