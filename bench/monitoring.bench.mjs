// Health-log figures (issue 17), printed, never asserted: the monitoring page's data load,
// GET /api/patient-log for a year of daily readings of five types (1,825 items), over HTTP
// through the whole app (session, access, SQL, JSON, compression): p50/p99 wall time per request,
// the CPU time per request (server and client share this process), and the response size
// (plain, and brotli/gzip as a browser receives it).
//
// The server is built in this process (as the tests build it) on a fresh embedded PGlite,
// listening on 127.0.0.1 and called with fetch.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { seedReferenceLists } from '../server/db/seed/seed.ts';
import { PATIENT_LOG_TYPES } from '../server/db/seed/static-lists.ts';
import { startTestServer } from '../tests/support/server.ts';
import { createUser } from '../tests/support/fixtures.ts';
import { signIn } from '../tests/support/session.ts';

const DAYS = 365;
const REQUESTS = 200;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
function report(name, times, unit = 'ms') {
  const s = [...times].sort((a, b) => a - b);
  console.log(`${name.padEnd(52)} n=${String(s.length).padStart(5)}  p50 ${percentile(s, 50).toFixed(2).padStart(7)} ${unit}  p99 ${percentile(s, 99).toFixed(2).padStart(7)} ${unit}  max ${s.at(-1).toFixed(2).padStart(7)} ${unit}`);
}

console.log(`machine: ${os.availableParallelism()} cores, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' / ')}`);
const s = await startTestServer({ listen: true });
try {
  await seedReferenceLists(s.db);
  const patient = await createUser(s.db, { type: 'Patient', password: null, phone: null, email: null });
  const token = await signIn(s.db, patient.id, s.clock);
  const typeId = new Map(PATIENT_LOG_TYPES.map((t) => [t.key, t.id]));
  const now = s.clock.now().getTime();
  const rows = [];
  for (let d = 0; d < DAYS; d++) {
    const at = (h) => new Date(now - d * 86400_000 - h * 3600_000);
    const row = (type, value, h, mark) => ({ id: randomUUID(), patient_id: patient.id, type_id: typeId.get(type), value: JSON.stringify(value), measured_at: at(h), created_at: at(h), created_by: patient.id, checkup_id: null, mark });
    rows.push(
      row('blood_pressure', { systolic: 120 + (d % 15), diastolic: 78 + (d % 9), pulse: 70 + (d % 7) }, 1, 'normal'),
      row('pulse', { value: 68 + (d % 11) }, 2, 'normal'),
      row('glucose', { value: 5 + (d % 6) / 10, context: 'fasting' }, 3, 'normal'),
      row('weight', { value: 70 + (d % 20) / 10 }, 4, null),
      row('temperature', { value: 36.4 + (d % 5) / 10 }, 5, 'normal'),
    );
  }
  for (let i = 0; i < rows.length; i += 500) await s.db.insertInto('patient_log').values(rows.slice(i, i + 500)).execute();

  const get = (encoding) => fetch(`${s.url}/api/patient-log`, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding } });
  const first = await get('identity');
  const body = await first.text();
  const items = JSON.parse(body).data.length;
  // fetch decompresses what it receives: the sizes on the wire are the body compressed as the server's compress plugin does.
  const br = brotliCompressSync(body).length;
  const gz = gzipSync(body).length;
  for (let i = 0; i < 10; i++) await (await get('identity')).text();

  const wall = [];
  const cpu = [];
  for (let i = 0; i < REQUESTS; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await (await get('br')).arrayBuffer();
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  console.log(`GET /api/patient-log: ${items} items (a year of 5 daily types), ${(body.length / 1024).toFixed(1)} KiB as JSON, ${(br / 1024).toFixed(1)} KiB brotli, ${(gz / 1024).toFixed(1)} KiB gzip`);
  report('GET /api/patient-log wall time', wall);
  report('GET /api/patient-log CPU time (server + client)', cpu);
} finally {
  await s.close();
}
console.log(`load average after: ${os.loadavg().map((l) => l.toFixed(2)).join(' / ')}`);
