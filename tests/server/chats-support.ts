import type { Db } from '../../server/db/connection';
import type { TestServer } from '../support/server';
import { signIn } from './live-support';

/** A clinic straight in the database; returns its id. */
export async function createClinic(db: Db): Promise<number> {
  const row = await db
    .insertInto('clinics')
    .values({ partner: false, name: JSON.stringify({ ka: 'კლინიკა', en: 'Clinic' }), address: '{"ka":"ა","en":"a"}', phones: '[]', description: '{"ka":"ა","en":"a"}' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function addMember(db: Db, clinicId: number, userId: string, role: 'admin' | 'operator' | 'doctor' = 'operator'): Promise<void> {
  await db.insertInto('clinic_members').values({ clinic_id: clinicId, user_id: userId, role }).execute();
}

/** A chat space straight in the database; returns its id. */
export async function createSpace(
  s: TestServer,
  c: {
    type: 'PatientDoctor' | 'DoctorClinic' | 'PatientClinic';
    doctorId?: string;
    patientId?: string;
    clinicId?: number;
    activeUntil?: Date | null;
    inquiry?: 'created' | 'joined' | 'completed';
  },
): Promise<string> {
  const row = await s.db
    .insertInto('chat_spaces')
    .values({
      type: c.type,
      doctor_id: c.doctorId ?? null,
      patient_id: c.patientId ?? null,
      clinic_id: c.clinicId ?? null,
      active_until: c.activeUntil ?? null,
      last_clinic_inquiry: c.inquiry ? JSON.stringify({ id: '11111111-1111-4111-8111-111111111111', status: c.inquiry }) : null,
      created_at: s.clock.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const HOUR = 60 * 60 * 1000;
export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A patient and a doctor signed in, and their doctor chat, active for an hour. */
export async function doctorChat(s: TestServer) {
  const patient = await signIn(s, 'Patient');
  const doctor = await signIn(s, 'Doctor');
  const id = await createSpace(s, { type: 'PatientDoctor', doctorId: doctor.id, patientId: patient.id, activeUntil: new Date(s.clock.now().getTime() + HOUR) });
  return { patient, doctor, id };
}

/** Sends a text message through the API. */
export const sendText = (s: TestServer, token: string, spaceId: string, text: string) =>
  s.app.inject({ method: 'POST', url: `/api/chat-spaces/${spaceId}/messages/text`, headers: auth(token), payload: { text } });

export const messageCount = async (db: Db) => Number((await db.selectFrom('messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
