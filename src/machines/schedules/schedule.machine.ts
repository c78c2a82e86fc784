import { assign, fromCallback, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ServerPush } from '../../protocol/events';
import { toAppError, type AppError } from '../../protocol/errors';
import type { CancelReason, Schedule, ScheduleAction, ScheduleStatus } from '../../protocol/schedules';
import { notProvided } from '../not-provided';
import { cancelReasonsFor, isNewer, mayAddFile, viewerMay, type Viewer } from './schedule-rules';

/**
 * One appointment as one of its parties sees it (/schedules/{id}), live:
 * 1. Loads it (a 404 is the not-found face: the server answers 404 to anyone who is not a party).
 * 2. Mirrors its status (ready.created … ready.cancelled) by the table of src/protocol/schedules.ts.
 * 3. Takes the person's actions only when the table allows them for the viewer's parties, one at a
 *    time (busy), each sent with the version shown; the answer replaces what is shown. A conflict
 *    (someone changed it meanwhile, `event.conflict`) reloads it and says so; any other refusal
 *    raises the general alert and keeps what is shown.
 * 4. Schedule* pushes about it apply when newer than what is shown; a reconnect reloads it (after
 *    the action under way, if any).
 */
export type ScheduleRequest =
  | { action: 'confirm' | 'activate' | 'complete' | 'ask_interview' }
  | { action: 'cancel'; reason: CancelReason; note?: string }
  | { action: 'reschedule'; start_time: string }
  | { action: 'reassign'; assignee_id: string; start_time?: string }
  | { action: 'bind_interview'; interview_id: string }
  | { action: 'add_file'; file: Blob };

export interface ScheduleInput {
  id: string;
  viewer: Viewer;
}

export interface ScheduleContext {
  id: string;
  viewer: Viewer;
  schedule: Schedule | null;
  error: AppError | null;
  /** The action under way. */
  request: ScheduleRequest | null;
  /** Someone else changed it meanwhile: the last action was not saved and the fresh state is shown. */
  conflict: boolean;
  /** The connection came back during an action: reload after it. */
  stale: boolean;
}

export type SchedulePushEvent =
  | ServerPush<'ScheduleCreated'>
  | ServerPush<'ScheduleGotPending'>
  | ServerPush<'ScheduleActivated'>
  | ServerPush<'ScheduleCompleted'>
  | ServerPush<'ScheduleCancelled'>
  | ServerPush<'ScheduleStartTimeUpdated'>
  | ServerPush<'ScheduleReassigned'>
  | ServerPush<'ScheduleInterviewActivated'>
  | ServerPush<'ScheduleInterviewBound'>
  | ServerPush<'ScheduleInterviewFinished'>
  | ServerPush<'ScheduleFilesUpdated'>;

/** Every push type the appointment screens follow, as machine events. */
export const SCHEDULE_PUSH_EVENTS = [
  'server.ScheduleCreated',
  'server.ScheduleGotPending',
  'server.ScheduleActivated',
  'server.ScheduleCompleted',
  'server.ScheduleCancelled',
  'server.ScheduleStartTimeUpdated',
  'server.ScheduleReassigned',
  'server.ScheduleInterviewActivated',
  'server.ScheduleInterviewBound',
  'server.ScheduleInterviewFinished',
  'server.ScheduleFilesUpdated',
] as const satisfies readonly SchedulePushEvent['type'][];

export type ScheduleEvent =
  | { type: 'user.retry' }
  | { type: 'user.confirm' }
  | { type: 'user.activate' }
  | { type: 'user.complete' }
  | { type: 'user.askInterview' }
  | { type: 'user.cancel'; reason: CancelReason; note?: string }
  | { type: 'user.reschedule'; start_time: string }
  | { type: 'user.reassign'; assignee_id: string; start_time?: string }
  | { type: 'user.bindInterview'; interview_id: string }
  | { type: 'user.addFile'; file: Blob }
  | { type: 'socket.connected' }
  | SchedulePushEvent;

/** The request a person's event asks for. */
function requestOf(event: ScheduleEvent): ScheduleRequest {
  switch (event.type) {
    case 'user.confirm':
      return { action: 'confirm' };
    case 'user.activate':
      return { action: 'activate' };
    case 'user.complete':
      return { action: 'complete' };
    case 'user.askInterview':
      return { action: 'ask_interview' };
    case 'user.cancel':
      return event.note?.trim() ? { action: 'cancel', reason: event.reason, note: event.note.trim() } : { action: 'cancel', reason: event.reason };
    case 'user.reschedule':
      return { action: 'reschedule', start_time: event.start_time };
    case 'user.reassign':
      return event.start_time ? { action: 'reassign', assignee_id: event.assignee_id, start_time: event.start_time } : { action: 'reassign', assignee_id: event.assignee_id };
    case 'user.bindInterview':
      return { action: 'bind_interview', interview_id: event.interview_id };
    case 'user.addFile':
      return { action: 'add_file', file: event.file };
    default:
      throw new Error(`not a request: ${event.type}`);
  }
}

/** Whether the viewer may ask for `request` of the appointment shown. */
export function mayRequest(schedule: Schedule | null, viewer: Viewer, request: ScheduleRequest): boolean {
  if (!schedule) return false;
  switch (request.action) {
    case 'add_file':
      return mayAddFile(schedule, viewer);
    case 'cancel':
      return viewerMay(schedule, viewer, 'cancel') && cancelReasonsFor(schedule, viewer).includes(request.reason);
    case 'reschedule':
      return viewerMay(schedule, viewer, 'reschedule') && !Number.isNaN(Date.parse(request.start_time)) && request.start_time !== schedule.start_time;
    case 'reassign':
      return viewerMay(schedule, viewer, 'reassign') && request.assignee_id !== '' && request.assignee_id !== schedule.assignee_id;
    case 'bind_interview':
      return viewerMay(schedule, viewer, 'bind_interview') && request.interview_id !== '' && request.interview_id !== schedule.interview_id;
    default:
      return viewerMay(schedule, viewer, request.action as ScheduleAction);
  }
}

const USER_EVENTS = [
  'user.confirm',
  'user.activate',
  'user.complete',
  'user.askInterview',
  'user.cancel',
  'user.reschedule',
  'user.reassign',
  'user.bindInterview',
  'user.addFile',
] as const;

const statusState = (status: ScheduleStatus) => ({
  tags: [status],
  always: { guard: { type: 'status is not' as const, params: { status } }, target: '#schedule.ready.routing' },
});

export const scheduleMachine = setup({
  types: {
    input: {} as ScheduleInput,
    context: {} as ScheduleContext,
    events: {} as ScheduleEvent,
  },
  actors: {
    'load schedule': fromPromise<Schedule, { id: string }>(notProvided('load schedule')),
    'send request': fromPromise<Schedule, { id: string; version: number; request: ScheduleRequest }>(notProvided('send request')),
    'live pushes': fromCallback(notProvided('live pushes')),
  },
  actions: {
    'report failure': notProvided('report failure') as (_: unknown, params: { error: AppError }) => void,
    'assign schedule': assign(({ context }, params: { schedule: Schedule; orSame: boolean }) =>
      params.schedule.id === context.id && isNewer(context.schedule, params.schedule, params.orSame) ? { schedule: params.schedule } : {},
    ),
    'assign error': assign((_, params: { error: unknown }) => ({ error: toAppError(params.error) })),
    'assign request': assign((_, params: { request: ScheduleRequest | null }) => ({ request: params.request })),
    'assign conflict': assign((_, params: { conflict: boolean }) => ({ conflict: params.conflict })),
    'assign stale': assign((_, params: { stale: boolean }) => ({ stale: params.stale })),
  },
  guards: {
    'is news': ({ context }, params: { schedule: Schedule }) => params.schedule.id === context.id && isNewer(context.schedule, params.schedule),
    'may request': ({ context }, params: { request: ScheduleRequest }) => mayRequest(context.schedule, context.viewer, params.request),
    'status is': ({ context }, params: { status: ScheduleStatus }) => context.schedule?.status === params.status,
    'status is not': ({ context }, params: { status: ScheduleStatus }) => context.schedule?.status !== params.status,
    'is not found': (_, params: { error: unknown }) => toAppError(params.error).status === 404,
    'is conflict': (_, params: { error: unknown }) => toAppError(params.error).code === 'event.conflict',
    'is stale': ({ context }) => context.stale,
  },
}).createMachine({
  id: 'schedule',
  context: ({ input }) => ({ id: input.id, viewer: input.viewer, schedule: null, error: null, request: null, conflict: false, stale: false }),
  initial: 'loading',
  invoke: { id: 'livePushes', src: 'live pushes' },
  on: Object.fromEntries(
    SCHEDULE_PUSH_EVENTS.map((type) => [
      type,
      {
        guard: { type: 'is news', params: ({ event }: { event: SchedulePushEvent }) => ({ schedule: event.payload }) },
        actions: { type: 'assign schedule', params: ({ event }: { event: SchedulePushEvent }) => ({ schedule: event.payload, orSame: false }) },
      },
    ]),
  ) as never,
  states: {
    loading: {
      tags: ['loading'],
      entry: { type: 'assign stale', params: { stale: false } },
      on: { 'socket.connected': { target: 'loading', reenter: true } },
      invoke: {
        id: 'loadSchedule',
        src: 'load schedule',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'ready', actions: [{ type: 'assign schedule', params: ({ event }) => ({ schedule: event.output, orSame: true }) }, assign({ error: null })] },
        onError: [
          { guard: { type: 'is not found', params: ({ event }) => ({ error: event.error }) }, target: 'notFound', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
          { target: 'failed', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    notFound: {
      tags: ['not found'],
      on: { 'user.retry': 'loading', 'socket.connected': 'loading' },
    },
    failed: {
      tags: ['failed'],
      on: { 'user.retry': 'loading', 'socket.connected': 'loading' },
    },
    ready: {
      initial: 'routing',
      on: {
        'socket.connected': 'loading',
        ...Object.fromEntries(
          USER_EVENTS.map((type) => [
            type,
            {
              guard: { type: 'may request', params: ({ event }: { event: ScheduleEvent }) => ({ request: requestOf(event) }) },
              target: '#schedule.acting',
              actions: [
                { type: 'assign request', params: ({ event }: { event: ScheduleEvent }) => ({ request: requestOf(event) }) },
                { type: 'assign conflict', params: { conflict: false } },
              ],
            },
          ]),
        ),
      } as never,
      states: {
        routing: {
          always: [
            { guard: { type: 'status is', params: { status: 'created' } }, target: 'created' },
            { guard: { type: 'status is', params: { status: 'pending' } }, target: 'pending' },
            { guard: { type: 'status is', params: { status: 'activated' } }, target: 'activated' },
            { guard: { type: 'status is', params: { status: 'completed' } }, target: 'completed' },
            { guard: { type: 'status is', params: { status: 'cancelled' } }, target: 'cancelled' },
          ],
        },
        created: statusState('created'),
        pending: statusState('pending'),
        activated: statusState('activated'),
        completed: statusState('completed'),
        cancelled: statusState('cancelled'),
      },
    },
    acting: {
      tags: ['busy'],
      on: { 'socket.connected': { actions: { type: 'assign stale', params: { stale: true } } } },
      invoke: {
        id: 'sendRequest',
        src: 'send request',
        input: ({ context }) => ({ id: context.id, version: context.schedule!.version, request: context.request! }),
        onDone: [
          {
            guard: 'is stale',
            target: 'loading',
            actions: [{ type: 'assign schedule', params: ({ event }) => ({ schedule: event.output, orSame: true }) }, { type: 'assign request', params: { request: null } }],
          },
          {
            target: 'ready',
            actions: [{ type: 'assign schedule', params: ({ event }) => ({ schedule: event.output, orSame: true }) }, { type: 'assign request', params: { request: null } }],
          },
        ],
        onError: [
          {
            // Someone changed it meanwhile: show it as it now is and say so (no alert: the page says it).
            guard: { type: 'is conflict', params: ({ event }) => ({ error: event.error }) },
            target: 'loading',
            actions: [{ type: 'assign request', params: { request: null } }, { type: 'assign conflict', params: { conflict: true } }],
          },
          {
            guard: 'is stale',
            target: 'loading',
            actions: [{ type: 'report failure', params: ({ event }) => ({ error: toAppError(event.error) }) }, { type: 'assign request', params: { request: null } }],
          },
          {
            target: 'ready',
            actions: [{ type: 'report failure', params: ({ event }) => ({ error: toAppError(event.error) }) }, { type: 'assign request', params: { request: null } }],
          },
        ],
      },
    },
  },
});

export type ScheduleMachine = typeof scheduleMachine;
export type ScheduleActorRef = ActorRefFrom<typeof scheduleMachine>;
export type ScheduleSnapshot = SnapshotFrom<typeof scheduleMachine>;
