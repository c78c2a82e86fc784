import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PatientLogItem } from '../../src/protocol/patient-log';
import { DEMO_PATIENT } from '../../server/db/seed/people';
import { demoReadings } from '../../server/db/seed/monitoring';
import { bearer, signIn } from '../support/session';
import { startTestServer, type TestServer } from '../support/server';

let s: TestServer;
let items: PatientLogItem[];
beforeAll(async () => {
  s = await startTestServer({ seed: true });
  const token = await signIn(s.db, DEMO_PATIENT.id, s.clock);
  const res = await s.app.inject({ method: 'GET', url: '/api/patient-log', headers: bearer(token) });
  items = res.json().data;
});
afterAll(async () => {
  await s.close();
});

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe("the demo patient's health log", () => {
  it('has about 90 days of readings of every common type, nothing critical, one written by the demo doctor, and the kiosk checkups\' readings', () => {
    const types = new Set(items.map((i) => i.type));
    expect([...types].sort()).toEqual(['blood_pressure', 'glucose', 'height', 'pulse', 'spo2', 'temperature', 'weight']);
    const days = (Date.parse(items.at(-1)!.measured_at) - Date.parse(items[0].measured_at)) / 86400_000;
    expect(days).toBeGreaterThan(85);
    const own = items.filter((i) => i.checkup_id === null);
    expect(own.filter((i) => i.mark === 'critical_high' || i.mark === 'critical_low')).toEqual([]);
    expect(own.filter((i) => i.created_by?.id !== DEMO_PATIENT.id).map((i) => i.created_by?.lastname.en)).toHaveLength(1);
    // The two demo kiosk checkups (server/db/seed/checkups.ts) are in the log as device readings; the
    // GS2 one has the demo's only critical value (oxygen saturation 89 %), which alerted the doctor.
    const kiosk = items.filter((i) => i.checkup_id !== null);
    expect(new Set(kiosk.map((i) => i.checkup_id)).size).toBe(2);
    expect(kiosk.every((i) => i.created_by === null)).toBe(true);
    expect(kiosk.filter((i) => i.mark === 'critical_high' || i.mark === 'critical_low').map((i) => [i.type, i.value])).toEqual([['spo2', { value: 89 }]]);
    expect(items.filter((i) => i.mark === 'high').length).toBeGreaterThan(2);
  });

  it('shows a mild rise of the blood pressure, and is the same on every fresh start', () => {
    const sys = items.filter((i) => i.type === 'blood_pressure').map((i) => (i.value as { systolic: number }).systolic);
    const third = Math.floor(sys.length / 3);
    expect(mean(sys.slice(-third)) - mean(sys.slice(0, third))).toBeGreaterThan(4);
    const now = new Date('2026-01-01T00:00:00Z');
    expect(demoReadings(now)).toEqual(demoReadings(now));
  });
});
