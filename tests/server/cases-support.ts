import { expect } from 'vitest';
import type { Case } from '../../src/protocol/cases';
import type { Db } from '../../server/db/connection';
import { parseJson } from '../../server/db/json';
import { seedReferenceLists } from '../../server/db/seed/seed';
import { SERVICE } from '../../server/db/seed/static-lists';
import { project } from '../../server/events/projection';
import { caseProjection, caseStream } from '../../server/features/cases';
import type { TestServer } from '../support/server';
import { addMember, auth, createClinic, createSpace } from './chats-support';
import { signIn } from './live-support';

/** A clinic service straight in the database for a service of the static list; returns its id. */
export async function clinicServiceOf(db: Db, clinicId: number, serviceId: number): Promise<number> {
  const row = await db.insertInto('clinic_services').values({ clinic_id: clinicId, service_id: serviceId, price: 5000, duration_minutes: 30 }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The people every case test needs, around one clinic: the doctor (the assignee to be), a
 * colleague to share with, the patient (with a chat with the doctor, so she is one of his
 * patients), the clinic's operator; and strangers: an unrelated doctor and patient, another
 * clinic's operator. The clinic offers a cardiology consultation (a service with a case template)
 * and a family-doctor consultation (none).
 */
export async function caseWorld(s: TestServer) {
  await seedReferenceLists(s.db);
  const clinic = await createClinic(s.db);
  const otherClinic = await createClinic(s.db);
  const [doctor, colleague, strangerDoctor, patient, patient2, operator, otherOperator] = [
    await signIn(s, 'Doctor'),
    await signIn(s, 'Doctor'),
    await signIn(s, 'Doctor'),
    await signIn(s, 'Patient'),
    await signIn(s, 'Patient'),
    await signIn(s, 'ClinicOperator'),
    await signIn(s, 'ClinicOperator'),
  ];
  await addMember(s.db, clinic, doctor.id, 'doctor');
  await addMember(s.db, clinic, colleague.id, 'doctor');
  await addMember(s.db, otherClinic, strangerDoctor.id, 'doctor');
  await addMember(s.db, clinic, operator.id, 'admin');
  await addMember(s.db, otherClinic, otherOperator.id, 'admin');
  const chat = await createSpace(s, { type: 'PatientDoctor', doctorId: doctor.id, patientId: patient.id, activeUntil: new Date(s.clock.now().getTime() + 86_400_000) });
  const cardiology = await clinicServiceOf(s.db, clinic, SERVICE.cardiologist);
  const family = await clinicServiceOf(s.db, clinic, SERVICE.familyDoctor);
  const elsewhere = await clinicServiceOf(s.db, otherClinic, SERVICE.familyDoctor);
  return { clinic, otherClinic, doctor, colleague, strangerDoctor, patient, patient2, operator, otherOperator, chat, cardiology, family, elsewhere };
}
export type CaseWorld = Awaited<ReturnType<typeof caseWorld>>;

export const openCase = (s: TestServer, token: string, body: Record<string, unknown>) => s.app.inject({ method: 'POST', url: '/api/cases', headers: auth(token), payload: body });
export const command = (s: TestServer, token: string, id: string, body: Record<string, unknown>) =>
  s.app.inject({ method: 'POST', url: `/api/cases/${id}/commands`, headers: auth(token), payload: body });
export const getAs = (s: TestServer, token: string | null, url: string) => s.app.inject({ method: 'GET', url, headers: token ? auth(token) : {} });

/** Opens a case through the API (fails the test on refusal). */
export async function opened(s: TestServer, token: string, body: Record<string, unknown>): Promise<Case> {
  const res = await openCase(s, token, body);
  if (res.statusCode !== 201) throw new Error(`open refused: ${res.statusCode} ${res.body}`);
  return res.json().data as Case;
}

/** Gives one command on the case's current version and answers the case after it (fails the test on refusal). */
export async function applied(s: TestServer, token: string, c: Case, body: Record<string, unknown>): Promise<Case> {
  const res = await command(s, token, c.id, { version: c.version, ...body });
  if (res.statusCode !== 200) throw new Error(`${String(body.type)} refused: ${res.statusCode} ${res.body}`);
  return res.json().data as Case;
}

/** A multipart body with one file in the field `file`. */
export function multipart(bytes: Buffer, filename: string, contentType = 'application/octet-stream') {
  const boundary = `----case${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const upload = (s: TestServer, token: string, id: string, version: number, bytes: Buffer, filename: string) => {
  const body = multipart(bytes, filename);
  return s.app.inject({ method: 'POST', url: `/api/cases/${id}/files?version=${version}`, headers: { ...auth(token), ...body.headers }, payload: body.payload });
};

/** A real (tiny) PDF: what `sniffChatFile` recognises as a PDF. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

export const count = async (s: TestServer, table: 'patient_cases' | 'events' | 'notifications' | 'audit_log' | 'patient_case_files') =>
  Number((await s.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

/** The rows of tables a refused change must leave alone, to compare before and after. */
export async function snapshot(s: TestServer, id: string) {
  const row = await s.db.selectFrom('patient_cases').select(['version', 'data']).where('id', '=', id).executeTakeFirstOrThrow();
  return { row, events: await count(s, 'events'), notifications: await count(s, 'notifications'), files: await count(s, 'patient_case_files'), changes: await changeLines(s) };
}

const changeLines = async (s: TestServer) =>
  Number((await s.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).where('action', '=', 'case.change').executeTakeFirstOrThrow()).n);

/**
 * Every case's row equals its stream folded by the projection (the read table can be rebuilt from
 * the events alone), at the same version; its share rows are the case's `shared_with`. Answers
 * how many rows it checked.
 */
export async function expectCasesRebuiltFromStreams(s: TestServer): Promise<number> {
  const rows = await s.db.selectFrom('patient_cases').select(['id', 'version', 'status', 'data']).orderBy('created_at').execute();
  for (const row of rows) {
    const folded = await project(s.db, caseStream(row.id), caseProjection);
    expect(folded.state).toEqual(parseJson<Case>(row.data));
    expect(folded.version).toBe(row.version);
    expect(folded.state!.status).toBe(row.status);
    const shares = await s.db.selectFrom('patient_case_shares').select('doctor_id').where('case_id', '=', row.id).execute();
    expect(shares.map((r) => r.doctor_id).sort()).toEqual(folded.state!.shared_with.map((d) => d.id).sort());
  }
  return rows.length;
}
