import { createActor, createMachine, fromCallback, type AnyActorRef, type EventObject } from 'xstate';
import { socketMachine } from '../../src/machines/socket/socket.machine';
import type { ClientMessage, SocketConnectionEvent, SocketSendCommand } from '../../src/machines/socket/socket.types';

/** One connection attempt of the fake transport: what was sent on it, whether the machine closed it. */
export interface FakeConnection {
  token: string;
  sent: ClientMessage[];
  closed: boolean;
  /** Reports as the browser would: `socket.opened`, `socket.closed {code}`, `socket.error`, `socket.message {data}`. */
  report(event: SocketConnectionEvent): void;
}

export interface SocketWorld {
  connections: FakeConnection[];
  /** Frames the machine ignored, with why (the 'log ignored frame' action). */
  ignored: Array<{ reason: string; data: unknown }>;
  /** When set, opening a connection throws this (a bad address, no WebSocket at all). */
  failToOpen?: Error;
}

export function socketWorld(): SocketWorld {
  return { connections: [], ignored: [] };
}

/** The socket machine with a fake transport: every connection attempt is recorded in `world.connections`. */
export function socketWithFakes(world: SocketWorld, delays?: Partial<Record<'response timeout', number>>) {
  return socketMachine.provide({
    actors: {
      'connect socket': fromCallback<SocketSendCommand, { token: string }>(({ input, sendBack, receive }) => {
        if (world.failToOpen) throw world.failToOpen;
        const connection: FakeConnection = { token: input.token, sent: [], closed: false, report: (event) => sendBack(event) };
        world.connections.push(connection);
        receive((command) => connection.sent.push(...command.frames));
        return () => {
          connection.closed = true;
        };
      }),
    },
    actions: { 'log ignored frame': (_, params) => world.ignored.push(params) },
    ...(delays ? { delays } : {}),
  });
}

/** A requester: an actor that records every answer the socket sends it. */
export function requester() {
  const answers: EventObject[] = [];
  const ref: AnyActorRef = createActor(createMachine({ on: { '*': { actions: ({ event }) => answers.push(event) } } })).start();
  return { ref, answers };
}
