import { seedReferenceLists } from '../../server/db/seed/seed';
import type { TestServer } from '../support/server';
import { addMember, auth, createClinic } from './chats-support';
import { signIn } from './live-support';

/** A multipart/form-data body as a browser would send it. */
export async function multipart(parts: { field?: string; name?: string; bytes: Buffer }[]) {
  const form = new FormData();
  for (const p of parts) form.append(p.field ?? 'file', new Blob([new Uint8Array(p.bytes)], { type: 'application/octet-stream' }), p.name ?? 'logo.png');
  const res = new Response(form);
  return { payload: Buffer.from(await res.arrayBuffer()), headers: { 'content-type': res.headers.get('content-type')! } };
}

export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** A call as `token` (null: anonymous). */
export function call(s: TestServer, token: string | null, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown) {
  return s.app.inject({ method, url, headers: token ? auth(token) : {}, ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}) });
}

/**
 * Clinic A with its administrator, a plain operator, a doctor; clinic B with its own
 * administrator; a patient and an operator of no clinic.
 */
export async function cadminWorld(s: TestServer) {
  await seedReferenceLists(s.db);
  const clinicA = await createClinic(s.db);
  const clinicB = await createClinic(s.db);
  const admin = await signIn(s, 'ClinicOperator');
  const operator = await signIn(s, 'ClinicOperator');
  const doctor = await signIn(s, 'Doctor');
  const adminB = await signIn(s, 'ClinicOperator');
  const patient = await signIn(s, 'Patient');
  const loneOperator = await signIn(s, 'ClinicOperator');
  await addMember(s.db, clinicA, admin.id, 'admin');
  await addMember(s.db, clinicA, operator.id, 'operator');
  await addMember(s.db, clinicA, doctor.id, 'doctor');
  await addMember(s.db, clinicB, adminB.id, 'admin');
  return { clinicA, clinicB, admin, operator, doctor, adminB, patient, loneOperator };
}

export type CadminWorld = Awaited<ReturnType<typeof cadminWorld>>;

/** Every audit line, oldest first. */
export const auditLines = (s: TestServer) =>
  s.db.selectFrom('audit_log').select(['actor_id', 'action', 'record_type', 'record_id', 'clinic_id', 'detail']).orderBy('id').execute();

export const validProfile = (over: Record<string, unknown> = {}) => ({
  name: { ka: 'ახალი კლინიკა', en: 'New Clinic' },
  city_id: 1,
  address: { ka: 'თბილისი, რუსთაველის გამზირი 1', en: '1 Rustaveli Avenue, Tbilisi' },
  phones: ['+995 32 2 00 11 22', '555 12 34 56'],
  website: 'https://new.clinic.ge',
  email: 'info@new.clinic.ge',
  facebook: 'https://www.facebook.com/new.clinic',
  description: { ka: 'აღწერა', en: 'About us' },
  ...over,
});
