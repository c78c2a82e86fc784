import { assign, setup, type ActorRefFrom } from 'xstate';
import type { ReplayActorView, ReplayStepOutcome, ToReplayFrame } from '../../protocol/replay-frame';
import { SESSION_LOG_FORMAT, SESSION_LOG_VERSION } from '../../protocol/session-log-format';
import type { SessionLog } from '../../protocol/session-log';
import { notProvided } from '../not-provided';

/**
 * The replay page (issue 14): a session log played into the real app in a frame
 * (src/app/replay/frame-app.tsx), one step at a time.
 *
 * 1. The page opens a log (a report's, or a file the support person picked); a file that is not
 *    a session log is refused (`NOT_A_LOG`).
 * 2. Once the frame says it is ready (`frame.ready`, with the frame to post to), the log goes to
 *    it; the frame shows step 0, then (`startAt: 'last'`, the default) goes on to the last step,
 *    what the person saw when they reported.
 * 3. Choosing a step (`user.select`), the next or previous one (`user.step`), asks the frame for
 *    it; while the frame works (`moving`) further choices wait for its answer (`frame.reached`:
 *    the step reached, the outcomes of the steps replayed, the actors' states).
 * 4. Play advances one step every `play delay` until the end, a divergence or `user.pause`.
 * 5. A step whose fingerprint does not match stops the replay there: the divergence is kept and
 *    shown with its reason. A frame that fails says why (`failed`); `user.retry` starts again.
 */
export interface ReplayViewerContext {
  log: SessionLog | null;
  /** Where a log opens: its last step (what the person saw when they reported), or its first. */
  startAt: 'first' | 'last';
  frame: { postMessage(message: ToReplayFrame, origin: string): void } | null;
  /** The step the person chose (the frame is asked for it); -1 until they choose or the frame shows one. */
  selected: number;
  /** The step the frame shows. */
  reached: number;
  /** What became of each step replayed so far, by index. */
  outcomes: Record<number, ReplayStepOutcome>;
  actors: ReplayActorView[];
  divergence: ReplayStepOutcome | null;
  /** The frame can go no further (the end of the log, or a divergence). */
  ended: boolean;
  playing: boolean;
  error: string | null;
}

export type ReplayViewerEvent =
  | { type: 'user.openLog'; log: unknown }
  | { type: 'frame.ready'; frame: ReplayViewerContext['frame'] }
  /** The frame's `replay.reached`. */
  | { type: 'frame.reached'; index: number; outcomes: ReplayStepOutcome[]; actors: ReplayActorView[]; ended: boolean }
  | { type: 'user.select'; index: number }
  | { type: 'user.step'; by: 1 | -1 }
  | { type: 'user.play' }
  | { type: 'user.pause' }
  | { type: 'user.retry' }
  | { type: 'frame.failed'; message: string };

/** The error of a file that is not a session log. */
export const NOT_A_LOG = 'not a session log';

/** A session log as the client writes it (its full shape is checked by the server for reports). */
export function isSessionLog(value: unknown): value is SessionLog {
  const v = value as Partial<SessionLog> | null;
  return !!v && typeof v === 'object' && v.format === SESSION_LOG_FORMAT && v.version === SESSION_LOG_VERSION && Array.isArray(v.steps) && typeof v.build === 'string';
}

const last = (context: ReplayViewerContext) => (context.log ? context.log.steps.length - 1 : -1);
const clamp = (context: ReplayViewerContext, index: number) => Math.max(0, Math.min(last(context), Math.round(index)));

export const replayViewerMachine = setup({
  types: {
    context: {} as ReplayViewerContext,
    events: {} as ReplayViewerEvent,
    input: {} as { log?: SessionLog | null; startAt?: 'first' | 'last' },
  },
  actions: {
    /** Posts to the frame (provided: the page's origin). */
    post: notProvided('post') as (_: unknown, params: { frame: NonNullable<ReplayViewerContext['frame']>; message: ToReplayFrame }) => void,
    'take reached': assign(({ context }, params: { index: number; outcomes: ReplayStepOutcome[]; actors: ReplayActorView[]; ended: boolean }) => {
      const outcomes = { ...context.outcomes };
      for (const o of params.outcomes) outcomes[o.index] = o;
      const divergence = context.divergence ?? params.outcomes.find((o) => o.status === 'diverged') ?? null;
      return { reached: params.index, selected: context.selected < 0 ? params.index : context.selected, outcomes, actors: params.actors, ended: params.ended, divergence, playing: context.playing && !params.ended };
    }),
  },
  delays: {
    /** How long play shows each step. */
    'play delay': 700,
  },
  guards: {
    'is a log': (_, params: { log: unknown }) => isSessionLog(params.log),
    'has log': ({ context }) => context.log !== null,
    'can go on': ({ context }) => context.playing && !context.ended && context.reached < last(context),
  },
}).createMachine({
  id: 'replayViewer',
  context: ({ input }) => ({ log: input.log ?? null, startAt: input.startAt ?? 'last', frame: null, selected: -1, reached: -1, outcomes: {}, actors: [], divergence: null, ended: false, playing: false, error: null }),
  initial: 'waitingForFrame',
  on: {
    'user.openLog': [
      {
        guard: { type: 'is a log', params: ({ event }) => ({ log: event.log }) },
        target: '.ready to open',
        actions: assign(({ event }) => ({ log: event.log as SessionLog, selected: -1, reached: -1, outcomes: {}, actors: [], divergence: null, ended: false, playing: false, error: null })),
      },
      { actions: assign({ error: NOT_A_LOG }) },
    ],
    'frame.failed': { target: '.failed', actions: assign(({ event }) => ({ error: event.message, playing: false })) },
    // Chosen before the frame shows anything: asked for as soon as it does.
    'user.select': { actions: assign(({ context, event }) => ({ selected: clamp(context, event.index) })) },
    'user.step': { actions: assign(({ context, event }) => ({ selected: clamp(context, Math.max(context.reached, context.selected, 0) + event.by) })) },
  },
  states: {
    waitingForFrame: {
      on: {
        'frame.ready': [
          { guard: 'has log', target: 'opening', actions: assign(({ event }) => ({ frame: event.frame })) },
          { target: 'noLog', actions: assign(({ event }) => ({ frame: event.frame })) },
        ],
      },
    },
    noLog: {},
    /** A log to show: to the frame as soon as there is one. */
    'ready to open': {
      always: [{ guard: ({ context }) => context.frame !== null, target: 'opening' }, { target: 'waitingForFrame' }],
    },
    opening: {
      entry: { type: 'post', params: ({ context }) => ({ frame: context.frame!, message: { type: 'replay.open', log: context.log! } }) },
      on: {
        'frame.reached': [
          // On to the step the person chose meanwhile.
          {
            guard: ({ context, event }) => context.selected >= 0 && context.selected !== event.index && !event.ended,
            target: 'moving',
            actions: { type: 'take reached', params: ({ event }) => event },
          },
          // Else on to the last step: the moment the person reported.
          {
            guard: ({ context, event }) => context.selected < 0 && context.startAt === 'last' && !event.ended && event.index < last(context),
            target: 'moving',
            actions: [{ type: 'take reached', params: ({ event }) => event }, assign(({ context }) => ({ selected: last(context) }))],
          },
          { target: 'still', actions: { type: 'take reached', params: ({ event }) => event } },
        ],
      },
    },
    moving: {
      entry: { type: 'post', params: ({ context }) => ({ frame: context.frame!, message: { type: 'replay.goto', index: context.selected } }) },
      on: {
        'frame.reached': [
          // The person chose another step meanwhile: on to it.
          { guard: ({ context, event }) => event.index !== context.selected && !event.ended, target: 'moving', reenter: true, actions: { type: 'take reached', params: ({ event }) => event } },
          { target: 'still', actions: { type: 'take reached', params: ({ event }) => event } },
        ],
        'user.select': { actions: assign(({ context, event }) => ({ selected: clamp(context, event.index), playing: false })) },
        'user.step': { actions: assign(({ context, event }) => ({ selected: clamp(context, context.selected + event.by), playing: false })) },
        'user.pause': { actions: assign({ playing: false }) },
      },
    },
    still: {
      always: { guard: 'can go on', target: 'playing' },
      on: {
        'user.select': { target: 'moving', actions: assign(({ context, event }) => ({ selected: clamp(context, event.index), playing: false })) },
        'user.step': { target: 'moving', actions: assign(({ context, event }) => ({ selected: clamp(context, context.reached + event.by), playing: false })) },
        'user.play': { guard: ({ context }) => !context.ended && context.reached < last(context), target: 'playing', actions: assign({ playing: true }) },
      },
    },
    playing: {
      after: { 'play delay': { target: 'moving', actions: assign(({ context }) => ({ selected: clamp(context, context.reached + 1) })) } },
      on: {
        'user.pause': { target: 'still', actions: assign({ playing: false }) },
        'user.select': { target: 'moving', actions: assign(({ context, event }) => ({ selected: clamp(context, event.index), playing: false })) },
        'user.step': { target: 'moving', actions: assign(({ context, event }) => ({ selected: clamp(context, context.reached + event.by), playing: false })) },
      },
    },
    failed: {
      on: { 'user.retry': { guard: 'has log', target: 'opening', actions: assign({ error: null, selected: -1, reached: -1, outcomes: {}, actors: [], divergence: null, ended: false }) } },
    },
  },
});

export type ReplayViewerMachine = typeof replayViewerMachine;
export type ReplayViewerActorRef = ActorRefFrom<ReplayViewerMachine>;
