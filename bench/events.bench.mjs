// What checking events against the catalogue (src/protocol/events.ts) costs, in CPU time per
// event, measured side by side in one run with what the same path costs without the check:
// - server, before an append: the payload's JSON round trip (stringify + parse), with and without
//   `checkEvent` on the result;
// - client, a push arriving: `JSON.parse` of the frame, and `readServerFrame` (parse + `checkPush`).
// Three payload shapes: a text message, a call update, a notification. Printed, never asserted.
import os from 'node:os';
import { checkEvent } from '../src/protocol/events.ts';
import { readServerFrame } from '../src/machines/socket/socket.types.ts';

const ROUNDS = 200_000;

const message = { id: '6f1c1a9e-3c1b-4f7e-9a55-0d6f1f0b2a11', chat_space_id: '0b7d4c36-55e1-4a8e-bf3c-3c7e1d2f9a01', sender_id: '9d2b8e4a-1f3c-4d5e-8a7b-6c5d4e3f2a10', text: 'გამარჯობა, ექიმო! როდის შეგვიძლია ვიდეოზარი?', client_id: 'c-1732550000000-1', created_at: '2026-11-25T10:00:00.000Z' };
const call = { id: '1a2b3c4d-0000-4000-8000-000000000001', caller_id: '9d2b8e4a-1f3c-4d5e-8a7b-6c5d4e3f2a10', callee_id: '6f1c1a9e-3c1b-4f7e-9a55-0d6f1f0b2a11', chat_space_id: '0b7d4c36-55e1-4a8e-bf3c-3c7e1d2f9a01', status: 'ringing', expires_at: '2026-11-25T10:00:45.000Z', type: 'video', created_at: '2026-11-25T10:00:00.000Z' };
const notification = { id: '5', action: 'message.created', created_at: '2026-11-25T10:00:00.000Z', entity: { title: { ka: 'გიორგი ბერიძე', en: 'Giorgi Beridze' }, text: { ka: 'გამარჯობა', en: 'გამარჯობა' }, actor_id: '9d2b8e4a-1f3c-4d5e-8a7b-6c5d4e3f2a10', chat_space_id: '0b7d4c36-55e1-4a8e-bf3c-3c7e1d2f9a01' }, entity_id: '0b7d4c36-55e1-4a8e-bf3c-3c7e1d2f9a01', entity_type: 'chat_space' };

const cases = [
  ['MessageCreated', message],
  ['CallUpdated', call],
  ['NotificationCreated', notification],
];

/** CPU microseconds per call of `fn` over ROUNDS calls (after a warm-up of the same length). */
function cpuPerCall(fn) {
  for (let i = 0; i < ROUNDS; i++) fn(i);
  const start = process.cpuUsage();
  for (let i = 0; i < ROUNDS; i++) fn(i);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / ROUNDS;
}

console.log(`machine: ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(2)}; ${ROUNDS} events per figure, CPU time per event`);
for (const [type, payload] of cases) {
  const check = checkEvent(type, JSON.parse(JSON.stringify(payload)));
  if (!check.ok) throw new Error(`${type} sample does not match the catalogue: ${check.problems.join('; ')}`);
  const roundTrip = cpuPerCall(() => JSON.parse(JSON.stringify(payload)));
  const checked = cpuPerCall(() => checkEvent(type, JSON.parse(JSON.stringify(payload))));
  // Distinct frames, so readServerFrame's one-frame memo never answers from the last call.
  const frames = Array.from({ length: 64 }, (_, i) => JSON.stringify({ type, payload: { ...payload, created_at: `2026-11-25T10:00:${String(i % 60).padStart(2, '0')}.000Z` } }));
  const parsed = cpuPerCall((i) => JSON.parse(frames[i % 64]));
  const read = cpuPerCall((i) => readServerFrame(frames[i % 64]));
  console.log(
    `${type.padEnd(20)} server: JSON round trip ${roundTrip.toFixed(2)} µs, + catalogue check ${checked.toFixed(2)} µs (×${(checked / roundTrip).toFixed(2)})` +
      `   client: JSON.parse ${parsed.toFixed(2)} µs, readServerFrame ${read.toFixed(2)} µs (×${(read / parsed).toFixed(2)})`,
  );
}
