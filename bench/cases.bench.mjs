// Medical-case figures (issue 13), printed, never asserted:
// - a case command (POST /api/cases/:id/commands over HTTP, through the whole app: lock, version
//   check, decide, append, row, audit line), p50/p99;
// - opening a case of 200 events (GET /api/cases/:id, the projection row, audited), p50/p99, and
//   its history (GET /api/cases/:id/history, the stream folded), p50/p99;
// - rebuilding 1,000 cases from their events alone (each stream read and folded by the
//   projection, and the row written back): total and per case.
//
// The server is built in this process (as the tests build it) on a fresh embedded PGlite and,
// when the local PostgreSQL is reachable (BENCH_PG_URL, default
// postgres://postgres@127.0.0.1:5432/test), again on a throw-away database there, listening on
// 127.0.0.1 and called with fetch.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { seedReferenceLists } from '../server/db/seed/seed.ts';
import { SERVICE, labtestId } from '../server/db/seed/static-lists.ts';
import { project } from '../server/events/projection.ts';
import { caseProjection, caseStream, symptomName, writeCaseHistory } from '../server/features/cases/index.ts';
import { casesRepository } from '../server/features/cases/cases.repository.ts';
import { startTestServer } from '../tests/support/server.ts';
import { createUser } from '../tests/support/fixtures.ts';
import { signIn } from '../tests/support/session.ts';

const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REBUILD_CASES = 1000;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
function report(name, times) {
  const s = [...times].sort((a, b) => a - b);
  console.log(`${name.padEnd(52)} n=${String(s.length).padStart(5)}  p50 ${percentile(s, 50).toFixed(2).padStart(7)} ms  p99 ${percentile(s, 99).toFixed(2).padStart(7)} ms  max ${s.at(-1).toFixed(2).padStart(7)} ms`);
}

async function world(s) {
  const db = s.db;
  await seedReferenceLists(db);
  const clinic = (await db.insertInto('clinics').values({ partner: false, name: '{"ka":"კლინიკა","en":"Clinic"}', address: '{"ka":"ა","en":"a"}', phones: '[]', description: '{"ka":"ა","en":"a"}' }).returning('id').executeTakeFirstOrThrow()).id;
  const cs = (await db.insertInto('clinic_services').values({ clinic_id: clinic, service_id: SERVICE.cardiologist, price: 5000, duration_minutes: 30 }).returning('id').executeTakeFirstOrThrow()).id;
  const doctor = await createUser(db, { type: 'Doctor', password: null });
  await db.insertInto('clinic_members').values({ clinic_id: clinic, user_id: doctor.id, role: 'doctor' }).execute();
  const patients = [];
  for (let i = 0; i < 20; i++) {
    const p = await createUser(db, { type: 'Patient', password: null, phone: null, email: null });
    await db.insertInto('chat_spaces').values({ type: 'PatientDoctor', doctor_id: doctor.id, patient_id: p.id, clinic_id: null, active_until: null, last_clinic_inquiry: null, created_at: s.clock.now() }).execute();
    patients.push(p.id);
  }
  return { clinic, cs, doctor: { id: doctor.id, token: await signIn(db, doctor.id, s.clock) }, patients };
}

/** The commands the timed loop cycles through: parts come and go, so the case never fills up. */
const cycle = (c, i) => {
  switch (i % 6) {
    case 0:
      return { type: 'add_evidence', evidence_id: 's_1', choice: 'present' };
    case 1:
      return { type: 'update_comment', comment: `Seen at step ${i}` };
    case 2:
      return { type: 'add_labtest', labtest_id: labtestId('Complete blood count'), result: `WBC ${(5 + (i % 50) / 10).toFixed(1)}` };
    case 3:
      return { type: 'remove_evidence', evidence_id: 's_1' };
    case 4:
      return { type: 'add_treatment', treatment_type: 'Recommendation', text: `Rest, step ${i}` };
    default:
      return { type: 'remove_labtest', id: c.labtests.at(-1).id };
  }
};

async function measure(label, env) {
  const saved = process.env.TEST_DATABASE_URL;
  if (env.TEST_DATABASE_URL) process.env.TEST_DATABASE_URL = env.TEST_DATABASE_URL;
  else delete process.env.TEST_DATABASE_URL;
  const s = await startTestServer({ listen: true });
  if (saved === undefined) delete process.env.TEST_DATABASE_URL;
  else process.env.TEST_DATABASE_URL = saved;
  try {
    const w = await world(s);
    const headers = { authorization: `Bearer ${w.doctor.token}`, 'content-type': 'application/json' };
    const post = async (path, body) => {
      const res = await fetch(`${s.url}/api${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
      const json = await res.json();
      if (res.status >= 300) throw new Error(`${path} refused: ${res.status} ${JSON.stringify(json)}`);
      return json.data;
    };
    const get = async (path) => {
      const res = await fetch(`${s.url}/api${path}`, { headers });
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
      return (await res.json()).data;
    };
    console.log(`\n${label}`);

    // A case command: 520 commands on one case (the first 20 warm up), each on the version it saw.
    let c = await post('/cases', { patient_id: w.patients[0], clinic_service_id: w.cs });
    const commandTimes = [];
    for (let i = 0; i < 520; i++) {
      const body = { version: c.version, ...cycle(c, i) };
      const t = performance.now();
      c = await post(`/cases/${c.id}/commands`, body);
      if (i >= 20) commandTimes.push(performance.now() - t);
    }
    report('POST /api/cases/:id/commands', commandTimes);

    // Opening a case of 200 events: the row (GET) and the history (the stream folded).
    let big = await post('/cases', { patient_id: w.patients[1], clinic_service_id: w.cs });
    for (let i = 0; big.version < 200; i++) big = await post(`/cases/${big.id}/commands`, { version: big.version, ...cycle(big, i) });
    const openTimes = [];
    const historyTimes = [];
    for (let i = 0; i < 320; i++) {
      let t = performance.now();
      await get(`/cases/${big.id}`);
      if (i >= 20) openTimes.push(performance.now() - t);
      t = performance.now();
      const h = await get(`/cases/${big.id}/history`);
      if (i >= 20) historyTimes.push(performance.now() - t);
      if (h.length !== 200) throw new Error(`history of ${h.length} entries`);
    }
    report(`GET /api/cases/:id (${big.version} events)`, openTimes);
    report(`GET /api/cases/:id/history (${big.version} events)`, historyTimes);

    // Rebuilding 1,000 cases: written as histories first (opened from the cardiology template, then
    // 9 commands each: 10 events a case), then each stream folded alone and its row written back.
    const ids = [];
    const t0 = s.clock.now().getTime() - 30 * 86_400_000;
    for (let batch = 0; batch < REBUILD_CASES / 100; batch++) {
      await s.db.transaction().execute(async (trx) => {
        for (let k = 0; k < 100; k++) {
          const n = batch * 100 + k;
          const at = (m) => new Date(t0 + n * 60_000 + m * 1000);
          const id = randomUUID();
          const step = (m, command) => ({ at: at(m), actorId: w.doctor.id, command });
          await writeCaseHistory(
            trx,
            { id, patientId: w.patients[n % w.patients.length], assigneeId: w.doctor.id, clinicId: w.clinic, scheduleId: null, clinicServiceId: w.cs, interviewId: null, startTime: at(0), createdAt: at(0), createdBy: w.doctor.id },
            [
              step(1, { type: 'edit_evidence', evidenceId: 's_200', choice: 'present' }),
              step(2, { type: 'add_evidence', evidenceId: 's_1', symptom: symptomName('s_1'), choice: 'absent' }),
              step(3, { type: 'update_comment', comment: `Case ${n}` }),
              step(4, { type: 'add_labtest', newId: randomUUID(), labtest: { id: 1, name: { ka: 'სისხლის საერთო ანალიზი', en: 'Complete blood count' } }, result: 'WBC 7.1' }),
              step(5, { type: 'add_diagnosis', newId: randomUUID(), diagnosisType: 'final', text: 'Stable angina' }),
              step(6, { type: 'add_treatment', newId: randomUUID(), treatmentType: 'Recommendation', text: 'Walk daily' }),
              step(7, { type: 'request_service', newId: randomUUID(), service: { id: SERVICE.echocardiography, name: { ka: 'ექოკარდიოგრაფია', en: 'Echocardiography' } } }),
              step(8, { type: 'update_conclusion', conclusion: 'Follow up in a month' }),
              step(9, { type: 'complete' }),
            ],
          );
          ids.push(id);
        }
      });
    }
    const events = Number((await s.db.selectFrom('events').select((eb) => eb.fn.countAll().as('n')).where('stream', 'in', ids.map(caseStream)).executeTakeFirstOrThrow()).n);
    const start = performance.now();
    for (let b = 0; b < ids.length; b += 100) {
      await s.db.transaction().execute(async (trx) => {
        for (const id of ids.slice(b, b + 100)) {
          const folded = await project(trx, caseStream(id), caseProjection);
          if (folded.state?.version !== 10) throw new Error(`case ${id} folded to version ${folded.state?.version}`);
          await casesRepository(trx).update(folded.state);
        }
      });
    }
    const total = performance.now() - start;
    console.log(`rebuild ${ids.length} cases from ${events} events (fold each stream, write the row): ${total.toFixed(0)} ms, ${(total / ids.length).toFixed(2)} ms per case`);
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
