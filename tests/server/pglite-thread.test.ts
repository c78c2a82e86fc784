import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/connection';
import { PGliteThread } from '../../server/db/pglite-thread';

// Issue 19: the embedded database of a running server (its data folder) works in a worker
// thread, answering as PGlite does in-process: rows with parsed types, errors with PostgreSQL's
// fields, statements in order, and the event loop free while a statement runs.

const dirs: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'pglite-thread-'));
  dirs.push(dir);
  return dir;
};
let thread: PGliteThread | null = null;
let handle: DatabaseHandle | null = null;
afterEach(async () => {
  await thread?.close();
  await handle?.close();
  thread = null;
  handle = null;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('PGlite in a worker thread', () => {
  it('answers queries with parsed values and scripts with their last result', async () => {
    thread = new PGliteThread(folder());
    await thread.waitReady;
    const last = await thread.exec(`CREATE TABLE t (id int8 PRIMARY KEY, at timestamptz, doc jsonb, tags text[]); INSERT INTO t VALUES (1, '2026-11-26T10:00:00Z', '{"a":[1,2]}', '{x,y}'); SELECT count(*) AS n FROM t`);
    expect(last.rows).toEqual([{ n: 1 }]);
    const { rows } = await thread.query('SELECT id, at, doc, tags FROM t WHERE id = $1', [1]);
    expect(rows).toEqual([{ id: 1, at: new Date('2026-11-26T10:00:00Z'), doc: { a: [1, 2] }, tags: ['x', 'y'] }]);
    expect((await thread.query('INSERT INTO t (id, at) VALUES ($1, $2)', [2, new Date('2026-01-01T00:00:00Z')])).affectedRows).toBe(1);
  });

  it('rejects with PostgreSQL\'s code and constraint, and goes on answering', async () => {
    thread = new PGliteThread(folder());
    await thread.exec('CREATE TABLE u (k text CONSTRAINT u_k_key UNIQUE)');
    await thread.query('INSERT INTO u VALUES ($1)', ['a']);
    const err = await thread.query('INSERT INTO u VALUES ($1)', ['a']).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).toMatchObject({ code: '23505', constraint: 'u_k_key' });
    expect((await thread.query('SELECT count(*)::int AS n FROM u', [])).rows).toEqual([{ n: 1 }]);
  });

  it('keeps the event loop free while a statement runs', async () => {
    thread = new PGliteThread(folder());
    await thread.waitReady;
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    // About half a second of work inside the database.
    await thread.query('SELECT count(*) FROM generate_series(1, 3000000) g WHERE g % 7 = $1', [3]);
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(5);
  });

  it('is what a server opens on its data folder, and keeps the data across a restart', async () => {
    const dataDir = folder();
    handle = await openDatabase({ databaseUrl: null, dataDir });
    await handle.db.schema.createTable('notes').addColumn('text', 'text').execute();
    await handle.db.insertInto('notes' as never).values({ text: 'kept' } as never).execute();
    await handle.close();
    handle = await openDatabase({ databaseUrl: null, dataDir });
    expect(await handle.db.selectFrom('notes' as never).selectAll().execute()).toEqual([{ text: 'kept' }]);
  });
});
