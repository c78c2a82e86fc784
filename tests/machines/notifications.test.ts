import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { AppError } from '../../src/protocol/errors';
import { hasUnread, type Notification, type NotificationSummary } from '../../src/protocol/notifications';
import type { User } from '../../src/protocol/user';
import { at, DOCTOR, notification, notificationsWithFakes, PATIENT, userChanged, type Cues } from './chat-fakes';
import { Invocations, settle } from './shell-fakes';

function start() {
  const calls = new Invocations();
  const cues: Cues = { message: 0, notification: 0 };
  const actor = createActor(notificationsWithFakes(calls, () => cues.notification++), { clock: new SimulatedClock() }).start();
  const snap = () => actor.getSnapshot();
  const badge = () => hasUnread(snap().context.summary);
  const list = () => snap().context.items.map((n) => n.id);
  const push = (payload: Notification) => actor.send({ type: 'server.NotificationCreated', payload });
  return { calls, cues, actor, snap, badge, list, push };
}

/** Signed in as `user`; a patient's summary answered with `summary`. */
async function signedIn(user: User = PATIENT, summary: NotificationSummary = { last_notification: at(1), last_seen: at(1) }) {
  const n = start();
  n.actor.send(userChanged(user));
  if (user.type === 'Patient') {
    n.calls.resolve('load summary', summary);
    await settle();
  }
  return n;
}

/** Signed in with the list open: page 1 is `items` of `total`, marked seen at `seenAt`. */
async function opened(items: Notification[] = [notification('n-2', 2), notification('n-1', 1)], total = items.length, seenAt = at(3)) {
  const n = await signedIn();
  n.actor.send({ type: 'notifications.open' });
  n.calls.resolve('load page', { items, total });
  await settle();
  n.calls.resolve('mark seen', seenAt);
  await settle();
  expect(n.snap().matches({ signedIn: { list: 'open' } })).toBe(true);
  return n;
}

describe('notifications: the badge', () => {
  it('loads a patient’s summary at sign-in and on every reconnect, keeping the later times', async () => {
    const { actor, calls, snap, badge } = await signedIn(PATIENT, { last_notification: at(5), last_seen: at(2) });
    expect(calls.count('load summary')).toBe(1);
    expect(badge()).toBe(true);
    actor.send({ type: 'socket.connected' });
    expect(calls.count('load summary')).toBe(2);
    calls.resolve('load summary', { last_notification: at(4), last_seen: at(6) });
    await settle();
    expect(snap().context.summary).toEqual({ last_notification: at(5), last_seen: at(6) });
    expect(badge()).toBe(false);
  });

  it('leaves the badge clear when the summary fails, and tries again on the next connect', async () => {
    const { actor, calls, snap, badge } = start();
    actor.send(userChanged(PATIENT));
    calls.reject('load summary', new AppError('network', 0));
    await settle();
    expect(badge()).toBe(false);
    expect(snap().matches({ signedIn: { summary: 'loaded' } })).toBe(true);
    actor.send({ type: 'socket.connected' });
    expect(calls.count('load summary')).toBe(2);
  });

  it('loads no summary for anyone but patients: their badge follows pushes only', async () => {
    const { actor, calls, badge, cues } = await signedIn(DOCTOR);
    actor.send({ type: 'socket.connected' });
    expect(calls.count('load summary')).toBe(0);
    expect(badge()).toBe(false);
    actor.send({ type: 'server.NotificationCreated', payload: notification('n-1', 1) });
    expect(badge()).toBe(true);
    expect(cues.notification).toBe(1);
  });

  it('plays the cue and raises the badge for each valid notification pushed', async () => {
    const { push, badge, cues, snap, list } = await signedIn();
    push(notification('n-5', 5));
    push(notification('n-6', 6));
    expect(cues.notification).toBe(2);
    expect(badge()).toBe(true);
    expect(snap().context.summary.last_notification).toBe(at(6));
    // The list is not loaded: nothing is put in it.
    expect(list()).toEqual([]);
    // An older push does not move the time back.
    push(notification('n-0', 0));
    expect(snap().context.summary.last_notification).toBe(at(6));
  });

});

describe('notifications: the list', () => {
  it('opens by loading page 1, then marks the list seen, which clears the badge', async () => {
    const { actor, calls, snap, badge, list } = await signedIn(PATIENT, { last_notification: at(2), last_seen: null });
    expect(badge()).toBe(true);
    actor.send({ type: 'notifications.open' });
    expect(snap().hasTag('loading')).toBe(true);
    expect(calls.inputs('load page')).toEqual([{ page: 1 }]);
    expect(calls.count('mark seen')).toBe(0);
    calls.resolve('load page', { items: [notification('n-1', 1), notification('n-2', 2)], total: 2 });
    await settle();
    expect(list()).toEqual(['n-2', 'n-1']);
    expect(snap().matches({ signedIn: { list: 'marking' } })).toBe(true);
    expect(calls.count('mark seen')).toBe(1);
    calls.resolve('mark seen', at(3));
    await settle();
    expect(snap().matches({ signedIn: { list: 'open' } })).toBe(true);
    expect(badge()).toBe(false);
  });

  it('counts the newest listed notification for the badge of people without a summary', async () => {
    const { actor, calls, snap } = await signedIn(DOCTOR);
    actor.send({ type: 'notifications.open' });
    calls.resolve('load page', { items: [notification('n-4', 4)], total: 1 });
    await settle();
    expect(snap().context.summary.last_notification).toBe(at(4));
  });

  it('leaves the badge as it was when marking seen fails', async () => {
    const { actor, calls, snap, badge } = await signedIn(PATIENT, { last_notification: at(2), last_seen: null });
    actor.send({ type: 'notifications.open' });
    calls.resolve('load page', { items: [notification('n-2', 2)], total: 1 });
    await settle();
    calls.reject('mark seen', new AppError('internal', 500));
    await settle();
    expect(snap().matches({ signedIn: { list: 'open' } })).toBe(true);
    expect(badge()).toBe(true);
  });

  it('shows an error when page 1 fails, and loads it again on retry, on open and on reconnect', async () => {
    const { actor, calls, snap } = await signedIn();
    actor.send({ type: 'notifications.open' });
    for (const again of ['notifications.retry', 'notifications.open', 'socket.connected'] as const) {
      calls.reject('load page', new AppError('network', 0));
      await settle();
      expect(snap().matches({ signedIn: { list: 'failed' } })).toBe(true);
      expect(snap().context.error?.code).toBe('network');
      actor.send({ type: again });
      expect(snap().hasTag('loading')).toBe(true);
    }
    expect(calls.inputs('load page')).toEqual([{ page: 1 }, { page: 1 }, { page: 1 }, { page: 1 }]);
    calls.resolve('load page', { items: [], total: 0 });
    await settle();
    expect(snap().context.error).toBeNull();
  });

  it('loads the next page while there is more, keeping the newest first', async () => {
    const { actor, calls, snap, list } = await opened([notification('n-4', 4), notification('n-3', 3)], 4);
    actor.send({ type: 'notifications.more' });
    expect(snap().hasTag('loadingMore')).toBe(true);
    expect(calls.inputs('load page').at(-1)).toEqual({ page: 2 });
    calls.resolve('load page', { items: [notification('n-2', 2), notification('n-1', 1)], total: 4 });
    await settle();
    expect(list()).toEqual(['n-4', 'n-3', 'n-2', 'n-1']);
    expect(snap().context.page).toBe(2);
    actor.send({ type: 'notifications.more' });
    expect(calls.count('load page')).toBe(2);
    expect(snap().matches({ signedIn: { list: 'open' } })).toBe(true);
  });

  it('keeps the list when a further page fails, and tries that page again', async () => {
    const { actor, calls, snap, list } = await opened([notification('n-4', 4)], 2);
    actor.send({ type: 'notifications.more' });
    calls.reject('load page', new AppError('network', 0));
    await settle();
    expect(snap().matches({ signedIn: { list: 'moreFailed' } })).toBe(true);
    expect(list()).toEqual(['n-4']);
    actor.send({ type: 'notifications.more' });
    expect(calls.inputs('load page').slice(1)).toEqual([{ page: 2 }, { page: 2 }]);
  });

  it('after a failed further page starts over on open or reconnect', async () => {
    const { actor, calls, snap } = await opened([notification('n-4', 4)], 2);
    for (const again of ['notifications.open', 'socket.connected'] as const) {
      actor.send({ type: 'notifications.more' });
      calls.reject('load page', new AppError('network', 0));
      await settle();
      actor.send({ type: again });
      expect(calls.inputs('load page').at(-1)).toEqual({ page: 1 });
      calls.resolve('load page', { items: [notification('n-4', 4)], total: 2 });
      await settle();
      calls.resolve('mark seen', at(5));
      await settle();
      expect(snap().matches({ signedIn: { list: 'open' } })).toBe(true);
    }
  });

  it('reloads page 1 on a reconnect or a new open while open', async () => {
    const { actor, calls, snap, list } = await opened([notification('n-4', 4), notification('n-3', 3)], 3);
    actor.send({ type: 'notifications.more' });
    calls.resolve('load page', { items: [notification('n-2', 2)], total: 3 });
    await settle();
    actor.send({ type: 'socket.connected' });
    expect(calls.inputs('load page').at(-1)).toEqual({ page: 1 });
    calls.resolve('load page', { items: [notification('n-5', 5), notification('n-4', 4)], total: 4 });
    await settle();
    expect(list()).toEqual(['n-5', 'n-4']);
    expect(snap().context).toMatchObject({ page: 1, total: 4 });
    calls.resolve('mark seen', at(6));
    await settle();
    actor.send({ type: 'notifications.open' });
    expect(calls.inputs('load page').at(-1)).toEqual({ page: 1 });
  });

  it('marks a push seen at once while the list is open', async () => {
    const { calls, snap, push, badge } = await opened();
    push(notification('n-9', 9));
    expect(snap().matches({ signedIn: { list: 'marking' } })).toBe(true);
    expect(calls.count('mark seen')).toBe(2);
    calls.resolve('mark seen', at(9));
    await settle();
    expect(snap().matches({ signedIn: { list: 'open' } })).toBe(true);
    expect(badge()).toBe(false);
  });

  // BUG (notifications.machine.ts, list.open 'server.NotificationCreated'): in XState v5 a parallel
  // state's own transition is not taken when one of its regions handles the same event
  // (transitionParallelNode), so while the list is open the signedIn-level handler ('take push',
  // 'play notification cue') is skipped: no cue, the push is not put on top of the list, and
  // `last_notification` does not move. Fix: give open's transition the same actions:
  // `actions: [{ type: 'take push', params: ({ event }) => ({ notification: event.payload }) }, 'play notification cue']`.
  it('puts a push on top of the open list, counts it and plays the cue', async () => {
    const { snap, push, list, cues } = await opened();
    push(notification('n-9', 9));
    expect(cues.notification).toBe(1);
    expect(list()).toEqual(['n-9', 'n-2', 'n-1']);
    expect(snap().context.total).toBe(3);
    expect(snap().context.summary.last_notification).toBe(at(9));
  });

  it('after closing keeps the list, puts pushes in it, but lets them raise the badge', async () => {
    const { actor, calls, snap, push, list, badge } = await opened();
    actor.send({ type: 'notifications.close' });
    expect(snap().matches({ signedIn: { list: 'closed' } })).toBe(true);
    push(notification('n-9', 9));
    expect(list()).toEqual(['n-9', 'n-2', 'n-1']);
    expect(calls.count('mark seen')).toBe(1);
    expect(badge()).toBe(true);
  });

  it('closing while page 1 loads drops its answer', async () => {
    const { actor, calls, snap, list } = await signedIn();
    actor.send({ type: 'notifications.open' });
    actor.send({ type: 'notifications.close' });
    calls.resolve('load page', { items: [notification('n-1', 1)], total: 1 });
    await settle();
    expect(list()).toEqual([]);
    expect(calls.count('mark seen')).toBe(0);
    expect(snap().matches({ signedIn: { list: 'closed' } })).toBe(true);
  });

  // BUG (notifications.machine.ts, list.loadingMore / list.moreFailed): the list is open (its page
  // shown) but only `open` marks a push seen, so a push arriving while a further page loads (or
  // after it failed) raises the badge on the open page. Doc rule 4: "a push while it is open is
  // marked seen at once". Fix: in `moreFailed` handle the push like `open` (→ marking); in
  // `loadingMore` remember it (e.g. `seenStale` in context) and go to `marking` instead of `open`
  // when the page is in.
  it('marks a push seen that arrives while a further page loads', async () => {
    const { actor, calls, push, badge } = await opened([notification('n-2', 2)], 2);
    actor.send({ type: 'notifications.more' });
    push(notification('n-9', 9));
    calls.resolve('load page', { items: [notification('n-1', 1)], total: 3 });
    await settle();
    expect(calls.count('mark seen')).toBe(2);
    calls.resolve('mark seen', at(9));
    await settle();
    expect(badge()).toBe(false);
  });
});

describe('notifications: the session', () => {
  it('keeps everything when the same person’s profile changes', async () => {
    const { actor, calls, snap } = await opened();
    const before = snap().context;
    actor.send(userChanged({ ...PATIENT, firstname: { ka: 'ნინა', en: 'Nina' } }));
    expect(snap().context).toEqual(before);
    expect(snap().matches({ signedIn: { list: 'open' } })).toBe(true);
    expect(calls.count('load summary')).toBe(1);
  });

  it('forgets everything and starts afresh for another person', async () => {
    const { actor, calls, snap } = await opened();
    actor.send(userChanged({ ...PATIENT, id: 'p-2' }));
    expect(snap().context).toEqual({ userId: 'p-2', isPatient: true, summary: { last_notification: null, last_seen: null }, items: [], total: 0, page: 0, error: null, unseenPush: false });
    expect(snap().matches({ signedIn: { list: 'closed', summary: 'loading' } })).toBe(true);
    expect(calls.count('load summary')).toBe(2);
  });

  it('forgets everything at sign-out and ignores pushes until the next sign-in', async () => {
    const { actor, snap, push, cues } = await opened();
    actor.send(userChanged(null));
    expect(snap().value).toBe('signedOut');
    expect(snap().context).toEqual({ userId: null, isPatient: false, summary: { last_notification: null, last_seen: null }, items: [], total: 0, page: 0, error: null, unseenPush: false });
    push(notification('n-9', 9));
    expect(cues.notification).toBe(0);
    expect(snap().context.summary.last_notification).toBeNull();
  });
});
