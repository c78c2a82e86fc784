import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { isSessionLog, NOT_A_LOG, replayViewerMachine } from '../../src/machines/replay/replay-viewer.machine';
import type { ToReplayFrame } from '../../src/protocol/replay-frame';
import type { LoggedStep, SessionLog } from '../../src/protocol/session-log';

const step = (seq: number, actor = 'app', type = 'user.x'): LoggedStep => ({ seq, t: seq * 100, actor, kind: seq === 0 ? 'boot' : 'intent', event: { type }, fp: seq === 0 ? null : '0000000a' });
const LOG: SessionLog = {
  format: 'clinic-session-log',
  version: 1,
  build: 'b1',
  started_at: '2026-11-26T09:00:00.000Z',
  language: 'ka',
  viewport: { width: 390, height: 844 },
  redacted: [],
  dropped: 0,
  steps: [0, 1, 2, 3, 4].map((i) => step(i)),
};

/** The viewer with a frame that records what it is asked, on a clock the test moves. */
function start(log: SessionLog | null = LOG, startAt: 'first' | 'last' = 'first') {
  const clock = new SimulatedClock();
  const posted: ToReplayFrame[] = [];
  const frame = { postMessage: (m: ToReplayFrame) => void posted.push(m) };
  const actor = createActor(replayViewerMachine.provide({ actions: { post: (_, p) => p.frame.postMessage(p.message, 'origin') } }), { input: { log, startAt }, clock }).start();
  const reached = (index: number, extra: Partial<{ ended: boolean; diverged: boolean }> = {}) =>
    actor.send({
      type: 'frame.reached',
      index,
      outcomes: [{ index, status: extra.diverged ? 'diverged' : 'same', ...(extra.diverged ? { reason: 'fingerprint x instead of y' } : {}) }],
      actors: [{ name: 'app', status: 'active', value: {}, context: {} }],
      ended: extra.ended ?? index >= (log?.steps.length ?? 0) - 1,
    });
  return { actor, clock, posted, frame, reached, state: () => actor.getSnapshot() };
}

describe('the replay viewer', () => {
  it('waits for the frame, sends it the log, and shows step 0 when the frame has it', () => {
    const v = start();
    expect(v.state().value).toBe('waitingForFrame');
    v.actor.send({ type: 'frame.ready', frame: v.frame });
    expect(v.state().value).toBe('opening');
    expect(v.posted).toEqual([{ type: 'replay.open', log: LOG }]);
    v.reached(0);
    expect(v.state().value).toBe('still');
    expect(v.state().context).toMatchObject({ reached: 0, outcomes: { 0: { index: 0, status: 'same' } }, actors: [{ name: 'app' }] });
  });

  it('by default goes on to the last step once the frame shows the first (the moment of the report)', () => {
    const v = start(LOG, 'last');
    v.actor.send({ type: 'frame.ready', frame: v.frame });
    v.reached(0);
    expect(v.state().value).toBe('moving');
    expect(v.posted.at(-1)).toEqual({ type: 'replay.goto', index: 4 });
    v.reached(4);
    expect(v.state().value).toBe('still');
    expect(v.state().context).toMatchObject({ reached: 4, ended: true });
  });

  it('asks for a step chosen before the frame showed anything, instead of the last', () => {
    const v = start(LOG, 'last');
    v.actor.send({ type: 'user.select', index: 2 });
    v.actor.send({ type: 'frame.ready', frame: v.frame });
    v.actor.send({ type: 'user.step', by: 1 });
    v.reached(0);
    expect(v.state().value).toBe('moving');
    expect(v.posted.at(-1)).toEqual({ type: 'replay.goto', index: 3 });
    v.reached(3);
    expect(v.state().value).toBe('still');
  });

  it('asks the frame for a chosen step, the next and the previous, within the log', () => {
    const v = start();
    v.actor.send({ type: 'frame.ready', frame: v.frame });
    v.reached(0);
    v.actor.send({ type: 'user.select', index: 3 });
    expect(v.state().value).toBe('moving');
    expect(v.posted.at(-1)).toEqual({ type: 'replay.goto', index: 3 });
    v.reached(3);
    v.actor.send({ type: 'user.step', by: -1 });
    expect(v.posted.at(-1)).toEqual({ type: 'replay.goto', index: 2 });
    v.reached(2);
    v.actor.send({ type: 'user.select', index: 99 });
    expect(v.posted.at(-1)).toEqual({ type: 'replay.goto', index: 4 });
  });

  it('goes on to a step chosen while the frame was busy', () => {
    const v = start();
    v.actor.send({ type: 'frame.ready', frame: v.frame });
    v.reached(0);
    v.actor.send({ type: 'user.select', index: 1 });
    v.actor.send({ type: 'user.select', index: 3 });
    v.actor.send({ type: 'user.step', by: 1 });
    v.reached(1);
    expect(v.state().value).toBe('moving');
    expect(v.posted.at(-1)).toEqual({ type: 'replay.goto', index: 4 });
  });

  it('plays a step at a time until the end, and pauses on request', () => {
    const v = start();
    v.actor.send({ type: 'frame.ready', frame: v.frame });
    v.reached(0);
    v.actor.send({ type: 'user.play' });
    expect(v.state().value).toBe('playing');
    v.clock.increment(700);
    expect(v.posted.at(-1)).toEqual({ type: 'replay.goto', index: 1 });
    v.reached(1);
    expect(v.state().value).toBe('playing');
    v.actor.send({ type: 'user.pause' });
    expect(v.state().value).toBe('still');
    v.clock.increment(5000);
    expect(v.posted.at(-1)).toEqual({ type: 'replay.goto', index: 1 });
    v.actor.send({ type: 'user.play' });
    for (const i of [2, 3, 4]) {
      v.clock.increment(700);
      v.reached(i);
    }
    expect(v.state().value).toBe('still');
    expect(v.state().context).toMatchObject({ ended: true, playing: false });
    v.actor.send({ type: 'user.play' });
    expect(v.state().value).toBe('still');
  });

  it('keeps the first divergence and stops playing there', () => {
    const v = start();
    v.actor.send({ type: 'frame.ready', frame: v.frame });
    v.reached(0);
    v.actor.send({ type: 'user.play' });
    v.clock.increment(700);
    v.reached(1, { diverged: true, ended: true });
    expect(v.state().value).toBe('still');
    expect(v.state().context.divergence).toEqual({ index: 1, status: 'diverged', reason: 'fingerprint x instead of y' });
    expect(v.state().context.playing).toBe(false);
  });

  it('opens a log from a file, refuses what is not one, and starts again after the frame fails', () => {
    const v = start(null);
    v.actor.send({ type: 'frame.ready', frame: v.frame });
    expect(v.state().value).toBe('noLog');
    v.actor.send({ type: 'user.openLog', log: { steps: [] } });
    expect(v.state().context.error).toBe(NOT_A_LOG);
    expect(v.state().value).toBe('noLog');
    v.actor.send({ type: 'user.openLog', log: LOG });
    expect(v.state().value).toBe('opening');
    expect(v.state().context.error).toBeNull();
    v.actor.send({ type: 'frame.failed', message: 'boom' });
    expect(v.state().value).toBe('failed');
    expect(v.state().context.error).toBe('boom');
    v.actor.send({ type: 'user.retry' });
    expect(v.state().value).toBe('opening');
    expect(v.posted.filter((m) => m.type === 'replay.open')).toHaveLength(2);
  });

  it('holds a log that arrives before the frame until the frame is ready', () => {
    const v = start(null);
    v.actor.send({ type: 'user.openLog', log: LOG });
    expect(v.state().value).toBe('waitingForFrame');
    v.actor.send({ type: 'frame.ready', frame: v.frame });
    expect(v.posted).toEqual([{ type: 'replay.open', log: LOG }]);
  });

  it('knows a session log by its format, version, build and steps', () => {
    expect(isSessionLog(LOG)).toBe(true);
    expect(isSessionLog({ ...LOG, version: 2 })).toBe(false);
    expect(isSessionLog({ ...LOG, steps: 'x' })).toBe(false);
    expect(isSessionLog(null)).toBe(false);
  });
});
