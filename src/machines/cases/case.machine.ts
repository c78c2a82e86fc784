import { assign, fromCallback, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { applyCaseEvent, CASE_PUSH_TYPES, type Case, type CaseEvent } from '../../protocol/cases';
import { AppError, toAppError } from '../../protocol/errors';
import type { ServerPush } from '../../protocol/events';
import { notProvided } from '../not-provided';
import { mayGive, type CaseCommand, type CaseViewer } from './case-rules';

/**
 * One medical case as one person sees it, live (the panel's tab, /p/case/{id}):
 * 1. Loads it (a 404 is the not-found face: the server answers 404 to anyone with no right to it;
 *    any other failure the error face with a retry).
 * 2. Folds the pushes about it with `applyCaseEvent`, the reducer the server's projection uses: the
 *    next version applies; an old one changes nothing; a gap (a version missed) and a reconnect
 *    load the case again quietly, showing what it has until the answer comes.
 * 3. Takes the person's commands only where the command table lets them and the command changes
 *    something (./case-rules.ts), and sends them one at a time, each with the version held when it
 *    goes out. Commands given meanwhile wait in a small queue and go in order, so quick clicks are
 *    never lost and never race each other for a version. Beyond COMMAND_QUEUE_MAX waiting, a
 *    command is refused (`can` says so; its form keeps what was typed).
 * 4. The answer is the case after the command: taken when newer than what is shown (its own push
 *    may have brought it first). A refusal because someone else changed the case meanwhile
 *    (`event.conflict`) shows the fresh case from the error (`current`; loaded again if absent),
 *    says the change was not saved (`conflict`), and drops the commands that waited behind it,
 *    since they were decided on what is no longer true. Any other refusal raises the general alert
 *    and keeps the case; the next command in the queue goes on.
 * 5. Each command may carry the view's `ticket`; `outcomes` says which tickets were saved or not,
 *    so a form clears what the person typed only once it was saved and keeps it otherwise.
 */
export interface CaseInput {
  id: string;
  viewer: CaseViewer;
  /** The server's upload limit (public settings): a larger file is refused on the device, without uploading it. */
  maxUploadBytes: number;
}

/** A command on its way, with the ticket of the form that gave it. */
export interface QueuedCommand {
  command: CaseCommand;
  ticket: string | null;
}

/** Whether the command of a ticket was saved. */
export interface CommandOutcome {
  ticket: string;
  saved: boolean;
}

export interface CaseContext {
  id: string;
  viewer: CaseViewer;
  maxUploadBytes: number;
  case: Case | null;
  /** Why the case could not be loaded. */
  error: AppError | null;
  /** The command in flight. */
  pending: QueuedCommand | null;
  /** Commands waiting behind it, oldest first. */
  queue: QueuedCommand[];
  /** Someone else changed the case meanwhile: the person's last change was not saved and the fresh case is shown. */
  conflict: boolean;
  /** What is shown may be behind the server (a missed version, a reconnect): load again once nothing is in flight. */
  stale: boolean;
  /** The latest outcomes of ticketed commands, newest last (OUTCOMES_KEPT at most). */
  outcomes: CommandOutcome[];
}

/** Most commands waiting behind the one in flight. */
export const COMMAND_QUEUE_MAX = 5;
/** Outcomes kept: enough for every form of the view to see its own. */
export const OUTCOMES_KEPT = 10;

export type CasePushEvent = { [T in (typeof CASE_PUSH_TYPES)[number]]: ServerPush<T> }[(typeof CASE_PUSH_TYPES)[number]];

/** Every case push as a machine event. */
export const CASE_PUSH_EVENTS = CASE_PUSH_TYPES.map((t) => `server.${t}` as const);

export type CaseMachineEvent =
  | { type: 'user.retry' }
  | { type: 'user.command'; command: CaseCommand; ticket?: string }
  | { type: 'user.dismissConflict' }
  | { type: 'socket.connected' }
  | CasePushEvent;

/** The push as the reducer takes it. */
const caseEventOf = (e: CasePushEvent): CaseEvent => ({ type: e.type.slice('server.'.length), payload: e.payload }) as CaseEvent;

const isCaseOf = (value: unknown, id: string): value is Case =>
  typeof value === 'object' && value !== null && (value as Case).id === id && typeof (value as Case).version === 'number';

/** The outcomes with these tickets' added, the oldest dropped beyond OUTCOMES_KEPT. */
function withOutcomes(outcomes: CommandOutcome[], commands: ReadonlyArray<QueuedCommand | null>, saved: boolean): CommandOutcome[] {
  const added = commands.flatMap((c) => (c?.ticket ? [{ ticket: c.ticket, saved }] : []));
  return added.length ? [...outcomes, ...added].slice(-OUTCOMES_KEPT) : outcomes;
}

const TOO_LARGE = new AppError('upload.too_large', 413);

export const caseMachine = setup({
  types: {
    input: {} as CaseInput,
    context: {} as CaseContext,
    events: {} as CaseMachineEvent,
  },
  actors: {
    'load case': fromPromise<Case, { id: string }>(notProvided('load case')),
    'send command': fromPromise<Case, { id: string; version: number; command: CaseCommand }>(notProvided('send command')),
    'live pushes': fromCallback(notProvided('live pushes')),
  },
  actions: {
    'report failure': notProvided('report failure') as (_: unknown, params: { error: AppError }) => void,
    'take case': assign(({ context }, params: { case: Case }) =>
      params.case.id === context.id && (!context.case || params.case.version > context.case.version) ? { case: params.case } : {},
    ),
    'apply push': assign(({ context }, params: { event: CasePushEvent }) => ({ case: applyCaseEvent(context.case, caseEventOf(params.event)) })),
    'assign error': assign((_, params: { error: unknown }) => ({ error: toAppError(params.error) })),
    'clear error': assign({ error: null }),
    'assign stale': assign((_, params: { stale: boolean }) => ({ stale: params.stale })),
    'assign conflict': assign((_, params: { conflict: boolean }) => ({ conflict: params.conflict })),
    enqueue: assign(({ context }, params: QueuedCommand) => ({ queue: [...context.queue, params] })),
    'take next command': assign(({ context }) => ({ pending: context.queue[0] ?? null, queue: context.queue.slice(1) })),
    'settle command': assign(({ context }, params: { saved: boolean }) => ({ pending: null, outcomes: withOutcomes(context.outcomes, [context.pending], params.saved) })),
    // The commands behind a conflicting one were decided on what is no longer true: none of them is saved.
    'drop queue': assign(({ context }) => ({ queue: [], outcomes: withOutcomes(context.outcomes, context.queue, false) })),
    'take conflict': assign(({ context }, params: { error: unknown }) => {
      const current = toAppError(params.error).current;
      if (!isCaseOf(current, context.id)) return { conflict: true, stale: true };
      return { conflict: true, case: !context.case || current.version > context.case.version ? current : context.case };
    }),
  },
  guards: {
    applies: ({ context }, params: { event: CasePushEvent }) => {
      if (!context.case || params.event.payload.case_id !== context.id) return false;
      return applyCaseEvent(context.case, caseEventOf(params.event)) !== context.case;
    },
    'is gap': ({ context }, params: { event: CasePushEvent }) =>
      params.event.payload.case_id === context.id && (!context.case || params.event.payload.version > context.case.version + 1),
    'may command': ({ context }, params: { command: CaseCommand }) =>
      !!context.case && context.queue.length < COMMAND_QUEUE_MAX && mayGive(context.case, context.viewer.id, params.command),
    'is too large': ({ context }, params: { command: CaseCommand }) => params.command.type === 'upload_file' && params.command.file.size > context.maxUploadBytes,
    'is not found': (_, params: { error: unknown }) => toAppError(params.error).status === 404,
    'is conflict': (_, params: { error: unknown }) => toAppError(params.error).code === 'event.conflict',
    'is stale': ({ context }) => context.stale,
    'has queued': ({ context }) => context.queue.length > 0,
  },
}).createMachine({
  id: 'case',
  context: ({ input }) => ({
    id: input.id,
    viewer: input.viewer,
    maxUploadBytes: input.maxUploadBytes,
    case: null,
    error: null,
    pending: null,
    queue: [],
    conflict: false,
    stale: false,
    outcomes: [],
  }),
  initial: 'loading',
  invoke: { id: 'livePushes', src: 'live pushes' },
  on: Object.fromEntries(
    CASE_PUSH_EVENTS.map((type) => [
      type,
      [
        { guard: { type: 'applies', params: ({ event }: { event: CasePushEvent }) => ({ event }) }, actions: { type: 'apply push', params: ({ event }: { event: CasePushEvent }) => ({ event }) } },
        { guard: { type: 'is gap', params: ({ event }: { event: CasePushEvent }) => ({ event }) }, actions: { type: 'assign stale', params: { stale: true } } },
      ],
    ]),
  ) as never,
  states: {
    loading: {
      tags: ['loading'],
      entry: { type: 'assign stale', params: { stale: false } },
      on: { 'socket.connected': { target: 'loading', reenter: true } },
      invoke: {
        id: 'loadCase',
        src: 'load case',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'ready', actions: [{ type: 'take case', params: ({ event }) => ({ case: event.output }) }, 'clear error'] },
        onError: [
          { guard: { type: 'is not found', params: ({ event }) => ({ error: event.error }) }, target: 'notFound', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
          { target: 'failed', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    notFound: {
      tags: ['not found'],
      on: { 'user.retry': 'loading', 'socket.connected': 'loading' },
    },
    failed: {
      tags: ['failed'],
      on: { 'user.retry': 'loading', 'socket.connected': 'loading' },
    },
    ready: {
      tags: ['ready'],
      initial: 'idle',
      on: {
        'user.command': [
          // Too big to be accepted: said at once, without uploading it first (as a chat does).
          { guard: { type: 'is too large', params: ({ event }) => ({ command: event.command }) }, actions: { type: 'report failure', params: { error: TOO_LARGE } } },
          {
            guard: { type: 'may command', params: ({ event }) => ({ command: event.command }) },
            actions: [{ type: 'enqueue', params: ({ event }) => ({ command: event.command, ticket: event.ticket ?? null }) }, { type: 'assign conflict', params: { conflict: false } }],
          },
        ],
        'user.dismissConflict': { actions: { type: 'assign conflict', params: { conflict: false } } },
        'socket.connected': { actions: { type: 'assign stale', params: { stale: true } } },
      },
      states: {
        idle: {
          description: 'Nothing in flight. What the case needs first goes first: a reload when it may be behind, then the next waiting command.',
          always: [
            { guard: 'is stale', target: 'reloading' },
            { guard: 'has queued', target: 'sending' },
          ],
        },
        sending: {
          tags: ['busy'],
          entry: 'take next command',
          invoke: {
            id: 'sendCommand',
            src: 'send command',
            input: ({ context }) => ({ id: context.id, version: context.case!.version, command: context.pending!.command }),
            onDone: { target: 'idle', actions: [{ type: 'take case', params: ({ event }) => ({ case: event.output }) }, { type: 'settle command', params: { saved: true } }] },
            onError: [
              {
                // Someone else changed it meanwhile: show it as it now is and say so (the view says it; no alert).
                guard: { type: 'is conflict', params: ({ event }) => ({ error: event.error }) },
                target: 'idle',
                actions: [{ type: 'take conflict', params: ({ event }) => ({ error: event.error }) }, { type: 'settle command', params: { saved: false } }, 'drop queue'],
              },
              {
                target: 'idle',
                actions: [{ type: 'report failure', params: ({ event }) => ({ error: toAppError(event.error) }) }, { type: 'settle command', params: { saved: false } }],
              },
            ],
          },
        },
        reloading: {
          description: 'Loading the case again quietly: what is shown stays until the answer comes; a failure keeps it (the next push or reconnect tries again).',
          tags: ['refreshing'],
          entry: { type: 'assign stale', params: { stale: false } },
          invoke: {
            id: 'reloadCase',
            src: 'load case',
            input: ({ context }) => ({ id: context.id }),
            onDone: { target: 'idle', actions: { type: 'take case', params: ({ event }) => ({ case: event.output }) } },
            onError: { target: 'idle' },
          },
        },
      },
    },
  },
});

export type CaseMachine = typeof caseMachine;
export type CaseActorRef = ActorRefFrom<typeof caseMachine>;
export type CaseSnapshot = SnapshotFrom<typeof caseMachine>;
