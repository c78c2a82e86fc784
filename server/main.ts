import { loadConfig } from './config';
import { openDatabase } from './db/connection';
import { migrate } from './db/migrate';
import { seedIfEmpty, seedReferenceLists } from './db/seed/seed';
import { buildApp, type App } from './app';
import { systemClock } from './deps';
import { hostname } from 'node:os';
import { createBus } from './events/create-bus';
import { loggerOptions } from './logging';
import { sweepUploads } from './uploads/sweep';

/** Past the drain, how long closing the bus and the database may take before the process gives up. */
const CLOSE_BACKSTOP_MS = 10_000;

/**
 * Reads config, opens and migrates the database, seeds demo data, sweeps what crashed uploads
 * left, listens, and closes gracefully: on SIGTERM or SIGINT no new connection or request is
 * taken (server/plugins/draining.plugin.ts), live sockets are told to reconnect, requests under
 * way (uploads too) finish within SHUTDOWN_GRACE_MS and are cut after it, then the process exits
 * 0 (1 when closing fails or hangs).
 */
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
  let app: App | null = null;
  const busLog = {
    warn: (o: unknown, m?: string) => (app ? app.log.warn(o, m) : console.warn(m, o)),
    error: (o: unknown, m?: string) => (app ? app.log.error(o, m) : console.error(m, o)),
  };
  const bus = createBus(database, { databaseUrl: config.databaseUrl, nodeId, log: busLog });
  await bus.start();
  const server = await buildApp({ config, db: database.db, clock: systemClock, bus, nodeId }, { logger: loggerOptions(config) });
  app = server;
  try {
    const swept = await sweepUploads(database.db, config.dataDir);
    if (swept.partial.length + swept.orphans.length > 0) server.log.info({ partial: swept.partial.length, orphans: swept.orphans.length }, 'uploads: files of interrupted uploads removed');
  } catch (err) {
    server.log.warn({ err }, 'uploads: the sweep of interrupted uploads failed');
  }
  await server.listen({ port: config.port, host: config.host });
  server.log.info(
    { database: database.kind, dataDir: config.dataDir, startupMs: Math.round(performance.now() - started) },
    `clinic server ready on ${config.publicUrl}`,
  );

  let closing = false;
  const close = async (signal: string) => {
    // `npm start` forwards the terminal's Ctrl-C, which the server also gets: a repeat is ignored.
    if (closing) return;
    closing = true;
    server.log.info({ graceMs: config.shutdownGraceMs }, `${signal}: closing, requests under way may finish`);
    const drain = setTimeout(() => {
      server.log.warn({ graceMs: config.shutdownGraceMs }, 'requests still under way are cut');
      server.server.closeAllConnections();
    }, config.shutdownGraceMs);
    const backstop = setTimeout(() => {
      server.log.error('could not close in time; exiting');
      process.exit(1);
    }, config.shutdownGraceMs + CLOSE_BACKSTOP_MS);
    drain.unref();
    backstop.unref();
    try {
      await server.close();
      clearTimeout(drain);
      await bus.stop();
      await database.close();
    } catch (err) {
      server.log.error({ err }, 'closing failed');
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
