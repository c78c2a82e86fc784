import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';

/**
 * The probes whoever runs the server watches (issue 18): /healthz while the process lives,
 * /readyz while the database and the event bus answer. JSON without a session, never the SPA.
 */
let s: TestServer | null = null;
let dist: string | null = null;
afterEach(async () => {
  await s?.close().catch(() => {});
  s = null;
  if (dist) rmSync(dist, { recursive: true, force: true });
  dist = null;
});

/** A server with a built client (an index.html), so the single-page fallback is on. */
async function withClient(): Promise<TestServer> {
  dist = mkdtempSync(join(tmpdir(), 'clinic-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
  return startTestServer({ env: { DIST_DIR: dist } });
}

describe('health probes', () => {
  it('/healthz answers 200 JSON without a session, even with the client built', async () => {
    s = await withClient();
    const res = await s.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ status: 'ok' });
    // A path next to it is still the app's (the fallback answers HTML), so the probe is not a catch-all.
    expect((await s.app.inject({ method: 'GET', url: '/healthzz' })).headers['content-type']).toMatch(/^text\/html/);
  });

  it('/readyz answers 200 when the database and the bus answer', async () => {
    s = await withClient();
    const res = await s.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', bus: 'ok' } });
  });

  it('/readyz answers 503 naming the bus when it has stopped, and never a 500', async () => {
    s = await startTestServer();
    await s.bus.stop();
    const res = await s.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'not_ready', checks: { database: 'ok', bus: 'failed' } });
    // The process itself still lives.
    expect((await s.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('/readyz answers 503 naming the database when it cannot be queried', async () => {
    s = await startTestServer();
    await s.db.destroy();
    const res = await s.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json().checks.database).toBe('failed');
  });
});
