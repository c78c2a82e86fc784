import pg from 'pg';
import { startServer, type RunningServer } from '../../scripts/server-process.mjs';
import { openDatabase, type DatabaseHandle } from '../../server/db/connection';
import { createPgBus } from '../../server/events/pg-bus';
import type { Bus } from '../../server/events/bus';
import { createTestDatabase } from '../support/postgres';

export const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** True when a PostgreSQL server answers at `url`; warns `what` is skipped otherwise. */
export async function postgresFor(what: string, url = ADMIN_URL): Promise<boolean> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    console.warn(`${what}: no PostgreSQL at ${url}; skipping (set TEST_DATABASE_URL)`);
    return false;
  }
}

/** Two server processes (node-a, node-b) on a throw-away database, and this process's own handle and bus on it. */
export interface TwoNodes {
  a: RunningServer;
  b: RunningServer;
  database: DatabaseHandle;
  bus: Bus;
  stop(): Promise<void>;
}

export async function twoNodesOnPostgres(env: Record<string, string> = {}): Promise<TwoNodes> {
  const { url: databaseUrl, drop } = await createTestDatabase(ADMIN_URL);
  const common = { DATABASE_URL: databaseUrl, SEED: 'none', ...env };
  const a = await startServer({ env: { ...common, NODE_ID: 'node-a' } });
  const b = await startServer({ env: { ...common, NODE_ID: 'node-b' } });
  const database = await openDatabase({ databaseUrl, dataDir: a.dataDir });
  const bus = createPgBus({ connectionString: databaseUrl, db: database.db, nodeId: 'test-process' });
  await bus.start();
  return {
    a,
    b,
    database,
    bus,
    async stop() {
      await a.stop();
      await b.stop();
      await bus.stop();
      await database.close();
      await drop();
    },
  };
}
