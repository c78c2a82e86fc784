// Builds the client into dist/ when it is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return latest;
}

export function clientIsStale(distDir = join(root, 'dist')) {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  const inputs = ['src', 'public', 'build'].map((d) => join(root, d)).filter(existsSync).map(newest);
  const files = ['index.html', 'vite.config.ts', 'package-lock.json'].map((f) => join(root, f)).filter(existsSync).map((f) => statSync(f).mtimeMs);
  return Math.max(...inputs, ...files) > built;
}

export function ensureBuild() {
  if (!clientIsStale()) return;
  console.log('Building the client…');
  const r = spawnSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('client build failed');
}
