import { Worker } from 'node:worker_threads';

/** What the database thread (server/db/pglite-worker.ts) is asked to do. */
type Ask = { kind: 'query'; sql: string; params: unknown[] } | { kind: 'exec'; sql: string } | { kind: 'ready' } | { kind: 'close' };

/** A request to the database thread: what to do, and the id its answer comes back with. */
export type PGliteRequest = Ask & { id: number };

/** A database error as it crosses threads: its message and PostgreSQL's fields. */
export interface PGliteError {
  message: string;
  fields: Record<string, unknown>;
}

/** What a statement answers, as the pool below hands it to Kysely. */
export interface PGliteResult {
  rows: unknown[];
  affectedRows: number;
}

/** The database thread's answer to one request. */
export type PGliteReply = { id: number; result: PGliteResult; error?: undefined } | { id: number; error: PGliteError; result?: undefined };

/**
 * The embedded database (PGlite) in a worker thread: `query` (extended protocol, with parameters)
 * and `exec` (simple protocol, several statements) as PGlite's own, answered from the thread. Its
 * CPU still counts as the process's; what moves off the event loop is the waiting: sockets,
 * timers and HTTP parsing go on while a statement runs. Errors come back with PostgreSQL's fields
 * (code, constraint, detail) as PGlite throws them.
 */
export class PGliteThread {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, { resolve: (r: PGliteResult) => void; reject: (e: Error) => void }>();
  private next = 0;
  private failure: Error | null = null;

  constructor(dataDir: string) {
    this.worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), { workerData: { dataDir } });
    this.worker.on('message', (reply: PGliteReply) => {
      const waiter = this.waiting.get(reply.id);
      if (!waiter) return;
      this.waiting.delete(reply.id);
      if (reply.error) waiter.reject(Object.assign(new Error(reply.error.message), reply.error.fields));
      else waiter.resolve(reply.result);
    });
    const fail = (err: Error) => {
      this.failure = err;
      for (const waiter of this.waiting.values()) waiter.reject(err);
      this.waiting.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`the database thread exited (${code})`)));
  }

  private send(request: Ask): Promise<PGliteResult> {
    if (this.failure) return Promise.reject(this.failure);
    const id = ++this.next;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  /** Resolves once the database is open (PGlite's `waitReady`). */
  get waitReady(): Promise<void> {
    return this.send({ kind: 'ready' }).then(() => undefined);
  }

  query(sql: string, params: unknown[]): Promise<PGliteResult> {
    return this.send({ kind: 'query', sql, params });
  }

  /** The last statement's result. */
  exec(sql: string): Promise<PGliteResult> {
    return this.send({ kind: 'exec', sql });
  }

  async close(): Promise<void> {
    await this.send({ kind: 'close' }).catch(() => {});
    await this.worker.terminate();
  }
}
