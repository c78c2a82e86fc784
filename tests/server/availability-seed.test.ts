import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { demoDayOff } from '../../server/db/seed/availability';
import { DOCTORS } from '../../server/db/seed/people';
import { checkAvailability, clockText } from '../../server/features/availability/editing';
import { startTestServer, type TestServer } from '../support/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ seed: true });
});
afterAll(async () => s.close());

const DEMO_DOCTOR = '00000000-0000-4000-8000-000000000002';

describe('seeded working hours', () => {
  it('the demo doctor works Monday–Friday 09:00–17:00 with a 13:00–14:00 break and Saturday 10:00–14:00, with one day off', async () => {
    const rules = await s.db.selectFrom('availability_rules').select(['clinic_id', 'weekday', 'start_minute', 'end_minute', 'kind']).where('doctor_id', '=', DEMO_DOCTOR).orderBy('weekday').orderBy('start_minute').execute();
    const text = rules.map((r) => `${r.clinic_id} ${r.weekday} ${clockText(r.start_minute)}-${clockText(r.end_minute)} ${r.kind}`);
    expect(text).toEqual([
      ...[1, 2, 3, 4, 5].flatMap((d) => [`1 ${d} 09:00-17:00 work`, `1 ${d} 13:00-14:00 break`]),
      '1 6 10:00-14:00 work',
    ]);
    const off = await s.db.selectFrom('availability_exceptions').select(['kind', 'clinic_id', sql<string>`to_char(date, 'YYYY-MM-DD')`.as('day')]).where('doctor_id', '=', DEMO_DOCTOR).execute();
    expect(off).toEqual([{ kind: 'off', clinic_id: 1, day: demoDayOff(new Date()) }]);
    const gap = (Date.parse(off[0].day) - Date.now()) / 86_400_000;
    expect(gap).toBeGreaterThan(7);
    expect(gap).toBeLessThan(15);
  });

  it('every doctor has working hours at each of their clinics, and they pass the editor’s own checks', async () => {
    for (const d of DOCTORS) {
      const rules = await s.db.selectFrom('availability_rules').selectAll().where('doctor_id', '=', d.id).execute();
      expect(new Set(rules.map((r) => r.clinic_id))).toEqual(new Set(d.clinics.map((c) => c.id)));
      const clinicIds = d.clinics.map((c) => c.id);
      const checked = checkAvailability(
        {
          clinic_ids: clinicIds,
          rules: rules.map((r) => ({ clinic_id: r.clinic_id, weekday: r.weekday, start: clockText(r.start_minute), end: clockText(r.end_minute), kind: r.kind, clinic_service_ids: [] })),
          exceptions: [],
        },
        { editable: new Set(clinicIds), services: new Map(), otherRules: [], otherExceptions: [], today: '2000-01-01' },
      );
      expect(checked.errors, d.id).toEqual([]);
    }
  });

  it('sets the clinics’ booking rules and buffers', async () => {
    const demo = await s.db.selectFrom('clinics').select(['min_notice_minutes', 'booking_horizon_days', 'cancellation_notice_minutes', 'time_zone']).where('id', '=', 1).executeTakeFirstOrThrow();
    expect(demo).toEqual({ min_notice_minutes: 60, booking_horizon_days: 30, cancellation_notice_minutes: 120, time_zone: 'Asia/Tbilisi' });
    const buffered = await s.db.selectFrom('clinic_services').select(['id', 'buffer_after_minutes']).where('buffer_after_minutes', '>', 0).execute();
    expect(buffered.length).toBeGreaterThan(3);
  });
});
