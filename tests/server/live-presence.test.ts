import { beforeEach, describe, expect, it } from 'vitest';
import { readStream } from '../../server/events/event-store';
import type { TestServer } from '../support/server';
import { liveServerEachTest, signIn, until, type TestSocket } from './live-support';

const live = liveServerEachTest();
let s: TestServer;
beforeEach(() => {
  s = live.s;
});
const open = (token: string) => live.connect(token);

const presence = (token: string, ids: string) => s.app.inject({ method: 'GET', url: `/api/presence?ids=${ids}`, headers: { authorization: `Bearer ${token}` } });
const statusChanges = (ws: TestSocket, userId: string) =>
  ws.received.filter((m) => m.type === 'UserStatusChange' && (m.payload as { user_id: string }).user_id === userId).map((m) => (m.payload as { status: string }).status);

describe('presence', () => {
  it('announces a doctor online at the first socket and offline only when the last one closes', async () => {
    const patient = await signIn(s, 'Patient');
    const doctor = await signIn(s, 'Doctor');
    const watcher = open(patient.token);
    await watcher.request('Ping');

    const d1 = open(doctor.token);
    await d1.request('Ping');
    await watcher.next((m) => m.type === 'UserStatusChange');
    const d2 = open(doctor.token);
    await d2.request('Ping');
    d1.close();
    await d1.closed;
    expect((await presence(patient.token, doctor.id)).json().data).toEqual([{ user_id: doctor.id, status: 'online' }]);
    d2.close();
    await until(() => statusChanges(watcher, doctor.id).length === 2);
    expect(statusChanges(watcher, doctor.id)).toEqual(['online', 'offline']);
    expect((await presence(patient.token, doctor.id)).json().data).toEqual([{ user_id: doctor.id, status: 'offline' }]);
    // Stored as to everyone connected, without a list of them; the doctor's own sockets hear nothing.
    const events = await readStream(s.db, `user:${doctor.id}`);
    expect(events.map((e) => [e.audience, e.toEveryone])).toEqual([[[], true], [[], true]]);
    expect(statusChanges(d2, doctor.id)).toEqual([]);
  });

  it("keeps a patient's presence from everyone but still answers it over HTTP", async () => {
    const doctor = await signIn(s, 'Doctor');
    const patient = await signIn(s, 'Patient');
    const watcher = open(doctor.token);
    await watcher.request('Ping');
    const p = open(patient.token);
    await p.request('Ping');
    await until(async () => (await presence(doctor.token, patient.id)).json().data[0].status === 'online');
    await watcher.request('Ping');
    expect(statusChanges(watcher, patient.id)).toEqual([]);
    const events = await readStream(s.db, `user:${patient.id}`);
    expect(events.map((e) => [e.type, e.audience, e.toEveryone])).toEqual([['UserStatusChange', [], false]]);
  });

  it('answers presence only to a signed-in caller and only for user ids', async () => {
    const u = await signIn(s);
    expect((await s.app.inject({ method: 'GET', url: `/api/presence?ids=${u.id}` })).statusCode).toBe(401);
    const bad = await presence(u.token, 'not-an-id');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual([{ path: 'ids', code: 'field.format' }]);
    expect((await presence(u.token, '')).statusCode).toBe(422);
  });

  it('forgets the connections of a node that stops, announcing its users offline', async () => {
    const doctor = await signIn(s, 'Doctor');
    const d = open(doctor.token);
    await d.request('Ping');
    const rows = () => s.db.selectFrom('live_connections').selectAll().execute();
    expect(await rows()).toHaveLength(1);
    await s.app.close();
    expect(await rows()).toEqual([]);
    const events = await readStream(s.db, `user:${doctor.id}`);
    expect(events.map((e) => (e.payload as { status: string }).status)).toEqual(['online', 'offline']);
  });
});
