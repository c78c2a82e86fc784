import { describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import { PatientLogItemSchema, type PatientLogItem } from '../../src/protocol/patient-log';
import { startTestServer, type TestServer } from '../support/server';
import { serverHooks } from '../support/server-hooks';
import { del, getLog, monitoringWorld, post } from './monitoring-support';

let s: TestServer;
let w: Awaited<ReturnType<typeof monitoringWorld>>;

const start = async () => {
  s = await startTestServer();
  w = await monitoringWorld(s);
};
const stop = () => s.close();
const { freshServer, sharedServer } = serverHooks(start, stop);

const errorsOf = (res: { statusCode: number; json(): { code: string; errors?: { path: string; code: string; params?: unknown }[] } }) => {
  expect(res.statusCode).toBe(422);
  return (res.json().errors ?? []).map((e) => `${e.path}:${e.code}`).sort();
};

describe('a reading is refused by its type', () => {
  sharedServer();
  const cases: [string, string, unknown, string[]][] = [
    ['blood pressure without diastolic', 'blood_pressure', { systolic: 120 }, ['value.diastolic:patient_log.value_required']],
    ['blood pressure with an extra field', 'blood_pressure', { systolic: 120, diastolic: 80, value: 3 }, ['value.value:patient_log.value_extra']],
    ['blood pressure as text', 'blood_pressure', { systolic: '120', diastolic: 80 }, ['value.systolic:patient_log.value_number']],
    ['a pulse with a fraction', 'pulse', { value: 72.5 }, ['value.value:patient_log.value_whole']],
    ['a pulse of 700', 'pulse', { value: 700 }, ['value.value:patient_log.value_range']],
    ['a temperature missing', 'temperature', {}, ['value.value:patient_log.value_required']],
    ['glucose with an unknown context', 'glucose', { value: 5, context: 'after_coffee' }, ['value.context:patient_log.context_invalid']],
    ['weight with a context', 'weight', { value: 70, context: 'fasting' }, ['value.context:patient_log.value_extra']],
    ['spo2 of 101', 'spo2', { value: 101 }, ['value.value:patient_log.value_range']],
    ['respiratory rate of 3', 'respiratory_rate', { value: 3 }, ['value.value:patient_log.value_range']],
    ['height as null value', 'height', null, ['value.value:patient_log.value_required']],
    ['an unknown type', 'mood', { value: 3 }, ['type:patient_log.unknown_type']],
  ];
  it.each(cases)('refuses %s with field errors and stores nothing', async (_, type, value, expected) => {
    expect(errorsOf(await post(s, w.patient, { type, value }))).toEqual(expected);
    expect((await getLog(s, w.patient)).json().data).toEqual([]);
  });
});

describe('a reading is checked by its type', () => {
  freshServer();
  it('names the limits of a value out of range, and takes values at the limits', async () => {
    const res = await post(s, w.patient, { type: 'blood_pressure', value: { systolic: 49, diastolic: 201 } });
    expect(res.json().errors).toEqual([
      { path: 'value.systolic', code: 'patient_log.value_range', params: { min: 50, max: 300 } },
      { path: 'value.diastolic', code: 'patient_log.value_range', params: { min: 20, max: 200 } },
    ]);
    for (const value of [{ systolic: 50, diastolic: 20 }, { systolic: 300, diastolic: 200 }]) {
      expect((await post(s, w.patient, { type: 'blood_pressure', value })).statusCode).toBe(201);
    }
    expect((await post(s, w.patient, { type: 'temperature', value: { value: 45 } })).statusCode).toBe(201);
    expect(errorsOf(await post(s, w.patient, { type: 'temperature', value: { value: 45.1 } }))).toEqual(['value.value:patient_log.value_range']);
    expect((await post(s, w.patient, { type: 'glucose', value: { value: 0.5 } })).statusCode).toBe(201);
    expect(errorsOf(await post(s, w.patient, { type: 'glucose', value: { value: 0.4 } }))).toEqual(['value.value:patient_log.value_range']);
  });

  it('takes a time up to five minutes ahead, refuses later, before 1900 or unreadable; absent is now', async () => {
    const now = s.clock.now().getTime();
    const at = (ms: number) => new Date(now + ms).toISOString();
    const ok = await post(s, w.patient, { type: 'pulse', value: { value: 70 }, measured_at: at(5 * 60_000) });
    expect(ok.statusCode).toBe(201);
    for (const measured_at of [at(5 * 60_000 + 1000), '1899-12-31T23:59:59Z', 'yesterday', '2026-13-40T10:00:00Z']) {
      expect(errorsOf(await post(s, w.patient, { type: 'pulse', value: { value: 70 }, measured_at }))).toEqual(['measured_at:patient_log.time_invalid']);
    }
    const plain = (await post(s, w.patient, { type: 'pulse', value: { value: 70 } })).json().data as PatientLogItem;
    expect(plain.measured_at).toBe(s.clock.now().toISOString());
  });
});

describe('marks', () => {
  freshServer();
  const markOf = async (type: string, value: unknown) => ((await post(s, w.patient, { type, value })).json().data as PatientLogItem).mark;
  it('are the worst of the value against the range for the patient’s age and sex', async () => {
    expect(await markOf('blood_pressure', { systolic: 139, diastolic: 89 })).toBe('normal');
    expect(await markOf('blood_pressure', { systolic: 145, diastolic: 85 })).toBe('high');
    expect(await markOf('blood_pressure', { systolic: 120, diastolic: 80, pulse: 38 })).toBe('critical_low');
    expect(await markOf('glucose', { value: 6, context: 'fasting' })).toBe('high');
    expect(await markOf('glucose', { value: 6, context: 'random' })).toBe('normal');
    expect(await markOf('respiratory_rate', { value: 25 })).toBe('critical_high');
    expect(await markOf('weight', { value: 70 })).toBe(null);
  });
});

describe('access', () => {
  freshServer();
  it('the patient reads their own, oldest first, with who wrote each', async () => {
    await post(s, w.patient, { type: 'pulse', value: { value: 70 }, measured_at: new Date(s.clock.now().getTime() - 3600_000).toISOString() });
    await post(s, w.patient, { type: 'pulse', value: { value: 75 }, measured_at: new Date(s.clock.now().getTime() - 7200_000).toISOString() });
    const items = (await getLog(s, w.patient)).json().data as PatientLogItem[];
    expect(items.map((i) => (i.value as { value: number }).value)).toEqual([75, 70]);
    for (const i of items) expect([...Value.Errors(PatientLogItemSchema, i)]).toEqual([]);
    expect(items[0].created_by).toMatchObject({ id: w.patient.id, firstname: { en: 'Nino' } });
  });

  it('reads a year by default and at most five years back', async () => {
    const ago = (days: number) => new Date(s.clock.now().getTime() - days * 86400_000).toISOString();
    await s.db.updateTable('users').set({ birthdate: '1950-01-01' }).where('id', '=', w.patient.id).execute();
    for (const d of [10, 400, 2000]) expect((await post(s, w.patient, { type: 'weight', value: { value: 70 }, measured_at: ago(d) })).statusCode).toBe(201);
    expect((await getLog(s, w.patient)).json().data).toHaveLength(1);
    expect((await getLog(s, w.patient, `?since=${ago(500)}`)).json().data).toHaveLength(2);
    expect((await getLog(s, w.patient, '?since=1990-01-01T00:00:00Z')).json().data).toHaveLength(2);
    expect(errorsOf(await getLog(s, w.patient, '?since=soon'))).toEqual(['since:patient_log.time_invalid']);
  });

  it('a treating doctor reads and adds for the patient, as the writer', async () => {
    const res = await post(s, w.doctor, { patient_id: w.patient.id, type: 'spo2', value: { value: 97 } });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ patient_id: w.patient.id, created_by: { id: w.doctor.id }, checkup_id: null, mark: 'normal' });
    expect((await getLog(s, w.doctor, `?patient_id=${w.patient.id}`)).json().data).toHaveLength(1);
    expect((await getLog(s, w.patient)).json().data).toHaveLength(1);
    // The doctor's read is in the audit trail; the patient's own is not.
    const lines = await s.db.selectFrom('audit_log').select(['actor_id', 'action', 'patient_id']).where('action', '=', 'patient_log.read').execute();
    expect(lines).toEqual([{ actor_id: w.doctor.id, action: 'patient_log.read', patient_id: w.patient.id }]);
  });

  it('anyone else is answered 404 and learns nothing', async () => {
    await post(s, w.patient, { type: 'pulse', value: { value: 70 } });
    for (const who of [w.stranger, w.operator, w.other]) {
      const read = await getLog(s, who, `?patient_id=${w.patient.id}`);
      expect(read.statusCode).toBe(404);
      expect(read.json().code).toBe('patient_log.not_found');
      expect((await post(s, who, { patient_id: w.patient.id, type: 'pulse', value: { value: 70 } })).statusCode).toBe(404);
    }
    expect((await getLog(s, w.doctor)).statusCode).toBe(404);
    expect((await getLog(s, w.doctor, '?patient_id=nonsense')).statusCode).toBe(404);
    expect((await getLog(s, w.patient)).json().data).toHaveLength(1);
  });

  it('only the writer deletes a reading; nobody deletes a device reading', async () => {
    const mine = (await post(s, w.patient, { type: 'pulse', value: { value: 70 } })).json().data as PatientLogItem;
    const doctors = (await post(s, w.doctor, { patient_id: w.patient.id, type: 'pulse', value: { value: 71 } })).json().data as PatientLogItem;
    expect((await del(s, w.doctor, mine.id)).statusCode).toBe(404);
    expect((await del(s, w.patient, doctors.id)).statusCode).toBe(404);
    expect((await del(s, w.other, mine.id)).statusCode).toBe(404);
    expect((await del(s, w.patient, 'x')).statusCode).toBe(404);
    const ok = await del(s, w.patient, mine.id);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toEqual({ id: mine.id });
    expect(((await getLog(s, w.patient)).json().data as PatientLogItem[]).map((i) => i.id)).toEqual([doctors.id]);
    expect((await s.app.inject({ method: 'GET', url: '/api/patient-log' })).statusCode).toBe(401);
  });
});
