import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { DirectoryContext } from '../../src/machines/live/directory.machine';
import type { ClinicRef } from '../../src/protocol/catalog';
import { AppError } from '../../src/protocol/errors';
import { directoryWithFakes, PATIENT, person } from '../machines/chat-fakes';
import { describeModelWalk, type EventCase, type Run } from './walk-every-transition';

const machine = (run: Run<null>) => directoryWithFakes(run.invocations);

const clinic = (id: number): ClinicRef => ({ id, name: { ka: 'კლინიკა', en: 'Clinic' }, logo: null });

const FETCHED = 'xstate.done.actor.0.directory.fetching';

/**
 * Two people and a clinic. The batch delay is walked on the clock (the walk checks that nothing
 * goes 1 ms early); an answer brings everything asked, or only the first person asked (the others
 * deleted, the clinic unreadable).
 */
const events = (s: AnyMachineSnapshot): EventCase[] => {
  const { asking } = s.context as DirectoryContext;
  return [
    ...EVENTS,
    { type: FETCHED, output: { users: asking.users.map(person), clinics: asking.clinics.map(clinic) } },
    { type: FETCHED, output: { users: asking.users.slice(0, 1).map(person), clinics: [] } },
  ];
};

const EVENTS: EventCase[] = [
  { type: 'session.userChanged', user: PATIENT },
  { type: 'session.userChanged', user: null },
  { type: 'directory.need', users: ['u-1', 'u-2', 'u-1'], clinics: [7] },
  { type: 'directory.need', users: ['u-2'] },
  { type: 'socket.connected' },
  { type: 'xstate.after.batch delay.directory.batching' },
  { type: 'xstate.error.actor.0.directory.fetching', error: new AppError('network', 0) },
];

const EMPTY = { users: [], clinics: [] };

function invariant(s: AnyMachineSnapshot, run: Run<null>) {
  const c = s.context as DirectoryContext;
  // Each id is known, queued, on its way or failed: never two of them, never twice.
  const users = [...Object.keys(c.users), ...c.queue.users, ...c.asking.users, ...c.failed.users];
  const clinics = [...Object.keys(c.clinics).map(Number), ...c.queue.clinics, ...c.asking.clinics, ...c.failed.clinics];
  expect(new Set(users).size).toBe(users.length);
  expect(new Set(clinics).size).toBe(clinics.length);
  if (s.matches('fetching')) {
    expect(c.asking.users.length + c.asking.clinics.length).toBeGreaterThan(0);
    expect(run.invocations.inputs('fetch entries').at(-1)).toEqual(c.asking);
  } else {
    expect(c.asking).toEqual(EMPTY);
  }
  // Nothing queued sits idle with a session: a batch is about to go.
  if (s.matches('idle')) expect(c.queue).toEqual(EMPTY);
  if (s.matches('batching')) expect(c.queue.users.length + c.queue.clinics.length).toBeGreaterThan(0);
}

function effects(event: EventCase, before: AnyMachineSnapshot, after: AnyMachineSnapshot) {
  const b = before.context as DirectoryContext;
  const a = after.context as DirectoryContext;
  if (event.type === FETCHED) {
    // What was asked is now known, or failed and asked again later.
    for (const id of b.asking.users) expect(id in a.users || a.failed.users.includes(id)).toBe(true);
    for (const id of b.asking.clinics) expect(id in a.clinics || a.failed.clinics.includes(id)).toBe(true);
  }
  if (event.type === 'session.userChanged' && event.user === null) {
    expect(a).toEqual({ users: {}, clinics: {}, queue: EMPTY, asking: EMPTY, failed: EMPTY });
  }
  if (event.type === 'socket.connected') {
    expect(a.failed).toEqual(EMPTY);
    expect(a.queue.users).toEqual([...b.queue.users, ...b.failed.users]);
  }
}

const TRANSITIONS = [
  '(root): directory.need → (stays)',
  '(root): session.userChanged [is signed out] → signedOut',
  '(root): socket.connected → (stays)',
  'batching: after (batch delay) → fetching',
  'fetching: done (fetch entries) → idle',
  'fetching: error (fetch entries) → idle',
  'idle: always [has queue] → batching',
  'signedOut: session.userChanged [is signed in] → idle',
];

describeModelWalk<null>('the directory machine, walked as a model', {
  machine,
  transitions: TRANSITIONS,
  starts: [{ input: undefined, events }],
  world: () => null,
  invariant,
  effects,
  timeout: 120_000,
});
