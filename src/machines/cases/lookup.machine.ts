import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { toAppError, type AppError } from '../../protocol/errors';
import { notProvided } from '../not-provided';

/**
 * A search box that finds entries as the person types (a symptom, an ICD-10 code, a colleague):
 * 1. Shorter than `minLength` (after trimming) asks nothing and shows nothing.
 * 2. Typing waits for a pause (`typing pause`) before asking, so a request is not sent per
 *    keystroke; Enter asks at once. What was found stays shown (dimmed) until the answer comes.
 * 3. A newer query cancels the request in flight, so an old answer never replaces a newer one.
 * 4. Nothing found is its own face; a failure says so in its own face with a retry (not in the
 *    general alert as well).
 * `params` are the search's fixed terms (a language, the patient's sex) given by the view.
 */
export interface LookupInput {
  params?: Record<string, string>;
  minLength?: number;
}

export interface LookupContext {
  /** As typed. */
  query: string;
  params: Record<string, string>;
  minLength: number;
  results: unknown[];
  error: AppError | null;
}

export type LookupEvent = { type: 'user.changeQuery'; query: string } | { type: 'user.submitQuery' } | { type: 'user.retry' };

const normalise = (query: string) => query.trim().replace(/\s+/g, ' ');

/** Longest query sent (the servers' search limits are 100). */
export const LOOKUP_QUERY_MAX = 100;

export const lookupMachine = setup({
  types: {
    input: {} as LookupInput,
    context: {} as LookupContext,
    events: {} as LookupEvent,
  },
  actors: {
    find: fromPromise<unknown[], { query: string; params: Record<string, string> }>(notProvided('find')),
  },
  actions: {
    'assign query': assign((_, params: { query: string }) => ({ query: params.query.slice(0, LOOKUP_QUERY_MAX) })),
    'assign results': assign((_, params: { results: unknown[] }) => ({ results: params.results, error: null })),
    'clear results': assign({ results: [], error: null }),
    'assign error': assign((_, params: { error: unknown }) => ({ error: toAppError(params.error) })),
  },
  guards: {
    'is too short': ({ context }, params: { query: string }) => normalise(params.query).length < context.minLength,
    'is same query': ({ context }, params: { query: string }) => normalise(params.query) === normalise(context.query),
    'found nothing': (_, params: { results: unknown[] }) => params.results.length === 0,
  },
  delays: {
    /** Long enough that a person typing a word sends one request, short enough to feel immediate. */
    'typing pause': 350,
  },
}).createMachine({
  id: 'lookup',
  context: ({ input }) => ({ query: '', params: input.params ?? {}, minLength: input.minLength ?? 2, results: [], error: null }),
  initial: 'idle',
  on: {
    'user.changeQuery': [
      { guard: { type: 'is too short', params: ({ event }) => ({ query: event.query }) }, target: '.idle', actions: [{ type: 'assign query', params: ({ event }) => ({ query: event.query }) }, 'clear results'] },
      { guard: { type: 'is same query', params: ({ event }) => ({ query: event.query }) }, actions: { type: 'assign query', params: ({ event }) => ({ query: event.query }) } },
      { target: '.waiting', reenter: true, actions: { type: 'assign query', params: ({ event }) => ({ query: event.query }) } },
    ],
  },
  states: {
    idle: { description: 'Too little typed to search.', tags: ['idle'] },
    waiting: {
      description: 'The query changed; waiting for a pause in typing.',
      tags: ['searching'],
      after: { 'typing pause': 'searching' },
      on: { 'user.submitQuery': 'searching' },
    },
    searching: {
      tags: ['searching'],
      invoke: {
        id: 'find',
        src: 'find',
        input: ({ context }) => ({ query: normalise(context.query), params: context.params }),
        onDone: [
          { guard: { type: 'found nothing', params: ({ event }) => ({ results: event.output }) }, target: 'none', actions: 'clear results' },
          { target: 'found', actions: { type: 'assign results', params: ({ event }) => ({ results: event.output }) } },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    found: { tags: ['found'] },
    none: { description: 'The search found nothing.', tags: ['none'] },
    failed: { tags: ['failed'], on: { 'user.retry': 'searching' } },
  },
});

export type LookupMachine = typeof lookupMachine;
export type LookupActorRef = ActorRefFrom<typeof lookupMachine>;
export type LookupSnapshot = SnapshotFrom<typeof lookupMachine>;
