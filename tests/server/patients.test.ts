import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import { PatientListSchema, PatientSummarySchema, type PatientList, type PatientSummary } from '../../src/protocol/case-schemas';
import { KNOWLEDGE_BASE } from '../../server/symptoms/knowledge-base';
import { startTestServer, type TestServer } from '../support/server';
import { auth, createSpace } from './chats-support';
import { signIn } from './live-support';
import { booked, get, scheduleWorld, tbilisi, type ScheduleWorld } from './schedules-support';
import { auditLines, emptyCase, insertCase, messageAt, rename, withDiagnoses } from './patients-support';

let s: TestServer;
let w: ScheduleWorld;
/** Patients of the world: by chat (patient), by appointment (patient2), by own case (caseP), by shared case (sharedP), nobody's (stranger). */
let caseP: { id: string; token: string };
let sharedP: { id: string; token: string };
let idNumbers: Record<string, string>;

beforeEach(async () => {
  s = await startTestServer();
  w = await scheduleWorld(s);
  caseP = await signIn(s, 'Patient');
  sharedP = await signIn(s, 'Patient');
  await rename(s.db, w.patient.id, { ka: 'ნინო', en: 'Nino' }, { ka: 'ბერიძე', en: 'Beridze' });
  await rename(s.db, w.patient2.id, { ka: 'გიორგი', en: 'Giorgi' }, { ka: 'კაპანაძე', en: 'Kapanadze' });
  await rename(s.db, caseP.id, { ka: 'თამარ', en: 'Tamar' }, { ka: 'ლომიძე', en: 'Lomidze' });
  await rename(s.db, sharedP.id, { ka: 'ლევან', en: 'Levan' }, { ka: 'გელაშვილი', en: 'Gelashvili' });
  await rename(s.db, w.stranger.id, { ka: 'ნიკა', en: 'Nika' }, { ka: 'ბერიძე', en: 'Beridze' });
  const rows = await s.db.selectFrom('users').select(['id', 'id_number']).execute();
  idNumbers = Object.fromEntries(rows.map((r) => [r.id, r.id_number]));
});
afterEach(async () => {
  await s.close();
});

const list = async (token: string, query = '') => {
  const res = await get(s, token, `/api/patients${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as PatientList;
  expect([...Value.Errors(PatientListSchema, data)]).toEqual([]);
  return data;
};
const names = (l: PatientList) => l.items.map((p) => p.firstname.en);

/**
 * The doctor's four kinds of patient: a chat with a message on 21 Nov (Nino), an appointment on
 * Monday 23 Nov (Giorgi), their own case changed on 1 Nov (Tamar) and another doctor's case
 * shared with them, changed on 1 Oct (Levan).
 */
async function doctorsPatients() {
  const chat = await createSpace(s, { type: 'PatientDoctor', doctorId: w.doctor.id, patientId: w.patient.id });
  await messageAt(s.db, chat, w.patient.id, '2026-11-21T08:00:00.000Z');
  const appointment = await booked(s, w.patient2, { clinic_service_id: w.consult, assignee_id: w.doctor.id, start_time: tbilisi('2026-11-23', '09:00') });
  const own = await insertCase(s, withDiagnoses(await emptyCase(s.db, { patientId: caseP.id, assigneeId: w.doctor.id, clinicId: w.clinic, at: '2026-11-01T09:00:00.000Z' })));
  const shared = await insertCase(s, await emptyCase(s.db, { patientId: sharedP.id, assigneeId: w.doctor2.id, clinicId: w.clinic, at: '2026-10-01T09:00:00.000Z', sharedWith: [w.doctor.id] }));
  return { chat, appointment, own, shared };
}

describe("a doctor's patients", () => {
  it('are the people they chat with, have appointments with, or have a case of (their own or shared), newest contact first', async () => {
    await doctorsPatients();
    const l = await list(w.doctor.token);
    expect(names(l)).toEqual(['Giorgi', 'Nino', 'Tamar', 'Levan']);
    expect(l.total).toBe(4);
    expect(l.items.map((p) => p.last_contact)).toEqual(['2026-11-23T05:00:00.000Z', '2026-11-21T08:00:00.000Z', '2026-11-01T09:00:00.000Z', '2026-10-01T09:00:00.000Z']);
    // Doctors see the ID number: clinics identify patients by it.
    expect(l.items[0]).toMatchObject({ id: w.patient2.id, id_number: idNumbers[w.patient2.id], gender: 'female', birthdate: '1980-05-17', lastname: { ka: 'კაპანაძე', en: 'Kapanadze' } });
    // Another doctor has only the shared case's patient, as its assignee.
    expect(names(await list(w.doctor2.token))).toEqual(['Levan']);
    expect((await list(w.strangerDoctor.token)).items).toEqual([]);
  });

  it('are found by a prefix of a first or last name in either language, any case, every word counting', async () => {
    await doctorsPatients();
    expect(names(await list(w.doctor.token, '?q=kap'))).toEqual(['Giorgi']);
    expect(names(await list(w.doctor.token, `?q=${encodeURIComponent('ლომ')}`))).toEqual(['Tamar']);
    expect(names(await list(w.doctor.token, '?q=NINO'))).toEqual(['Nino']);
    expect(names(await list(w.doctor.token, `?q=${encodeURIComponent('ნინო ბერ')}`))).toEqual(['Nino']);
    expect(names(await list(w.doctor.token, '?q=nino%20kap'))).toEqual([]);
    // A prefix, not a part in the middle; wildcards match themselves only.
    expect(names(await list(w.doctor.token, '?q=idze'))).toEqual([]);
    expect(names(await list(w.doctor.token, '?q=%25'))).toEqual([]);
    // Nika Beridze exists but is nobody's patient.
    expect(names(await list(w.doctor.token, '?q=beridze'))).toEqual(['Nino']);
  });

  it('are found by their full ID number, never someone else by theirs', async () => {
    await doctorsPatients();
    expect(names(await list(w.doctor.token, `?q=${idNumbers[caseP.id]}`))).toEqual(['Tamar']);
    expect(names(await list(w.doctor.token, `?q=${idNumbers[caseP.id].slice(0, 6)}`))).toEqual([]);
    expect((await list(w.doctor.token, `?q=${idNumbers[w.stranger.id]}`)).items).toEqual([]);
  });

  it('come a page at a time with the total', async () => {
    await doctorsPatients();
    const first = await list(w.doctor.token, '?limit=3');
    const second = await list(w.doctor.token, '?limit=3&page=2');
    expect([names(first), first.total, names(second), second.total]).toEqual([['Giorgi', 'Nino', 'Tamar'], 4, ['Levan'], 4]);
    expect((await list(w.doctor.token, '?limit=3&page=3')).items).toEqual([]);
  });
});

describe("a clinic's patients", () => {
  it("are those with an appointment, a clinic chat or inquiry, or a case at the operator's clinics; anyone by full ID number", async () => {
    await doctorsPatients();
    const clinicChat = await createSpace(s, { type: 'PatientClinic', patientId: w.stranger.id, clinicId: w.otherClinic });
    await messageAt(s.db, clinicChat, w.stranger.id, '2026-11-20T08:00:00.000Z');
    const inquiryChat = await createSpace(s, { type: 'PatientClinic', patientId: w.patient.id, clinicId: w.clinic });
    await s.db.insertInto('clinic_inquiries').values({ clinic_id: w.clinic, patient_id: w.patient.id, chat_space_id: inquiryChat, status: 'created', created_at: new Date('2026-11-19T08:00:00.000Z') }).execute();

    const mine = await list(w.op1.token);
    // Nino: inquiry and clinic chat (its creation, 21 Nov 10:00 on the test clock); not the PatientDoctor chat's message.
    expect(names(mine)).toEqual(['Giorgi', 'Nino', 'Tamar', 'Levan']);
    expect(mine.items.find((p) => p.id === w.patient.id)!.last_contact).toBe('2026-11-21T10:00:00.000Z');
    expect(mine.items[0].id_number).toBe(idNumbers[w.patient2.id]);
    expect(names(await list(w.otherOp.token))).toEqual(['Nika']);
    // The other clinic's operator finds a patient of this clinic only by the full ID number, without a contact.
    const byId = await list(w.otherOp.token, `?q=${idNumbers[caseP.id]}`);
    expect(byId.items).toEqual([expect.objectContaining({ id: caseP.id, last_contact: null })]);
    expect(names(await list(w.otherOp.token, '?q=tamar'))).toEqual([]);
  });
});

describe('who has patients', () => {
  it('only doctors and clinic operators: a patient gets 403, anyone signed out 401', async () => {
    const res = await get(s, w.patient.token, '/api/patients');
    expect([res.statusCode, res.json().code]).toEqual([403, 'forbidden']);
    const anon = await s.app.inject({ method: 'GET', url: '/api/patients' });
    expect([anon.statusCode, anon.json().code]).toEqual([401, 'unauthorized']);
  });
});

const page = async (token: string, id: string) => {
  const res = await get(s, token, `/api/patients/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as PatientSummary;
  expect([...Value.Errors(PatientSummarySchema, data)]).toEqual([]);
  return data;
};

/** A finished symptom-checker interview of the patient with a top condition, straight in the database. */
async function finishedInterview(patientId: string, finishedAt: string, status: 'finished' | 'in_progress' = 'finished'): Promise<string> {
  const id = `i${Math.random().toString(36).slice(2, 12)}`;
  const condition = KNOWLEDGE_BASE.conditions[0];
  await s.db
    .insertInto('interviews')
    .values({
      id, patient_id: patientId, type: 'symptoms', language: 'ka', status, patient_age_in_months: 500, patient_gender: 'female',
      result: JSON.stringify({ conditions: [{ id: condition.id, probability: 0.6 }], triage: { level: 'consultation', redFlags: [] } }),
      triage: 'consultation', finished_at: status === 'finished' ? new Date(finishedAt) : null, created_by: patientId, updated_at: new Date(finishedAt),
    })
    .execute();
  return id;
}

describe("a patient's page", () => {
  it("shows a treating doctor the profile, the cases they may read, their appointments, the chat and the finished interviews", async () => {
    const { chat } = await doctorsPatients();
    const mine = await insertCase(s, withDiagnoses(await emptyCase(s.db, { patientId: w.patient.id, assigneeId: w.doctor.id, clinicId: w.clinic, at: '2026-11-02T09:00:00.000Z', status: 'completed' })));
    const newer = await insertCase(s, await emptyCase(s.db, { patientId: w.patient.id, assigneeId: w.doctor.id, clinicId: w.clinic, at: '2026-11-10T09:00:00.000Z' }));
    await insertCase(s, await emptyCase(s.db, { patientId: w.patient.id, assigneeId: w.doctor2.id, clinicId: w.clinic, at: '2026-11-05T09:00:00.000Z' }));
    const first = await booked(s, w.patient, { clinic_service_id: w.consult, assignee_id: w.doctor.id, start_time: tbilisi('2026-11-24', '10:00') });
    const second = await booked(s, w.patient, { clinic_service_id: w.consult, assignee_id: w.doctor.id, start_time: tbilisi('2026-11-25', '10:00') });
    await booked(s, w.patient, { clinic_service_id: w.consult, assignee_id: w.doctor2.id, start_time: tbilisi('2026-11-24', '11:00') });
    const older = await finishedInterview(w.patient.id, '2026-10-01T10:00:00.000Z');
    const latest = await finishedInterview(w.patient.id, '2026-11-01T10:00:00.000Z');
    await finishedInterview(w.patient.id, '2026-11-02T10:00:00.000Z', 'in_progress');

    const p = await page(w.doctor.token, w.patient.id);
    expect(p.patient).toMatchObject({ id: w.patient.id, firstname: { ka: 'ნინო', en: 'Nino' }, id_number: idNumbers[w.patient.id], gender: 'female', birthdate: '1980-05-17' });
    expect(p.phone).toMatch(/^\+995/);
    expect(p.email).toContain('@example.ge');
    expect(p.chat_space_id).toBe(chat);
    // Doctor2's case of the same patient is not this doctor's to read.
    expect(p.cases.map((c) => c.id)).toEqual([newer.id, mine.id]);
    expect(p.cases[1]).toMatchObject({ status: 'completed', summary_only: false, diagnosis: { code: 'J02.9', type: 'final', name: { en: 'Acute pharyngitis, unspecified' } } });
    expect(p.schedules.map((x) => x.id)).toEqual([second.id, first.id]);
    expect(p.interviews).toEqual([
      { id: latest, finished_at: '2026-11-01T10:00:00.000Z', triage: 'consultation', condition: KNOWLEDGE_BASE.conditions[0].name },
      { id: older, finished_at: '2026-10-01T10:00:00.000Z', triage: 'consultation', condition: KNOWLEDGE_BASE.conditions[0].name },
    ]);
    expect(p.summary_only).toBe(false);
  });

  it('shows a doctor a case was only shared with that case, and not the rest of the record', async () => {
    const { shared } = await doctorsPatients();
    await finishedInterview(sharedP.id, '2026-11-01T10:00:00.000Z');
    const p = await page(w.doctor.token, sharedP.id);
    expect(p.cases.map((c) => [c.id, c.summary_only])).toEqual([[shared.id, false]]);
    expect([p.interviews, p.schedules, p.chat_space_id]).toEqual([[], [], null]);
    // Its assignee treats the patient and sees the interview.
    expect((await page(w.doctor2.token, sharedP.id)).interviews).toHaveLength(1);
  });

  it("shows an operator identity, contacts, the clinic's appointments and cases as summaries, nothing clinical", async () => {
    await doctorsPatients();
    const c = await insertCase(s, withDiagnoses(await emptyCase(s.db, { patientId: w.patient2.id, assigneeId: w.doctor.id, clinicId: w.clinic, at: '2026-11-02T09:00:00.000Z' })));
    await insertCase(s, withDiagnoses(await emptyCase(s.db, { patientId: w.patient2.id, assigneeId: w.doctor.id, clinicId: w.otherClinic, at: '2026-11-03T09:00:00.000Z' })));
    await finishedInterview(w.patient2.id, '2026-11-01T10:00:00.000Z');
    const chat = await createSpace(s, { type: 'PatientClinic', patientId: w.patient2.id, clinicId: w.clinic });

    const p = await page(w.op1.token, w.patient2.id);
    expect(p.summary_only).toBe(true);
    expect(p.patient.id_number).toBe(idNumbers[w.patient2.id]);
    expect(p.phone).toMatch(/^\+995/);
    expect(p.cases).toEqual([expect.objectContaining({ id: c.id, diagnosis: null, summary_only: true, status: 'active' })]);
    expect(p.schedules).toHaveLength(1);
    expect(p.interviews).toEqual([]);
    expect(p.chat_space_id).toBe(chat);
  });

  it('is audited on every opening: who, which patient, which clinic, from which address', async () => {
    await doctorsPatients();
    await page(w.doctor.token, w.patient2.id);
    await page(w.op1.token, caseP.id);
    const lines = await auditLines(s.db, 'patient.read');
    expect(lines.map((l) => [l.actor_id, l.record_type, l.record_id, l.patient_id, l.clinic_id, l.ip])).toEqual([
      [w.doctor.id, 'patient', w.patient2.id, w.patient2.id, w.clinic, '127.0.0.1'],
      [w.op1.id, 'patient', caseP.id, caseP.id, w.clinic, '127.0.0.1'],
    ]);
  });

  it('is 404 for anyone with no relation to the patient (and not audited), 401 signed out', async () => {
    await doctorsPatients();
    const refused: [string, string][] = [
      [w.strangerDoctor.token, w.patient.id],
      [w.doctor2.token, w.patient.id],
      [w.otherOp.token, caseP.id],
      [w.patient.token, w.patient.id],
      [caseP.token, w.patient.id],
      [w.doctor.token, w.stranger.id],
      [w.doctor.token, w.doctor2.id],
      [w.doctor.token, 'not-an-id'],
      [w.doctor.token, '00000000-0000-4000-8000-000000000000'],
    ];
    for (const [token, id] of refused) {
      const res = await s.app.inject({ method: 'GET', url: `/api/patients/${id}`, headers: auth(token) });
      expect([res.statusCode, res.json().code], id).toEqual([404, 'patient.not_found']);
    }
    expect(await auditLines(s.db, 'patient.read')).toEqual([]);
    const anon = await s.app.inject({ method: 'GET', url: `/api/patients/${w.patient.id}` });
    expect(anon.statusCode).toBe(401);
  });
});
