// Live channel figures (issue 3, "Speed"): 1,000 signed-in sockets on loopback. Connect +
// first Ping, server memory per idle socket, fan-out of a doctor's presence to every socket, and
// Ping round-trips under load. Printed, never asserted. Message latency waits for chats.
//
// Sessions: with the local PostgreSQL reachable (BENCH_PG_URL, default
// postgres://postgres@127.0.0.1:5432/test) the server runs on a throw-away database `bench_<hex>`
// and the 1,000 patients and their sessions are inserted directly; otherwise the server runs on
// PGlite and the demo patient signs in 1,000 times (about 100 ms of scrypt each).
// The server runs with --inspect on a free loopback port so the bench can force a full GC before
// reading memory; its "Debugger listening/attached" lines on stderr come from that.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import WebSocket from 'ws';
import { freePort, startServer } from '../scripts/server-process.mjs';

const SOCKETS = 1000;
const CONNECT_CONCURRENCY = 50;
const FANOUT_ROUNDS = 30;
const FANOUT_GAP_MS = 300;
const PINGS_PER_SECOND = 200;
const PING_SECONDS = 5;
const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const rssKiB = (pid) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!m) throw new Error(`no VmRSS for pid ${pid}`);
  return Number(m[1]);
};
const mib = (kib) => `${(kib / 1024).toFixed(1)} MiB`;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
function report(name, times) {
  const s = [...times].sort((a, b) => a - b);
  console.log(`${name.padEnd(52)} n=${String(s.length).padStart(4)}  p50 ${percentile(s, 50).toFixed(1).padStart(7)} ms  p99 ${percentile(s, 99).toFixed(1).padStart(7)} ms  max ${s.at(-1).toFixed(1).padStart(7)} ms`);
}
function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([promise, new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms)))]).finally(() => clearTimeout(timer));
}

/** Runs `fn(i)` for i in [0, n) with at most `limit` in flight. */
async function pool(n, limit, fn) {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(limit, n) }, async () => {
    while (next < n) await fn(next++);
  }));
}

/** The local PostgreSQL for a throw-away database, or null when it cannot be reached. */
async function adminClient() {
  const c = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    return c;
  } catch {
    await c.end().catch(() => {});
    return null;
  }
}

/** Inserts `n` patients with one open session each; returns their tokens. */
async function insertSessions(databaseUrl, n) {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const tokens = Array.from({ length: n }, () => randomBytes(32).toString('base64url'));
    const idNumbers = tokens.map((_, i) => `9${String(i).padStart(10, '0')}`);
    const names = tokens.map((_, i) => JSON.stringify({ ka: `ბენჩი ${i}`, en: `Bench ${i}` }));
    await c.query('BEGIN');
    const users = await c.query(
      `INSERT INTO users (type, id_number, firstname, lastname)
       SELECT 'Patient', idn, name::jsonb, '{"ka":"ტესტი","en":"Test"}'::jsonb FROM unnest($1::text[], $2::text[]) AS t(idn, name)
       RETURNING id, id_number`,
      [idNumbers, names],
    );
    const idOf = new Map(users.rows.map((r) => [r.id_number, r.id]));
    await c.query(
      `INSERT INTO sessions (user_id, token_hash, expires_at)
       SELECT uid, th, now() + interval '1 day' FROM unnest($1::uuid[], $2::text[]) AS t(uid, th)`,
      [idNumbers.map((idn) => idOf.get(idn)), tokens.map((t) => createHash('sha256').update(t).digest('hex'))],
    );
    await c.query('COMMIT');
    return tokens;
  } finally {
    await c.end();
  }
}

async function signIn(url, identifier, password) {
  const res = await fetch(`${url}/api/auth/login-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier, password }),
  });
  const body = await res.json();
  if (!res.ok || !body.data?.token) throw new Error(`sign-in of ${identifier} failed: ${res.status} ${JSON.stringify(body)}`);
  return body.data;
}

/**
 * The server's V8 through its inspector: a full garbage collection (the "forced settle") and the
 * heap in use afterwards, in KiB.
 */
async function settledHeapKiB(inspectPort) {
  const [target] = await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json();
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => { ws.once('open', resolve); ws.once('error', reject); });
  const answers = new Map();
  ws.on('message', (d) => {
    const m = JSON.parse(d.toString());
    answers.get(m.id)?.(m);
  });
  let id = 0;
  const call = (method) => {
    const n = ++id;
    const answered = new Promise((resolve) => answers.set(n, resolve));
    ws.send(JSON.stringify({ id: n, method }));
    return withTimeout(answered, 30_000, `inspector ${method}`);
  };
  try {
    await call('HeapProfiler.collectGarbage');
    const usage = await call('Runtime.getHeapUsage');
    return usage.result.usedSize / 1024;
  } finally {
    ws.close();
  }
}

// ---- client side: one dispatcher for every socket ------------------------------------------
let requestCounter = 0;
const pending = new Map(); // request_id -> { resolve(receivedAt), reject(error) }
let statusWatch = null; // { userId, status, count, lastAt, resolve }

function onMessage(data) {
  const at = performance.now();
  const m = JSON.parse(data.toString('utf8'));
  if (m.request_id != null) {
    const p = pending.get(m.request_id);
    if (p) {
      pending.delete(m.request_id);
      if (m.response_type === 'Ok') p.resolve(at);
      else p.reject(new Error(`request ${m.request_id} failed: ${JSON.stringify(m)}`));
    }
    return;
  }
  const w = statusWatch;
  if (w && m.type === 'UserStatusChange' && m.payload.user_id === w.userId && m.payload.status === w.status) {
    w.count++;
    w.lastAt = at;
    if (w.count === w.expected) w.resolve(at);
  }
}

/** Sends a Ping; resolves with the time its answer arrived. */
function ping(ws) {
  const id = `p${++requestCounter}`;
  const answered = new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
  ws.send(JSON.stringify({ type: 'Ping', request_id: id }));
  return withTimeout(answered, 30_000, `Ping ${id}`);
}

function open(url, token) {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/ws?token=${encodeURIComponent(token)}`);
  ws.on('message', onMessage);
  const opened = new Promise((resolve, reject) => {
    ws.once('open', () => resolve(performance.now()));
    ws.once('error', reject);
    ws.once('close', (code) => reject(new Error(`socket closed before open (${code})`)));
  });
  return { ws, opened };
}

/** Resolves when `expected` sockets have heard `userId` go `status`. */
function watchStatus(userId, status, expected) {
  return new Promise((resolve) => (statusWatch = { userId, status, expected, count: 0, lastAt: 0, resolve }));
}

// ---- the run ---------------------------------------------------------------------------------
let failed = false;
let server = null;
let admin = await adminClient();
let dbName = null;
const sockets = [];
try {
  const inspectPort = await freePort();
  const serverEnv = { SEED: 'demo', NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --inspect=127.0.0.1:${inspectPort}`.trim() };
  let tokens;
  if (admin) {
    dbName = `bench_${randomBytes(6).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${dbName}`);
    const databaseUrl = new URL(ADMIN_URL);
    databaseUrl.pathname = `/${dbName}`;
    server = await startServer({ env: { ...serverEnv, DATABASE_URL: databaseUrl.href } });
    console.log(`database: PostgreSQL, throw-away database ${dbName}`);
    const t = performance.now();
    tokens = await insertSessions(databaseUrl.href, SOCKETS);
    console.log(`sessions: ${SOCKETS} patients and sessions inserted directly in ${(performance.now() - t).toFixed(0)} ms`);
  } else {
    server = await startServer({ env: serverEnv });
    console.log(`database: PGlite (PostgreSQL at ${ADMIN_URL} not reachable)`);
    const t = performance.now();
    tokens = [];
    await pool(SOCKETS, 4, async () => tokens.push((await signIn(server.url, '01001000001', 'demo-patient')).token));
    console.log(`sessions: the demo patient signed in ${SOCKETS} times (concurrency 4) in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  const doctor = await signIn(server.url, '01001000002', 'demo-doctor');

  // Connect + first Ping. Memory figures are taken after a forced full GC, and 1 s to settle.
  const settle = async () => {
    const heap = await settledHeapKiB(inspectPort);
    await sleep(1000);
    return { heap, rss: rssKiB(server.pid) };
  };
  const before = await settle();
  console.log(`${'server memory before connecting, after GC'.padEnd(52)} ${mib(before.rss)} RSS, ${mib(before.heap)} JS heap`);
  const connectTimes = [];
  const connectStart = performance.now();
  await pool(SOCKETS, CONNECT_CONCURRENCY, async (i) => {
    const t = performance.now();
    const s = open(server.url, tokens[i]);
    sockets.push(s.ws);
    await withTimeout(s.opened, 30_000, `socket ${i} open`);
    await ping(s.ws);
    connectTimes.push(performance.now() - t);
  });
  const connectMs = performance.now() - connectStart;
  report(`connect + first Ping (${CONNECT_CONCURRENCY} in flight)`, connectTimes);
  console.log(`${SOCKETS} sockets open and answering in ${(connectMs / 1000).toFixed(2)} s (${(SOCKETS / (connectMs / 1000)).toFixed(0)} sockets/s)`);

  // Memory per idle connection.
  await sleep(2000);
  const rssIdle = rssKiB(server.pid);
  const perSocket = (kib) => `${(kib / SOCKETS).toFixed(1)} KiB per socket`;
  console.log(`${`server memory, ${SOCKETS} sockets idle for 2 s`.padEnd(52)} ${mib(rssIdle)} RSS → ${perSocket(rssIdle - before.rss)}`);
  const after = await settle();
  console.log(`${`server memory, ${SOCKETS} sockets, after GC`.padEnd(52)} ${mib(after.rss)} RSS → ${perSocket(after.rss - before.rss)}; ${mib(after.heap)} JS heap → ${perSocket(after.heap - before.heap)}`);

  // Fan-out of a doctor's presence to every socket.
  const onlineTimes = [];
  const offlineTimes = [];
  for (let round = 0; round < FANOUT_ROUNDS; round++) {
    const heardOnline = watchStatus(doctor.user.id, 'online', SOCKETS);
    const d = open(server.url, doctor.token);
    const openedAt = await withTimeout(d.opened, 30_000, 'doctor socket open');
    const lastOnline = await withTimeout(heardOnline, 30_000, `online fan-out round ${round}`);
    onlineTimes.push(lastOnline - openedAt);
    await ping(d.ws); // the doctor's socket is fully registered before it closes
    const heardOffline = watchStatus(doctor.user.id, 'offline', SOCKETS);
    const closedAt = performance.now();
    d.ws.close();
    const lastOffline = await withTimeout(heardOffline, 30_000, `offline fan-out round ${round}`);
    offlineTimes.push(lastOffline - closedAt);
    statusWatch = null;
    await sleep(FANOUT_GAP_MS);
  }
  report(`fan-out 'online' to all ${SOCKETS} (open → last socket)`, onlineTimes);
  report(`fan-out 'offline' to all ${SOCKETS} (close → last socket)`, offlineTimes);

  // Ping round-trips under load.
  const pingTimes = [];
  const inFlight = [];
  const tickMs = 50;
  const perTick = (PINGS_PER_SECOND * tickMs) / 1000;
  const loadStart = performance.now();
  for (let tick = 0; tick < (PING_SECONDS * 1000) / tickMs; tick++) {
    for (let k = 0; k < perTick; k++) {
      const ws = sockets[Math.floor(Math.random() * sockets.length)];
      const t = performance.now();
      inFlight.push(ping(ws).then((at) => pingTimes.push(at - t)));
    }
    const due = loadStart + (tick + 1) * tickMs;
    await sleep(Math.max(0, due - performance.now()));
  }
  await Promise.all(inFlight);
  report(`Ping round-trip, ${PINGS_PER_SECOND}/s over random sockets for ${PING_SECONDS} s`, pingTimes);
  console.log(`${'server memory after the runs'.padEnd(52)} ${mib(rssKiB(server.pid))} RSS`);
} catch (err) {
  failed = true;
  console.error(`live bench failed: ${err.stack ?? err}`);
} finally {
  statusWatch = null;
  const closing = sockets.map((ws) => new Promise((r) => (ws.readyState === WebSocket.CLOSED ? r() : ws.once('close', r))));
  for (const ws of sockets) ws.close();
  await withTimeout(Promise.all(closing), 30_000, 'closing sockets').catch((err) => console.error(err.message));
  if (server) await server.stop().catch((err) => { failed = true; console.error(`server stop failed: ${err.message}`); });
  if (admin) {
    if (dbName) await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch((err) => { failed = true; console.error(`could not drop ${dbName}: ${err.message}`); });
    await admin.end();
  }
}
process.exit(failed ? 1 : 0);
