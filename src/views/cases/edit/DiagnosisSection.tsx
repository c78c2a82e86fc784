import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, SegmentedControl, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CaseActorRef } from '../../../machines/cases/case.machine';
import type { Icd10Entry } from '../../../protocol/case-schemas';
import { pickLocalized } from '../../../protocol/common';
import type { Case, CaseDiagnosis, DiagnosisType } from '../../../protocol/cases';
import { useFlow } from '../../actors';
import { useLanguage } from '../../services/catalog-hooks';
import { CaseSection, DIAGNOSIS_TYPE_LABEL, NoneYet, useCommand } from '../case-view';
import { Lookup } from '../Lookup';

/** Longest free-text diagnosis (the command's limit). */
const FREE_TEXT_MAX = 300;

function useTypeOptions() {
  const intl = useIntl();
  return [
    { value: 'preliminary', label: intl.formatMessage({ id: DIAGNOSIS_TYPE_LABEL.preliminary }) },
    { value: 'final', label: intl.formatMessage({ id: DIAGNOSIS_TYPE_LABEL.final }) },
  ];
}

/** Diagnoses: preliminary or final, coded from the ICD-10 list (searched in either language) or free text; change the type, remove. */
export function DiagnosisSection({ actor, shown: c }: { actor: CaseActorRef; shown: Case }) {
  const intl = useIntl();
  const lang = useLanguage();
  const types = useTypeOptions();
  const [type, setType] = useState<DiagnosisType>('preliminary');
  const [text, setText] = useState('');
  const add = useCommand(actor, () => setText(''));
  const addCode = useCommand(actor);
  return (
    <CaseSection titleId="cases.diagnosis.title" count={c.diagnoses.length} testId="diagnosis-section">
      {c.diagnoses.length === 0 ? <NoneYet id="cases.diagnosis.none" /> : c.diagnoses.map((d) => <DiagnosisRow key={d.id} actor={actor} diagnosis={d} />)}
      <Stack gap="xs" data-testid="add-diagnosis">
        <SegmentedControl value={type} onChange={(v) => setType(v as DiagnosisType)} data={types} w="fit-content" aria-label={intl.formatMessage({ id: 'cases.diagnosis.type' })} data-testid="diagnosis-type" />
        <Lookup<Icd10Entry>
          machine={useFlow('icd10Lookup')}
          labelId="cases.diagnosis.search"
          placeholderId="cases.diagnosis.searchPlaceholder"
          testId="icd-search"
          renderItem={(entry, clear) => (
            <UnstyledButton
              key={entry.code}
              onClick={() => {
                addCode.give({ type: 'add_diagnosis', diagnosis_type: type, code: entry.code });
                clear();
              }}
              p={8}
              style={{ borderRadius: 6, minHeight: 44 }}
              data-testid="icd-option"
            >
              <Text size="sm">
                <Text span fw={600} ff="monospace">
                  {entry.code}
                </Text>{' '}
                {pickLocalized(entry.name, lang)}
              </Text>
            </UnstyledButton>
          )}
        />
        <Group gap="xs" align="flex-end">
          <TextInput
            label={intl.formatMessage({ id: 'cases.diagnosis.freeText' })}
            description={intl.formatMessage({ id: 'cases.diagnosis.freeTextHint' })}
            value={text}
            maxLength={FREE_TEXT_MAX}
            onChange={(e) => setText(e.currentTarget.value)}
            style={{ flex: 1 }}
            data-testid="diagnosis-text"
          />
          <Button variant="light" disabled={!text.trim()} loading={add.waiting} onClick={() => add.give({ type: 'add_diagnosis', diagnosis_type: type, text: text.trim() })} data-testid="diagnosis-add-text">
            <FormattedMessage id="cases.add" />
          </Button>
        </Group>
      </Stack>
    </CaseSection>
  );
}

function DiagnosisRow({ actor, diagnosis: d }: { actor: CaseActorRef; diagnosis: CaseDiagnosis }) {
  const intl = useIntl();
  const lang = useLanguage();
  const types = useTypeOptions();
  const change = useCommand(actor);
  const name = pickLocalized(d.name, lang);
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start" data-testid="diagnosis" data-type={d.type}>
      <Stack gap={4} miw={0}>
        <Text style={{ overflowWrap: 'anywhere' }}>
          {d.code ? (
            <Badge variant="light" color="gray" tt="none" ff="monospace" mr={6}>
              {d.code}
            </Badge>
          ) : null}
          {name}
        </Text>
        <SegmentedControl
          size="xs"
          w="fit-content"
          value={d.type}
          data={types}
          onChange={(v) => change.give({ type: 'edit_diagnosis', id: d.id, diagnosis_type: v as DiagnosisType })}
          aria-label={intl.formatMessage({ id: 'cases.diagnosis.typeOf' }, { name })}
        />
      </Stack>
      <ActionIcon variant="subtle" color="red" size="xl" onClick={() => change.give({ type: 'remove_diagnosis', id: d.id })} aria-label={intl.formatMessage({ id: 'cases.diagnosis.remove' }, { name })} data-testid="remove-diagnosis">
        ×
      </ActionIcon>
    </Group>
  );
}
