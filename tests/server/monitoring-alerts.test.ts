import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CheckupSection } from '../../src/protocol/checkups';
import type { Notification } from '../../src/protocol/notifications';
import type { PatientLogItem } from '../../src/protocol/patient-log';
import { withEvents } from '../../server/events/event-store';
import { alertCritical, recordCheckupReadings } from '../../server/features/monitoring';
import { startTestServer, type TestServer } from '../support/server';
import { createSpace, HOUR } from './chats-support';
import { getLog, insertAppointment, insertCheckup, monitoringWorld, post } from './monitoring-support';

let s: TestServer;
let w: Awaited<ReturnType<typeof monitoringWorld>>;

beforeEach(async () => {
  s = await startTestServer();
  w = await monitoringWorld(s);
});
afterEach(async () => {
  await s.close();
});

/** The NotificationCreated pushes the bus delivered to a person. */
const pushesTo = (userId: string) => w.pushed.filter((e) => e.type === 'NotificationCreated' && e.audience.includes(userId)).map((e) => e.payload as Notification);

const v = (measure: string, value: number, mark: string | null, unit: string | null = null) => ({ measure, value, text: null, unit, range: null, mark });
const CRITICAL_CHECKUP: CheckupSection[] = [
  { key: 'blood_pressure', values: [v('systolic', 195, 'critical_high', 'mmhg'), v('diastolic', 100, 'high', 'mmhg'), v('pulse', 88, 'normal', 'bpm')] },
] as CheckupSection[];

describe('a critical reading in the log', () => {
  it('notifies the doctor with an active chat, with a push naming the value and linking to the reading', async () => {
    const res = await post(s, w.patient, { type: 'blood_pressure', value: { systolic: 190, diastolic: 95 } });
    const item = res.json().data as PatientLogItem;
    expect(item.mark).toBe('critical_high');
    const [n, ...more] = pushesTo(w.doctor.id);
    expect(more).toEqual([]);
    expect(n).toMatchObject({ action: 'reading.critical', entity_type: 'patient_log', entity_id: item.id, entity: { patient_id: w.patient.id, log_type: 'blood_pressure' } });
    expect(n.entity.text?.en).toContain('systolic pressure 190 mmHg (critically high)');
    expect(n.entity.text?.ka).toContain('სისტოლური წნევა 190 მმ ვწყ. სვ. (კრიტიკულად მაღალი)');
    // Only the critical number is named.
    expect(n.entity.text?.en).not.toContain('diastolic');
    expect(pushesTo(w.patient.id)).toEqual([]);
  });

  it('a high but not critical reading notifies nobody', async () => {
    await post(s, w.patient, { type: 'blood_pressure', value: { systolic: 170, diastolic: 100 } });
    expect(w.pushed.filter((e) => e.type === 'NotificationCreated')).toEqual([]);
  });

  it('does not notify a doctor whose chat has expired', async () => {
    await s.db.updateTable('chat_spaces').set({ active_until: new Date(s.clock.now().getTime() - HOUR) }).where('id', '=', w.chat).execute();
    await post(s, w.patient, { type: 'spo2', value: { value: 88 } });
    expect(w.pushed.filter((e) => e.type === 'NotificationCreated')).toEqual([]);
  });

  it('of a patient with no doctor notifies no one, not even the operators', async () => {
    await post(s, w.other, { type: 'temperature', value: { value: 41 } });
    expect(w.pushed.filter((e) => e.type === 'NotificationCreated')).toEqual([]);
  });
});

describe('alertCritical for a checkup', () => {
  const alert = (patientId: string, checkupId: string) =>
    withEvents(s, (trx, emit) => alertCritical(trx, emit, {
      patientId, source: { kind: 'checkup', checkupId, clinicId: w.clinic }, now: s.clock.now(),
      values: [{ measure: 'systolic', value: 195, mark: 'critical_high' }, { measure: 'diastolic', value: 100, mark: 'high' }],
    }));

  it("tells the patient's doctors, linking to the checkup", async () => {
    const checkupId = await insertCheckup(s, { patientId: w.patient.id, clinicId: w.clinic, sections: CRITICAL_CHECKUP, measuredAt: s.clock.now() });
    expect(await alert(w.patient.id, checkupId)).toEqual([w.doctor.id]);
    expect(pushesTo(w.doctor.id)).toMatchObject([{ action: 'checkup.critical', entity_type: 'checkup', entity_id: checkupId, entity: { patient_id: w.patient.id } }]);
    expect(pushesTo(w.operator.id)).toEqual([]);
  });

  it("tells the kiosk clinic's operators, without values, when the patient has no doctor", async () => {
    const checkupId = await insertCheckup(s, { patientId: w.other.id, clinicId: w.clinic, sections: CRITICAL_CHECKUP, measuredAt: s.clock.now() });
    expect(await alert(w.other.id, checkupId)).toEqual([w.operator.id]);
    const [n] = pushesTo(w.operator.id);
    expect(n).toMatchObject({ action: 'checkup.critical', entity_id: checkupId, entity: { patient_id: w.other.id, for_operator: true } });
    expect(n.entity.text?.en).toContain('Nino Beridze');
    expect(JSON.stringify(n.entity)).not.toMatch(/195|100|systolic|სისტოლ/);
  });

  it('counts a doctor with an upcoming appointment or one in the last 30 days, not an older, cancelled one or an expired chat', async () => {
    const checkupId = await insertCheckup(s, { patientId: w.other.id, clinicId: w.clinic, sections: CRITICAL_CHECKUP, measuredAt: s.clock.now() });
    const now = s.clock.now().getTime();
    await createSpace(s, { type: 'PatientDoctor', doctorId: w.stranger.id, patientId: w.other.id, activeUntil: new Date(now - HOUR) });
    await insertAppointment(s, { patientId: w.other.id, doctorId: w.stranger.id, clinicId: w.clinic, start: new Date(now - 31 * 24 * HOUR), status: 'completed' });
    await insertAppointment(s, { patientId: w.other.id, doctorId: w.stranger.id, clinicId: w.clinic, start: new Date(now + 24 * HOUR), status: 'cancelled' });
    expect(await alert(w.other.id, checkupId)).toEqual([w.operator.id]);
    await insertAppointment(s, { patientId: w.other.id, doctorId: w.stranger.id, clinicId: w.clinic, start: new Date(now - 29 * 24 * HOUR), status: 'completed' });
    expect(await alert(w.other.id, checkupId)).toEqual([w.stranger.id]);
    await insertAppointment(s, { patientId: w.other.id, doctorId: w.doctor.id, clinicId: w.clinic, start: new Date(now + 48 * HOUR) });
    expect((await alert(w.other.id, checkupId)).sort()).toEqual([w.doctor.id, w.stranger.id].sort());
  });
});

describe('recordCheckupReadings', () => {
  it("writes the checkup's log-type readings as device readings with the checkup's marks", async () => {
    const at = new Date(s.clock.now().getTime() - 2 * HOUR);
    const sections = [
      ...CRITICAL_CHECKUP,
      { key: 'body', values: [v('height', 168, null, 'cm'), v('weight', 72.4, null, 'kg'), v('bmi', 25.7, 'high', 'kg_m2')] },
      { key: 'oxygen', values: [v('spo2', 97, 'normal', 'percent')] },
      { key: 'temperature', values: [v('temperature', 36.7, 'normal', 'celsius')] },
      { key: 'blood_sugar', values: [v('glucose_fasting', 6.1, 'high', 'mmol_l')] },
      { key: 'lipids', values: [v('total_cholesterol', 6.1, 'high', 'mmol_l')] },
    ] as CheckupSection[];
    const checkupId = await insertCheckup(s, { patientId: w.patient.id, clinicId: w.clinic, sections, measuredAt: at });
    const written = await s.db.transaction().execute((trx) => recordCheckupReadings(trx, { patientId: w.patient.id, checkupId, sections, measuredAt: at }));
    expect(written).toBe(6);
    const items = (await getLog(s, w.patient)).json().data as PatientLogItem[];
    const byType = Object.fromEntries(items.map((i) => [i.type, i]));
    expect(Object.keys(byType).sort()).toEqual(['blood_pressure', 'glucose', 'height', 'spo2', 'temperature', 'weight']);
    expect(byType.blood_pressure).toMatchObject({ value: { systolic: 195, diastolic: 100, pulse: 88 }, mark: 'critical_high', checkup_id: checkupId, created_by: null, measured_at: at.toISOString() });
    expect(byType.glucose).toMatchObject({ value: { value: 6.1, context: 'fasting' }, mark: 'high' });
    expect(byType.weight).toMatchObject({ value: { value: 72.4 }, mark: null });
    // A device reading cannot be deleted, not even by the patient.
    const res = await s.app.inject({ method: 'DELETE', url: `/api/patient-log/${byType.spo2.id}`, headers: { authorization: `Bearer ${w.patient.token}` } });
    expect(res.statusCode).toBe(404);
  });

  it('writes a pulse on its own when the checkup has no pressure', async () => {
    const sections = [{ key: 'ecg', values: [v('pulse', 64, 'normal', 'bpm')] }] as CheckupSection[];
    const checkupId = await insertCheckup(s, { patientId: w.patient.id, clinicId: w.clinic, sections, measuredAt: s.clock.now() });
    await s.db.transaction().execute((trx) => recordCheckupReadings(trx, { patientId: w.patient.id, checkupId, sections, measuredAt: s.clock.now() }));
    expect(((await getLog(s, w.patient)).json().data as PatientLogItem[]).map((i) => [i.type, i.value])).toEqual([['pulse', { value: 64 }]]);
  });
});
