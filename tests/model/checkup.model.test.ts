import { expect } from 'vitest';
import { fromPromise, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { checkupMachine, type CheckupContext } from '../../src/machines/checkups/checkup.machine';
import { AppError } from '../../src/protocol/errors';
import { checkupFixture, PATIENT_ID } from '../support/checkup-fixtures';
import { describeModelWalk, type Run } from './walk-every-transition';

const DOCTOR_ID = '6f1c1a54-0000-4000-8000-0000000000d1';

interface World {
  opened: string[];
  loads: number;
  starts: number;
}

const machine = (run: Run<World>) =>
  checkupMachine.provide({
    actors: {
      'load checkup': fromPromise(({ input }) => run.invocations.start('load checkup', input)),
      'start interview': fromPromise(({ input }) => run.invocations.start('start interview', input)),
    },
    actions: {
      'open interview': (_, { id }) => run.world.opened.push(id),
    },
  });

const PAGE = { checkup: checkupFixture(), patient: null };

/** The same address and another; the checkup, no such checkup, a failure; starting an interview and its answers. */
const EVENTS: EventObject[] = [
  { type: 'route.changed', id: 'c-1' },
  { type: 'route.changed', id: 'c-2' },
  { type: 'user.retry' },
  { type: 'user.startInterview' },
  { type: 'xstate.done.actor.loadCheckup', output: PAGE },
  { type: 'xstate.error.actor.loadCheckup', error: new AppError('not_found', 404) },
  { type: 'xstate.error.actor.loadCheckup', error: new AppError('network', 0) },
  { type: 'xstate.done.actor.startInterview', output: { id: 'iv-1' } },
  { type: 'xstate.error.actor.startInterview', error: new AppError('network', 0) },
] as EventObject[];

function invariant(s: AnyMachineSnapshot, run: Run<World>) {
  const c = s.context as CheckupContext;
  // What is loading, or shown, is always the checkup of the current address.
  expect((run.invocations.inputs('load checkup').at(-1) as { id: string }).id).toBe(c.id);
  if (s.hasTag('loading')) expect(c.page).toBeNull();
  if (s.hasTag('content')) expect(c.page).not.toBeNull();
  if (s.hasTag('not found')) expect(c.error?.status).toBe(404);
  if (s.hasTag('failed')) expect(c.error?.status).not.toBe(404);
  // Only the patient ever starts an interview from a checkup.
  if (c.viewerId !== PATIENT_ID) expect(run.invocations.count('start interview')).toBe(0);
  if (s.hasTag('starting')) expect(s.hasTag('content')).toBe(true);
}

function effects(event: EventObject, before: AnyMachineSnapshot, after: AnyMachineSnapshot, run: Run<World>) {
  // A failure other than 404, of loading or of starting an interview, is kept for the page to show
  // in its own card (no general alert).
  const c = after.context as CheckupContext;
  if (after.hasTag('failed') && !before.hasTag('failed')) expect(c.error?.code).toBe('network');
  if (event.type === 'xstate.error.actor.startInterview' && before.hasTag('starting')) {
    expect(after.hasTag('content') && !after.hasTag('starting')).toBe(true);
    expect(c.startError?.code).toBe('network');
  }
  // The interview opens exactly when the server answered its id.
  expect(run.world.opened.splice(0)).toEqual(event.type === 'xstate.done.actor.startInterview' && before.hasTag('starting') ? ['iv-1'] : []);
  const loads = run.invocations.count('load checkup');
  expect(loads - run.world.loads, `loads started by ${event.type}`).toBe(after.hasTag('loading') && (!before.hasTag('loading') || before.context.id !== after.context.id) ? 1 : 0);
  run.world.loads = loads;
  const starts = run.invocations.count('start interview');
  expect(starts - run.world.starts, `interviews started by ${event.type}`).toBe(after.hasTag('starting') && !before.hasTag('starting') ? 1 : 0);
  run.world.starts = starts;
}

const TRANSITIONS = [
  '(root): route.changed [is same checkup] → (stays)',
  '(root): route.changed [else] → loading (re-entered)',
  'loading: done (load checkup) → loaded',
  'loading: error (load checkup) [is not found] → notFound',
  'loading: error (load checkup) [else] → failed',
  'failed: user.retry → loading',
  'loaded.idle: user.startInterview [is the patient] → loaded.starting',
  'loaded.starting: done (start interview) → loaded.idle',
  'loaded.starting: error (start interview) → loaded.idle',
];

describeModelWalk<World, { id: string; viewerId: string }>('the checkup machine, walked as a model', {
  machine,
  transitions: TRANSITIONS,
  starts: [
    { input: { id: 'c-1', viewerId: PATIENT_ID }, events: EVENTS },
    { input: { id: 'c-1', viewerId: DOCTOR_ID }, events: EVENTS },
  ],
  world: () => ({ opened: [], loads: 1, starts: 0 }),
  invariant,
  effects,
  timeout: 60_000,
});
