import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isPushType } from '../../src/protocol/events';
import { LIVE_CLOSE, LIVE_PATH } from '../../src/protocol/live';
import type { AppDeps } from '../deps';
import type { StoredEvent } from '../events/event-store';
import { SESSION_REVOKED } from '../events/internal-events';
import { hashToken } from '../features/auth/token';
import { sessionsRepository } from '../features/auth/sessions.repository';
import { ConnectionRegistry, type LiveConnection, type LiveSocket } from './connections';
import { LiveHub } from './hub';
import { liveConnectionsRepository } from './live-connections.repository';
import { clearNode, connectionClosed, connectionOpened, heartbeat } from './presence';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live channel: register message handlers with `live.hub.handle(type, handler)`. */
    live: {
      hub: LiveHub;
      connections: ConnectionRegistry;
      /** Called with the user id each time a socket of theirs has opened on this node. */
      onConnected: Set<(userId: string) => void>;
      /** Records this node alive and clears nodes that stopped (run every config.liveHeartbeatMs; tests call it). */
      heartbeat(): Promise<string[]>;
    };
  }
}

/** Messages a socket may send while its token is being checked; more are dropped. */
const MAX_EARLY_MESSAGES = 16;

/**
 * The WebSocket hub at `/ws?token=…` (SPEC §7): checks Origin and token before reading any
 * message, answers requests through the hub's handlers, delivers bus events to their audience's
 * sockets on this node, closes a session's sockets when it is revoked, and keeps presence.
 */
export default fp(
  async function livePlugin(app: FastifyInstance, opts: { deps: AppDeps }) {
    const { deps } = opts;
    const hub = new LiveHub(app.log);
    const registry = new ConnectionRegistry();
    const opening = new Map<LiveConnection, Promise<void>>();
    const releases = new Set<Promise<void>>();
    const allowedOrigin = new URL(deps.config.publicUrl).origin;
    let shuttingDown = false;
    const onConnected = new Set<(userId: string) => void>();
    app.decorate('live', { hub, connections: registry, onConnected, heartbeat: () => heartbeat(deps) });

    await clearNode(deps);
    await heartbeat(deps);
    let beating: Promise<unknown> | null = null;
    const beats = setInterval(() => {
      beating ??= heartbeat(deps)
        .catch((err) => app.log.error({ err }, 'live: heartbeat failed'))
        .finally(() => {
          beating = null;
        });
    }, deps.config.liveHeartbeatMs);
    beats.unref();

    const unsubscribe = deps.bus.subscribe((event: StoredEvent) => {
      if (event.type === SESSION_REVOKED) {
        for (const c of registry.ofSession(event.payload.session_id)) c.socket.close(LIVE_CLOSE.unauthorized, 'session ended');
        return;
      }
      if (!isPushType(event.type) || event.audience.length === 0) return;
      const text = JSON.stringify({ type: event.type, payload: event.payload });
      for (const userId of event.audience) {
        for (const c of registry.ofUser(userId)) if (c.socket.readyState === c.socket.OPEN) c.socket.send(text);
      }
    });

    function release(conn: LiveConnection) {
      if (!registry.remove(conn) || shuttingDown) return;
      const opened = opening.get(conn) ?? Promise.resolve();
      const p: Promise<void> = opened
        .then(() => connectionClosed(deps, conn))
        .catch((err) => app.log.error({ err }, 'live: could not record a closed connection'))
        .finally(() => {
          opening.delete(conn);
          releases.delete(p);
        });
      releases.add(p);
    }

    /**
     * With PUBLIC_URL set, only that origin may open a socket. Without it (a local `npm start`,
     * opened as localhost or 127.0.0.1 or a LAN address) the page must come from the very host
     * the socket connects to: the same-origin rule.
     */
    function originAllowed(origin: string, request: FastifyRequest): boolean {
      if (deps.config.publicUrlSet) return origin === allowedOrigin;
      try {
        return new URL(origin).host === request.headers.host;
      } catch {
        return false;
      }
    }

    /** The session and user behind a socket request, or the close code to refuse it with. */
    async function authenticate(request: FastifyRequest): Promise<Omit<LiveConnection, 'socket' | 'id'> | number> {
      const origin = request.headers.origin;
      if (origin !== undefined && !originAllowed(origin, request)) return LIVE_CLOSE.forbiddenOrigin;
      const token = (request.query as Record<string, unknown>).token;
      if (typeof token !== 'string' || token === '' || token.length > 200) return LIVE_CLOSE.unauthorized;
      const session = await sessionsRepository(deps.db).findActive(hashToken(token), deps.clock.now());
      if (!session) return LIVE_CLOSE.unauthorized;
      const userType = await liveConnectionsRepository(deps.db).userType(session.user_id);
      if (!userType) return LIVE_CLOSE.unauthorized;
      return { userId: session.user_id, userType, sessionId: session.id };
    }

    function serve(conn: LiveConnection, data: Buffer) {
      const ctx = { userId: conn.userId, userType: conn.userType, sessionId: conn.sessionId, connectionId: conn.id };
      void hub.answer(ctx, data).then((answer) => {
        if (conn.socket.readyState === conn.socket.OPEN) conn.socket.send(JSON.stringify(answer));
      });
    }

    app.get(LIVE_PATH, { websocket: true }, (socket: LiveSocket, request) => {
      const early: Buffer[] = [];
      let conn: LiveConnection | null = null;
      let closed = false;
      socket.on('message', (data: Buffer) => {
        if (conn) serve(conn, data);
        else if (early.length < MAX_EARLY_MESSAGES) early.push(data);
      });
      socket.on('error', (err) => request.log.debug({ err }, 'live socket error'));
      socket.on('close', () => {
        closed = true;
        if (conn) release(conn);
      });

      void (async () => {
        const who = await authenticate(request);
        if (closed) return;
        if (typeof who === 'number') {
          socket.close(who, who === LIVE_CLOSE.forbiddenOrigin ? 'origin not allowed' : 'unauthorized');
          return;
        }
        const c: LiveConnection = { ...who, id: randomUUID(), socket };
        registry.add(c);
        const opened = connectionOpened(deps, c);
        opening.set(c, opened.catch(() => {}));
        await opened;
        // A logout that landed while the socket was being opened must still close it.
        if (!(await sessionsRepository(deps.db).findActive(hashToken((request.query as { token: string }).token), deps.clock.now()))) {
          socket.close(LIVE_CLOSE.unauthorized, 'session ended');
        }
        if (closed) {
          release(c);
          return;
        }
        conn = c;
        for (const data of early.splice(0)) serve(c, data);
        for (const hook of onConnected) hook(c.userId);
      })().catch((err) => {
        request.log.error({ err }, 'live: could not open a connection');
        if (!closed) socket.close(1011, 'internal error');
      });
    });

    app.addHook('preClose', async () => {
      shuttingDown = true;
      clearInterval(beats);
      await beating;
    });
    app.addHook('onClose', async () => {
      unsubscribe();
      for (const c of registry.all()) {
        registry.remove(c);
        c.socket.terminate();
      }
      await Promise.all([...releases, ...opening.values()]);
      await clearNode(deps);
      await liveConnectionsRepository(deps.db).forgetNode(deps.nodeId);
    });
  },
  { name: 'live', dependencies: ['@fastify/websocket'] },
);
