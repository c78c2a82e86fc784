#!/usr/bin/env node
// `npm start`: builds the client when dist/ is missing or older than the sources, then starts
// the server (embedded PGlite in DATA_DIR, demo data on first start).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuild } from './ensure-build.mjs';
import { requireNode } from './require-node.mjs';

requireNode();

const root = new URL('..', import.meta.url).pathname;
ensureBuild();
const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], { cwd: root, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
