import { fromPromise } from 'xstate';
import { deviceCheckMachine, type DeviceStream } from '../../src/machines/device-check/device-check.machine';
import type { Invocations } from './shell-fakes';

/** The device check with its devices as calls in `calls` and the test sound counted. */
export function deviceCheckWithFakes(calls: Invocations, played: { count: number }) {
  return deviceCheckMachine.provide({
    actors: {
      'open camera': fromPromise<DeviceStream>(() => calls.start('open camera', null)),
      'open microphone': fromPromise<DeviceStream>(() => calls.start('open microphone', null)),
    },
    actions: {
      'play test sound': () => void played.count++,
      'release stream': ({ context }, { device }) => context.streams[device]?.stop(),
    },
  });
}

/** A stream that counts how often it was stopped. */
export const stream = () => {
  const s = { media: {}, stopped: 0, stop: () => void s.stopped++ };
  return s;
};

