import { fromPromise } from 'xstate';
import { deviceCheckMachine, type DeviceStream } from '../../machines/device-check/device-check.machine';
import { openDevice } from '../../services/media';
import { playTestSound } from '../../services/sound';

/** The device check (`/test`) with the browser's camera, microphone and speakers. */
export function deviceCheckFlow() {
  return deviceCheckMachine.provide({
    actors: {
      'open camera': fromPromise<DeviceStream>(() => openDevice('camera')),
      'open microphone': fromPromise<DeviceStream>(() => openDevice('microphone')),
    },
    actions: { 'play test sound': () => playTestSound() },
  });
}
