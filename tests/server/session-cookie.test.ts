import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { signIn } from './live-support';

/** Images and downloads in a page cannot send a bearer header: GETs may use the session cookie. */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s.close());

const cookie = (token: string) => ({ cookie: `locale=ka; session=${encodeURIComponent(token)}; other=1` });

describe('the session cookie', () => {
  it('signs in a GET request without a bearer header', async () => {
    const patient = await signIn(s, 'Patient');
    const res = await s.app.inject({ method: 'GET', url: '/api/auth/user', headers: cookie(patient.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(patient.id);
  });

  it('is not accepted for anything that changes data', async () => {
    const patient = await signIn(s, 'Patient');
    const res = await s.app.inject({ method: 'POST', url: '/api/notifications/seen', headers: cookie(patient.token) });
    expect(res.statusCode).toBe(401);
  });

  it('is ignored when it is unknown, empty or malformed', async () => {
    for (const value of ['nope', '', '%E0%A4%A']) {
      const res = await s.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: `session=${value}` } });
      expect(res.statusCode).toBe(401);
    }
  });

  it('gives way to a bearer header', async () => {
    const a = await signIn(s, 'Patient');
    const b = await signIn(s, 'Doctor');
    const res = await s.app.inject({ method: 'GET', url: '/api/auth/user', headers: { ...cookie(a.token), authorization: `Bearer ${b.token}` } });
    expect(res.json().data.id).toBe(b.id);
  });
});
