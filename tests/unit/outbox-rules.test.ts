import { describe, expect, it } from 'vitest';
import type { Outgoing } from '../../src/machines/chats/chat-room.types';
import {
  pendingTexts,
  restoredOutbox,
  withDraft,
  withFailedRequeued,
  withNextSending,
  withoutItem,
  withoutSent,
  withSendFailure,
} from '../../src/machines/chats/outbox-rules';
import { AppError } from '../../src/protocol/errors';
import { file } from '../machines/chat-fakes';

const text = (clientId: string, status: Outgoing['status'] = 'queued', error: AppError | null = null): Outgoing => ({ clientId, draft: { kind: 'text', text: clientId }, status, error });
const statuses = (outbox: Outgoing[]) => outbox.map((o) => `${o.clientId}:${o.status}${o.error ? `:${o.error.code}` : ''}`);

describe('the outbox rules', () => {
  it('starts with the texts a previous visit saved, queued under their client ids', () => {
    expect(restoredOutbox([{ clientId: 'a', text: 'hi' }])).toEqual([{ clientId: 'a', draft: { kind: 'text', text: 'hi' }, status: 'queued', error: null }]);
    expect(restoredOutbox()).toEqual([]);
  });

  it('adds a draft at the end, queued, or failed at once with a refusal', () => {
    const tooLarge = new AppError('upload.too_large', 413);
    expect(statuses(withDraft([text('a')], { kind: 'text', text: 'b' }, 'b'))).toEqual(['a:queued', 'b:queued']);
    expect(statuses(withDraft([], { kind: 'file', file: file('x.pdf', 1) }, 'x', tooLarge))).toEqual(['x:failed:upload.too_large']);
  });

  it('sends the first queued item, one at a time, and drops it once stored', () => {
    const sending = withNextSending([text('a', 'failed', new AppError('chat.inactive', 403)), text('b'), text('c')]);
    expect(statuses(sending)).toEqual(['a:failed:chat.inactive', 'b:sending', 'c:queued']);
    expect(statuses(withoutSent(sending))).toEqual(['a:failed:chat.inactive', 'c:queued']);
  });

  it('queues a send again for network trouble, and marks a refusal failed with its reason', () => {
    const sending = [text('a', 'sending'), text('b')];
    expect(statuses(withSendFailure(sending, new AppError('network', 0)))).toEqual(['a:queued:network', 'b:queued']);
    expect(statuses(withSendFailure(sending, new AppError('chat.inactive', 403)))).toEqual(['a:failed:chat.inactive', 'b:queued']);
  });

  it('retries what was refused, except a file too large to ever be accepted', () => {
    const outbox = [text('a', 'failed', new AppError('chat.inactive', 403)), text('b', 'failed', new AppError('upload.too_large', 413)), text('c', 'sending')];
    expect(statuses(withFailedRequeued(outbox))).toEqual(['a:queued', 'b:failed:upload.too_large', 'c:sending']);
  });

  it('discards anything but the item on its way', () => {
    const outbox = [text('a', 'sending'), text('b', 'failed', new AppError('chat.inactive', 403))];
    expect(statuses(withoutItem(outbox, 'a'))).toEqual(['a:sending', 'b:failed:chat.inactive']);
    expect(statuses(withoutItem(outbox, 'b'))).toEqual(['a:sending']);
  });

  it('saves the texts still to send, never files', () => {
    const outbox = [text('a', 'sending'), { clientId: 'f', draft: { kind: 'file' as const, file: file('x.pdf', 1) }, status: 'queued' as const, error: null }];
    expect(pendingTexts(outbox)).toEqual([{ clientId: 'a', text: 'a' }]);
  });
});
