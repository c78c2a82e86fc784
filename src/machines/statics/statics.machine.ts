import { assign, fromPromise, sendParent, setup, type ActorRefFrom } from 'xstate';
import type { PublicSettings } from '../../protocol/settings';
import type { StaticLists } from '../../protocol/static-lists';
import { notProvided } from '../not-provided';

/**
 * Start-up data (SPEC §7 "Static lists are loaded at start-up"):
 * 1. Load the public settings and the six static lists together.
 * 2. A failure raises the general alert and tries again after a pause.
 */
export interface StaticsContext {
  settings: PublicSettings | null;
  lists: StaticLists | null;
}

export const staticsMachine = setup({
  types: {
    context: {} as StaticsContext,
    events: {} as { type: 'user.retry' },
  },
  actors: {
    'load statics': fromPromise<{ settings: PublicSettings; lists: StaticLists }, void>(notProvided('load statics')),
  },
  actions: {
    'report failure': sendParent(({ event }) => {
      const code = (event as { error?: { code?: string } }).error?.code;
      return { type: 'alert.show' as const, kind: 'danger' as const, ...(code ? { code: code as never } : { messageId: 'statics.loadFailed' }) };
    }),
  },
  delays: {
    /** Lists that failed to load are tried again after 10 s, so a server restart heals by itself. */
    'retry delay': 10_000,
  },
}).createMachine({
  id: 'statics',
  context: { settings: null, lists: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'load statics',
        onDone: { target: 'ready', actions: assign(({ event }) => ({ settings: event.output.settings, lists: event.output.lists })) },
        onError: { target: 'failed', actions: 'report failure' },
      },
    },
    ready: { tags: ['ready'] },
    failed: {
      tags: ['failed'],
      after: { 'retry delay': 'loading' },
      on: { 'user.retry': 'loading' },
    },
  },
});

export type StaticsActorRef = ActorRefFrom<typeof staticsMachine>;
