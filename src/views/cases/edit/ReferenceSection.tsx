import { useState } from 'react';
import { ActionIcon, Anchor, Button, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { CaseActorRef } from '../../../machines/cases/case.machine';
import type { CaseListItem } from '../../../protocol/case-schemas';
import { pickLocalized, type Language } from '../../../protocol/common';
import { casePath, type Case, type CaseReference } from '../../../protocol/cases';
import { useFlow, useRuntime } from '../../actors';
import { useLanguage, useResource } from '../../services/catalog-hooks';
import { CaseSection, caseDate, NoneYet, useCommand } from '../case-view';

/** Another case as a reference names it: its date and what it was about. */
function caseLabel(c: Pick<CaseListItem, 'start_time' | 'diagnosis' | 'service_name'>, lang: Language, zone: string): string {
  const about = c.diagnosis ? pickLocalized(c.diagnosis.name, lang) : c.service_name ? pickLocalized(c.service_name, lang) : '';
  return [caseDate(c.start_time, lang, zone), about].filter(Boolean).join(' · ');
}

/** References to the patient's other cases: read them, add one the doctor may read, remove. */
export function ReferenceSection({ actor, shown: c, editable }: { actor: CaseActorRef; shown: Case; editable: boolean }) {
  if (!editable && c.references.length === 0) return null;
  return (
    <CaseSection titleId="cases.reference.title" count={c.references.length} testId="reference-section">
      {c.references.length === 0 ? <NoneYet id="cases.reference.none" /> : c.references.map((r) => <ReferenceRow key={r.id} actor={actor} reference={r} editable={editable} />)}
      {editable ? <AddReference actor={actor} shown={c} /> : null}
    </CaseSection>
  );
}

function ReferenceRow({ actor, reference: r, editable }: { actor: CaseActorRef; reference: CaseReference; editable: boolean }) {
  const intl = useIntl();
  const lang = useLanguage();
  const zone = useRuntime().device.timeZone();
  const remove = useCommand(actor);
  const label = [caseDate(r.start_time, lang, zone), pickLocalized(r.title, lang)].filter(Boolean).join(' · ');
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" data-testid="reference">
      <Anchor component={Link} href={casePath(r.referenced_patient_case_id)} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {label}
      </Anchor>
      {editable ? (
        <ActionIcon variant="subtle" color="red" size="xl" loading={remove.waiting} onClick={() => remove.give({ type: 'remove_reference', id: r.id })} aria-label={intl.formatMessage({ id: 'cases.reference.remove' }, { name: label })}>
          ×
        </ActionIcon>
      ) : null}
    </Group>
  );
}

function AddReference({ actor, shown: c }: { actor: CaseActorRef; shown: Case }) {
  const intl = useIntl();
  const lang = useLanguage();
  const zone = useRuntime().device.timeZone();
  const others = useResource<CaseListItem[]>(useFlow('patientCases'), { patient_id: c.patient_id });
  const [picked, setPicked] = useState<string | null>(null);
  const add = useCommand(actor, () => setPicked(null));
  if (others.face === 'loading') return <Skeleton height={36} />;
  const options = (others.data ?? [])
    .filter((o) => o.id !== c.id && !c.references.some((r) => r.referenced_patient_case_id === o.id))
    .map((o) => ({ value: o.id, label: caseLabel(o, lang, zone) }));
  if (others.face === 'failed' || options.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="no-other-cases">
        <FormattedMessage id={others.face === 'failed' ? 'cases.reference.failed' : 'cases.reference.noOthers'} />
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Group gap="xs" align="flex-end">
        <Select
          label={intl.formatMessage({ id: 'cases.reference.pick' })}
          data={options}
          value={picked}
          onChange={setPicked}
          style={{ flex: 1 }}
          data-testid="reference-pick"
        />
        <Button variant="light" disabled={!picked} loading={add.waiting} onClick={() => picked && add.give({ type: 'add_reference', case_id: picked })} data-testid="reference-add">
          <FormattedMessage id="cases.add" />
        </Button>
      </Group>
    </Stack>
  );
}
