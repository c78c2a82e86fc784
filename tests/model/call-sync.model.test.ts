import { expect } from 'vitest';
import { readCurrent } from '../../src/machines/calls/call-rules';
import { AppError } from '../../src/protocol/errors';
import { call, callSyncWithFakes, ROOM } from '../machines/call-fakes';
import { describeModelWalk, type EventCase } from './walk-every-transition';

/**
 * The call machine's resynchronising child walked as a model: connects (also while a load runs),
 * answers with live calls, with an entry lacking data, with nothing, and failures.
 */

const LOADED = 'xstate.done.actor.load current calls';
const LIVE = [{ call: call({ status: 'ongoing' }), room: ROOM }];
const WITH_BROKEN = [{ call: call({ status: 'ringing' }), room: null }, { call: { status: 'ringing' }, room: null }];

const TRANSITIONS = [
  'loading: done (load current calls) → waiting',
  'loading: error (load current calls) → waiting',
  'loading: socket.connected → loading (re-entered)',
  'waiting: socket.connected → loading',
];

const EVENTS: EventCase[] = [
  { type: 'socket.connected' },
  { type: LOADED, output: LIVE },
  { type: LOADED, output: WITH_BROKEN },
  { type: LOADED, output: [] },
  { type: 'xstate.error.actor.load current calls', error: new AppError('network', 0) },
];

interface World {
  connects: number;
  answers: number;
}

describeModelWalk<World>('the calls resynchronisation, walked as a model', {
  machine: (run) => callSyncWithFakes(run.invocations),
  transitions: TRANSITIONS,
  starts: [{ input: undefined, events: EVENTS }],
  world: () => ({ connects: 0, answers: 0 }),
  invariant(s, run) {
    // One load per connect, and one report per answer: nothing else is asked or told.
    expect(run.invocations.count('load current calls')).toBe(run.world.connects);
    expect(run.heard.map((e) => e.type)).toEqual(Array(run.world.answers).fill('calls.synced'));
    expect(s.matches('loading') || s.matches('waiting')).toBe(true);
  },
  effects(event, before, after, run) {
    if (event.type === 'socket.connected') run.world.connects += 1;
    if (event.type === LOADED) run.world.answers += 1;
    // A load that ends tells the parent what the server has, entries lacking data left out.
    if (event.type === LOADED) expect(run.heard.at(-1)).toEqual({ type: 'calls.synced', calls: readCurrent(event.output) });
    // Every connect starts a load, also one that interrupts a load under way.
    if (event.type === 'socket.connected') expect(after.matches('loading')).toBe(true);
    void before;
  },
  timeout: 60_000,
});
