import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { toAppError, type AppError } from '../../protocol/errors';
import { REPORT_TEXT_MAX, type CreatedReport, type ReportDestinations } from '../../protocol/reports';
import { notProvided } from '../not-provided';

/**
 * A problem report from the side menu's "Report a problem" dialog (issue 14):
 * 1. Load where the person may send it (`GET /api/reports/destinations`); a failure shows the
 *    error face with a retry; no clinic at all says so (nothing to send to).
 * 2. The person writes the text (1..REPORT_TEXT_MAX characters after trimming), chooses the
 *    clinic (it starts on the suggested one, or the only one), and may tick the consent to attach
 *    the session's log; the consent starts unticked, always.
 * 3. Send (`POST /api/reports`): the provided 'send report' attaches the log only when `consent`
 *    is true (the log never enters the machine: it would be recorded into itself).
 * 4. Success is the confirmation with the report's time (from the server: no clock here).
 *    Failure keeps everything typed, shows the coded error and lets the person send again.
 */
export interface ReportFormContext {
  clinics: ReportDestinations['clinics'];
  clinicId: number | null;
  text: string;
  consent: boolean;
  error: AppError | null;
  /** The server's answer once the report is in. */
  sent: CreatedReport | null;
}

/** What 'send report' is given: the trimmed text, the clinic and whether to attach the log. */
export interface SendReportInput {
  text: string;
  clinic_id: number;
  consent: boolean;
}

export type ReportFormEvent =
  | { type: 'user.retry' }
  | { type: 'user.changeText'; text: string }
  | { type: 'user.pickClinic'; clinicId: number }
  | { type: 'user.setConsent'; consent: boolean }
  | { type: 'user.submit' };

/** True when the trimmed text is one that can be sent (not blank, not too long). */
export const isSendableText = (text: string) => {
  const trimmed = text.trim();
  return trimmed.length > 0 && trimmed.length <= REPORT_TEXT_MAX;
};

/** The clinic a form starts on: the suggested one if it is offered, else the only one, else none. */
export function initialClinic(d: ReportDestinations): number | null {
  if (d.suggested !== null && d.clinics.some((c) => c.id === d.suggested)) return d.suggested;
  return d.clinics.length === 1 ? d.clinics[0].id : null;
}

/** What the person can do while the form is shown (also after a failed send). */
const EDITS = {
  'user.changeText': { actions: { type: 'take text', params: ({ event }: { event: { text: string } }) => ({ text: event.text }) } },
  'user.pickClinic': {
    guard: { type: 'is destination', params: ({ event }: { event: { clinicId: number } }) => ({ clinicId: event.clinicId }) },
    actions: { type: 'take clinic', params: ({ event }: { event: { clinicId: number } }) => ({ clinicId: event.clinicId }) },
  },
  'user.setConsent': { actions: { type: 'take consent', params: ({ event }: { event: { consent: boolean } }) => ({ consent: event.consent }) } },
  'user.submit': { guard: 'can send', target: 'sending', actions: 'clear error' },
} as const;

export const reportFormMachine = setup({
  types: {
    context: {} as ReportFormContext,
    events: {} as ReportFormEvent,
  },
  actors: {
    'load destinations': fromPromise<ReportDestinations>(notProvided('load destinations')),
    'send report': fromPromise<CreatedReport, SendReportInput>(notProvided('send report')),
  },
  actions: {
    'take destinations': assign((_, params: { destinations: ReportDestinations }) => ({
      clinics: params.destinations.clinics,
      clinicId: initialClinic(params.destinations),
      error: null,
    })),
    'take text': assign((_, params: { text: string }) => ({ text: params.text })),
    'take clinic': assign((_, params: { clinicId: number }) => ({ clinicId: params.clinicId })),
    'take consent': assign((_, params: { consent: boolean }) => ({ consent: params.consent })),
    'take answer': assign((_, params: { sent: CreatedReport }) => ({ sent: params.sent, error: null })),
    'assign error': assign((_, params: { error: unknown }) => ({ error: toAppError(params.error) })),
    'clear error': assign({ error: null }),
  },
  guards: {
    'has no destinations': (_, params: { destinations: ReportDestinations }) => params.destinations.clinics.length === 0,
    'is destination': ({ context }, params: { clinicId: number }) => context.clinics.some((c) => c.id === params.clinicId),
    'can send': ({ context }) => isSendableText(context.text) && context.clinicId !== null,
  },
}).createMachine({
  id: 'reportForm',
  context: { clinics: [], clinicId: null, text: '', consent: false, error: null, sent: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadDestinations',
        src: 'load destinations',
        onDone: [
          { guard: { type: 'has no destinations', params: ({ event }) => ({ destinations: event.output }) }, target: 'noDestinations' },
          { target: 'editing', actions: { type: 'take destinations', params: ({ event }) => ({ destinations: event.output }) } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: {
      description: 'The destinations could not be loaded: the error face with a retry.',
      tags: ['load failed'],
      on: { 'user.retry': { target: 'loading', actions: 'clear error' } },
    },
    noDestinations: {
      description: 'There is no clinic this person could send a report to: the dialog says so.',
      tags: ['no destinations'],
    },
    editing: {
      tags: ['form'],
      on: EDITS,
    },
    sending: {
      tags: ['form', 'busy'],
      invoke: {
        id: 'sendReport',
        src: 'send report',
        input: ({ context }) => ({ text: context.text.trim(), clinic_id: context.clinicId!, consent: context.consent }),
        onDone: { target: 'sent', actions: { type: 'take answer', params: ({ event }) => ({ sent: event.output }) } },
        onError: { target: 'failed', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      description: 'The report did not go: the coded error shows above the form, which keeps everything typed; sending again is possible.',
      tags: ['form', 'failed'],
      on: EDITS,
    },
    sent: {
      description: 'The report is in: the confirmation with its time.',
      tags: ['sent'],
      type: 'final',
    },
  },
});

export type ReportFormMachine = typeof reportFormMachine;
export type ReportFormActorRef = ActorRefFrom<typeof reportFormMachine>;
export type ReportFormSnapshot = SnapshotFrom<typeof reportFormMachine>;
