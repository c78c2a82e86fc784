import { assign, fromCallback, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ServerPush } from '../../protocol/events';
import type { ClinicInquiry } from '../../protocol/inquiries';
import { toAppError, type AppError } from '../../protocol/errors';
import { notProvided } from '../not-provided';
import { isFurtherStep } from '../chats/chat-rules';

/**
 * The open inquiries of a clinic operator's clinics (or of one chat), live:
 * 1. Loads the open inquiries (created or joined), newest first.
 * 2. ClinicInquiryCreated/Joined pushes add or update one; Completed removes it. Every (re)connect
 *    loads the list again.
 * 3. The operator joins (`user.join`) a created inquiry and completes (`user.complete`) an open
 *    one, one action at a time, also while the list reloads (the reload runs again after); the answer updates the list at once (the push confirms it). A
 *    refusal (a colleague was quicker, it was completed meanwhile) raises the alert and reloads.
 */
export interface ClinicInquiriesContext {
  items: ClinicInquiry[];
  error: AppError | null;
  /** The inquiry an action is running for. */
  acting: string | null;
  /** An action interrupted a reload, or the connection came back during an action: load again after it. */
  stale: boolean;
  /** Inquiries seen completed this session: they never come back to the list. */
  closed: string[];
  /** Pushes that arrived while the list was loading, applied over its answer. */
  pushed: ClinicInquiry[];
}

export type ClinicInquiriesEvent =
  | { type: 'user.retry' }
  | { type: 'user.join'; id: string }
  | { type: 'user.complete'; id: string }
  | { type: 'socket.connected' }
  | ServerPush<'ClinicInquiryCreated'>
  | ServerPush<'ClinicInquiryJoined'>
  | ServerPush<'ClinicInquiryCompleted'>;

const isOpen = (i: ClinicInquiry) => i.status !== 'completed';

/**
 * The list with `inquiry` in its place (or gone once completed), newest first. An inquiry never
 * goes back a step: an older answer or push about it changes nothing, and one in `closed`
 * (completed, so no longer listed) never comes back.
 */
export function upsertInquiry(items: ClinicInquiry[], inquiry: ClinicInquiry, closed: readonly string[] = []): ClinicInquiry[] {
  const known = items.find((i) => i.id === inquiry.id);
  if ((known && isFurtherStep(known.status, inquiry.status)) || (inquiry.status !== 'completed' && closed.includes(inquiry.id))) return items;
  const rest = items.filter((i) => i.id !== inquiry.id);
  const next = isOpen(inquiry) ? [...rest, inquiry] : rest;
  return next.sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export const clinicInquiriesMachine = setup({
  types: { context: {} as ClinicInquiriesContext, events: {} as ClinicInquiriesEvent },
  actors: {
    'load inquiries': fromPromise<ClinicInquiry[]>(notProvided('load inquiries')),
    'join inquiry': fromPromise<ClinicInquiry, { id: string }>(notProvided('join inquiry')),
    'complete inquiry': fromPromise<ClinicInquiry, { id: string }>(notProvided('complete inquiry')),
    'live pushes': fromCallback(notProvided('live pushes')),
  },
  actions: {
    'report failure': notProvided('report failure') as (_: unknown, params: { error: AppError }) => void,
    // What pushes said while the list was on its way is applied over the answer.
    'assign list': assign(({ context }, params: { items: ClinicInquiry[] }) => ({
      items: context.pushed.reduce((list, i) => upsertInquiry(list, i, context.closed), params.items.filter((i) => isOpen(i) && !context.closed.includes(i.id))),
      pushed: [],
      error: null,
    })),
    'assign error': assign((_, params: { error: unknown }) => ({ error: toAppError(params.error) })),
    upsert: assign(({ context }, params: { inquiry: ClinicInquiry }) => {
      const closed = params.inquiry.status === 'completed' && !context.closed.includes(params.inquiry.id) ? [...context.closed, params.inquiry.id] : context.closed;
      return { items: upsertInquiry(context.items, params.inquiry, closed), closed };
    }),
    'hold push': assign(({ context }, params: { inquiry: ClinicInquiry }) => ({ pushed: [...context.pushed, params.inquiry] })),
    'assign acting': assign((_, params: { id: string | null }) => ({ acting: params.id })),
    'assign stale': assign((_, params: { stale: boolean }) => ({ stale: params.stale })),
  },
  guards: {
    'is created': ({ context }, params: { id: string }) => context.items.some((i) => i.id === params.id && i.status === 'created'),
    'is open': ({ context }, params: { id: string }) => context.items.some((i) => i.id === params.id),
    'is stale': ({ context }) => context.stale,
  },
}).createMachine({
  id: 'clinicInquiries',
  context: { items: [], error: null, acting: null, stale: false, closed: [], pushed: [] },
  initial: 'loading',
  invoke: { id: 'livePushes', src: 'live pushes' },
  on: {
    'server.ClinicInquiryCreated': { actions: { type: 'upsert', params: ({ event }) => ({ inquiry: event.payload }) } },
    'server.ClinicInquiryJoined': { actions: { type: 'upsert', params: ({ event }) => ({ inquiry: event.payload }) } },
    'server.ClinicInquiryCompleted': { actions: { type: 'upsert', params: ({ event }) => ({ inquiry: event.payload }) } },
  },
  states: {
    loading: {
      tags: ['loading'],
      entry: [{ type: 'assign stale', params: { stale: false } }, assign({ pushed: [] })],
      // The list shown stays usable while it reloads (every reconnect reloads it).
      on: {
        'socket.connected': { target: 'loading', reenter: true },
        'server.ClinicInquiryCreated': { actions: [{ type: 'upsert', params: ({ event }) => ({ inquiry: event.payload }) }, { type: 'hold push', params: ({ event }) => ({ inquiry: event.payload }) }] },
        'server.ClinicInquiryJoined': { actions: [{ type: 'upsert', params: ({ event }) => ({ inquiry: event.payload }) }, { type: 'hold push', params: ({ event }) => ({ inquiry: event.payload }) }] },
        'server.ClinicInquiryCompleted': { actions: [{ type: 'upsert', params: ({ event }) => ({ inquiry: event.payload }) }, { type: 'hold push', params: ({ event }) => ({ inquiry: event.payload }) }] },
        'user.join': {
          guard: { type: 'is created', params: ({ event }) => ({ id: event.id }) },
          target: 'joining',
          actions: [{ type: 'assign acting', params: ({ event }) => ({ id: event.id }) }, { type: 'assign stale', params: { stale: true } }],
        },
        'user.complete': {
          guard: { type: 'is open', params: ({ event }) => ({ id: event.id }) },
          target: 'completing',
          actions: [{ type: 'assign acting', params: ({ event }) => ({ id: event.id }) }, { type: 'assign stale', params: { stale: true } }],
        },
      },
      invoke: {
        id: 'loadInquiries',
        src: 'load inquiries',
        onDone: { target: 'ready', actions: { type: 'assign list', params: ({ event }) => ({ items: event.output }) } },
        onError: { target: 'failed', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { 'user.retry': 'loading', 'socket.connected': 'loading' } },
    ready: {
      // An action taken while the list was reloading: the reload runs again afterwards.
      always: { guard: 'is stale', target: 'loading' },
      on: {
        'socket.connected': 'loading',
        'user.join': { guard: { type: 'is created', params: ({ event }) => ({ id: event.id }) }, target: 'joining', actions: { type: 'assign acting', params: ({ event }) => ({ id: event.id }) } },
        'user.complete': { guard: { type: 'is open', params: ({ event }) => ({ id: event.id }) }, target: 'completing', actions: { type: 'assign acting', params: ({ event }) => ({ id: event.id }) } },
      },
    },
    joining: {
      tags: ['busy'],
      on: { 'socket.connected': { actions: { type: 'assign stale', params: { stale: true } } } },
      invoke: {
        id: 'joinInquiry',
        src: 'join inquiry',
        input: ({ context }) => ({ id: context.acting! }),
        onDone: { target: 'ready', actions: [{ type: 'upsert', params: ({ event }) => ({ inquiry: event.output }) }, { type: 'assign acting', params: { id: null } }] },
        onError: {
          target: 'loading',
          actions: [{ type: 'report failure', params: ({ event }) => ({ error: toAppError(event.error) }) }, { type: 'assign acting', params: { id: null } }],
        },
      },
    },
    completing: {
      tags: ['busy'],
      on: { 'socket.connected': { actions: { type: 'assign stale', params: { stale: true } } } },
      invoke: {
        id: 'completeInquiry',
        src: 'complete inquiry',
        input: ({ context }) => ({ id: context.acting! }),
        onDone: { target: 'ready', actions: [{ type: 'upsert', params: ({ event }) => ({ inquiry: event.output }) }, { type: 'assign acting', params: { id: null } }] },
        onError: {
          target: 'loading',
          actions: [{ type: 'report failure', params: ({ event }) => ({ error: toAppError(event.error) }) }, { type: 'assign acting', params: { id: null } }],
        },
      },
    },
  },
});

export type ClinicInquiriesMachine = typeof clinicInquiriesMachine;
export type ClinicInquiriesActorRef = ActorRefFrom<typeof clinicInquiriesMachine>;
export type ClinicInquiriesSnapshot = SnapshotFrom<typeof clinicInquiriesMachine>;
