#!/usr/bin/env node
// `npm run replay -- FILE…`: replays session logs (or problem reports holding one) headlessly in
// the app's own machines (src/app/replay/cli.ts), through Vite so the client's modules load as
// they do in the browser. Exits non-zero when a log does not replay identically.
// `--quiet` prints one line per log.
import { createServer } from 'vite';

const args = process.argv.slice(2);
const quiet = args.includes('--quiet');
const files = args.filter((a) => a !== '--quiet');
if (files.length === 0) {
  console.error('usage: npm run replay -- [--quiet] FILE…   (a session log, or a problem report with one)');
  process.exit(2);
}
const vite = await createServer({ configFile: 'vite.config.ts', logLevel: 'error', server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom', optimizeDeps: { noDiscovery: true, include: [] } });
// An action that throws in a replayed machine puts it in error: the replay reports that step as a
// divergence; the error XState re-throws later must not end the other logs' replays.
process.on('uncaughtException', (error) => console.error(`replay: a replayed action failed: ${error.message}`));
try {
  const { replayFiles } = await vite.ssrLoadModule('/src/app/replay/cli.ts');
  const failed = await replayFiles(files, (line) => console.log(line), { quiet });
  process.exitCode = failed ? 1 : 0;
} finally {
  await vite.close();
}
