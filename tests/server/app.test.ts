import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';

describe('the server app', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => s.close());

  it('answers an unknown API route with a coded 404', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'route_not_found' });
  });

  it('compresses answers for clients that accept gzip', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/nope-but-long-enough'.padEnd(1500, 'x'), headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(404);
    const big = await s.app.inject({ method: 'GET', url: '/api/settings', headers: { 'accept-encoding': 'gzip' } });
    expect(big.statusCode).toBe(200);
  });

  it('serves the public settings the client needs at start-up', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ jitsi_domain: 'meet.jit.si', max_upload_mb: 10 });
  });
});
