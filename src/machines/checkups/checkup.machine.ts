import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Checkup } from '../../protocol/checkups';
import type { Localized } from '../../protocol/common';
import { toAppError, type AppError } from '../../protocol/errors';
import { notProvided } from '../not-provided';

/**
 * One checkup (/p/checkup/{id}, issue 17), for the patient or a doctor who treats them:
 * 1. Load the checkup of the address (for a viewer who is not the patient, with the patient's
 *    name, so a doctor sees whose values these are).
 * 2. A 404 (no such checkup, or not the viewer's to see) is the "no such checkup" face, no alert;
 *    any other failure is the error face with a retry (not the general alert as well).
 * 3. The patient (only the patient) may start a symptom-checker interview carrying the checkup:
 *    once the server has created it, its page opens; a failure keeps the checkup shown, says why
 *    and lets the patient try again.
 * 4. Another address (a link from one checkup to another) loads that one.
 */
export interface CheckupPage {
  checkup: Checkup;
  /** Whose checkup it is, for a viewer who is not the patient (null for the patient, or unknown). */
  patient: { firstname: Localized; lastname: Localized } | null;
}

export interface CheckupContext {
  id: string;
  viewerId: string;
  page: CheckupPage | null;
  error: AppError | null;
  /** Why starting an interview failed (the checkup stays shown). */
  startError: AppError | null;
}

export type CheckupEvent = { type: 'route.changed'; id: string } | { type: 'user.retry' } | { type: 'user.startInterview' };

export const checkupMachine = setup({
  types: {
    input: {} as { id: string; viewerId: string },
    context: {} as CheckupContext,
    events: {} as CheckupEvent,
  },
  actors: {
    'load checkup': fromPromise<CheckupPage, { id: string; viewerId: string }>(notProvided('load checkup')),
    'start interview': fromPromise<{ id: string }, { id: string }>(notProvided('start interview')),
  },
  actions: {
    'open interview': notProvided('open interview') as (_: unknown, params: { id: string }) => void,
    'assign page': assign((_, params: { page: CheckupPage }) => ({ page: params.page, error: null, startError: null })),
    'assign error': assign((_, params: { error: unknown }) => ({ error: toAppError(params.error) })),
    'assign start error': assign((_, params: { error: unknown }) => ({ startError: toAppError(params.error) })),
    'clear start error': assign({ startError: null }),
    'assign id': assign((_, params: { id: string }) => ({ id: params.id, page: null, error: null, startError: null })),
  },
  guards: {
    'is not found': (_, params: { error: unknown }) => toAppError(params.error).status === 404,
    'is same checkup': ({ context }, params: { id: string }) => context.id === params.id,
    'is the patient': ({ context }) => context.page !== null && context.page.checkup.patient_id === context.viewerId,
  },
}).createMachine({
  id: 'checkup',
  context: ({ input }) => ({ id: input.id, viewerId: input.viewerId, page: null, error: null, startError: null }),
  initial: 'loading',
  on: {
    'route.changed': [
      { guard: { type: 'is same checkup', params: ({ event }) => ({ id: event.id }) } },
      { target: '.loading', reenter: true, actions: { type: 'assign id', params: ({ event }) => ({ id: event.id }) } },
    ],
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadCheckup',
        src: 'load checkup',
        input: ({ context }) => ({ id: context.id, viewerId: context.viewerId }),
        onDone: { target: 'loaded', actions: { type: 'assign page', params: ({ event }) => ({ page: event.output }) } },
        onError: [
          {
            guard: { type: 'is not found', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
            actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'failed',
            actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    loaded: {
      initial: 'idle',
      tags: ['content'],
      states: {
        idle: {
          on: { 'user.startInterview': { guard: 'is the patient', target: 'starting', actions: 'clear start error' } },
        },
        starting: {
          description: 'The server creates the interview with the checkup and its abnormal findings as evidence.',
          tags: ['starting'],
          invoke: {
            id: 'startInterview',
            src: 'start interview',
            input: ({ context }) => ({ id: context.id }),
            onDone: { target: 'idle', actions: { type: 'open interview', params: ({ event }) => ({ id: event.output.id }) } },
            onError: {
              target: 'idle',
              actions: { type: 'assign start error', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    notFound: {
      description: 'No such checkup, or not the viewer\'s to see (404): the same friendly card either way.',
      tags: ['not found'],
    },
    failed: {
      tags: ['failed'],
      on: { 'user.retry': 'loading' },
    },
  },
});

export type CheckupMachine = typeof checkupMachine;
export type CheckupActorRef = ActorRefFrom<typeof checkupMachine>;
export type CheckupSnapshot = SnapshotFrom<typeof checkupMachine>;
