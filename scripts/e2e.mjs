#!/usr/bin/env node
// `npm run test:e2e`: Playwright browser tests in Debian's Chromium (installed with apt when
// missing and possible). Extra arguments go to `playwright test`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
ensureChromium();
const logs = join(root, 'test-results', 'session-logs');
rmSync(logs, { recursive: true, force: true });
const r = spawnSync(process.execPath, [join(root, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
if (r.status !== 0) process.exit(r.status ?? 1);

// The replay guard: every page of every browser test left its session log (tests/e2e/test.ts);
// each must replay headlessly into the same machines with identical fingerprints at every step.
const files = existsSync(logs) ? readdirSync(logs).filter((f) => f.endsWith('.json')).map((f) => join(logs, f)) : [];
if (files.length === 0) {
  console.error('replay guard: the browser tests left no session logs');
  process.exit(1);
}
console.log(`replay guard: replaying the ${files.length} session logs the browser tests left`);
const g = spawnSync(process.execPath, [join(root, 'scripts', 'replay.mjs'), '--quiet', ...files], { cwd: root, stdio: 'inherit' });
process.exit(g.status ?? 1);
