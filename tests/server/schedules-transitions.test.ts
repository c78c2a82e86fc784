import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_ACTIONS, SCHEDULE_STATUSES, mayDo, type Schedule, type ScheduleAction, type ScheduleParty, type ScheduleStatus } from '../../src/protocol/schedules';
import { startTestServer, type TestServer } from '../support/server';
import { act, booked, count, expectSchedulesRebuiltFromStreams, interviewOf, scheduleWorld, slotPool, type ScheduleWorld } from './schedules-support';

/**
 * The transition table, for every action from every status by every party (and by strangers):
 * allowed exactly where SCHEDULE_TRANSITIONS says, refused with a coded error that changes nothing
 * elsewhere (403 for a party who may never do it, 409 from a wrong status, 404 for a stranger).
 */
let s: TestServer;
let w: ScheduleWorld;
const pool = slotPool();

beforeAll(async () => {
  s = await startTestServer();
  w = await scheduleWorld(s);
}, 60_000);
afterAll(async () => {
  await s.close();
});

/** An appointment of the world's patient with its doctor, brought to `status` through the API. */
async function inStatus(status: ScheduleStatus): Promise<Schedule> {
  let sc = await booked(s, w.patient, { clinic_service_id: w.consult, assignee_id: w.doctor.id, start_time: pool.next() });
  const step = async (token: string, path: string, payload: Record<string, unknown> = {}) => {
    const res = await act(s, token, sc.id, path, payload);
    expect(res.statusCode, res.body).toBe(200);
    sc = res.json().data;
  };
  if (status === 'pending') await step(w.op1.token, 'confirm');
  if (status === 'activated' || status === 'completed') await step(w.doctor.token, 'activate');
  if (status === 'completed') await step(w.doctor.token, 'complete');
  if (status === 'cancelled') await step(w.op1.token, 'cancel', { reason: 'clinic_request' });
  return sc;
}

const REASON: Record<ScheduleParty, string> = { patient: 'patient_request', assignee: 'doctor_unavailable', operator: 'clinic_request' };

async function attempt(action: ScheduleAction, sc: Schedule, party: ScheduleParty | 'stranger', token: string) {
  const body: Record<string, Record<string, unknown>> = {
    cancel: { reason: party === 'stranger' ? 'other' : REASON[party] },
    reschedule: { start_time: pool.next() },
    reassign: { assignee_id: w.doctor2.id },
    bind_interview: { interview_id: await interviewOf(s, w.patient.id, 'started') },
  };
  const path = action === 'ask_interview' ? 'interview/ask' : action === 'bind_interview' ? 'interview' : action;
  return act(s, token, sc.id, path, body[action] ?? {});
}

describe('the transition table', () => {
  const parties = ['patient', 'assignee', 'operator', 'stranger'] as const;
  for (const action of SCHEDULE_ACTIONS) {
    for (const status of SCHEDULE_STATUSES) {
      it(`${action} from ${status}`, async () => {
        for (const party of parties) {
          const sc = await inStatus(status);
          const token = { patient: w.patient.token, assignee: w.doctor.token, operator: w.op2.token, stranger: w.otherOp.token }[party];
          const eventsBefore = await count(s, 'events');
          const res = await attempt(action, sc, party, token);
          if (party !== 'stranger' && mayDo(action, status, [party])) {
            expect(res.statusCode, `${party}: ${res.body}`).toBe(200);
            expect(res.json().data.version).toBeGreaterThan(sc.version);
          } else {
            const expected = party === 'stranger' ? 404 : (['patient', 'assignee', 'operator'] as const).some((p) => p === party) && !mayDo(action, 'created', [party]) && !mayDo(action, 'activated', [party]) ? 403 : 409;
            expect(res.statusCode, `${party}: ${res.body}`).toBe(expected);
            expect(res.json().code).toBe(party === 'stranger' ? 'schedule.not_found' : 'schedule.not_allowed');
            expect(await count(s, 'events')).toBe(eventsBefore);
            const row = await s.db.selectFrom('schedules').select(['version', 'status']).where('id', '=', sc.id).executeTakeFirstOrThrow();
            expect(row).toEqual({ version: sc.version, status: sc.status });
          }
        }
      }, 60_000);
    }
  }

  it('leaves every row equal to its folded stream', async () => {
    expect(await expectSchedulesRebuiltFromStreams(s)).toBeGreaterThan(100);
  }, 60_000);
});
