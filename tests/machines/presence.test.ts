import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { PRESENCE_BATCH } from '../../src/machines/live/presence.machine';
import { AppError } from '../../src/protocol/errors';
import { PRESENCE_MAX_IDS } from '../../src/protocol/live';
import { PATIENT, presenceWithFakes, userChanged } from './chat-fakes';
import { Invocations, settle } from './shell-fakes';

function start(batchSize?: number) {
  const calls = new Invocations();
  const actor = createActor(presenceWithFakes(calls), { clock: new SimulatedClock(), input: batchSize === undefined ? undefined : { batchSize } }).start();
  const snap = () => actor.getSnapshot();
  const lookups = () => calls.inputs('look up presence');
  const watch = (...ids: string[]) => actor.send({ type: 'presence.watch', ids });
  const push = (user_id: string, status: unknown) => actor.send({ type: 'server.UserStatusChange', payload: { user_id, status } as never });
  return { calls, actor, snap, lookups, watch, push };
}

function signedIn(batchSize?: number) {
  const p = start(batchSize);
  p.actor.send(userChanged(PATIENT));
  return p;
}

describe('presence', () => {
  it('asks one batch of at most 200 ids, the server’s limit', () => {
    expect(PRESENCE_BATCH).toBe(PRESENCE_MAX_IDS);
    const { watch, lookups } = signedIn();
    watch(...Array.from({ length: 201 }, (_, i) => `u-${i}`));
    expect((lookups()[0] as { ids: string[] }).ids).toHaveLength(200);
  });

  it('looks nothing up without a session, and looks up what was watched at sign-in', () => {
    const { actor, watch, lookups, snap } = start();
    watch('a', 'b');
    actor.send({ type: 'socket.connected' });
    expect(lookups()).toEqual([]);
    expect(snap().value).toBe('idle');
    actor.send(userChanged(PATIENT));
    expect(lookups()).toEqual([{ ids: ['a', 'b'] }]);
  });

  it('looks up newly watched ids in batches, each id once', async () => {
    const { calls, watch, lookups, snap } = signedIn(2);
    watch('a', 'b', 'a', 'c');
    expect(lookups()).toEqual([{ ids: ['a', 'b'] }]);
    watch('b', 'd');
    expect(snap().context.watched).toEqual(['a', 'b', 'c', 'd']);
    calls.resolve('look up presence', [
      { user_id: 'a', status: 'online' },
      { user_id: 'b', status: 'offline' },
    ]);
    await settle();
    expect(lookups()).toEqual([{ ids: ['a', 'b'] }, { ids: ['c', 'd'] }]);
    expect(snap().context.online).toEqual({ a: 'online', b: 'offline' });
    calls.resolve('look up presence', [{ user_id: 'c', status: 'online' }]);
    await settle();
    // d got no answer: unknown, so no marker.
    expect(snap().context.online).toEqual({ a: 'online', b: 'offline', c: 'online' });
    expect(snap().value).toBe('idle');
    watch('a');
    expect(lookups()).toHaveLength(2);
  });

  it('takes a status push at once (the socket has checked it against the event catalogue)', () => {
    const { push, snap } = signedIn();
    push('a', 'online');
    expect(snap().context.online).toEqual({ a: 'online' });
    push('a', 'offline');
    expect(snap().context.online).toEqual({ a: 'offline' });
  });

  it('keeps what a push said while a lookup was on its way', async () => {
    const { calls, watch, push, snap } = signedIn();
    watch('a', 'b');
    push('a', 'offline');
    calls.resolve('look up presence', [
      { user_id: 'a', status: 'online' },
      { user_id: 'b', status: 'online' },
    ]);
    await settle();
    expect(snap().context.online).toEqual({ a: 'offline', b: 'online' });
  });

  it('takes from an answer only the ids it asked for, with a valid status', async () => {
    const { calls, watch, snap } = signedIn();
    watch('a', 'b');
    calls.resolve('look up presence', [
      { user_id: 'a', status: 'online' },
      { user_id: 'b', status: 'busy' },
      { user_id: 'z', status: 'online' },
    ]);
    await settle();
    expect(snap().context.online).toEqual({ a: 'online' });
  });

  it('looks up every watched id again on each reconnect', async () => {
    const { actor, calls, watch, lookups } = signedIn(2);
    watch('a', 'b', 'c');
    calls.resolve('look up presence', []);
    await settle();
    calls.resolve('look up presence', []);
    await settle();
    actor.send({ type: 'socket.connected' });
    expect(lookups().slice(2)).toEqual([{ ids: ['a', 'b'] }]);
    calls.resolve('look up presence', []);
    await settle();
    expect(lookups().slice(2)).toEqual([{ ids: ['a', 'b'] }, { ids: ['c'] }]);
  });

  it('leaves ids unknown after a failed lookup until the next connect', async () => {
    const { actor, calls, watch, lookups, snap } = signedIn();
    watch('a');
    calls.reject('look up presence', new AppError('network', 0));
    await settle();
    expect(snap().context.online).toEqual({});
    expect(snap().value).toBe('idle');
    expect(lookups()).toHaveLength(1);
    actor.send({ type: 'socket.connected' });
    expect(lookups()).toEqual([{ ids: ['a'] }, { ids: ['a'] }]);
  });

  it('keeps everything when the session announces the same or another signed-in person', async () => {
    const { actor, calls, watch, snap } = signedIn();
    watch('a');
    calls.resolve('look up presence', [{ user_id: 'a', status: 'online' }]);
    await settle();
    actor.send(userChanged({ ...PATIENT, firstname: { ka: 'ნინა', en: 'Nina' } }));
    expect(snap().context.online).toEqual({ a: 'online' });
    expect(calls.count('look up presence')).toBe(1);
  });

  it('forgets everything when the person signs out, ignoring a lookup on its way', async () => {
    const { actor, calls, watch, push, snap } = signedIn();
    push('x', 'online');
    watch('a');
    actor.send(userChanged(null));
    expect(snap().context).toEqual({ signedIn: false, online: {}, watched: [], queue: [], asking: [], pushedSince: [], batchSize: PRESENCE_BATCH });
    calls.resolve('look up presence', [{ user_id: 'a', status: 'online' }]);
    await settle();
    expect(snap().context.online).toEqual({});
  });
});
