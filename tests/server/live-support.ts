import { createRequire } from 'node:module';
import { afterEach, beforeEach } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { createUser } from '../support/fixtures';
import { openSession } from '../../server/features/auth/sessions.service';
import type { Db } from '../../server/db/connection';

/** The part of the `ws` client the tests use (the package ships no types). */
interface WsClient {
  readyState: number;
  send(data: string | Buffer): void;
  close(): void;
  on(event: 'message', l: (data: Buffer) => void): void;
  on(event: 'close', l: (code: number, reason: Buffer) => void): void;
  on(event: 'open', l: () => void): void;
  on(event: 'error', l: (err: Error) => void): void;
}
type WsCtor = new (url: string, opts?: { headers?: Record<string, string> }) => WsClient;
const WebSocket = createRequire(import.meta.url)('ws') as WsCtor;

/** A test socket: records what arrives and when it closes. */
export interface TestSocket {
  received: Array<Record<string, unknown>>;
  /** Resolves with the close code. */
  closed: Promise<number>;
  isOpen(): boolean;
  sendRaw(data: string | Buffer): void;
  /** Sends `{type, request_id, payload}` and resolves with its response. */
  request(type: string, payload?: unknown): Promise<Record<string, unknown>>;
  /** Resolves with the first received message (past or future) that matches. */
  next(match: (m: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>;
  close(): void;
}

let requestCounter = 0;

/** Connects to `/ws` of a listening server, with a token and optionally an Origin. */
export function connect(baseUrl: string, opts: { token?: string; origin?: string } = {}): TestSocket {
  const url = `${baseUrl.replace(/^http/, 'ws')}/ws${opts.token === undefined ? '' : `?token=${encodeURIComponent(opts.token)}`}`;
  const ws = new WebSocket(url, opts.origin ? { headers: { origin: opts.origin } } : {});
  const received: Array<Record<string, unknown>> = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    received.push(JSON.parse(data.toString('utf8')) as Record<string, unknown>);
    for (const w of [...waiters]) w();
  });
  ws.on('error', () => {});
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const opened = new Promise<void>((resolve) => ws.on('open', () => resolve()));
  const next = (match: (m: Record<string, unknown>) => boolean, timeoutMs = 3000) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const check = () => {
        const hit = received.find(match);
        if (!hit) return false;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(hit);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no matching message within ${timeoutMs} ms; got ${JSON.stringify(received)}`));
      }, timeoutMs);
      if (!check()) waiters.add(check);
    });
  return {
    received,
    closed,
    isOpen: () => ws.readyState === 1,
    sendRaw(data) {
      void opened.then(() => ws.send(data));
    },
    async request(type, payload) {
      const id = `r${++requestCounter}`;
      await opened;
      ws.send(JSON.stringify({ type, request_id: id, payload }));
      return next((m) => m.request_id === id);
    },
    next,
    close: () => ws.close(),
  };
}

/** A user of `type` with an open session; returns the user id, session id and token. */
export async function signedIn(db: Db, now: Date, type: 'Patient' | 'Doctor' | 'ClinicOperator' = 'Patient') {
  const user = await createUser(db, { type });
  const token = await openSession(db, now, user.id, { ip: '127.0.0.1', userAgent: 'test' });
  return { id: user.id, token };
}

/** Waits until `check` is true, polling every 10 ms. */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** A user signed in on `s`. */
export const signIn = (s: TestServer, type?: 'Patient' | 'Doctor' | 'ClinicOperator') => signedIn(s.db, s.clock.now(), type);

/**
 * A listening server for each test of the file (`live.s`), and sockets that are closed after
 * the test: `live.connect(token)`, or `live.open(token)` once its first Ping is answered.
 */
export function liveServerEachTest() {
  let server: TestServer | null = null;
  const sockets: TestSocket[] = [];
  beforeEach(async () => {
    server = await startTestServer({ listen: true });
  });
  afterEach(async () => {
    for (const ws of sockets.splice(0)) ws.close();
    await server?.close();
    server = null;
  });
  const live = {
    get s(): TestServer {
      if (!server) throw new Error('no test is running');
      return server;
    },
    connect(token: string): TestSocket {
      const ws = connect(live.s.url!, { token });
      sockets.push(ws);
      return ws;
    },
    async open(token: string): Promise<TestSocket> {
      const ws = live.connect(token);
      await ws.request('Ping');
      return ws;
    },
  };
  return live;
}
