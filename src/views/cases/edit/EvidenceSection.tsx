import { ActionIcon, Badge, Button, Group, SegmentedControl, Stack, Text, UnstyledButton } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CaseActorRef } from '../../../machines/cases/case.machine';
import { pickLocalized } from '../../../protocol/common';
import type { Case, CaseEvidence, EvidenceChoice, EvidenceSource } from '../../../protocol/cases';
import type { SymptomHit } from '../../../protocol/interviews';
import { useFlow } from '../../actors';
import { useLanguage } from '../../services/catalog-hooks';
import { CaseSection, NoneYet, useCommand } from '../case-view';
import { Lookup } from '../Lookup';

const SOURCE_LABEL: Record<EvidenceSource, string> = {
  interview: 'cases.evidence.source.interview',
  template: 'cases.evidence.source.template',
  doctor: 'cases.evidence.source.doctor',
};

/** Symptoms found present or absent: search the catalogue and add, mark featured, change, remove. Those the case started with are marked. */
export function EvidenceSection({ actor, shown: c }: { actor: CaseActorRef; shown: Case }) {
  const lang = useLanguage();
  const add = useCommand(actor);
  const sex = c.patient.gender === 'male' || c.patient.gender === 'female' ? c.patient.gender : '';
  const added = (id: string) => c.evidences.some((e) => e.id === id);
  const pick = (hit: SymptomHit, choice: EvidenceChoice, clear: () => void) => {
    add.give({ type: 'add_evidence', evidence_id: hit.id, choice });
    clear();
  };
  return (
    <CaseSection titleId="cases.evidence.title" count={c.evidences.length} testId="evidence-section">
      {c.evidences.length === 0 ? <NoneYet id="cases.evidence.none" /> : c.evidences.map((e) => <EvidenceRow key={e.id} actor={actor} evidence={e} />)}
      <Lookup<SymptomHit>
        key={`${lang}:${sex}`}
        machine={useFlow('symptomLookup')}
        params={{ lang, sex }}
        labelId="cases.evidence.search"
        placeholderId="cases.evidence.searchPlaceholder"
        testId="symptom-search"
        renderItem={(hit, clear) => (
          <Group key={hit.id} justify="space-between" gap="xs" wrap="nowrap" data-testid="symptom-option">
            <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {hit.name}
            </Text>
            {added(hit.id) ? (
              <Text size="xs" c="dimmed">
                <FormattedMessage id="cases.evidence.alreadyAdded" />
              </Text>
            ) : (
              <Group gap={4} wrap="nowrap">
                <Button size="compact-sm" variant="light" onClick={() => pick(hit, 'present', clear)} data-testid="add-present">
                  <FormattedMessage id="cases.evidence.present" />
                </Button>
                <Button size="compact-sm" variant="light" color="gray" onClick={() => pick(hit, 'absent', clear)} data-testid="add-absent">
                  <FormattedMessage id="cases.evidence.absent" />
                </Button>
              </Group>
            )}
          </Group>
        )}
      />
    </CaseSection>
  );
}

function EvidenceRow({ actor, evidence: e }: { actor: CaseActorRef; evidence: CaseEvidence }) {
  const intl = useIntl();
  const lang = useLanguage();
  const change = useCommand(actor);
  const name = pickLocalized(e.name, lang);
  return (
    <Stack gap={4} data-testid="evidence" data-id={e.id} data-choice={e.choice} data-featured={e.is_featured || undefined}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Group gap={6} miw={0}>
          <UnstyledButton
            onClick={() => change.give({ type: 'edit_evidence', evidence_id: e.id, is_featured: !e.is_featured })}
            aria-pressed={e.is_featured}
            aria-label={intl.formatMessage({ id: 'cases.evidence.featured' }, { name })}
            title={intl.formatMessage({ id: 'cases.evidence.featured' }, { name })}
            data-testid="toggle-featured"
            style={{ fontSize: 20, lineHeight: 1, minWidth: 40, minHeight: 40, color: e.is_featured ? 'var(--mantine-color-yellow-7)' : 'var(--mantine-color-gray-5)' }}
          >
            {e.is_featured ? '★' : '☆'}
          </UnstyledButton>
          <Text fw={e.is_featured ? 600 : 400} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          {e.is_initial || e.source !== 'doctor' ? (
            <Badge size="xs" variant="outline" color="grape" tt="none" data-testid="evidence-initial">
              <FormattedMessage id={SOURCE_LABEL[e.source]} />
            </Badge>
          ) : null}
        </Group>
        <ActionIcon variant="subtle" color="red" size="xl" onClick={() => change.give({ type: 'remove_evidence', evidence_id: e.id })} aria-label={intl.formatMessage({ id: 'cases.evidence.remove' }, { name })} data-testid="remove-evidence">
          ×
        </ActionIcon>
      </Group>
      <SegmentedControl
        size="xs"
        w="fit-content"
        value={e.choice}
        onChange={(v) => change.give({ type: 'edit_evidence', evidence_id: e.id, choice: v as EvidenceChoice })}
        data={[
          { value: 'present', label: intl.formatMessage({ id: 'cases.evidence.present' }) },
          { value: 'absent', label: intl.formatMessage({ id: 'cases.evidence.absent' }) },
        ]}
        aria-label={intl.formatMessage({ id: 'cases.evidence.choice' }, { name })}
      />
    </Stack>
  );
}
