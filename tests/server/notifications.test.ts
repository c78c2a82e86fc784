import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withEvents } from '../../server/events/event-store';
import { notify } from '../../server/features/notifications/notifications.service';
import { startTestServer, type TestServer } from '../support/server';
import { connect, signIn, type TestSocket } from './live-support';
import { bearer, notifyUser } from './notifications-support';

let s: TestServer;
const sockets: TestSocket[] = [];

beforeEach(async () => {
  s = await startTestServer({ listen: true });
});
afterEach(async () => {
  for (const ws of sockets.splice(0)) ws.close();
  await s.close();
});

const get = (url: string, token: string) => s.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, token: string) => s.app.inject({ method: 'POST', url, headers: bearer(token) });

describe('notifications list', () => {
  it('lists a person their notifications newest first, in pages with the total', async () => {
    const u = await signIn(s);
    for (let i = 1; i <= 5; i += 1) {
      await notifyUser(s, u.id, { entityId: `chat-${i}` });
      s.clock.advance(60_000);
    }
    const first = await get('/api/notifications?page=1&limit=2', u.token);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.total).toBe(5);
    expect(first.json().data.items.map((n: { entity_id: string }) => n.entity_id)).toEqual(['chat-5', 'chat-4']);
    const last = await get('/api/notifications?page=3&limit=2', u.token);
    expect(last.json().data.items.map((n: { entity_id: string }) => n.entity_id)).toEqual(['chat-1']);
  });

  it('keeps notifications made in the same instant newest first', async () => {
    const u = await signIn(s);
    await notifyUser(s, u.id, { entityId: 'a' });
    await notifyUser(s, u.id, { entityId: 'b' });
    const res = await get('/api/notifications', u.token);
    expect(res.json().data.items.map((n: { entity_id: string }) => n.entity_id)).toEqual(['b', 'a']);
  });

  it('answers each notification with its action, time, entity snapshot and entity reference', async () => {
    const u = await signIn(s);
    const made = await notifyUser(s, u.id, {
      action: 'call.missed',
      entity: { title: { ka: 'ექიმი', en: 'Doctor' }, actor_id: null, chat_space_id: 'chat-9' },
      entityId: 'call-7',
      entityType: 'call',
    });
    const res = await get('/api/notifications', u.token);
    expect(res.json().data.items).toEqual([
      {
        id: made.id,
        action: 'call.missed',
        created_at: s.clock.now().toISOString(),
        entity: { title: { ka: 'ექიმი', en: 'Doctor' }, actor_id: null, chat_space_id: 'chat-9' },
        entity_id: 'call-7',
        entity_type: 'call',
      },
    ]);
  });

  it('never shows a person another person\'s notifications', async () => {
    const owner = await signIn(s);
    const other = await signIn(s);
    await notifyUser(s, owner.id);
    s.clock.advance(1000);
    await post('/api/notifications/seen', owner.token);
    const list = await get('/api/notifications', other.token);
    expect(list.json().data).toEqual({ items: [], total: 0 });
    const summary = await get('/api/notifications/summary', other.token);
    expect(summary.json().data).toEqual({ last_notification: null, last_seen: null });
  });

  it('rejects a limit above the page maximum with a field error', async () => {
    const u = await signIn(s);
    const res = await get('/api/notifications?limit=1000', u.token);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].path).toBe('limit');
  });

  it('answers 401 to every notification call without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/summary'],
      ['POST', '/api/notifications/seen'],
      ['POST', '/api/notifications/onesignal'],
    ] as const) {
      const res = await s.app.inject({ method, url, ...(url.endsWith('onesignal') ? { payload: { onesignal_user_id: 'x' } } : {}) });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code).toBe('unauthorized');
    }
  });
});

describe('notification summary and seen', () => {
  it('gives nulls before anything happened', async () => {
    const u = await signIn(s);
    const res = await get('/api/notifications/summary', u.token);
    expect(res.json()).toEqual({ data: { last_notification: null, last_seen: null } });
  });

  it('gives the newest notification time, and the time of seen once the list was seen', async () => {
    const u = await signIn(s);
    await notifyUser(s, u.id);
    s.clock.advance(30_000);
    const newest = s.clock.now().toISOString();
    await notifyUser(s, u.id);
    const before = await get('/api/notifications/summary', u.token);
    expect(before.json().data).toEqual({ last_notification: newest, last_seen: null });

    s.clock.advance(5 * 60_000);
    const seen = await post('/api/notifications/seen', u.token);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual({ data: { last_seen: s.clock.now().toISOString() } });
    const after = await get('/api/notifications/summary', u.token);
    expect(after.json().data).toEqual({ last_notification: newest, last_seen: s.clock.now().toISOString() });
  });

  it('moves last_seen to the new now when the list is seen again', async () => {
    const u = await signIn(s);
    await post('/api/notifications/seen', u.token);
    s.clock.advance(3_600_000);
    const again = await post('/api/notifications/seen', u.token);
    expect(again.json().data.last_seen).toBe(s.clock.now().toISOString());
  });
});

describe('NotificationCreated push', () => {
  it('reaches the person\'s socket with the notification, and nobody else\'s', async () => {
    const u = await signIn(s);
    const other = await signIn(s);
    const ws = connect(s.url!, { token: u.token });
    const bystander = connect(s.url!, { token: other.token });
    sockets.push(ws, bystander);
    await ws.request('Ping');
    await bystander.request('Ping');
    const made = await notifyUser(s, u.id);
    const push = await ws.next((m) => m.type === 'NotificationCreated');
    expect(push).toEqual({ type: 'NotificationCreated', payload: made });
    await bystander.request('Ping');
    expect(bystander.received.some((m) => m.type === 'NotificationCreated')).toBe(false);
  });

  it('pushes nothing and keeps nothing when the caller\'s transaction rolls back', async () => {
    const u = await signIn(s);
    const ws = connect(s.url!, { token: u.token });
    sockets.push(ws);
    await ws.request('Ping');
    await expect(
      withEvents({ db: s.db, bus: s.bus, clock: s.clock }, async (trx, emit) => {
        await notify(trx, emit, { userId: u.id, action: 'inquiry.created', entity: { title: { ka: 'კლინიკა', en: 'Clinic' } }, entityId: 'inq-1', entityType: 'clinic_inquiry' }, s.clock.now());
        throw new Error('the feature failed after notifying');
      }),
    ).rejects.toThrow('the feature failed');
    await ws.request('Ping');
    await notifyUser(s, u.id, { entityId: 'after' });
    await ws.next((m) => m.type === 'NotificationCreated');
    const pushed = ws.received.filter((m) => m.type === 'NotificationCreated');
    expect(pushed.map((m) => (m.payload as { entity_id: string }).entity_id)).toEqual(['after']);
    const list = await get('/api/notifications', u.token);
    expect(list.json().data.total).toBe(1);
  });
});
