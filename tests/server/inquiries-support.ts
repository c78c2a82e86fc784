import type { TestServer } from '../support/server';
import { signIn } from './live-support';
import { addMember, auth, createClinic } from './chats-support';

/** Opens (or adds to) an inquiry through the API. */
export const openInquiry = (s: TestServer, token: string, clinicId: number | string, payload: Record<string, unknown>) =>
  s.app.inject({ method: 'POST', url: `/api/clinics/${clinicId}/inquiries`, headers: auth(token), payload });

export const inquiryAction = (s: TestServer, token: string, id: string, action: 'join' | 'complete') =>
  s.app.inject({ method: 'POST', url: `/api/clinic-inquiries/${id}/${action}`, headers: auth(token) });

export const listInquiries = (s: TestServer, token: string, query = '') =>
  s.app.inject({ method: 'GET', url: `/api/clinic-inquiries${query}`, headers: auth(token) });

export const count = async (s: TestServer, table: 'clinic_inquiries' | 'messages' | 'chat_spaces' | 'events' | 'notifications') =>
  Number((await s.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

/**
 * A clinic with two operators and a doctor, another clinic with its own operator, a patient,
 * and strangers: another patient and a doctor of no clinic.
 */
export async function inquiryWorld(s: TestServer) {
  const clinic = await createClinic(s.db);
  const otherClinic = await createClinic(s.db);
  const op1 = await signIn(s, 'ClinicOperator');
  const op2 = await signIn(s, 'ClinicOperator');
  const otherOp = await signIn(s, 'ClinicOperator');
  const clinicDoctor = await signIn(s, 'Doctor');
  await addMember(s.db, clinic, op1.id);
  await addMember(s.db, clinic, op2.id, 'admin');
  await addMember(s.db, clinic, clinicDoctor.id, 'doctor');
  await addMember(s.db, otherClinic, otherOp.id);
  const patient = await signIn(s, 'Patient');
  const otherPatient = await signIn(s, 'Patient');
  const doctor = await signIn(s, 'Doctor');
  return { clinic, otherClinic, op1, op2, otherOp, clinicDoctor, patient, otherPatient, doctor };
}
