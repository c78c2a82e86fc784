import { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import { REPORT_BODY_MAX_BYTES, ReportListSchema, ReportSchema, type ReportList } from '../../src/protocol/reports';
import { buildApp } from '../../server/app';
import { startTestServer, type TestServer } from '../support/server';
import { until } from './live-support';
import { auth, createSpace } from './chats-support';
import { auditLines } from './patients-support';
import { booked, scheduleWorld, slotPool } from './schedules-support';
import { signIn as sessionOf } from '../support/session';
import { getAs, reportBody, reportCount, reportWorld, sendReport, sent, sessionLog, type ReportWorld } from './reports-support';

let s: TestServer;
let w: ReportWorld;
beforeEach(async () => {
  s = await startTestServer();
  w = await reportWorld(s);
});
afterEach(async () => {
  await s.close();
});

const DAY = 24 * 60 * 60 * 1000;
const list = (token: string | null, query: string) => getAs(s, token, `/api/reports${query}`);
async function listed(token: string, query: string): Promise<ReportList> {
  const res = await list(token, query);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as ReportList;
  expect([...Value.Errors(ReportListSchema, body)]).toEqual([]);
  return body;
}

describe('POST /api/reports', () => {
  it("stores a patient's report with the log, the text trimmed, their language and an expiry 90 days on", async () => {
    const log = sessionLog(5);
    const res = await sendReport(s, w.patient.token, reportBody(w.clinic, { text: '  ზარს ვუპასუხე და გაქრა \n', log }));
    expect(res.statusCode, res.body).toBe(201);
    const { id, created_at } = res.json().data;
    expect(created_at).toBe(s.clock.now().toISOString());
    const row = await s.db.selectFrom('problem_reports').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ clinic_id: w.clinic, reporter_id: w.patient.id, text: 'ზარს ვუპასუხე და გაქრა', build: 'build-7f3a', consent: true, language: 'ka' });
    expect(row.log).toEqual(log);
    expect(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()).toBe(90 * DAY);
  });

  it('lets a patient send to any clinic of the catalogue, with or without a log', async () => {
    expect((await sendReport(s, w.patient.token, reportBody(w.otherClinic))).statusCode).toBe(201);
    const res = await sendReport(s, w.patient2.token, reportBody(w.clinic, { consent: false, log: null }));
    expect(res.statusCode, res.body).toBe(201);
    const row = await s.db.selectFrom('problem_reports').selectAll().where('id', '=', res.json().data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ consent: false, log: null });
  });

  it('lets staff send to a clinic they work for, and refuses any other clinic with 403', async () => {
    expect((await sendReport(s, w.doctor.token, reportBody(w.clinic))).statusCode).toBe(201);
    expect((await sendReport(s, w.admin.token, reportBody(w.clinic))).statusCode).toBe(201);
    for (const [token, clinic] of [[w.doctor.token, w.otherClinic], [w.otherSupport.token, w.clinic], [w.loneDoctor.token, w.clinic]] as const) {
      const res = await sendReport(s, token, reportBody(clinic));
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('report_clinic_not_allowed');
    }
    expect(await reportCount(s)).toBe(2);
  });

  it('refuses a log sent without consent with 400 report_log_without_consent and stores nothing', async () => {
    const res = await sendReport(s, w.patient.token, reportBody(w.clinic, { consent: false }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'report_log_without_consent' });
    expect(await reportCount(s)).toBe(0);
  });

  it('refuses a missing, blank or over-long text, a malformed log and other bad fields with 422, storing nothing', async () => {
    const malformedLogs = [
      { ...sessionLog(), format: 'har' },
      { ...sessionLog(), version: 2 },
      { ...sessionLog(), steps: [{ seq: 0, t: 0, actor: 'app', kind: 'boot', event: { type: 'boot' } }] },
      { ...sessionLog(), steps: [{ seq: 0, t: 0, actor: 'app', kind: 'teleport', event: { type: 'x' }, fp: null }] },
      { ...sessionLog(), steps: [{ seq: 0, t: 0, actor: 'app', kind: 'push', event: { type: 'x' }, fp: 'not-hex!' }] },
      'a log',
      [],
    ];
    const cases: [Record<string, unknown>, string, string][] = [
      [{ text: undefined }, 'text', 'field.required'],
      [{ text: '' }, 'text', 'field.too_short'],
      [{ text: '   \n\t ' }, 'text', 'field.required'],
      [{ text: 'ა'.repeat(4001) }, 'text', 'field.too_long'],
      [{ consent: undefined }, 'consent', 'field.required'],
      [{ build: 'b'.repeat(101) }, 'build', 'field.too_long'],
      [{ clinic_id: 'first' }, 'clinic_id', 'field.format'],
      [{ clinic_id: 0 }, 'clinic_id', 'field.format'],
      [{ clinic_id: 2_147_483_648 }, 'clinic_id', 'field.format'],
      ...malformedLogs.map((log): [Record<string, unknown>, string, string] => [{ log }, 'log', '']),
    ];
    for (const [over, path, code] of cases) {
      const res = await sendReport(s, w.patient.token, reportBody(w.clinic, over));
      expect(res.statusCode, `${JSON.stringify(over).slice(0, 80)}: ${res.body.slice(0, 200)}`).toBe(422);
      const body = res.json() as { code: string; errors: { path: string; code: string }[] };
      expect(body.code).toBe('validation');
      expect(body.errors.some((e) => e.path === path || e.path.startsWith(`${path}.`)), res.body.slice(0, 300)).toBe(true);
      if (code) expect(body.errors.find((e) => e.path === path)?.code).toBe(code);
    }
    expect((await sendReport(s, w.patient.token, reportBody(w.clinic, { text: 'ა'.repeat(4000) }))).statusCode).toBe(201);
    expect(await reportCount(s)).toBe(1);
  });

  it('answers 404 clinic.not_found for a clinic that does not exist', async () => {
    const res = await sendReport(s, w.patient.token, reportBody(9999));
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('clinic.not_found');
  });

  it("accepts a long session's log far beyond the app's usual body limit", async () => {
    const log = sessionLog(7000);
    const body = JSON.stringify(reportBody(w.clinic, { log }));
    expect(body.length).toBeGreaterThan(1024 * 1024);
    const res = await s.app.inject({ method: 'POST', url: '/api/reports', headers: { ...auth(w.patient.token), 'content-type': 'application/json' }, payload: body });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
    expect((await listed(w.support.token, `?clinic_id=${w.clinic}`)).data.map((r) => r.steps)).toEqual([7000]);
  });

  it('answers a body over 5 MiB with 413 report_too_large, not a 500, whether its length is announced or not', async () => {
    const huge = JSON.stringify(reportBody(w.clinic, { text: 'x', log: sessionLog(1, { redacted: ['r'.repeat(REPORT_BODY_MAX_BYTES)] }) }));
    expect(Buffer.byteLength(huge)).toBeGreaterThan(REPORT_BODY_MAX_BYTES);
    const announced = await s.app.inject({ method: 'POST', url: '/api/reports', headers: { ...auth(w.patient.token), 'content-type': 'application/json' }, payload: huge });
    const streamed = await s.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: { ...auth(w.patient.token), 'content-type': 'application/json' },
      payload: Readable.from([huge.slice(0, 1 << 20), huge.slice(1 << 20)]),
    });
    for (const res of [announced, streamed]) {
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ code: 'report_too_large' });
    }
    expect(await reportCount(s)).toBe(0);
  });

  it('keeps the usual limit and code on other routes', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/api/users', headers: { ...auth(w.patient.token), 'content-type': 'application/json' }, payload: JSON.stringify({ ids: ['x'.repeat(300 * 1024)] }) });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
  });

  it('answers 401 to someone not signed in', async () => {
    const res = await sendReport(s, null, reportBody(w.clinic));
    expect(res.statusCode).toBe(401);
    expect(await reportCount(s)).toBe(0);
  });
});

describe('GET /api/reports/destinations', () => {
  const destinations = async (token: string) => {
    const res = await getAs(s, token, '/api/reports/destinations');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { clinics: { id: number; name: { ka: string; en: string } }[]; suggested: number | null };
  };

  it('offers a patient every clinic, suggesting none until they have an appointment or a chat with a clinic', async () => {
    const d = await destinations(w.patient.token);
    expect(d.clinics).toEqual([
      { id: w.clinic, name: { ka: 'კლინიკა', en: 'Clinic' } },
      { id: w.otherClinic, name: { ka: 'კლინიკა', en: 'Clinic' } },
    ]);
    expect(d.suggested).toBeNull();
  });

  it("suggests to a patient the clinic of their latest chat with a clinic", async () => {
    const older = await createSpace(s, { type: 'PatientClinic', patientId: w.patient.id, clinicId: w.clinic });
    await createSpace(s, { type: 'PatientDoctor', patientId: w.patient.id, doctorId: w.doctor.id });
    s.clock.advance(60_000);
    await createSpace(s, { type: 'PatientClinic', patientId: w.patient.id, clinicId: w.otherClinic });
    expect((await destinations(w.patient.token)).suggested).toBe(w.otherClinic);
    // A message in the older chat makes it the latest.
    await s.db.insertInto('messages').values({ chat_space_id: older, sender_id: w.patient.id, kind: 'text', text: 'გამარჯობა', file: null, created_at: new Date(s.clock.now().getTime() + 1000) }).execute();
    expect((await destinations(w.patient.token)).suggested).toBe(w.clinic);
    expect((await destinations(w.patient2.token)).suggested).toBeNull();
  });

  it("suggests the clinic of the patient's latest appointment before that of any chat", async () => {
    const sw = await scheduleWorld(s);
    await createSpace(s, { type: 'PatientClinic', patientId: sw.patient.id, clinicId: sw.otherClinic });
    expect((await destinations(sw.patient.token)).suggested).toBe(sw.otherClinic);
    await booked(s, sw.patient, { clinic_service_id: sw.consult, assignee_id: sw.doctor.id, start_time: slotPool().next() });
    s.clock.advance(60_000);
    await createSpace(s, { type: 'PatientClinic', patientId: sw.patient.id, clinicId: w.clinic });
    expect((await destinations(sw.patient.token)).suggested).toBe(sw.clinic);
  });

  it('offers staff their own clinics, suggesting the first, and someone of no clinic none', async () => {
    await s.db.insertInto('clinic_members').values({ clinic_id: w.otherClinic, user_id: w.doctor.id, role: 'doctor' }).execute();
    expect(await destinations(w.doctor.token)).toEqual({
      clinics: [{ id: w.clinic, name: { ka: 'კლინიკა', en: 'Clinic' } }, { id: w.otherClinic, name: { ka: 'კლინიკა', en: 'Clinic' } }],
      suggested: w.clinic,
    });
    expect(await destinations(w.otherSupport.token)).toEqual({ clinics: [{ id: w.otherClinic, name: { ka: 'კლინიკა', en: 'Clinic' } }], suggested: w.otherClinic });
    expect(await destinations(w.loneDoctor.token)).toEqual({ clinics: [], suggested: null });
  });

  it('answers 401 to someone not signed in', async () => {
    expect((await getAs(s, null, '/api/reports/destinations')).statusCode).toBe(401);
  });
});

describe('GET /api/reports', () => {
  it("lists the clinic's reports newest first for its support, with the reporter and the log's size", async () => {
    const first = await sent(s, w.patient, reportBody(w.clinic, { log: sessionLog(7), text: `გამარჯობა,\n\n ${'ძალიან გრძელი ტექსტი '.repeat(20)}` }));
    s.clock.advance(60_000);
    const second = await sent(s, w.doctor, reportBody(w.clinic, { consent: false, log: null, text: 'ჩატი არ იხსნება' }));
    await sent(s, w.patient, reportBody(w.otherClinic));
    const page = await listed(w.support.token, `?clinic_id=${w.clinic}`);
    expect(page.total).toBe(2);
    expect(page.page).toBe(1);
    expect(page.per_page).toBe(20);
    expect(page.data.map((r) => r.id)).toEqual([second, first]);
    expect(page.data[0]).toEqual({
      id: second,
      clinic_id: w.clinic,
      created_at: s.clock.now().toISOString(),
      expires_at: new Date(s.clock.now().getTime() + 90 * DAY).toISOString(),
      build: 'build-7f3a',
      text_preview: 'ჩატი არ იხსნება',
      has_log: false,
      steps: 0,
      reporter: { id: w.doctor.id, type: 'Doctor', firstname: { ka: 'ნინო', en: 'Nino' }, lastname: { ka: 'ბერიძე', en: 'Beridze' } },
    });
    expect(page.data[1]).toMatchObject({ has_log: true, steps: 7, reporter: { id: w.patient.id, type: 'Patient' } });
    expect(page.data[1].text_preview.length).toBe(160);
    expect(page.data[1].text_preview).toMatch(/^გამარჯობა, ძალიან გრძელი ტექსტი .*…$/);
    const other = await listed(w.otherSupport.token, `?clinic_id=${w.otherClinic}`);
    expect(other.total).toBe(1);
  });

  it('pages by twenty', async () => {
    for (let i = 0; i < 23; i++) {
      await sent(s, w.patient, reportBody(w.clinic, { text: `report ${i}`, log: null, consent: false }));
      s.clock.advance(1000);
    }
    const one = await listed(w.support.token, `?clinic_id=${w.clinic}`);
    const two = await listed(w.support.token, `?clinic_id=${w.clinic}&page=2`);
    expect(one.data.map((r) => r.text_preview).slice(0, 2)).toEqual(['report 22', 'report 21']);
    expect([one.data.length, two.data.length, one.total, two.total, two.page]).toEqual([20, 3, 23, 23, 2]);
    expect(two.data.at(-1)?.text_preview).toBe('report 0');
    expect((await listed(w.support.token, `?clinic_id=${w.clinic}&page=3`)).data).toEqual([]);
  });

  it("refuses everyone but the clinic's support with 403, the reporter and the clinic's administrator included", async () => {
    await sent(s, w.patient, reportBody(w.clinic));
    for (const token of [w.patient.token, w.admin.token, w.operator.token, w.doctor.token, w.otherSupport.token, w.loneDoctor.token]) {
      const res = await list(token, `?clinic_id=${w.clinic}`);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('report_not_allowed');
    }
  });

  it('stops counting a grant once its holder no longer works for the clinic', async () => {
    await s.db.deleteFrom('clinic_members').where('user_id', '=', w.support.id).execute();
    expect((await list(w.support.token, `?clinic_id=${w.clinic}`)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown clinic, 422 without a clinic and 401 to someone not signed in', async () => {
    const unknown = await list(w.support.token, '?clinic_id=9999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('clinic.not_found');
    expect((await list(w.support.token, '')).statusCode).toBe(422);
    expect((await list(w.support.token, `?clinic_id=${w.clinic}&page=0`)).statusCode).toBe(422);
    expect((await list(null, `?clinic_id=${w.clinic}`)).statusCode).toBe(401);
  });
});

describe('GET /api/reports/:id', () => {
  it("opens the whole report for the clinic's support and writes an audit line", async () => {
    const log = sessionLog(4);
    const id = await sent(s, w.patient, reportBody(w.clinic, { text: 'ზარს ვუპასუხე და გაქრა', log }));
    const res = await s.app.inject({ method: 'GET', url: `/api/reports/${id.toUpperCase()}`, headers: auth(w.support.token), remoteAddress: '10.0.0.9' });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json().data;
    expect([...Value.Errors(ReportSchema, report)]).toEqual([]);
    expect(report).toMatchObject({ id, clinic_id: w.clinic, text: 'ზარს ვუპასუხე და გაქრა', text_preview: 'ზარს ვუპასუხე და გაქრა', language: 'ka', consent: true, has_log: true, steps: 4 });
    expect(report.log).toEqual(log);
    // Byte for byte what was sent: the order of an event's keys is what the machines saw.
    expect(JSON.stringify(report.log.steps)).toBe(JSON.stringify(log.steps));
    const lines = await auditLines(s.db, 'report.read');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ actor_id: w.support.id, record_type: 'problem_report', record_id: id, clinic_id: w.clinic, patient_id: w.patient.id, ip: '10.0.0.9' });
  });

  it('names no patient in the audit line of a report from staff', async () => {
    const id = await sent(s, w.doctor, reportBody(w.clinic, { consent: false, log: null }));
    expect((await getAs(s, w.support.token, `/api/reports/${id}`)).json().data.log).toBeNull();
    expect((await auditLines(s.db, 'report.read'))[0]).toMatchObject({ actor_id: w.support.id, patient_id: null });
  });

  it("answers everyone else exactly as for a report that does not exist, and audits nothing", async () => {
    const id = await sent(s, w.patient, reportBody(w.clinic));
    const missing = await getAs(s, w.support.token, `/api/reports/${randomUUID()}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'report_not_found', message: 'No such report' });
    expect((await getAs(s, w.support.token, '/api/reports/not-a-report')).body).toBe(missing.body);
    for (const token of [w.patient.token, w.patient2.token, w.admin.token, w.operator.token, w.doctor.token, w.otherSupport.token, w.loneDoctor.token]) {
      const res = await getAs(s, token, `/api/reports/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(missing.body);
    }
    const anonymous = await getAs(s, null, `/api/reports/${id}`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).toBe((await getAs(s, null, `/api/reports/${randomUUID()}`)).body);
    expect(await auditLines(s.db, 'report.read')).toEqual([]);
  });
});

describe('retention', () => {
  it('neither lists nor opens a report once it expires, and the prune deletes only expired ones', async () => {
    const old = await sent(s, w.patient, reportBody(w.clinic, { text: 'old' }));
    s.clock.advance(10 * DAY);
    const recent = await sent(s, w.patient, reportBody(w.clinic, { text: 'recent' }));
    s.clock.advance(80 * DAY - 1);
    // Sessions last a month: sign the support in again.
    const support = await sessionOf(s.db, w.support.id, s.clock);
    expect((await listed(support, `?clinic_id=${w.clinic}`)).data.map((r) => r.id)).toEqual([recent, old]);
    expect(await s.app.reports.prune()).toBe(0);
    s.clock.advance(1);
    const page = await listed(support, `?clinic_id=${w.clinic}`);
    expect([page.data.map((r) => r.id), page.total]).toEqual([[recent], 1]);
    expect((await getAs(s, support, `/api/reports/${old}`)).statusCode).toBe(404);
    expect((await getAs(s, support, `/api/reports/${recent}`)).statusCode).toBe(200);
    expect(await reportCount(s)).toBe(2);
    expect(await s.app.reports.prune()).toBe(1);
    expect((await s.db.selectFrom('problem_reports').select('id').execute()).map((r) => r.id)).toEqual([recent]);
  });


  it('prunes as soon as a server node is ready, and the node closes cleanly', async () => {
    await sent(s, w.patient, reportBody(w.clinic));
    s.clock.advance(91 * DAY);
    const node = await buildApp({ config: s.config, db: s.db, clock: s.clock, bus: s.bus, nodeId: `second-${randomUUID()}` });
    await node.ready();
    await until(async () => (await reportCount(s)) === 0);
    await node.close();
  });
});

describe('REPORT_RETENTION_DAYS', () => {
  it('sets how long a report is kept', async () => {
    const t = await startTestServer({ env: { REPORT_RETENTION_DAYS: '7' } });
    try {
      const tw = await reportWorld(t);
      const res = await sendReport(t, tw.patient.token, reportBody(tw.clinic));
      const row = await t.db.selectFrom('problem_reports').selectAll().where('id', '=', res.json().data.id).executeTakeFirstOrThrow();
      expect(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()).toBe(7 * DAY);
    } finally {
      await t.close();
    }
  });
});
