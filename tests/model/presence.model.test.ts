import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { PresenceContext } from '../../src/machines/live/presence.machine';
import { AppError } from '../../src/protocol/errors';
import { PATIENT, presenceWithFakes } from '../machines/chat-fakes';
import { describeModelWalk, type EventCase, type Run } from './walk-every-transition';

const machine = (run: Run<null>) => presenceWithFakes(run.invocations);

const LOOKUP = 'xstate.done.actor.0.presence.looking';
const LOOKUP_FAILED = 'xstate.error.actor.0.presence.looking';

/**
 * Two people (a, b) watched in batches of one, so a lookup of a leaves b queued. Pushes (with a
 * session only): one for each person (the socket has checked them). A push for an id already pushed during the same lookup
 * only repeats itself (and would grow `pushedSince` forever), so it is not tried again.
 */
function events(s: AnyMachineSnapshot): EventCase[] {
  const c = s.context as PresenceContext;
  const push = (user_id: string, status: string): EventCase => ({ type: 'server.UserStatusChange', payload: { user_id, status } });
  return [
    { type: 'session.userChanged', user: PATIENT },
    { type: 'session.userChanged', user: null },
    { type: 'presence.watch', ids: ['a', 'b', 'a'] },
    { type: 'presence.watch', ids: ['b'] },
    { type: 'socket.connected' },
    // Pushes come over the live channel, which only a session has.
    ...(!c.signedIn ? [] : [...(c.pushedSince.includes('a') ? [] : [push('a', 'offline')]), ...(c.pushedSince.includes('b') ? [] : [push('b', 'online')]), ]),
    // The server's answer: every asked id, plus one nobody asked for and an unknown status.
    {
      type: LOOKUP,
      output: [
        { user_id: 'a', status: 'online' },
        { user_id: 'b', status: 'offline' },
        { user_id: 'z', status: 'online' },
        { user_id: 'b', status: 'busy' },
      ],
    },
    { type: LOOKUP_FAILED, error: new AppError('network', 0) },
  ];
}

function invariant(s: AnyMachineSnapshot, run: Run<null>) {
  const c = s.context as PresenceContext;
  for (const id of [...c.queue, ...c.asking]) expect(c.watched).toContain(id);
  expect(new Set(c.watched).size).toBe(c.watched.length);
  expect(Object.values(c.online).every((v) => v === 'online' || v === 'offline')).toBe(true);
  // A lookup is on its way exactly while looking, never without a session, at most one batch big.
  expect(s.matches('looking')).toBe(c.asking.length > 0);
  expect(c.asking.length).toBeLessThanOrEqual(c.batchSize);
  if (s.matches('looking')) {
    expect(c.signedIn).toBe(true);
    expect(run.invocations.inputs('look up presence').at(-1)).toEqual({ ids: c.asking });
  }
  // Nothing queued is left waiting while a lookup could go.
  if (s.matches('idle')) expect(c.signedIn && c.queue.length > 0).toBe(false);
  if (!c.signedIn) {
    expect(c.online).toEqual({});
    expect(c.asking).toEqual([]);
  }
}

function effects(event: EventCase, before: AnyMachineSnapshot, after: AnyMachineSnapshot) {
  const b = before.context as PresenceContext;
  const a = after.context as PresenceContext;
  if (event.type === 'server.UserStatusChange') {
    const { user_id, status } = event.payload as { user_id: string; status: string };
    expect(a.online[user_id]).toBe(status);
  }
  if (event.type === LOOKUP) {
    // An answer sets what was asked, except what a push said meanwhile.
    for (const entry of event.output as Array<{ user_id: string; status: string }>) {
      const taken = b.asking.includes(entry.user_id) && !b.pushedSince.includes(entry.user_id) && (entry.status === 'online' || entry.status === 'offline');
      if (taken) expect(a.online[entry.user_id]).toBe(entry.status);
    }
    expect(a.online.z).toBe(b.online.z);
  }
  if (event.type === LOOKUP_FAILED) expect(a.online).toEqual(b.online);
  if (event.type === 'socket.connected' && a.signedIn && b.watched.length > 0) {
    // Every watched id is asked again (also those of a lookup on its way: its answer may predate
    // the reconnect): the first batch goes at once when none is on its way, the rest is queued.
    expect(before.matches('looking') ? a.queue : [...a.asking, ...a.queue]).toEqual(b.watched);
  }
}

const TRANSITIONS = [
  '(root): presence.watch → (stays)',
  '(root): server.UserStatusChange → (stays)',
  '(root): session.userChanged [else] → idle',
  '(root): session.userChanged [is signed in] → (stays)',
  '(root): socket.connected → (stays)',
  'idle: always [has queue] → looking',
  'looking: done (look up presence) → idle',
  'looking: error (look up presence) → idle',
];

describeModelWalk<null, { batchSize: number }>('the presence machine, walked as a model', {
  machine,
  transitions: TRANSITIONS,
  starts: [{ input: { batchSize: 1 }, events }],
  world: () => null,
  invariant,
  effects,
  timeout: 120_000,
});
