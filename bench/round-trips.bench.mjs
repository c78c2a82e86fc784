// Database round trips per text message (issue 19: at most 2 on the hot path), counted at the
// database driver (DatabaseHandle.roundTrips: every statement, BEGIN and COMMIT included) on an
// in-process server, on PGlite and, when reachable, on PostgreSQL (BENCH_PG_URL). Each case sends
// one message first (sessions and code warm), then counts the next SENDS messages. The recipient
// is connected, as on the hot path; the last case has them offline (a notification is written).
// tests/server/message-round-trips.test.ts asserts the limit; this prints the figures.
import os from 'node:os';
import { postgresReachable } from '../scripts/cluster.mjs';
import { startTestServer } from '../tests/support/server.ts';
import { connect, signIn } from '../tests/server/live-support.ts';
import { addMember, createClinic, createSpace, HOUR } from '../tests/server/chats-support.ts';

const SENDS = 50;
const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function measure(label) {
  const s = await startTestServer({ listen: true });
  const sockets = [];
  const open = async (token) => {
    const ws = connect(s.url, { token });
    sockets.push(ws);
    await ws.request('Ping');
    return ws;
  };
  try {
    const patient = await signIn(s, 'Patient');
    const doctor = await signIn(s, 'Doctor');
    const op1 = await signIn(s, 'ClinicOperator');
    const op2 = await signIn(s, 'ClinicOperator');
    const clinic = await createClinic(s.db);
    await addMember(s.db, clinic, op1.id);
    await addMember(s.db, clinic, op2.id, 'admin');
    const doctorChat = await createSpace(s, { type: 'PatientDoctor', doctorId: doctor.id, patientId: patient.id, activeUntil: new Date(s.clock.now().getTime() + HOUR) });
    const clinicChat = await createSpace(s, { type: 'PatientClinic', patientId: patient.id, clinicId: clinic, inquiry: 'joined' });
    const doctorWs = await open(doctor.token);
    await open(op1.token);
    await open(op2.token);

    const perMessage = async (spaceId, keyed, recipient) => {
      const send = (n) =>
        s.app.inject({ method: 'POST', url: `/api/chat-spaces/${spaceId}/messages/text`, headers: { authorization: `Bearer ${patient.token}` }, payload: keyed ? { text: `m${n}`, client_id: `k${spaceId.slice(0, 8)}-${n}` } : { text: `m${n}` } });
      await send(0);
      const before = s.roundTrips();
      for (let n = 1; n <= SENDS; n++) {
        const res = await send(n);
        if (res.statusCode !== 200) throw new Error(`send ${n}: ${res.statusCode} ${res.body}`);
      }
      const used = (s.roundTrips() - before) / SENDS;
      if (recipient) await recipient.next((m) => m.type === 'MessageCreated' && m.payload.text === `m${SENDS}`);
      return used;
    };
    const line = (what, n) => console.log(`${`${label}: ${what}`.padEnd(70)} ${n.toFixed(2)} round trips per message`);
    line('doctor chat, recipient online', await perMessage(doctorChat, false, doctorWs));
    line('doctor chat, recipient online, with client_id', await perMessage(doctorChat, true, doctorWs));
    line('clinic chat, two operators online', await perMessage(clinicChat, false, null));
    doctorWs.close();
    await doctorWs.closed;
    // The doctor's socket is gone once presence has recorded it (the offline push is not watched here).
    for (let i = 0; i < 50 && (await s.db.selectFrom('live_connections').select('id').where('user_id', '=', doctor.id).execute()).length > 0; i++) await new Promise((r) => setTimeout(r, 20));
    line('doctor chat, recipient offline (a notification is written)', await perMessage(doctorChat, false, null));
  } finally {
    for (const ws of sockets) ws.close();
    await s.close();
  }
}

console.log(`machine: ${os.availableParallelism()} cores, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' / ')}`);
console.log('GOAL at most 2 database round trips per text message on the hot path (recipient online)');
await measure('PGlite');
if (await postgresReachable(ADMIN_URL)) {
  process.env.TEST_DATABASE_URL = ADMIN_URL;
  await measure('PostgreSQL');
} else console.log(`PostgreSQL at ${ADMIN_URL} not reachable: PGlite only`);
process.exit(0);
