import { Alert, Anchor, Button, Card, Group, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useRoute } from 'wouter';
import { showsUrgentAdvice, type InterviewActorRef } from '../../machines/interviews/interview.machine';
import type { Interview as InterviewData } from '../../protocol/interviews';
import { errorMessageId } from '../../i18n/messages';
import { useFlow, useRuntime } from '../actors';
import { EmptyCard, ErrorCard } from '../services/CatalogStates';
import { PageHeading } from '../shell/PageHeading';
import { InterviewResult } from './InterviewResult';
import { NotADiagnosis } from './NotADiagnosis';
import { QuestionCard } from './QuestionCard';
import { TriageCard } from './TriageCard';

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
  // True once the person has answered (or gone back): from then on what replaces the pressed
  // button (the next question, or the result) takes the focus.
  const moved = useRef(false);
  const move = (event: Parameters<InterviewActorRef['send']>[0]) => {
    moved.current = true;
    actor.send(event);
  };

  if (face === 'result' && interview) return <InterviewResult interview={interview} movedRef={moved} />;
  return (
    <Stack gap="lg" maw={760} lang={interview?.language}>
      <PageHeading title={<FormattedMessage id="interview.title" />} intro={<FormattedMessage id="interview.intro" />} />
      {face === 'loading' ? <Skeleton height={260} radius="lg" /> : null}
      {face === 'failed' ? <ErrorCard titleId="interview.loadFailed" error={error} onRetry={() => actor.send({ type: 'user.retry' })} /> : null}
      {face === 'notFound' ? <EmptyCard icon="interviews" titleId="interview.notFound.title" textId="interview.notFound.text" testId="interview-not-found" action={<StartAgain />} /> : null}
      {face === 'empty' ? <EmptyCard icon="interviews" titleId="interview.empty.title" textId="interview.empty.text" testId="interview-empty" action={<StartAgain />} /> : null}
      {face === 'finishFailed' ? <ErrorCard titleId="interview.finishFailed" error={error} onRetry={() => actor.send({ type: 'user.retry' })} /> : null}
      {face === 'asking' && interview ? <Asking actor={actor} send={move} movedRef={moved} /> : null}
      <NotADiagnosis />
    </Stack>
  );
}

function Asking({ actor, send, movedRef }: { actor: InterviewActorRef; send: InterviewActorRef['send']; movedRef: RefObject<boolean> }) {
  const interview = useSelector(actor, (s) => s.context.interview!);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const error = useSelector(actor, (s) => s.context.error);
  const urgent = useSelector(actor, (s) => showsUrgentAdvice(s.context.interview));
  const canFinish = useSelector(actor, (s) => s.can({ type: 'user.finish' }));
  const count = interview.question_count;
  const question = interview.current_question;
  return (
    <Stack gap="md">
      {urgent && interview.triage ? (
        <Stack gap="sm" data-testid="urgent-advice">
          <TriageCard triage={interview.triage} />
          <Text fw={500}>
            <FormattedMessage id="interview.urgent.moreQuestions" />
          </Text>
        </Stack>
      ) : null}
      <QuestionProgress interview={interview} />
      {error ? (
        <Alert color="red" data-testid="answer-error">
          <FormattedMessage id={errorMessageId(error.code)} />
        </Alert>
      ) : null}
      {question ? <QuestionCard key={`${count}:${question.items.map((i) => i.id).join(',')}`} question={question} busy={busy} onAnswer={(answers) => send({ type: 'user.answer', answers })} movedRef={movedRef} /> : null}
      {urgent ? (
        <Button size="lg" variant="outline" onClick={() => send({ type: 'user.finish' })} disabled={!canFinish} data-testid="finish-now">
          <FormattedMessage id="interview.urgent.finishNow" />
        </Button>
      ) : null}
      <Group justify="space-between">
        <Button variant="subtle" size="md" onClick={() => send({ type: 'user.back' })} disabled={count === 0 || busy} data-testid="interview-back">
          <FormattedMessage id="interview.back" />
        </Button>
        <Anchor component={Link} href="/symptom-checker" size="sm">
          <FormattedMessage id="interview.restart" />
        </Anchor>
      </Group>
    </Stack>
  );
}

/** "Question 4" and the upper limit, over a bar of the engine's estimate of how far along it is. */
function QuestionProgress({ interview }: { interview: InterviewData }) {
  const intl = useIntl();
  const complaints = interview.evidences.filter((e) => e.is_initial && e.choice === 'present').map((e) => e.name);
  // An estimate: said as "about", to the nearest 5 %.
  const percent = Math.round(interview.progress * 20) * 5;
  return (
    <Card withBorder radius="lg" p="md">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="baseline">
          <Text fw={600} data-testid="interview-progress">
            <FormattedMessage id="interview.progress" values={{ count: interview.question_count + 1 }} />
          </Text>
          <Text size="sm" c="dimmed" ta="right" data-testid="interview-limit">
            <FormattedMessage id="interview.progressLimit" values={{ limit: interview.question_limit }} />
          </Text>
        </Group>
        <Progress
          value={Math.max(2, percent)}
          size="md"
          radius="xl"
          aria-label={intl.formatMessage({ id: 'interview.progressDone' }, { percent: intl.formatNumber(percent / 100, { style: 'percent' }) })}
        />
        <Text size="sm" c="dimmed" lineClamp={2} data-testid="interview-complaints">
          {complaints.join(' · ')}
        </Text>
      </Stack>
    </Card>
  );
}
