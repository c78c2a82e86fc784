import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withEvents, type StoredEvent } from '../../server/events/event-store';
import { fold, project, type Projection } from '../../server/events/projection';
import { aMessage } from '../support/events';
import { startTestServer, type TestServer } from '../support/server';

/** A small projection over a chat's stream: how many messages, the last text, who has read it. */
interface ChatState {
  messages: number;
  lastText: string | null;
  seenBy: string[];
}
const chatProjection: Projection<ChatState, 'MessageCreated' | 'ChatSpaceSeen'> = {
  initial: { messages: 0, lastText: null, seenBy: [] },
  types: ['MessageCreated', 'ChatSpaceSeen'],
  apply(state, event) {
    switch (event.type) {
      case 'MessageCreated':
        return { ...state, messages: state.messages + 1, lastText: event.payload.text ?? null };
      case 'ChatSpaceSeen':
        return { ...state, seenBy: [...new Set([...state.seenBy, event.payload.user_id])] };
    }
  },
};

const stored = (id: number, event: Pick<StoredEvent, 'type' | 'payload'>, version: number | null = null): StoredEvent =>
  ({ id, stream: 'chat:x', actorId: null, audience: [], toEveryone: false, createdAt: new Date(0), version, ...event }) as StoredEvent;

describe('fold', () => {
  it('applies the events of the types it reads, in order, and skips the others', () => {
    const events = [
      stored(1, { type: 'MessageCreated', payload: aMessage({ text: 'one' }) }),
      stored(2, { type: 'ChatSpaceSeen', payload: { chat_space_id: 'x', user_id: 'u1', last_seen: '2026-01-01T00:00:00Z' } }),
      stored(3, { type: 'UserStatusChange', payload: { user_id: 'u1', status: 'online' } }),
      stored(4, { type: 'MessageCreated', payload: aMessage({ text: 'two' }) }),
    ];
    expect(fold(chatProjection, events)).toEqual({ state: { messages: 2, lastText: 'two', seenBy: ['u1'] }, version: 0, lastEventId: 4 });
  });

  it('goes on from an earlier fold, taking the version of the last versioned event', () => {
    const first = fold(chatProjection, [stored(1, { type: 'MessageCreated', payload: aMessage({ text: 'a' }) }, 1)]);
    const more = fold(chatProjection, [stored(5, { type: 'MessageCreated', payload: aMessage({ text: 'b' }) }, 2)], first);
    expect(more).toEqual({ state: { messages: 2, lastText: 'b', seenBy: [] }, version: 2, lastEventId: 5 });
  });

  it('gives the initial state for a stream with no events', () => {
    expect(fold(chatProjection, [])).toEqual({ state: chatProjection.initial, version: 0, lastEventId: 0 });
  });
});

describe('project', () => {
  let s: TestServer;
  beforeEach(async () => {
    s = await startTestServer();
  });
  afterEach(async () => {
    await s.close();
  });

  it('folds a stream longer than one page, and only that stream', async () => {
    const deps = { db: s.db, bus: s.bus, clock: s.clock };
    const texts = Array.from({ length: 1203 }, (_, i) => `m${i}`);
    await withEvents(deps, (_trx, emit) => emit(texts.map((text) => ({ stream: 'chat:long', type: 'MessageCreated' as const, payload: aMessage({ text }), audience: [] }))));
    await withEvents(deps, (_trx, emit) => emit({ stream: 'chat:other', type: 'MessageCreated', payload: aMessage({ text: 'elsewhere' }), audience: [] }));
    const folded = await project(s.db, 'chat:long', chatProjection);
    expect(folded.state).toEqual({ messages: 1203, lastText: 'm1202', seenBy: [] });
    expect(folded.lastEventId).toBeGreaterThan(0);
    expect((await project(s.db, 'chat:none', chatProjection)).state).toEqual(chatProjection.initial);
  });
});
