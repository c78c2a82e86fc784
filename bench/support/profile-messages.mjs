// Profiles the message hot path of a real server process: `node bench/support/profile-messages.mjs`
// (PROFILE_DB=postgres for the local PostgreSQL, else PGlite; MESSAGES, default 3000). The
// server runs with `node --cpu-prof`; the demo patient sends text messages to the demo doctor
// one after another over keep-alive HTTP while the doctor's socket is connected; the process's
// CPU per message (every thread, /proc) and the split of its busy time during the messages
// (bench/support/cpu-profile-split.mjs) are printed.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';
import { startServer } from '../../scripts/server-process.mjs';
import { cpuMs } from './kit.mjs';

const MESSAGES = Number(process.env.MESSAGES ?? 3000);
const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const onPostgres = process.env.PROFILE_DB === 'postgres';
const profileDir = mkdtempSync(join(tmpdir(), 'clinic-profile-'));

let admin = null;
let dbName = null;
const env = { SEED: 'demo', NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir}` };
if (onPostgres) {
  admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  dbName = `profile_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${dbName}`;
  env.DATABASE_URL = url.href;
}
const spawnedAt = performance.now();
const server = await startServer({ env });
const agent = new http.Agent({ keepAlive: true });
const call = (method, path, token, body) =>
  new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(`${server.url}${path}`, { method, agent, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(payload ? { 'content-type': 'application/json' } : {}) } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, body: JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null') }));
    });
    req.on('error', reject);
    req.end(payload);
  });
try {
  const signIn = async (identifier, password) => (await call('POST', '/api/auth/login-with-password', null, { identifier, password })).body.data;
  const patient = await signIn('01001000001', 'demo-patient');
  const doctor = await signIn('01001000002', 'demo-doctor');
  const spaces = (await call('GET', '/api/chat-spaces', patient.token)).body.data;
  const space = spaces.find((c) => c.type === 'PatientDoctor' && c.chat_space.doctor_id === doctor.user.id && new Date(c.chat_space.active_until) > new Date());
  const ws = new WebSocket(`${server.url.replace(/^http/, 'ws')}/ws?token=${encodeURIComponent(doctor.token)}`);
  let last = null;
  let lastHeard = null;
  ws.on('message', (d) => {
    const m = JSON.parse(d.toString('utf8'));
    if (m.type === 'MessageCreated' && m.payload.text === last) lastHeard?.();
  });
  await new Promise((r) => ws.once('open', r));
  const send = async (n) => {
    const res = await call('POST', `/api/chat-spaces/${space.id}/messages/text`, patient.token, { text: `m${n}` });
    if (res.status !== 200) throw new Error(`send ${n}: ${res.status} ${JSON.stringify(res.body)}`);
  };
  for (let n = 0; n < 300; n++) await send(n); // warm-up
  const fromMs = performance.now() - spawnedAt;
  const cpu = cpuMs(server.pid);
  last = `m${MESSAGES - 1}`;
  const heard = new Promise((r) => (lastHeard = r));
  for (let n = 0; n < MESSAGES; n++) await send(n);
  await heard;
  const used = cpuMs(server.pid) - cpu;
  const tookMs = performance.now() - spawnedAt - fromMs;
  ws.close();
  console.log(`${onPostgres ? 'PostgreSQL' : 'PGlite'}: ${MESSAGES} messages one after another, ${(used / MESSAGES).toFixed(3)} ms of server CPU per message (every thread, /proc; 10 ms resolution)`);
  agent.destroy();
  await server.stop();
  // One profile per thread, the main thread's first (a PGlite server's database runs in a worker).
  // The main one starts with the process: skip start-up and warm-up, and what follows the
  // messages; a worker's window is the same moments, shifted by when its profile started.
  const files = readdirSync(profileDir).filter((f) => f.endsWith('.cpuprofile')).sort();
  const startOf = (f) => JSON.parse(readFileSync(join(profileDir, f), 'utf8')).startTime / 1000;
  const mainStart = startOf(files[0]);
  for (const [i, file] of files.entries()) {
    const from = fromMs - (startOf(file) - mainStart);
    console.log(`\n${i === 0 ? 'main thread' : `worker thread ${i}`} (${file}):`);
    console.log(execFileSync(process.execPath, [new URL('./cpu-profile-split.mjs', import.meta.url).pathname, join(profileDir, file), '--only-after', String(Math.max(0, Math.round(from))), '--until', String(Math.round(from + tookMs)), '--top', '25'], { encoding: 'utf8' }));
  }
  console.log(`profiles: ${profileDir}`);
} finally {
  await server.stop();
  if (dbName) await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin?.end();
}
