import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import { Type } from '@sinclair/typebox';
import { SupportGrantSchema } from '../../src/protocol/reports';
import { runSupportGrant } from '../../server/commands/support-grant';
import { startTestServer, type TestServer } from '../support/server';
import { auth } from './chats-support';
import { auditLines } from './patients-support';
import { getAs, reportWorld, supportCall, type ReportWorld } from './reports-support';

let s: TestServer;
let w: ReportWorld;
beforeEach(async () => {
  s = await startTestServer();
  w = await reportWorld(s);
});
afterEach(async () => {
  await s.close();
});

const supportList = (token: string | null, clinicId: number | string) => getAs(s, token, `/api/clinics/${clinicId}/support`);
const me = async (token: string) => (await getAs(s, token, '/api/auth/user')).json().data as { support_clinics: number[]; clinics: { id: number; role: string }[] };
const grantRows = () => s.db.selectFrom('clinic_support_grants').selectAll().orderBy('user_id').execute();
const idNumberOf = async (id: string) => (await s.db.selectFrom('users').select('id_number').where('id', '=', id).executeTakeFirstOrThrow()).id_number;

describe('the signed-in user', () => {
  it('names the clinics where the person is support, and [] for everyone else', async () => {
    expect((await me(w.support.token)).support_clinics).toEqual([w.clinic]);
    expect((await me(w.otherSupport.token)).support_clinics).toEqual([w.otherClinic]);
    for (const token of [w.admin.token, w.operator.token, w.doctor.token, w.patient.token]) expect((await me(token)).support_clinics).toEqual([]);
    expect((await me(w.support.token)).clinics).toEqual([{ id: w.clinic, role: 'operator' }]);
  });
});

describe('GET /api/clinics/:clinicId/support', () => {
  it("lists the clinic's support staff for its administrators", async () => {
    const res = await supportList(w.admin.token, w.clinic);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect([...Value.Errors(Type.Array(SupportGrantSchema), data)]).toEqual([]);
    expect(data).toEqual([
      { user_id: w.support.id, firstname: { ka: 'ნინო', en: 'Nino' }, lastname: { ka: 'ბერიძე', en: 'Beridze' }, type: 'ClinicOperator', granted_at: '2026-11-01T00:00:00.000Z', granted_by: null },
    ]);
  });

  it('refuses everyone but its administrators with 403, answers 404 for an unknown clinic and 401 to someone not signed in', async () => {
    for (const token of [w.support.token, w.operator.token, w.doctor.token, w.patient.token, w.otherSupport.token]) {
      const res = await supportList(token, w.clinic);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('support_not_allowed');
    }
    expect((await supportList(w.admin.token, 9999)).json()).toMatchObject({ code: 'clinic.not_found' });
    expect((await supportList(w.admin.token, 'first')).statusCode).toBe(422);
    expect((await supportList(null, w.clinic)).statusCode).toBe(401);
  });
});

describe('PUT and DELETE /api/clinics/:clinicId/support/:userId', () => {
  it('grants the role to a staff member with an audit line, once however often it is asked', async () => {
    const res = await s.app.inject({ method: 'PUT', url: `/api/clinics/${w.clinic}/support/${w.doctor.id}`, headers: auth(w.admin.token), remoteAddress: '10.0.0.4' });
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    expect((await supportCall(s, w.admin.token, 'PUT', w.clinic, w.doctor.id.toUpperCase())).statusCode).toBe(204);
    expect((await me(w.doctor.token)).support_clinics).toEqual([w.clinic]);
    const listed = (await supportList(w.admin.token, w.clinic)).json().data;
    expect(listed.map((g: { user_id: string }) => g.user_id)).toEqual([w.support.id, w.doctor.id]);
    expect(listed[1]).toMatchObject({ type: 'Doctor', granted_by: w.admin.id, granted_at: s.clock.now().toISOString() });
    const lines = await auditLines(s.db, 'clinic.support_grant');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ actor_id: w.admin.id, record_type: 'clinic', record_id: String(w.clinic), clinic_id: w.clinic, ip: '10.0.0.4', detail: { user_id: w.doctor.id } });
    // The new support reads the clinic's reports.
    expect((await getAs(s, w.doctor.token, `/api/reports?clinic_id=${w.clinic}`)).statusCode).toBe(200);
  });

  it('revokes the role with an audit line; revoking a role not held changes nothing', async () => {
    expect((await supportCall(s, w.admin.token, 'DELETE', w.clinic, w.support.id)).statusCode).toBe(204);
    expect((await me(w.support.token)).support_clinics).toEqual([]);
    expect((await getAs(s, w.support.token, `/api/reports?clinic_id=${w.clinic}`)).statusCode).toBe(403);
    for (const id of [w.support.id, w.operator.id, randomUUID(), 'not-a-person']) expect((await supportCall(s, w.admin.token, 'DELETE', w.clinic, id)).statusCode).toBe(204);
    const lines = await auditLines(s.db, 'clinic.support_revoke');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ actor_id: w.admin.id, record_id: String(w.clinic), clinic_id: w.clinic, detail: { user_id: w.support.id } });
    expect((await grantRows()).map((g) => g.user_id)).toEqual([w.otherSupport.id]);
  });

  it('refuses with 422 support_not_staff anyone who does not work for the clinic, writing nothing', async () => {
    const before = await grantRows();
    for (const id of [w.patient.id, w.otherSupport.id, w.loneDoctor.id, randomUUID(), 'not-a-person']) {
      const res = await supportCall(s, w.admin.token, 'PUT', w.clinic, id);
      expect(res.statusCode, id).toBe(422);
      expect(res.json().code).toBe('support_not_staff');
    }
    expect(await grantRows()).toEqual(before);
    expect(await auditLines(s.db, 'clinic.support_grant')).toEqual([]);
  });

  it("refuses everyone but the clinic's administrators with 403, writing nothing", async () => {
    await s.db.insertInto('clinic_members').values({ clinic_id: w.otherClinic, user_id: w.loneDoctor.id, role: 'admin' }).execute();
    const before = await grantRows();
    for (const token of [w.support.token, w.operator.token, w.doctor.token, w.patient.token, w.otherSupport.token, w.loneDoctor.token]) {
      for (const method of ['PUT', 'DELETE'] as const) {
        const res = await supportCall(s, token, method, w.clinic, w.operator.id);
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('support_not_allowed');
      }
    }
    expect((await supportCall(s, null, 'PUT', w.clinic, w.operator.id)).statusCode).toBe(401);
    expect((await supportCall(s, w.admin.token, 'PUT', 9999, w.operator.id)).statusCode).toBe(404);
    expect(await grantRows()).toEqual(before);
    expect(await auditLines(s.db, 'clinic.support_grant')).toEqual([]);
    expect(await auditLines(s.db, 'clinic.support_revoke')).toEqual([]);
  });
});

describe('npm run support:grant', () => {
  const run = (...argv: string[]) => runSupportGrant(s.db, argv, s.clock.now());

  it('grants the role by ID number, says so, and audits it without an actor', async () => {
    const idNumber = await idNumberOf(w.operator.id);
    expect(await run('--clinic', String(w.clinic), '--id-number', idNumber)).toEqual({ code: 0, line: `Granted: Nino Beridze (${idNumber}) is now support of clinic ${w.clinic} (Clinic).` });
    expect(await run('--clinic', String(w.clinic), '--id-number', ` ${idNumber} `)).toEqual({ code: 0, line: `Already granted: Nino Beridze (${idNumber}) is support of clinic ${w.clinic} (Clinic).` });
    expect((await me(w.operator.token)).support_clinics).toEqual([w.clinic]);
    const lines = await auditLines(s.db, 'clinic.support_grant');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ actor_id: null, clinic_id: w.clinic, detail: { user_id: w.operator.id } });
  });

  it('revokes it with --revoke', async () => {
    const idNumber = await idNumberOf(w.support.id);
    expect(await run('--clinic', String(w.clinic), '--id-number', idNumber, '--revoke')).toEqual({ code: 0, line: `Revoked: Nino Beridze (${idNumber}) is no longer support of clinic ${w.clinic} (Clinic).` });
    expect((await run('--clinic', String(w.clinic), '--id-number', idNumber, '--revoke')).line).toMatch(/^Nothing to revoke: /);
    expect((await me(w.support.token)).support_clinics).toEqual([]);
    expect(await auditLines(s.db, 'clinic.support_revoke')).toHaveLength(1);
  });

  it('fails with a clear line for an unknown clinic or person, or someone who does not work for the clinic', async () => {
    const patient = await idNumberOf(w.patient.id);
    expect(await run('--clinic', '9999', '--id-number', patient)).toEqual({ code: 1, line: 'No clinic with id 9999.' });
    expect(await run('--clinic', String(w.clinic), '--id-number', '99999999999')).toEqual({ code: 1, line: 'No person with ID number 99999999999.' });
    expect(await run('--clinic', String(w.clinic), '--id-number', patient)).toEqual({
      code: 1,
      line: `Nino Beridze (${patient}) is not a staff member of clinic ${w.clinic} (Clinic): only its doctors and operators can be its support.`,
    });
    expect((await grantRows()).map((g) => g.user_id).sort()).toEqual([w.support.id, w.otherSupport.id].sort());
  });

  it('fails with the usage for missing or wrong arguments', async () => {
    for (const argv of [[], ['--clinic', '1'], ['--id-number', '01001000004'], ['--clinic', 'one', '--id-number', '01001000004'], ['--clinic', '1', '--id-number', '0100', '--force']]) {
      const { code, line } = await run(...argv);
      expect(code, argv.join(' ')).toBe(2);
      expect(line).toContain('usage: npm run support:grant -- --clinic <clinic id> --id-number <ID number> [--revoke]');
    }
  });
});
