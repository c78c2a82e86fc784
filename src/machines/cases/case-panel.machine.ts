import { assign, fromCallback, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { CaseListItem } from '../../protocol/case-schemas';
import { caseListItem, newestCasesFirst, type Case, type CaseStatus } from '../../protocol/cases';
import { toAppError, type AppError } from '../../protocol/errors';
import type { ServerPush } from '../../protocol/events';
import { notProvided } from '../not-provided';

/**
 * The case panel beside a patient–doctor chat, for the doctor (SPEC §2 "Case panel"):
 * 1. Loads the cases of the chat's patient the doctor may read (the server filters), as tabs,
 *    newest first; the newest is selected until the doctor picks another.
 * 2. "New case" opens one for the patient. Each attempt carries a client id, kept until it
 *    succeeds, so trying again after a lost answer never opens two cases.
 * 3. A case created for the panel's patient and doctor (PatientCaseCreated: by this panel, another
 *    tab, or an appointment activated) opens its tab live and selects it; a case completed or
 *    cancelled updates its tab.
 * 4. A reconnect loads the tabs again quietly. A new case pushed while tabs load is kept beside the
 *    answer (which may have been read before it existed) and the tabs load once more after.
 * What each tab shows is one case actor the view starts for the selected tab (./case.machine.ts).
 */
export interface CasePanelInput {
  patientId: string;
  doctorId: string;
}

export interface CasePanelContext {
  patientId: string;
  doctorId: string;
  /** The tabs, newest first. */
  cases: CaseListItem[];
  selected: string | null;
  error: AppError | null;
  /** The client id of the open attempt under way (kept after a failure for the next try). */
  clientId: string | null;
  /** A case arrived while the tabs loaded: load them again once this load is done. */
  stale: boolean;
}

export type CasePanelEvent =
  | { type: 'user.retry' }
  | { type: 'user.select'; id: string }
  /** `clientId`: a fresh id for this attempt, used unless an earlier attempt is still to be repeated. */
  | { type: 'user.openCase'; clientId: string }
  | { type: 'socket.connected' }
  | ServerPush<'PatientCaseCreated'>
  | ServerPush<'PatientCaseCompleted'>
  | ServerPush<'PatientCaseCancelled'>;

/** The pushes the panel follows (besides what each tab's case actor follows). */
export const CASE_PANEL_PUSH_EVENTS = ['server.PatientCaseCreated', 'server.PatientCaseCompleted', 'server.PatientCaseCancelled'] as const satisfies readonly CasePanelEvent['type'][];

const withTab = (cases: CaseListItem[], item: CaseListItem) => newestCasesFirst([...cases.filter((c) => c.id !== item.id), item]);

const addTab = {
  guard: { type: 'is for this panel' as const, params: ({ event }: { event: ServerPush<'PatientCaseCreated'> }) => ({ case: event.payload.case }) },
  actions: { type: 'add tab' as const, params: ({ event }: { event: ServerPush<'PatientCaseCreated'> }) => ({ case: event.payload.case }) },
};
/** While tabs load: the answer may miss the new case, so they load again after. */
const addTabWhileLoading = { ...addTab, actions: [addTab.actions, { type: 'assign stale' as const, params: { stale: true } }] };

const takeCases = {
  type: 'take cases' as const,
  params: ({ event }: { event: { output: CaseListItem[] } }) => ({ cases: event.output }),
};

export const casePanelMachine = setup({
  types: {
    input: {} as CasePanelInput,
    context: {} as CasePanelContext,
    events: {} as CasePanelEvent,
  },
  actors: {
    'load cases': fromPromise<CaseListItem[], { patientId: string }>(notProvided('load cases')),
    'open case': fromPromise<Case, { patientId: string; clientId: string }>(notProvided('open case')),
    'live pushes': fromCallback(notProvided('live pushes')),
  },
  actions: {
    'report failure': notProvided('report failure') as (_: unknown, params: { error: AppError }) => void,
    // The answer is the list; while stale, tabs added live that it misses stay until the next load.
    'take cases': assign(({ context }, params: { cases: CaseListItem[] }) => {
      const cases = newestCasesFirst(context.stale ? [...params.cases, ...context.cases.filter((c) => !params.cases.some((a) => a.id === c.id))] : params.cases);
      const selected = cases.some((c) => c.id === context.selected) ? context.selected : (cases[0]?.id ?? null);
      return { cases, selected, error: null };
    }),
    'add tab': assign(({ context }, params: { case: Case }) => ({ cases: withTab(context.cases, caseListItem(params.case)), selected: params.case.id })),
    'set tab status': assign(({ context }, params: { id: string; status: CaseStatus; at: string }) => ({
      cases: context.cases.map((c) => (c.id === params.id ? { ...c, status: params.status, closed_at: params.at, updated_at: params.at } : c)),
    })),
    select: assign((_, params: { id: string }) => ({ selected: params.id })),
    'start attempt': assign(({ context }, params: { clientId: string }) => ({ clientId: context.clientId ?? params.clientId })),
    'end attempt': assign({ clientId: null }),
    'assign error': assign((_, params: { error: unknown }) => ({ error: toAppError(params.error) })),
    'assign stale': assign((_, params: { stale: boolean }) => ({ stale: params.stale })),
  },
  guards: {
    'is for this panel': ({ context }, params: { case: Case }) => params.case.patient_id === context.patientId && params.case.assignee_id === context.doctorId,
    'is a tab': ({ context }, params: { id: string }) => context.cases.some((c) => c.id === params.id),
    'is stale': ({ context }) => context.stale,
  },
}).createMachine({
  id: 'casePanel',
  context: ({ input }) => ({ patientId: input.patientId, doctorId: input.doctorId, cases: [], selected: null, error: null, clientId: null, stale: false }),
  initial: 'loading',
  invoke: { id: 'livePushes', src: 'live pushes' },
  on: {
    'server.PatientCaseCreated': addTab,
    'server.PatientCaseCompleted': {
      guard: { type: 'is a tab', params: ({ event }) => ({ id: event.payload.case_id }) },
      actions: { type: 'set tab status', params: ({ event }) => ({ id: event.payload.case_id, status: 'completed' as const, at: event.payload.at }) },
    },
    'server.PatientCaseCancelled': {
      guard: { type: 'is a tab', params: ({ event }) => ({ id: event.payload.case_id }) },
      actions: { type: 'set tab status', params: ({ event }) => ({ id: event.payload.case_id, status: 'cancelled' as const, at: event.payload.at }) },
    },
  },
  states: {
    loading: {
      tags: ['loading'],
      entry: { type: 'assign stale', params: { stale: false } },
      on: { 'server.PatientCaseCreated': addTabWhileLoading, 'socket.connected': { target: 'loading', reenter: true } },
      invoke: {
        id: 'loadCases',
        src: 'load cases',
        input: ({ context }) => ({ patientId: context.patientId }),
        onDone: { target: 'ready', actions: takeCases },
        onError: { target: 'failed', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      tags: ['failed'],
      on: { 'user.retry': 'loading', 'socket.connected': 'loading' },
    },
    ready: {
      tags: ['ready'],
      initial: 'idle',
      on: {
        'user.select': { guard: { type: 'is a tab', params: ({ event }) => ({ id: event.id }) }, actions: { type: 'select', params: ({ event }) => ({ id: event.id }) } },
        'socket.connected': { actions: { type: 'assign stale', params: { stale: true } } },
      },
      states: {
        idle: {
          always: { guard: 'is stale', target: 'reloading' },
          on: { 'user.openCase': { target: 'opening', actions: { type: 'start attempt', params: ({ event }) => ({ clientId: event.clientId }) } } },
        },
        opening: {
          tags: ['opening'],
          invoke: {
            id: 'openCase',
            src: 'open case',
            input: ({ context }) => ({ patientId: context.patientId, clientId: context.clientId! }),
            onDone: { target: 'idle', actions: [{ type: 'add tab', params: ({ event }) => ({ case: event.output }) }, 'end attempt'] },
            onError: { target: 'idle', actions: { type: 'report failure', params: ({ event }) => ({ error: toAppError(event.error) }) } },
          },
        },
        reloading: {
          description: 'Loading the tabs again quietly (after a reconnect): the tabs stay; a failure keeps them.',
          tags: ['refreshing'],
          entry: { type: 'assign stale', params: { stale: false } },
          on: { 'server.PatientCaseCreated': addTabWhileLoading },
          invoke: {
            id: 'reloadCases',
            src: 'load cases',
            input: ({ context }) => ({ patientId: context.patientId }),
            onDone: { target: 'idle', actions: takeCases },
            onError: { target: 'idle' },
          },
        },
      },
    },
  },
});

export type CasePanelMachine = typeof casePanelMachine;
export type CasePanelActorRef = ActorRefFrom<typeof casePanelMachine>;
export type CasePanelSnapshot = SnapshotFrom<typeof casePanelMachine>;
