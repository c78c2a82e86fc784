import { useRef, useState } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CaseActorRef } from '../../../machines/cases/case.machine';
import { CASE_TEXT_MAX, type Case } from '../../../protocol/cases';
import { CaseSection, useCommand } from '../case-view';

/**
 * A text of the case (the comment, the conclusion) the doctor writes: saved on leaving the field
 * or with Save. What is typed is the person's until it is saved: a push that changes the saved
 * text meanwhile does not overwrite it (the field says the saved text changed), and a refused save
 * keeps it for another try.
 */
function CaseText({ actor, saved, kind, testId }: { actor: CaseActorRef; saved: string; kind: 'comment' | 'conclusion'; testId: string }) {
  const intl = useIntl();
  /** What the person typed and has not had saved yet, with the saved text they started from; null while they follow the saved text. */
  const [draft, setDraft] = useState<{ text: string; base: string } | null>(null);
  const sent = useRef<string | null>(null);
  const save = useCommand(actor, () => {
    // Saved: the field follows the case again, unless the person typed on after sending.
    setDraft((d) => (!d || d.text === sent.current ? null : { ...d, base: sent.current ?? d.base }));
  });
  const value = draft?.text ?? saved;
  const dirty = draft !== null && draft.text !== saved;
  const changedElsewhere = dirty && draft.base !== saved;
  const send = () => {
    if (!dirty) return;
    sent.current = draft.text;
    save.give(kind === 'comment' ? { type: 'update_comment', comment: draft.text } : { type: 'update_conclusion', conclusion: draft.text });
  };
  return (
    <Stack gap={4}>
      <Textarea
        label={intl.formatMessage({ id: kind === 'comment' ? 'cases.comment.label' : 'cases.conclusion.label' })}
        description={intl.formatMessage({ id: kind === 'comment' ? 'cases.comment.hint' : 'cases.conclusion.hint' })}
        value={value}
        maxLength={CASE_TEXT_MAX}
        autosize
        minRows={kind === 'conclusion' ? 3 : 2}
        onChange={(e) => {
          const text = e.currentTarget.value;
          setDraft((d) => ({ text, base: d?.base ?? saved }));
        }}
        onBlur={send}
        data-testid={testId}
      />
      <Group gap="xs" justify="space-between">
        <Text size="xs" c={save.state === 'failed' && dirty ? 'red' : 'dimmed'} aria-live="polite" data-testid={`${testId}-state`}>
          {save.waiting ? (
            <FormattedMessage id="cases.text.saving" />
          ) : dirty ? (
            <FormattedMessage id={save.state === 'failed' ? 'cases.text.notSaved' : changedElsewhere ? 'cases.text.changedElsewhere' : 'cases.text.unsaved'} />
          ) : save.state === 'saved' ? (
            <FormattedMessage id="cases.text.saved" />
          ) : null}
        </Text>
        <Button size="compact-sm" variant="light" disabled={!dirty} loading={save.waiting} onClick={send} data-testid={`${testId}-save`}>
          <FormattedMessage id="cases.save" />
        </Button>
      </Group>
    </Stack>
  );
}

/** The doctor's comment and the conclusion (the conclusion is what completing the case needs). */
export function NotesSection({ actor, shown: c }: { actor: CaseActorRef; shown: Case }) {
  return (
    <CaseSection titleId="cases.notes.title" testId="notes-section">
      <CaseText actor={actor} saved={c.comment} kind="comment" testId="case-comment" />
      <CaseText actor={actor} saved={c.conclusion} kind="conclusion" testId="case-conclusion" />
    </CaseSection>
  );
}
