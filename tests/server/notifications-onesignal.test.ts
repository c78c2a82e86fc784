import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { signIn, until } from './live-support';
import { bearer, notifyUser } from './notifications-support';
import { startFakeOnesignal, type FakeOnesignal } from './onesignal-fake';

const APP_ID = 'a1b2c3d4-0000-4000-8000-000000000001';
const REST_KEY = 'rest-key-secret';
const DEVICE = '3f2c1e2a-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

let fake: FakeOnesignal;
let s: TestServer;

beforeEach(async () => {
  fake = await startFakeOnesignal();
});
afterEach(async () => {
  await s?.close();
  await fake.close();
});

const configured = () =>
  startTestServer({ env: { ONESIGNAL_APP_ID: APP_ID, ONESIGNAL_REST_API_KEY: REST_KEY, ONESIGNAL_API_URL: fake.url, PUBLIC_URL: 'https://clinic.example' } });
const subscribe = (token: string, id: unknown) =>
  s.app.inject({ method: 'POST', url: '/api/notifications/onesignal', headers: bearer(token), payload: { onesignal_user_id: id } });
/** Long enough for a push that was going to be sent to reach the fake. */
const settle = () => new Promise((r) => setTimeout(r, 400));

describe('OneSignal push', () => {
  it('sends a new notification to the person\'s subscriptions with both languages, the app id and the key', async () => {
    s = await configured();
    const u = await signIn(s);
    const res = await subscribe(u.token, DEVICE);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { ok: true } });
    await notifyUser(s, u.id, { entityId: 'chat-42' });
    await until(() => fake.requests.length === 1);
    const [req] = fake.requests;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/api/v1/notifications');
    expect(req.headers.authorization).toBe(`Basic ${REST_KEY}`);
    expect(req.body).toEqual({
      app_id: APP_ID,
      include_subscription_ids: [DEVICE],
      headings: { en: 'Nino Beridze', ka: 'ნინო ბერიძე' },
      contents: { en: 'Hello', ka: 'გამარჯობა' },
      url: 'https://clinic.example/chats/chat-42',
    });
  });

  it('uses the action\'s own text when the notification has none', async () => {
    s = await configured();
    const u = await signIn(s);
    await subscribe(u.token, DEVICE);
    await notifyUser(s, u.id, { action: 'call.missed', entity: { title: { ka: 'ექიმი', en: 'Doctor' }, chat_space_id: 'chat-5' }, entityId: 'call-1', entityType: 'call' });
    await until(() => fake.requests.length === 1);
    expect(fake.requests[0].body.contents).toEqual({ en: 'Missed call', ka: 'გამოტოვებული ზარი' });
    expect(fake.requests[0].body.url).toBe('https://clinic.example/chats/chat-5');
  });

  it('keeps one subscription when the same device registers twice', async () => {
    s = await configured();
    const u = await signIn(s);
    expect((await subscribe(u.token, DEVICE)).statusCode).toBe(200);
    expect((await subscribe(u.token, DEVICE)).statusCode).toBe(200);
    await notifyUser(s, u.id);
    await until(() => fake.requests.length === 1);
    expect(fake.requests[0].body.include_subscription_ids).toEqual([DEVICE]);
  });

  it('still creates the notification when OneSignal answers 500', async () => {
    s = await configured();
    fake.status = 500;
    const u = await signIn(s);
    await subscribe(u.token, DEVICE);
    const made = await notifyUser(s, u.id);
    await until(() => fake.requests.length === 1);
    const list = await s.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(u.token) });
    expect(list.json().data.items.map((n: { id: string }) => n.id)).toEqual([made.id]);
  });

  it('sends nothing to a person without subscriptions', async () => {
    s = await configured();
    const u = await signIn(s);
    await notifyUser(s, u.id);
    await settle();
    expect(fake.requests).toEqual([]);
  });

  it('sends nothing without OneSignal settings, and the notification is still created', async () => {
    s = await startTestServer({ env: { ONESIGNAL_API_URL: fake.url } });
    const u = await signIn(s);
    expect((await subscribe(u.token, DEVICE)).statusCode).toBe(200);
    await notifyUser(s, u.id);
    await settle();
    expect(fake.requests).toEqual([]);
    const list = await s.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(u.token) });
    expect(list.json().data.total).toBe(1);
  });
});

describe('OneSignal subscription input', () => {
  it.each([
    ['', 'field.too_short'],
    ['   ', 'field.required'],
    ['x'.repeat(101), 'field.too_long'],
    ['not an id', 'field.format'],
    [{ id: 'x' }, 'field.format'],
  ])('rejects %j with %s and stores nothing', async (value, code) => {
    s = await configured();
    const u = await signIn(s);
    const res = await subscribe(u.token, value);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([expect.objectContaining({ path: 'onesignal_user_id', code })]);
    await notifyUser(s, u.id);
    await settle();
    expect(fake.requests).toEqual([]);
  });
});
