// Server figures: start-up (first start with seeding, and a restart on existing data), latency
// of the sign-in and catalogue calls, and the server's memory. Printed, never asserted.
import { readFileSync, rmSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../scripts/server-process.mjs';

const rssMiB = (pid) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? (Number(m[1]) / 1024).toFixed(0) : '?';
};

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function measure(name, n, fn) {
  const times = [];
  for (let i = 0; i < 5; i++) await fn(); // warm-up
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(`${name.padEnd(44)} n=${String(n).padStart(4)}  p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p99 ${percentile(times, 99).toFixed(1).padStart(6)} ms`);
}

const dataDir = mkdtempSync(join(tmpdir(), 'clinic-bench-'));
try {
  let server = await startServer({ dataDir, env: { SEED: 'demo' } });
  console.log(`start-up, first start (create database, migrate, seed): ${server.startupMs.toFixed(0)} ms`);
  await server.stop({ keepData: true });
  server = await startServer({ dataDir, env: { SEED: 'demo' } });
  console.log(`start-up, restart on existing data:                      ${server.startupMs.toFixed(0)} ms`);
  console.log(`server memory after start: ${rssMiB(server.pid)} MiB RSS`);

  const post = (path, body, token) => fetch(server.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const login = await (await post('/api/auth/login-with-password', { identifier: '01001000001', password: 'demo-patient' })).json();
  const token = login.data?.token;
  await measure('POST /api/auth/login (methods)', 200, () => post('/api/auth/login', { identifier: '01001000001' }).then((r) => r.arrayBuffer()));
  await measure('POST /api/auth/login-with-password (scrypt)', 20, () => post('/api/auth/login-with-password', { identifier: '01001000002', password: 'demo-doctor' }).then((r) => r.arrayBuffer()));
  await measure('GET /api/auth/user', 200, () => fetch(`${server.url}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.arrayBuffer()));
  await measure('GET /api/doctors', 200, () => fetch(`${server.url}/api/doctors`).then((r) => r.arrayBuffer()));
  await measure('GET /api/static/labtests', 200, () => fetch(`${server.url}/api/static/labtests`).then((r) => r.arrayBuffer()));
  await measure('GET / (SPA index)', 200, () => fetch(`${server.url}/`).then((r) => r.arrayBuffer()));
  console.log(`server memory after the runs: ${rssMiB(server.pid)} MiB RSS`);
  await server.stop({ keepData: true });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
