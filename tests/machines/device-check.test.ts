import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { mediaProblem } from '../../src/machines/device-check/device-check.machine';
import { deviceCheckWithFakes, stream } from './device-check-fakes';
import { Invocations, settle } from './shell-fakes';

const domError = (name: string) => Object.assign(new Error(name), { name });

function start(supported = true) {
  const calls = new Invocations();
  const played = { count: 0 };
  const clock = new SimulatedClock();
  const actor = createActor(deviceCheckWithFakes(calls, played), { input: { supported }, clock }).start();
  return { calls, played, clock, actor, snap: () => actor.getSnapshot() };
}

describe('the device check', () => {
  it('sorts the browser’s refusals into what the person is told', () => {
    expect(mediaProblem(domError('NotAllowedError'))).toBe('denied');
    expect(mediaProblem(domError('SecurityError'))).toBe('denied');
    expect(mediaProblem(domError('NotFoundError'))).toBe('missing');
    expect(mediaProblem(domError('OverconstrainedError'))).toBe('missing');
    expect(mediaProblem(domError('NotReadableError'))).toBe('busy');
    expect(mediaProblem(new Error('odd'))).toBe('failed');
    expect(mediaProblem(null)).toBe('failed');
  });

  it('asks for camera and microphone on their own: one failing does not hide the other', async () => {
    const t = start();
    t.actor.send({ type: 'user.start' });
    expect(t.calls.count('open camera')).toBe(1);
    expect(t.calls.count('open microphone')).toBe(1);
    const camera = stream();
    t.calls.resolve('open camera', camera);
    t.calls.reject('open microphone', domError('NotAllowedError'));
    await settle();
    expect(t.snap().hasTag('camera working')).toBe(true);
    expect(t.snap().hasTag('microphone failed')).toBe(true);
    expect(t.snap().context.problems).toEqual({ camera: null, microphone: 'denied' });

    t.actor.send({ type: 'user.retry', device: 'camera' });
    expect(t.calls.count('open camera')).toBe(1);
    t.actor.send({ type: 'user.retry', device: 'microphone' });
    t.calls.resolve('open microphone', stream());
    await settle();
    expect(t.snap().hasTag('microphone working')).toBe(true);
    expect(t.snap().context.problems.microphone).toBeNull();
    expect(camera.stopped).toBe(0);
  });

  it('says the browser has no media support, and asks for nothing', () => {
    const t = start(false);
    t.actor.send({ type: 'user.start' });
    expect(t.snap().hasTag('camera unsupported')).toBe(true);
    expect(t.snap().hasTag('microphone unsupported')).toBe(true);
    expect(t.calls.count('open camera')).toBe(0);
  });

  it('plays the test sound, then asks whether it was heard', () => {
    const t = start();
    t.actor.send({ type: 'user.playSound' });
    expect(t.played.count).toBe(1);
    expect(t.snap().hasTag('sound playing')).toBe(true);
    t.clock.increment(1499);
    expect(t.snap().hasTag('sound playing')).toBe(true);
    t.clock.increment(1);
    expect(t.snap().hasTag('sound question')).toBe(true);
    t.actor.send({ type: 'user.heard', heard: false });
    expect(t.snap().hasTag('sound not heard')).toBe(true);
    t.actor.send({ type: 'user.playSound' });
    t.clock.increment(1500);
    t.actor.send({ type: 'user.heard', heard: true });
    expect(t.snap().hasTag('sound heard')).toBe(true);
    expect(t.played.count).toBe(2);
  });
});
