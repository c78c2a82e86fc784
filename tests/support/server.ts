import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type Config } from '../../server/config';
import { newMemoryPGlite, openDatabase, type DatabaseHandle } from '../../server/db/connection';
import { migrate } from '../../server/db/migrate';
import { seedIfEmpty } from '../../server/db/seed/seed';
import type { FastifyServerOptions } from 'fastify';
import { buildApp, type App } from '../../server/app';
import type { Clock } from '../../server/deps';
import { randomUUID } from 'node:crypto';
import type { Bus } from '../../server/events/bus';
import { createBus } from '../../server/events/create-bus';
import { createTestDatabase } from './postgres';
import { schemaController } from './schema-compilers';

/** A clock tests move by hand. */
export class TestClock implements Clock {
  constructor(private current = new Date('2026-11-21T10:00:00Z')) {}
  now() {
    return new Date(this.current);
  }
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
  set(date: Date) {
    this.current = new Date(date);
  }
}

export interface TestServer {
  app: App;
  db: DatabaseHandle['db'];
  clock: TestClock;
  config: Config;
  dataDir: string;
  bus: Bus;
  nodeId: string;
  /** Statements sent to the database since it opened (DatabaseHandle.roundTrips). */
  roundTrips(): number;
  /** `http://127.0.0.1:<port>` when started with `listen: true` (WebSocket tests), else null. */
  url: string | null;
  close(): Promise<void>;
}

/**
 * A migrated in-memory PGlite's data directory, dumped once per test file: each test's database
 * starts from it (starting PGlite and migrating costs 2–4 s; loading the dump a few hundred ms).
 */
let template: Promise<Blob> | null = null;
function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const pglite = await newMemoryPGlite();
    const handle = await openDatabase({ databaseUrl: 'memory://', dataDir: tmpdir(), pglite });
    await migrate(handle.db);
    const dump = await pglite.dumpDataDir('none');
    await handle.close();
    return dump;
  })();
  return template;
}

/**
 * A fresh server on a fresh database: in-memory PGlite by default, or a throw-away database on
 * the PostgreSQL server of TEST_DATABASE_URL (used by .ci/run for the second server run).
 */
export async function startTestServer(
  opts: { seed?: boolean; env?: Record<string, string>; clock?: TestClock; listen?: boolean; /** Fastify options, e.g. a logger. */ app?: FastifyServerOptions } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'clinic-test-'));
  let databaseUrl = 'memory://';
  let dropDatabase: (() => Promise<void>) | null = null;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const created = await createTestDatabase(adminUrl);
    databaseUrl = created.url;
    dropDatabase = created.drop;
  }
  // Timers and heartbeats run on the test's clock only when a test fires them (calls.fireDue,
  // live.heartbeat): a background poll on the same clock would race the test's own.
  const quiet = { CALL_TIMER_POLL_MS: '3600000', LIVE_HEARTBEAT_MS: '3600000' };
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SEED: 'none', DIST_DIR: join(dataDir, 'no-dist'), ...quiet, ...opts.env });
  const inMemory = config.databaseUrl === 'memory://';
  const database = await openDatabase({ ...config, pglite: inMemory ? await newMemoryPGlite(await migratedTemplate()) : undefined });
  if (!inMemory) await migrate(database.db);
  if (opts.seed) await seedIfEmpty(database.db, { dataDir });
  const clock = opts.clock ?? new TestClock();
  const nodeId = `test-${randomUUID()}`;
  const bus = createBus(database, { databaseUrl: config.databaseUrl, nodeId });
  await bus.start();
  const app = await buildApp({ config, db: database.db, clock, bus, nodeId }, { schemaController, ...opts.app });
  await app.ready();
  const url = opts.listen ? await app.listen({ port: 0, host: '127.0.0.1' }) : null;
  return {
    app,
    db: database.db,
    clock,
    config,
    dataDir,
    bus,
    nodeId,
    url,
    roundTrips: database.roundTrips,
    async close() {
      await app.close();
      await bus.stop();
      await database.close();
      if (dropDatabase) await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
