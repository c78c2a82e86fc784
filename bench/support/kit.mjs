// What the benches share: timing helpers, the machine's load, a process's CPU and memory from
// /proc, and people with sessions and doctor chats inserted straight into a database.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Other work on this machine slows every figure; the load average says how much there was. */
export const machineLine = (when) =>
  `machine ${when}: ${os.availableParallelism()} cores, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' / ')} (1 / 5 / 15 min)`;

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Prints n, p50, p99 and max of `times` (ms) under `name`. */
export function report(name, times, { width = 52, digits = 1 } = {}) {
  const s = [...times].sort((a, b) => a - b);
  if (s.length === 0) return console.log(`${name.padEnd(width)} n=   0`);
  const ms = (v) => v.toFixed(digits).padStart(digits > 0 ? 7 : 6);
  console.log(`${name.padEnd(width)} n=${String(s.length).padStart(4)}  p50 ${ms(percentile(s, 50))} ms  p99 ${ms(percentile(s, 99))} ms  max ${ms(s.at(-1))} ms`);
}

export function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([promise, new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms)))]).finally(() => clearTimeout(timer));
}

/** Runs `fn(i)` for i in [0, n) with at most `limit` in flight. */
export async function pool(n, limit, fn) {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(limit, n) }, async () => {
    while (next < n) await fn(next++);
  }));
}

/** Clock ticks per second of /proc/<pid>/stat's CPU times (USER_HZ: 100 on Linux). */
const USER_HZ = 100;

/**
 * CPU time in ms used so far by process `pid`, every thread counted (user + system from
 * /proc/<pid>/stat, the figures `process.cpuUsage` gives inside the process; 10 ms resolution);
 * null once the process is gone.
 */
export function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / USER_HZ;
  } catch {
    return null;
  }
}

/** Resident memory of process `pid` in KiB. */
export function rssKiB(pid) {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!m) throw new Error(`no VmRSS for pid ${pid}`);
  return Number(m[1]);
}

/**
 * Inserts `chats` doctors and `sockets - chats` patients, one open session each, and a
 * PatientDoctor chat (active for a day) between doctor i and patient i, in one transaction.
 * `client` is a pg.Client or a PGlite: both answer `query(sql, params)` with `{rows}`. ID numbers
 * start with `idPrefix` (one digit). Returns the tokens, doctors' first, the user ids in the same
 * order, and for each chat its id and the token indexes of its doctor and patient.
 */
export async function insertPeople(client, { sockets, chats, idPrefix = '9', name = 'Bench' }) {
  const tokens = Array.from({ length: sockets }, () => randomBytes(32).toString('base64url'));
  const types = tokens.map((_, i) => (i < chats ? 'Doctor' : 'Patient'));
  const idNumbers = tokens.map((_, i) => `${idPrefix}${String(i).padStart(10, '0')}`);
  const names = tokens.map((_, i) => JSON.stringify({ ka: `ბენჩი ${i}`, en: `${name} ${i}` }));
  await client.query('BEGIN');
  const users = await client.query(
    `INSERT INTO users (type, id_number, firstname, lastname)
     SELECT type, idn, name::jsonb, '{"ka":"ტესტი","en":"Test"}'::jsonb FROM unnest($1::text[], $2::text[], $3::text[]) AS t(type, idn, name)
     RETURNING id, id_number`,
    [types, idNumbers, names],
  );
  const idOf = new Map(users.rows.map((r) => [r.id_number, r.id]));
  const userIds = idNumbers.map((idn) => idOf.get(idn));
  await client.query(
    `INSERT INTO sessions (user_id, token_hash, expires_at)
     SELECT uid, th, now() + interval '1 day' FROM unnest($1::uuid[], $2::text[]) AS t(uid, th)`,
    [userIds, tokens.map((t) => createHash('sha256').update(t).digest('hex'))],
  );
  const doctorIdx = Array.from({ length: chats }, (_, i) => i);
  const spaces = await client.query(
    `INSERT INTO chat_spaces (type, doctor_id, patient_id, active_until, created_at)
     SELECT 'PatientDoctor', d, p, now() + interval '1 day', now() FROM unnest($1::uuid[], $2::uuid[]) AS t(d, p)
     RETURNING id, doctor_id`,
    [doctorIdx.map((i) => userIds[i]), doctorIdx.map((i) => userIds[chats + i])],
  );
  await client.query('COMMIT');
  const spaceOf = new Map(spaces.rows.map((r) => [r.doctor_id, r.id]));
  return { tokens, userIds, chats: doctorIdx.map((d) => ({ spaceId: spaceOf.get(userIds[d]), doctor: d, patient: chats + d })) };
}
