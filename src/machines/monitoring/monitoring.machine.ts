import { assign, fromCallback, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Localized } from '../../protocol/common';
import { isCritical } from '../../protocol/checkups';
import { AppError, toAppError } from '../../protocol/errors';
import type { Notification } from '../../protocol/notifications';
import { isLogTypeKey, LOG_SPANS, type LogSpan, type LogTypeKey, type PatientLogItem } from '../../protocol/patient-log';
import { notProvided } from '../not-provided';
import { addReadingMachine, type AddReadingInput } from './add-reading.machine';

/**
 * The health log on /p/monitoring (issue 17):
 * 1. The log loads (every type, a year back) with whose it is: the person's own, or, for a doctor,
 *    their patient's (`patientId`, whose name and age the page shows). A failure offers a retry.
 * 2. The person chooses a type (the URL's `?type=` preselects one) and a span (week, month, year).
 * 3. Adding a reading runs the add-reading machine; a saved reading loads the log again, and a
 *    critical one the patient wrote keeps its advice on screen until dismissed.
 * 4. A NotificationCreated push about this person's log or checkups, or a reconnect, loads the
 *    log again quietly (what is shown stays until the new answer arrives).
 * 5. The person deletes a reading they wrote; the log loads again.
 */
export interface LogOwner {
  id: string;
  firstname: Localized;
  lastname: Localized;
  birthdate: string | null;
  gender: 'male' | 'female' | null;
}

export interface MonitoringInput {
  /** A doctor's patient (`?patient=`); null: the person's own log. */
  patientId: string | null;
  /** The person themselves (their own log's owner). */
  self: LogOwner;
  /** `?type=` of the URL, when it names a type. */
  type: string | null;
}

export interface MonitoringContext {
  patientId: string | null;
  owner: LogOwner | null;
  self: LogOwner;
  items: PatientLogItem[];
  type: LogTypeKey;
  span: LogSpan;
  error: AppError | null;
  /** A critical reading the person just added (its advice is shown). */
  critical: PatientLogItem | null;
  /** The last delete's failure. */
  deleteError: AppError | null;
  /** When the log was last loaded (ISO); the charts' spans end then. */
  loadedAt: string | null;
}

export type MonitoringEvent =
  | { type: 'user.retry' }
  | { type: 'user.chooseType'; logType: LogTypeKey }
  | { type: 'user.chooseSpan'; span: LogSpan }
  | { type: 'user.openAdd'; now: string }
  | { type: 'user.delete'; id: string }
  | { type: 'user.dismissAdvice' }
  | { type: 'server.NotificationCreated'; payload: Notification }
  | { type: 'socket.connected' };

export interface LoadedLog {
  items: PatientLogItem[];
  owner: LogOwner;
  /** When it was loaded (ISO): the charts' spans end then. */
  at: string;
}

const isSpan = (s: string): s is LogSpan => (LOG_SPANS as readonly string[]).includes(s);

export const monitoringMachine = setup({
  types: {
    input: {} as MonitoringInput,
    context: {} as MonitoringContext,
    events: {} as MonitoringEvent,
  },
  actors: {
    'load log': fromPromise<LoadedLog, { patientId: string | null; self: LogOwner }>(notProvided('load log')),
    'delete reading': fromPromise<unknown, { id: string }>(notProvided('delete reading')),
    /** Forwards the pushes that may change the log (NotificationCreated, socket.connected). */
    'watch log': fromCallback<MonitoringEvent>(() => () => {}),
    'add reading': addReadingMachine,
  },
  actions: {
    'take log': assign((_, params: LoadedLog) => ({ items: params.items, owner: params.owner, loadedAt: params.at, error: null })),
    'assign error': assign((_, params: { error: unknown }) => ({ error: toAppError(params.error) })),
    'assign delete error': assign((_, params: { error: unknown }) => ({ deleteError: toAppError(params.error) })),
    'take added': assign(({ context }, params: { item: PatientLogItem | null }) => ({
      // Advice is for the patient; a doctor writing for them knows what to do.
      critical: context.patientId === null && params.item && isCritical(params.item.mark) ? params.item : null,
      type: params.item?.type ?? context.type,
    })),
  },
  guards: {
    'is about this log': ({ context }, params: { n: Notification }) => {
      const patientId = (params.n.entity as { patient_id?: unknown }).patient_id;
      if (params.n.entity_type !== 'patient_log' && params.n.entity_type !== 'checkup') return false;
      // The patient's own checkup notices may not name them: they are theirs.
      return patientId === (context.patientId ?? context.self.id) || (patientId === undefined && context.patientId === null);
    },
    'was saved': (_, params: { item: PatientLogItem | null }) => params.item !== null,
    'is a span': (_, params: { span: string }) => isSpan(params.span),
  },
}).createMachine({
  id: 'monitoring',
  context: ({ input }) => ({
    patientId: input.patientId,
    owner: null,
    self: input.self,
    items: [],
    type: input.type && isLogTypeKey(input.type) ? input.type : 'blood_pressure',
    span: 'month',
    error: null,
    critical: null,
    deleteError: null,
    loadedAt: null,
  }),
  initial: 'loading',
  on: {
    'user.chooseType': { actions: assign({ type: ({ event }) => event.logType }) },
    'user.chooseSpan': { guard: { type: 'is a span', params: ({ event }) => ({ span: event.span }) }, actions: assign({ span: ({ event }) => event.span }) },
    'user.dismissAdvice': { actions: assign({ critical: null }) },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadLog',
        src: 'load log',
        input: ({ context }) => ({ patientId: context.patientId, self: context.self }),
        onDone: { target: 'ready', actions: { type: 'take log', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { 'user.retry': 'loading' },
    },
    ready: {
      invoke: { id: 'watchLog', src: 'watch log' },
      initial: 'idle',
      on: {
        'server.NotificationCreated': { guard: { type: 'is about this log', params: ({ event }) => ({ n: event.payload }) }, target: '.refreshing' },
        'socket.connected': '.refreshing',
      },
      states: {
        idle: {
          on: {
            'user.openAdd': 'adding',
            'user.delete': 'deleting',
          },
        },
        refreshing: {
          description: 'Loads the log again quietly: what is shown stays until the answer arrives; a failure keeps it.',
          invoke: {
            id: 'refreshLog',
            src: 'load log',
            input: ({ context }) => ({ patientId: context.patientId, self: context.self }),
            onDone: { target: 'idle', actions: { type: 'take log', params: ({ event }) => event.output } },
            onError: 'idle',
          },
          on: { 'user.openAdd': 'adding', 'user.delete': 'deleting' },
        },
        adding: {
          tags: ['adding'],
          invoke: {
            id: 'addReading',
            src: 'add reading',
            input: ({ context, event }): AddReadingInput => {
              const last = [...context.items].reverse().find((i) => i.type === context.type && i.checkup_id === null) ?? null;
              return { type: context.type, patientId: context.patientId, last: last?.value ?? null, now: (event as Extract<MonitoringEvent, { type: 'user.openAdd' }>).now };
            },
            onDone: [
              { guard: { type: 'was saved', params: ({ event }) => ({ item: event.output }) }, target: 'refreshing', actions: { type: 'take added', params: ({ event }) => ({ item: event.output }) } },
              { target: 'idle' },
            ],
          },
          on: {
            // The form stays open; the log is loaded again after it closes.
            'server.NotificationCreated': {},
            'socket.connected': {},
          },
        },
        deleting: {
          tags: ['busy'],
          entry: assign({ deleteError: null }),
          invoke: {
            id: 'deleteReading',
            src: 'delete reading',
            input: ({ event }) => ({ id: (event as Extract<MonitoringEvent, { type: 'user.delete' }>).id }),
            onDone: 'refreshing',
            onError: { target: 'idle', actions: { type: 'assign delete error', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});

export type MonitoringMachine = typeof monitoringMachine;
export type MonitoringActorRef = ActorRefFrom<typeof monitoringMachine>;
export type MonitoringSnapshot = SnapshotFrom<typeof monitoringMachine>;
