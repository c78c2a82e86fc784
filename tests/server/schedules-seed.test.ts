import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_STATUSES, type Schedule } from '../../src/protocol/schedules';
import { DEMO_ACCOUNTS } from '../../server/db/seed/seed';
import { startTestServer, type TestServer } from '../support/server';
import { expectSchedulesRebuiltFromStreams } from './schedules-support';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ seed: true });
}, 60_000);
afterAll(async () => s.close());

const idOf = async (identifier: string) => (await s.db.selectFrom('users').select('id').where('id_number', '=', identifier).executeTakeFirstOrThrow()).id;

describe('the demo appointments', () => {
  it('give the demo doctor a week in every status with the demo patient and two more, two for the operator to confirm', async () => {
    const doctor = await idOf(DEMO_ACCOUNTS[1].identifier);
    const rows = await s.db.selectFrom('schedules').selectAll().orderBy('start_time').execute();
    expect(rows.length).toBe(10);
    expect(new Set(rows.map((r) => r.assignee_id))).toEqual(new Set([doctor]));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(SCHEDULE_STATUSES));
    expect(new Set(rows.map((r) => r.patient_id)).size).toBe(3);
    expect(rows.filter((r) => r.status === 'created')).toHaveLength(2);
    expect(new Set(rows.map((r) => r.clinic_id))).toEqual(new Set([1]));
    const span = Date.parse(String(rows[rows.length - 1].start_time)) - Date.parse(String(rows[0].start_time));
    // Three working days back to four ahead: at most eleven calendar days with the weekends between.
    expect(span).toBeLessThanOrEqual(11 * 24 * 3600 * 1000);
    // Apart from the consultation under way today, each falls on a weekday, in the doctor's working hours (Monday–Friday 09:00–17:00 but 13–14).
    for (const r of rows.filter((x) => x.status !== 'activated')) {
      const wall = new Date(Date.parse(String(r.start_time)) + 4 * 3600 * 1000);
      expect([1, 2, 3, 4, 5]).toContain(wall.getUTCDay());
      const minute = wall.getUTCHours() * 60 + wall.getUTCMinutes();
      expect(minute >= 9 * 60 && minute < 17 * 60 && (minute < 13 * 60 || minute >= 14 * 60)).toBe(true);
    }
    const provided = (await s.db.selectFrom('doctor_services').select('clinic_service_id').where('doctor_id', '=', doctor).execute()).map((r) => r.clinic_service_id);
    for (const r of rows) expect(provided).toContain(r.clinic_service_id);
    expect(await expectSchedulesRebuiltFromStreams(s)).toBe(10);
  });

  it('are seen by the demo operator through the API', async () => {
    const login = await s.app.inject({ method: 'POST', url: '/api/auth/login-with-password', payload: { identifier: DEMO_ACCOUNTS[2].identifier, password: DEMO_ACCOUNTS[2].password } });
    expect(login.statusCode, login.body).toBe(200);
    const token = login.json().data.token as string;
    const list = (await s.app.inject({ method: 'GET', url: '/api/schedules', headers: { authorization: `Bearer ${token}` } })).json().data.items as Schedule[];
    expect(list).toHaveLength(10);
  });
});
