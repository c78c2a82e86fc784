// Where a server's busy time went: reads a `.cpuprofile` (node --cpu-prof) and prints its self
// time split by where the code comes from (PGlite's WebAssembly, the database drivers, Fastify,
// ws, the server's own code, V8's garbage collector, …), idle time left out.
// Usage: node bench/support/cpu-profile-split.mjs FILE.cpuprofile [--only-after MS [--until MS]]
// (MS counted from the profile's start; --top N also lists the N costliest functions.)
import { readFileSync } from 'node:fs';

const GROUPS = [
  ['(idle)', (n) => n.callFrame.functionName === '(idle)'],
  ['garbage collector', (n) => n.callFrame.functionName === '(garbage collector)'],
  ['PGlite WebAssembly', (n) => n.callFrame.url.startsWith('wasm://') || /pglite/.test(n.callFrame.url)],
  ['pg driver (node-postgres)', (n) => /node_modules\/(pg|pg-protocol|pg-types|pg-pool|postgres-\w+)\//.test(n.callFrame.url)],
  ['kysely', (n) => /node_modules\/kysely\//.test(n.callFrame.url)],
  ['fastify and its plugins', (n) => /node_modules\/(@fastify|fastify|fast-json-stringify|find-my-way|avvio|light-my-request|ajv|fast-uri|helmet|secure-json-parse|pino|thread-stream|sonic-boom)/.test(n.callFrame.url)],
  ['ws (WebSocket)', (n) => /node_modules\/ws\//.test(n.callFrame.url)],
  ['typebox', (n) => /node_modules\/@sinclair\/typebox/.test(n.callFrame.url)],
  ['other packages', (n) => /node_modules\//.test(n.callFrame.url)],
  ['server code', (n) => /\/(server|src)\//.test(n.callFrame.url)],
  ['node internals', (n) => n.callFrame.url.startsWith('node:') || n.callFrame.url === ''],
  ['other', () => true],
];

const [file, ...rest] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench/support/cpu-profile-split.mjs FILE.cpuprofile [--only-after MS [--until MS]] [--top N]');
  process.exit(2);
}
const option = (name) => {
  const i = rest.indexOf(name);
  return i === -1 ? null : Number(rest[i + 1]);
};
const profile = JSON.parse(readFileSync(file, 'utf8'));
const fromUs = option('--only-after') === null ? -Infinity : profile.startTime + option('--only-after') * 1000;
const untilUs = option('--until') === null ? Infinity : profile.startTime + option('--until') * 1000;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map();
let t = profile.startTime;
for (let i = 0; i < profile.samples.length; i++) {
  t += profile.timeDeltas[i];
  if (t < fromUs || t > untilUs) continue;
  const id = profile.samples[i];
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
}
const totals = new Map(GROUPS.map(([name]) => [name, 0]));
for (const [id, us] of selfUs) {
  const node = byId.get(id);
  const [name] = GROUPS.find(([, match]) => match(node));
  totals.set(name, totals.get(name) + us);
}
const busy = [...totals].filter(([name]) => name !== '(idle)').reduce((s, [, us]) => s + us, 0);
console.log(`busy ${(busy / 1000).toFixed(0)} ms (idle ${((totals.get('(idle)') ?? 0) / 1000).toFixed(0)} ms left out)`);
for (const [name, us] of [...totals].filter(([n]) => n !== '(idle)').sort((a, b) => b[1] - a[1])) {
  if (us > 0) console.log(`${name.padEnd(28)} ${(us / 1000).toFixed(0).padStart(7)} ms  ${((100 * us) / busy).toFixed(1).padStart(5)} %`);
}

const top = option('--top');
if (top) {
  const byFunction = new Map();
  for (const [id, us] of selfUs) {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    const key = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(server|src)\//, '$1/')}:${lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + us);
  }
  console.log(`\ncostliest ${top} functions (self time):`);
  for (const [key, us] of [...byFunction].filter(([k]) => !k.startsWith('(idle)')).sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${(us / 1000).toFixed(0).padStart(7)} ms  ${key}`);
}
