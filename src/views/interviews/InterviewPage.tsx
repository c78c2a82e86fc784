import { Alert, Anchor, Button, Card, Group, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { Link, useRoute } from 'wouter';
import type { InterviewActorRef } from '../../machines/interviews/interview.machine';
import { errorMessageId } from '../../i18n/messages';
import { useFlow, useRuntime } from '../actors';
import { EmptyCard, ErrorCard } from '../services/CatalogStates';
import { PageHeading } from '../shell/PageHeading';
import { InterviewResult } from './InterviewResult';
import { NotADiagnosis } from './NotADiagnosis';
import { QuestionCard } from './QuestionCard';

/** Questions after which the progress bar is nearly full (the engine asks at most 30). */
const EXPECTED_QUESTIONS = 15;

/** /interview/{id}: one question at a time, going back when needed, then the result. */
export default function InterviewPage() {
  const [, params] = useRoute<{ id: string }>('/interview/:id');
  const id = params?.id ?? '';
  if (!id) {
    return (
      <Stack gap="lg" maw={760}>
        <EmptyCard icon="interviews" titleId="interview.none.title" textId="interview.none.text" testId="interview-none" action={<StartAgain />} />
      </Stack>
    );
  }
  return <Interview key={id} id={id} />;
}

function StartAgain() {
  return (
    <Button component={Link} href="/symptom-checker" size="md">
      <FormattedMessage id="interview.startAgain" />
    </Button>
  );
}

function Interview({ id }: { id: string }) {
  const runtime = useRuntime();
  const actor = useActorRef(useFlow('interview'), { ...runtime.flowOptions, input: { id } });
  const face = useSelector(actor, (s) => (s.matches('result') ? 'result' : s.matches('notFound') ? 'notFound' : s.matches('failed') ? 'failed' : s.matches('empty') ? 'empty' : s.matches('loading') ? 'loading' : s.matches('finishFailed') ? 'finishFailed' : 'asking'));
  const interview = useSelector(actor, (s) => s.context.interview);
  const error = useSelector(actor, (s) => s.context.error);

  if (face === 'result' && interview) return <InterviewResult interview={interview} />;
  return (
    <Stack gap="lg" maw={760} lang={interview?.language}>
      <PageHeading title={<FormattedMessage id="interview.title" />} intro={<FormattedMessage id="interview.intro" />} />
      {face === 'loading' ? <Skeleton height={260} radius="lg" /> : null}
      {face === 'failed' ? <ErrorCard titleId="interview.loadFailed" error={error} onRetry={() => actor.send({ type: 'user.retry' })} /> : null}
      {face === 'notFound' ? <EmptyCard icon="interviews" titleId="interview.notFound.title" textId="interview.notFound.text" testId="interview-not-found" action={<StartAgain />} /> : null}
      {face === 'empty' ? <EmptyCard icon="interviews" titleId="interview.empty.title" textId="interview.empty.text" testId="interview-empty" action={<StartAgain />} /> : null}
      {face === 'finishFailed' ? <ErrorCard titleId="interview.finishFailed" error={error} onRetry={() => actor.send({ type: 'user.retry' })} /> : null}
      {face === 'asking' && interview ? <Asking actor={actor} /> : null}
      <NotADiagnosis />
    </Stack>
  );
}

function Asking({ actor }: { actor: InterviewActorRef }) {
  const interview = useSelector(actor, (s) => s.context.interview!);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const error = useSelector(actor, (s) => s.context.error);
  const count = interview.question_count;
  const progress = Math.min(95, Math.round(5 + (90 * count) / EXPECTED_QUESTIONS));
  const complaints = interview.evidences.filter((e) => e.is_initial && e.choice === 'present').map((e) => e.name);
  const question = interview.current_question;
  return (
    <Stack gap="md">
      <Card withBorder radius="lg" p="md">
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" c="dimmed" data-testid="interview-progress">
              <FormattedMessage id="interview.progress" values={{ count: count + 1 }} />
            </Text>
            <Text size="sm" c="dimmed" ta="right" lineClamp={1} data-testid="interview-complaints">
              {complaints.join(' · ')}
            </Text>
          </Group>
          <Progress value={progress} size="sm" radius="xl" aria-hidden />
        </Stack>
      </Card>
      {error ? (
        <Alert color="red" data-testid="answer-error">
          <FormattedMessage id={errorMessageId(error.code)} />
        </Alert>
      ) : null}
      {question ? <QuestionCard key={`${count}:${question.items.map((i) => i.id).join(',')}`} question={question} busy={busy} onAnswer={(answers) => actor.send({ type: 'user.answer', answers })} /> : null}
      <Group justify="space-between">
        <Button variant="subtle" size="md" onClick={() => actor.send({ type: 'user.back' })} disabled={count === 0 || busy} data-testid="interview-back">
          <FormattedMessage id="interview.back" />
        </Button>
        <Anchor component={Link} href="/symptom-checker" size="sm">
          <FormattedMessage id="interview.restart" />
        </Anchor>
      </Group>
    </Stack>
  );
}
