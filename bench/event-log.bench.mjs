// Session-log figures (issue 14), printed, never asserted: what recording costs the client.
// - CPU per event a machine processes, without the recorder and with it (copy of the event with
//   secrets blanked, fingerprint of the state after it), side by side in one run, for a chat-like
//   machine whose context grows to 2,000 messages (each event adds one; the rest is shared);
// - the same for an event that carries a page of 50 messages (an HTTP answer);
// - writing the whole log to storage (JSON of ~2 MB, the bound), as the tab does at most once a second.
// CPU time (process.cpuUsage), which a busy machine disturbs far less than wall time.
import os from 'node:os';
import { assign, createActor, setup } from 'xstate';
import { EventLog } from '../src/app/event-log/index.ts';

const message = (i) => ({ id: `m-${i}`, chat_space_id: 'c-1', sender_id: i % 2 ? 'u-1' : 'u-2', text: `მესიჯი ნომერი ${i}: როგორ ხართ დღეს?`, file: null, created_at: new Date(Date.UTC(2026, 10, 26, 9, 0, i)).toISOString(), client_id: `seed-${i}` });

const room = setup({ types: { context: {}, events: {} } }).createMachine({
  context: { messages: [], outbox: [], seen: null },
  on: {
    'server.MessageCreated': { actions: assign(({ context, event }) => ({ messages: [...context.messages, event.payload] })) },
    'xstate.done.actor.page': { actions: assign(({ context, event }) => ({ messages: [...event.output.data, ...context.messages].slice(-2000) })) },
  },
});

function cpuPerEvent(events, inspect) {
  const actor = createActor(room, inspect ? { inspect } : {}).start();
  const before = process.cpuUsage();
  for (const e of events) actor.send(e);
  const used = process.cpuUsage(before);
  actor.stop();
  return (used.user + used.system) / events.length; // µs
}

const N = 2000;
const pushes = Array.from({ length: N }, (_, i) => ({ type: 'server.MessageCreated', payload: message(i) }));
const pages = Array.from({ length: 200 }, (_, p) => ({ type: 'xstate.done.actor.page', output: { data: Array.from({ length: 50 }, (_, i) => message(p * 50 + i)) } }));
const newLog = () => new EventLog({ build: 'bench', now: () => performance.now(), wallNow: () => Date.now(), language: () => 'ka', viewport: () => ({ width: 390, height: 844 }), maxChars: 2_000_000 });

console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
// Warm up both paths, then measure them alternately three times and keep the median.
cpuPerEvent(pushes.slice(0, 300));
cpuPerEvent(pushes.slice(0, 300), newLog().inspect);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const [name, events] of [['a push adding 1 message (context up to 2,000)', pushes], ['an answer with a page of 50 messages', pages]]) {
  const bare = [];
  const logged = [];
  for (let r = 0; r < 3; r++) {
    bare.push(cpuPerEvent(events));
    logged.push(cpuPerEvent(events, newLog().inspect));
  }
  const b = median(bare);
  const l = median(logged);
  console.log(`${name.padEnd(46)} without log ${b.toFixed(1).padStart(7)} µs CPU/event   with log ${l.toFixed(1).padStart(7)} µs   recording ${(l - b).toFixed(1).padStart(7)} µs (×${(l / b).toFixed(2)})`);
}

// Writing the log at its bound.
const log = newLog();
const actor = createActor(room, { inspect: log.inspect }).start();
for (let i = 0; i < 40_000 && JSON.stringify(log.toSessionLog()).length < 1_900_000; i += 500) for (const e of pushes.slice(0, 500)) actor.send(e);
const json = () => JSON.stringify(log.toSessionLog());
const size = json().length;
const before = process.cpuUsage();
for (let i = 0; i < 10; i++) json();
const used = process.cpuUsage(before);
console.log(`writing the kept log (${(size / 1e6).toFixed(2)} MB of JSON, ${log.list().length} steps, ${log.toSessionLog().dropped} dropped)  ${((used.user + used.system) / 10 / 1000).toFixed(1)} ms CPU each time`);
