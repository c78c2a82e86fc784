import { assign, fromCallback, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { toAppError, type AppError } from '../../protocol/errors';
import type { Schedule } from '../../protocol/schedules';
import { notProvided } from '../not-provided';
import { SCHEDULE_PUSH_EVENTS, type SchedulePushEvent } from './schedule.machine';
import { applyToList, matchesQuery, sortByStart, viewerMay, type ScheduleQuery, type SeenVersions, type Viewer } from './schedule-rules';

/**
 * A range of appointments (a doctor's day or week, a clinic's day, an upcoming list), live:
 * 1. Loads the appointments the query asks for (GET /api/schedules); a new query (another day,
 *    another filter) loads again, the request for the old one dropped.
 * 2. Schedule* pushes insert, update or remove an appointment as the query now shows it (an
 *    activated or completed one leaves the upcoming list, SPEC §4); a push never brings back an
 *    older state than one already seen. Pushes that come while the list loads are applied over its
 *    answer. Every reconnect loads again.
 * 3. The clinic side confirms a booking from the list (`user.confirm`), one at a time, when the
 *    table allows it for the viewer; the answer updates the list at once. A refusal raises the
 *    alert and reloads.
 */
export interface ScheduleListInput {
  query: ScheduleQuery;
  viewer: Viewer;
}

export interface ScheduleListContext {
  query: ScheduleQuery;
  viewer: Viewer;
  items: Schedule[];
  seen: SeenVersions;
  /** Pushes that arrived while the list was loading, applied over its answer. */
  pushed: Schedule[];
  error: AppError | null;
  /** The appointment an action is running for. */
  acting: string | null;
  /** The connection came back during an action: load again after it. */
  stale: boolean;
}

export type ScheduleListEvent =
  | { type: 'user.retry' }
  | { type: 'user.query'; query: ScheduleQuery }
  | { type: 'user.confirm'; id: string }
  | { type: 'socket.connected' }
  | SchedulePushEvent;

/**
 * The list a load's answer gives: each appointment the answer or a push held meanwhile names, as
 * the latest word about it says (the answer, a held push, or what the list already showed), never
 * older than a version already seen; those the query shows. An appointment the answer leaves out
 * and no push named is gone (the server no longer shows it to this person).
 */
export function mergeLoaded(answer: Schedule[], pushed: Schedule[], seen: SeenVersions, query: ScheduleQuery, shown: Schedule[] = []): { items: Schedule[]; seen: SeenVersions } {
  const named = new Set([...answer, ...pushed].map((s) => s.id));
  const latest = new Map<string, Schedule>();
  for (const s of [...shown.filter((i) => named.has(i.id)), ...answer, ...pushed]) {
    const known = latest.get(s.id);
    if (!known || s.version >= known.version) latest.set(s.id, s);
  }
  const next: SeenVersions = { ...seen };
  const items: Schedule[] = [];
  for (const s of latest.values()) {
    if ((seen[s.id] ?? 0) > s.version) continue;
    next[s.id] = s.version;
    if (matchesQuery(s, query)) items.push(s);
  }
  return { items: sortByStart(items), seen: next };
}

export const scheduleListMachine = setup({
  types: {
    input: {} as ScheduleListInput,
    context: {} as ScheduleListContext,
    events: {} as ScheduleListEvent,
  },
  actors: {
    'load schedules': fromPromise<Schedule[], ScheduleQuery>(notProvided('load schedules')),
    'confirm schedule': fromPromise<Schedule, { id: string; version: number }>(notProvided('confirm schedule')),
    'live pushes': fromCallback(notProvided('live pushes')),
  },
  actions: {
    'report failure': notProvided('report failure') as (_: unknown, params: { error: AppError }) => void,
    'assign list': assign(({ context }, params: { items: Schedule[] }) => ({ ...mergeLoaded(params.items, context.pushed, context.seen, context.query, context.items), pushed: [], error: null })),
    'assign error': assign((_, params: { error: unknown }) => ({ error: toAppError(params.error) })),
    apply: assign(({ context }, params: { schedule: Schedule; orSame: boolean }) => applyToList(context.items, context.seen, params.schedule, context.query, params.orSame)),
    'hold push': assign(({ context }, params: { schedule: Schedule }) => ({ pushed: [...context.pushed, params.schedule] })),
    'assign query': assign((_, params: { query: ScheduleQuery }) => ({ query: params.query, items: [], pushed: [], error: null, acting: null, stale: false })),
    'assign acting': assign((_, params: { id: string | null }) => ({ acting: params.id })),
    'assign stale': assign((_, params: { stale: boolean }) => ({ stale: params.stale })),
  },
  guards: {
    'may confirm': ({ context }, params: { id: string }) => context.items.some((s) => s.id === params.id && viewerMay(s, context.viewer, 'confirm')),
    'is stale': ({ context }) => context.stale,
  },
}).createMachine({
  id: 'scheduleList',
  context: ({ input }) => ({ query: input.query, viewer: input.viewer, items: [], seen: {}, pushed: [], error: null, acting: null, stale: false }),
  initial: 'loading',
  invoke: { id: 'livePushes', src: 'live pushes' },
  on: {
    ...Object.fromEntries(
      SCHEDULE_PUSH_EVENTS.map((type) => [type, { actions: { type: 'apply', params: ({ event }: { event: SchedulePushEvent }) => ({ schedule: event.payload, orSame: false }) } }]),
    ),
    'user.query': { target: '.loading', reenter: true, actions: { type: 'assign query', params: ({ event }: { event: { query: ScheduleQuery } }) => ({ query: event.query }) } },
  } as never,
  states: {
    loading: {
      tags: ['loading'],
      entry: { type: 'assign stale', params: { stale: false } },
      on: {
        'socket.connected': { target: 'loading', reenter: true, actions: assign({ pushed: [] }) },
        ...Object.fromEntries(
          SCHEDULE_PUSH_EVENTS.map((type) => [
            type,
            {
              actions: [
                { type: 'apply', params: ({ event }: { event: SchedulePushEvent }) => ({ schedule: event.payload, orSame: false }) },
                { type: 'hold push', params: ({ event }: { event: SchedulePushEvent }) => ({ schedule: event.payload }) },
              ],
            },
          ]),
        ),
      } as never,
      invoke: {
        id: 'loadSchedules',
        src: 'load schedules',
        input: ({ context }) => context.query,
        onDone: { target: 'ready', actions: { type: 'assign list', params: ({ event }) => ({ items: event.output }) } },
        onError: { target: 'failed', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      tags: ['failed'],
      on: { 'user.retry': 'loading', 'socket.connected': 'loading' },
    },
    ready: {
      always: { guard: 'is stale', target: 'loading' },
      on: {
        'socket.connected': 'loading',
        'user.confirm': {
          guard: { type: 'may confirm', params: ({ event }) => ({ id: event.id }) },
          target: 'confirming',
          actions: { type: 'assign acting', params: ({ event }) => ({ id: event.id }) },
        },
      },
    },
    confirming: {
      tags: ['busy'],
      on: { 'socket.connected': { actions: { type: 'assign stale', params: { stale: true } } } },
      invoke: {
        id: 'confirmSchedule',
        src: 'confirm schedule',
        input: ({ context }) => ({ id: context.acting!, version: context.items.find((s) => s.id === context.acting)?.version ?? 1 }),
        onDone: { target: 'ready', actions: [{ type: 'apply', params: ({ event }) => ({ schedule: event.output, orSame: true }) }, { type: 'assign acting', params: { id: null } }] },
        onError: {
          target: 'loading',
          actions: [{ type: 'report failure', params: ({ event }) => ({ error: toAppError(event.error) }) }, { type: 'assign acting', params: { id: null } }],
        },
      },
    },
  },
});

export type ScheduleListMachine = typeof scheduleListMachine;
export type ScheduleListActorRef = ActorRefFrom<typeof scheduleListMachine>;
export type ScheduleListSnapshot = SnapshotFrom<typeof scheduleListMachine>;
