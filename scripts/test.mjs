#!/usr/bin/env node
// `npm test`: every suite, in order: type check; lint; unit, machine, model-based and view tests
// (client); server tests; browser tests in Chromium; the bundle-size budget. Ends with one line
// 'N passed, N failed' counting every test of every suite.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { requireNode } from './require-node.mjs';

requireNode();

const root = new URL('..', import.meta.url).pathname;
const bin = (pkg, file) => join(root, 'node_modules', pkg, file);
const results = join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const steps = [];
function run(name, args, env = {}) {
  console.log(`\n=== ${name}`);
  const started = Date.now();
  const r = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const step = { name, ok: r.status === 0, seconds: Math.round((Date.now() - started) / 1000) };
  steps.push(step);
  return step;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

let passed = 0;
let failed = 0;

run('type check', [bin('typescript', 'bin/tsc'), '-p', 'tsconfig.json', '--noEmit']);
run('lint (ESLint)', [bin('eslint', 'bin/eslint.js'), '.']);

const vitestOut = join(results, 'vitest.json');
const vitest = run('client and server tests (vitest)', [bin('vitest', 'vitest.mjs'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestOut}`]);
const v = readJson(vitestOut);
if (v) {
  passed += v.numPassedTests;
  failed += v.numFailedTests;
} else if (!vitest.ok) failed += 1;

const e2e = run('browser tests (Playwright, Chromium)', [join(root, 'scripts', 'e2e.mjs')]);
const p = readJson(join(results, 'e2e.json'));
if (p?.stats) {
  passed += p.stats.expected;
  failed += p.stats.unexpected + (p.stats.flaky ?? 0);
} else if (!e2e.ok) failed += 1;

run('bundle-size budget', [join(root, 'scripts', 'size.mjs')]);
// index.html carries Login prerendered (issue 19): a copy older than the page would flash.
run('prerendered login is current', [join(root, 'scripts', 'prerender-login.mjs'), '--check']);

console.log('\n=== summary');
for (const s of steps) console.log(`${s.ok ? 'ok  ' : 'FAIL'} ${s.name} (${s.seconds} s)`);
const stepFailures = steps.filter((s) => !s.ok).length;
console.log(`${passed} passed, ${failed} failed`);
process.exit(stepFailures > 0 || failed > 0 ? 1 : 0);
