import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_OPTIONS } from './pglite-options';
import { PGliteThread } from './pglite-thread';
import type { Database } from './schema';

export type Db = Kysely<Database>;

/** A database handle and how to close it. */
export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Statements sent to the database through `db` since it opened, BEGIN and COMMIT included: each
   * is one round trip (a network exchange on PostgreSQL, a call into PGlite's WebAssembly). Tests
   * and the bench read it to count what a request costs.
   */
  roundTrips(): number;
  close(): Promise<void>;
}

/** Counts every statement a pool's connections run. */
class RoundTripCounter {
  count = 0;

  /** `pool`, with each connection it hands out counting its queries. */
  wrap<C extends { query: (...args: never[]) => unknown }>(pool: { connect(): Promise<C>; end(): Promise<void> }) {
    const counted = (...args: never[]) => {
      this.count += 1;
      return args;
    };
    return {
      async connect() {
        const connection = await pool.connect();
        return new Proxy(connection, {
          get(target, key, receiver) {
            if (key !== 'query') return Reflect.get(target, key, receiver);
            return (...args: never[]) => target.query(...counted(...args));
          },
        });
      },
      end: () => pool.end(),
    };
  }
}

/** What the pool below needs of an embedded database: PGlite itself, or PGlite in a thread. */
interface EmbeddedDatabase {
  query(sql: string, params: unknown[]): Promise<{ rows: unknown[]; affectedRows?: number }>;
  /** Simple protocol (several statements, no parameters): the last statement's result. */
  exec(sql: string): Promise<{ rows: unknown[]; affectedRows?: number }>;
  close(): Promise<void>;
}

/** PGlite in this thread (tests, which clone a migrated one), as an EmbeddedDatabase. */
const inProcess = (pglite: PGlite): EmbeddedDatabase => ({
  query: (sql, params) => pglite.query(sql, params),
  exec: async (sql) => (await pglite.exec(sql)).at(-1) ?? { rows: [], affectedRows: 0 },
  close: () => pglite.close(),
});

/**
 * Gives PGlite the small part of pg's Pool interface Kysely uses. PGlite is one connection, so
 * `connect()` hands it out to one borrower at a time: a transaction never interleaves with
 * another request's queries.
 */
class PGlitePool {
  private tail: Promise<void> = Promise.resolve();

  constructor(private readonly database: EmbeddedDatabase) {}

  async connect() {
    let release!: () => void;
    const previous = this.tail;
    this.tail = new Promise<void>((resolve) => (release = resolve));
    await previous;
    const database = this.database;
    return {
      async query(sql: string, params: unknown[]) {
        // Without parameters use the simple protocol, which also runs multi-statement scripts.
        const result = params.length === 0 ? await database.exec(sql) : await database.query(sql, params);
        const command = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? '';
        return { command, rowCount: result.affectedRows ?? result.rows.length, rows: result.rows };
      },
      release,
    };
  }

  async end() {
    await this.database.close();
  }
}


/**
 * Opens PostgreSQL when `databaseUrl` is a postgres URL, else PGlite (on disk, or in memory).
 * `pglite` hands in an in-memory PGlite opened elsewhere (tests clone a migrated one: starting
 * PGlite's WebAssembly costs seconds, a clone a fraction of that).
 */
export async function openDatabase(opts: { databaseUrl: string | null; dataDir: string; pglite?: PGlite }): Promise<DatabaseHandle> {
  if (opts.databaseUrl && opts.databaseUrl.startsWith('postgres')) {
    // Keep int8 (counts, event ids) as JavaScript numbers; they stay far below 2^53.
    pg.types.setTypeParser(20, (v) => Number(v));
    const counter = new RoundTripCounter();
    const pool = counter.wrap(new pg.Pool({ connectionString: opts.databaseUrl, max: 10 }));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: pool as never }) });
    return { db, kind: 'postgres', roundTrips: () => counter.count, close: () => db.destroy() };
  }
  let database: EmbeddedDatabase;
  if (opts.pglite) {
    database = inProcess(opts.pglite);
  } else if (opts.databaseUrl === 'memory://') {
    const pglite = new PGlite(PGLITE_OPTIONS);
    await pglite.waitReady;
    database = inProcess(pglite);
  } else {
    // The server's own data folder: PGlite runs in a worker thread (server/db/pglite-thread.ts).
    const dir = join(opts.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    const thread = new PGliteThread(dir);
    await thread.waitReady;
    database = thread;
  }
  const counter = new RoundTripCounter();
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: counter.wrap(new PGlitePool(database)) as never }) });
  return { db, kind: 'pglite', roundTrips: () => counter.count, close: () => db.destroy() };
}

/** A new in-memory PGlite with the server's parsers and extensions: empty, or holding a dumped data directory. */
export async function newMemoryPGlite(loadDataDir?: Blob): Promise<PGlite> {
  const pglite = new PGlite({ ...PGLITE_OPTIONS, loadDataDir });
  await pglite.waitReady;
  return pglite;
}
