import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { signIn } from './live-support';
import { book, count, expectSchedulesRebuiltFromStreams, scheduleWorld, tbilisi, type ScheduleWorld } from './schedules-support';

/**
 * Patients racing for one slot: the database's exclusion constraint (schedules_no_overlap) lets
 * exactly one booking commit; every other one is answered `schedule.slot_taken` and leaves nothing
 * behind. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
let s: TestServer;
let w: ScheduleWorld;
beforeEach(async () => {
  s = await startTestServer();
  w = await scheduleWorld(s);
});
afterEach(async () => {
  await s.close();
});

describe('racing for a slot', () => {
  it('lets exactly one of N concurrent bookings of one slot win', async () => {
    const patients = [];
    for (let i = 0; i < 8; i++) patients.push(await signIn(s, 'Patient'));
    const start = tbilisi('2026-11-23', '09:00');
    const answers = await Promise.all(patients.map((p) => book(s, p.token, { clinic_service_id: w.consult, assignee_id: w.doctor.id, start_time: start })));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, ...Array(7).fill(409)]);
    for (const r of answers.filter((a) => a.statusCode === 409)) expect(r.json().code).toBe('schedule.slot_taken');
    expect(await count(s, 'schedules')).toBe(1);
    const created = await s.db.selectFrom('events').select('id').where('type', '=', 'ScheduleCreated').execute();
    expect(created).toHaveLength(1);
    expect(await expectSchedulesRebuiltFromStreams(s)).toBe(1);
  });

  it('refuses overlapping bookings of different services too (buffers and lengths)', async () => {
    // The video consultation 09:00–09:20 holds the doctor until 09:30 with its buffer; 09:20 overlaps it.
    await s.db.updateTable('clinic_services').set({ buffer_after_minutes: 10 }).where('id', '=', w.video).execute();
    const [a, b] = await Promise.all([
      book(s, w.patient.token, { clinic_service_id: w.video, assignee_id: w.doctor.id, start_time: tbilisi('2026-11-23', '09:00') }),
      book(s, w.patient2.token, { clinic_service_id: w.consult, assignee_id: w.doctor.id, start_time: tbilisi('2026-11-23', '09:30') }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const c = await book(s, w.stranger.token, { clinic_service_id: w.video, assignee_id: w.doctor.id, start_time: tbilisi('2026-11-23', '09:20') });
    expect([c.statusCode, c.json().code]).toEqual([409, 'schedule.slot_taken']);
  });
});
