// What an idle live socket holds in the server's heap, by constructor: starts the server (on the
// local PostgreSQL) with --inspect, takes a heap snapshot before and after opening SOCKETS
// signed-in sockets, and prints the constructors whose self size grew most, per socket.
// `node bench/support/heap-per-socket.mjs` (SOCKETS, default 500).
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import WebSocket from 'ws';
import { freePort, startServer } from '../../scripts/server-process.mjs';

const SOCKETS = Number(process.env.SOCKETS ?? 500);
const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
const dbName = `heap_${randomBytes(4).toString('hex')}`;
await admin.query(`CREATE DATABASE ${dbName}`);
const url = new URL(ADMIN_URL);
url.pathname = `/${dbName}`;
const inspectPort = await freePort();
const server = await startServer({ env: { SEED: 'none', DATABASE_URL: url.href, NODE_OPTIONS: `--inspect=127.0.0.1:${inspectPort}` } });
const sockets = [];
try {
  const db = new pg.Client({ connectionString: url.href });
  await db.connect();
  const tokens = Array.from({ length: SOCKETS }, () => randomBytes(32).toString('base64url'));
  const users = await db.query(
    `INSERT INTO users (type, id_number, firstname, lastname) SELECT 'Patient', n, '{"ka":"ა","en":"A"}', '{"ka":"ა","en":"A"}' FROM unnest($1::text[]) n RETURNING id`,
    [tokens.map((_, i) => `8${String(i).padStart(10, '0')}`)],
  );
  await db.query(`INSERT INTO sessions (user_id, token_hash, expires_at) SELECT u, h, now() + interval '1 day' FROM unnest($1::uuid[], $2::text[]) t(u, h)`, [
    users.rows.map((r) => r.id),
    tokens.map((t) => createHash('sha256').update(t).digest('hex')),
  ]);
  await db.end();

  const [target] = await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json();
  const inspector = new WebSocket(target.webSocketDebuggerUrl, { maxPayload: 1 << 30 });
  await new Promise((r) => inspector.once('open', r));
  let id = 0;
  const answers = new Map();
  let chunks = [];
  inspector.on('message', (d) => {
    const m = JSON.parse(d.toString());
    if (m.method === 'HeapProfiler.addHeapSnapshotChunk') chunks.push(m.params.chunk);
    else answers.get(m.id)?.(m);
  });
  const call = (method, params = {}) => new Promise((resolve) => { const n = ++id; answers.set(n, resolve); inspector.send(JSON.stringify({ id: n, method, params })); });
  const snapshot = async () => {
    await call('HeapProfiler.collectGarbage');
    chunks = [];
    await call('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
    const snap = JSON.parse(chunks.join(''));
    const f = snap.snapshot.meta.node_fields;
    const types = snap.snapshot.meta.node_types[0];
    const [ti, ni, si] = ['type', 'name', 'self_size'].map((k) => f.indexOf(k));
    const totals = new Map();
    for (let i = 0; i < snap.nodes.length; i += f.length) {
      const key = `${types[snap.nodes[i + ti]]}: ${snap.strings[snap.nodes[i + ni]].slice(0, 50)}`;
      const t = totals.get(key) ?? { count: 0, size: 0 };
      t.count += 1;
      t.size += snap.nodes[i + si];
      totals.set(key, t);
    }
    if (process.env.RETAINERS && chunks.length) explain(snap, process.env.RETAINERS);
    return totals;
  };
  /** Prints who holds the first object of constructor `name`, a few levels up. */
  function explain(snap, name) {
    const f = snap.snapshot.meta.node_fields;
    const ef = snap.snapshot.meta.edge_fields;
    const edgeTypes = snap.snapshot.meta.edge_types[0];
    const types = snap.snapshot.meta.node_types[0];
    const [ti, ni, ec] = ['type', 'name', 'edge_count'].map((k) => f.indexOf(k));
    const nodeCount = snap.nodes.length / f.length;
    const firstEdge = new Uint32Array(nodeCount);
    let e = 0;
    for (let n = 0; n < nodeCount; n++) { firstEdge[n] = e; e += snap.nodes[n * f.length + ec] * ef.length; }
    const retainers = new Map();
    for (let n = 0; n < nodeCount; n++) {
      const end = n + 1 < nodeCount ? firstEdge[n + 1] : snap.edges.length;
      for (let k = firstEdge[n]; k < end; k += ef.length) {
        const to = snap.edges[k + 2] / f.length;
        const type = edgeTypes[snap.edges[k]];
        if (type === 'weak') continue;
        const label = type === 'element' || type === 'hidden' ? `[${snap.edges[k + 1]}]` : snap.strings[snap.edges[k + 1]];
        if (!retainers.has(to)) retainers.set(to, []);
        retainers.get(to).push([n, label]);
      }
    }
    const describe = (n) => `${types[snap.nodes[n * f.length + ti]]}:${snap.strings[snap.nodes[n * f.length + ni]].slice(0, 40)}`;
    let found = -1;
    for (let n = nodeCount - 1; n >= 0; n--) if (snap.strings[snap.nodes[n * f.length + ni]] === name && types[snap.nodes[n * f.length + ti]] === 'object') { found = n; break; }
    if (found < 0) return;
    const walk = (n, depth, seen) => {
      if (depth > 7) return;
      for (const [r, label] of (retainers.get(n) ?? []).slice(0, 4)) {
        if (seen.has(r)) continue;
        seen.add(r);
        console.log(`${'  '.repeat(depth)}← .${label} of ${describe(r)}`);
        walk(r, depth + 1, seen);
      }
    };
    console.log(`retainers of ${describe(found)}:`);
    walk(found, 1, new Set([found]));
  }

  const before = await snapshot();
  for (let i = 0; i < SOCKETS; i++) {
    const ws = new WebSocket(`${server.url.replace(/^http/, 'ws')}/ws?token=${tokens[i]}`);
    sockets.push(ws);
    await new Promise((r, j) => { ws.once('open', r); ws.once('error', j); });
  }
  await new Promise((r) => setTimeout(r, 2000));
  const after = await snapshot();
  const rows = [...after].map(([k, a]) => { const b = before.get(k) ?? { count: 0, size: 0 }; return [k, (a.count - b.count) / SOCKETS, (a.size - b.size) / SOCKETS]; });
  const total = rows.reduce((s, r) => s + r[2], 0);
  console.log(`heap growth per socket: ${(total / 1024).toFixed(2)} KiB (self sizes, ${SOCKETS} sockets)`);
  for (const [k, count, size] of rows.sort((a, b) => b[2] - a[2]).slice(0, 40)) console.log(`${size.toFixed(0).padStart(7)} B  ${count.toFixed(2).padStart(6)} ×  ${k}`);
  inspector.close();
} finally {
  for (const ws of sockets) ws.close();
  await server.stop();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
}
