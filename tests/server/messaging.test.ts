import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { createUser } from '../support/fixtures';
import { post, readOutbox } from './auth-support';

let s: TestServer | null = null;
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await s?.close();
  s = null;
  while (closers.length) await closers.pop()!();
});

/** A real SMTP server on a random local port that keeps every message it receives. */
async function startSmtp() {
  const received: { from: string; to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    disableReverseLookup: true,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { port: (server.server.address() as AddressInfo).port, received };
}

/** A local HTTP SMS gateway answering `status`, recording each request. */
async function startGateway(status: number) {
  const received: { auth: string | undefined; contentType: string | undefined; body: unknown }[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ auth: req.headers.authorization, contentType: req.headers['content-type'], body: JSON.parse(body) });
      res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`, received };
}

describe('sending codes', () => {
  it('e-mails the code through the configured SMTP server', async () => {
    const smtp = await startSmtp();
    s = await startTestServer({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SMTP_FROM: 'Clinic <no-reply@clinic.test>' } });
    const u = await createUser(s.db, { email: 'nino.beridze@example.ge', language: 'en' });
    const res = await post(s, '/api/auth/login-with-email/request', { identifier: u.idNumber });
    expect(res.statusCode).toBe(200);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].to).toEqual(['nino.beridze@example.ge']);
    expect(smtp.received[0].from).toBe('no-reply@clinic.test');
    const code = /one-time code is (\d{6})\./.exec(smtp.received[0].raw)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(readOutbox(s)).toEqual([]);
    const signIn = await post(s, '/api/auth/login-with-phone/submit', { identifier: u.idNumber, code });
    expect(signIn.statusCode).toBe(200);
  });

  it('texts the code through the configured SMS gateway with its bearer token', async () => {
    const gateway = await startGateway(200);
    s = await startTestServer({ env: { SMS_GATEWAY_URL: gateway.url, SMS_GATEWAY_TOKEN: 'gw-secret' } });
    const u = await createUser(s.db, { phone: '+995555001234' });
    const res = await post(s, '/api/auth/login-with-phone/request', { identifier: u.idNumber });
    expect(res.statusCode).toBe(200);
    expect(gateway.received).toHaveLength(1);
    expect(gateway.received[0].auth).toBe('Bearer gw-secret');
    expect(gateway.received[0].contentType).toMatch(/^application\/json/);
    const body = gateway.received[0].body as { to: string; text: string };
    expect(Object.keys(body).sort()).toEqual(['text', 'to']);
    expect(body.to).toBe('+995555001234');
    const code = /(\d{6})/.exec(body.text)![1];
    expect(body.text).toBe(`თქვენი ერთჯერადი კოდია ${code}. კოდი მოქმედებს 5 წუთი.`);
    expect(readOutbox(s)).toEqual([]);
    expect((await post(s, '/api/auth/login-with-phone/submit', { identifier: u.idNumber, code })).statusCode).toBe(200);
  });

  it('answers 502 when the gateway refuses, keeping no code and no resend delay', async () => {
    const gateway = await startGateway(503);
    s = await startTestServer({ env: { SMS_GATEWAY_URL: gateway.url } });
    const u = await createUser(s.db);
    const res = await post(s, '/api/auth/login-with-phone/request', { identifier: u.idNumber });
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('auth.code_delivery_failed');
    expect(gateway.received[0].auth).toBeUndefined();
    expect(await s.db.selectFrom('auth_codes').select('id').execute()).toEqual([]);
    expect((await post(s, '/api/auth/login-with-phone/request', { identifier: u.idNumber })).statusCode).toBe(502);
    expect(gateway.received).toHaveLength(2);
  });

  it('keeps SMS in the local outbox while e-mail goes by SMTP', async () => {
    const smtp = await startSmtp();
    s = await startTestServer({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
    const u = await createUser(s.db, { phone: '+995555009988' });
    expect((await post(s, '/api/auth/login-with-phone/request', { identifier: u.idNumber })).statusCode).toBe(200);
    expect(readOutbox(s)).toEqual([expect.objectContaining({ channel: 'sms', to: '+995555009988' })]);
    expect(smtp.received).toEqual([]);
  });
});
