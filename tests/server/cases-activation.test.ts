import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Case } from '../../src/protocol/cases';
import type { Schedule } from '../../src/protocol/schedules';
import { labtestId } from '../../server/db/seed/static-lists';
import { startTestServer, type TestServer } from '../support/server';
import { act, booked, count, expectSchedulesRebuiltFromStreams, interviewOf, notes, scheduleWorld, slotPool, type ScheduleWorld } from './schedules-support';
import { expectCasesRebuiltFromStreams, getAs, openCase } from './cases-support';

/**
 * An appointment's activation opens its medical case in the same transaction: the appointment's
 * patient, doctor, clinic and service (with the service's template), the shared interview's
 * findings as initial evidences; the appointment records the case.
 */
let s: TestServer;
let w: ScheduleWorld;
const pool = slotPool();

beforeAll(async () => {
  s = await startTestServer();
  w = await scheduleWorld(s);
}, 60_000);
afterAll(async () => s.close());

/** A finished interview of the world's patient with these findings. */
async function interview(findings: { id: string; choice: 'present' | 'absent' | 'unknown'; initial: boolean }[]): Promise<string> {
  const id = await interviewOf(s, w.patient.id, 'finished');
  await s.db.updateTable('interviews').set({ evidences: JSON.stringify(findings) }).where('id', '=', id).execute();
  return id;
}

describe('activating an appointment', () => {
  it("opens its case with the interview's findings as initial evidences and the service's template, and records it", async () => {
    const interviewId = await interview([
      { id: 's_227', choice: 'present', initial: true },
      { id: 's_1', choice: 'present', initial: false },
      { id: 's_215', choice: 'absent', initial: false },
      { id: 's_72', choice: 'unknown', initial: false },
      { id: 'p_1', choice: 'present', initial: false },
    ]);
    const sc = await booked(s, w.patient, { clinic_service_id: w.consult, assignee_id: w.doctor.id, start_time: pool.next(), interview_id: interviewId });
    expect(sc.interview_status).toBe('finished');
    const res = await act(s, w.doctor.token, sc.id, 'activate', { version: sc.version });
    expect(res.statusCode, res.body).toBe(200);
    const activated: Schedule = res.json().data;
    expect(activated.patient_case_id).toEqual(expect.any(String));

    const c: Case = (await getAs(s, w.patient.token, `/api/cases/${activated.patient_case_id}`)).json().data;
    expect(c).toMatchObject({ schedule_id: sc.id, patient_id: w.patient.id, assignee_id: w.doctor.id, clinic_id: w.clinic, clinic_service_id: w.consult, start_time: sc.start_time, template: 'consultation', status: 'active', version: 1 });
    expect(c.evidences.map((e) => [e.id, e.choice, e.source, e.is_initial, e.is_featured])).toEqual([
      ['s_227', 'present', 'interview', true, true],
      ['s_1', 'present', 'interview', true, false],
      ['s_215', 'absent', 'interview', true, false],
      // The internal-medicine template asks about headache (answered already), dizziness and tiredness.
      ['s_31', 'absent', 'template', false, true],
      ['s_163', 'absent', 'template', false, true],
    ]);
    expect(c.labtests.map((l) => l.labtest_id)).toEqual([labtestId('Complete blood count'), labtestId('Glucose (fasting)'), labtestId('Creatinine')]);
    expect((await notes(s, w.patient.token)).filter((n) => n.entity_id === c.id).map((n) => n.action)).toEqual(['case.created']);

    // Completing the appointment opens nothing more.
    const done = await act(s, w.doctor.token, sc.id, 'complete', { version: activated.version });
    expect(done.json().data.patient_case_id).toBe(c.id);
    expect(await s.db.selectFrom('patient_cases').select('id').where('schedule_id', '=', sc.id).execute()).toHaveLength(1);
  });

  it('records a case the doctor opened for the appointment beforehand instead of opening another', async () => {
    const sc = await booked(s, w.patient, { clinic_service_id: w.consult, assignee_id: w.doctor.id, start_time: pool.next() });
    const open = await openCase(s, w.doctor.token, { patient_id: w.patient.id, schedule_id: sc.id });
    expect(open.statusCode, open.body).toBe(201);
    const early: Case = open.json().data;
    expect(early).toMatchObject({ schedule_id: sc.id, start_time: sc.start_time, clinic_service_id: w.consult });
    // Opening it again answers the same case.
    const again = await openCase(s, w.doctor.token, { patient_id: w.patient.id, schedule_id: sc.id });
    expect([again.statusCode, again.json().data.id]).toEqual([200, early.id]);
    const activated = (await act(s, w.doctor.token, sc.id, 'activate')).json().data as Schedule;
    expect(activated.patient_case_id).toBe(early.id);
    expect(await s.db.selectFrom('patient_cases').select('id').where('schedule_id', '=', sc.id).execute()).toHaveLength(1);
  });

  it('opens nothing when the activation is refused', async () => {
    const sc = await booked(s, w.patient, { clinic_service_id: w.consult, assignee_id: w.doctor.id, start_time: pool.next() });
    const before = await count(s, 'events');
    for (const token of [w.patient.token, w.op1.token, w.doctor2.token]) expect((await act(s, token, sc.id, 'activate')).statusCode).not.toBe(200);
    const stale = await act(s, w.doctor.token, sc.id, 'activate', { version: sc.version + 1 });
    expect(stale.statusCode).toBe(409);
    expect(await count(s, 'events')).toBe(before);
    expect(await s.db.selectFrom('patient_cases').select('id').where('schedule_id', '=', sc.id).execute()).toEqual([]);
  });

  it("refuses to open a case for someone else's appointment", async () => {
    const sc = await booked(s, w.patient, { clinic_service_id: w.consult, assignee_id: w.doctor2.id, start_time: pool.next() });
    const res = await openCase(s, w.doctor.token, { patient_id: w.patient.id, schedule_id: sc.id });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('schedule.not_found');
  });

  it('leaves every appointment and case equal to its folded stream', async () => {
    expect(await expectSchedulesRebuiltFromStreams(s)).toBeGreaterThanOrEqual(4);
    expect(await expectCasesRebuiltFromStreams(s)).toBe(2);
  });
});
