import { fromCallback } from 'xstate';
import { socketMachine } from '../machines/socket/socket.machine';
import type { SocketConnectionEvent, SocketSendCommand } from '../machines/socket/socket.types';
import { liveSocketUrl, openLiveSocket, type OpenLiveSocket } from '../services/live-socket';

/**
 * The live channel's socket machine with its real transport (partysocket to `/ws` of `origin`).
 * Loaded lazily by src/app/runtime.ts (its own chunk), so a first anonymous visit does not
 * download it.
 */
export function createSocketLogic(opts: { origin: () => string; open?: OpenLiveSocket }) {
  const open = opts.open ?? openLiveSocket;
  return socketMachine.provide({
    actors: {
      'connect socket': fromCallback<SocketSendCommand, { token: string }>(({ input, sendBack, receive }) => {
        const send = (event: SocketConnectionEvent) => sendBack(event);
        const connection = open(liveSocketUrl(opts.origin(), input.token), {
          opened: () => send({ type: 'socket.opened' }),
          closed: (code) => send({ type: 'socket.closed', code }),
          failed: () => send({ type: 'socket.error' }),
          message: (data) => send({ type: 'socket.message', data }),
        });
        receive((command) => command.frames.forEach((frame) => connection.send(JSON.stringify(frame))));
        return () => connection.close();
      }),
    },
    actions: { 'log ignored frame': (_, params) => console.warn('live channel: frame ignored', params.reason, params.data) },
  });
}
