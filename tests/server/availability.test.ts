import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { availabilityRows, deskWorld, getAvailability, putAvailability } from './availability-support';

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer();
});
afterEach(async () => s.close());

type World = Awaited<ReturnType<typeof deskWorld>>;

const work = (clinic_id: number, weekday: number, start: string, end: string, clinic_service_ids: number[] = []) => ({ clinic_id, weekday, start, end, kind: 'work' as const, clinic_service_ids });
const pause = (clinic_id: number, weekday: number, start: string, end: string) => ({ clinic_id, weekday, start, end, kind: 'break' as const, clinic_service_ids: [] });
const off = (clinic_id: number, date: string, note: string | null = null) => ({ clinic_id, date, kind: 'off' as const, start: null, end: null, note });
const hours = (clinic_id: number, date: string, start: string, end: string) => ({ clinic_id, date, kind: 'hours' as const, start, end, note: null });

/** Monday–Friday 09:00–17:00 at A with a 13:00–14:00 break; Saturday at B. */
async function weekOf(w: World) {
  const body = {
    clinic_ids: [w.clinicA, w.clinicB],
    rules: [
      ...[1, 2, 3, 4, 5].flatMap((d) => [work(w.clinicA, d, '09:00', '17:00', [w.a1]), pause(w.clinicA, d, '13:00', '14:00')]),
      work(w.clinicB, 6, '10:00', '14:00'),
    ],
    exceptions: [off(w.clinicA, '2026-12-01', 'Conference'), hours(w.clinicB, '2026-12-05', '11:00', '13:00')],
  };
  const res = await putAvailability(s, w.doctor.token, w.doctor.id, body);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

describe('a doctor edits their availability', () => {
  it('stores weekly hours, breaks and days off, and answers them with their clinics and services', async () => {
    const w = await deskWorld(s);
    const saved = await weekOf(w);
    const got = (await getAvailability(s, w.doctor.token, w.doctor.id)).json().data;
    expect(got).toEqual(saved);
    expect(got.doctor_id).toBe(w.doctor.id);
    expect(got.rules).toHaveLength(11);
    expect(got.rules[0]).toEqual({ clinic_id: w.clinicA, weekday: 1, start: '09:00', end: '17:00', kind: 'work', clinic_service_ids: [w.a1] });
    expect(got.rules[1]).toEqual({ clinic_id: w.clinicA, weekday: 1, start: '13:00', end: '14:00', kind: 'break', clinic_service_ids: [] });
    expect(got.exceptions).toEqual([
      { clinic_id: w.clinicA, date: '2026-12-01', kind: 'off', start: null, end: null, note: 'Conference' },
      { clinic_id: w.clinicB, date: '2026-12-05', kind: 'hours', start: '11:00', end: '13:00', note: null },
    ]);
    expect(got.clinics.map((c: { id: number; time_zone: string; services: { id: number }[] }) => [c.id, c.time_zone, c.services.map((x) => x.id)])).toEqual([
      [w.clinicA, 'Asia/Tbilisi', [w.a1, w.a2]],
      [w.clinicB, 'Asia/Tbilisi', [w.b1]],
    ]);
    expect(got.clinics[0].services[0]).toMatchObject({ name: expect.objectContaining({ ka: expect.any(String), en: expect.any(String) }), duration_minutes: 30 });
  });

  it('replaces only the clinics named in clinic_ids', async () => {
    const w = await deskWorld(s);
    await weekOf(w);
    const res = await putAvailability(s, w.doctor.token, w.doctor.id, { clinic_ids: [w.clinicB], rules: [work(w.clinicB, 0, '10:00', '12:00')], exceptions: [] });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.rules.filter((r: { clinic_id: number }) => r.clinic_id === w.clinicA)).toHaveLength(10);
    expect(data.rules.filter((r: { clinic_id: number }) => r.clinic_id === w.clinicB)).toEqual([work(w.clinicB, 0, '10:00', '12:00')]);
    expect(data.exceptions).toEqual([off(w.clinicA, '2026-12-01', 'Conference')]);
  });

  it('accepts hours that touch (one ends when the next starts) and 24:00 as the end of the day', async () => {
    const w = await deskWorld(s);
    const res = await putAvailability(s, w.doctor.token, w.doctor.id, {
      clinic_ids: [w.clinicA, w.clinicB],
      rules: [work(w.clinicA, 2, '08:00', '12:00'), work(w.clinicB, 2, '12:00', '24:00'), work(w.clinicA, 2, '06:00', '08:00')],
      exceptions: [],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.rules.map((r: { start: string; end: string }) => `${r.start}-${r.end}`)).toEqual(['06:00-08:00', '08:00-12:00', '12:00-24:00']);
  });
});

describe('bad availability is refused with a coded error pointing at the entry, and nothing is written', () => {
  const cases: [string, (w: World) => unknown, string, string][] = [
    ['an end before the start', (w) => ({ clinic_ids: [w.clinicA], rules: [work(w.clinicA, 1, '09:00', '17:00'), work(w.clinicA, 2, '12:00', '10:00')], exceptions: [] }), 'availability.invalid_range', 'rules.1.end'],
    ['an empty interval', (w) => ({ clinic_ids: [w.clinicA], rules: [work(w.clinicA, 2, '10:00', '10:00')], exceptions: [] }), 'availability.invalid_range', 'rules.0.end'],
    ['overlapping hours at one clinic', (w) => ({ clinic_ids: [w.clinicA], rules: [work(w.clinicA, 1, '09:00', '13:00'), work(w.clinicA, 1, '12:00', '15:00')], exceptions: [] }), 'availability.overlap', 'rules.1.start'],
    ['overlapping hours at two clinics in one body', (w) => ({ clinic_ids: [w.clinicA, w.clinicB], rules: [work(w.clinicA, 3, '09:00', '13:00'), work(w.clinicB, 3, '12:30', '15:00')], exceptions: [] }), 'availability.overlap', 'rules.1.start'],
    ['a break outside the working hours', (w) => ({ clinic_ids: [w.clinicA], rules: [work(w.clinicA, 1, '09:00', '13:00'), pause(w.clinicA, 1, '12:30', '13:30')], exceptions: [] }), 'availability.invalid_range', 'rules.1.start'],
    ['a break on a day without work', (w) => ({ clinic_ids: [w.clinicA], rules: [pause(w.clinicA, 4, '12:30', '13:30')], exceptions: [] }), 'availability.invalid_range', 'rules.0.start'],
    ['a clinic the doctor does not work at', (w) => ({ clinic_ids: [w.clinicC], rules: [work(w.clinicC, 1, '09:00', '13:00')], exceptions: [] }), 'availability.unknown_clinic', 'clinic_ids.0'],
    ['a rule at a clinic not in clinic_ids', (w) => ({ clinic_ids: [w.clinicA], rules: [work(w.clinicB, 1, '09:00', '13:00')], exceptions: [] }), 'availability.unknown_clinic', 'rules.0.clinic_id'],
    ['a service the doctor does not provide there', (w) => ({ clinic_ids: [w.clinicA], rules: [work(w.clinicA, 1, '09:00', '13:00', [w.a1, w.aUnprovided])], exceptions: [] }), 'availability.unknown_service', 'rules.0.clinic_service_ids.1'],
    ['a service of another clinic', (w) => ({ clinic_ids: [w.clinicA], rules: [work(w.clinicA, 1, '09:00', '13:00', [w.b1])], exceptions: [] }), 'availability.unknown_service', 'rules.0.clinic_service_ids.0'],
    ['two exceptions of one day and clinic', (w) => ({ clinic_ids: [w.clinicA], rules: [], exceptions: [off(w.clinicA, '2026-12-01'), hours(w.clinicA, '2026-12-01', '10:00', '12:00')] }), 'availability.overlap', 'exceptions.1.date'],
    ['other hours ending before they start', (w) => ({ clinic_ids: [w.clinicA], rules: [], exceptions: [hours(w.clinicA, '2026-12-01', '12:00', '10:00')] }), 'availability.invalid_range', 'exceptions.0.end'],
    ['other hours without times', (w) => ({ clinic_ids: [w.clinicA], rules: [], exceptions: [{ ...hours(w.clinicA, '2026-12-01', '10:00', '12:00'), end: null }] }), 'field.required', 'exceptions.0.end'],
    ['a day that does not exist', (w) => ({ clinic_ids: [w.clinicA], rules: [], exceptions: [off(w.clinicA, '2026-02-30')] }), 'field.format', 'exceptions.0.date'],
  ];
  for (const [name, body, code, path] of cases) {
    it(name, async () => {
      const w = await deskWorld(s);
      await weekOf(w);
      const before = await availabilityRows(s.db);
      const res = await putAvailability(s, w.doctor.token, w.doctor.id, body(w));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code, errors: expect.arrayContaining([{ path, code }]) });
      expect(await availabilityRows(s.db)).toEqual(before);
    });
  }

  it('hours at one clinic overlapping the hours stored for another clinic', async () => {
    const w = await deskWorld(s);
    await weekOf(w);
    // B has Saturday 10:00–14:00; A on Saturday 13:00–18:00 would put the doctor in two places.
    const before = await availabilityRows(s.db);
    const res = await putAvailability(s, w.doctor.token, w.doctor.id, { clinic_ids: [w.clinicA], rules: [work(w.clinicA, 6, '13:00', '18:00')], exceptions: [] });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'availability.overlap', errors: [{ path: 'rules.0.start', code: 'availability.overlap' }] });
    expect(await availabilityRows(s.db)).toEqual(before);
  });

  it("other hours of one day overlapping another clinic's hours that day", async () => {
    const w = await deskWorld(s);
    await weekOf(w);
    // 2026-12-08 is a Tuesday: A works 09:00–17:00; other hours at B that day would clash.
    const res = await putAvailability(s, w.doctor.token, w.doctor.id, { clinic_ids: [w.clinicB], rules: [work(w.clinicB, 6, '10:00', '14:00')], exceptions: [hours(w.clinicB, '2026-12-08', '16:00', '18:00')] });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'availability.overlap', errors: [{ path: 'exceptions.0.start', code: 'availability.overlap' }] });
    // With A's day off that day it is fine.
    const ok = await putAvailability(s, w.doctor.token, w.doctor.id, { clinic_ids: [w.clinicB], rules: [], exceptions: [hours(w.clinicB, '2026-12-01', '16:00', '18:00')] });
    expect(ok.statusCode).toBe(200);
  });

  it('two editors racing to put the doctor in two places at once: exactly one wins', async () => {
    const w = await deskWorld(s);
    const [a, b] = await Promise.all([
      putAvailability(s, w.opA.token, w.doctor.id, { clinic_ids: [w.clinicA], rules: [work(w.clinicA, 2, '09:00', '13:00')], exceptions: [] }),
      putAvailability(s, w.adminB.token, w.doctor.id, { clinic_ids: [w.clinicB], rules: [work(w.clinicB, 2, '12:00', '16:00')], exceptions: [] }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422]);
    expect((await availabilityRows(s.db)).rules).toHaveLength(1);
  });

  it('a malformed body is refused by the schema', async () => {
    const w = await deskWorld(s);
    const before = await availabilityRows(s.db);
    for (const body of [
      { clinic_ids: [], rules: [], exceptions: [] },
      { clinic_ids: [w.clinicA], rules: [{ ...work(w.clinicA, 7, '09:00', '10:00') }], exceptions: [] },
      { clinic_ids: [w.clinicA], rules: [work(w.clinicA, 1, '9:00', '10:00')], exceptions: [] },
      { clinic_ids: [w.clinicA], rules: [work(w.clinicA, 1, '09:00', '24:30')], exceptions: [] },
      { clinic_ids: [w.clinicA], rules: [{ ...work(w.clinicA, 1, '09:00', '10:00'), kind: 'nap' }], exceptions: [] },
    ]) {
      const res = await putAvailability(s, w.doctor.token, w.doctor.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect(await availabilityRows(s.db)).toEqual(before);
  });
});

describe('who may see and edit a doctor’s availability', () => {
  it("an operator sees and edits only their own clinic's part", async () => {
    const w = await deskWorld(s);
    await weekOf(w);
    const seen = (await getAvailability(s, w.opA.token, w.doctor.id)).json().data;
    expect(seen.clinics.map((c: { id: number }) => c.id)).toEqual([w.clinicA]);
    expect(seen.rules.every((r: { clinic_id: number }) => r.clinic_id === w.clinicA)).toBe(true);
    expect(seen.exceptions).toEqual([off(w.clinicA, '2026-12-01', 'Conference')]);

    const edited = await putAvailability(s, w.opA.token, w.doctor.id, { clinic_ids: [w.clinicA], rules: [work(w.clinicA, 1, '10:00', '12:00')], exceptions: [] });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.rules).toEqual([work(w.clinicA, 1, '10:00', '12:00')]);
    // B's part is untouched.
    const all = (await getAvailability(s, w.doctor.token, w.doctor.id)).json().data;
    expect(all.rules.filter((r: { clinic_id: number }) => r.clinic_id === w.clinicB)).toEqual([work(w.clinicB, 6, '10:00', '14:00')]);

    // The other clinic is not theirs to change, and their overlap check still sees it.
    const before = await availabilityRows(s.db);
    const foreign = await putAvailability(s, w.opA.token, w.doctor.id, { clinic_ids: [w.clinicB], rules: [], exceptions: [] });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toMatchObject({ code: 'availability.unknown_clinic' });
    const clash = await putAvailability(s, w.opA.token, w.doctor.id, { clinic_ids: [w.clinicA], rules: [work(w.clinicA, 6, '09:00', '11:00')], exceptions: [] });
    expect(clash.json()).toMatchObject({ code: 'availability.overlap' });
    expect(await availabilityRows(s.db)).toEqual(before);
  });

  it('an administrator of the other clinic edits that part', async () => {
    const w = await deskWorld(s);
    const res = await putAvailability(s, w.adminB.token, w.doctor.id, { clinic_ids: [w.clinicB], rules: [work(w.clinicB, 2, '09:00', '12:00', [w.b1])], exceptions: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.clinics.map((c: { id: number }) => c.id)).toEqual([w.clinicB]);
  });

  it('anyone else gets 404 and learns nothing, and changes nothing', async () => {
    const w = await deskWorld(s);
    await weekOf(w);
    const before = await availabilityRows(s.db);
    const body = { clinic_ids: [w.clinicA], rules: [], exceptions: [] };
    for (const stranger of [w.patient, w.otherDoctor, w.opC]) {
      const got = await getAvailability(s, stranger.token, w.doctor.id);
      expect(got.statusCode).toBe(404);
      expect(got.json()).toEqual({ code: 'not_found', message: 'No such doctor' });
      const put = await putAvailability(s, stranger.token, w.doctor.id, body);
      expect(put.statusCode).toBe(404);
      expect(put.json()).toEqual(got.json());
    }
    // An unknown or malformed id, or a non-doctor, answers the same.
    for (const id of ['00000000-0000-4000-8000-000000000999', 'nope', w.patient.id, w.opA.id]) {
      const got = await getAvailability(s, w.opA.token, id);
      expect(got.statusCode).toBe(404);
      expect(got.json()).toEqual({ code: 'not_found', message: 'No such doctor' });
    }
    expect((await getAvailability(s, w.opA.token, w.otherDoctor.id)).statusCode).toBe(404);
    expect(await availabilityRows(s.db)).toEqual(before);
    expect((await s.app.inject({ method: 'GET', url: `/api/availability/${w.doctor.id}` })).statusCode).toBe(401);
  });
});
