import { openSession } from '../../server/features/auth/sessions.service';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LIVE_CLOSE, LIVE_MAX_MESSAGE_BYTES } from '../../src/protocol/live';
import { startTestServer, type TestServer } from '../support/server';
import { connect, signIn, until, type TestSocket } from './live-support';

let s: TestServer;
let url: string;
const sockets: TestSocket[] = [];
const open = (opts: Parameters<typeof connect>[1]) => {
  const ws = connect(url, opts);
  sockets.push(ws);
  return ws;
};

beforeEach(async () => {
  s = await startTestServer({ listen: true });
  url = s.url!;
});
afterEach(async () => {
  for (const ws of sockets.splice(0)) ws.close();
  await s.close();
});

describe('live channel: who may connect', () => {
  it('refuses a socket without a token with the unauthorized close code', async () => {
    expect(await open({}).closed).toBe(LIVE_CLOSE.unauthorized);
  });

  it('refuses a socket with an unknown token', async () => {
    expect(await open({ token: 'not-a-real-token' }).closed).toBe(LIVE_CLOSE.unauthorized);
  });

  it('refuses a socket whose session was logged out', async () => {
    const u = await signIn(s);
    const out = await s.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${u.token}` } });
    expect(out.statusCode).toBe(200);
    expect(await open({ token: u.token }).closed).toBe(LIVE_CLOSE.unauthorized);
  });

  it('answers no message sent before the token was refused', async () => {
    const ws = open({ token: 'nope' });
    ws.sendRaw(JSON.stringify({ type: 'Ping', request_id: 'early' }));
    await ws.closed;
    expect(ws.received).toEqual([]);
  });

  it('without PUBLIC_URL accepts only a page served by the host the socket connects to', async () => {
    const u = await signIn(s);
    expect(await open({ token: u.token, origin: 'https://evil.example' }).closed).toBe(LIVE_CLOSE.forbiddenOrigin);
    const ok = open({ token: u.token, origin: s.url! });
    expect(await ok.request('Ping')).toMatchObject({ response_type: 'Ok' });
  });

  it('with PUBLIC_URL accepts only that origin', async () => {
    const strict = await startTestServer({ listen: true, env: { PUBLIC_URL: 'https://clinic.example' } });
    try {
      const u = await signIn(strict);
      const refused = connect(strict.url!, { token: u.token, origin: strict.url! });
      expect(await refused.closed).toBe(LIVE_CLOSE.forbiddenOrigin);
      const ok = connect(strict.url!, { token: u.token, origin: 'https://clinic.example' });
      expect(await ok.request('Ping')).toMatchObject({ response_type: 'Ok' });
      ok.close();
    } finally {
      await strict.close();
    }
  });

  it('closes every socket of a session within a second of its logout, and only that session', async () => {
    const u = await signIn(s);
    const other = await signIn(s);
    const ws = open({ token: u.token });
    const bystander = open({ token: other.token });
    await ws.request('Ping');
    await bystander.request('Ping');
    const started = Date.now();
    await s.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${u.token}` } });
    expect(await ws.closed).toBe(LIVE_CLOSE.unauthorized);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await bystander.request('Ping')).toMatchObject({ response_type: 'Ok' });
  });

  it('closes the sockets of a person’s other sessions when they change their password, keeping this one', async () => {
    const u = await signIn(s);
    const secondToken = await openSession(s.db, s.clock.now(), u.id, { ip: '127.0.0.1', userAgent: 'phone' });
    const here = open({ token: u.token });
    const elsewhere = open({ token: secondToken });
    await here.request('Ping');
    await elsewhere.request('Ping');
    const res = await s.app.inject({
      method: 'PUT',
      url: '/api/profile/password',
      headers: { authorization: `Bearer ${u.token}` },
      payload: { current_password: 'correct-horse-42', password: 'a-new-long-passphrase-7', password_confirm: 'a-new-long-passphrase-7' },
    });
    expect(res.statusCode).toBe(200);
    expect(await elsewhere.closed).toBe(LIVE_CLOSE.unauthorized);
    expect(await here.request('Ping')).toMatchObject({ response_type: 'Ok' });
  });
});

describe('live channel: requests and answers', () => {
  let ws: TestSocket;
  beforeEach(async () => {
    ws = open({ token: (await signIn(s)).token });
  });

  it('answers Ping with Ok and the same request id', async () => {
    const answer = await ws.request('Ping');
    expect(answer.response_type).toBe('Ok');
    expect(answer.request_id).toMatch(/^r\d+$/);
  });

  it('answers text that is not JSON with live.malformed and keeps the socket working', async () => {
    ws.sendRaw('{not json');
    const answer = await ws.next((m) => m.response_type === 'Error');
    expect(answer).toMatchObject({ request_id: null, code: 'live.malformed' });
    expect(await ws.request('Ping')).toMatchObject({ response_type: 'Ok' });
  });

  it('answers a message without request_id or type with live.malformed', async () => {
    ws.sendRaw(JSON.stringify({ type: 'Ping' }));
    ws.sendRaw(JSON.stringify({ request_id: 'x1' }));
    ws.sendRaw(JSON.stringify([1, 2]));
    await until(() => ws.received.length === 3);
    expect(ws.received.map((m) => m.code)).toEqual(['live.malformed', 'live.malformed', 'live.malformed']);
    expect(ws.received[1].request_id).toBe('x1');
    expect(await ws.request('Ping')).toMatchObject({ response_type: 'Ok' });
  });

  it('answers an unknown type with live.unknown_type', async () => {
    expect(await ws.request('Teleport', { to: 'Mars' })).toMatchObject({ response_type: 'Error', code: 'live.unknown_type' });
    expect(await ws.request('Ping')).toMatchObject({ response_type: 'Ok' });
  });

  it('answers a message over 64 KiB with live.too_large and keeps the socket working', async () => {
    const big = JSON.stringify({ type: 'Ping', request_id: 'big', payload: 'x'.repeat(LIVE_MAX_MESSAGE_BYTES) });
    ws.sendRaw(big);
    expect(await ws.next((m) => m.response_type === 'Error')).toMatchObject({ code: 'live.too_large' });
    const justFits = JSON.stringify({ type: 'Ping', request_id: 'fits', payload: '' });
    ws.sendRaw(justFits + ' '.repeat(LIVE_MAX_MESSAGE_BYTES - justFits.length));
    expect(await ws.next((m) => m.request_id === 'fits')).toMatchObject({ response_type: 'Ok' });
    expect(ws.isOpen()).toBe(true);
  });

  it('lets a feature add a message handler whose answer and errors reach the client', async () => {
    s.app.live.hub.handle('Echo', (ctx, payload) => {
      if (payload === 'fail') throw new Error('boom');
      return { payload, user_id: ctx.userId };
    });
    expect(await ws.request('Echo', 'hi')).toMatchObject({ response_type: 'Ok', data: { payload: 'hi' } });
    expect(await ws.request('Echo', 'fail')).toMatchObject({ response_type: 'Error', code: 'internal' });
    expect(await ws.request('Ping')).toMatchObject({ response_type: 'Ok' });
  });
});
