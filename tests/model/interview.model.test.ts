import { expect } from 'vitest';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import { interviewMachine, showsUrgentAdvice, type InterviewContext } from '../../src/machines/interviews/interview.machine';
import { AppError } from '../../src/protocol/errors';
import type { Interview } from '../../src/protocol/interviews';
import { describeModelWalk, type EventCase, type Run } from './walk-every-transition';
import { interviewFixture } from '../support/interview-fixtures';

const machine = (run: Run<null>) =>
  interviewMachine.provide({
    actors: {
      'load interview': fromPromise(({ input }) => run.invocations.start('load interview', input)),
      'send answer': fromPromise(({ input }) => run.invocations.start('send answer', input)),
      'go back': fromPromise(({ input }) => run.invocations.start('go back', input)),
      'finish interview': fromPromise(({ input }) => run.invocations.start('finish interview', input)),
    },
  });

const ID = 'iv-1';
const question = { type: 'single' as const, text: 'Do you have a cough?', items: [{ id: 's_227', name: 'Cough', choices: [{ id: 'present' as const, label: 'Yes' }] }] };
const interview = (over: Partial<Interview> = {}): Interview => interviewFixture({ id: ID, current_question: question, ...over });
const ASKING = interview({});
const ASKED_ONE = interview({ question_count: 1 });
const STOP = interview({ question_count: 3, should_stop: true });
const NO_QUESTION = interview({ question_count: 2, current_question: null });
const FINISHED = interview({ status: 'finished', current_question: null, should_stop: true, finished_at: '2026-11-21T10:05:00.000Z' });
const NO_COMPLAINTS = interview({ evidences: [], current_question: null, triage: null });
/** An ambulance-level red flag: its advice shows at once and the engine asks a few more questions. */
const URGENT = interview({ question_count: 2, question_limit: 5, triage: { level: 'emergency_ambulance', red_flags: [{ id: 'rf_1', name: 'Chest pain with a cold sweat' }], reasons: [{ id: 's_200', name: 'Chest pain' }], unsure: [] } });

const done = (id: string, output: Interview): EventCase => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: AppError): EventCase => ({ type: `xstate.error.actor.${id}`, error });
const NETWORK = new AppError('network', 0);
const NOT_FOUND = new AppError('interview.not_found', 404);

const EVENTS: EventCase[] = [
  { type: 'user.answer', answers: [{ id: 's_227', choice: 'absent' }] },
  { type: 'user.back' },
  { type: 'user.finish' },
  { type: 'user.retry' },
  done('loadInterview', ASKING),
  done('loadInterview', ASKED_ONE),
  done('loadInterview', FINISHED),
  done('loadInterview', NO_COMPLAINTS),
  done('loadInterview', STOP),
  done('loadInterview', URGENT),
  failed('loadInterview', NOT_FOUND),
  failed('loadInterview', NETWORK),
  done('sendAnswer', ASKED_ONE),
  done('sendAnswer', STOP),
  done('sendAnswer', NO_QUESTION),
  done('sendAnswer', URGENT),
  failed('sendAnswer', NETWORK),
  done('goBack', ASKING),
  failed('goBack', NETWORK),
  done('finishInterview', FINISHED),
  failed('finishInterview', NETWORK),
];

function invariant(s: AnyMachineSnapshot) {
  const c = s.context as InterviewContext;
  expect(c.id).toBe(ID);
  expect(s.hasTag('busy')).toBe(['loading', 'answering', 'goingBack', 'finishing'].some((v) => s.matches(v)));
  // The result shows a finished interview; asking has an open question.
  if (s.matches('result')) expect(c.interview?.status).toBe('finished');
  if (s.matches('asking') || s.matches('answering')) expect(c.interview?.current_question).not.toBeNull();
  // An error is kept only where the person can see it and act: on the question, or with a retry.
  if (c.error) expect(['asking', 'failed', 'finishFailed'].some((v) => s.matches(v))).toBe(true);
  // Finishing early is offered exactly while urgent advice shows.
  if (s.matches('asking')) expect(s.can({ type: 'user.finish' })).toBe(showsUrgentAdvice(c.interview));
}

/** Where each failure (other than a missing interview) leaves the person, with the error shown. */
const FAILED_IN: Record<string, string> = { loadInterview: 'failed', sendAnswer: 'asking', goBack: 'asking', finishInterview: 'finishFailed' };

function effects(event: EventCase, before: AnyMachineSnapshot, after: AnyMachineSnapshot, run: Run<null>) {
  const a = after.context as InterviewContext;
  if (event.type.startsWith('xstate.error.actor.')) {
    const error = event.error as AppError;
    // A missing interview is its own face; every other failure is kept for the interview's own
    // error card (not the general alert) and a retry.
    if (error.status === 404) {
      expect(after.matches('notFound')).toBe(true);
    } else {
      expect(after.matches(FAILED_IN[event.type.slice('xstate.error.actor.'.length)])).toBe(true);
      expect(a.error).toEqual(error);
    }
    // A failed answer or step back keeps the interview as it was (nothing the person gave is lost).
    if (event.type.endsWith('sendAnswer') || event.type.endsWith('goBack')) expect(a.interview).toEqual((before.context as InterviewContext).interview);
  }
  if (event.type === 'user.answer' && after.matches('answering')) {
    expect(run.invocations.inputs('send answer').at(-1)).toEqual({ id: ID, answers: event.answers });
  }
  if (event.type.startsWith('xstate.done.actor.')) expect(a.interview).toEqual(event.output);
  // Finishing early finishes this interview; refused, it leaves the person on the question.
  if (event.type === 'user.finish') {
    expect(after.matches('finishing')).toBe(showsUrgentAdvice((before.context as InterviewContext).interview));
    if (after.matches('finishing')) expect(run.invocations.inputs('finish interview').at(-1)).toEqual({ id: ID });
  }
}

const TRANSITIONS = [
  'answering: done (send answer) [else] → asking',
  'answering: done (send answer) [should stop] → finishing',
  'answering: error (send answer) → asking',
  'asking: user.answer → answering',
  'asking: user.back [can go back] → goingBack',
  'asking: user.finish [shows urgent advice] → finishing',
  'failed: user.retry → loading',
  'finishFailed: user.retry → finishing',
  'finishing: done (finish interview) → result',
  'finishing: error (finish interview) → finishFailed',
  'goingBack: done (go back) → asking',
  'goingBack: error (go back) → asking',
  'loading: done (load interview) [else] → asking',
  'loading: done (load interview) [has no complaints] → empty',
  'loading: done (load interview) [is finished] → result',
  'loading: done (load interview) [should stop] → finishing',
  'loading: error (load interview) [else] → failed',
  'loading: error (load interview) [is not found] → notFound',
];

describeModelWalk<null, { id: string }>('the interview machine, walked as a model', {
  machine,
  transitions: TRANSITIONS,
  starts: [{ input: { id: ID }, events: EVENTS }],
  world: () => null,
  invariant,
  effects,
  timeout: 120_000,
});
