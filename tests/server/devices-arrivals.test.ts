import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { call } from './cadmin-support';
import { devicesWorld, get, sample, send, stored, type DevicesWorld } from './devices-support';

/**
 * What the clinic's operators see of the records its kiosks sent (issue 17): when, which kiosk,
 * matched or held, and the identifying fields of a held one, never a value; and matching a held
 * record to a patient, which makes it their checkup.
 */
let s: TestServer;
let w: DevicesWorld;
let held: string;
let matched: string;
beforeEach(async () => {
  s = await startTestServer();
  w = await devicesWorld(s);
  matched = (await send(s, w.t8x.key, sample(s, 't8x-demo'))).json().data.record_id;
  s.clock.advance(60_000);
  held = (await send(s, w.t8x.key, sample(s, 't8x-unknown-patient'))).json().data.record_id;
});
afterEach(async () => s.close());

const listUrl = (clinicId: number, query = '') => `/api/clinics/${clinicId}/device-records${query}`;
const matchUrl = (clinicId: number, id: string) => `/api/clinics/${clinicId}/device-records/${id}/match`;

describe('records that arrived, for the clinic\'s operators', () => {
  it('lists them newest first, a held one with who the kiosk measured, and no measured value', async () => {
    for (const who of [w.operator, w.admin]) {
      const res = await get(s, who.token, listUrl(w.clinicA));
      expect(res.statusCode).toBe(200);
      const list = res.json().data;
      expect(list.map((a: { id: string }) => a.id)).toEqual([held, matched]);
      expect(list[0]).toMatchObject({
        status: 'held', device_type: 'T8X', device_label: 'კიოსკი — მიმღები', patient: null, matched_at: null,
        identity: { id_number: '61009034512' },
      });
      expect(list[1]).toMatchObject({ status: 'matched', identity: null, patient: { id: w.measured.id, firstname: { en: 'Nino' } } });
      // No measured value of either record appears in the answer, nor a field they come in.
      const numbers = JSON.stringify(list.map((a: Record<string, unknown>) => ({ ...a, id: '', patient: null, received_at: '', measured_at: '', matched_at: '' })));
      for (const value of ['"152"', '"146"', '71.5', '26.3', '29.1', 'HighPressure', 'BloodPressure', 'Weight', 'BMI', 'sections', 'value']) expect(numbers, value).not.toContain(value);
      expect(list[0].identity).toEqual({ id_number: '61009034512', name: 'თამაზ ჩიქოვანი', sex: 'male', birthdate: '1958-03-14', phone: '+995577402118' });
    }
    const heldOnly = (await get(s, w.operator.token, listUrl(w.clinicA, '?status=held'))).json().data;
    expect(heldOnly.map((a: { id: string }) => a.id)).toEqual([held]);
  });

  it('answers 403 to another clinic\'s operator, a doctor and a patient, and for a malformed clinic', async () => {
    for (const who of [w.adminB, w.doctor, w.doctorB, w.patient]) {
      for (const res of [await get(s, who.token, listUrl(w.clinicA)), await call(s, who.token, 'POST', matchUrl(w.clinicA, held), { patient_id: w.measured.id })]) {
        expect([res.statusCode, res.json().code]).toEqual([403, 'forbidden']);
      }
    }
    for (const clinic of ['abc', '0', '99999999999']) {
      const res = await get(s, w.operator.token, `/api/clinics/${clinic}/device-records`);
      expect([res.statusCode, res.json().code], clinic).toEqual([403, 'forbidden']);
    }
    expect((await get(s, w.operator.token, listUrl(w.clinicB))).statusCode).toBe(403);
    expect((await s.app.inject({ method: 'GET', url: listUrl(w.clinicA) })).statusCode).toBe(401);
  });
});

describe('matching a held record', () => {
  it('makes it the patient\'s checkup, audited, and a second match answers 409', async () => {
    const res = await call(s, w.operator.token, 'POST', matchUrl(w.clinicA, held), { patient_id: w.patient.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: held, status: 'matched', identity: null, patient: { id: w.patient.id }, matched_at: s.clock.now().toISOString() });
    const checkup = await s.db.selectFrom('checkups').selectAll().where('device_record_id', '=', held).executeTakeFirstOrThrow();
    expect(checkup.patient_id).toBe(w.patient.id);
    const row = await s.db.selectFrom('device_records').selectAll().where('id', '=', held).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'matched', patient_id: w.patient.id, matched_by: w.operator.id });
    const lines = await s.db.selectFrom('audit_log').selectAll().where('action', '=', 'device_record.match').execute();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ actor_id: w.operator.id, record_id: held, patient_id: w.patient.id, clinic_id: w.clinicA });

    const again = await call(s, w.admin.token, 'POST', matchUrl(w.clinicA, held), { patient_id: w.measured.id });
    expect([again.statusCode, again.json().code]).toEqual([409, 'device_record.already_matched']);
    expect((await stored(s)).checkups).toHaveLength(2);
  });

  it('answers 404 for a record of no clinic of this id and 422 for an account that is not a patient\'s, changing nothing', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await call(s, w.operator.token, 'POST', matchUrl(w.clinicA, id), { patient_id: w.patient.id });
      expect([res.statusCode, res.json().code], id).toEqual([404, 'device_record.not_found']);
    }
    // A record of clinic A, asked about at clinic B by B's administrator: not there.
    const atB = await call(s, w.adminB.token, 'POST', matchUrl(w.clinicB, held), { patient_id: w.patient.id });
    expect([atB.statusCode, atB.json().code]).toEqual([404, 'device_record.not_found']);
    for (const patientId of [w.doctor.id, '00000000-0000-4000-8000-000000000000', 'x']) {
      const res = await call(s, w.operator.token, 'POST', matchUrl(w.clinicA, held), { patient_id: patientId });
      expect([res.statusCode, res.json().errors], patientId).toEqual([422, [{ path: 'patient_id', code: 'device_record.not_patient' }]]);
    }
    expect((await s.db.selectFrom('device_records').select('status').where('id', '=', held).executeTakeFirstOrThrow()).status).toBe('held');
    expect((await stored(s)).checkups).toHaveLength(1);
  });
});
