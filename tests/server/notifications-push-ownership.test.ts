import { describe, expect, it } from 'vitest';
import { SESSION_DAYS } from '../../src/protocol/auth';
import { openSession } from '../../server/features/auth/sessions.service';
import { startTestServer, type TestServer } from '../support/server';
import { serverHooks } from '../support/server-hooks';
import { signIn } from './live-support';
import { bearer, notifyUser } from './notifications-support';
import { startFakeOnesignal, type FakeOnesignal } from './onesignal-fake';

/**
 * Issue 18: a OneSignal id belongs to the session that registered it. Nobody else can take it
 * while that session is open; signing out (or the session expiring) stops its pushes and frees
 * the device for whoever signs in on it next.
 */

const DEVICE = '3f2c1e2a-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const OTHER_DEVICE = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

let fake: FakeOnesignal;
let s: TestServer;

const start = async () => {
  fake = await startFakeOnesignal();
  s = await startTestServer({ env: { ONESIGNAL_APP_ID: 'app-1', ONESIGNAL_REST_API_KEY: 'rest-key', ONESIGNAL_API_URL: fake.url, PUBLIC_URL: 'https://clinic.example' } });
};
const stop = async () => {
  await s.close();
  await fake.close();
};
const { freshServer, sharedServer } = serverHooks(start, stop);

const subscribe = (token: string, id: unknown) =>
  s.app.inject({ method: 'POST', url: '/api/notifications/onesignal', headers: bearer(token), payload: { onesignal_user_id: id } });
/** Long enough for a push that was going to be sent to reach the fake. */
const settle = () => new Promise((r) => setTimeout(r, 400));
/** The devices a push to `userId` goes to ([] when none is sent). */
async function devicesOf(userId: string): Promise<unknown> {
  const before = fake.requests.length;
  await notifyUser(s, userId);
  await settle();
  const sent = fake.requests.slice(before);
  expect(sent.length).toBeLessThanOrEqual(1);
  return sent[0]?.body.include_subscription_ids ?? [];
}
/** A second session of the same person (signing in on another device, or again on this one). */
const anotherSession = (userId: string) => openSession(s.db, s.clock.now(), userId, { ip: '127.0.0.1', userAgent: 'test' });

describe('a OneSignal id another person holds', () => {
  freshServer();
  it('is refused with push.subscription_taken, naming nobody; its owner still gets the pushes and the caller gets none there', async () => {
    const a = await signIn(s);
    const b = await signIn(s);
    expect((await subscribe(a.token, DEVICE)).statusCode).toBe(200);

    const res = await subscribe(b.token, DEVICE);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'push.subscription_taken', message: expect.any(String) });
    expect(res.body).not.toContain(a.id);

    expect(await devicesOf(a.id)).toEqual([DEVICE]);
    expect(await devicesOf(b.id)).toEqual([]);
  });

  it('leaves the caller\'s own devices as they were', async () => {
    const a = await signIn(s);
    const b = await signIn(s);
    await subscribe(a.token, DEVICE);
    await subscribe(b.token, OTHER_DEVICE);
    expect((await subscribe(b.token, DEVICE)).statusCode).toBe(409);
    expect(await devicesOf(b.id)).toEqual([OTHER_DEVICE]);
  });

  it('is refused however it is written around (spaces are trimmed to the same id)', async () => {
    const a = await signIn(s);
    const b = await signIn(s);
    await subscribe(a.token, DEVICE);
    expect((await subscribe(b.token, `  ${DEVICE} `)).statusCode).toBe(409);
    expect(await devicesOf(a.id)).toEqual([DEVICE]);
  });

  it('goes to exactly one of two people registering it at the same moment', async () => {
    const a = await signIn(s);
    const b = await signIn(s);
    const answers = await Promise.all([subscribe(a.token, DEVICE), subscribe(b.token, DEVICE)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = answers[0].statusCode === 200 ? a : b;
    const loser = winner === a ? b : a;
    expect(await devicesOf(winner.id)).toEqual([DEVICE]);
    expect(await devicesOf(loser.id)).toEqual([]);
  });
});

describe('registering one\'s own OneSignal id', () => {
  freshServer();
  it('again is fine and keeps one subscription', async () => {
    const a = await signIn(s);
    expect((await subscribe(a.token, DEVICE)).json()).toEqual({ data: { ok: true } });
    expect((await subscribe(a.token, DEVICE)).json()).toEqual({ data: { ok: true } });
    expect(await devicesOf(a.id)).toEqual([DEVICE]);
  });

  it('from a new session moves it to that session: signing out of the old one no longer stops it', async () => {
    const a = await signIn(s);
    await subscribe(a.token, DEVICE);
    const again = await anotherSession(a.id);
    expect((await subscribe(again, DEVICE)).statusCode).toBe(200);
    expect((await s.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(a.token) })).statusCode).toBe(200);
    expect(await devicesOf(a.id)).toEqual([DEVICE]);
  });
});

describe('signing out releases the device', () => {
  freshServer();
  it('stops its pushes at once, and the next person signing in on it gets it', async () => {
    const a = await signIn(s);
    await subscribe(a.token, DEVICE);
    expect((await s.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(a.token) })).statusCode).toBe(200);
    expect(await devicesOf(a.id)).toEqual([]);

    const b = await signIn(s);
    expect((await subscribe(b.token, DEVICE)).statusCode).toBe(200);
    expect(await devicesOf(b.id)).toEqual([DEVICE]);
    expect(await devicesOf(a.id)).toEqual([]);
  });

  it('only for the session signed out of: the person\'s devices in other sessions keep their pushes', async () => {
    const a = await signIn(s);
    const laptop = await anotherSession(a.id);
    await subscribe(a.token, DEVICE);
    await subscribe(laptop, OTHER_DEVICE);
    await s.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(a.token) });
    expect(await devicesOf(a.id)).toEqual([OTHER_DEVICE]);
  });

  it('happens too when the session expires', async () => {
    const a = await signIn(s);
    await subscribe(a.token, DEVICE);
    s.clock.advance(SESSION_DAYS * 24 * 60 * 60 * 1000 - 1000);
    expect(await devicesOf(a.id)).toEqual([DEVICE]);
    const b = await signIn(s);
    expect((await subscribe(b.token, DEVICE)).statusCode).toBe(409);

    s.clock.advance(1000);
    expect(await devicesOf(a.id)).toEqual([]);
    expect((await subscribe(b.token, DEVICE)).statusCode).toBe(200);
    expect(await devicesOf(b.id)).toEqual([DEVICE]);
  });
});

describe('a OneSignal id that cannot be one', () => {
  // Refusals that store nothing: one server for the block.
  sharedServer();
  it.each([
    ['bad characters', 'id with spaces'],
    ['a NUL byte', `${DEVICE}\u0000`],
    ['an unpaired surrogate', `${DEVICE}\ud800`],
    ['a script', '<script>alert(1)</script>'],
    ['more than 100 characters', 'a'.repeat(101)],
  ])('with %s is refused with a 4xx and stores nothing', async (_, value) => {
    const a = await signIn(s);
    const res = await subscribe(a.token, value);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().code).toEqual(expect.any(String));
    const stored = await s.db.selectFrom('onesignal_subscriptions').select('onesignal_user_id').execute();
    expect(stored).toEqual([]);
  });
});
