import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import { CheckupSchema, CheckupSummarySchema, type Checkup, type CheckupSummary } from '../../src/protocol/checkups';
import type { Interview } from '../../src/protocol/interviews';
import { parseJson } from '../../server/db/json';
import { startTestServer, type TestServer } from '../support/server';
import { auth, createSpace } from './chats-support';
import { describePerson, kioskCheckup } from './checkups-support';
import { auditLines } from './patients-support';
import { get, scheduleWorld, type ScheduleWorld } from './schedules-support';

let s: TestServer;
let w: ScheduleWorld;

beforeEach(async () => {
  s = await startTestServer();
  w = await scheduleWorld(s);
  // The demo patient: a woman born 2 June 1990 (36 at both checkups).
  await describePerson(s, w.patient.id, '1990-06-02', 'female');
  await describePerson(s, w.patient2.id, '1981-09-23', 'male');
});
afterEach(async () => {
  await s.close();
});

/** The patient's two demo checkups: T8X on 4 Nov, GS2 (one critical value) on 18 Nov. */
async function demoCheckups() {
  const t8x = await kioskCheckup(s, { patientId: w.patient.id, clinicId: w.clinic, fixture: 't8x-demo', deviceType: 'T8X' });
  const gs2 = await kioskCheckup(s, { patientId: w.patient.id, clinicId: w.clinic, fixture: 'gs2-demo', deviceType: 'GS2' });
  return { t8x: t8x.checkup, gs2: gs2.checkup, critical: gs2.critical };
}

const post = (token: string, url: string) => s.app.inject({ method: 'POST', url, headers: auth(token) });

async function listOk(token: string, query = ''): Promise<CheckupSummary[]> {
  const res = await get(s, token, `/api/checkups${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as CheckupSummary[];
  for (const item of data) expect([...Value.Errors(CheckupSummarySchema, item)]).toEqual([]);
  return data;
}
async function detailOk(token: string, id: string): Promise<Checkup> {
  const res = await get(s, token, `/api/checkups/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as Checkup;
  expect([...Value.Errors(CheckupSchema, data)]).toEqual([]);
  return data;
}
async function expectNotFound(res: { statusCode: number; json(): unknown; body: string }) {
  expect(res.statusCode, res.body).toBe(404);
  expect((res.json() as { code: string }).code).toBe('checkup.not_found');
}

describe('storing a checkup', () => {
  it('normalises the record for the patient\'s age and sex at the measurement and returns its critical values', async () => {
    const { gs2, critical } = await demoCheckups();
    expect(gs2).toMatchObject({ device_type: 'GS2', record_no: '9815220261118161047', measured_at: '2026-11-18T12:10:47.000Z', patient_age_years: 36, patient_gender: 'female', out_of_range: 10, critical: 1, clinic_name: { ka: 'კლინიკა', en: 'Clinic' } });
    expect(critical).toEqual([expect.objectContaining({ measure: 'spo2', value: 89, mark: 'critical_low' })]);
    const rows = await s.db.selectFrom('checkups').select(['device_record_id', 'out_of_range', 'critical', 'sections']).orderBy('measured_at').execute();
    expect(rows.map((r) => [r.out_of_range, r.critical])).toEqual([[8, 0], [10, 1]]);
    expect(parseJson<Checkup['sections']>(rows[1].sections)).toEqual(gs2.sections);
  });

  it('refuses a second checkup of the same device record, leaving nothing half-way (no row, no notification)', async () => {
    const first = await kioskCheckup(s, { patientId: w.patient.id, clinicId: w.clinic, fixture: 't8x-demo', deviceType: 'T8X' });
    await expect(first.storeAgain()).rejects.toThrow();
    expect(await s.db.selectFrom('checkups').select('id').execute()).toEqual([{ id: first.checkup.id }]);
    expect((await s.db.selectFrom('notifications').select('entity_id').execute()).map((n) => n.entity_id)).toEqual([first.checkup.id]);
  });

  it('tells the patient, with the place and how many values are out of range, linking to the checkup', async () => {
    const { t8x } = await demoCheckups();
    const notes = await s.db.selectFrom('notifications').selectAll().where('user_id', '=', w.patient.id).orderBy('seq').execute();
    expect(notes.map((n) => [n.action, n.entity_type])).toEqual([['checkup.received', 'checkup'], ['checkup.received', 'checkup']]);
    expect(notes[0].entity_id).toBe(t8x.id);
    expect(parseJson(notes[0].entity)).toMatchObject({
      title: { ka: 'შემოწმების შედეგები: კლინიკა', en: 'Checkup results: Clinic' },
      text: { ka: '8 მაჩვენებელი ნორმის ფარგლებს გარეთაა.', en: '8 values are outside the normal range.' },
      patient_id: w.patient.id,
      clinic_name: { en: 'Clinic' },
    });
    // No doctor hears of it here (the alerts are wired by the caller).
    expect(await s.db.selectFrom('notifications').select('id').where('user_id', '!=', w.patient.id).execute()).toEqual([]);
  });

  it('takes the age on the clinic\'s calendar day of the measurement: 18 from local midnight of the birthday', async () => {
    await describePerson(s, w.patient2.id, '2008-11-04', 'male');
    const before = await kioskCheckup(s, { patientId: w.patient2.id, clinicId: w.clinic, fixture: 't8x-demo', deviceType: 'T8X', recordNo: '1001', measureTime: '2026-11-03 23:59:59' });
    const after = await kioskCheckup(s, { patientId: w.patient2.id, clinicId: w.clinic, fixture: 't8x-demo', deviceType: 'T8X', recordNo: '1002', measureTime: '2026-11-04 00:30:00' });
    const systolic = (c: Checkup) => c.sections.flatMap((x) => x.values).find((v) => v.measure === 'systolic');
    expect(before.checkup.patient_age_years).toBe(17);
    expect(systolic(before.checkup)).toMatchObject({ value: 152, range: { high: 119, critical_high: 160 }, mark: 'high' });
    // 00:30 in Tbilisi is still 3 November in UTC.
    expect(after.checkup.measured_at).toBe('2026-11-03T20:30:00.000Z');
    expect(after.checkup.patient_age_years).toBe(18);
    expect(systolic(after.checkup)).toMatchObject({ range: { high: 139, critical_high: 180 }, mark: 'high' });
  });

  it('takes the ranges of no age when the birthdate is unknown (30) and merges both sexes when the sex is', async () => {
    await describePerson(s, w.patient.id, null, null);
    const { checkup } = await kioskCheckup(s, { patientId: w.patient.id, clinicId: w.clinic, fixture: 'gs2-demo', deviceType: 'GS2' });
    const hb = checkup.sections.flatMap((x) => x.values).find((v) => v.measure === 'haemoglobin');
    expect(checkup).toMatchObject({ patient_age_years: null, patient_gender: null });
    expect(hb).toMatchObject({ value: 112, range: { low: 120, high: 170 }, mark: 'low' });
  });
});

describe('a patient', () => {
  it('sees their own checkups newest first, with place, time and counts', async () => {
    const { t8x, gs2 } = await demoCheckups();
    await kioskCheckup(s, { patientId: w.patient2.id, clinicId: w.clinic, fixture: 'gs2-male-minimal', deviceType: 'GS2' });
    const mine = await listOk(w.patient.token);
    expect(mine.map((c) => [c.id, c.device_type, c.out_of_range, c.critical])).toEqual([[gs2.id, 'GS2', 10, 1], [t8x.id, 'T8X', 8, 0]]);
    expect(await listOk(w.patient.token, `?patient_id=${w.patient.id}`)).toEqual(mine);
    expect(await listOk(w.stranger.token)).toEqual([]);
  });

  it('reads a checkup by section with units, ranges and marks', async () => {
    const { gs2 } = await demoCheckups();
    const c = await detailOk(w.patient.token, gs2.id);
    expect(c.sections.map((x) => x.key)).toEqual(['body', 'blood_pressure', 'oxygen', 'temperature', 'blood_sugar', 'lipids', 'urinalysis', 'haemoglobin', 'vision', 'other']);
    expect(c.sections.find((x) => x.key === 'oxygen')!.values[0]).toEqual({ measure: 'spo2', value: 89, text: null, unit: 'percent', range: { low: 95, high: null, critical_low: 91, critical_high: null }, mark: 'critical_low' });
    expect(c.interview_ids).toEqual([]);
    expect(await auditLines(s.db, 'checkup.read')).toEqual([]);
  });

  it('gets 404 for another patient\'s checkup, their list, a made-up id and a non-UUID', async () => {
    const { t8x } = await demoCheckups();
    await expectNotFound(await get(s, w.patient2.token, `/api/checkups/${t8x.id}`));
    await expectNotFound(await get(s, w.patient2.token, `/api/checkups?patient_id=${w.patient.id}`));
    await expectNotFound(await get(s, w.patient.token, '/api/checkups/00000000-0000-4000-8000-000000000000'));
    await expectNotFound(await get(s, w.patient.token, '/api/checkups/not-a-uuid'));
    await expectNotFound(await get(s, w.patient.token, '/api/checkups?patient_id=not-a-uuid'));
  });
});

describe('a doctor', () => {
  it('who treats the patient sees their checkups by patient_id and reads one, each read audited', async () => {
    const { t8x, gs2 } = await demoCheckups();
    await createSpace(s, { type: 'PatientDoctor', doctorId: w.doctor.id, patientId: w.patient.id });
    expect((await listOk(w.doctor.token, `?patient_id=${w.patient.id}`)).map((c) => c.id)).toEqual([gs2.id, t8x.id]);
    const c = await detailOk(w.doctor.token, t8x.id);
    expect(c.patient_id).toBe(w.patient.id);
    expect((await auditLines(s.db, 'checkup.list')).map((l) => [l.actor_id, l.record_id])).toEqual([[w.doctor.id, w.patient.id]]);
    expect((await auditLines(s.db, 'checkup.read')).map((l) => [l.actor_id, l.record_id, l.patient_id, l.clinic_id])).toEqual([[w.doctor.id, t8x.id, w.patient.id, w.clinic]]);
  });

  it('who does not treat the patient, an operator of the kiosk\'s clinic and another clinic\'s operator get 404 and learn nothing', async () => {
    const { t8x } = await demoCheckups();
    await createSpace(s, { type: 'PatientDoctor', doctorId: w.doctor.id, patientId: w.patient2.id });
    for (const who of [w.doctor, w.doctor2, w.strangerDoctor, w.op1, w.op2, w.otherOp]) {
      await expectNotFound(await get(s, who.token, `/api/checkups/${t8x.id}`));
      await expectNotFound(await get(s, who.token, `/api/checkups?patient_id=${w.patient.id}`));
    }
    await expectNotFound(await get(s, w.doctor.token, '/api/checkups'));
    await expectNotFound(await get(s, w.op1.token, '/api/checkups'));
    expect(await auditLines(s.db, 'checkup.read')).toEqual([]);
  });

  it('signed out gets 401', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/checkups' });
    expect(res.statusCode).toBe(401);
  });
});

describe('an interview from a checkup', () => {
  it('carries the checkup and its abnormal findings as the patient\'s complaints, and the checkup lists it', async () => {
    const { gs2 } = await demoCheckups();
    const res = await post(w.patient.token, `/api/checkups/${gs2.id}/interview`);
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json().data as { id: string };
    const interview = (await get(s, w.patient.token, `/api/interviews/${id}`)).json().data as Interview;
    // Born 2 June 1990, on 21 November 2026: 36 years and 5 months.
    expect(interview).toMatchObject({ patient_id: w.patient.id, checkup_id: gs2.id, checkup_device: 'GS2', status: 'in_progress', patient_gender: 'female', patient_age_in_months: 437 });
    // Fever 37.9 °C, oxygen saturation 89 %, BMI 26, cholesterol 5.4; the raised pulse (104) and the urine strip map to nothing.
    expect(interview.evidences.map((e) => [e.id, e.choice, e.is_initial])).toEqual([
      ['s_152', 'present', true], ['s_153', 'present', true], ['s_215', 'present', true], ['p_19', 'present', true], ['p_32', 'present', true],
    ]);
    expect(interview.current_question).not.toBeNull();
    expect((await detailOk(w.patient.token, gs2.id)).interview_ids).toEqual([id]);
  });

  it('takes high blood pressure, overweight and high cholesterol from the T8X checkup', async () => {
    const { t8x } = await demoCheckups();
    const { id } = (await post(w.patient.token, `/api/checkups/${t8x.id}/interview`)).json().data as { id: string };
    const interview = (await get(s, w.patient.token, `/api/interviews/${id}`)).json().data as Interview;
    expect(interview.evidences.map((e) => e.id)).toEqual(['p_28', 'p_19', 'p_32']);
    expect(interview.checkup_device).toBe('T8X');
  });

  it('starts empty when nothing in the checkup maps to a finding', async () => {
    const { checkup } = await kioskCheckup(s, { patientId: w.patient2.id, clinicId: w.clinic, fixture: 'gs2-male-minimal', deviceType: 'GS2' });
    const res = await post(w.patient2.token, `/api/checkups/${checkup.id}/interview`);
    expect(res.statusCode, res.body).toBe(201);
    const interview = (await get(s, w.patient2.token, `/api/interviews/${res.json().data.id}`)).json().data as Interview;
    expect(interview).toMatchObject({ checkup_id: checkup.id, evidences: [], current_question: null });
  });

  it('is the patient\'s only: their treating doctor and anyone else get 404 and nothing is created', async () => {
    const { gs2 } = await demoCheckups();
    await createSpace(s, { type: 'PatientDoctor', doctorId: w.doctor.id, patientId: w.patient.id });
    for (const who of [w.doctor, w.patient2, w.op1]) await expectNotFound(await post(who.token, `/api/checkups/${gs2.id}/interview`));
    await expectNotFound(await post(w.patient.token, '/api/checkups/nonsense/interview'));
    expect(await s.db.selectFrom('interviews').select('id').execute()).toEqual([]);
  });
});
