import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClinicIds } from '../../server/access/clinical-access';
import { createUser } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/server';
import { signIn } from '../support/session';
import { whoAmI } from './auth-support';

let s: TestServer;
let clinicId: number;
beforeAll(async () => {
  s = await startTestServer();
  const row = await s.db
    .insertInto('clinics')
    .values({ partner: false, phones: JSON.stringify([]), name: JSON.stringify({ ka: 'კლინიკა', en: 'Clinic' }), address: JSON.stringify({ ka: '', en: '' }), description: JSON.stringify({ ka: '', en: '' }) })
    .returning('id')
    .executeTakeFirstOrThrow();
  clinicId = row.id;
});
afterAll(async () => s.close());

const member = (userId: string, role: 'admin' | 'operator' | 'doctor', deactivated = false) =>
  s.db.insertInto('clinic_members').values({ clinic_id: clinicId, user_id: userId, role, deactivated_at: deactivated ? new Date() : null }).execute();

describe('clinic memberships and the administration rule on the server (issue 16)', () => {
  it('makes an operator with the admin role an administrator, and lets them read the audit trail', async () => {
    const op = await createUser(s.db, { type: 'ClinicOperator' });
    await member(op.id, 'admin');
    expect(await adminClinicIds(s.db, op.id)).toEqual([clinicId]);
    const token = await signIn(s.db, op.id, s.clock);
    expect((await whoAmI(s, token)).json().data.clinics).toEqual([{ id: clinicId, role: 'admin' }]);
    expect((await s.app.inject({ method: 'GET', url: '/api/audit', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
  });

  it('never makes a doctor an administrator, whatever role their row holds', async () => {
    const doctor = await createUser(s.db, { type: 'Doctor' });
    await member(doctor.id, 'admin');
    expect(await adminClinicIds(s.db, doctor.id)).toEqual([]);
    const token = await signIn(s.db, doctor.id, s.clock);
    const res = await s.app.inject({ method: 'GET', url: '/api/audit', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('audit.not_allowed');
  });

  it('gives a deactivated membership no rights: not in the user\'s clinics, not an administrator', async () => {
    const op = await createUser(s.db, { type: 'ClinicOperator' });
    await member(op.id, 'admin', true);
    expect(await adminClinicIds(s.db, op.id)).toEqual([]);
    const token = await signIn(s.db, op.id, s.clock);
    expect((await whoAmI(s, token)).json().data.clinics).toEqual([]);
    expect((await s.app.inject({ method: 'GET', url: '/api/audit', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(403);
  });
});
