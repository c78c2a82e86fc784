import { useState } from 'react';
import { ActionIcon, Anchor, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate } from '../../../i18n/dates';
import type { CaseActorRef } from '../../../machines/cases/case.machine';
import { pickLocalized, type Language } from '../../../protocol/common';
import { CASE_TEXT_MAX, type Case, type CaseLabtest } from '../../../protocol/cases';
import { useRuntime } from '../../actors';
import { useLanguage } from '../../services/catalog-hooks';
import { CaseSection, caseFileHref, NoneYet, useCommand } from '../case-view';

/** The lab-test list (loaded at start-up) as a searchable select, grouped by category. */
function useLabtestOptions(lang: Language) {
  const labtests = useSelector(useRuntime().statics, (s) => s.context.lists?.labtests ?? []);
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const l of labtests) {
    const group = pickLocalized(l.category, lang);
    groups.set(group, [...(groups.get(group) ?? []), { value: String(l.id), label: pickLocalized(l.name, lang) }]);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}

/** Lab tests with their result (a value, a file of the case, or both) and the date: add, change the result, remove. */
export function LabtestSection({ actor, shown: c }: { actor: CaseActorRef; shown: Case }) {
  return (
    <CaseSection titleId="cases.labtest.title" count={c.labtests.length} testId="labtest-section">
      {c.labtests.length === 0 ? <NoneYet id="cases.labtest.none" /> : c.labtests.map((l) => <LabtestRow key={l.id} actor={actor} shown={c} labtest={l} />)}
      <AddLabtest actor={actor} shown={c} />
    </CaseSection>
  );
}

interface ResultDraft {
  result: string;
  date: string;
  fileId: string | null;
}

/** The result fields: value, date, and a file of the case that holds it. */
function ResultFields({ shown: c, draft, onChange }: { shown: Case; draft: ResultDraft; onChange(d: ResultDraft): void }) {
  const intl = useIntl();
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <TextInput
        label={intl.formatMessage({ id: 'cases.labtest.result' })}
        value={draft.result}
        maxLength={CASE_TEXT_MAX}
        onChange={(e) => onChange({ ...draft, result: e.currentTarget.value })}
        style={{ flex: '1 1 160px' }}
        data-testid="labtest-result"
      />
      <TextInput
        type="date"
        label={intl.formatMessage({ id: 'cases.labtest.date' })}
        value={draft.date}
        onChange={(e) => onChange({ ...draft, date: e.currentTarget.value })}
        style={{ flex: '0 1 170px' }}
        data-testid="labtest-date"
      />
      {c.files.length ? (
        <Select
          label={intl.formatMessage({ id: 'cases.labtest.file' })}
          placeholder={intl.formatMessage({ id: 'cases.labtest.noFile' })}
          data={c.files.map((f) => ({ value: f.id, label: f.name }))}
          value={draft.fileId}
          onChange={(v) => onChange({ ...draft, fileId: v })}
          clearable
          style={{ flex: '1 1 160px' }}
          data-testid="labtest-file"
        />
      ) : null}
    </Group>
  );
}

const EMPTY: ResultDraft = { result: '', date: '', fileId: null };
const body = (d: ResultDraft) => ({ result: d.result.trim() || null, date: d.date || null, file_id: d.fileId });

function AddLabtest({ actor, shown: c }: { actor: CaseActorRef; shown: Case }) {
  const intl = useIntl();
  const lang = useLanguage();
  const options = useLabtestOptions(lang);
  const [labtestId, setLabtestId] = useState<string | null>(null);
  const [draft, setDraft] = useState<ResultDraft>(EMPTY);
  const add = useCommand(actor, () => {
    setLabtestId(null);
    setDraft(EMPTY);
  });
  return (
    <Stack gap="xs" data-testid="add-labtest">
      <Select
        label={intl.formatMessage({ id: 'cases.labtest.pick' })}
        placeholder={intl.formatMessage({ id: 'cases.labtest.pickPlaceholder' })}
        data={options}
        value={labtestId}
        onChange={setLabtestId}
        searchable
        nothingFoundMessage={intl.formatMessage({ id: 'cases.lookup.none' })}
        data-testid="labtest-pick"
      />
      {labtestId ? (
        <>
          <ResultFields shown={c} draft={draft} onChange={setDraft} />
          <Button w="fit-content" loading={add.waiting} onClick={() => add.give({ type: 'add_labtest', labtest_id: Number(labtestId), ...body(draft) })} data-testid="labtest-add">
            <FormattedMessage id="cases.labtest.add" />
          </Button>
        </>
      ) : null}
    </Stack>
  );
}

function LabtestRow({ actor, shown: c, labtest: l }: { actor: CaseActorRef; shown: Case; labtest: CaseLabtest }) {
  const intl = useIntl();
  const lang = useLanguage();
  const [editing, setEditing] = useState<ResultDraft | null>(null);
  const save = useCommand(actor, () => setEditing(null));
  const remove = useCommand(actor);
  const file = c.files.find((f) => f.id === l.file_id);
  const name = pickLocalized(l.name, lang);
  return (
    <Stack gap={4} data-testid="labtest">
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Stack gap={0} miw={0}>
          <Text fw={500}>{name}</Text>
          <Text size="sm" c={l.result ? undefined : 'dimmed'} data-testid="labtest-value">
            {l.result ?? intl.formatMessage({ id: 'cases.labtest.noResult' })}
            {l.date ? ` · ${formatDate(l.date, 'D MMMM YYYY', lang)}` : ''}
          </Text>
          {file ? (
            <Anchor href={caseFileHref(c.id, file.id)} target="_blank" rel="noopener" size="sm">
              {file.name}
            </Anchor>
          ) : null}
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Button size="compact-sm" variant="subtle" onClick={() => setEditing({ result: l.result ?? '', date: l.date ?? '', fileId: l.file_id })} data-testid="labtest-edit">
            <FormattedMessage id="cases.labtest.enterResult" />
          </Button>
          <ActionIcon variant="subtle" color="red" size="xl" loading={remove.waiting} onClick={() => remove.give({ type: 'remove_labtest', id: l.id })} aria-label={intl.formatMessage({ id: 'cases.labtest.remove' }, { name })}>
            ×
          </ActionIcon>
        </Group>
      </Group>
      {editing ? (
        <Stack gap="xs">
          <ResultFields shown={c} draft={editing} onChange={setEditing} />
          <Group gap="xs">
            <Button size="sm" loading={save.waiting} onClick={() => save.give({ type: 'edit_labtest', id: l.id, ...body(editing) })} data-testid="labtest-save">
              <FormattedMessage id="cases.save" />
            </Button>
            <Button size="sm" variant="subtle" onClick={() => setEditing(null)}>
              <FormattedMessage id="cases.discard" />
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Stack>
  );
}
