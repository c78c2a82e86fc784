import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
// The worker may run without the server's TypeScript loader (Node strips the types itself), so
// its own imports name their files in full.
import { PGLITE_OPTIONS } from './pglite-options.ts';
import type { PGliteError, PGliteReply, PGliteRequest, PGliteResult } from './pglite-thread';

/**
 * The worker thread that holds the embedded database (server/db/pglite-thread.ts starts it): its
 * WebAssembly runs here, so a slow statement never holds up the server's sockets. Requests are
 * answered in the order they come, each with its id.
 */
const { dataDir } = workerData as { dataDir: string };
const pglite = new PGlite(dataDir, PGLITE_OPTIONS);

const port = parentPort!;
const plain = (r: { rows: unknown[]; affectedRows?: number }): PGliteResult => ({ rows: r.rows, affectedRows: r.affectedRows ?? 0 });

/** What a database error carries that callers read (SQLSTATE, constraint, detail, …). */
function errorOf(err: unknown): PGliteError {
  const e = err as Record<string, unknown>;
  const fields: Record<string, unknown> = {};
  for (const key of ['code', 'constraint', 'detail', 'hint', 'position', 'schema', 'table', 'column', 'severity', 'routine']) if (e?.[key] !== undefined) fields[key] = e[key];
  return { message: err instanceof Error ? err.message : String(err), fields };
}

port.on('message', async (request: PGliteRequest) => {
  let reply: PGliteReply;
  try {
    await pglite.waitReady;
    if (request.kind === 'query') reply = { id: request.id, result: plain(await pglite.query(request.sql, request.params)) };
    else if (request.kind === 'exec') reply = { id: request.id, result: plain((await pglite.exec(request.sql)).at(-1) ?? { rows: [], affectedRows: 0 }) };
    else if (request.kind === 'ready') reply = { id: request.id, result: { rows: [], affectedRows: 0 } };
    else {
      await pglite.close();
      reply = { id: request.id, result: { rows: [], affectedRows: 0 } };
    }
  } catch (err) {
    reply = { id: request.id, error: errorOf(err) };
  }
  port.postMessage(reply);
});
