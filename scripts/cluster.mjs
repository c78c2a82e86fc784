#!/usr/bin/env node
// Several server processes on one PostgreSQL behind HAProxy (issue 19), for the cluster bench and
// check and for anyone trying it: `node scripts/cluster.mjs [--nodes N] [--database-url URL]`.
//
// As a module, `startCluster()` makes a throw-away database (unless given one), starts the nodes
// one after another (the first migrates; they share the database and its LISTEN/NOTIFY bus), writes
// an HAProxy configuration into a temporary folder and runs HAProxy in the foreground: one frontend
// on a free loopback port, health checks on GET /readyz every second (two failures take a node out,
// two passes put it back), WebSocket upgrades passed through with a one-hour tunnel timeout.
// A node can be killed with SIGKILL (`kill9`) and started again (`restart`, same NODE_ID, so it
// clears the connections it left behind; HAProxy is told its new port through the runtime API).
// HAProxy comes from Debian's packages: when it is missing and this runs as root with apt, it is
// installed; otherwise the error says how.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ensureDebianPackage } from './debian-package.mjs';
import { freePort, startServer } from './server-process.mjs';

export const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
export const ADMIN_URL = process.env.CLUSTER_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** The backend's name in the configuration and the runtime API. */
const BACKEND = 'nodes';

/** HAProxy's path, installing Debian's package with apt when missing and possible. */
export function ensureHaproxy() {
  return ensureDebianPackage({ path: HAPROXY, pkg: 'haproxy', what: "Debian's HAProxy (the cluster)", alternative: 'point HAPROXY_PATH at an haproxy binary (2.4 or later)' });
}

/** True when a PostgreSQL server answers at `url`. */
export async function postgresReachable(url = ADMIN_URL) {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => {});
  }
}

async function withAdmin(adminUrl, work) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

/**
 * The HAProxy configuration: `servers` are [{id, port}]. Timeouts: plain HTTP requests get 30 s
 * each way; an upgraded WebSocket lives under `timeout tunnel` (1 h), far beyond the live channel's
 * pings. A request whose connection to a node fails (refused: the node just died) is tried again,
 * on the other node (`redispatch`); a request already sent is never replayed. `maxconn` bounds the
 * connections (each takes two descriptors; HAProxy needs about 2 × maxconn under its FD limit).
 */
export function haproxyConfig({ port, servers, statsSocket, balance = 'leastconn', maxconn = 4096 }) {
  return `# Written by scripts/cluster.mjs; removed when the cluster stops.
global
    maxconn ${maxconn}
    stats socket ${statsSocket} mode 600 level admin

defaults
    mode http
    option redispatch
    retries 3
    timeout connect 2s
    timeout client 30s
    timeout server 30s
    timeout http-request 10s
    timeout http-keep-alive 10s
    timeout tunnel 1h
    timeout client-fin 5s

frontend web
    bind 127.0.0.1:${port}
    maxconn ${maxconn}
    default_backend ${BACKEND}

backend ${BACKEND}
    balance ${balance}
    option httpchk GET /readyz
    http-check expect status 200
    default-server inter 1s fall 2 rise 2
${servers.map((s) => `    server ${s.id} 127.0.0.1:${s.port} check`).join('\n')}
`;
}

/** One command on HAProxy's runtime API (the stats socket); resolves with its answer. */
export function haproxyCommand(statsSocket, command) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    const s = connect(statsSocket);
    s.setTimeout(5000, () => s.destroy(new Error(`haproxy '${command}': no answer within 5 s`)));
    s.once('error', reject);
    s.on('data', (c) => chunks.push(c));
    s.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    s.once('connect', () => s.end(`${command}\n`));
  });
}

/**
 * Starts `nodes` server processes on one PostgreSQL database behind HAProxy. `databaseUrl`: use
 * that database (kept at the end); else a throw-away `cluster_<hex>` is created on `adminUrl` and
 * dropped by `stop()`. `env` goes to every node (SEED defaults to none).
 */
export async function startCluster({ nodes: count = 2, databaseUrl, adminUrl = ADMIN_URL, env = {}, balance = 'leastconn', quiet = true } = {}) {
  const haproxy = ensureHaproxy();
  const dir = mkdtempSync(join(tmpdir(), 'clinic-cluster-'));
  let dbName = null;
  const nodes = [];
  let proxy = null;
  const stopped = { value: false };

  const cleanup = async () => {
    if (proxy && proxy.exitCode === null && proxy.signalCode === null) {
      const exited = new Promise((r) => proxy.once('exit', r));
      proxy.kill('SIGTERM');
      await exited;
    }
    for (const n of nodes) if (n.server && n.alive) await n.server.stop().catch(() => {});
    if (dbName) await withAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    if (!databaseUrl) {
      dbName = `cluster_${randomBytes(6).toString('hex')}`;
      await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE ${dbName}`));
      const u = new URL(adminUrl);
      u.pathname = `/${dbName}`;
      databaseUrl = u.href;
    }
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const statsSocket = join(dir, 'haproxy.sock');
    // The public address is the balancer's: the live channel accepts a browser's Origin only from it.
    const common = { SEED: 'none', LOG_LEVEL: 'warn', TRUST_PROXY: '1', ...env, DATABASE_URL: databaseUrl, PUBLIC_URL: url };

    /** Starts node `i` (again): same NODE_ID and data folder, a new port. */
    const launch = async (i) => {
      const id = `node-${i + 1}`;
      const dataDir = join(dir, id);
      mkdirSync(dataDir, { recursive: true });
      const server = await startServer({ env: { ...common, NODE_ID: id }, dataDir, quiet });
      const port = Number(new URL(server.url).port);
      const node = { id, server, port, alive: true };
      void server.exited.then(() => (node.alive = false));
      nodes[i] = node;
      return node;
    };
    // One after another: the first one migrates (and seeds) the fresh database.
    for (let i = 0; i < count; i++) await launch(i);

    const configPath = join(dir, 'haproxy.cfg');
    writeFileSync(configPath, haproxyConfig({ port, servers: nodes.map((n) => ({ id: n.id, port: n.port })), statsSocket, balance }));
    const check = spawnSync(haproxy, ['-c', '-q', '-f', configPath], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`haproxy refused its configuration:\n${check.stdout}${check.stderr}`);
    /** HAProxy's own lines (a node going DOWN or UP), each with the time it was read. */
    const proxyLog = [];
    proxy = spawn(haproxy, ['-db', '-f', configPath], { stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [proxy.stdout, proxy.stderr]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop();
        for (const line of lines) {
          if (line.trim() === '') continue;
          proxyLog.push({ at: performance.now(), line });
          if (!quiet) console.log(`haproxy: ${line}`);
        }
      });
    }
    const proxyExited = new Promise((resolve) => proxy.once('exit', (code, signal) => resolve(code ?? signal)));
    let started = false;
    void proxyExited.then((how) => {
      if (started && !stopped.value) console.error(`haproxy exited unexpectedly (${how}):\n${proxyLog.map((l) => l.line).join('\n')}`);
    });

    /** Each server's state as HAProxy sees it: {id: 'UP' | 'DOWN' | 'UP 1/2' | …}. */
    const serverStates = async () => {
      const csv = await haproxyCommand(statsSocket, 'show stat');
      const [header, ...rows] = csv.trim().split('\n');
      const cols = header.replace(/^# /, '').split(',');
      const at = (name) => cols.indexOf(name);
      const states = {};
      for (const row of rows) {
        const f = row.split(',');
        if (f[at('pxname')] === BACKEND && f[at('svname')] !== 'BACKEND') states[f[at('svname')]] = f[at('status')];
      }
      return states;
    };
    /** Resolves once HAProxy reports node `i` in `state` ('UP' or 'DOWN'); with the time it saw so. */
    const waitForState = async (i, state, timeoutMs = 30_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if ((await serverStates())[nodes[i].id] === state) return performance.now();
        if (Date.now() > deadline) throw new Error(`haproxy did not report ${nodes[i].id} ${state} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 100));
      }
    };

    // Ready when HAProxy answers and every node passed its health checks.
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (proxy.exitCode !== null) throw new Error(`haproxy exited at start:\n${proxyLog.map((l) => l.line).join('\n')}`);
      try {
        const res = await fetch(`${url}/readyz`);
        const states = await serverStates();
        if (res.ok && nodes.every((n) => states[n.id] === 'UP')) break;
      } catch {
        /* not listening yet */
      }
      if (Date.now() > deadline) throw new Error(`the balancer did not become ready within 30 s:\n${proxyLog.map((l) => l.line).join('\n')}`);
      await new Promise((r) => setTimeout(r, 200));
    }

    started = true;
    return {
      url,
      databaseUrl,
      /** The throw-away database's name; null when `databaseUrl` was given. */
      dbName,
      configPath,
      haproxyPid: proxy.pid,
      proxyLog,
      /** The nodes as they are now: id, own url, pid, and whether the process lives. */
      get nodes() {
        return nodes.map((n) => ({ id: n.id, url: n.server.url, pid: n.server.pid, alive: n.alive }));
      },
      serverStates,
      waitForState,
      /** Kills node `i` with SIGKILL (no drain, no goodbye); resolves once the process is gone. */
      async kill9(i) {
        const n = nodes[i];
        if (!n.alive) return;
        process.kill(n.server.pid, 'SIGKILL');
        await n.server.exited;
        n.alive = false;
      },
      /** Starts node `i` again (same NODE_ID, new port) and points HAProxy at it. */
      async restart(i) {
        if (nodes[i].alive) throw new Error(`${nodes[i].id} is still running`);
        const n = await launch(i);
        const answer = await haproxyCommand(statsSocket, `set server ${BACKEND}/${n.id} addr 127.0.0.1 port ${n.port}`);
        if (!/changed|no need to change/i.test(answer)) throw new Error(`haproxy did not take ${n.id}'s new port: ${answer.trim()}`);
        return { id: n.id, url: n.server.url, pid: n.server.pid };
      },
      /** Stops HAProxy and the nodes (SIGTERM, graceful), drops the throw-away database, removes the folder. */
      async stop() {
        if (stopped.value) return;
        stopped.value = true;
        await cleanup();
      },
    };
  } catch (err) {
    stopped.value = true;
    await cleanup().catch((e) => console.error(`cluster cleanup failed: ${e.message}`));
    throw err;
  }
}

// ---- CLI ---------------------------------------------------------------------------------------
if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const opt = (name) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  if (args.includes('--help')) {
    console.log('node scripts/cluster.mjs [--nodes N] [--database-url postgres://…]\n' +
      'Starts N server processes (default 2) on one PostgreSQL behind HAProxy, with demo data.\n' +
      `Without --database-url a throw-away database is made on ${ADMIN_URL} (CLUSTER_PG_URL) and dropped at the end.`);
    process.exit(0);
  }
  const nodes = Number(opt('--nodes') ?? 2);
  const databaseUrl = opt('--database-url');
  const { ensureBuild } = await import('./ensure-build.mjs');
  ensureBuild();
  if (!(await postgresReachable(databaseUrl ?? ADMIN_URL))) {
    console.error(`No PostgreSQL answers at ${databaseUrl ?? ADMIN_URL}: the nodes share one database and its LISTEN/NOTIFY bus, PGlite cannot.\n` +
      'Start PostgreSQL (for instance `docker compose up -d postgres`) or pass --database-url / CLUSTER_PG_URL.');
    process.exit(1);
  }
  console.log(`Starting ${nodes} nodes and HAProxy…`);
  const cluster = await startCluster({ nodes, databaseUrl, env: { SEED: 'demo', LOG_LEVEL: 'info' }, quiet: false });
  console.log(`\nThe clinic is at ${cluster.url} (HAProxy, ${cluster.configPath})`);
  for (const n of cluster.nodes) console.log(`  ${n.id}: ${n.url} (pid ${n.pid}) — try \`kill -9 ${n.pid}\` and watch the app reconnect`);
  console.log(`Database: ${cluster.dbName ? `${cluster.dbName} (throw-away, dropped on exit)` : databaseUrl}. Demo accounts as in the README.`);
  console.log('Ctrl-C stops everything.');
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}
