import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { isPushType, type PushEvent, type PushType } from '../../src/protocol/events';
import { LIVE_CLOSE, LIVE_PATH } from '../../src/protocol/live';
import type { AppDeps } from '../deps';
import type { StoredEvent } from '../events/event-store';
import { SESSION_REVOKED } from '../events/internal-events';
import { ConnectionRegistry, type LiveConnection, type LiveConnectionInfo, type LiveIdentity, type LiveSocket } from './connections';
import { runHooks } from './hooks';
import { LiveHub } from './hub';

/** A hook about one connection; the hub awaits it (see each hook set for when). */
export type ConnectionHook = (c: LiveConnectionInfo) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The live channel: register message handlers with `live.hub.handle(type, handler)`, and
     * learn of connections and of this node's life by adding hooks to the sets below (each set
     * runs in the order its hooks were added; a hook added after the moment it is for has passed
     * is not run for it).
     */
    live: {
      hub: LiveHub;
      connections: ConnectionRegistry;
      /**
       * Awaited in order once a socket's token is accepted, before any message it sent is served
       * and before `onConnected`; one that throws closes the socket (1011).
       */
      onOpened: Set<ConnectionHook>;
      /**
       * Awaited in order when a socket that was accepted closes, never before its `onOpened`
       * hooks have finished. Not run for the sockets still open at shutdown: `onNodeStop` is.
       * A failure is logged.
       */
      onClosed: Set<ConnectionHook>;
      /**
       * Called with the user id each time a socket of theirs has opened on this node: after its
       * `onOpened` hooks, once the messages it sent while opening are being served.
       */
      onConnected: Set<(userId: string) => void>;
      /**
       * Awaited in order when the app is ready, before the first heartbeat: a node that restarts
       * after a crash clears what it left behind.
       */
      onNodeStart: Set<() => Promise<void>>;
      /** Awaited in order at each heartbeat; each answers the other nodes it found stopped. */
      onHeartbeat: Set<() => Promise<string[]>>;
      /** Awaited in order at shutdown, once every socket is closed and every hook above has finished. */
      onNodeStop: Set<() => Promise<void>>;
      /** One heartbeat: runs the `onHeartbeat` hooks (every config.liveHeartbeatMs; tests call it); answers the nodes they cleared. */
      heartbeat(): Promise<string[]>;
    };
  }
}

/** What the live plugin needs: settings and the bus, and how to tell whose a token is. */
export interface LivePluginOptions {
  deps: Pick<AppDeps, 'config' | 'bus'>;
  /**
   * The session and user behind a socket's token, or null when it opens no session (unknown,
   * revoked or expired). Asked when the socket opens, and once more after its `onOpened` hooks
   * have run, so that a logout landing in between still closes it.
   */
  authenticate(token: string): Promise<LiveIdentity | null>;
}

/** What a socket's opening request tells: all a socket keeps of it. */
interface SocketRequest {
  origin: string | undefined;
  host: string | undefined;
  token: unknown;
}

/** Messages a socket may send while its token is being checked; more are dropped. */
const MAX_EARLY_MESSAGES = 16;

/** True for a stored event the catalogue marks as a push (the others travel between nodes only). */
const isPushEvent = (event: StoredEvent): event is StoredEvent<PushType> => isPushType(event.type);

/**
 * The WebSocket hub at `/ws?token=…` (SPEC §7): checks Origin and token before reading any
 * message, answers requests through the hub's handlers, delivers bus events to their audience's
 * sockets on this node, and closes a session's sockets when it is revoked. It knows nothing of
 * features: `authenticate` comes with its options, and what else happens when a socket opens or
 * closes, or the node starts, beats or stops (presence, ringing calls) is the hooks' business.
 */
export default fp(
  async function livePlugin(app: FastifyInstance, opts: LivePluginOptions) {
    const { deps } = opts;
    const hub = new LiveHub(app.log);
    const registry = new ConnectionRegistry();
    const opening = new Map<LiveConnection, Promise<void>>();
    const releases = new Set<Promise<void>>();
    const allowedOrigin = new URL(deps.config.publicUrl).origin;
    let shuttingDown = false;
    const onOpened = new Set<ConnectionHook>();
    const onClosed = new Set<ConnectionHook>();
    const onConnected = new Set<(userId: string) => void>();
    const onNodeStart = new Set<() => Promise<void>>();
    const onHeartbeat = new Set<() => Promise<string[]>>();
    const onNodeStop = new Set<() => Promise<void>>();

    async function heartbeat(): Promise<string[]> {
      const cleared: string[] = [];
      for (const hook of [...onHeartbeat]) cleared.push(...(await hook()));
      return cleared;
    }
    app.decorate('live', { hub, connections: registry, onOpened, onClosed, onConnected, onNodeStart, onHeartbeat, onNodeStop, heartbeat });

    // The node starts once every plugin has added its hooks; no socket can open before this.
    let beating: Promise<unknown> | null = null;
    let beats: ReturnType<typeof setInterval> | undefined;
    // A beat that fails is logged, and the next one tries again: another node's leftovers that
    // cannot be cleared now must not keep this one from starting either.
    const beat = () => heartbeat().catch((err) => app.log.error({ err }, 'live: heartbeat failed'));
    app.addHook('onReady', async () => {
      await runHooks(onNodeStart);
      await beat();
      beats = setInterval(() => {
        beating ??= beat().finally(() => {
          beating = null;
        });
      }, deps.config.liveHeartbeatMs);
      beats.unref();
    });

    const unsubscribe = deps.bus.subscribe((event: StoredEvent) => {
      if (event.type === SESSION_REVOKED) {
        for (const c of registry.ofSession(event.payload.session_id)) c.socket.close(LIVE_CLOSE.unauthorized, 'session ended');
        return;
      }
      if (isPushEvent(event) && (event.audience.length > 0 || event.toEveryone)) send(event);
    });

    /**
     * Sends a push of the event catalogue, serialised once, to every open socket of its audience on
     * this node, or of everyone but its actor for an event to everyone.
     */
    function send(event: StoredEvent<PushType>) {
      const frame = { type: event.type, payload: event.payload } as PushEvent;
      const text = JSON.stringify(frame);
      const open = (c: LiveConnection) => c.socket.readyState === c.socket.OPEN;
      if (event.toEveryone) {
        registry.forEach((c) => {
          if (c.userId !== event.actorId && open(c)) c.socket.send(text);
        });
        return;
      }
      for (const userId of event.audience) {
        for (const c of registry.ofUser(userId)) if (open(c)) c.socket.send(text);
      }
    }

    function release(conn: LiveConnection) {
      if (!registry.remove(conn) || shuttingDown) return;
      const opened = opening.get(conn) ?? Promise.resolve();
      const p: Promise<void> = opened
        .then(() => runHooks(onClosed, conn))
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
    function originAllowed(origin: string, host: string | undefined): boolean {
      if (deps.config.publicUrlSet) return origin === allowedOrigin;
      try {
        return new URL(origin).host === host;
      } catch {
        return false;
      }
    }

    /** The session and user behind a socket request, or the close code to refuse it with. */
    async function authenticate(asked: SocketRequest): Promise<LiveIdentity | number> {
      if (asked.origin !== undefined && !originAllowed(asked.origin, asked.host)) return LIVE_CLOSE.forbiddenOrigin;
      const token = asked.token;
      if (typeof token !== 'string' || token === '' || token.length > 200) return LIVE_CLOSE.unauthorized;
      return (await opts.authenticate(token)) ?? LIVE_CLOSE.unauthorized;
    }

    function serve(conn: LiveConnection, data: Buffer) {
      const ctx = { userId: conn.userId, userType: conn.userType, sessionId: conn.sessionId, connectionId: conn.id };
      void hub.answer(ctx, data).then((answer) => {
        if (conn.socket.readyState === conn.socket.OPEN) conn.socket.send(JSON.stringify(answer));
      });
    }

    /**
     * A socket outlives the HTTP request that opened it, and whatever its listeners can reach
     * stays in memory as long as it is open: so the request's few facts are copied out, and
     * what held the request, its reply and their logger for the socket's life is let go:
     * @fastify/websocket's error listener, and the upgrade's ServerResponse, which stays attached
     * to the TCP socket (issue 19: memory per idle socket).
     */
    app.get(LIVE_PATH, { websocket: true }, (socket: LiveSocket, request) => {
      const query = request.query as Record<string, unknown>;
      const asked: SocketRequest = { origin: request.headers.origin, host: request.headers.host, token: query.token };
      const ws = socket as unknown as { removeAllListeners(event: string): void; _socket?: { _httpMessage?: { detachSocket?(tcp: unknown): void } | null } };
      ws.removeAllListeners('error');
      const response = ws._socket?._httpMessage;
      if (typeof response?.detachSocket === 'function') response.detachSocket(ws._socket);
      accept(socket, asked);
    });

    function accept(socket: LiveSocket, asked: SocketRequest) {
      const early: Buffer[] = [];
      let conn: LiveConnection | null = null;
      let closed = false;
      socket.on('message', (data: Buffer) => {
        if (conn) serve(conn, data);
        else if (early.length < MAX_EARLY_MESSAGES) early.push(data);
      });
      socket.on('error', (err) => app.log.debug({ err }, 'live socket error'));
      socket.on('close', () => {
        closed = true;
        if (conn) release(conn);
      });

      void (async () => {
        const who = await authenticate(asked);
        if (closed) return;
        if (typeof who === 'number') {
          socket.close(who, who === LIVE_CLOSE.forbiddenOrigin ? 'origin not allowed' : 'unauthorized');
          return;
        }
        const c: LiveConnection = { ...who, id: randomUUID(), socket };
        registry.add(c);
        // The opening hooks finish before any message of the socket is served, and a close of the
        // socket waits for them.
        const opened = runHooks(onOpened, c);
        opening.set(c, opened.catch(() => {}));
        await opened;
        // Open: a close need not wait for anything now, and the socket keeps no entry here.
        opening.delete(c);
        // A logout that landed while the socket was being opened must still close it.
        if (!(await opts.authenticate(asked.token as string))) {
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
        app.log.error({ err }, 'live: could not open a connection');
        if (!closed) socket.close(1011, 'internal error');
      });
    }

    app.addHook('preClose', async () => {
      shuttingDown = true;
      clearInterval(beats);
      await beating;
    });
    // At shutdown the sockets' close hooks are not run one by one: the node-stop hooks clear the
    // node's connections at once, after every open and close under way has finished.
    app.addHook('onClose', async () => {
      unsubscribe();
      for (const c of registry.all()) {
        registry.remove(c);
        c.socket.terminate();
      }
      await Promise.all([...releases, ...opening.values()]);
      await runHooks(onNodeStop);
    });
  },
  { name: 'live', dependencies: ['@fastify/websocket'] },
);
