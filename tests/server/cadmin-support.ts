import { seedReferenceLists } from '../../server/db/seed/seed';
import type { TestServer } from '../support/server';
import { createClinicService, provide } from './availability-support';
import { addMember, auth, createClinic } from './chats-support';
import { signIn } from './live-support';

/** Real 1×1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/**
 * Two clinics. A: its administrator, a plain operator, a doctor providing two of its three
 * services. B: its administrator and its own doctor with one service. Strangers: a patient and a
 * doctor of no clinic.
 */
export async function cadminWorld(s: TestServer) {
  await seedReferenceLists(s.db);
  const clinicA = await createClinic(s.db);
  const clinicB = await createClinic(s.db);
  const [admin, operator, doctor, adminB, doctorB, patient, loneDoctor] = [
    await signIn(s, 'ClinicOperator'),
    await signIn(s, 'ClinicOperator'),
    await signIn(s, 'Doctor'),
    await signIn(s, 'ClinicOperator'),
    await signIn(s, 'Doctor'),
    await signIn(s, 'Patient'),
    await signIn(s, 'Doctor'),
  ];
  await addMember(s.db, clinicA, admin.id, 'admin');
  await addMember(s.db, clinicA, operator.id, 'operator');
  await addMember(s.db, clinicA, doctor.id, 'doctor');
  await addMember(s.db, clinicB, adminB.id, 'admin');
  await addMember(s.db, clinicB, doctorB.id, 'doctor');
  const a1 = await createClinicService(s.db, clinicA, 1, 30, 5000);
  const a2 = await createClinicService(s.db, clinicA, 2, 20, 3000);
  const a3 = await createClinicService(s.db, clinicA, 3, 30, 4000);
  const b1 = await createClinicService(s.db, clinicB, 1, 40, 6000);
  await provide(s.db, doctor.id, a1);
  await provide(s.db, doctor.id, a2);
  await provide(s.db, doctorB.id, b1);
  return { clinicA, clinicB, admin, operator, doctor, adminB, doctorB, patient, loneDoctor, a1, a2, a3, b1 };
}
export type CadminWorld = Awaited<ReturnType<typeof cadminWorld>>;

/** A request as someone (null: not signed in). */
export const call = (s: TestServer, token: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  s.app.inject({ method, url, headers: token ? auth(token) : {}, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

/** A multipart/form-data body as a browser sends it: the JSON field `data` and an optional `photo`. */
export async function newDoctorForm(data: unknown, photo?: Buffer) {
  const form = new FormData();
  form.append('data', typeof data === 'string' ? data : JSON.stringify(data));
  if (photo) form.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'photo.png');
  const res = new Response(form);
  return { payload: Buffer.from(await res.arrayBuffer()), headers: { 'content-type': res.headers.get('content-type')! } };
}

export async function createDoctor(s: TestServer, token: string | null, clinicId: number | string, data: unknown, photo?: Buffer) {
  const body = await newDoctorForm(data, photo);
  return s.app.inject({ method: 'POST', url: `/api/cadmin/clinics/${clinicId}/doctors`, headers: { ...body.headers, ...(token ? auth(token) : {}) }, payload: body.payload });
}

/** A valid new doctor's details; `over` replaces fields. */
export const newDoctor = (services: number[], over: Record<string, unknown> = {}) => ({
  firstname: { ka: 'გიორგი', en: 'Giorgi' },
  lastname: { ka: 'ლომიძე', en: 'Lomidze' },
  id_number: '01009012345',
  phone: '599 12 34 56',
  email: 'giorgi.lomidze@example.ge',
  speciality_id: 1,
  title: { ka: 'კარდიოლოგი', en: 'Cardiologist' },
  experience_from: 2010,
  languages: ['ka', 'en'],
  clinic_service_ids: services,
  ...over,
});

type Table = 'users' | 'clinic_members' | 'doctor_services' | 'authcodes' | 'audit_log' | 'clinic_services';
export async function counts(s: TestServer): Promise<Record<Table, number>> {
  const tables: Table[] = ['users', 'clinic_members', 'doctor_services', 'authcodes', 'audit_log', 'clinic_services'];
  const out = {} as Record<Table, number>;
  for (const t of tables) out[t] = Number((await s.db.selectFrom(t).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  return out;
}

export const auditOf = (s: TestServer, action: string) =>
  s.db.selectFrom('audit_log').select(['actor_id', 'action', 'record_type', 'record_id', 'clinic_id', 'detail']).where('action', '=', action).orderBy('id').execute();
