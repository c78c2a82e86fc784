import { ensureChromium } from '../../scripts/chromium.mjs';
import { ensureBuild } from '../../scripts/ensure-build.mjs';
import { startServer } from '../../scripts/server-process.mjs';
import { writeFakeMicrophone } from './fake-media';

/**
 * Builds the client if needed, makes sure Chromium exists, and starts one real server with the
 * demo data for the whole run. Tests find it through E2E_BASE_URL and its outbox through
 * E2E_DATA_DIR.
 */
export default async function globalSetup() {
  ensureBuild();
  ensureChromium();
  writeFakeMicrophone();
  const server = await startServer({ env: { SEED: 'demo' } });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  return async () => server.stop();
}
