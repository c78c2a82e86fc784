import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Case } from '../../src/protocol/cases';
import { sniffChatFile } from '../../server/features/chats';
import { DEMO_ACCOUNTS } from '../../server/db/seed/seed';
import { SERVICE_CASE_TEMPLATES, LABTESTS } from '../../server/db/seed/static-lists';
import { symptomName } from '../../server/features/cases';
import { startTestServer, type TestServer } from '../support/server';
import { expectCasesRebuiltFromStreams, getAs } from './cases-support';
import { expectSchedulesRebuiltFromStreams } from './schedules-support';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ seed: true });
}, 60_000);
afterAll(async () => s.close());

const login = async (n: number) => {
  const res = await s.app.inject({ method: 'POST', url: '/api/auth/login-with-password', payload: { identifier: DEMO_ACCOUNTS[n].identifier, password: DEMO_ACCOUNTS[n].password } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token as string;
};

describe('the demo cases', () => {
  it('give the demo patient three cases with the demo doctor at the demo clinic: active, completed and cancelled, newest first', async () => {
    const token = await login(0);
    const list = (await getAs(s, token, '/api/cases')).json().data;
    expect(list.total).toBe(3);
    const doctorId = '00000000-0000-4000-8000-000000000002';
    expect(list.items.map((c: Case) => c.status)).toEqual(['active', 'completed', 'cancelled']);
    for (const c of list.items) expect(c).toMatchObject({ assignee_id: doctorId, clinic_id: 1, summary_only: false });
    expect(list.items[1].diagnosis).toMatchObject({ code: 'J20.9', type: 'final' });
    // Every event of every case lies in the past of the seed.
    const latest = await s.db.selectFrom('events').select((eb) => eb.fn.max('created_at').as('at')).where('stream', 'like', 'case:%').executeTakeFirstOrThrow();
    expect(new Date(latest.at as Date).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('fill the active case with every kind of content, from the shared interview and the doctor', async () => {
    const token = await login(1);
    const items = (await getAs(s, token, '/api/cases?status=active')).json().data.items;
    expect(items).toHaveLength(1);
    const c: Case = (await getAs(s, token, `/api/cases/${items[0].id}`)).json().data;
    expect(c.evidences.filter((e) => e.is_initial && e.source === 'interview').length).toBeGreaterThanOrEqual(4);
    expect(c.evidences.some((e) => e.source === 'doctor')).toBe(true);
    expect(c.labtests.some((l) => l.result && l.file_id)).toBe(true);
    expect(c.labtests.some((l) => l.result === null)).toBe(true);
    expect(c.files).toHaveLength(1);
    expect(c.diagnoses).toEqual([expect.objectContaining({ type: 'preliminary', code: 'J06.9' })]);
    expect(new Set(c.treatments.map((t) => t.type))).toEqual(new Set(['Drug', 'Recommendation']));
    expect(c.service_requests).toEqual([expect.objectContaining({ status: 'active' })]);
    expect(c.references).toHaveLength(1);
    expect(c.comment).not.toBe('');
    // The schedule it was opened for records it, and its file is a real PDF the doctor can download.
    const schedule = (await getAs(s, token, `/api/schedules/${c.schedule_id}`)).json().data;
    expect(schedule).toMatchObject({ status: 'activated', patient_case_id: c.id, interview_status: 'finished' });
    // The interview it started from is a real result the patient reads among her AI results.
    const patientToken = await login(0);
    const interview = (await getAs(s, patientToken, `/api/interviews/${schedule.interview_id}`)).json().data;
    expect(interview).toMatchObject({ status: 'finished', patient_id: c.patient_id });
    expect(interview.conditions.length).toBeGreaterThan(0);
    const results = (await getAs(s, patientToken, '/api/interviews')).json().data;
    expect(results.items.map((i: { id: string }) => i.id)).toContain(schedule.interview_id);
    const file = await getAs(s, token, `/api/cases/${c.id}/files/${c.files[0].id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(sniffChatFile(file.rawPayload, c.files[0].name)?.contentType).toBe('application/pdf');
    expect(file.rawPayload.length).toBe(c.files[0].size);
    expect(readFileSync(join(s.dataDir, 'uploads', `cases/${c.id}/${c.files[0].id}.pdf`)).toString('latin1')).toContain('Complete blood count');
  });

  it('complete one case with a final diagnosis, treatments, a fulfilled referral and a conclusion, and cancel one with its reason', async () => {
    const token = await login(0);
    const [, completedItem, cancelledItem] = (await getAs(s, token, '/api/cases')).json().data.items;
    const completed: Case = (await getAs(s, token, `/api/cases/${completedItem.id}`)).json().data;
    expect(completed.diagnoses.map((d) => [d.type, d.code])).toEqual([['preliminary', 'J06.9'], ['final', 'J20.9']]);
    expect(completed.treatments.length).toBeGreaterThanOrEqual(2);
    expect(completed.service_requests).toEqual([expect.objectContaining({ status: 'fulfilled' })]);
    expect(completed.conclusion).not.toBe('');
    expect(completed.closed_at).not.toBeNull();
    const active = (await getAs(s, token, '/api/cases?status=active')).json().data.items[0];
    const activeCase: Case = (await getAs(s, token, `/api/cases/${active.id}`)).json().data;
    expect(activeCase.references.map((r) => r.referenced_patient_case_id)).toEqual([completed.id]);
    const cancelled: Case = (await getAs(s, token, `/api/cases/${cancelledItem.id}`)).json().data;
    expect(cancelled.cancel_reason).toMatch(/[\u10D0-\u10FF]/);
    // Opened for an internal-medicine consultation, it started from the service's template.
    expect(cancelled.template).toBe('consultation');
    expect(cancelled.labtests.length).toBeGreaterThan(0);
    expect(cancelled.evidences.every((e) => e.source === 'template')).toBe(true);
  });

  it('leave every case row equal to its folded stream, and the appointments too', async () => {
    expect(await expectCasesRebuiltFromStreams(s)).toBe(3);
    expect(await expectSchedulesRebuiltFromStreams(s)).toBe(10);
  });

  it('give services case templates of real lab tests and symptoms', async () => {
    const templates = Object.values(SERVICE_CASE_TEMPLATES);
    expect(templates.length).toBeGreaterThanOrEqual(3);
    for (const t of templates) {
      for (const id of t!.labtests) expect(LABTESTS.some((l) => l.id === id)).toBe(true);
      for (const id of t!.evidences) expect(symptomName(id)).not.toBeNull();
    }
    const rows = await s.db.selectFrom('services').select(['id', 'case_template']).where('case_template', 'is not', null).execute();
    expect(rows.length).toBe(templates.length);
  });
});
