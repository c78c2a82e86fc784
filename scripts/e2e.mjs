#!/usr/bin/env node
// `npm run test:e2e`: Playwright browser tests in Debian's Chromium (installed with apt when
// missing and possible). Extra arguments go to `playwright test`.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureChromium } from './chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
ensureChromium();
const r = spawnSync(process.execPath, [join(root, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(r.status ?? 1);
