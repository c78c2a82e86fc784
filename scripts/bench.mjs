#!/usr/bin/env node
// `npm run bench`: runs every bench/*.bench.mjs in turn; each prints its own figures.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuild } from './ensure-build.mjs';

const root = new URL('..', import.meta.url).pathname;
ensureBuild();
let failed = false;
for (const file of readdirSync(join(root, 'bench')).filter((f) => /\.bench\.m?[jt]s$/.test(f)).sort()) {
  console.log(`\n=== ${file}`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'bench', file)], { cwd: root, stdio: 'inherit' });
  failed ||= r.status !== 0;
}
process.exit(failed ? 1 : 0);
