import type { LoggedStep, SessionLog } from './session-log';

/**
 * Messages between the replay page (src/views/replay) and the frame that replays a session log
 * into the real app (REPLAY_FRAME_PATH → src/app/replay/frame.tsx). Both are on the app's own origin.
 */

/** Where the frame is: a path of the app (the server answers it with the app's page) that starts no session. */
export const REPLAY_FRAME_PATH = '/replay-frame';

/** A step as the frame reports it: same as recorded, diverged (with why), or skipped. */
export interface ReplayStepOutcome {
  index: number;
  status: 'same' | 'diverged' | 'skipped';
  reason?: string;
}

/** One actor as it is at the chosen step: its state and its context (secrets blanked). */
export interface ReplayActorView {
  name: string;
  status: string;
  value: unknown;
  context: unknown;
}

export type ToReplayFrame =
  | { type: 'replay.open'; log: SessionLog }
  | { type: 'replay.goto'; index: number };

export type FromReplayFrame =
  | { type: 'replay.ready' }
  /** The frame replayed up to `index` (the screen shows that moment). `outcomes` are the steps replayed since the last message. */
  | { type: 'replay.reached'; index: number; outcomes: ReplayStepOutcome[]; actors: ReplayActorView[]; ended: boolean }
  | { type: 'replay.failed'; message: string };

export type { LoggedStep, SessionLog };
