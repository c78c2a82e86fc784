import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import { AuditPageSchema, type AuditPage } from '../../src/protocol/case-schemas';
import { audit } from '../../server/audit';
import { startTestServer, type TestServer } from '../support/server';
import { addMember } from './chats-support';
import { signIn } from './live-support';
import { get, scheduleWorld, type ScheduleWorld } from './schedules-support';
import { rename } from './patients-support';

let s: TestServer;
let w: ScheduleWorld;
/** An administrator of the other clinic. */
let otherAdmin: { id: string; token: string };

beforeEach(async () => {
  s = await startTestServer();
  w = await scheduleWorld(s);
  otherAdmin = await signIn(s, 'ClinicOperator');
  await addMember(s.db, w.otherClinic, otherAdmin.id, 'admin');
  await rename(s.db, w.doctor.id, { ka: 'დავით', en: 'Davit' }, { ka: 'ხარაძე', en: 'Kharadze' });
  // The trail: the doctor reads a case of the patient, the patient reads it, the doctor changes
  // it, someone reads patient2's page; one line belongs to the other clinic.
  const line = (at: string, actorId: string, action: string, recordType: string, recordId: string, patientId: string, clinicId: number) =>
    audit(s.db, { actorId, action, recordType, recordId, patientId, clinicId, ip: '10.0.0.7', detail: { n: at } }, new Date(at));
  await line('2026-11-20T08:00:00.000Z', w.doctor.id, 'case.read', 'case', 'case-1', w.patient.id, w.clinic);
  await line('2026-11-20T09:00:00.000Z', w.patient.id, 'case.read', 'case', 'case-1', w.patient.id, w.clinic);
  await line('2026-11-20T10:00:00.000Z', w.doctor.id, 'case.change', 'case', 'case-1', w.patient.id, w.clinic);
  await line('2026-11-20T11:00:00.000Z', w.op1.id, 'patient.read', 'patient', w.patient2.id, w.patient2.id, w.clinic);
  await line('2026-11-20T12:00:00.000Z', w.otherOp.id, 'case.read', 'case', 'case-2', w.patient.id, w.otherClinic);
});
afterEach(async () => {
  await s.close();
});

const trail = async (token: string, query = '') => {
  const res = await get(s, token, `/api/audit${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as AuditPage;
  expect([...Value.Errors(AuditPageSchema, data)]).toEqual([]);
  return data;
};
const actions = (p: AuditPage) => p.items.map((l) => `${l.action}@${l.at.slice(11, 13)}`);

describe('the audit trail', () => {
  it("shows a clinic's administrator their clinic's lines, newest first, with the actor as a person", async () => {
    const page = await trail(w.op2.token);
    expect(actions(page)).toEqual(['patient.read@11', 'case.change@10', 'case.read@09', 'case.read@08']);
    expect(page.total).toBe(4);
    expect(page.items[1]).toEqual({
      id: expect.any(Number),
      at: '2026-11-20T10:00:00.000Z',
      actor_id: w.doctor.id,
      actor: { id: w.doctor.id, firstname: { ka: 'დავით', en: 'Davit' }, lastname: { ka: 'ხარაძე', en: 'Kharadze' }, photo: null },
      action: 'case.change',
      record_type: 'case',
      record_id: 'case-1',
      // A case is named by its patient.
      record_label: expect.objectContaining({ ka: expect.any(String), en: expect.any(String) }),
      patient_id: w.patient.id,
      clinic_id: w.clinic,
      ip: '10.0.0.7',
      detail: { n: '2026-11-20T10:00:00.000Z' },
    });
    expect(actions(await trail(otherAdmin.token))).toEqual(['case.read@12']);
  });

  it('lists one record, or one person as actor or as patient', async () => {
    expect(actions(await trail(w.op2.token, '?record_type=case&record_id=case-1'))).toEqual(['case.change@10', 'case.read@09', 'case.read@08']);
    expect(actions(await trail(w.op2.token, '?record_type=patient'))).toEqual(['patient.read@11']);
    expect(actions(await trail(w.op2.token, `?person_id=${w.doctor.id}`))).toEqual(['case.change@10', 'case.read@08']);
    // As patient of every line about them, and as the actor of their own reading.
    expect(actions(await trail(w.op2.token, `?person_id=${w.patient.id}`))).toEqual(['case.change@10', 'case.read@09', 'case.read@08']);
    expect(actions(await trail(w.op2.token, `?person_id=${w.patient2.id}&record_type=patient`))).toEqual(['patient.read@11']);
    expect((await trail(w.op2.token, '?person_id=nobody')).items).toEqual([]);
    expect((await trail(w.op2.token, '?record_id=case-2')).items).toEqual([]);
  });

  it('names each record: a person by their name, a case by its patient, a clinic service by its service, a clinic by its name', async () => {
    await rename(s.db, w.patient2.id, { ka: 'ნათია', en: 'Natia' }, { ka: 'ლომიძე', en: 'Lomidze' });
    await rename(s.db, w.patient.id, { ka: 'ლევან', en: 'Levan' }, { ka: 'ჯაფარიძე', en: 'Japaridze' });
    const cs = await s.db.selectFrom('clinic_services as cs').innerJoin('services as sv', 'sv.id', 'cs.service_id').select(['cs.id', 'sv.name']).where('cs.clinic_id', '=', w.clinic).executeTakeFirstOrThrow();
    const clinic = await s.db.selectFrom('clinics').select('name').where('id', '=', w.clinic).executeTakeFirstOrThrow();
    await audit(s.db, { actorId: w.op2.id, action: 'clinic_service.update', recordType: 'clinic_service', recordId: String(cs.id), clinicId: w.clinic, detail: { price: { old: 40, new: 45 } } }, new Date('2026-11-21T08:00:00Z'));
    await audit(s.db, { actorId: w.op2.id, action: 'clinic.profile_change', recordType: 'clinic', recordId: String(w.clinic), clinicId: w.clinic }, new Date('2026-11-21T09:00:00Z'));
    await audit(s.db, { actorId: w.op2.id, action: 'operator.remove', recordType: 'user', recordId: '00000000-0000-4000-8000-00000000dead', clinicId: w.clinic }, new Date('2026-11-21T10:00:00Z'));
    const labels = Object.fromEntries((await trail(w.op2.token)).items.map((l) => [`${l.action}:${l.record_id}`, l.record_label]));
    expect(labels[`patient.read:${w.patient2.id}`]).toEqual({ ka: 'ნათია ლომიძე', en: 'Natia Lomidze' });
    expect(labels['case.change:case-1']).toEqual({ ka: 'ლევან ჯაფარიძე', en: 'Levan Japaridze' });
    expect(labels[`clinic_service.update:${cs.id}`]).toEqual(JSON.parse(JSON.stringify(cs.name)));
    expect(labels[`clinic.profile_change:${w.clinic}`]).toEqual(JSON.parse(JSON.stringify(clinic.name)));
    // A record that no longer exists has no name: the id is shown instead.
    expect(labels['operator.remove:00000000-0000-4000-8000-00000000dead']).toBeNull();
  });

  it('comes a page at a time with the total', async () => {
    const first = await trail(w.op2.token, '?limit=3');
    const second = await trail(w.op2.token, '?limit=3&page=2');
    expect([actions(first), first.total, actions(second), second.total]).toEqual([['patient.read@11', 'case.change@10', 'case.read@09'], 4, ['case.read@08'], 4]);
  });

  it('is refused to operators who are not administrators, doctors and patients (403), and to anyone signed out (401)', async () => {
    for (const p of [w.op1, w.otherOp, w.doctor, w.strangerDoctor, w.patient]) {
      const res = await get(s, p.token, '/api/audit');
      expect([res.statusCode, res.json().code]).toEqual([403, 'audit.not_allowed']);
    }
    const anon = await s.app.inject({ method: 'GET', url: '/api/audit' });
    expect(anon.statusCode).toBe(401);
  });
});
