import type { FastifyInstance } from 'fastify';
import { LIVE_CLOSE } from '../../src/protocol/live';
import type { LiveSocket } from './connections';

/**
 * How long a socket has to answer the close handshake at shutdown before it is cut. A phone that
 * went to sleep never answers, and until its socket ends the server cannot finish closing.
 */
const CLOSE_HANDSHAKE_MS = 2000;

/** The part of the `ws` server the shutdown uses. */
interface SocketServer {
  clients: Set<LiveSocket>;
  close(cb?: (err?: Error) => void): void;
}

/**
 * `@fastify/websocket`'s `preClose`: at shutdown every socket is closed at once with
 * `LIVE_CLOSE.goingAway` (the client connects again, to another node or to this one restarted)
 * and cut after CLOSE_HANDSHAKE_MS if it has not answered; a socket that asks to open from now
 * on is refused (503).
 */
export async function closeSocketsGoingAway(this: FastifyInstance): Promise<void> {
  const server = (this as FastifyInstance & { websocketServer: SocketServer }).websocketServer;
  for (const socket of server.clients) socket.close(LIVE_CLOSE.goingAway, 'server shutting down');
  if (server.clients.size > 0) {
    setTimeout(() => {
      for (const socket of server.clients) socket.terminate();
    }, CLOSE_HANDSHAKE_MS).unref();
  }
  server.close();
}
