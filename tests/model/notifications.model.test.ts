import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { NotificationsContext } from '../../src/machines/notifications/notifications.machine';
import { AppError } from '../../src/protocol/errors';
import { hasUnread, type Notification } from '../../src/protocol/notifications';
import { at, DOCTOR, notification, notificationsWithFakes, PATIENT, type Cues } from '../machines/chat-fakes';
import { describeModelWalk, type EventCase, type Run } from './walk-every-transition';

interface World {
  cues: Cues;
  /** Calls of each service before the step, to see which a step started. */
  calls: Record<string, number>;
}

const machine = (run: Run<World>) => notificationsWithFakes(run.invocations, () => run.world.cues.notification++);

const actor = (state: string) => `0.notifications.signedIn.${state}`;
const OFFLINE = new AppError('network', 0);

const later = (a: string | null, b: string) => (a !== null && Date.parse(a) >= Date.parse(b) ? a : b);

const RENAMED = { type: 'session.userChanged', user: { ...PATIENT, firstname: { ka: 'ნინა', en: 'Nina' } } };

/**
 * A patient (summary loaded), a doctor (pushes only) and the patient again with another name.
 * Page 1 holds two of three notifications, page 2 the third; one push (the socket has checked it).
 */
const EVENTS: EventCase[] = [
  { type: 'session.userChanged', user: PATIENT },
  { type: 'session.userChanged', user: DOCTOR },
  { type: 'session.userChanged', user: null },
  { type: 'socket.connected' },
  { type: 'server.NotificationCreated', payload: notification('n-9', 9) },
  { type: 'notifications.open' },
  { type: 'notifications.more' },
  { type: 'notifications.close' },
  { type: 'notifications.retry' },
  { type: `xstate.done.actor.${actor('summary.loading')}`, output: { last_notification: at(5), last_seen: at(2) } },
  { type: `xstate.error.actor.${actor('summary.loading')}`, error: OFFLINE },
  { type: `xstate.done.actor.${actor('list.loading')}`, output: { items: [notification('n-2', 2), notification('n-5', 5)], total: 3 } },
  { type: `xstate.error.actor.${actor('list.loading')}`, error: OFFLINE },
  { type: `xstate.done.actor.${actor('list.loadingMore')}`, output: { items: [notification('n-1', 1)], total: 3 } },
  { type: `xstate.error.actor.${actor('list.loadingMore')}`, error: OFFLINE },
  { type: `xstate.done.actor.${actor('list.marking')}`, output: at(7) },
  { type: `xstate.error.actor.${actor('list.marking')}`, error: OFFLINE },
];

/** What the doctor's walk needs: the badge from pushes and the list, no summary. */
const DOCTOR_EVENTS = new Set(['session.userChanged', 'server.NotificationCreated', 'notifications.open', `xstate.done.actor.${actor('list.loading')}`, `xstate.done.actor.${actor('list.marking')}`]);

/**
 * A change that leaves everything as it was (the same person renamed) is tried
 * with the list closed or open only: in every other state it would only repeat itself.
 * While the summary loads, only its answer (or a sign-out) comes next: the two regions share no
 * state but the badge times, which both only ever move forward (\`later\`), so walking every
 * interleaving would multiply the paths without reaching anything new.
 */
function events(s: AnyMachineSnapshot): EventCase[] {
  const c = s.context as NotificationsContext;
  const settled = s.matches({ signedIn: { list: 'closed' } }) || s.matches({ signedIn: { list: 'open' } });
  if (c.userId === DOCTOR.id) return EVENTS.filter((e) => DOCTOR_EVENTS.has(e.type));
  if (s.matches({ signedIn: { summary: 'loading' } })) {
    return EVENTS.filter((e) => e.type.includes('summary.loading') || (e.type === 'session.userChanged' && e.user === null));
  }
  return [...EVENTS, ...(settled && c.userId === PATIENT.id ? [RENAMED] : [])];
}

const SERVICES = ['load summary', 'load page', 'mark seen'];

function invariant(s: AnyMachineSnapshot, run: Run<World>) {
  const c = s.context as NotificationsContext;
  if (s.matches('signedOut')) {
    expect(c).toEqual({ userId: null, isPatient: false, summary: { last_notification: null, last_seen: null }, items: [], total: 0, page: 0, error: null, unseenPush: false });
    return;
  }
  // Newest first, each once; a list only once a page is in.
  const times = c.items.map((n) => Date.parse(n.created_at));
  expect(times).toEqual([...times].sort((a, b) => b - a));
  expect(new Set(c.items.map((n) => n.id)).size).toBe(c.items.length);
  if (c.page === 0) expect(c.items).toEqual([]);
  if (s.matches({ signedIn: { list: 'open' } }) || s.matches({ signedIn: { list: 'marking' } })) expect(c.page).toBeGreaterThan(0);
  // A push waits to be marked seen only while a further page loads.
  if (c.unseenPush) expect(s.matches({ signedIn: { list: 'loadingMore' } })).toBe(true);
  // What is loading is the first page, or the page after the last one loaded.
  const lastPage = run.invocations.inputs('load page').at(-1);
  if (s.matches({ signedIn: { list: 'loading' } })) expect(lastPage).toEqual({ page: 1 });
  if (s.matches({ signedIn: { list: 'loadingMore' } })) expect(lastPage).toEqual({ page: c.page + 1 });
  // The summary loads for patients only.
  if (s.matches({ signedIn: { summary: 'pushOnly' } })) expect(c.isPatient).toBe(false);
  if (s.matches({ signedIn: { summary: 'loading' } }) || s.matches({ signedIn: { summary: 'loaded' } })) expect(c.isPatient).toBe(true);
}

function effects(event: EventCase, before: AnyMachineSnapshot, after: AnyMachineSnapshot, run: Run<World>) {
  const started = Object.fromEntries(SERVICES.map((src) => [src, run.invocations.count(src) - (run.world.calls[src] ?? 0)]));
  for (const src of SERVICES) run.world.calls[src] = run.invocations.count(src);
  const cues = run.world.cues.notification;
  run.world.cues.notification = 0;
  const b = before.context as NotificationsContext;
  const a = after.context as NotificationsContext;
  const signedIn = before.matches('signedIn');
  const valid = event.type === 'server.NotificationCreated';
  const list = (state: string) => before.matches({ signedIn: { list: state } });

  expect(cues, 'one cue per valid push').toBe(valid && signedIn ? 1 : 0);
  if (valid && signedIn) {
    const pushed = event.payload as Notification;
    expect(a.summary.last_notification).toBe(later(b.summary.last_notification, pushed.created_at));
    expect(hasUnread(a.summary) || a.summary.last_seen === b.summary.last_seen).toBe(true);
    // Once a page is in, a push is listed (in its place) and counted once.
    if (b.page > 0) {
      expect(a.items).toContainEqual(pushed);
      expect(a.total).toBe(b.total + (b.items.some((n) => n.id === pushed.id) ? 0 : 1));
    } else {
      expect(a.items).toEqual(b.items);
    }
  }
  // A valid push while the list is shown is marked seen at once, or once the further page loading is in.
  if (valid && (list('open') || list('marking') || list('moreFailed'))) {
    expect(after.matches({ signedIn: { list: 'marking' } })).toBe(true);
    expect(started['mark seen']).toBe(1);
  }
  if (valid && list('loadingMore')) {
    expect(after.matches({ signedIn: { list: 'loadingMore' } })).toBe(true);
    expect(a.unseenPush).toBe(true);
    expect(started['mark seen']).toBe(0);
  }
  if (event.type === `xstate.done.actor.${actor('list.loadingMore')}`) {
    expect(after.matches({ signedIn: { list: b.unseenPush ? 'marking' : 'open' } })).toBe(true);
    expect(started['mark seen']).toBe(b.unseenPush ? 1 : 0);
  }
  // Opening loads page 1 first; "seen" waits for it.
  if (event.type === 'notifications.open' && signedIn) {
    expect(started['load page']).toBe(1);
    expect(started['mark seen']).toBe(0);
  }
  if (event.type === `xstate.done.actor.${actor('list.loading')}`) expect(started['mark seen']).toBe(1);
  // A marked list clears the badge for everything up to the answer.
  if (event.type === `xstate.done.actor.${actor('list.marking')}`) {
    expect(a.summary.last_seen).not.toBeNull();
    expect(Date.parse(a.summary.last_seen!)).toBeGreaterThanOrEqual(Date.parse(event.output as string));
  }
  // A failed "seen" leaves the badge as it was.
  if (event.type === `xstate.error.actor.${actor('list.marking')}`) expect(a.summary).toEqual(b.summary);
  // The same person again changes nothing; another person starts afresh.
  if (event.type === 'session.userChanged') {
    const user = event.user as { id: string } | null;
    if (user && user.id === b.userId) {
      expect(a).toEqual(b);
      expect(after.value).toEqual(before.value);
    }
    if (user && user.id !== b.userId) expect(a).toMatchObject({ userId: user.id, items: [], total: 0, page: 0 });
  }
  // A patient's summary is asked at sign-in and on reconnects once loaded.
  if (event.type === 'socket.connected') {
    expect(started['load summary']).toBe(before.matches({ signedIn: { summary: 'loaded' } }) ? 1 : 0);
  }
}

const TRANSITIONS = [
  '(root): session.userChanged [is another user] → signedIn (re-entered)',
  '(root): session.userChanged [is signed out] → signedOut',
  'signedIn.list.closed: notifications.open → signedIn.list.loading',
  'signedIn.list.failed: notifications.open → signedIn.list.loading',
  'signedIn.list.failed: notifications.retry → signedIn.list.loading',
  'signedIn.list.failed: socket.connected → signedIn.list.loading',
  'signedIn.list.loading: done (load page) → signedIn.list.marking',
  'signedIn.list.loading: error (load page) → signedIn.list.failed',
  'signedIn.list.loadingMore: done (load page) [else] → signedIn.list.open',
  'signedIn.list.loadingMore: done (load page) [has unseen push] → signedIn.list.marking',
  'signedIn.list.loadingMore: server.NotificationCreated → (stays)',
  'signedIn.list.loadingMore: error (load page) → signedIn.list.moreFailed',
  'signedIn.list.marking: done (mark seen) → signedIn.list.open',
  'signedIn.list.marking: error (mark seen) → signedIn.list.open',
  'signedIn.list.marking: server.NotificationCreated → signedIn.list.marking (re-entered)',
  'signedIn.list.moreFailed: notifications.more → signedIn.list.loadingMore',
  'signedIn.list.moreFailed: notifications.open → signedIn.list.loading',
  'signedIn.list.moreFailed: server.NotificationCreated → signedIn.list.marking',
  'signedIn.list.moreFailed: socket.connected → signedIn.list.loading',
  'signedIn.list.open: notifications.more [has more] → signedIn.list.loadingMore',
  'signedIn.list.open: notifications.open → signedIn.list.loading',
  'signedIn.list.open: server.NotificationCreated → signedIn.list.marking',
  'signedIn.list.open: socket.connected → signedIn.list.loading',
  'signedIn.list: notifications.close → signedIn.list.closed',
  'signedIn.summary.deciding: always [else] → signedIn.summary.pushOnly',
  'signedIn.summary.deciding: always [is patient] → signedIn.summary.loading',
  'signedIn.summary.loaded: socket.connected → signedIn.summary.loading',
  'signedIn.summary.loading: done (load summary) → signedIn.summary.loaded',
  'signedIn.summary.loading: error (load summary) → signedIn.summary.loaded',
  'signedIn: server.NotificationCreated → (stays)',
];

describeModelWalk<World>('the notifications machine, walked as a model', {
  machine,
  transitions: TRANSITIONS,
  starts: [{ input: undefined, events }],
  world: () => ({ cues: { message: 0, notification: 0 }, calls: {} }),
  invariant,
  effects,
  timeout: 300_000,
});
