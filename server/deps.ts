import type { Config } from './config';
import type { Db } from './db/connection';

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
}
