// Appointment figures (issue 12), printed, never asserted:
// - free-slot computation for a doctor over 30 days (the pure function, and the public slots
//   route with its queries), p50/p99;
// - booking (POST /api/schedules over HTTP), p50/p99;
// - 100 concurrent patients racing for 10 slots: each tries the slots in its own order until one
//   is theirs or all are taken; exactly 10 must be booked, with 0 double bookings; time to settle.
//
// The server is built in this process (as the tests build it) on a fresh embedded PGlite and,
// when the local PostgreSQL is reachable (BENCH_PG_URL, default
// postgres://postgres@127.0.0.1:5432/test), again on a throw-away database there, listening on
// 127.0.0.1 and called with fetch. The clock is fixed at Saturday 2026-11-21 10:00Z.
import os from 'node:os';
import pg from 'pg';
import { freeSlots } from '../server/features/availability/slots.ts';
import { seedReferenceLists } from '../server/db/seed/seed.ts';
import { startTestServer } from '../tests/support/server.ts';
import { createUser } from '../tests/support/fixtures.ts';
import { signIn } from '../tests/support/session.ts';

const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
function report(name, times) {
  const s = [...times].sort((a, b) => a - b);
  console.log(`${name.padEnd(52)} n=${String(s.length).padStart(5)}  p50 ${percentile(s, 50).toFixed(2).padStart(7)} ms  p99 ${percentile(s, 99).toFixed(2).padStart(7)} ms  max ${s.at(-1).toFixed(2).padStart(7)} ms`);
}
const tbilisi = (date, minute) => new Date(`${date}T${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00+04:00`).toISOString();

/** Mon–Sat 09:00–17:00 with a pause 13:00–14:00, as weekly rules. */
const WEEK = [1, 2, 3, 4, 5, 6].flatMap((weekday) => [
  { weekday, startMinute: 540, endMinute: 1020, kind: 'work', clinicServiceIds: [] },
  { weekday, startMinute: 780, endMinute: 840, kind: 'break', clinicServiceIds: [] },
]);

function pureSlots() {
  const now = new Date('2026-11-21T10:00:00Z');
  // About a third of the month booked: 120 busy half-hours.
  const busy = [];
  for (let i = 0; i < 120; i++) {
    const day = new Date(Date.UTC(2026, 10, 23 + (i % 28))).toISOString().slice(0, 10);
    const start = Date.parse(tbilisi(day, 540 + 30 * Math.floor(i / 28) * 2));
    busy.push({ start, end: start + 30 * 60_000 });
  }
  const input = {
    rules: WEEK,
    exceptions: [{ date: '2026-12-08', kind: 'off', startMinute: null, endMinute: null }, { date: '2026-12-10', kind: 'hours', startMinute: 600, endMinute: 720 }],
    busy,
    service: { id: 1, durationMinutes: 30, bufferBeforeMinutes: 5, bufferAfterMinutes: 5 },
    clinic: { timeZone: 'Asia/Tbilisi', minNoticeMinutes: 60, bookingHorizonDays: 30 },
    now,
    from: '2026-11-21',
    to: '2026-12-20',
  };
  const times = [];
  let slots = 0;
  for (let i = 0; i < 2200; i++) {
    const t = performance.now();
    slots = freeSlots(input).length;
    if (i >= 200) times.push(performance.now() - t);
  }
  report(`freeSlots(), 30 days, 120 busy (${slots} free)`, times);
}

async function world(s) {
  const db = s.db;
  await seedReferenceLists(db);
  const clinic = (await db.insertInto('clinics').values({ partner: false, name: '{"ka":"კლინიკა","en":"Clinic"}', address: '{"ka":"ა","en":"a"}', phones: '[]', description: '{"ka":"ა","en":"a"}' }).returning('id').executeTakeFirstOrThrow()).id;
  const service = (await db.selectFrom('services').innerJoin('service_templates as t', 't.id', 'services.template_id').select('services.id').where('t.key', '=', 'consultation').executeTakeFirstOrThrow()).id;
  const cs = (await db.insertInto('clinic_services').values({ clinic_id: clinic, service_id: service, price: 5000, duration_minutes: 30 }).returning('id').executeTakeFirstOrThrow()).id;
  const doctors = [];
  for (let i = 0; i < 2; i++) {
    const d = await createUser(db, { type: 'Doctor', password: null });
    await db.insertInto('doctor_services').values({ doctor_id: d.id, clinic_service_id: cs }).execute();
    await db.insertInto('availability_rules').values(WEEK.map((r) => ({ doctor_id: d.id, clinic_id: clinic, weekday: r.weekday, start_minute: r.startMinute, end_minute: r.endMinute, kind: r.kind, clinic_service_ids: [] }))).execute();
    doctors.push(d.id);
  }
  const patients = [];
  for (let i = 0; i < 400; i++) {
    const p = await createUser(db, { type: 'Patient', password: null, phone: null, email: null });
    patients.push(await signIn(db, p.id, s.clock));
  }
  return { cs, doctors, patients };
}

async function measure(label, env) {
  const saved = process.env.TEST_DATABASE_URL;
  if (env.TEST_DATABASE_URL) process.env.TEST_DATABASE_URL = env.TEST_DATABASE_URL;
  else delete process.env.TEST_DATABASE_URL;
  const s = await startTestServer({ listen: true });
  if (saved === undefined) delete process.env.TEST_DATABASE_URL;
  else process.env.TEST_DATABASE_URL = saved;
  try {
    const { cs, doctors, patients } = await world(s);
    const [bookDoctor, raceDoctor] = doctors;
    const post = (token, body) => fetch(`${s.url}/api/schedules`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    console.log(`\n${label}`);

    // Booking: 280 slots of the first doctor, one after another, each by another patient.
    const slotsRes = await (await fetch(`${s.url}/api/doctors/${bookDoctor}/slots?clinic_service_id=${cs}&from=2026-11-21&to=2026-12-20`)).json();
    const free = slotsRes.data.slots.map((x) => x.start);
    const bookTimes = [];
    for (let i = 0; i < Math.min(280, free.length); i++) {
      const t = performance.now();
      const res = await post(patients[i], { clinic_service_id: cs, assignee_id: bookDoctor, start_time: free[i] });
      if (res.status !== 201) throw new Error(`booking refused: ${res.status} ${await res.text()}`);
      if (i >= 20) bookTimes.push(performance.now() - t);
    }
    report('POST /api/schedules (booking)', bookTimes);

    // Slots over 30 days through the route (the doctor now has 280 appointments).
    const slotTimes = [];
    for (let i = 0; i < 220; i++) {
      const t = performance.now();
      const res = await fetch(`${s.url}/api/doctors/${bookDoctor}/slots?clinic_service_id=${cs}&from=2026-11-21&to=2026-12-20`);
      await res.json();
      if (i >= 20) slotTimes.push(performance.now() - t);
    }
    report('GET /api/doctors/:id/slots, 30 days', slotTimes);

    // The race: 100 patients, 10 slots of the second doctor.
    const raceSlots = [540, 570, 600, 630, 660, 690, 720, 750, 840, 870].map((m) => tbilisi('2026-11-23', m));
    const racers = patients.slice(280, 380);
    const t0 = performance.now();
    let refused = 0;
    const won = await Promise.all(
      racers.map(async (token, n) => {
        const order = raceSlots.map((_, i) => raceSlots[(i + n) % raceSlots.length]);
        for (const start of order) {
          const res = await post(token, { clinic_service_id: cs, assignee_id: raceDoctor, start_time: start });
          if (res.status === 201) return start;
          const body = await res.json();
          if (body.code !== 'schedule.slot_taken') throw new Error(`unexpected answer ${res.status} ${JSON.stringify(body)}`);
          refused++;
        }
        return null;
      }),
    );
    const settle = performance.now() - t0;
    const booked = won.filter(Boolean);
    const rows = await s.db.selectFrom('schedules').select(['start_time']).where('assignee_id', '=', raceDoctor).where('status', 'in', ['created', 'pending', 'activated']).execute();
    const doubles = rows.length - new Set(rows.map((r) => new Date(r.start_time).toISOString())).size;
    console.log(`race: 100 patients for 10 slots: ${booked.length} booked (${new Set(booked).size} distinct slots, ${rows.length} rows), ${doubles} double bookings, ${refused} refusals, settled in ${settle.toFixed(0)} ms`);
  } finally {
    await s.close();
  }
}

console.log(`machine: ${os.availableParallelism()} cores, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' / ')}`);
pureSlots();
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
