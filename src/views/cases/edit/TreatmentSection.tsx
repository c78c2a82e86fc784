import { useState } from 'react';
import { Button, Group, SegmentedControl, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CaseActorRef } from '../../../machines/cases/case.machine';
import { DRUG_ROUTES, TREATMENT_TEXT_MAX, type Case, type DrugRoute, type Treatment, type TreatmentType } from '../../../protocol/cases';
import { CaseSection, NoneYet, ROUTE_LABEL, useCommand } from '../case-view';
import { TreatmentLine } from '../read/TreatmentLine';

const byCreation = (a: Treatment, b: Treatment) => a.created_at.localeCompare(b.created_at);

/** Treatments in the order they were prescribed: a drug (name, dose, route, how often, how long) or a recommendation; cancel one. */
export function TreatmentSection({ actor, shown: c }: { actor: CaseActorRef; shown: Case }) {
  return (
    <CaseSection titleId="cases.treatment.title" count={c.treatments.length} testId="treatment-section">
      {c.treatments.length === 0 ? <NoneYet id="cases.treatment.none" /> : [...c.treatments].sort(byCreation).map((t) => <TreatmentRow key={t.id} actor={actor} treatment={t} />)}
      <AddTreatment actor={actor} />
    </CaseSection>
  );
}

function TreatmentRow({ actor, treatment: t }: { actor: CaseActorRef; treatment: Treatment }) {
  const cancel = useCommand(actor);
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
      <TreatmentLine treatment={t} />
      {t.status === 'active' ? (
        <Button size="compact-sm" variant="subtle" color="red" loading={cancel.waiting} onClick={() => cancel.give({ type: 'cancel_treatment', id: t.id })} data-testid="cancel-treatment">
          <FormattedMessage id="cases.treatment.cancel" />
        </Button>
      ) : null}
    </Group>
  );
}

/** Each drug field's label and example (written out, so the catalogue check sees every key used). */
const DRUG_FIELD = {
  name: { label: 'cases.treatment.name', example: 'cases.treatment.nameExample' },
  dose: { label: 'cases.treatment.dose', example: 'cases.treatment.doseExample' },
  frequency: { label: 'cases.treatment.frequency', example: 'cases.treatment.frequencyExample' },
  duration: { label: 'cases.treatment.duration', example: 'cases.treatment.durationExample' },
} as const;

const NO_DRUG = { name: '', dose: '', route: 'oral' as DrugRoute, frequency: '', duration: '' };

function AddTreatment({ actor }: { actor: CaseActorRef }) {
  const intl = useIntl();
  const [type, setType] = useState<TreatmentType>('Drug');
  const [drug, setDrug] = useState(NO_DRUG);
  const [text, setText] = useState('');
  const add = useCommand(actor, () => {
    setDrug(NO_DRUG);
    setText('');
  });
  const field = (key: 'name' | 'dose' | 'frequency' | 'duration', max: number) => (
    <TextInput
      label={intl.formatMessage({ id: DRUG_FIELD[key].label })}
      placeholder={intl.formatMessage({ id: DRUG_FIELD[key].example })}
      value={drug[key]}
      maxLength={max}
      onChange={(e) => setDrug({ ...drug, [key]: e.currentTarget.value })}
      data-testid={`drug-${key}`}
    />
  );
  const drugReady = drug.name.trim() && drug.dose.trim() && drug.frequency.trim() && drug.duration.trim();
  const ready = type === 'Drug' ? !!drugReady : !!text.trim();
  const submit = () =>
    type === 'Drug'
      ? add.give({ type: 'add_treatment', treatment_type: 'Drug', drug: { name: drug.name.trim(), dose: drug.dose.trim(), route: drug.route, frequency: drug.frequency.trim(), duration: drug.duration.trim() } })
      : add.give({ type: 'add_treatment', treatment_type: 'Recommendation', text: text.trim() });
  return (
    <Stack gap="xs" data-testid="add-treatment">
      <Text fw={500} size="sm">
        <FormattedMessage id="cases.treatment.add" />
      </Text>
      <SegmentedControl
        w="fit-content"
        value={type}
        onChange={(v) => setType(v as TreatmentType)}
        data={[
          { value: 'Drug', label: intl.formatMessage({ id: 'cases.treatment.drug' }) },
          { value: 'Recommendation', label: intl.formatMessage({ id: 'cases.treatment.recommendation' }) },
        ]}
        data-testid="treatment-type"
      />
      {type === 'Drug' ? (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          {field('name', 200)}
          {field('dose', 100)}
          <Select
            label={intl.formatMessage({ id: 'cases.treatment.route' })}
            data={DRUG_ROUTES.map((r) => ({ value: r, label: intl.formatMessage({ id: ROUTE_LABEL[r] }) }))}
            value={drug.route}
            onChange={(v) => v && setDrug({ ...drug, route: v as DrugRoute })}
            allowDeselect={false}
            data-testid="drug-route"
          />
          {field('frequency', 100)}
          {field('duration', 100)}
        </SimpleGrid>
      ) : (
        <Textarea
          label={intl.formatMessage({ id: 'cases.treatment.text' })}
          value={text}
          maxLength={TREATMENT_TEXT_MAX}
          autosize
          minRows={2}
          onChange={(e) => setText(e.currentTarget.value)}
          data-testid="treatment-text"
        />
      )}
      <Button w="fit-content" disabled={!ready} loading={add.waiting} onClick={submit} data-testid="treatment-add">
        <FormattedMessage id="cases.treatment.prescribe" />
      </Button>
    </Stack>
  );
}
