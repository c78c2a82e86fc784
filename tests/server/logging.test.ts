import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../server/logging';
import { startTestServer, type TestServer } from '../support/server';
import { createUser } from '../support/fixtures';
import { connect, signIn, type TestSocket } from './live-support';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let s: TestServer | null = null;
const sockets: TestSocket[] = [];
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const ws of sockets.splice(0)) ws.close();
  await s?.close();
  s = null;
  while (closers.length) await closers.pop()!();
});

/** A server logging at `info` with the server's logger options into `lines` (one JSON text each). */
async function loggedServer(opts: { listen?: boolean; env?: Record<string, string> } = {}) {
  const lines: string[] = [];
  const stream = { write: (line: string) => void lines.push(line) };
  const server = await startTestServer({ ...opts, app: { logger: { ...loggerOptions({ logLevel: 'info' }), stream } } });
  return { server, lines, records: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>) };
}

/** Every string (keys included) of a parsed log line. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [k, ...stringsOf(v)]);
  return [];
}

/** True when some string of some line contains `secret`. */
const logged = (records: Record<string, unknown>[], secret: string) => records.some((r) => stringsOf(r).some((t) => t.includes(secret)));

describe('structured logs', () => {
  it('log a socket opened with ?token= and signed-in API calls without the token, as JSON lines with request ids and the user id', async () => {
    const { server, lines, records } = await loggedServer({ listen: true });
    s = server;
    const user = await createUser(server.db, { phone: '+995555770011' });
    const { token } = await signIn(server);
    const socketUser = await signIn(server);
    const ws = connect(server.url!, { token: socketUser.token });
    sockets.push(ws);
    expect(await ws.request('Ping')).toMatchObject({ response_type: 'Ok' });

    const signedIn = await fetch(`${server.url}/api/auth/user`, { headers: { authorization: `Bearer ${token}`, cookie: `session=${token}` } });
    expect(signedIn.status).toBe(200);
    const me = ((await signedIn.json()) as { data: { id: string } }).data.id;
    // A token or a personal id number in a query string is not logged either.
    expect((await fetch(`${server.url}/api/settings?token=${token}&q=${user.idNumber}`)).status).toBe(200);

    expect(lines.length).toBeGreaterThan(0);
    const all = records();
    for (const secret of [token, socketUser.token, user.idNumber, '+995555770011']) expect(logged(all, secret)).toBe(false);

    const requestLines = all.filter((r) => r.msg === 'incoming request');
    expect(requestLines.map((r) => (r.req as { url: string }).url)).toEqual(
      expect.arrayContaining(['/ws?token=[redacted]', '/api/auth/user', '/api/settings?token=[redacted]&q=[redacted]']),
    );
    for (const r of all.filter((r) => r.msg === 'incoming request' || r.msg === 'request completed')) expect(r.reqId).toEqual(expect.stringMatching(UUID));

    const userCall = requestLines.find((r) => (r.req as { url: string }).url === '/api/auth/user')!;
    expect(userCall.req).toEqual({ method: 'GET', url: '/api/auth/user', route: '/api/auth/user', remoteAddress: '127.0.0.1' });
    const completed = all.find((r) => r.msg === 'request completed' && r.reqId === userCall.reqId)!;
    expect(completed.res).toEqual({ statusCode: 200, userId: me });
    expect(completed.responseTime).toEqual(expect.any(Number));
  }, 60_000);

  it('log neither the phone number nor the code of a code sent through an SMS gateway', async () => {
    const texts: string[] = [];
    const gateway: Server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        texts.push((JSON.parse(body) as { text: string }).text);
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    closers.push(() => new Promise<void>((resolve) => gateway.close(() => resolve())));
    const { server, records } = await loggedServer({ env: { SMS_GATEWAY_URL: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send` } });
    s = server;
    const user = await createUser(server.db, { phone: '+995555770022' });

    const res = await server.app.inject({ method: 'POST', url: '/api/auth/login-with-phone/request', payload: { identifier: user.idNumber } });
    expect(res.statusCode).toBe(200);
    const code = /(\d{6})/.exec(texts[0])![1];
    const all = records();
    expect(all.some((r) => r.msg === 'SMS sent through the gateway')).toBe(true);
    for (const secret of ['+995555770022', user.idNumber, code]) expect(logged(all, secret)).toBe(false);
  }, 60_000);
});

describe('request ids', () => {
  // One server for the block: these requests store nothing.
  let logs: Awaited<ReturnType<typeof loggedServer>>;
  beforeAll(async () => {
    logs = await loggedServer();
  });
  afterAll(() => logs.server.close());

  it('use a sane incoming x-request-id, echo it, and log every line of the request under it', async () => {
    const { server, records } = logs;
    const res = await server.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'lb-7f3a.2_X' } });
    expect(res.headers['x-request-id']).toBe('lb-7f3a.2_X');
    expect(records().filter((r) => r.reqId === 'lb-7f3a.2_X').map((r) => r.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('replace an insane or missing x-request-id with a new UUID, echoed', async () => {
    const { server, records } = logs;
    for (const given of ['a b', 'x'.repeat(65), 'id;drop', '"quoted"', undefined]) {
      const res = await server.app.inject({ method: 'GET', url: '/healthz', headers: given === undefined ? {} : { 'x-request-id': given } });
      const id = res.headers['x-request-id'];
      expect(id).toEqual(expect.stringMatching(UUID));
      expect(records().filter((r) => r.reqId === id)).toHaveLength(2);
    }
    expect(logged(records(), 'id;drop')).toBe(false);
  });

  it('echo the id on an error answer too', async () => {
    const { server } = logs;
    const res = await server.app.inject({ method: 'GET', url: '/api/no-such-route', headers: { 'x-request-id': 'trace-404' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-request-id']).toBe('trace-404');
  });
});
