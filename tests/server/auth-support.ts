import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestServer } from '../support/server';

/** One line of DATA_DIR/outbox.jsonl. */
export interface OutboxLine {
  channel: 'sms' | 'email';
  to: string;
  text: string;
  code: string;
  created_at: string;
}

/** Every message the local outbox holds, oldest first. */
export function readOutbox(s: TestServer): OutboxLine[] {
  const file = join(s.dataDir, 'outbox.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as OutboxLine);
}

/** The code of the newest outbox message to `to`. */
export function lastCodeTo(s: TestServer, to: string): string {
  const line = readOutbox(s).filter((m) => m.to === to).at(-1);
  if (!line) throw new Error(`no message to ${to} in the outbox`);
  return line.code;
}

/** POSTs JSON to the app, optionally from another IP or with a bearer token. */
export function post(s: TestServer, url: string, payload?: unknown, opts: { ip?: string; token?: string } = {}) {
  return s.app.inject({
    method: 'POST',
    url,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    ...(opts.ip ? { remoteAddress: opts.ip } : {}),
    headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
  });
}

/** GET /api/auth/user with a token. */
export function whoAmI(s: TestServer, token: string) {
  return s.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${token}` } });
}

/** How many rows a table holds. */
export async function countRows(s: TestServer, table: 'users' | 'sessions' | 'auth_codes' | 'login_attempts' | 'authcodes'): Promise<number> {
  const row = await s.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
