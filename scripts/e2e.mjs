#!/usr/bin/env node
// `npm run test:e2e`: Playwright browser tests in Debian's Chromium (installed with apt when
// missing and possible). Extra arguments go to `playwright test`.
//
// With no arguments (the whole suite) it runs two Playwright processes side by side: the
// accessibility scans (tests/e2e/accessibility.spec.ts, which has its own server and spends its
// time in axe and layout) and every other spec (one worker on the shared demo server, as they
// always ran). The scans run at a lower CPU priority (nice 10, which their browsers and server
// inherit): the flows wait on live pushes with timeouts and keep the machine as if alone, the
// scans take what is left. Their JSON reports are merged into test-results/e2e.json.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './chromium.mjs';
import { ensureBuild } from './ensure-build.mjs';

const root = new URL('..', import.meta.url).pathname;
const results = join(root, 'test-results');
ensureChromium();
// Built once here: two processes' global set-ups must not both build.
ensureBuild();
const logs = join(results, 'session-logs');
rmSync(logs, { recursive: true, force: true });

const cli = join(root, 'node_modules', '@playwright', 'test', 'cli.js');
const SCANS = 'tests/e2e/accessibility.spec.ts';

/**
 * One `playwright test` with `args`, its JSON report written to `report`, at `niceness` (what it
 * starts inherits it); resolves with its exit code.
 */
function playwright(args, report, env = {}, niceness = 0) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cli, 'test', ...args], { cwd: root, stdio: 'inherit', env: { ...process.env, E2E_JSON_REPORT: report, ...env } });
    if (niceness) {
      try {
        setPriority(child.pid, niceness);
      } catch {
        // not allowed here: it runs at the same priority
      }
    }
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const extra = process.argv.slice(2);
let status;
if (extra.length > 0) {
  status = await playwright(extra, join(results, 'e2e.json'));
} else {
  const parts = [
    { args: [SCANS], report: join(results, 'e2e-scans.json'), niceness: 10 },
    { args: [], report: join(results, 'e2e-flows.json'), env: { E2E_SKIP_SCANS: '1' } },
  ];
  const codes = await Promise.all(parts.map((p) => playwright(p.args, p.report, p.env, p.niceness)));
  status = codes.find((c) => c !== 0) ?? 0;
  // One report for scripts/test.mjs: the two runs' counts added up.
  const stats = { expected: 0, unexpected: 0, flaky: 0, skipped: 0 };
  for (const p of parts) {
    const s = existsSync(p.report) ? JSON.parse(readFileSync(p.report, 'utf8')).stats : null;
    if (!s) {
      stats.unexpected += 1; // a run that left no report failed
      continue;
    }
    for (const k of Object.keys(stats)) stats[k] += s[k] ?? 0;
  }
  writeFileSync(join(results, 'e2e.json'), JSON.stringify({ stats }, null, 2));
  console.log(`browser tests: ${stats.expected} passed, ${stats.unexpected} failed, ${stats.flaky} flaky, ${stats.skipped} skipped (scans and flows run side by side)`);
}
if (status !== 0) process.exit(status);

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
