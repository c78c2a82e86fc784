import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Case } from '../../src/protocol/cases';
import { labtestId, SERVICE } from '../../server/db/seed/static-lists';
import { project } from '../../server/events/projection';
import { caseProjection, caseStream } from '../../server/features/cases';
import { createUser } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/server';
import { auth, createSpace } from './chats-support';
import { PDF, applied, caseWorld, command, count, expectCasesRebuiltFromStreams, getAs, opened, openCase, snapshot, upload, type CaseWorld } from './cases-support';
import { signIn } from './live-support';

let s: TestServer;
let w: CaseWorld;
beforeAll(async () => {
  s = await startTestServer();
  w = await caseWorld(s);
}, 60_000);
afterAll(async () => s.close());

const notes = async (token: string) =>
  (await getAs(s, token, '/api/notifications?limit=100')).json().data.items as { action: string; entity_type: string; entity_id: string; entity: Record<string, unknown> }[];
const fresh = async (id: string): Promise<Case> => (await getAs(s, w.doctor.token, `/api/cases/${id}`)).json().data;
const auditLines = (recordId: string, action: string) =>
  s.db.selectFrom('audit_log').selectAll().where('record_id', '=', recordId).where('action', '=', action).orderBy('id').execute();

describe('opening a case', () => {
  it("starts a cardiology consultation's case from its template: lab tests without results, symptoms to ask about", async () => {
    const c = await opened(s, w.doctor.token, { patient_id: w.patient.id, clinic_service_id: w.cardiology });
    expect(c).toMatchObject({ version: 1, status: 'active', patient_id: w.patient.id, assignee_id: w.doctor.id, clinic_id: w.clinic, template: 'consultation', service_id: SERVICE.cardiologist, start_time: s.clock.now().toISOString() });
    expect(c.service_name!.en).toBe('Cardiology consultation');
    expect(c.labtests.map((l) => l.labtest_id)).toEqual([labtestId('Troponin I'), labtestId('NT-proBNP'), labtestId('Potassium (K)'), labtestId('Total cholesterol')]);
    expect(c.labtests.every((l) => l.result === null && l.file_id === null)).toBe(true);
    expect(c.evidences.map((e) => e.id)).toEqual(['s_200', 's_203', 's_211', 's_215', 's_216']);
    expect(c.evidences.every((e) => e.source === 'template' && e.choice === 'absent' && e.is_featured && !e.is_initial)).toBe(true);
    expect(c.patient).toMatchObject({ gender: 'female', birthdate: '1980-05-17' });
    // The patient hears of it; the opening is in the audit trail.
    expect((await notes(w.patient.token)).filter((n) => n.entity_id === c.id).map((n) => n.action)).toEqual(['case.created']);
    expect((await auditLines(c.id, 'case.change')).map((l) => l.detail)).toEqual([expect.objectContaining({ command: 'open', type: 'PatientCaseCreated' })]);
  });

  it('opens an empty case in the doctor\'s first clinic when no service is given', async () => {
    const c = await opened(s, w.doctor.token, { patient_id: w.patient.id });
    expect(c).toMatchObject({ clinic_id: w.clinic, clinic_service_id: null, service_name: null, template: null, evidences: [], labtests: [] });
  });

  it('answers a repeated client_id with the same case', async () => {
    const first = await openCase(s, w.doctor.token, { patient_id: w.patient.id, client_id: 'open-once-123' });
    const again = await openCase(s, w.doctor.token, { patient_id: w.patient.id, client_id: 'open-once-123' });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(await s.db.selectFrom('patient_cases').select('id').where('client_id', '=', 'open-once-123').execute()).toHaveLength(1);
    // Two at once (a retry racing the first): one case, both answered with it.
    const racing = await Promise.all([0, 1].map(() => openCase(s, w.doctor.token, { patient_id: w.patient.id, client_id: 'open-race-456' })));
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(racing.map((r) => r.json().data.id)).size).toBe(1);
    expect(await s.db.selectFrom('patient_cases').select('id').where('client_id', '=', 'open-race-456').execute()).toHaveLength(1);
  });

  it('refuses a clinic the doctor does not work in, a service of another clinic, an appointment that is not theirs, and a patient who is not theirs', async () => {
    const before = await count(s, 'events');
    const cases = [
      [{ patient_id: w.patient.id, clinic_id: w.otherClinic }, 422, 'case.no_clinic'],
      [{ patient_id: w.patient.id, clinic_service_id: w.elsewhere }, 422, 'case.unknown_service'],
      [{ patient_id: w.patient.id, clinic_service_id: 999999 }, 422, 'case.unknown_service'],
      [{ patient_id: w.patient.id, schedule_id: '00000000-0000-4000-8000-00000000beef' }, 404, 'schedule.not_found'],
      [{ patient_id: w.patient2.id }, 404, 'case.patient_not_found'],
      [{ patient_id: w.colleague.id }, 404, 'case.patient_not_found'],
      [{ patient_id: 'nope' }, 404, 'case.patient_not_found'],
    ] as const;
    for (const [body, status, code] of cases) {
      const res = await openCase(s, w.doctor.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().code).toBe(code);
    }
    // A doctor of no clinic has nowhere to open it.
    const loner = await signIn(s, 'Doctor');
    await createSpace(s, { type: 'PatientDoctor', doctorId: loner.id, patientId: w.patient.id });
    expect((await openCase(s, loner.token, { patient_id: w.patient.id })).json().code).toBe('case.no_clinic');
    expect(await count(s, 'events')).toBe(before);
  });
});

describe('the commands', () => {
  it('records every command as one event, the row equal to the folded stream, each change audited and its history told', async () => {
    const other = await opened(s, w.doctor.token, { patient_id: w.patient.id });
    let c = await opened(s, w.doctor.token, { patient_id: w.patient.id, clinic_service_id: w.cardiology });
    const before = (await auditLines(c.id, 'case.change')).length;
    const step = async (body: Record<string, unknown>) => {
      c = await applied(s, w.doctor.token, c, body);
      return c;
    };
    await step({ type: 'add_evidence', evidence_id: 's_1', choice: 'present', is_featured: true });
    await step({ type: 'edit_evidence', evidence_id: 's_200', choice: 'present' });
    await step({ type: 'remove_evidence', evidence_id: 's_216' });
    await step({ type: 'add_labtest', labtest_id: labtestId('Complete blood count'), result: 'WBC 9.6', date: '2026-11-21' });
    const res = await upload(s, w.doctor.token, c.id, c.version, PDF, 'ecg.pdf');
    expect(res.statusCode, res.body).toBe(200);
    c = res.json().data;
    const fileId = c.files[0].id;
    await step({ type: 'edit_labtest', id: c.labtests[0].id, result: '0.01 ng/mL', file_id: fileId });
    await step({ type: 'remove_labtest', id: c.labtests[1].id });
    await step({ type: 'add_diagnosis', diagnosis_type: 'preliminary', code: 'I20.9' });
    await step({ type: 'add_diagnosis', diagnosis_type: 'final', text: 'Intercostal neuralgia', note: 'No ischaemic changes' });
    await step({ type: 'edit_diagnosis', id: c.diagnoses[1].id, code: 'R51' });
    await step({ type: 'remove_diagnosis', id: c.diagnoses[1].id });
    await step({ type: 'request_service', service_id: SERVICE.echocardiography, note: 'Rule out structural disease' });
    await step({ type: 'request_service', service_id: SERVICE.holter });
    await step({ type: 'fail_service_request', id: c.service_requests[1].id, note: 'Device unavailable' });
    await step({ type: 'reactivate_service_request', id: c.service_requests[1].id });
    await step({ type: 'cancel_service_request', id: c.service_requests[1].id });
    await step({ type: 'add_reference', case_id: other.id });
    await step({ type: 'remove_reference', id: c.references[0].id });
    await step({ type: 'add_reference', case_id: other.id });
    await step({ type: 'add_treatment', treatment_type: 'Drug', drug: { name: 'Ibuprofen', dose: '400 mg', route: 'oral', frequency: 'twice a day', duration: '5 days' } });
    await step({ type: 'add_treatment', treatment_type: 'Recommendation', text: 'Avoid heavy lifting' });
    await step({ type: 'cancel_treatment', id: c.treatments[0].id });
    await step({ type: 'share', doctor_id: w.colleague.id });
    await step({ type: 'unshare', doctor_id: w.colleague.id });
    await step({ type: 'share', doctor_id: w.colleague.id });
    await step({ type: 'update_comment', comment: 'Pain on palpation of the chest wall' });
    await step({ type: 'delete_file', id: fileId });
    await step({ type: 'update_conclusion', conclusion: 'Musculoskeletal chest pain' });
    await step({ type: 'complete' });
    await step({ type: 'fulfil_service_request', id: c.service_requests[0].id, note: 'Normal echo' });

    expect(c).toMatchObject({ status: 'completed', version: 31, comment: 'Pain on palpation of the chest wall', conclusion: 'Musculoskeletal chest pain' });
    expect(c.evidences.find((e) => e.id === 's_200')).toMatchObject({ choice: 'present', source: 'doctor' });
    expect(c.labtests[0]).toMatchObject({ result: '0.01 ng/mL', file_id: null });
    expect(c.files).toEqual([]);
    expect(c.diagnoses).toEqual([expect.objectContaining({ code: 'I20.9', type: 'preliminary' })]);
    expect(c.service_requests.map((r) => r.status)).toEqual(['fulfilled', 'cancelled']);
    expect(c.treatments.map((t) => t.status)).toEqual(['cancelled', 'active']);
    expect(c.shared_with.map((d) => d.id)).toEqual([w.colleague.id]);

    // The rebuild: the row forgotten, the stream folded alone gives it back.
    const row = await s.db.selectFrom('patient_cases').select(['data', 'version']).where('id', '=', c.id).executeTakeFirstOrThrow();
    await s.db.updateTable('patient_cases').set({ data: JSON.stringify({ ...c, comment: 'tampered' }), version: 0 }).where('id', '=', c.id).execute();
    const rebuilt = await project(s.db, caseStream(c.id), caseProjection);
    expect(rebuilt.state).toEqual(c);
    expect(rebuilt.version).toBe(row.version);
    await s.db.updateTable('patient_cases').set({ data: JSON.stringify(rebuilt.state), version: rebuilt.version }).where('id', '=', c.id).execute();
    expect(await expectCasesRebuiltFromStreams(s)).toBeGreaterThan(2);

    // One audit line per change, naming the command and the part.
    const lines = await auditLines(c.id, 'case.change');
    expect(lines.length - before).toBe(30);
    expect(lines.at(-1)!.detail).toMatchObject({ command: 'fulfil_service_request', part_id: c.service_requests[0].id, version: 31 });

    // The history: every change, who, which part, before and after.
    const history = (await getAs(s, w.colleague.token, `/api/cases/${c.id}/history`)).json().data;
    expect(history.map((h: { version: number }) => h.version)).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
    expect(history[0]).toMatchObject({ type: 'PatientCaseCreated', part: 'status', before: null, after: { status: 'active' }, by: { id: w.doctor.id } });
    const edited = history.find((h: { type: string }) => h.type === 'PatientCaseEvidenceEdited');
    expect(edited).toMatchObject({ part: 'evidence', part_id: 's_200', before: { choice: 'absent', source: 'template' }, after: { choice: 'present', source: 'doctor' } });
    const comment = history.find((h: { type: string }) => h.type === 'PatientCaseCommentUpdated');
    expect(comment).toMatchObject({ part: 'comment', before: '', after: 'Pain on palpation of the chest wall' });
    expect(history.find((h: { type: string }) => h.type === 'PatientCaseUnshared')).toMatchObject({ part: 'sharing', part_id: w.colleague.id, before: { id: w.colleague.id }, after: null });
  });

  it('uploads only files that are what they say, and deletes a file\'s bytes with it', async () => {
    let c = await opened(s, w.doctor.token, { patient_id: w.patient.id });
    const snap = await snapshot(s, c.id);
    for (const [bytes, name] of [[Buffer.from('<script>alert(1)</script>'), 'result.pdf'], [Buffer.from('MZ\x90\x00binary'), 'scan.png']] as const) {
      const res = await upload(s, w.doctor.token, c.id, c.version, bytes, name);
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('upload.type_not_allowed');
    }
    expect(await snapshot(s, c.id)).toEqual(snap);
    expect(existsSync(join(s.dataDir, 'uploads', 'cases', c.id))).toBe(false);

    const res = await upload(s, w.doctor.token, c.id, c.version, PDF, '../../etc/результат.pdf');
    c = res.json().data;
    const file = c.files[0];
    expect(file).toMatchObject({ name: 'результат.pdf', content_type: 'application/pdf', size: PDF.length, created_by: w.doctor.id });
    const got = await getAs(s, w.patient.token, `/api/cases/${c.id}/files/${file.id}`);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PDF)).toBe(true);
    expect(got.headers).toMatchObject({ 'content-type': 'application/pdf', 'x-content-type-options': 'nosniff', 'content-security-policy': "default-src 'none'; sandbox" });
    expect(String(got.headers['content-disposition'])).toMatch(/^attachment;/);
    const stored = join(s.dataDir, 'uploads', 'cases', c.id, `${file.id}.pdf`);
    expect(existsSync(stored)).toBe(true);

    c = await applied(s, w.doctor.token, c, { type: 'delete_file', id: file.id });
    expect(existsSync(stored)).toBe(false);
    const row = await s.db.selectFrom('patient_case_files').select('deleted_at').where('id', '=', file.id).executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    expect((await getAs(s, w.doctor.token, `/api/cases/${c.id}/files/${file.id}`)).statusCode).toBe(404);
  });

  it('refuses a command made on an outdated version with the case as it now is, and writes nothing', async () => {
    let c = await opened(s, w.doctor.token, { patient_id: w.patient.id });
    const seen = c.version;
    c = await applied(s, w.doctor.token, c, { type: 'update_comment', comment: 'mine' });
    const snap = await snapshot(s, c.id);
    for (const body of [
      { type: 'update_comment', version: seen, comment: 'theirs' },
      { type: 'add_treatment', version: seen, treatment_type: 'Recommendation', text: 'Rest' },
      { type: 'update_comment', version: c.version + 5, comment: 'from the future' },
    ]) {
      const res = await command(s, w.doctor.token, c.id, body);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'event.conflict', current: c });
    }
    const stale = await upload(s, w.doctor.token, c.id, seen, PDF, 'late.pdf');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toEqual(c);
    expect(await snapshot(s, c.id)).toEqual(snap);
  });

  it('answers bad input with a coded error and changes nothing', async () => {
    const other = await opened(s, w.doctor.token, { patient_id: w.patient.id });
    // Another doctor's case of the same patient, and a case of another patient: neither can be referenced.
    await createSpace(s, { type: 'PatientDoctor', doctorId: w.colleague.id, patientId: w.patient.id });
    await createSpace(s, { type: 'PatientDoctor', doctorId: w.doctor.id, patientId: w.patient2.id });
    const colleagues = await opened(s, w.colleague.token, { patient_id: w.patient.id });
    const patient2s = await opened(s, w.doctor.token, { patient_id: w.patient2.id });
    let c = await opened(s, w.doctor.token, { patient_id: w.patient.id, clinic_service_id: w.cardiology });
    c = await applied(s, w.doctor.token, c, { type: 'add_treatment', treatment_type: 'Recommendation', text: 'Rest' });
    const v = c.version;
    const bad: [Record<string, unknown>, number, string][] = [
      [{ type: 'add_evidence', evidence_id: 's_999999', choice: 'present' }, 422, 'case.unknown_symptom'],
      [{ type: 'add_evidence', evidence_id: 'p_1', choice: 'present' }, 422, 'validation'],
      [{ type: 'add_evidence', evidence_id: 's_200', choice: 'present' }, 409, 'case.duplicate_part'],
      [{ type: 'add_labtest', labtest_id: 99999 }, 422, 'case.unknown_labtest'],
      [{ type: 'add_diagnosis', diagnosis_type: 'final', code: 'Z99.9' }, 422, 'case.unknown_code'],
      [{ type: 'add_diagnosis', diagnosis_type: 'final', code: 'not a code' }, 422, 'validation'],
      [{ type: 'add_diagnosis', diagnosis_type: 'final' }, 422, 'case.diagnosis_empty'],
      [{ type: 'request_service', service_id: 99999 }, 422, 'case.unknown_service'],
      [{ type: 'remove_labtest', id: '00000000-0000-4000-8000-000000000000' }, 422, 'case.unknown_part'],
      [{ type: 'cancel_treatment', id: 'nope' }, 422, 'case.unknown_part'],
      [{ type: 'edit_labtest', id: c.labtests[0].id, file_id: '00000000-0000-4000-8000-000000000000' }, 422, 'case.unknown_part'],
      [{ type: 'add_treatment', treatment_type: 'Drug', drug: { name: 'X', dose: '1', route: 'oral', frequency: ' ', duration: '1 day' } }, 422, 'case.treatment_incomplete'],
      [{ type: 'add_treatment', treatment_type: 'Recommendation' }, 422, 'case.treatment_incomplete'],
      [{ type: 'complete' }, 422, 'case.conclusion_required'],
      [{ type: 'add_reference', case_id: c.id }, 422, 'case.reference_invalid'],
      [{ type: 'add_reference', case_id: colleagues.id }, 422, 'case.reference_invalid'],
      [{ type: 'add_reference', case_id: patient2s.id }, 422, 'case.reference_invalid'],
      [{ type: 'share', doctor_id: w.patient2.id }, 422, 'case.doctor_not_found'],
      [{ type: 'fulfil_service_request', id: 'nope' }, 422, 'case.unknown_part'],
      [{ type: 'update_comment', comment: 'nul\u0000byte' }, 422, 'validation'],
      [{ type: 'add_treatment', treatment_type: 'Recommendation', text: 'a\u0000' }, 422, 'validation'],
      [{ type: 'update_comment', comment: 'x'.repeat(5000) }, 422, 'validation'],
      [{ type: 'no_such_command' }, 422, 'validation'],
    ];
    const snap = await snapshot(s, c.id);
    for (const [body, status, code] of bad) {
      const res = await command(s, w.doctor.token, c.id, { version: v, ...body });
      expect(res.statusCode, `${JSON.stringify(body).slice(0, 80)}: ${res.body}`).toBe(status);
      expect(res.json().code, JSON.stringify(body).slice(0, 80)).toBe(code);
    }
    expect(await snapshot(s, c.id)).toEqual(snap);
    // A reference to the patient's other case of this doctor is fine.
    c = await applied(s, w.doctor.token, c, { type: 'add_reference', case_id: other.id });
    // A completed case takes no more content.
    c = await applied(s, w.doctor.token, c, { type: 'update_conclusion', conclusion: 'Done' });
    c = await applied(s, w.doctor.token, c, { type: 'complete' });
    const closed = await snapshot(s, c.id);
    for (const body of [{ type: 'update_comment', comment: 'late' }, { type: 'cancel' }, { type: 'add_evidence', evidence_id: 's_1', choice: 'present' }]) {
      const res = await command(s, w.doctor.token, c.id, { version: c.version, ...body });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('case.closed');
    }
    const late = await upload(s, w.doctor.token, c.id, c.version, PDF, 'late.pdf');
    expect(late.json().code).toBe('case.closed');
    expect(await snapshot(s, c.id)).toEqual(closed);
    expect((await openCase(s, w.doctor.token, { patient_id: w.patient.id, client_id: 'nul\u0000client' })).json().code).toBe('validation');
    expect((await getAs(s, w.doctor.token, '/api/cases?q=a%00b')).json().code).toBe('validation');
  });
});

describe('notifications and the audit trail', () => {
  it('tells the patient of a new case, a treatment, a referral, the first conclusion, completion and cancellation; the shared doctor of the share; nobody of their own act', async () => {
    let c = await opened(s, w.doctor.token, { patient_id: w.patient.id });
    const forCase = async (token: string) => (await notes(token)).filter((n) => n.entity_id === c.id).map((n) => n.action).reverse();
    c = await applied(s, w.doctor.token, c, { type: 'update_comment', comment: 'Seen' });
    c = await applied(s, w.doctor.token, c, { type: 'add_evidence', evidence_id: 's_1', choice: 'present' });
    c = await applied(s, w.doctor.token, c, { type: 'add_treatment', treatment_type: 'Recommendation', text: 'Rest' });
    c = await applied(s, w.doctor.token, c, { type: 'request_service', service_id: SERVICE.bloodCount });
    c = await applied(s, w.doctor.token, c, { type: 'update_conclusion', conclusion: 'W' });
    c = await applied(s, w.doctor.token, c, { type: 'update_conclusion', conclusion: 'Well' });
    c = await applied(s, w.doctor.token, c, { type: 'share', doctor_id: w.colleague.id });
    c = await applied(s, w.doctor.token, c, { type: 'complete' });
    expect(await forCase(w.patient.token)).toEqual(['case.created', 'case.treatment', 'case.referral', 'case.conclusion', 'case.completed']);
    expect(await forCase(w.doctor.token)).toEqual([]);
    const shared = (await notes(w.colleague.token)).filter((n) => n.entity_id === c.id);
    expect(shared).toEqual([expect.objectContaining({ action: 'case.shared', entity_type: 'case', entity: expect.objectContaining({ patient_id: w.patient.id, actor_id: w.doctor.id }) })]);
    expect((shared[0].entity.title as { en: string }).en).toBe('Nino Beridze');

    let d = await opened(s, w.doctor.token, { patient_id: w.patient.id });
    d = await applied(s, w.doctor.token, d, { type: 'cancel', reason: 'Opened twice' });
    const cancelled = (await notes(w.patient.token)).filter((n) => n.entity_id === d.id).map((n) => n.action);
    expect(cancelled).toEqual(['case.cancelled', 'case.created']);
    // The patient sharing their own (completed) case tells the doctor, not themselves.
    const before = (await notes(w.patient.token)).length;
    await applied(s, w.patient.token, await fresh(c.id), { type: 'share', doctor_id: w.strangerDoctor.id });
    expect((await notes(w.patient.token)).length).toBe(before);
    expect((await notes(w.strangerDoctor.token)).map((n) => n.action)).toContain('case.shared');
  });

  it('records every read of a case, its files and its history, with who and from where', async () => {
    let c = await opened(s, w.doctor.token, { patient_id: w.patient.id });
    c = (await upload(s, w.doctor.token, c.id, c.version, PDF, 'a.pdf')).json().data;
    const from = (remoteAddress: string, token: string, url: string) => s.app.inject({ method: 'GET', url, headers: auth(token), remoteAddress });
    await from('10.9.8.7', w.patient.token, `/api/cases/${c.id}`);
    await from('10.9.8.6', w.doctor.token, `/api/cases/${c.id}/files/${c.files[0].id}`);
    await from('10.9.8.5', w.doctor.token, `/api/cases/${c.id}/history`);
    const reads = await auditLines(c.id, 'case.read');
    expect(reads.map((l) => [l.actor_id, l.ip, l.patient_id, l.clinic_id])).toEqual([
      [w.patient.id, '10.9.8.7', w.patient.id, w.clinic],
      [w.doctor.id, '10.9.8.5', w.patient.id, w.clinic],
    ]);
    expect(reads[1].detail).toEqual({ view: 'history' });
    const fileReads = await auditLines(c.id, 'case.file_read');
    expect(fileReads.map((l) => [l.actor_id, l.ip, l.detail])).toEqual([[w.doctor.id, '10.9.8.6', { file_id: c.files[0].id }]]);
    // Refused reads leave no line that says they read it.
    await from('10.9.8.4', w.strangerDoctor.token, `/api/cases/${c.id}`);
    expect((await auditLines(c.id, 'case.read')).length).toBe(2);
  });
});

describe('the list', () => {
  it('finds the doctor\'s cases by status, patient, a name in either language or an ID number, newest first, a page at a time', async () => {
    const doctor = await signIn(s, 'Doctor');
    await s.db.insertInto('clinic_members').values({ clinic_id: w.clinic, user_id: doctor.id, role: 'doctor' }).execute();
    const ketevan = await createUser(s.db, { type: 'Patient', idNumber: '61001012345' });
    const levan = await createUser(s.db, { type: 'Patient', idNumber: '61001099999' });
    await s.db.updateTable('users').set({ firstname: JSON.stringify({ ka: 'ქეთევან', en: 'Ketevan' }), lastname: JSON.stringify({ ka: 'კაპანაძე', en: 'Kapanadze' }) }).where('id', '=', ketevan.id).execute();
    await s.db.updateTable('users').set({ firstname: JSON.stringify({ ka: 'ლევან', en: 'Levan' }), lastname: JSON.stringify({ ka: 'გელაშვილი', en: 'Gelashvili' }) }).where('id', '=', levan.id).execute();
    for (const p of [ketevan, levan]) await createSpace(s, { type: 'PatientDoctor', doctorId: doctor.id, patientId: p.id });
    const ids: string[] = [];
    for (const [p, minutes] of [[ketevan, 0], [levan, 10], [ketevan, 20]] as const) {
      s.clock.advance(minutes * 60_000);
      ids.push((await opened(s, doctor.token, { patient_id: p.id })).id);
    }
    const list = async (q: string) => (await getAs(s, doctor.token, `/api/cases${q}`)).json().data as { items: { id: string }[]; total: number };
    expect((await list('')).items.map((i) => i.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect((await list('?q=KAPANADZE')).items.map((i) => i.id)).toEqual([ids[2], ids[0]]);
    expect((await list('?q=ketevan kap')).total).toBe(2);
    expect((await list(`?q=${encodeURIComponent('კაპანაძე ქეთ')}`)).total).toBe(2);
    expect((await list(`?q=${encodeURIComponent('გელა')}`)).items.map((i) => i.id)).toEqual([ids[1]]);
    expect((await list('?q=6100109')).items.map((i) => i.id)).toEqual([ids[1]]);
    expect((await list('?q=%25')).total).toBe(0);
    expect((await list(`?patient_id=${levan.id}`)).items.map((i) => i.id)).toEqual([ids[1]]);
    expect((await list('?limit=2&page=2')).items.map((i) => i.id)).toEqual([ids[0]]);
    expect((await list('?limit=2')).total).toBe(3);
    const cancelled = await applied(s, doctor.token, (await getAs(s, doctor.token, `/api/cases/${ids[1]}`)).json().data, { type: 'cancel' });
    expect((await list('?status=cancelled')).items.map((i) => i.id)).toEqual([cancelled.id]);
    expect((await list('?status=active')).total).toBe(2);
  });
});
