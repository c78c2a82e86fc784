import { toAppError, type AppError } from '../../protocol/errors';
import type { Outgoing, OutgoingDraft, PendingText } from './chat-room.types';

/**
 * Pure rules of a chat room's outbox: what the person sent waits in a queue and goes out one at a
 * time, in order, each under its client id (a retried send is stored once). Network trouble keeps
 * an item queued; a refusal marks it failed with the reason until the person retries or discards
 * it. Each function returns the outbox after one step; nothing here does I/O.
 */

/** Network trouble (no answer, a server fault) is retried; a refusal is shown. */
export const isRetryable = (error: AppError) => error.status === 0 || error.status >= 500;

/** The outbox a room starts with: the texts a previous visit could not send, queued. */
export const restoredOutbox = (pending: PendingText[] = []): Outgoing[] =>
  pending.map((p) => ({ clientId: p.clientId, draft: { kind: 'text', text: p.text }, status: 'queued', error: null }));

/** `draft` added at the end, waiting its turn (or refused at once with `error`). */
export const withDraft = (outbox: Outgoing[], draft: OutgoingDraft, clientId: string, error: AppError | null = null): Outgoing[] => [
  ...outbox,
  { clientId, draft, status: error ? 'failed' : 'queued', error },
];

export const hasQueued = (outbox: Outgoing[]) => outbox.some((o) => o.status === 'queued');

/** The item being sent (at most one is). */
export const sendingItem = (outbox: Outgoing[]) => outbox.find((o) => o.status === 'sending');

/** The first queued item marked as being sent. */
export function withNextSending(outbox: Outgoing[]): Outgoing[] {
  const next = outbox.find((o) => o.status === 'queued');
  return outbox.map((o) => (o === next ? { ...o, status: 'sending', error: null } : o));
}

/** The item being sent is stored: it leaves the outbox. */
export const withoutSent = (outbox: Outgoing[]) => outbox.filter((o) => o.status !== 'sending');

/** The item being sent failed: queued again for network trouble, else failed with the reason. */
export function withSendFailure(outbox: Outgoing[], thrown: unknown): Outgoing[] {
  const error = toAppError(thrown);
  const status = isRetryable(error) ? 'queued' : 'failed';
  return outbox.map((o) => (o.status === 'sending' ? { ...o, status, error } : o));
}

/** Failed items queued again, except a file refused as too large: it would be refused again (it stays until discarded). */
export const withFailedRequeued = (outbox: Outgoing[]): Outgoing[] =>
  outbox.map((o) => (o.status === 'failed' && o.error?.code !== 'upload.too_large' ? { ...o, status: 'queued', error: null } : o));

/** The item `clientId` removed, unless it is on its way. */
export const withoutItem = (outbox: Outgoing[], clientId: string) => outbox.filter((o) => o.clientId !== clientId || o.status === 'sending');

/** Text drafts still to send, for 'persist outbox'. */
export const pendingTexts = (outbox: Outgoing[]): PendingText[] =>
  outbox.flatMap((o) => (o.draft.kind === 'text' ? [{ clientId: o.clientId, text: o.draft.text }] : []));
