// Kiosk ingestion figures (issue 17), printed, never asserted:
// - POST /api/devices/records, one record at a time through the whole app (key check, record
//   read, one transaction: the record, the checkup normalised with its ranges, the patient's
//   notification, the readings in the health log), p50/p99 per record and the process's CPU time
//   per record (server and the calling fetch share this process, so it is an upper bound);
// - throughput with 16 kiosks sending at once (records/s), and a resend of a stored record.
// T8X and GS2 sample records (tests/fixtures/devices) alternate, each with a RecordNo of its own,
// for 100 patients. On a fresh embedded PGlite and, when the local PostgreSQL is reachable
// (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/test), on a throw-away database there.
import os from 'node:os';
import pg from 'pg';
import { seedReferenceLists } from '../server/db/seed/seed.ts';
import { freshSample, issueDeviceKey } from '../server/features/devices/index.ts';
import { startTestServer } from '../tests/support/server.ts';
import { createUser } from '../tests/support/fixtures.ts';

const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SEQUENTIAL = 400;
const WARM_UP = 20;
const CONCURRENT = 800;
const KIOSKS = 16;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
function report(name, times) {
  const s = [...times].sort((a, b) => a - b);
  console.log(`${name.padEnd(52)} n=${String(s.length).padStart(5)}  p50 ${percentile(s, 50).toFixed(2).padStart(7)} ms  p99 ${percentile(s, 99).toFixed(2).padStart(7)} ms  max ${s.at(-1).toFixed(2).padStart(7)} ms`);
}
const cpuMs = (u) => (u.user + u.system) / 1000;

async function world(s) {
  const db = s.db;
  await seedReferenceLists(db);
  const clinic = (await db.insertInto('clinics').values({ partner: false, name: '{"ka":"კლინიკა","en":"Clinic"}', address: '{"ka":"ა","en":"a"}', phones: '[]', description: '{"ka":"ა","en":"a"}' }).returning('id').executeTakeFirstOrThrow()).id;
  const patients = [];
  for (let i = 0; i < 100; i++) patients.push((await createUser(db, { type: 'Patient', idNumber: `3100${String(i).padStart(7, '0')}`, password: null, phone: null, email: null })).idNumber ?? `3100${String(i).padStart(7, '0')}`);
  const issue = async (deviceType) => (await issueDeviceKey(db, { user: null, ip: null }, { clinicId: clinic, label: `bench ${deviceType}`, deviceType, now: s.clock.now() })).key;
  return { patients, keys: { T8X: await issue('T8X'), GS2: await issue('GS2') } };
}

let serial = 0;
function nextRecord(w, s, i) {
  const type = i % 2 === 0 ? 'T8X' : 'GS2';
  serial += 1;
  const record = freshSample(type === 'T8X' ? 't8x-demo' : 'gs2-demo', { recordNo: `55${Date.now()}${serial}`, measuredAt: new Date(s.clock.now().getTime() - 3600_000), idNumber: w.patients[i % w.patients.length] });
  return { key: w.keys[type], body: JSON.stringify(record) };
}

async function measure(label, env) {
  const saved = process.env.TEST_DATABASE_URL;
  if (env.TEST_DATABASE_URL) process.env.TEST_DATABASE_URL = env.TEST_DATABASE_URL;
  else delete process.env.TEST_DATABASE_URL;
  const s = await startTestServer({ listen: true });
  if (saved === undefined) delete process.env.TEST_DATABASE_URL;
  else process.env.TEST_DATABASE_URL = saved;
  try {
    const w = await world(s);
    const send = async ({ key, body }, expected) => {
      const res = await fetch(`${s.url}/api/devices/records`, { method: 'POST', headers: { authorization: `Device ${key}`, 'content-type': 'application/json' }, body });
      const json = await res.json();
      if (res.status !== expected) throw new Error(`ingestion answered ${res.status} ${JSON.stringify(json)}`);
      return json.data;
    };
    console.log(`\n${label}`);

    const times = [];
    let cpu = 0;
    let last = null;
    for (let i = 0; i < SEQUENTIAL + WARM_UP; i++) {
      const r = nextRecord(w, s, i);
      const c0 = process.cpuUsage();
      const t = performance.now();
      await send(r, 201);
      if (i >= WARM_UP) {
        times.push(performance.now() - t);
        cpu += cpuMs(process.cpuUsage(c0));
      }
      last = r;
    }
    report('POST /api/devices/records (new record, matched)', times);
    console.log(`${'  CPU time of the process per record'.padEnd(52)} ${(cpu / SEQUENTIAL).toFixed(2)} ms`);

    const resend = [];
    for (let i = 0; i < 200; i++) {
      const t = performance.now();
      await send(last, 200);
      resend.push(performance.now() - t);
    }
    report('POST /api/devices/records (a resend: stored receipt)', resend);

    const queue = Array.from({ length: CONCURRENT }, (_, i) => nextRecord(w, s, i + 1000));
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const perRecord = [];
    await Promise.all(
      Array.from({ length: KIOSKS }, async () => {
        for (let r = queue.shift(); r; r = queue.shift()) {
          const t = performance.now();
          await send(r, 201);
          perRecord.push(performance.now() - t);
        }
      }),
    );
    const elapsed = performance.now() - t0;
    console.log(`${KIOSKS} kiosks at once: ${CONCURRENT} records in ${elapsed.toFixed(0)} ms = ${((CONCURRENT / elapsed) * 1000).toFixed(1)} records/s, CPU ${(cpuMs(process.cpuUsage(c0)) / CONCURRENT).toFixed(2)} ms per record`);
    report(`  per record with ${KIOSKS} at once`, perRecord);
    const checkups = Number((await s.db.selectFrom('checkups').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    if (checkups !== SEQUENTIAL + WARM_UP + CONCURRENT) throw new Error(`${checkups} checkups stored`);
  } finally {
    await s.close();
  }
}

console.log(`machine: ${os.availableParallelism()} cores, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' / ')}`);
await measure('embedded PGlite', {});
const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
try {
  await admin.connect();
  await admin.end();
} catch {
  console.log(`\nno PostgreSQL at ${ADMIN_URL}: PostgreSQL figures skipped`);
  process.exit(0);
}
await measure('PostgreSQL', { TEST_DATABASE_URL: ADMIN_URL });
console.log(`load average after: ${os.loadavg().map((l) => l.toFixed(2)).join(' / ')}`);
