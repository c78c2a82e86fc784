// Profiles the message hot path in one process: run it with `node --cpu-prof --import tsx` and
// read the profile with bench/support/cpu-profile-split.mjs. An in-process server (PGlite, or
// PostgreSQL with TEST_DATABASE_URL), the recipient connected, MESSAGES text messages sent one
// after another through Fastify's inject (no HTTP parsing: the split leans towards the database).
// Prints the process CPU per message, which counts inject and the test socket too.
import { startTestServer } from '../../tests/support/server.ts';
import { connect, signIn } from '../../tests/server/live-support.ts';
import { createSpace, HOUR } from '../../tests/server/chats-support.ts';

const MESSAGES = Number(process.env.MESSAGES ?? 2000);
const s = await startTestServer({ listen: true });
const patient = await signIn(s, 'Patient');
const doctor = await signIn(s, 'Doctor');
const spaceId = await createSpace(s, { type: 'PatientDoctor', doctorId: doctor.id, patientId: patient.id, activeUntil: new Date(s.clock.now().getTime() + HOUR) });
const ws = connect(s.url, { token: doctor.token });
await ws.request('Ping');
const send = (n) => s.app.inject({ method: 'POST', url: `/api/chat-spaces/${spaceId}/messages/text`, headers: { authorization: `Bearer ${patient.token}` }, payload: { text: `m${n}` } });
for (let n = 0; n < 200; n++) await send(n); // warm-up
const cpu = process.cpuUsage();
const trips = s.roundTrips();
for (let n = 0; n < MESSAGES; n++) await send(n);
await ws.next((m) => m.type === 'MessageCreated' && m.payload.text === `m${MESSAGES - 1}`, 30_000);
const used = process.cpuUsage(cpu);
console.log(`${MESSAGES} messages: ${((used.user + used.system) / 1000 / MESSAGES).toFixed(3)} ms CPU per message (this process, every thread), ${((s.roundTrips() - trips) / MESSAGES).toFixed(2)} round trips per message`);
ws.close();
await s.close();
