// Call set-up figures (issue 4): the time from a doctor's `Call` leaving their socket to the
// `CallIncame` push reaching the patient's socket, over 200 calls, one after another (each is
// hung up, and its end heard, before the next). Also the time to the `Call` request's own answer.
// Printed, never asserted.
//
// The server is the real one, started as `npm start` starts it (demo data), on the embedded
// PGlite and, when the local PostgreSQL is reachable (BENCH_PG_URL, default
// postgres://postgres@127.0.0.1:5432/test), again on a throw-away database there.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import WebSocket from 'ws';
import { startServer } from '../scripts/server-process.mjs';

const CALLS = 200;
const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
function report(name, times) {
  const s = [...times].sort((a, b) => a - b);
  console.log(`${name.padEnd(44)} n=${String(s.length).padStart(4)}  p50 ${percentile(s, 50).toFixed(1).padStart(6)} ms  p99 ${percentile(s, 99).toFixed(1).padStart(6)} ms  max ${s.at(-1).toFixed(1).padStart(6)} ms`);
}

async function login(url, identifier, password) {
  const res = await fetch(`${url}/api/auth/login-with-password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ identifier, password }) });
  if (!res.ok) throw new Error(`login ${identifier}: ${res.status}`);
  return (await res.json()).data.token;
}

/** A socket whose messages can be awaited by a predicate. */
function socket(url, token) {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/ws?token=${encodeURIComponent(token)}`);
  const waiting = new Set();
  ws.on('message', (data) => {
    const msg = JSON.parse(data.toString('utf8'));
    const at = performance.now();
    for (const w of [...waiting]) if (w.match(msg)) { waiting.delete(w); w.resolve({ msg, at }); }
  });
  let n = 0;
  return {
    opened: new Promise((resolve, reject) => (ws.once('open', resolve), ws.once('error', reject))),
    next(match, ms = 10_000) {
      return new Promise((resolve, reject) => {
        const w = { match, resolve };
        waiting.add(w);
        setTimeout(() => waiting.delete(w) && reject(new Error('timed out')), ms).unref();
      });
    },
    send(type, payload) {
      const id = `b${++n}`;
      ws.send(JSON.stringify({ type, request_id: id, payload }));
      return id;
    },
    close: () => ws.close(),
  };
}

async function measure(label, env) {
  const server = await startServer({ env: { SEED: 'demo', ...env } });
  try {
    const doctorToken = await login(server.url, '01001000002', 'demo-doctor');
    const patientToken = await login(server.url, '01001000001', 'demo-patient');
    const chats = (await (await fetch(`${server.url}/api/chat-spaces`, { headers: { authorization: `Bearer ${doctorToken}` } })).json()).data;
    const chat = chats.find((c) => c.type === 'PatientDoctor' && c.active);
    const doctor = socket(server.url, doctorToken);
    const patient = socket(server.url, patientToken);
    await Promise.all([doctor.opened, patient.opened]);
    const toIncame = [];
    const toAnswer = [];
    for (let i = 0; i < CALLS + 10; i++) {
      const sent = performance.now();
      const id = doctor.send('Call', { chat_space_id: chat.id, type: 'video' });
      const [answer, incame] = await Promise.all([doctor.next((m) => m.request_id === id), patient.next((m) => m.type === 'CallIncame')]);
      if (answer.msg.response_type !== 'Ok') throw new Error(`Call refused: ${JSON.stringify(answer.msg)}`);
      // The first ten warm the server up (JIT, statement caches) and are not counted.
      if (i >= 10) {
        toIncame.push(incame.at - sent);
        toAnswer.push(answer.at - sent);
      }
      const callId = answer.msg.data.call.id;
      const ended = patient.next((m) => m.type === 'CallUpdated' && m.payload.id === callId && m.payload.status === 'ringing_finished');
      doctor.send('FinishCall', { call_id: callId });
      await ended;
    }
    console.log(`\n${label}`);
    report('Call sent → CallIncame at the callee', toIncame);
    report('Call sent → its Ok answer at the caller', toAnswer);
    doctor.close();
    patient.close();
  } finally {
    await server.stop();
  }
}

console.log(`machine: ${os.availableParallelism()} cores, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' / ')}`);
await measure('embedded PGlite (npm start)', {});
const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
try {
  await admin.connect();
} catch {
  console.log(`\nno PostgreSQL at ${ADMIN_URL}: PostgreSQL figures skipped`);
  process.exit(0);
}
const name = `bench_calls_${randomBytes(4).toString('hex')}`;
await admin.query(`CREATE DATABASE ${name}`);
try {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  await measure('PostgreSQL', { DATABASE_URL: url.toString() });
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
