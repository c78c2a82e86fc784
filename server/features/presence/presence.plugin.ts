import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { clearNode, connectionClosed, connectionOpened, heartbeat, leaveNode } from './presence.service';

/**
 * Presence on the live hub's hooks: a socket that opens is recorded (and its user announced
 * online when it is their first anywhere) before the hub serves it; one that closes is forgotten
 * (offline at their last); the node clears what it left behind when it starts, beats every
 * config.liveHeartbeatMs (clearing nodes that stopped beating), and clears its connections when
 * it stops.
 */
export default fp(
  async function presencePlugin(app: FastifyInstance, { deps }: { deps: AppDeps }) {
    app.live.onOpened.add((c) => connectionOpened(deps, c));
    app.live.onClosed.add((c) => connectionClosed(deps, c));
    app.live.onNodeStart.add(() => clearNode(deps));
    app.live.onHeartbeat.add(() => heartbeat(deps));
    app.live.onNodeStop.add(() => leaveNode(deps));
  },
  { name: 'presence', dependencies: ['live'] },
);
