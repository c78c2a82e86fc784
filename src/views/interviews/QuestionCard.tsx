import { Button, Card, Group, Radio, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { EvidenceChoice, EvidenceItem, InterviewQuestion } from '../../protocol/interviews';

/**
 * One question of the interview, by its type: single (Yes / No / Don't know, answered with one
 * tap), group_single (one of the items, or none of them) and group_multiple (each item answered).
 * Once `movedRef` is true (the person has answered or gone back) its heading takes the focus.
 */
export function QuestionCard({ question, busy, onAnswer, movedRef }: { question: InterviewQuestion; busy: boolean; onAnswer(answers: EvidenceItem[]): void; movedRef: RefObject<boolean> }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // A question that follows an answer (or Back) takes the focus the pressed button lost, so a
    // screen reader reads it and Tab goes on to its answers.
    if (movedRef.current) heading.current?.focus();
  }, [movedRef]);
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="question" data-type={question.type} data-busy={busy}>
      <Stack gap="lg">
        <Title order={2} fz="h3" lh={1.3} ref={heading} tabIndex={-1} style={{ outline: 'none' }} data-testid="question-text">
          {question.text}
        </Title>
        {question.type === 'single' ? <Single question={question} busy={busy} onAnswer={onAnswer} /> : null}
        {question.type === 'group_single' ? <GroupSingle question={question} busy={busy} onAnswer={onAnswer} /> : null}
        {question.type === 'group_multiple' ? <GroupMultiple question={question} busy={busy} onAnswer={onAnswer} /> : null}
      </Stack>
    </Card>
  );
}

type Props = { question: InterviewQuestion; busy: boolean; onAnswer(answers: EvidenceItem[]): void };

function Single({ question, busy, onAnswer }: Props) {
  const item = question.items[0];
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
      {item.choices.map((c) => (
        <Button key={c.id} size="lg" variant={c.id === 'present' ? 'filled' : c.id === 'absent' ? 'light' : 'default'} disabled={busy} onClick={() => onAnswer([{ id: item.id, choice: c.id }])} data-testid={`answer-${c.id}`}>
          {c.label}
        </Button>
      ))}
    </SimpleGrid>
  );
}

const NONE = '__none__';
/** "Don't know" for the whole group (the temperature was never measured): every item unknown. */
const UNKNOWN = '__unknown__';

function GroupSingle({ question, busy, onAnswer }: Props) {
  const intl = useIntl();
  const [value, setValue] = useState<string | null>(null);
  const submit = () => {
    if (value === null) return;
    if (value === NONE || value === UNKNOWN) onAnswer(question.items.map((i) => ({ id: i.id, choice: value === NONE ? 'absent' : 'unknown' })));
    else onAnswer([{ id: value, choice: 'present' }]);
  };
  return (
    <Stack gap="md">
      <Radio.Group value={value} onChange={setValue} aria-label={question.text}>
        <Stack gap="sm">
          {question.items.map((i) => (
            <Radio key={i.id} value={i.id} label={i.name} size="md" data-testid="group-option" />
          ))}
          <Radio value={NONE} label={intl.formatMessage({ id: 'interview.question.none' })} size="md" data-testid="group-none" />
          <Radio value={UNKNOWN} label={intl.formatMessage({ id: 'interview.question.dontKnow' })} size="md" data-testid="group-unknown" />
        </Stack>
      </Radio.Group>
      <Group justify="flex-end">
        <Button size="md" onClick={submit} disabled={value === null} loading={busy} data-testid="answer-continue">
          <FormattedMessage id="interview.question.continue" />
        </Button>
      </Group>
    </Stack>
  );
}

function GroupMultiple({ question, busy, onAnswer }: Props) {
  const [answers, setAnswers] = useState<Record<string, EvidenceChoice>>({});
  const complete = question.items.every((i) => answers[i.id]);
  return (
    <Stack gap="md">
      {question.items.map((item) => (
        <Stack key={item.id} gap={6} data-testid="group-item">
          <Text fw={500}>{item.name}</Text>
          <SegmentedControl
            fullWidth
            size="md"
            value={answers[item.id] ?? ''}
            onChange={(v) => setAnswers((a) => ({ ...a, [item.id]: v as EvidenceChoice }))}
            data={item.choices.map((c) => ({ value: c.id, label: c.label }))}
            aria-label={item.name}
          />
        </Stack>
      ))}
      <Group justify="flex-end">
        <Button size="md" onClick={() => onAnswer(question.items.map((i) => ({ id: i.id, choice: answers[i.id] })))} disabled={!complete} loading={busy} data-testid="answer-continue">
          <FormattedMessage id="interview.question.continue" />
        </Button>
      </Group>
    </Stack>
  );
}
