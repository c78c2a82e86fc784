import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { formatDate } from '../../../i18n/dates';
import { mainDiagnosis, type Case, type Treatment } from '../../../protocol/cases';
import { pickLocalized } from '../../../protocol/common';
import { useLanguage } from '../../services/catalog-hooks';
import { CaseSection, caseFileHref, DIAGNOSIS_TYPE_LABEL, NoneYet } from '../case-view';
import { fileSize } from '../edit/FilesSection';
import { TreatmentLine } from './TreatmentLine';

/** The conclusion: what the doctor concluded, in their words (or that it is still to come). */
export function ConclusionRead({ shown: c }: { shown: Case }) {
  return (
    <CaseSection titleId="cases.read.conclusion" testId="conclusion-read">
      {c.conclusion.trim() ? (
        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid="conclusion-text">
          {c.conclusion}
        </Text>
      ) : (
        <NoneYet id={c.status === 'active' ? 'cases.read.noConclusionYet' : 'cases.read.noConclusion'} />
      )}
    </CaseSection>
  );
}

/** The diagnoses, the one the case is known by first; a preliminary one is said to be so. */
export function DiagnosesRead({ shown: c }: { shown: Case }) {
  const lang = useLanguage();
  const main = mainDiagnosis(c);
  const ordered = main ? [main, ...c.diagnoses.filter((d) => d.id !== main.id)] : [];
  return (
    <CaseSection titleId="cases.read.diagnoses" count={c.diagnoses.length} testId="diagnoses-read">
      {ordered.length === 0 ? <NoneYet id="cases.read.noDiagnosis" /> : null}
      {ordered.map((d) => (
        <Group key={d.id} gap={6} wrap="wrap" data-testid="diagnosis" data-type={d.type}>
          <Text fw={d.id === main?.id ? 600 : 400} style={{ overflowWrap: 'anywhere' }}>
            {pickLocalized(d.name, lang)}
          </Text>
          {d.code ? (
            <Text span size="xs" c="dimmed" ff="monospace">
              {d.code}
            </Text>
          ) : null}
          <Badge size="xs" variant="light" color={d.type === 'final' ? 'blue' : 'gray'} tt="none">
            <FormattedMessage id={DIAGNOSIS_TYPE_LABEL[d.type]} />
          </Badge>
        </Group>
      ))}
    </CaseSection>
  );
}

const activeFirst = (a: Treatment, b: Treatment) => (a.status === b.status ? a.created_at.localeCompare(b.created_at) : a.status === 'active' ? -1 : 1);

/** Treatments, those to follow first; stopped ones after, marked. */
export function TreatmentsRead({ shown: c }: { shown: Case }) {
  return (
    <CaseSection titleId="cases.read.treatments" count={c.treatments.length} testId="treatments-read">
      {c.treatments.length === 0 ? <NoneYet id="cases.read.noTreatment" /> : [...c.treatments].sort(activeFirst).map((t) => <TreatmentLine key={t.id} treatment={t} />)}
    </CaseSection>
  );
}

/** Lab tests with their results, dates and result files. */
export function LabtestsRead({ shown: c }: { shown: Case }) {
  const lang = useLanguage();
  if (c.labtests.length === 0) return null;
  return (
    <CaseSection titleId="cases.labtest.title" count={c.labtests.length} testId="labtests-read">
      {c.labtests.map((l) => {
        const file = c.files.find((f) => f.id === l.file_id);
        return (
          <Stack key={l.id} gap={0} data-testid="labtest">
            <Text fw={500}>{pickLocalized(l.name, lang)}</Text>
            <Text size="sm" c={l.result ? undefined : 'dimmed'}>
              {l.result ?? <FormattedMessage id="cases.read.resultPending" />}
              {l.date ? ` · ${formatDate(l.date, 'D MMMM YYYY', lang)}` : ''}
            </Text>
            {file ? (
              <Anchor href={caseFileHref(c.id, file.id)} target="_blank" rel="noopener" size="sm">
                {file.name}
              </Anchor>
            ) : null}
          </Stack>
        );
      })}
    </CaseSection>
  );
}

/** The case's files, to open. */
export function FilesRead({ shown: c }: { shown: Case }) {
  if (c.files.length === 0) return null;
  return (
    <CaseSection titleId="cases.files.title" count={c.files.length} testId="files-read">
      {c.files.map((f) => (
        <Text key={f.id} size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Anchor href={caseFileHref(c.id, f.id)} target="_blank" rel="noopener" data-testid="case-file-link">
            {f.name}
          </Anchor>{' '}
          <Text span size="xs" c="dimmed">
            {fileSize(f.size)}
          </Text>
        </Text>
      ))}
    </CaseSection>
  );
}

/** The symptoms noted: those the person has, then those checked and not found. */
export function EvidencesRead({ shown: c }: { shown: Case }) {
  const lang = useLanguage();
  if (c.evidences.length === 0) return null;
  const present = c.evidences.filter((e) => e.choice === 'present');
  const absent = c.evidences.filter((e) => e.choice === 'absent');
  return (
    <CaseSection titleId="cases.read.symptoms" count={c.evidences.length} testId="evidences-read">
      {present.length ? (
        <Text size="sm">
          <FormattedMessage id="cases.read.symptomsPresent" values={{ list: present.map((e) => pickLocalized(e.name, lang)).join(', ') }} />
        </Text>
      ) : null}
      {absent.length ? (
        <Text size="sm" c="dimmed">
          <FormattedMessage id="cases.read.symptomsAbsent" values={{ list: absent.map((e) => pickLocalized(e.name, lang)).join(', ') }} />
        </Text>
      ) : null}
    </CaseSection>
  );
}
