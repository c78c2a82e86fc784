import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Case } from '../../src/protocol/cases';
import { startTestServer, type TestServer } from '../support/server';
import { auth } from './chats-support';
import { PDF, applied, caseWorld, command, getAs, opened, openCase, upload, type CaseWorld } from './cases-support';

/**
 * Every case route for every kind of person: the patient, the assignee, a doctor it is shared
 * with, an unrelated doctor and patient, an operator of its clinic and of another, and nobody
 * signed in. Those with no relation get exactly the answer a case that does not exist gets.
 */
let s: TestServer;
let w: CaseWorld;
let c: Case;
let fileId: string;

beforeAll(async () => {
  s = await startTestServer();
  w = await caseWorld(s);
  c = await opened(s, w.doctor.token, { patient_id: w.patient.id, clinic_service_id: w.cardiology });
  c = await applied(s, w.doctor.token, c, { type: 'share', doctor_id: w.colleague.id });
  const res = await upload(s, w.doctor.token, c.id, c.version, PDF, 'result.pdf');
  expect(res.statusCode, res.body).toBe(200);
  c = res.json().data;
  fileId = c.files[0].id;
}, 60_000);
afterAll(async () => s.close());

type Who = 'patient' | 'assignee' | 'shared' | 'strangerDoctor' | 'strangerPatient' | 'operator' | 'otherOperator' | 'anonymous';
const WHO: Who[] = ['patient', 'assignee', 'shared', 'strangerDoctor', 'strangerPatient', 'operator', 'otherOperator', 'anonymous'];
const tokenOf = (who: Who): string | null =>
  ({ patient: w.patient.token, assignee: w.doctor.token, shared: w.colleague.token, strangerDoctor: w.strangerDoctor.token, strangerPatient: w.patient2.token, operator: w.operator.token, otherOperator: w.otherOperator.token, anonymous: null })[who];

/** The answer to a route on `id` (the case, or a random id that is no case) for `who`. */
async function call(route: string, who: Who, id: string) {
  const token = tokenOf(who);
  const headers = token ? auth(token) : {};
  switch (route) {
    case 'get':
      return s.app.inject({ method: 'GET', url: `/api/cases/${id}`, headers });
    case 'history':
      return s.app.inject({ method: 'GET', url: `/api/cases/${id}/history`, headers });
    case 'file':
      return s.app.inject({ method: 'GET', url: `/api/cases/${id}/files/${fileId}`, headers });
    case 'command': {
      const fresh = (await s.db.selectFrom('patient_cases').select('version').where('id', '=', c.id).executeTakeFirstOrThrow()).version;
      return s.app.inject({ method: 'POST', url: `/api/cases/${id}/commands`, headers, payload: { type: 'update_comment', version: fresh, comment: `by ${who}` } });
    }
    case 'upload': {
      const fresh = (await s.db.selectFrom('patient_cases').select('version').where('id', '=', c.id).executeTakeFirstOrThrow()).version;
      return token ? upload(s, token, id, fresh, PDF, 'more.pdf') : s.app.inject({ method: 'POST', url: `/api/cases/${id}/files?version=${fresh}`, payload: {} });
    }
    default:
      throw new Error(route);
  }
}

/** What each person gets from each route that takes a case id: a status, and for refusals the code. */
const EXPECTED: Record<string, Record<Who, number | [number, string]>> = {
  get: { patient: 200, assignee: 200, shared: 200, strangerDoctor: [404, 'case.not_found'], strangerPatient: [404, 'case.not_found'], operator: [403, 'case.clinical_content'], otherOperator: [404, 'case.not_found'], anonymous: [401, 'unauthorized'] },
  history: { patient: [403, 'case.not_allowed'], assignee: 200, shared: 200, strangerDoctor: [404, 'case.not_found'], strangerPatient: [404, 'case.not_found'], operator: [403, 'case.clinical_content'], otherOperator: [404, 'case.not_found'], anonymous: [401, 'unauthorized'] },
  file: { patient: 200, assignee: 200, shared: 200, strangerDoctor: [404, 'case.not_found'], strangerPatient: [404, 'case.not_found'], operator: [403, 'case.clinical_content'], otherOperator: [404, 'case.not_found'], anonymous: [401, 'unauthorized'] },
  command: { patient: [403, 'case.not_allowed'], assignee: 200, shared: [403, 'case.not_allowed'], strangerDoctor: [404, 'case.not_found'], strangerPatient: [404, 'case.not_found'], operator: [403, 'case.clinical_content'], otherOperator: [404, 'case.not_found'], anonymous: [401, 'unauthorized'] },
  upload: { patient: [403, 'case.not_allowed'], assignee: 200, shared: [403, 'case.not_allowed'], strangerDoctor: [404, 'case.not_found'], strangerPatient: [404, 'case.not_found'], operator: [403, 'case.clinical_content'], otherOperator: [404, 'case.not_found'], anonymous: [401, 'unauthorized'] },
};

describe('who may use each case route', () => {
  for (const route of Object.keys(EXPECTED)) {
    for (const who of WHO) {
      const expected = EXPECTED[route][who];
      const [status, code] = typeof expected === 'number' ? [expected, null] : expected;
      it(`${route} for ${who}: ${status}${code ? ` ${code}` : ''}`, async () => {
        const eventsBefore = await s.db.selectFrom('events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
        const res = await call(route, who, c.id);
        expect(res.statusCode, res.body).toBe(status);
        if (code) {
          expect(res.json().code).toBe(code);
          const eventsAfter = await s.db.selectFrom('events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
          expect(Number(eventsAfter.n)).toBe(Number(eventsBefore.n));
        }
        if (status === 404) {
          // Exactly what a case that does not exist answers: they learn nothing.
          const none = await call(route, who, randomUUID());
          expect(none.statusCode).toBe(404);
          expect(none.json()).toEqual(res.json());
        }
      });
    }
  }

  it('answers a case that does not exist, or a malformed id, 404 for anyone', async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const res = await getAs(s, w.doctor.token, `/api/cases/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('case.not_found');
    }
    // An id no database could hold is refused before the cases feature sees it (bad-input.test.ts).
    const nul = await getAs(s, w.doctor.token, '/api/cases/%00');
    expect(nul.statusCode).toBe(404);
    expect(nul.json().code).toBe('not_found');
  });
});

describe('the list', () => {
  const list = async (who: Who, query = '') => {
    const res = await getAs(s, tokenOf(who), `/api/cases${query}`);
    return { status: res.statusCode, body: res.json() };
  };

  it('shows the case in full to its patient, assignee and shared doctor, as a summary to its operator, and to nobody else', async () => {
    for (const who of ['patient', 'assignee', 'shared'] as const) {
      const { body } = await list(who);
      expect(body.data.items.map((i: { id: string }) => i.id), who).toEqual([c.id]);
      expect(body.data.items[0]).toMatchObject({ summary_only: false, status: 'active' });
    }
    const op = (await list('operator')).body.data;
    expect(op.items).toEqual([expect.objectContaining({ id: c.id, summary_only: true, diagnosis: null, assignee_id: w.doctor.id })]);
    for (const who of ['strangerDoctor', 'strangerPatient', 'otherOperator'] as const) expect((await list(who)).body.data).toEqual({ items: [], total: 0 });
    expect((await list('anonymous')).status).toBe(401);
  });

  it("never lets an operator's summary carry clinical content", async () => {
    const item = (await list('operator')).body.data.items[0];
    expect(Object.keys(item).sort()).toEqual(['assignee', 'assignee_id', 'clinic', 'clinic_id', 'closed_at', 'created_at', 'diagnosis', 'id', 'patient', 'patient_id', 'service_name', 'start_time', 'status', 'summary_only', 'updated_at']);
    expect(JSON.stringify(item)).not.toMatch(/evidences|labtests|conclusion|comment/);
  });

  it('is refused to a patient opening a case, and to an operator', async () => {
    for (const who of ['patient', 'operator'] as const) {
      const res = await openCase(s, tokenOf(who)!, { patient_id: w.patient.id });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('case.not_allowed');
    }
    const stranger = await openCase(s, w.strangerDoctor.token, { patient_id: w.patient.id });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().code).toBe('case.patient_not_found');
    expect((await s.app.inject({ method: 'POST', url: '/api/cases', payload: { patient_id: w.patient.id } })).statusCode).toBe(401);
  });

  it('lets the patient share the case and withdraw it, and no one else but the assignee', async () => {
    let fresh: Case = (await getAs(s, w.patient.token, `/api/cases/${c.id}`)).json().data;
    fresh = await applied(s, w.patient.token, fresh, { type: 'share', doctor_id: w.strangerDoctor.id });
    expect((await getAs(s, w.strangerDoctor.token, `/api/cases/${c.id}`)).statusCode).toBe(200);
    const byShared = await command(s, w.colleague.token, c.id, { type: 'unshare', version: fresh.version, doctor_id: w.strangerDoctor.id });
    expect(byShared.statusCode).toBe(403);
    fresh = await applied(s, w.patient.token, fresh, { type: 'unshare', doctor_id: w.strangerDoctor.id });
    expect((await getAs(s, w.strangerDoctor.token, `/api/cases/${c.id}`)).statusCode).toBe(404);
    expect(fresh.shared_with.map((d) => d.id)).toEqual([w.colleague.id]);
  });
});
