import { fromPromise } from 'xstate';
import { deviceCheckMachine, type DeviceStream } from '../../machines/device-check/device-check.machine';
import { openDevice } from '../../services/media';
import { playTestSound } from '../../services/sound';

/** Opens a device; if the page was left while the browser asked, stops it again at once. */
async function openUnlessLeft(kind: 'camera' | 'microphone', signal: AbortSignal): Promise<DeviceStream> {
  const stream = await openDevice(kind);
  if (signal.aborted) {
    stream.stop();
    throw new DOMException('The device check was left', 'AbortError');
  }
  return stream;
}

/** The device check (`/test`) with the browser's camera, microphone and speakers. */
export function deviceCheckFlow() {
  return deviceCheckMachine.provide({
    actors: {
      'open camera': fromPromise<DeviceStream>(({ signal }) => openUnlessLeft('camera', signal)),
      'open microphone': fromPromise<DeviceStream>(({ signal }) => openUnlessLeft('microphone', signal)),
    },
    actions: {
      'play test sound': () => playTestSound(),
      'release stream': ({ context }, { device }) => context.streams[device]?.stop(),
    },
  });
}
