import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { DeviceCheckContext } from '../../src/machines/device-check/device-check.machine';
import { deviceCheckWithFakes, stream } from '../machines/device-check-fakes';
import { describeModelWalk, type EventCase, type Run } from './walk-every-transition';

const TRANSITIONS = [
  'camera.asking: done (open camera) → camera.working',
  'camera.asking: error (open camera) → camera.failed',
  'camera.checkingSupport: always [else] → camera.idle',
  'camera.checkingSupport: always [unsupported] → camera.unsupported',
  'camera.failed: user.retry [is device] → camera.asking',
  'camera.idle: user.start → camera.asking',
  'microphone.asking: done (open microphone) → microphone.working',
  'microphone.asking: error (open microphone) → microphone.failed',
  'microphone.checkingSupport: always [else] → microphone.idle',
  'microphone.checkingSupport: always [unsupported] → microphone.unsupported',
  'microphone.failed: user.retry [is device] → microphone.asking',
  'microphone.idle: user.start → microphone.asking',
  'speakers.asking: user.heard [else] → speakers.notHeard',
  'speakers.asking: user.heard [was heard] → speakers.heard',
  'speakers.asking: user.playSound → speakers.playing',
  'speakers.heard: user.playSound → speakers.playing',
  'speakers.idle: user.playSound → speakers.playing',
  'speakers.notHeard: user.playSound → speakers.playing',
  'speakers.playing: after (test sound) → speakers.asking',
];

const SAME_STREAM = stream();
const denied = Object.assign(new Error('denied'), { name: 'NotAllowedError' });

/**
 * Device regions are walked one at a time (the other stays where it is), so the walk stays small:
 * their states never depend on each other.
 */
function events(s: AnyMachineSnapshot): EventCase[] {
  const c = s.context as DeviceCheckContext;
  const out: EventCase[] = [{ type: 'user.playSound' }, { type: 'user.heard', heard: true }, { type: 'user.heard', heard: false }, { type: 'xstate.after.test sound.deviceCheck.speakers.playing' }];
  if (!c.supported) return out;
  out.push({ type: 'user.start' }, { type: 'user.retry', device: 'camera' }, { type: 'user.retry', device: 'microphone' });
  if (s.matches({ camera: 'asking' })) out.push({ type: 'xstate.done.actor.open camera', output: SAME_STREAM }, { type: 'xstate.error.actor.open camera', error: denied });
  if (s.matches({ microphone: 'asking' })) out.push({ type: 'xstate.done.actor.open microphone', output: SAME_STREAM }, { type: 'xstate.error.actor.open microphone', error: denied });
  return out;
}

describeModelWalk<{ played: { count: number } }, { supported: boolean }>('the device check, walked as a model', {
  machine: (run: Run<{ played: { count: number } }>) => deviceCheckWithFakes(run.invocations, run.world?.played ?? { count: 0 }),
  transitions: TRANSITIONS,
  starts: [
    { input: { supported: true }, events },
    { input: { supported: false }, events },
  ],
  world: () => ({ played: { count: 0 } }),
  invariant(s) {
    const c = s.context as DeviceCheckContext;
    // A stream is held exactly while its device works; a problem is known exactly while it failed.
    for (const device of ['camera', 'microphone'] as const) {
      expect(c.streams[device] !== null).toBe(s.hasTag(`${device} working`));
      expect(c.problems[device] !== null).toBe(s.hasTag(`${device} failed`));
    }
  },
  effects(event, before, after, run) {
    if (event.type === 'user.playSound') expect(run.world.played.count).toBeGreaterThan(0);
    void before;
    void after;
  },
  timeout: 120_000,
});
