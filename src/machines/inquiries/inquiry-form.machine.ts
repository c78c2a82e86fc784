import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { CreatedInquiry } from '../../protocol/inquiries';
import { toAppError, type AppError } from '../../protocol/errors';
import { notProvided } from '../not-provided';

/**
 * A patient's question to a clinic (/clinics/{id}/inquiry, SPEC §2 Clinics):
 * 1. The person writes; `user.submit` with empty text (after trimming) does nothing.
 * 2. Sending opens the inquiry (or adds to the open one) with the text as its first message, under
 *    a client id: sending the same text again after a failure is stored once.
 * 3. Success goes to the inquiry's chat ('open chat').
 * 4. A failure keeps the text, shows why (field errors in the form, else the general alert) and
 *    lets the person send again.
 */
export interface InquiryFormContext {
  /** Client ids are `<idSeed>-<n>`: the seed comes with the input, so a replay gives the same ids. */
  idSeed: string;
  attempts: number;
  clinicId: number;
  text: string;
  clientId: string | null;
  error: AppError | null;
}

export type InquiryFormEvent = { type: 'user.submit'; text: string };

export const inquiryFormMachine = setup({
  types: {
    input: {} as { clinicId: number; idSeed: string },
    context: {} as InquiryFormContext,
    events: {} as InquiryFormEvent,
  },
  actors: {
    'open inquiry': fromPromise<CreatedInquiry, { clinicId: number; text: string; clientId: string }>(notProvided('open inquiry')),
  },
  actions: {
    'open chat': notProvided('open chat') as (_: unknown, params: { chatId: string }) => void,
    'report failure': notProvided('report failure') as (_: unknown, params: { error: AppError }) => void,
    // The same text keeps its client id, so a retry after a lost answer is not a second inquiry.
    'take text': assign(({ context }, params: { text: string }) => ({
      text: params.text.trim(),
      ...(context.clientId && context.text === params.text.trim() ? {} : { clientId: `${context.idSeed}-${context.attempts + 1}`, attempts: context.attempts + 1 }),
      error: null,
    })),
    'assign error': assign((_, params: { error: unknown }) => ({ error: toAppError(params.error) })),
  },
  guards: {
    'has text': (_, params: { text: string }) => params.text.trim() !== '',
    'has field errors': (_, params: { error: unknown }) => (toAppError(params.error).errors?.length ?? 0) > 0,
  },
}).createMachine({
  id: 'inquiryForm',
  context: ({ input }) => ({ clinicId: input.clinicId, idSeed: input.idSeed, attempts: 0, text: '', clientId: null, error: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'user.submit': {
          guard: { type: 'has text', params: ({ event }) => ({ text: event.text }) },
          target: 'sending',
          actions: { type: 'take text', params: ({ event }) => ({ text: event.text }) },
        },
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'openInquiry',
        src: 'open inquiry',
        input: ({ context }) => ({ clinicId: context.clinicId, text: context.text, clientId: context.clientId! }),
        onDone: { target: 'sent', actions: { type: 'open chat', params: ({ event }) => ({ chatId: event.output.chat_space.id }) } },
        onError: [
          // Field errors are shown in the form itself.
          {
            guard: { type: 'has field errors', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'editing',
            actions: [
              { type: 'assign error', params: ({ event }) => ({ error: event.error }) },
              { type: 'report failure', params: ({ event }) => ({ error: toAppError(event.error) }) },
            ],
          },
        ],
      },
    },
    sent: { type: 'final' },
  },
});

export type InquiryFormMachine = typeof inquiryFormMachine;
export type InquiryFormActorRef = ActorRefFrom<typeof inquiryFormMachine>;
export type InquiryFormSnapshot = SnapshotFrom<typeof inquiryFormMachine>;
