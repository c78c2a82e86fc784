import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { SEARCH_MAX } from '../../protocol/catalog';
import { toAppError, type AppError } from '../../protocol/errors';
import { notProvided } from '../not-provided';

/**
 * A public catalogue list (doctors, services), searched by text and narrowed by one filter
 * (a speciality, a service category), read a page at a time:
 * 1. The first page for the current search and filter loads at once.
 * 2. Typing in the search box waits for a pause (`search delay`) before loading, so a request is
 *    not sent per keystroke; submitting the search (Enter) loads at once.
 * 3. Choosing another filter loads at once.
 * 4. An empty first page shows the empty face; a failure shows the error face with a retry (it
 *    says what failed, so not the general alert as well).
 * 5. "Show more" loads the next page and appends it; a failure keeps what is shown and offers a
 *    retry of that page.
 * A newer search or filter cancels the request in flight, so an old answer never replaces a newer one.
 */

/** One page of a list, as `GET /api/doctors` and `GET /api/services` answer. */
export interface CatalogPage<T = unknown> {
  items: T[];
  /** Every match, not only this page. */
  total: number;
}

/** What a page request asks for; `query` is trimmed, empty means no search. */
export interface CatalogPageRequest {
  query: string;
  filterId: number | null;
  page: number;
  limit: number;
}

export interface CatalogListContext {
  /** The search text as typed (shown in the box). */
  query: string;
  filterId: number | null;
  items: unknown[];
  total: number;
  /** The last page loaded (1-based); 0 before the first answer. */
  page: number;
  pageSize: number;
  error: AppError | null;
}

export interface CatalogListInput {
  query?: string;
  filterId?: number | null;
  pageSize?: number;
}

export type CatalogListEvent =
  | { type: 'user.changeQuery'; query: string }
  | { type: 'user.submitQuery' }
  | { type: 'user.chooseFilter'; filterId: number | null }
  | { type: 'user.showMore' }
  | { type: 'user.retry' };

/** Page size when the view does not choose one: a screenful of cards on a phone and on a desktop. */
export const CATALOG_LIST_PAGE_SIZE = 12;

const normalise = (query: string) => query.trim().replace(/\s+/g, ' ');

export const catalogListMachine = setup({
  types: {
    input: {} as CatalogListInput,
    context: {} as CatalogListContext,
    events: {} as CatalogListEvent,
  },
  actors: {
    'fetch page': fromPromise<CatalogPage, CatalogPageRequest>(notProvided('fetch page')),
  },
  actions: {
    'assign query': assign((_, params: { query: string }) => ({ query: params.query.slice(0, SEARCH_MAX) })),
    'assign filter': assign((_, params: { filterId: number | null }) => ({ filterId: params.filterId })),
    'assign first page': assign((_, params: { page: CatalogPage }) => ({
      items: params.page.items,
      total: params.page.total,
      page: 1,
      error: null,
    })),
    'append page': assign(({ context }, params: { page: CatalogPage }) => ({
      items: [...context.items, ...params.page.items],
      // An empty page means the list ended sooner than the count said (entries were removed meanwhile).
      total: params.page.items.length === 0 ? context.items.length : params.page.total,
      page: context.page + 1,
      error: null,
    })),
    'assign error': assign((_, params: { error: unknown }) => ({ error: toAppError(params.error) })),
  },
  guards: {
    'is same search': ({ context }, params: { query: string }) => normalise(context.query) === normalise(params.query),
    'is same filter': ({ context }, params: { filterId: number | null }) => context.filterId === params.filterId,
    'page is empty': (_, params: { page: CatalogPage }) => params.page.items.length === 0,
    'has more': ({ context }) => context.items.length < context.total,
  },
  delays: {
    /** Long enough that a person typing a name sends one request, short enough to feel immediate. */
    'search delay': 400,
  },
}).createMachine({
  id: 'catalogList',
  context: ({ input }) => ({
    query: (input.query ?? '').slice(0, SEARCH_MAX),
    filterId: input.filterId ?? null,
    items: [],
    total: 0,
    page: 0,
    pageSize: input.pageSize ?? CATALOG_LIST_PAGE_SIZE,
    error: null,
  }),
  initial: 'loading',
  on: {
    'user.changeQuery': [
      {
        guard: { type: 'is same search', params: ({ event }) => ({ query: event.query }) },
        actions: { type: 'assign query', params: ({ event }) => ({ query: event.query }) },
      },
      {
        target: '.debouncing',
        reenter: true,
        actions: { type: 'assign query', params: ({ event }) => ({ query: event.query }) },
      },
    ],
    'user.chooseFilter': [
      // The filter already chosen: what is shown is already its list.
      { guard: { type: 'is same filter', params: ({ event }) => ({ filterId: event.filterId }) } },
      { target: '.loading', reenter: true, actions: { type: 'assign filter', params: ({ event }) => ({ filterId: event.filterId }) } },
    ],
  },
  states: {
    debouncing: {
      description: 'The search text changed; the list waits for a pause in typing before loading. What was shown stays.',
      tags: ['loading'],
      after: { 'search delay': 'loading' },
      on: { 'user.submitQuery': 'loading' },
    },
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchFirstPage',
        src: 'fetch page',
        input: ({ context }) => ({ query: normalise(context.query), filterId: context.filterId, page: 1, limit: context.pageSize }),
        onDone: [
          {
            guard: { type: 'page is empty', params: ({ event }) => ({ page: event.output }) },
            target: 'empty',
            actions: { type: 'assign first page', params: ({ event }) => ({ page: event.output }) },
          },
          { target: 'loaded', actions: { type: 'assign first page', params: ({ event }) => ({ page: event.output }) } },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loaded: {
      tags: ['content'],
      initial: 'idle',
      states: {
        idle: {
          on: { 'user.showMore': { guard: 'has more', target: 'loadingMore' } },
        },
        loadingMore: {
          tags: ['loading more'],
          invoke: {
            id: 'fetchNextPage',
            src: 'fetch page',
            input: ({ context }) => ({ query: normalise(context.query), filterId: context.filterId, page: context.page + 1, limit: context.pageSize }),
            onDone: { target: 'idle', actions: { type: 'append page', params: ({ event }) => ({ page: event.output }) } },
            onError: {
              target: 'moreFailed',
              actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        moreFailed: {
          description: 'The next page failed; what was loaded stays and the page can be asked for again.',
          tags: ['more failed'],
          on: { 'user.retry': 'loadingMore' },
        },
      },
    },
    empty: {
      description: 'Nothing matches the search and filter.',
      tags: ['empty'],
    },
    failed: {
      tags: ['failed'],
      on: { 'user.retry': 'loading' },
    },
  },
});

export type CatalogListActorRef = ActorRefFrom<typeof catalogListMachine>;
export type CatalogListSnapshot = SnapshotFrom<typeof catalogListMachine>;
export type CatalogListMachine = typeof catalogListMachine;
