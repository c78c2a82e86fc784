import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { staticsMachine } from '../../src/machines/statics/statics.machine';
import { AppError } from '../../src/protocol/errors';
import { Invocations, LISTS, SETTINGS, settle, startUnderParent } from './shell-fakes';

function start() {
  const calls = new Invocations();
  const machine = staticsMachine.provide({ actors: { 'load statics': fromPromise(() => calls.start('load statics', null)) } });
  return { calls, ...startUnderParent(machine) };
}

describe('the start-up lists', () => {
  it('load the settings and the six lists at start and keep them', async () => {
    const { actor, calls } = start();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(calls.count('load statics')).toBe(1);
    calls.resolve('load statics', { settings: SETTINGS, lists: LISTS });
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toEqual({ settings: SETTINGS, lists: LISTS });
  });

  it('raise the general alert with the error code when loading fails, and try again exactly 10 s later', async () => {
    const { actor, calls, clock, heard } = start();
    calls.reject('load statics', new AppError('internal', 500));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(heard).toEqual([{ type: 'alert.show', kind: 'danger', code: 'internal' }]);

    clock.increment(9999);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(calls.count('load statics')).toBe(1);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('loading');
    expect(calls.count('load statics')).toBe(2);

    calls.resolve('load statics', { settings: SETTINGS, lists: LISTS });
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('raise an alert of their own when the failure has no error code', async () => {
    const { calls, heard } = start();
    calls.reject('load statics', new Error('chunk lost'));
    await settle();
    expect(heard).toEqual([{ type: 'alert.show', kind: 'danger', messageId: 'statics.loadFailed' }]);
  });

  it('try again at once when the person asks to', async () => {
    const { actor, calls, clock } = start();
    calls.reject('load statics', new AppError('network', 0));
    await settle();
    actor.send({ type: 'user.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(calls.count('load statics')).toBe(2);
    // The delayed retry belonged to the failed state and is gone.
    clock.increment(10_000);
    expect(calls.count('load statics')).toBe(2);
  });
});
