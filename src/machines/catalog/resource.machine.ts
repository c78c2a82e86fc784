import { assign, fromCallback, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { toAppError, type AppError } from '../../protocol/errors';
import { notProvided } from '../not-provided';

/**
 * One read-only resource of a page (a doctor, a service), addressed by route params:
 * 1. Load the resource for the params the page opened with.
 * 2. An answer is content, or the empty face when there is nothing in it.
 * 3. A 404 is the friendly not-found face (no alert: the address is simply wrong or outdated).
 * 4. Any other failure shows the error face with a retry (it says what failed, so the general
 *    alert is not raised as well).
 * 5. New params (the person followed a link to another doctor) load again; the request for the
 *    old params is cancelled.
 * 6. A live page (the clinic's doctors with their day's load) is told when what it shows may have
 *    changed (`resource.refresh`, from the 'watch resource' actor its flow provides; by default
 *    nothing watches): it loads again quietly, showing what it has until the answer comes, and
 *    keeps it if that load fails (the next change or a retry brings it up to date).
 */
export type ResourceParams = Record<string, string>;

export interface ResourceContext {
  params: ResourceParams;
  data: unknown;
  error: AppError | null;
}

export type ResourceEvent = { type: 'user.retry' } | { type: 'route.changed'; params: ResourceParams } | { type: 'resource.refresh' };

/** True for an answer with nothing to show: null, an empty list, or an empty page. */
export function isEmptyResource(data: unknown): boolean {
  if (data === null || data === undefined) return true;
  if (Array.isArray(data)) return data.length === 0;
  if (typeof data === 'object' && Array.isArray((data as { items?: unknown }).items)) return (data as { items: unknown[] }).items.length === 0;
  return false;
}

const sameParams = (a: ResourceParams, b: ResourceParams) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
};

/** The quiet reload of `refreshing` and `refreshingEmpty`: its answer is the new content (or nothing). */
const REFRESH = {
  id: 'refreshResource',
  src: 'fetch resource',
  input: ({ context }: { context: ResourceContext }) => context.params,
  onDone: [
    {
      guard: { type: 'is empty', params: ({ event }: { event: { output: unknown } }) => ({ data: event.output }) },
      target: 'empty',
      actions: { type: 'assign data', params: ({ event }: { event: { output: unknown } }) => ({ data: event.output }) },
    },
    { target: 'loaded', actions: { type: 'assign data', params: ({ event }: { event: { output: unknown } }) => ({ data: event.output }) } },
  ],
} as const;

export const resourceMachine = setup({
  types: {
    input: {} as { params: ResourceParams },
    context: {} as ResourceContext,
    events: {} as ResourceEvent,
  },
  actors: {
    'fetch resource': fromPromise<unknown, ResourceParams>(notProvided('fetch resource')),
    /** Sends `resource.refresh` when the resource may have changed; nothing watches unless a flow provides it. */
    'watch resource': fromCallback<ResourceEvent>(() => () => {}),
  },
  actions: {
    'assign data': assign((_, params: { data: unknown }) => ({ data: params.data, error: null })),
    'assign error': assign((_, params: { error: unknown }) => ({ error: toAppError(params.error) })),
    'assign params': assign((_, params: { params: ResourceParams }) => ({ params: params.params, data: null, error: null })),
  },
  guards: {
    'is empty': (_, params: { data: unknown }) => isEmptyResource(params.data),
    'is not found': (_, params: { error: unknown }) => toAppError(params.error).status === 404,
    'is same params': ({ context }, params: { params: ResourceParams }) => sameParams(context.params, params.params),
  },
}).createMachine({
  id: 'resource',
  context: ({ input }) => ({ params: input.params, data: null, error: null }),
  initial: 'loading',
  invoke: { src: 'watch resource' },
  on: {
    'route.changed': [
      // The same address again (a re-render, a link to the page itself): nothing to load.
      { guard: { type: 'is same params', params: ({ event }) => ({ params: event.params }) } },
      { target: '.loading', reenter: true, actions: { type: 'assign params', params: ({ event }) => ({ params: event.params }) } },
    ],
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchResource',
        src: 'fetch resource',
        input: ({ context }) => context.params,
        onDone: [
          {
            guard: { type: 'is empty', params: ({ event }) => ({ data: event.output }) },
            target: 'empty',
            actions: { type: 'assign data', params: ({ event }) => ({ data: event.output }) },
          },
          { target: 'loaded', actions: { type: 'assign data', params: ({ event }) => ({ data: event.output }) } },
        ],
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
    loaded: { tags: ['content'], on: { 'resource.refresh': 'refreshing' } },
    empty: { tags: ['empty'], on: { 'resource.refresh': 'refreshingEmpty' } },
    refreshing: {
      description: 'Loading again what is shown, quietly: the content stays until the answer comes; a failure keeps it.',
      tags: ['content', 'refreshing'],
      invoke: { ...REFRESH, onError: 'loaded' },
    },
    refreshingEmpty: {
      description: 'Loading again a resource that had nothing in it, quietly; a failure keeps the empty face.',
      tags: ['empty', 'refreshing'],
      invoke: { ...REFRESH, onError: 'empty' },
    },
    notFound: {
      description: 'The server does not know this address (404): a friendly card, no alert.',
      tags: ['not found'],
    },
    failed: {
      tags: ['failed'],
      on: { 'user.retry': 'loading' },
    },
  },
});

export type ResourceActorRef = ActorRefFrom<typeof resourceMachine>;
export type ResourceSnapshot = SnapshotFrom<typeof resourceMachine>;
export type ResourceMachine = typeof resourceMachine;
