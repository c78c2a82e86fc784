import { fromPromise, sendParent, setup, type ActorRefFrom } from 'xstate';
import { notProvided } from '../not-provided';
import { readCurrent } from './call-rules';
import type { CurrentCall } from './call.types';

/**
 * Resynchronises the person's calls on every (re)connect of the live channel, as a child of the
 * call machine (which forwards `socket.connected` to it while someone is signed in):
 * 1. Waits for a connect, then loads `GET /api/calls/current` ('load current calls').
 * 2. Tells the call machine what the server has now (`calls.synced`, entries lacking data left
 *    out); the call machine decides what that means for the call it follows.
 * 3. A connect while loading starts the load again (the older answer is dropped); a failed load
 *    waits for the next connect.
 */
export type CallSyncEvent = { type: 'socket.connected' };

export const callSyncMachine = setup({
  types: { events: {} as CallSyncEvent },
  actors: {
    'load current calls': fromPromise<CurrentCall[]>(notProvided('load current calls')),
  },
  actions: {
    'report current calls': sendParent((_, params: { calls: CurrentCall[] }) => ({ type: 'calls.synced' as const, calls: params.calls })),
  },
}).createMachine({
  id: 'callSync',
  initial: 'waiting',
  states: {
    waiting: { on: { 'socket.connected': 'loading' } },
    loading: {
      invoke: {
        id: 'load current calls',
        src: 'load current calls',
        onDone: { target: 'waiting', actions: { type: 'report current calls', params: ({ event }) => ({ calls: readCurrent(event.output) }) } },
        onError: 'waiting',
      },
      on: { 'socket.connected': { target: 'loading', reenter: true } },
    },
  },
});

export type CallSyncMachine = typeof callSyncMachine;
export type CallSyncActorRef = ActorRefFrom<typeof callSyncMachine>;
