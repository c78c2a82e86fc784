import type { DatabaseHandle } from '../db/connection';
import { createMemoryBus, type Bus } from './bus';
import { createPgBus, type PgBusOptions } from './pg-bus';

/**
 * The bus for a database: LISTEN/NOTIFY across processes on a real PostgreSQL, in-process on
 * PGlite (which only one process can open). Call `start()` before serving and `stop()` after.
 */
export function createBus(database: DatabaseHandle, opts: { databaseUrl: string | null; nodeId: string; log?: PgBusOptions['log'] }): Bus {
  if (database.kind === 'postgres' && opts.databaseUrl) {
    return createPgBus({ connectionString: opts.databaseUrl, db: database.db, nodeId: opts.nodeId, log: opts.log });
  }
  return createMemoryBus((err) => opts.log?.error({ err }, 'bus subscriber failed'));
}
