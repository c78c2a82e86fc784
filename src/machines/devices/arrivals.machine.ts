import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { PatientListItem } from '../../protocol/case-schemas';
import type { DeviceRecordArrival } from '../../protocol/device-records';
import { fieldErrors, toAppError, type AppError } from '../../protocol/errors';
import { notProvided } from '../not-provided';

/**
 * Kiosk records that arrived at one clinic, for its operators on /patients (issue 17,
 * src/protocol/device-records.ts). The operator sees when and from which kiosk a record came and
 * whose it became; never its values.
 * 1. The records load, newest first (all, or only the held ones); a failure offers a retry.
 * 2. A held record (its ID number was no patient's) is matched by hand: the search starts with the
 *    ID number the kiosk took, the operator may search by name or number, picks a patient, then
 *    confirms (a wrong match would put one person's measurements in another's record).
 * 3. The server's answer replaces the record in the list. A record someone else matched meanwhile
 *    (409) or that is gone (404) is said so, and closing reloads the list; any other refusal keeps
 *    the operator's choice to try again.
 */
export interface ArrivalsQuery {
  clinicId: number;
  heldOnly: boolean;
}

export interface MatchDraft {
  recordId: string;
  /** The search as last sent. */
  query: string;
  results: PatientListItem[] | null;
  /** The patient picked, waiting for the confirmation. */
  patient: PatientListItem | null;
}

export interface ArrivalsContext extends ArrivalsQuery {
  arrivals: DeviceRecordArrival[] | null;
  /** Why the list could not be loaded. */
  error: AppError | null;
  /** The held record being matched, while the dialog is open. */
  match: MatchDraft | null;
  /** Why the search or the match was refused. */
  matchError: AppError | null;
  /** The record matched last (its confirmation). */
  matched: DeviceRecordArrival | null;
}

export type ArrivalsEvent =
  | { type: 'user.retry' }
  | { type: 'user.refresh' }
  | { type: 'user.filter'; heldOnly: boolean }
  | { type: 'user.startMatch'; id: string }
  | { type: 'user.search'; query: string }
  | { type: 'user.choose'; patient: PatientListItem }
  | { type: 'user.back' }
  | { type: 'user.confirm' }
  | { type: 'user.cancel' };

/** A refusal that means the record is no longer there to match: someone matched it, or it is gone. */
export const recordWentStale = (error: AppError | null): boolean => error?.status === 409 || error?.status === 404;

const searchText = (query: string) => query.trim().replace(/\s+/g, ' ');

export const arrivalsMachine = setup({
  types: {
    input: {} as { clinicId: number; heldOnly?: boolean },
    context: {} as ArrivalsContext,
    events: {} as ArrivalsEvent,
  },
  actors: {
    'load arrivals': fromPromise<DeviceRecordArrival[], ArrivalsQuery>(notProvided('load arrivals')),
    'search patients': fromPromise<PatientListItem[], { query: string }>(notProvided('search patients')),
    'match record': fromPromise<DeviceRecordArrival, { clinicId: number; recordId: string; patientId: string }>(notProvided('match record')),
  },
  actions: {
    'take arrivals': assign((_, params: { arrivals: DeviceRecordArrival[] }) => ({ arrivals: params.arrivals, error: null })),
    'assign filter': assign((_, params: { heldOnly: boolean }) => ({ heldOnly: params.heldOnly, matched: null })),
    'assign error': assign((_, params: { error: unknown }) => ({ error: toAppError(params.error) })),
    'clear error': assign({ error: null }),
    'start match': assign(({ context }, params: { id: string }) => {
      const record = context.arrivals?.find((a) => a.id === params.id);
      return { match: { recordId: params.id, query: searchText(record?.identity?.id_number ?? ''), results: null, patient: null }, matchError: null, matched: null };
    }),
    'assign query': assign(({ context }, params: { query: string }) => ({ match: { ...context.match!, query: searchText(params.query), patient: null }, matchError: null })),
    'take results': assign(({ context }, params: { results: PatientListItem[] }) => ({ match: { ...context.match!, results: params.results } })),
    'choose patient': assign(({ context }, params: { patient: PatientListItem }) => ({ match: { ...context.match!, patient: params.patient }, matchError: null })),
    'forget patient': assign(({ context }) => ({ match: { ...context.match!, patient: null } })),
    'assign match error': assign((_, params: { error: unknown }) => ({ matchError: toAppError(params.error) })),
    'take matched': assign(({ context }, params: { arrival: DeviceRecordArrival }) => ({
      arrivals: (context.arrivals ?? []).flatMap((a) => (a.id !== params.arrival.id ? [a] : context.heldOnly && params.arrival.status !== 'held' ? [] : [params.arrival])),
      matched: params.arrival,
      match: null,
      matchError: null,
    })),
    'forget match': assign({ match: null, matchError: null }),
  },
  guards: {
    'held record': ({ context }, params: { id: string }) => Boolean(context.arrivals?.some((a) => a.id === params.id && a.status === 'held')),
    'has search': (_, params: { query: string }) => searchText(params.query).length > 0,
    'has query': ({ context }) => Boolean(context.match?.query),
    'record went stale': (_, params: { error: unknown }) => recordWentStale(toAppError(params.error)),
  },
}).createMachine({
  id: 'arrivals',
  context: ({ input }) => ({ clinicId: input.clinicId, heldOnly: input.heldOnly ?? false, arrivals: null, error: null, match: null, matchError: null, matched: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadArrivals',
        src: 'load arrivals',
        input: ({ context }) => ({ clinicId: context.clinicId, heldOnly: context.heldOnly }),
        onDone: { target: 'ready', actions: { type: 'take arrivals', params: ({ event }) => ({ arrivals: event.output }) } },
        onError: { target: 'failed', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: {
        'user.retry': { target: 'loading', actions: 'clear error' },
        'user.filter': { target: 'loading', actions: ['clear error', { type: 'assign filter', params: ({ event }) => ({ heldOnly: event.heldOnly }) }] },
      },
    },
    ready: {
      on: {
        'user.refresh': { target: 'loading' },
        'user.filter': { target: 'loading', actions: { type: 'assign filter', params: ({ event }) => ({ heldOnly: event.heldOnly }) } },
        'user.startMatch': { guard: { type: 'held record', params: ({ event }) => ({ id: event.id }) }, target: 'matching', actions: { type: 'start match', params: ({ event }) => ({ id: event.id }) } },
      },
    },
    matching: {
      description: 'The match dialog of one held record.',
      initial: 'starting',
      states: {
        starting: {
          description: 'The search starts with the ID number the kiosk took, when it took one.',
          always: [{ guard: 'has query', target: 'searching' }, { target: 'choosing' }],
        },
        searching: {
          tags: ['busy'],
          invoke: {
            id: 'searchPatients',
            src: 'search patients',
            input: ({ context }) => ({ query: context.match!.query }),
            onDone: { target: 'choosing', actions: { type: 'take results', params: ({ event }) => ({ results: event.output }) } },
            onError: { target: 'choosing', actions: { type: 'assign match error', params: ({ event }) => ({ error: event.error }) } },
          },
          on: { 'user.cancel': { target: '#arrivals.ready', actions: 'forget match' } },
        },
        choosing: {
          on: {
            'user.search': [
              { guard: { type: 'has search', params: ({ event }) => ({ query: event.query }) }, target: 'searching', actions: { type: 'assign query', params: ({ event }) => ({ query: event.query }) } },
              { actions: { type: 'assign match error', params: () => ({ error: fieldErrors([{ path: 'q', code: 'field.required' }]) }) } },
            ],
            'user.choose': { target: 'confirming', actions: { type: 'choose patient', params: ({ event }) => ({ patient: event.patient }) } },
            'user.cancel': { target: '#arrivals.ready', actions: 'forget match' },
          },
        },
        confirming: {
          on: {
            'user.confirm': { target: 'submitting' },
            'user.back': { target: 'choosing', actions: 'forget patient' },
            'user.cancel': { target: '#arrivals.ready', actions: 'forget match' },
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'matchRecord',
            src: 'match record',
            input: ({ context }) => ({ clinicId: context.clinicId, recordId: context.match!.recordId, patientId: context.match!.patient!.id }),
            onDone: { target: '#arrivals.ready', actions: { type: 'take matched', params: ({ event }) => ({ arrival: event.output }) } },
            onError: [
              { guard: { type: 'record went stale', params: ({ event }) => ({ error: event.error }) }, target: 'stale', actions: { type: 'assign match error', params: ({ event }) => ({ error: event.error }) } },
              { target: 'confirming', actions: { type: 'assign match error', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
        stale: {
          description: 'Someone matched the record meanwhile, or it is gone: closing shows the list as it now is.',
          on: { 'user.cancel': { target: '#arrivals.loading', actions: 'forget match' } },
        },
      },
    },
  },
});

export type ArrivalsMachine = typeof arrivalsMachine;
export type ArrivalsActorRef = ActorRefFrom<typeof arrivalsMachine>;
export type ArrivalsSnapshot = SnapshotFrom<typeof arrivalsMachine>;
