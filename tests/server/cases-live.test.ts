import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Case } from '../../src/protocol/cases';
import { readStream } from '../../server/events/event-store';
import { caseStream } from '../../server/features/cases';
import { startTestServer, type TestServer } from '../support/server';
import { connect, type TestSocket } from './live-support';
import { PDF, applied, caseWorld, opened, upload, type CaseWorld } from './cases-support';

/**
 * Every case push goes to exactly the case's patient, its assignee and the doctors it is shared
 * with (a doctor it is withdrawn from hears the withdrawal, then nothing), never to the clinic's
 * operators or anyone else.
 */
let s: TestServer;
let w: CaseWorld;
const sockets: Record<string, TestSocket> = {};
const PEOPLE = ['patient', 'doctor', 'colleague', 'strangerDoctor', 'patient2', 'operator', 'otherOperator'] as const;
type Person = (typeof PEOPLE)[number];

beforeAll(async () => {
  s = await startTestServer({ listen: true });
  w = await caseWorld(s);
  for (const p of PEOPLE) {
    sockets[p] = connect(s.url!, { token: w[p].token });
    await sockets[p].request('Ping');
  }
}, 60_000);
afterAll(async () => {
  for (const ws of Object.values(sockets)) ws.close();
  await s.close();
});

const casePushes = (p: Person, id: string) => sockets[p].received.filter((m) => (m.payload as { case_id?: string } | undefined)?.case_id === id);

/** Waits until every socket has seen everything sent before (a Ping answered after the pushes). */
async function settle(): Promise<void> {
  for (const p of PEOPLE) await sockets[p].request('Ping');
}

/** Who received the push of the case's event at `version`, with the stored payload. */
async function receivers(id: string, version: number): Promise<Person[]> {
  const stored = (await readStream(s.db, caseStream(id))).find((e) => e.version === version)!;
  const got: Person[] = [];
  for (const p of PEOPLE) {
    const hits = casePushes(p, id).filter((m) => (m.payload as { version: number }).version === version);
    if (hits.length > 0) {
      expect(hits).toEqual([{ type: stored.type, payload: stored.payload }]);
      got.push(p);
    }
  }
  return got.sort();
}

describe('case pushes', () => {
  it('reach the patient, the assignee and the shared doctors, and nobody else', async () => {
    let c: Case = await opened(s, w.doctor.token, { patient_id: w.patient.id, clinic_service_id: w.cardiology });
    await sockets.patient.next((m) => m.type === 'PatientCaseCreated' && (m.payload as { case_id: string }).case_id === c.id);
    await settle();
    expect(await receivers(c.id, 1)).toEqual(['doctor', 'patient']);
    expect((casePushes('patient', c.id)[0].payload as { case: Case }).case).toEqual(c);

    c = await applied(s, w.doctor.token, c, { type: 'share', doctor_id: w.colleague.id });
    c = await applied(s, w.doctor.token, c, { type: 'add_treatment', treatment_type: 'Recommendation', text: 'Rest' });
    const file = await upload(s, w.doctor.token, c.id, c.version, PDF, 'ecg.pdf');
    c = file.json().data;
    await settle();
    for (const v of [2, 3, 4]) expect(await receivers(c.id, v), `v${v}`).toEqual(['colleague', 'doctor', 'patient']);

    c = await applied(s, w.doctor.token, c, { type: 'unshare', doctor_id: w.colleague.id });
    c = await applied(s, w.doctor.token, c, { type: 'update_comment', comment: 'After the colleague left' });
    await settle();
    expect(await receivers(c.id, 5)).toEqual(['colleague', 'doctor', 'patient']);
    expect(await receivers(c.id, 6)).toEqual(['doctor', 'patient']);

    // The patient's own share reaches the doctor it names.
    c = await applied(s, w.patient.token, c, { type: 'share', doctor_id: w.strangerDoctor.id });
    await settle();
    expect(await receivers(c.id, 7)).toEqual(['doctor', 'patient', 'strangerDoctor']);

    // Never the clinic's operators, another clinic's, or another patient; the notifications of the
    // patient (new case, treatment) go to the patient's socket alone.
    for (const p of ['operator', 'otherOperator', 'patient2'] as const) {
      expect(sockets[p].received.filter((m) => typeof m.type === 'string' && /^(PatientCase|Treatment|ServiceRequest|NotificationCreated)/.test(m.type))).toEqual([]);
    }
    const created = sockets.patient.received.filter((m) => m.type === 'NotificationCreated').map((m) => (m.payload as { action: string }).action);
    expect(created).toEqual(['case.created', 'case.treatment']);
  });
});
