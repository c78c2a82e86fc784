// First-visit figures (issue 19): Lighthouse's performance category for `/` on its default mobile
// preset and simulated throttling (a mid-range phone on slow 4G, CPU slowed 4×), driving Debian's
// Chromium against the built app. Five runs, each in a fresh browser; every run and the median are
// printed, never asserted. Lighthouse's simulation scales with this machine's CPU, so the load
// average is printed with the figures.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROMIUM } from '../scripts/chromium.mjs';
import { ensureBuild } from '../scripts/ensure-build.mjs';
import { startServer } from '../scripts/server-process.mjs';

const RUNS = 5;

/** The pinned devDependency; LIGHTHOUSE_MODULE points at another copy (e.g. one installed in /tmp). */
async function loadLighthouse() {
  const spec = process.env.LIGHTHOUSE_MODULE ? pathToFileURL(process.env.LIGHTHOUSE_MODULE).href : 'lighthouse';
  try {
    return (await import(spec)).default;
  } catch (error) {
    return { missing: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  }
}

/** Headless Chromium with a DevTools port Lighthouse connects to; resolves once the port is known. */
function launchChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'first-visit-chromium-'));
  const child = spawn(CHROMIUM, [
    '--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--disable-extensions', '--remote-debugging-port=0',
    `--user-data-dir=${profile}`, 'about:blank',
  ], { stdio: ['ignore', 'ignore', 'pipe'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(profile, { recursive: true, force: true });
  };
  return new Promise((resolve, reject) => {
    let err = '';
    const timer = setTimeout(() => reject(new Error(`Chromium gave no DevTools port: ${err.slice(-300)}`)), 30_000);
    child.stderr.on('data', (chunk) => {
      err += chunk;
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
      if (m) {
        clearTimeout(timer);
        resolve({ port: Number(m[1]), stop });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited with ${code}: ${err.slice(-300)}`));
    });
  });
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const load = () => loadavg().map((x) => x.toFixed(2)).join(' ');

const lighthouse = await loadLighthouse();
if (typeof lighthouse !== 'function') {
  console.log(`skipped: Lighthouse cannot be loaded (${lighthouse.missing}); run npm install, or set LIGHTHOUSE_MODULE`);
} else if (!existsSync(CHROMIUM)) {
  console.log(`skipped: no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`);
} else {
  ensureBuild();
  const server = await startServer({ env: { SEED: 'none' } });
  try {
    console.log(`Lighthouse mobile, default throttling, ${server.url}/ — load average before: ${load()}`);
    const rows = [];
    for (let i = 1, failures = 0; rows.length < RUNS; i++) {
      const browser = await launchChromium();
      try {
        let lhr;
        try {
          lhr = (await lighthouse(`${server.url}/`, { port: browser.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }))?.lhr;
          if (!lhr || lhr.runtimeError) throw new Error(lhr?.runtimeError?.message ?? 'no result');
        } catch (error) {
          // Lighthouse now and then loses a trace (NO_NAVSTART) on a busy machine: that run is
          // done again, a few times at most.
          if (++failures > 3) throw error;
          console.log(`run ${i}: failed (${error instanceof Error ? error.message.slice(0, 120) : String(error)}), run again`);
          continue;
        }
        const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
        const row = {
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
        };
        rows.push(row);
        console.log(`run ${i}: score ${String(row.score).padStart(3)}  FCP ${(row.fcp / 1000).toFixed(2)} s  LCP ${(row.lcp / 1000).toFixed(2)} s  TBT ${row.tbt.toFixed(0).padStart(4)} ms  CLS ${row.cls.toFixed(3)}`);
      } finally {
        await browser.stop();
      }
    }
    const m = (key) => median(rows.map((r) => r[key]));
    console.log(`median: score ${m('score')}  FCP ${(m('fcp') / 1000).toFixed(2)} s  LCP ${(m('lcp') / 1000).toFixed(2)} s  TBT ${m('tbt').toFixed(0)} ms  CLS ${m('cls').toFixed(3)}  (each metric's own median)`);
    console.log(`load average after: ${load()}`);
  } catch (error) {
    // Lighthouse that loads but cannot drive this Chromium is a skip, not a broken bench.
    console.log(`skipped: Lighthouse could not run (${error instanceof Error ? error.message : String(error)})`);
  } finally {
    await server.stop();
  }
}
