import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../server/features/auth/sessions.service';
import { clinicOperators } from '../../server/features/chats';
import { startTestServer, TestClock, type TestServer } from '../support/server';

/**
 * An operator whose clinic membership an administrator deactivated keeps their account but loses
 * the clinic: its chats, its inquiries and its notifications, like every other right there.
 */
let s: TestServer;
let operator: { id: string; token: string };
let clinicChat: string;

beforeAll(async () => {
  s = await startTestServer({ seed: true, clock: new TestClock(new Date()) });
  const user = await s.db.selectFrom('users').select('id').where('id_number', '=', '01001000003').executeTakeFirstOrThrow();
  operator = { id: user.id, token: await openSession(s.db, s.clock.now(), user.id, { ip: '127.0.0.1', userAgent: 'test' }) };
  clinicChat = (await s.db.selectFrom('chat_spaces').select('id').where('type', '=', 'PatientClinic').where('clinic_id', '=', 1).executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await s.close();
});

const get = (url: string) => s.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${operator.token}` } });

describe('a deactivated operator', () => {
  it("reads the clinic's chats and inquiries while a member, and none of them once deactivated", async () => {
    expect((await get('/api/chat-spaces')).json().data.map((c: { id: string }) => c.id)).toContain(clinicChat);
    expect((await get(`/api/chat-spaces/${clinicChat}/messages`)).statusCode).toBe(200);
    expect((await get('/api/clinic-inquiries?all=true')).json().data.length).toBeGreaterThan(0);
    expect(await clinicOperators(s.db, 1)).toContain(operator.id);

    await s.db.updateTable('clinic_members').set({ deactivated_at: s.clock.now() }).where('user_id', '=', operator.id).where('clinic_id', '=', 1).execute();

    expect((await get('/api/chat-spaces')).json().data.map((c: { id: string }) => c.id)).not.toContain(clinicChat);
    const history = await get(`/api/chat-spaces/${clinicChat}/messages`);
    expect([403, 404]).toContain(history.statusCode);
    expect(history.body).not.toMatch(/text/);
    expect((await get('/api/clinic-inquiries?all=true')).json().data).toEqual([]);
    expect(await clinicOperators(s.db, 1)).not.toContain(operator.id);
  });
});
