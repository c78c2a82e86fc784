import { fromCallback, fromPromise, type AnyActorRef, type EventObject } from 'xstate';
import { callSyncMachine } from '../../src/machines/calls/call-sync.machine';
import { callMachine } from '../../src/machines/calls/call.machine';
import type { CallInfo, CallRoom, CallStatus } from '../../src/protocol/calls';
import type { SocketRequest } from '../../src/machines/socket/socket.types';
import type { Invocations } from './shell-fakes';

export const SPACE = 'space-1';
export const ROOM: CallRoom = { domain: 'meet.test', name: SPACE, jwt: null };

/** A call as the server sends it. */
export function call(overrides: Partial<CallInfo> & { status: CallStatus }): CallInfo {
  return { id: 'call-a', caller_id: 'd-1', callee_id: 'p-1', chat_space_id: SPACE, expires_at: null, type: 'video', created_at: '2026-03-01T10:00:00.000Z', ...overrides };
}

/** The incoming-call tone as a test hears it: how many times it started, and whether it sounds now. */
export interface Ringer {
  rings: number;
  ringing: boolean;
}

export const ringer = (): Ringer => ({ rings: 0, ringing: false });

/** The resynchronising child with its HTTP look-up as calls in `calls`. */
export function callSyncWithFakes(calls: Invocations) {
  return callSyncMachine.provide({ actors: { 'load current calls': fromPromise(() => calls.start('load current calls', null)) } });
}

/** The call machine with its HTTP look-ups as calls in `calls`, and its ringing in `tone`. */
export function callWithFakes(calls: Invocations, tone: Ringer = ringer()) {
  return callMachine.provide({
    actors: {
      'sync calls': callSyncWithFakes(calls),
      'load call': fromPromise(({ input }) => calls.start('load call', input)),
      ring: fromCallback(() => {
        tone.rings += 1;
        tone.ringing = true;
        return () => {
          tone.ringing = false;
        };
      }),
    },
  });
}

/** The socket requests the machine sent its parent. */
export const requests = (heard: EventObject[]) => heard.filter((e): e is SocketRequest => e.type === 'socket.request');
/** The last socket request, with its key, for answering. */
export const lastRequest = (heard: EventObject[]) => requests(heard).at(-1)!;
export const alerts = (heard: EventObject[]) => heard.filter((e) => e.type === 'alert.show').map((e) => (e as { messageId?: string }).messageId);

/** The socket's answer to `request`: Ok with `data`. */
export const replied = (request: SocketRequest, data: unknown) => ({ type: 'socket.replied' as const, requestType: request.requestType, key: request.key, data });
export const failed = (request: SocketRequest, code: string) => ({ type: 'socket.failed' as const, requestType: request.requestType, key: request.key, code });

export const updated = (c: CallInfo) => ({ type: 'server.CallUpdated' as const, payload: c });
export const incame = (c: CallInfo) => ({ type: 'server.CallIncame' as const, payload: c });
export type { AnyActorRef };
