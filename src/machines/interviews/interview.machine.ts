import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { toAppError, type AppError } from '../../protocol/errors';
import type { EvidenceItem, Interview, TriageLevel } from '../../protocol/interviews';
import { notProvided } from '../not-provided';

/**
 * One symptom-checker interview (/interview/{id}, issue 5), top to bottom:
 * 1. Load the interview. Not found (or not the person's): the not-found face. Another failure:
 *    the error face with a retry.
 * 2. A finished interview shows its result. One without complaints (its start failed half-way)
 *    shows the empty face, which leads back to the start.
 * 3. Asking: one question at a time. An answer is sent; while it is on its way the question stays
 *    (busy). A failure keeps the person on the question with the error, nothing lost.
 * 4. Going back takes the last answer back and opens its question again.
 * 5. When the engine says it has asked enough (should_stop) the interview is finished and the
 *    result shown: the triage first. If finishing fails, a retry.
 * 6. Urgent advice: once the triage is an emergency (an ambulance or the emergency department)
 *    with red flags, the advice shows above the question at once, while the engine may still ask
 *    a few more questions (should_stop stays false). The person may answer them or finish now
 *    (user.finish, allowed only while that advice shows), which goes to step 5's finishing.
 */
export interface InterviewContext {
  id: string;
  interview: Interview | null;
  error: AppError | null;
}

export type InterviewEvent =
  | { type: 'user.answer'; answers: EvidenceItem[] }
  | { type: 'user.back' }
  /** Finish before the engine stops asking: only while urgent advice shows. */
  | { type: 'user.finish' }
  | { type: 'user.retry' };

/** Triage levels whose advice is shown during the interview, as soon as the engine finds a red flag for them. */
const URGENT_LEVELS: readonly TriageLevel[] = ['emergency_ambulance', 'emergency'];

/**
 * Whether the interview's triage is urgent advice to show now (an ambulance or the emergency
 * department, with the red flags that led to it), before the remaining questions are answered.
 */
export const showsUrgentAdvice = (i: Interview | null): boolean => !!i?.triage && i.triage.red_flags.length > 0 && URGENT_LEVELS.includes(i.triage.level);

const hasComplaints = (i: Interview) => i.evidences.some((e) => e.is_initial && e.choice === 'present');

export const interviewMachine = setup({
  types: {
    input: {} as { id: string },
    context: {} as InterviewContext,
    events: {} as InterviewEvent,
  },
  actors: {
    'load interview': fromPromise<Interview, { id: string }>(notProvided('load interview')),
    'send answer': fromPromise<Interview, { id: string; answers: EvidenceItem[] }>(notProvided('send answer')),
    'go back': fromPromise<Interview, { id: string }>(notProvided('go back')),
    'finish interview': fromPromise<Interview, { id: string }>(notProvided('finish interview')),
  },
  actions: {
    'assign interview': assign((_, params: { interview: Interview }) => ({ interview: params.interview, error: null })),
    'assign error': assign((_, params: { error: unknown }) => ({ error: toAppError(params.error) })),
    'clear error': assign({ error: null }),
  },
  guards: {
    'is finished': (_, params: { interview: Interview }) => params.interview.status === 'finished',
    'should stop': (_, params: { interview: Interview }) => params.interview.should_stop || params.interview.current_question === null,
    'has no complaints': (_, params: { interview: Interview }) => !hasComplaints(params.interview),
    'is not found': (_, params: { error: unknown }) => toAppError(params.error).status === 404,
    'can go back': ({ context }) => (context.interview?.question_count ?? 0) > 0,
    'shows urgent advice': ({ context }) => showsUrgentAdvice(context.interview),
  },
}).createMachine({
  id: 'interview',
  context: ({ input }) => ({ id: input.id, interview: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadInterview',
        src: 'load interview',
        input: ({ context }) => ({ id: context.id }),
        onDone: [
          { guard: { type: 'is finished', params: ({ event }) => ({ interview: event.output }) }, target: 'result', actions: { type: 'assign interview', params: ({ event }) => ({ interview: event.output }) } },
          { guard: { type: 'has no complaints', params: ({ event }) => ({ interview: event.output }) }, target: 'empty', actions: { type: 'assign interview', params: ({ event }) => ({ interview: event.output }) } },
          { guard: { type: 'should stop', params: ({ event }) => ({ interview: event.output }) }, target: 'finishing', actions: { type: 'assign interview', params: ({ event }) => ({ interview: event.output }) } },
          { target: 'asking', actions: { type: 'assign interview', params: ({ event }) => ({ interview: event.output }) } },
        ],
        onError: [
          { guard: { type: 'is not found', params: ({ event }) => ({ error: event.error }) }, target: 'notFound' },
          { target: 'failed', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    failed: { on: { 'user.retry': { target: 'loading', actions: 'clear error' } } },
    notFound: {},
    empty: {},
    asking: {
      on: {
        'user.answer': { target: 'answering', actions: 'clear error' },
        'user.back': { guard: 'can go back', target: 'goingBack', actions: 'clear error' },
        'user.finish': { guard: 'shows urgent advice', target: 'finishing', actions: 'clear error' },
      },
    },
    answering: {
      tags: ['busy'],
      invoke: {
        id: 'sendAnswer',
        src: 'send answer',
        input: ({ context, event }) => ({ id: context.id, answers: (event as Extract<InterviewEvent, { type: 'user.answer' }>).answers }),
        onDone: [
          { guard: { type: 'should stop', params: ({ event }) => ({ interview: event.output }) }, target: 'finishing', actions: { type: 'assign interview', params: ({ event }) => ({ interview: event.output }) } },
          { target: 'asking', actions: { type: 'assign interview', params: ({ event }) => ({ interview: event.output }) } },
        ],
        onError: { target: 'asking', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    goingBack: {
      tags: ['busy'],
      invoke: {
        id: 'goBack',
        src: 'go back',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'asking', actions: { type: 'assign interview', params: ({ event }) => ({ interview: event.output }) } },
        onError: { target: 'asking', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    finishing: {
      tags: ['busy'],
      invoke: {
        id: 'finishInterview',
        src: 'finish interview',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'result', actions: { type: 'assign interview', params: ({ event }) => ({ interview: event.output }) } },
        onError: { target: 'finishFailed', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    finishFailed: { on: { 'user.retry': { target: 'finishing', actions: 'clear error' } } },
    result: { type: 'final' },
  },
});

export type InterviewMachine = typeof interviewMachine;
export type InterviewActorRef = ActorRefFrom<typeof interviewMachine>;
export type InterviewSnapshot = SnapshotFrom<typeof interviewMachine>;
