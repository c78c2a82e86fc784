import type { Config } from './config';
import type { Db } from './db/connection';
import type { Bus } from './events/bus';
import type { Messenger } from './features/messaging';

/** The server's notion of "now": real time in production, a movable clock in tests. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** What buildApp needs from outside. Tests pass an in-memory database and their own clock. */
export interface AppDeps {
  config: Config;
  db: Db;
  clock: Clock;
  /** Publishes committed events to this node's live hub and to other nodes (server/events). */
  bus: Bus;
  /** This process among the server nodes: stable across restarts, so a node can clear its own rows. */
  nodeId: string;
  /** SMS and e-mail senders; buildApp creates them from `config` when absent (tests may inject one). */
  messenger?: Messenger;
}
