#!/usr/bin/env node
// `npm start`: builds the client when dist/ is missing or older than the sources, then starts
// the server (embedded PGlite in DATA_DIR, demo data on first start).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist', 'index.html');

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return latest;
}

const sourcesChanged = () => {
  const built = statSync(dist).mtimeMs;
  const inputs = [join(root, 'src'), join(root, 'public')].filter(existsSync).map(newest);
  const files = ['index.html', 'vite.config.ts', 'package-lock.json'].map((f) => join(root, f)).filter(existsSync).map((f) => statSync(f).mtimeMs);
  return Math.max(...inputs, ...files) > built;
};

if (!existsSync(dist) || sourcesChanged()) {
  console.log('Building the client…');
  const r = spawnSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], { cwd: root, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
