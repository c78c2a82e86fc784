import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { notProvided } from '../not-provided';

/**
 * The device check before a consultation (`/test`): camera, microphone and speakers, each on its
 * own (three parallel regions), so one that fails does not hide how the others are.
 * - Camera and microphone: `user.start` asks the browser for each ('open camera',
 *   'open microphone'); the answer is working (the view shows the live preview / the level
 *   meter from `context.streams`), or why not: permission denied, no such device, in use by
 *   another program, or another failure. `user.retry` asks again. A device stops ('release …')
 *   when it leaves `working` and when the page closes.
 * - Speakers: `user.playSound` plays a test sound, then asks whether it was heard; yes → fine,
 *   no → advice, and it can be played again.
 * Without camera and microphone support at all (an old browser, or a page not served over
 * HTTPS) every device region is `unsupported`.
 */
export type MediaProblem = 'denied' | 'missing' | 'busy' | 'failed';

/** Sorts a getUserMedia failure into what the person is told. */
export function mediaProblem(error: unknown): MediaProblem {
  const name = error && typeof error === 'object' && 'name' in error ? String((error as { name: unknown }).name) : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'missing';
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError') return 'busy';
  return 'failed';
}

/** A live device stream: the browser's stream (`media`, for the preview and the meter) and how to stop it. */
export interface DeviceStream {
  readonly media: unknown;
  stop(): void;
}

export interface DeviceCheckContext {
  supported: boolean;
  streams: { camera: DeviceStream | null; microphone: DeviceStream | null };
  problems: { camera: MediaProblem | null; microphone: MediaProblem | null };
}

export type DeviceCheckEvent =
  | { type: 'user.start' }
  | { type: 'user.retry'; device: 'camera' | 'microphone' }
  | { type: 'user.playSound' }
  | { type: 'user.heard'; heard: boolean };

type Device = 'camera' | 'microphone';

/** A device region: idle until started, asking, working (stream live) or failed (why in context). */
function deviceRegion(device: Device) {
  const open = device === 'camera' ? ('open camera' as const) : ('open microphone' as const);
  return {
    initial: 'checkingSupport',
    states: {
      checkingSupport: { always: [{ guard: 'unsupported', target: 'unsupported' }, { target: 'idle' }] },
      unsupported: { tags: [`${device} unsupported`] },
      idle: { on: { 'user.start': 'asking' } },
      asking: {
        tags: [`${device} asking`],
        invoke: {
          id: open,
          src: open,
          onDone: { target: 'working', actions: { type: 'keep stream', params: ({ event }: { event: { output: DeviceStream } }) => ({ device, stream: event.output }) } },
          onError: { target: 'failed', actions: { type: 'note problem', params: ({ event }: { event: { error: unknown } }) => ({ device, problem: mediaProblem(event.error) }) } },
        },
      },
      working: {
        tags: [`${device} working`],
        exit: [{ type: 'release stream', params: { device } }, { type: 'forget stream', params: { device } }],
      },
      failed: {
        tags: [`${device} failed`],
        exit: { type: 'forget problem', params: { device } },
        on: { 'user.retry': { guard: { type: 'is device', params: { device } }, target: 'asking' } },
      },
    },
  } as const;
}

export const deviceCheckMachine = setup({
  types: { context: {} as DeviceCheckContext, events: {} as DeviceCheckEvent, input: {} as { supported: boolean } },
  actors: {
    'open camera': fromPromise<DeviceStream>(notProvided('open camera')),
    'open microphone': fromPromise<DeviceStream>(notProvided('open microphone')),
  },
  delays: {
    /** The test sound lasts about 1.5 s: the question comes once it has played, not over it. */
    'test sound': 1500,
  },
  actions: {
    'keep stream': assign(({ context }, params: { device: Device; stream: DeviceStream }) => ({
      streams: { ...context.streams, [params.device]: params.stream },
    })),
    'forget problem': assign(({ context }, params: { device: Device }) => ({ problems: { ...context.problems, [params.device]: null } })),
    'note problem': assign(({ context }, params: { device: Device; problem: MediaProblem }) => ({ problems: { ...context.problems, [params.device]: params.problem } })),
    /** Stops the device (the camera light goes off); provided by src/app. */
    'release stream': notProvided('release stream') as (_: unknown, params: { device: Device }) => void,
    'forget stream': assign(({ context }, params: { device: Device }) => ({ streams: { ...context.streams, [params.device]: null } })),
    'play test sound': notProvided('play test sound'),
  },
  guards: {
    unsupported: ({ context }) => !context.supported,
    'is device': ({ event }, params: { device: Device }) => event.type === 'user.retry' && event.device === params.device,
    'was heard': ({ event }) => event.type === 'user.heard' && event.heard,
  },
}).createMachine({
  id: 'deviceCheck',
  type: 'parallel',
  context: ({ input }) => ({ supported: input.supported, streams: { camera: null, microphone: null }, problems: { camera: null, microphone: null } }),
  states: {
    camera: deviceRegion('camera'),
    microphone: deviceRegion('microphone'),
    speakers: {
      initial: 'idle',
      states: {
        idle: { on: { 'user.playSound': 'playing' } },
        playing: {
          tags: ['sound playing'],
          entry: 'play test sound',
          after: { 'test sound': 'asking' },
        },
        asking: {
          tags: ['sound question'],
          on: {
            'user.heard': [{ guard: 'was heard', target: 'heard' }, { target: 'notHeard' }],
            'user.playSound': 'playing',
          },
        },
        heard: { tags: ['sound heard'], on: { 'user.playSound': 'playing' } },
        notHeard: { tags: ['sound not heard'], on: { 'user.playSound': 'playing' } },
      },
    },
  },
});

export type DeviceCheckMachine = typeof deviceCheckMachine;
export type DeviceCheckActorRef = ActorRefFrom<typeof deviceCheckMachine>;
export type DeviceCheckSnapshot = SnapshotFrom<typeof deviceCheckMachine>;
