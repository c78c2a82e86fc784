import { loadConfig } from './config';
import { openDatabase } from './db/connection';
import { migrate } from './db/migrate';
import { seedIfEmpty, seedReferenceLists } from './db/seed/seed';
import { buildApp, type App } from './app';
import { systemClock } from './deps';
import { hostname } from 'node:os';
import { createBus } from './events/create-bus';
import { loggerOptions } from './logging';

/** Reads config, opens and migrates the database, seeds demo data, listens, closes gracefully. */
async function main() {
  const started = performance.now();
  const config = loadConfig();
  const database = await openDatabase(config);
  await migrate(database.db);
  await seedReferenceLists(database.db);
  if (config.seed === 'demo') await seedIfEmpty(database.db, { dataDir: config.dataDir });
  // Stable across restarts of the same node, so it can clear the live connections it left behind.
  const nodeId = process.env.NODE_ID || `${hostname()}:${config.port}`;
  // The bus logs through the app's logger once there is one (it starts before the app).
  let logger: App | null = null;
  const busLog = {
    warn: (o: unknown, m?: string) => (logger ? logger.log.warn(o, m) : console.warn(m, o)),
    error: (o: unknown, m?: string) => (logger ? logger.log.error(o, m) : console.error(m, o)),
  };
  const bus = createBus(database, { databaseUrl: config.databaseUrl, nodeId, log: busLog });
  await bus.start();
  const app = await buildApp({ config, db: database.db, clock: systemClock, bus, nodeId }, { logger: loggerOptions(config) });
  logger = app;
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind, dataDir: config.dataDir, startupMs: Math.round(performance.now() - started) },
    `clinic server ready on ${config.publicUrl}`,
  );

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await bus.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
