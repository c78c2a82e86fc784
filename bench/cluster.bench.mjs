// Two nodes behind HAProxy, one killed with SIGKILL mid-run (issue 19). Through the balancer:
// SOCKETS signed-in sockets, MESSAGES text messages a second for SECONDS, and at half time node-1
// is killed. Measured and printed: each of its sockets' reconnect time (close → open again → first
// Ping answered), every acknowledged message delivered once (pushed, or found in the history the
// client re-reads after reconnecting, as the app's chat room does on `socket.connected`), presence
// after the kill, calls in progress ending as the lifecycle says, and CPU time per process.
//
//   node bench/cluster.bench.mjs [--sockets 1000] [--rate 100] [--seconds 120] [--ci]
//   (or CLUSTER_SOCKETS, CLUSTER_RATE, CLUSTER_SECONDS, CLUSTER_RECONNECT_DELAY_MS)
// --ci: 200 sockets for 30 s. Any failed check makes the exit code 1 (both modes).
//
// People: SOCKETS/10 doctors and the rest patients, one session each, and a PatientDoctor chat
// between doctor i and patient i; the other patients are bystanders. Inserted straight into the
// cluster's throw-away database. Doctors connect first (their presence goes to every connected
// user; first, it goes to few).
// Messages go open-loop (on a timetable, whatever is in flight) over keep-alive HTTP through the
// balancer, alternately from each chat's patient and doctor, each with a client_id; a send that
// fails on the way (no answer, 502/503/504: the node died under it) is retried with the same
// client_id, as the app's outbox does, and the server answers the stored message.
// Killed node's people: all reconnect (at once; the app's socket machine would first wait its 5 s)
// except AWAY of them: a few bystanders and the doctor of one call, who stay away. Presence: the
// reconnected stay online throughout; the away ones go offline once the surviving node's heartbeat
// clears the dead node (LIVE_NODE_STALE_MS: 60 s by default, 10 s here to keep the run short).
// Calls started before the kill, each with its doctor on node-1: `kept` (ongoing; both reconnect;
// still ongoing, then finished through node-2 → ongoing_finished), `away` (ongoing; the doctor
// stays away → ongoing_disconnected CALL_GONE_SECONDS after the dead node is cleared) and
// `ringing` (unanswered across the kill → ringing_missed, fired by node-2's timer poll).
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import WebSocket from 'ws';
import { ADMIN_URL, ensureHaproxy, postgresReachable, startCluster } from '../scripts/cluster.mjs';
import { cpuMs, insertPeople, machineLine, pool, report, sleep, withTimeout } from './support/kit.mjs';

/** CPU seconds (user + system, every thread) a process has used; null once it is gone. */
const cpuSecondsOf = (pid) => {
  const ms = cpuMs(pid);
  return ms === null ? null : ms / 1000;
};

// ---- parameters ------------------------------------------------------------------------------
const args = process.argv.slice(2);
const CI = args.includes('--ci');
const param = (flag, envName, dflt, ciDefault = dflt) => {
  const i = args.indexOf(flag);
  const raw = i >= 0 ? args[i + 1] : process.env[envName];
  const n = raw === undefined ? (CI ? ciDefault : dflt) : Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${flag} / ${envName} must be a number, got '${raw}'`);
  return n;
};
const SOCKETS = param('--sockets', 'CLUSTER_SOCKETS', 1000, 200);
const RATE = param('--rate', 'CLUSTER_RATE', 100);
const SECONDS = param('--seconds', 'CLUSTER_SECONDS', 120, 30);
/** The client's wait after a close before it connects again (the app's socket machine waits 5 s). */
const RECONNECT_DELAY_MS = param('--reconnect-delay-ms', 'CLUSTER_RECONNECT_DELAY_MS', 0);
const KILL_AT_MS = (SECONDS * 1000) / 2;
const CHATS = Math.max(10, Math.round(SOCKETS / 10));
/** Bystanders of the killed node who never reconnect. */
const AWAY_BYSTANDERS = Math.max(2, Math.round(SOCKETS / 200));
/** The socket machine's reconnect budget: a killed node's client must be answering again within it. */
const RECONNECT_BUDGET_MS = 5000;
const PUSH_GRACE_MS = 5000;
const CONNECT_CONCURRENCY = 50;
/** As the server has it (server/features/presence/presence.service.ts); no setting changes it. */
const NODE_STALE_MS = 10_000;
const NODE_ENV = { LIVE_HEARTBEAT_MS: '1000', LIVE_NODE_STALE_MS: String(NODE_STALE_MS), CALL_RING_SECONDS: '10', CALL_GONE_SECONDS: '5', CALL_TIMER_POLL_MS: '200' };
const CALL_GONE_MS = 5000;

const checks = [];
/** Records a pass/fail check; printed at the end, and any failure makes the exit code 1. */
const check = (name, ok, detail = '') => checks.push({ name, ok, detail });

// ---- people ----------------------------------------------------------------------------------
async function insertPeopleInto(databaseUrl) {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    return await insertPeople(c, { sockets: SOCKETS, chats: CHATS, idPrefix: '8', name: 'Cluster' });
  } finally {
    await c.end();
  }
}

// ---- HTTP ------------------------------------------------------------------------------------
const httpAgent = new http.Agent({ keepAlive: true });

/** A request with a bearer token; resolves {status, body} or rejects on a network failure or 15 s without an answer. */
function request(method, url, token, body) {
  const payload = body === undefined ? null : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const headers = { authorization: `Bearer ${token}` };
    if (payload !== null) Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
    const req = http.request(url, { method, agent: httpAgent, headers });
    req.setTimeout(15_000, () => req.destroy(new Error(`${method} ${url}: no answer within 15 s`)));
    req.once('error', reject);
    req.once('response', (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.once('error', reject);
      res.once('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed = text;
        try {
          parsed = JSON.parse(text);
        } catch {
          /* kept as text */
        }
        resolve({ status: res.statusCode, body: parsed });
      });
    });
    req.end(payload ?? undefined);
  });
}
/** Statuses the balancer gives when a node died under a request or none is up: worth a retry. */
const RETRYABLE = new Set([502, 503, 504]);

/** GET with retries while the balancer answers 502/503/504 or the connection fails (up to 10 s). */
async function getData(url, token) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      const res = await request('GET', url, token);
      if (res.status === 200) return res.body.data;
      if (!RETRYABLE.has(res.status)) throw new Error(`GET ${url}: ${res.status} ${JSON.stringify(res.body)}`);
    } catch (err) {
      if (Date.now() > deadline || /GET .*: \d{3}/.test(err.message)) throw err;
    }
    if (Date.now() > deadline) throw new Error(`GET ${url}: still failing after 10 s`);
    await sleep(250);
  }
}

// ---- sockets ---------------------------------------------------------------------------------
let stopping = false;
let requestCounter = 0;
const pending = new Map(); // request_id -> {resolve, reject}
/** UserStatusChange 'offline' pushes heard: {userId, at}. */
const offlineHeard = [];

/**
 * One person's live channel through the balancer, reconnecting when it closes unless `away`.
 * `connections` counts opens; `pushed` maps message id → how many times this connection got it
 * (reset on each connection); `seen` is every message id pushed or re-read after a reconnect.
 */
function makeClient(base, i, token, userId) {
  const c = { i, token, userId, ws: null, connection: 0, away: false, pushedNow: new Map(), seen: new Set(), duplicates: 0, closes: [], reconnects: [], resyncFailures: 0, calls: [], onReconnected: null };
  const open = () =>
    new Promise((resolve, reject) => {
      const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/ws?token=${encodeURIComponent(token)}`);
      ws.on('message', (data) => {
        const m = JSON.parse(data.toString('utf8'));
        if (m.request_id != null) {
          const p = pending.get(m.request_id);
          if (p) {
            pending.delete(m.request_id);
            p.resolve(m);
          }
          return;
        }
        if (m.type === 'MessageCreated') {
          const n = (c.pushedNow.get(m.payload.id) ?? 0) + 1;
          c.pushedNow.set(m.payload.id, n);
          if (n > 1) c.duplicates++;
          c.seen.add(m.payload.id);
        } else if (m.type === 'UserStatusChange' && m.payload.status === 'offline') {
          offlineHeard.push({ userId: m.payload.user_id, at: performance.now() });
        } else if (m.type === 'CallUpdated' || m.type === 'CallIncame') {
          c.calls.push({ type: m.type, id: m.payload.id, status: m.payload.status, at: performance.now() });
        }
      });
      ws.once('open', () => {
        c.ws = ws;
        c.connection++;
        c.pushedNow = new Map();
        ws.on('close', () => onClose(ws));
        resolve(ws);
      });
      ws.once('error', reject);
      ws.once('unexpected-response', (_req, res) => reject(new Error(`socket refused: HTTP ${res.statusCode}`)));
    });
  const onClose = (ws) => {
    if (stopping || ws !== c.ws) return;
    const closedAt = performance.now();
    c.closes.push(closedAt);
    c.ws = null;
    if (c.away) return;
    void (async () => {
      if (RECONNECT_DELAY_MS > 0) await sleep(RECONNECT_DELAY_MS);
      for (;;) {
        if (stopping) return;
        try {
          const ws = await withTimeout(open(), 5000, 'reconnect');
          await ping(ws);
          c.reconnects.push({ closedAt, ms: performance.now() - closedAt });
          break;
        } catch {
          await sleep(100);
        }
      }
      await c.onReconnected?.();
    })();
  };
  c.connect = async () => {
    await withTimeout(open(), 30_000, `socket ${i} open`);
    await ping(c.ws);
  };
  return c;
}

/** A request on the live channel; resolves with the server's answer frame. */
function wsRequest(ws, type, payload) {
  const id = `q${++requestCounter}`;
  const answered = new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
  ws.send(JSON.stringify({ type, request_id: id, payload }));
  return withTimeout(answered, 15_000, `${type} ${id}`).finally(() => pending.delete(id));
}
async function ping(ws) {
  const m = await wsRequest(ws, 'Ping');
  if (m.response_type !== 'Ok') throw new Error(`Ping: ${JSON.stringify(m)}`);
}
async function ok(ws, type, payload) {
  const m = await wsRequest(ws, type, payload);
  if (m.response_type !== 'Ok') throw new Error(`${type}: ${JSON.stringify(m)}`);
  return m.data;
}

// ---- the run ---------------------------------------------------------------------------------
let failed = false;
let cluster = null;
const clients = [];
try {
  console.log(machineLine('at the start'));
  console.log(`${CI ? 'CI run' : 'bench'}: ${SOCKETS} sockets, ${RATE} messages/s for ${SECONDS} s, node-1 killed with SIGKILL at ${KILL_AT_MS / 1000} s; reconnect delay ${RECONNECT_DELAY_MS} ms`);
  if (!(await postgresReachable(ADMIN_URL))) {
    console.log(`cluster bench skipped: no PostgreSQL at ${ADMIN_URL} (set CLUSTER_PG_URL); the nodes need one shared database`);
    process.exit(0);
  }
  try {
    ensureHaproxy();
  } catch (err) {
    if (CI) throw err;
    console.log(`cluster bench skipped: ${err.message}`);
    process.exit(0);
  }
  const cpuBench0 = process.cpuUsage();
  let t = performance.now();
  cluster = await startCluster({ nodes: 2, env: NODE_ENV });
  const [node1, node2] = cluster.nodes;
  console.log(`cluster: ${cluster.nodes.length} nodes and HAProxy at ${cluster.url} on throw-away database ${cluster.dbName}, ready in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  const cpu0 = { node1: cpuSecondsOf(node1.pid), node2: cpuSecondsOf(node2.pid), haproxy: cpuSecondsOf(cluster.haproxyPid) };
  t = performance.now();
  const { tokens, userIds, chats } = await insertPeopleInto(cluster.databaseUrl);
  console.log(`people: ${SOCKETS - CHATS} patients and ${CHATS} doctors, ${CHATS} chats, inserted in ${(performance.now() - t).toFixed(0)} ms`);
  for (let i = 0; i < SOCKETS; i++) clients.push(makeClient(cluster.url, i, tokens[i], userIds[i]));

  t = performance.now();
  await pool(SOCKETS, CONNECT_CONCURRENCY, (i) => clients[i].connect());
  console.log(`${SOCKETS} sockets open through the balancer in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  const db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  const nodeOf = new Map((await db.query('SELECT user_id, node_id FROM live_connections')).rows.map((r) => [r.user_id, r.node_id]));
  const onKilled = clients.filter((c) => nodeOf.get(c.userId) === node1.id);
  console.log(`sockets per node: ${node1.id} ${onKilled.length}, ${node2.id} ${clients.filter((c) => nodeOf.get(c.userId) === node2.id).length}`);

  // Who stays away, and the calls: each chosen among chats whose doctor is on the killed node.
  const killedDoctorChats = chats.filter((ch) => nodeOf.get(userIds[ch.doctor]) === node1.id);
  if (killedDoctorChats.length < 5) throw new Error(`only ${killedDoctorChats.length} chats have their doctor on ${node1.id}; need 5`);
  const [awayChat, ringChat, ...keptChats] = killedDoctorChats.slice(0, 5);
  const awayBystanders = onKilled.filter((c) => c.i >= 2 * CHATS).slice(0, AWAY_BYSTANDERS);
  const away = [...awayBystanders, clients[awayChat.doctor]];
  for (const c of away) c.away = true;
  // The away doctor's chat carries no messages: nobody would read them there.
  const trafficChats = chats.filter((ch) => ch !== awayChat);

  // Resync as the app's chat room does on `socket.connected`: the newest page of each of the
  // person's chats (a page of 100 holds everything missed during a reconnect at these rates).
  const chatsOf = new Map();
  for (const ch of trafficChats) {
    chatsOf.set(ch.doctor, [ch]);
    chatsOf.set(ch.patient, [ch]);
  }
  for (const c of clients) {
    c.onReconnected = async () => {
      for (const ch of chatsOf.get(c.i) ?? []) {
        try {
          const page = await getData(`${cluster.url}/api/chat-spaces/${ch.spaceId}/messages?limit=100`, c.token);
          for (const m of page.items) c.seen.add(m.id);
        } catch {
          c.resyncFailures++;
        }
      }
    };
  }

  // ---- messages, open loop ----
  const runId = randomBytes(4).toString('hex');
  const acked = []; // {k, id, clientId, recipient, attempts}
  const unacked = []; // {k, error}
  const retryStatuses = new Map();
  let retried = 0;
  const send = async (k) => {
    const chat = trafficChats[k % trafficChats.length];
    const [from, to] = Math.floor(k / trafficChats.length) % 2 === 0 ? [chat.patient, chat.doctor] : [chat.doctor, chat.patient];
    const clientId = `cl-${runId}-${k}`;
    const url = `${cluster.url}/api/chat-spaces/${chat.spaceId}/messages/text`;
    const deadline = Date.now() + 20_000;
    for (let attempt = 1; ; attempt++) {
      let why;
      try {
        const res = await request('POST', url, tokens[from], { text: `cluster ${runId} ${k}`, client_id: clientId });
        if (res.status === 200) {
          if (attempt > 1) retried++;
          acked.push({ k, id: res.body.data.id, clientId, recipient: to, attempts: attempt });
          return;
        }
        if (!RETRYABLE.has(res.status)) return void unacked.push({ k, error: `${res.status} ${JSON.stringify(res.body)}` });
        why = String(res.status);
      } catch (err) {
        why = err.code ?? err.message;
      }
      retryStatuses.set(why, (retryStatuses.get(why) ?? 0) + 1);
      if (Date.now() > deadline) return void unacked.push({ k, error: `gave up after ${attempt} attempts (${why})` });
      await sleep(250);
    }
  };

  const messages = Math.round(RATE * SECONDS);
  const gapMs = 1000 / RATE;
  const sends = [];
  let killAt = null;
  let killed = null;
  let cpuKilled = null;
  const calls = {};
  const callSetup = async () => {
    // Two ongoing calls (kept, away) and, a second later, one left ringing across the kill.
    const start = async (chat) => {
      const doctor = clients[chat.doctor];
      const patient = clients[chat.patient];
      const { call } = await ok(doctor.ws, 'Call', { chat_space_id: chat.spaceId, type: 'video' });
      return { id: call.id, doctor, patient, chat };
    };
    const answer = async (c) => {
      for (let n = 0; n < 50 && !c.patient.calls.some((x) => x.id === c.id); n++) await sleep(100);
      await ok(c.patient.ws, 'AnswerCall', { call_id: c.id });
      return c;
    };
    calls.kept = await Promise.all(keptChats.map(async (ch) => answer(await start(ch))));
    calls.away = await answer(await start(awayChat));
    await sleep(1000);
    calls.ringing = await start(ringChat);
  };
  let callSetupDone = null;
  const loadStart = performance.now();
  for (let k = 0; k < messages; k++) {
    const due = loadStart + k * gapMs;
    if (callSetupDone === null && due >= loadStart + KILL_AT_MS - 3000) callSetupDone = callSetup();
    if (killed === null && due >= loadStart + KILL_AT_MS) {
      await callSetupDone;
      cpuKilled = cpuSecondsOf(node1.pid);
      killAt = performance.now();
      killed = cluster.kill9(0).then(() => cluster.waitForState(0, 'DOWN'));
    }
    const wait = due - performance.now();
    if (wait >= 1) await sleep(wait);
    sends.push(send(k));
  }
  const lastSendAt = performance.now();
  await Promise.all(sends);
  const downAt = await killed;
  const killAtAfterStart = killAt - loadStart;
  console.log(`${messages} sends in ${((lastSendAt - loadStart) / 1000).toFixed(1)} s (timetable ${((messages - 1) * gapMs / 1000).toFixed(1)} s); node-1 killed at ${(killAtAfterStart / 1000).toFixed(1)} s; HAProxy marked it DOWN ${(downAt - killAt).toFixed(0)} ms after the kill`);

  // Reconnects: every killed-node client except the away ones.
  const returning = onKilled.filter((c) => !c.away);
  const reconnectDeadline = Date.now() + 30_000;
  while (returning.some((c) => c.reconnects.length === 0) && Date.now() < reconnectDeadline) await sleep(200);
  const reconnectTimes = returning.flatMap((c) => c.reconnects.filter((r) => r.closedAt >= killAt).map((r) => r.ms));
  report(`reconnect of ${node1.id}'s sockets (close → open → Ping)`, reconnectTimes, { width: 56, digits: 0 });
  const notBack = returning.filter((c) => c.reconnects.length === 0).length;
  // The budget counts from the client's first attempt: a deliberate wait before it is not the cluster's.
  const slow = reconnectTimes.filter((ms) => ms - RECONNECT_DELAY_MS > RECONNECT_BUDGET_MS).length;
  check(`every socket of the killed node reconnected within ${RECONNECT_BUDGET_MS / 1000} s${RECONNECT_DELAY_MS > 0 ? ` of its first attempt` : ''}`, notBack === 0 && slow === 0, `${returning.length} expected, ${notBack} never came back, ${slow} took longer`);
  const otherCloses = clients.filter((c) => nodeOf.get(c.userId) !== node1.id && c.closes.length > 0).length;
  check('no socket on the surviving node closed', otherCloses === 0, `${otherCloses} closed`);
  const firstPage = await (await fetch(`${cluster.url}/readyz`)).json().catch(() => null);
  if (firstPage?.status !== 'ready') console.log(`balancer /readyz after the kill: ${JSON.stringify(firstPage)}`);

  // Pushes still in flight.
  await sleep(PUSH_GRACE_MS);

  // ---- messages: acknowledged vs delivered and stored ----
  const stored = await db.query('SELECT client_id, count(*)::int AS n, array_agg(id::text) AS ids FROM messages WHERE client_id LIKE $1 GROUP BY client_id', [`cl-${runId}-%`]);
  const storedBy = new Map(stored.rows.map((r) => [r.client_id, r]));
  let lost = 0;
  let notStored = 0;
  let storedTwice = 0;
  let idChanged = 0;
  const lostExamples = [];
  for (const a of acked) {
    const row = storedBy.get(a.clientId);
    if (!row) notStored++;
    else {
      if (row.n > 1) storedTwice++;
      if (!row.ids.includes(a.id)) idChanged++;
    }
    if (!clients[a.recipient].seen.has(a.id)) {
      lost++;
      if (lostExamples.length < 5) {
        const r = clients[a.recipient];
        lostExamples.push(`message ${a.k} (${a.id}, acknowledged after ${a.attempts} attempt(s)) to ${r.userId}, connected to ${nodeOf.get(r.userId)}, ${r.reconnects.length} reconnect(s); ${row ? 'stored' : 'not stored'}`);
      }
    }
  }
  const duplicated = clients.reduce((n, c) => n + c.duplicates, 0);
  console.log(`messages: ${messages} sent, ${acked.length} acknowledged (${retried} after a retry with the same client_id), ${unacked.length} never acknowledged; lost ${lost}, duplicated ${duplicated}, stored twice ${storedTwice}, not stored ${notStored}`);
  if (retryStatuses.size > 0) console.log(`  failed attempts that were retried: ${[...retryStatuses].map(([k, n]) => `${k} ×${n}`).join(', ')}`);
  for (const e of lostExamples) console.log(`  lost: ${e}`);
  for (const u of unacked.slice(0, 3)) console.log(`  never acknowledged: message ${u.k}: ${u.error}`);
  const resyncFailures = clients.reduce((n, c) => n + c.resyncFailures, 0);
  check('no acknowledged message lost (pushed, or in the history re-read after reconnecting)', lost === 0, `${lost} lost`);
  check('no message delivered twice to the same socket', duplicated === 0, `${duplicated} duplicated`);
  check('every acknowledged message stored exactly once under its client_id', notStored === 0 && storedTwice === 0 && idChanged === 0, `${notStored} missing, ${storedTwice} twice, ${idChanged} answered with another id`);
  check('every send acknowledged (retried with its client_id while the node was down)', unacked.length === 0, `${unacked.length} not`);
  check('every history re-read after a reconnect answered', resyncFailures === 0, `${resyncFailures} failed`);

  // ---- presence ----
  const presence = async (ids) => {
    const viewer = clients.find((c) => !c.away && nodeOf.get(c.userId) === node2.id).token;
    const status = new Map();
    for (let i = 0; i < ids.length; i += 200) {
      for (const e of await getData(`${cluster.url}/api/presence?ids=${ids.slice(i, i + 200).join(',')}`, viewer)) status.set(e.user_id, e.status);
    }
    return status;
  };
  const present = clients.filter((c) => !c.away).map((c) => c.userId);
  const checkPresent = async (when) => {
    const s = await presence(present);
    const offline = present.filter((id) => s.get(id) !== 'online').length;
    check(`every connected person online ${when}`, offline === 0, `${offline} of ${present.length} not online`);
  };
  await checkPresent('after the reconnects');

  // ---- calls: the kept ones are still ongoing and end normally through the surviving node ----
  const callStatus = async (c) => (await getData(`${cluster.url}/api/calls/${c.id}`, c.patient.token)).status;
  for (const c of calls.kept) {
    const before = await callStatus(c);
    let after = null;
    if (before === 'ongoing') {
      await ok(c.doctor.ws, 'FinishCall', { call_id: c.id });
      for (let n = 0; n < 50 && !c.patient.calls.some((x) => x.id === c.id && x.status === 'ongoing_finished'); n++) await sleep(100);
      after = await callStatus(c);
    }
    const heard = c.patient.calls.some((x) => x.id === c.id && x.status === 'ongoing_finished');
    check(`kept call: ongoing across the kill, then ongoing_finished (heard by the patient)`, before === 'ongoing' && after === 'ongoing_finished' && heard, `was ${before}, then ${after}, heard ${heard}`);
  }

  // ---- the dead node is cleared: the away ones go offline, the ringing and away calls end ----
  // In a run longer than that after the kill, it is over by now: looked at once at least.
  const settleDeadline = Math.max(killAt + NODE_STALE_MS + CALL_GONE_MS + 15_000, performance.now() + 1000);
  const awayIds = away.map((c) => c.userId);
  let offlineAt = null;
  let awayCall = null;
  let ringingCall = null;
  while (performance.now() < settleDeadline) {
    if (offlineAt === null) {
      const s = await presence(awayIds);
      if (awayIds.every((id) => s.get(id) === 'offline')) offlineAt = performance.now();
    }
    ringingCall = await callStatus(calls.ringing);
    awayCall = await callStatus(calls.away);
    if (offlineAt !== null && awayCall !== 'ongoing' && ringingCall !== 'ringing') break;
    await sleep(1000);
  }
  const awayDone = performance.now();
  check(`the ${away.length} who did not reconnect went offline once the dead node was cleared`, offlineAt !== null, offlineAt === null ? 'still online' : `${((offlineAt - killAt) / 1000).toFixed(1)} s after the kill (NODE_STALE_MS ${NODE_STALE_MS / 1000} s)`);
  check('ringing call across the kill: ringing_missed', ringingCall === 'ringing_missed', ringingCall);
  check(`away call: ongoing_disconnected after the dead node was cleared and CALL_GONE_SECONDS`, awayCall === 'ongoing_disconnected', `${awayCall}, ${((awayDone - killAt) / 1000).toFixed(1)} s after the kill`);
  await checkPresent('after the dead node was cleared');
  const reconnectedIds = new Set(returning.map((c) => c.userId));
  const spurious = offlineHeard.filter((o) => o.at > killAt && reconnectedIds.has(o.userId)).length;
  check('no reconnected person announced offline', spurious === 0, `${spurious} offline pushes`);

  // ---- CPU ----
  const bench = process.cpuUsage(cpuBench0);
  const cpuLine = (name, pid, start, at = cpuSecondsOf(pid)) => {
    const now = at;
    return `${name} ${now === null ? 'n/a' : `${(now - start).toFixed(1)} s`}`;
  };
  console.log(`CPU time from the cluster's start: ${cpuLine('node-1 (until killed)', node1.pid, cpu0.node1, cpuKilled)}; ${cpuLine('node-2', node2.pid, cpu0.node2)}; ${cpuLine('haproxy', cluster.haproxyPid, cpu0.haproxy)}; this bench ${((bench.user + bench.system) / 1e6).toFixed(1)} s`);
  await db.end();
  console.log(machineLine('at the end'));
} catch (err) {
  failed = true;
  console.error(`cluster bench failed: ${err.stack ?? err}`);
} finally {
  stopping = true;
  for (const c of clients) c.ws?.terminate();
  httpAgent.destroy();
  if (cluster) await cluster.stop().catch((err) => { failed = true; console.error(`cluster stop failed: ${err.message}`); });
}
for (const c of checks) console.log(`${c.ok ? 'ok  ' : 'FAIL'} ${c.name}${c.detail ? ` — ${c.detail}` : ''}`);
failed ||= checks.some((c) => !c.ok);
process.exit(failed ? 1 : 0);
