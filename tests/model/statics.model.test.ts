import { expect } from 'vitest';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import { staticsMachine } from '../../src/machines/statics/statics.machine';
import { AppError } from '../../src/protocol/errors';
import { LISTS, SETTINGS } from '../machines/shell-fakes';
import { describeModelWalk, type EventCase, type Run } from './walk-every-transition';

/** Every transition of the start-up lists machine; a new one fails the first test until it is listed here. */
const TRANSITIONS = [
  'loading: done (load statics) → ready',
  'loading: error (load statics) → failed',
  'failed: after (retry delay) → loading',
  'failed: user.retry → loading',
];

const machine = (run: Run<null>) =>
  staticsMachine.provide({ actors: { 'load statics': fromPromise(() => run.invocations.start('load statics', null)) } });

const EVENTS: EventCase[] = [
  { type: 'xstate.done.actor.0.statics.loading', output: { settings: SETTINGS, lists: LISTS } },
  // A coded failure (the server or the HTTP layer) and one without a code (a bug, a lost chunk).
  { type: 'xstate.error.actor.0.statics.loading', error: new AppError('network', 0) },
  { type: 'xstate.error.actor.0.statics.loading', error: new Error('boom') },
];

function invariant(s: AnyMachineSnapshot, run: Run<null>) {
  if (s.matches('ready')) expect(s.context).toEqual({ settings: SETTINGS, lists: LISTS });
  if (s.matches('failed')) expect(run.heard.at(-1)).toMatchObject({ type: 'alert.show', kind: 'danger' });
  if (s.matches('loading')) expect(s.hasTag('loading')).toBe(true);
}

describeModelWalk<null>('the start-up lists machine, walked as a model', {
  machine,
  transitions: TRANSITIONS,
  starts: [{ input: undefined, events: EVENTS }],
  world: () => null,
  invariant,
  effects(event, _before, _after, run) {
    if (!event.type.startsWith('xstate.error.')) return;
    const error = event.error as Error & { code?: string };
    // The general alert: the code when there is one, else a message of its own.
    expect(run.heard.at(-1)).toEqual(
      error.code ? { type: 'alert.show', kind: 'danger', code: error.code } : { type: 'alert.show', kind: 'danger', messageId: 'statics.loadFailed' },
    );
  },
  timeout: 60_000,
});
