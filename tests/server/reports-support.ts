import type { SessionLog } from '../../src/protocol/session-log';
import type { Db } from '../../server/db/connection';
import type { TestServer } from '../support/server';
import { addMember, auth, createClinic } from './chats-support';
import { signIn } from './live-support';

type Person = { id: string; token: string };

/** A session log of `steps` steps (a boot, then answers), as the client exports it. */
export function sessionLog(steps = 3, extra: Record<string, unknown> = {}): SessionLog {
  return {
    format: 'clinic-session-log',
    version: 1,
    build: 'build-7f3a',
    started_at: '2026-11-21T09:58:00.000Z',
    language: 'ka',
    viewport: { width: 390, height: 844 },
    redacted: ['app/login user.submitPassword password'],
    dropped: 0,
    steps: Array.from({ length: steps }, (_, i) =>
      i === 0
        ? { seq: 0, t: 0, actor: 'app', kind: 'boot' as const, event: { type: 'boot', path: '/chats', language: 'ka' }, fp: null }
        // Keys not in sorted order, as the client writes them: the server keeps their order.
        : { seq: i, t: i * 250, actor: 'app/calls/call-1', kind: 'push' as const, event: { type: 'server.CallUpdated', payload: { status: 'ringing_missed', n: i, call_id: 'c-1' } }, fp: '0a1b2c3d' },
    ),
    ...extra,
  } as SessionLog;
}

/** A report body a patient sends with consent and a log; `over` replaces fields. */
export const reportBody = (clinicId: number, over: Record<string, unknown> = {}) => ({
  text: 'ზარს ვუპასუხე და გაქრა',
  clinic_id: clinicId,
  consent: true,
  log: sessionLog(),
  build: 'build-7f3a',
  ...over,
});

export const sendReport = (s: TestServer, token: string | null, payload: unknown) =>
  s.app.inject({ method: 'POST', url: '/api/reports', headers: token ? auth(token) : {}, payload: payload as Record<string, unknown> });

export const getAs = (s: TestServer, token: string | null, url: string) => s.app.inject({ method: 'GET', url, headers: token ? auth(token) : {} });

export const supportCall = (s: TestServer, token: string | null, method: 'PUT' | 'DELETE', clinicId: number | string, userId: string) =>
  s.app.inject({ method, url: `/api/clinics/${clinicId}/support/${userId}`, headers: token ? auth(token) : {} });

/** Sends a report and answers its id (fails the test on refusal). */
export async function sent(s: TestServer, p: Person, body: Record<string, unknown>): Promise<string> {
  const res = await sendReport(s, p.token, body);
  if (res.statusCode !== 201) throw new Error(`report refused: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { id: string } }).data.id;
}

export async function grant(db: Db, clinicId: number, userId: string): Promise<void> {
  await db.insertInto('clinic_support_grants').values({ clinic_id: clinicId, user_id: userId, granted_by: null, granted_at: new Date('2026-11-01T00:00:00Z') }).execute();
}

export const reportCount = async (s: TestServer) => Number((await s.db.selectFrom('problem_reports').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

/**
 * A clinic with its administrator, its support (an operator granted the role), an operator
 * without it and a doctor; another clinic with its own support; two patients and a doctor of no
 * clinic.
 */
export async function reportWorld(s: TestServer) {
  const clinic = await createClinic(s.db);
  const otherClinic = await createClinic(s.db);
  const [admin, support, operator, doctor, otherSupport, patient, patient2, loneDoctor] = [
    await signIn(s, 'ClinicOperator'),
    await signIn(s, 'ClinicOperator'),
    await signIn(s, 'ClinicOperator'),
    await signIn(s, 'Doctor'),
    await signIn(s, 'ClinicOperator'),
    await signIn(s, 'Patient'),
    await signIn(s, 'Patient'),
    await signIn(s, 'Doctor'),
  ];
  await addMember(s.db, clinic, admin.id, 'admin');
  await addMember(s.db, clinic, support.id, 'operator');
  await addMember(s.db, clinic, operator.id, 'operator');
  await addMember(s.db, clinic, doctor.id, 'doctor');
  await addMember(s.db, otherClinic, otherSupport.id, 'operator');
  await grant(s.db, clinic, support.id);
  await grant(s.db, otherClinic, otherSupport.id);
  return { clinic, otherClinic, admin, support, operator, doctor, otherSupport, patient, patient2, loneDoctor };
}
export type ReportWorld = Awaited<ReturnType<typeof reportWorld>>;
