import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { AuditPage } from '../../protocol/case-schemas';
import { toAppError, type AppError } from '../../protocol/errors';
import { notProvided } from '../not-provided';

/**
 * The clinic's audit trail on /cadmin (issue 16): a page of lines, newest first, narrowed to a
 * person (as actor or patient) and/or a record (type and id).
 * 1. The first page loads; a failure offers a retry (the same page and filter).
 * 2. A new filter starts again at page 1; another page keeps the filter. Whatever is asked while
 *    a page loads replaces that request (the newest question wins).
 */
export interface AuditFilter {
  /** The person and how to show them while the page loads (a name the picker knew). */
  personId?: string;
  personLabel?: string;
  recordType?: string;
  recordId?: string;
}

export const AUDIT_PAGE_SIZE = 20;

export interface AuditTrailContext {
  clinicId: number;
  filter: AuditFilter;
  page: number;
  data: AuditPage | null;
  error: AppError | null;
}

export interface AuditRequest {
  clinicId: number;
  filter: AuditFilter;
  page: number;
  limit: number;
}

export type AuditTrailEvent = { type: 'user.retry' } | { type: 'user.filter'; filter: AuditFilter } | { type: 'user.page'; page: number };

/** The last page of `total` lines (1 when there are none). */
export const lastPage = (total: number): number => Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));

/** A filter without blanks: an empty record id means none. */
export function cleanFilter(f: AuditFilter): AuditFilter {
  const out: AuditFilter = {};
  if (f.personId) {
    out.personId = f.personId;
    if (f.personLabel) out.personLabel = f.personLabel;
  }
  if (f.recordType) out.recordType = f.recordType;
  if (f.recordId?.trim()) out.recordId = f.recordId.trim();
  return out;
}

export const auditTrailMachine = setup({
  types: {
    input: {} as { clinicId: number },
    context: {} as AuditTrailContext,
    events: {} as AuditTrailEvent,
  },
  actors: {
    'load page': fromPromise<AuditPage, AuditRequest>(notProvided('load page')),
  },
  actions: {
    'take page': assign((_, params: { data: AuditPage }) => ({ data: params.data, error: null })),
    'assign error': assign((_, params: { error: unknown }) => ({ error: toAppError(params.error) })),
    'assign filter': assign((_, params: { filter: AuditFilter }) => ({ filter: cleanFilter(params.filter), page: 1, error: null })),
    'assign page': assign((_, params: { page: number }) => ({ page: params.page, error: null })),
    'clear error': assign({ error: null }),
  },
  guards: {
    /** A page that exists (the last known total says how many). */
    'known page': ({ context }, params: { page: number }) =>
      Number.isInteger(params.page) && params.page >= 1 && params.page <= lastPage(context.data?.total ?? 0) && params.page !== context.page,
  },
}).createMachine({
  id: 'auditTrail',
  context: ({ input }) => ({ clinicId: input.clinicId, filter: {}, page: 1, data: null, error: null }),
  initial: 'loading',
  on: {
    'user.filter': { target: '.loading', actions: { type: 'assign filter', params: ({ event }) => ({ filter: event.filter }) } },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadPage',
        src: 'load page',
        input: ({ context }) => ({ clinicId: context.clinicId, filter: context.filter, page: context.page, limit: AUDIT_PAGE_SIZE }),
        onDone: { target: 'ready', actions: { type: 'take page', params: ({ event }) => ({ data: event.output }) } },
        onError: { target: 'failed', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { 'user.retry': { target: 'loading', actions: 'clear error' } },
    },
    ready: {
      on: {
        'user.page': { guard: { type: 'known page', params: ({ event }) => ({ page: event.page }) }, target: 'loading', actions: { type: 'assign page', params: ({ event }) => ({ page: event.page }) } },
      },
    },
  },
});

export type AuditTrailMachine = typeof auditTrailMachine;
export type AuditTrailActorRef = ActorRefFrom<typeof auditTrailMachine>;
export type AuditTrailSnapshot = SnapshotFrom<typeof auditTrailMachine>;
