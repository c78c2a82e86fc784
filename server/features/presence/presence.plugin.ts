import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { presenceService, type CounterpartsOf, type PresenceHook } from './presence.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Presence changes other features act on: add a hook to run in the change's own transaction. */
    presence: {
      /** A user's first socket on any node has opened. */
      onOnline: Set<PresenceHook>;
      /** A user's last socket on any node has closed (or the node it was on was cleared). */
      onOffline: Set<PresenceHook>;
    };
  }
}

/**
 * Presence on the live hub's hooks: a socket that opens is recorded (and its user announced
 * online when it is their first anywhere) before the hub serves it; one that closes is forgotten
 * (offline at their last); the node clears what it left behind when it starts, beats every
 * config.liveHeartbeatMs (clearing nodes that stopped beating), and clears its connections when
 * it stops. `counterpartsOf` (from chats) tells whom a patient's presence concerns.
 */
export default fp(
  async function presencePlugin(app: FastifyInstance, { deps, counterpartsOf }: { deps: AppDeps; counterpartsOf: CounterpartsOf }) {
    const presence = presenceService(deps, counterpartsOf);
    app.decorate('presence', { onOnline: presence.onOnline, onOffline: presence.onOffline });
    app.live.onOpened.add((c) => presence.connectionOpened(c));
    app.live.onClosed.add((c) => presence.connectionClosed(c));
    app.live.onNodeStart.add(() => presence.clearNode());
    app.live.onHeartbeat.add(() => presence.heartbeat());
    app.live.onNodeStop.add(() => presence.leaveNode());
  },
  { name: 'presence', dependencies: ['live'] },
);
