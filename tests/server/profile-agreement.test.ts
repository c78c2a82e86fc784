import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { createUser } from '../support/fixtures';
import { signIn } from '../support/session';
import { post, whoAmI } from './auth-support';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s.close());

/** An account a clinic created: no password, the agreement not accepted. */
async function invited() {
  const u = await createUser(s.db, { password: null, agreementAccepted: false });
  return { ...u, token: await signIn(s.db, u.id, s.clock) };
}
const accept = (token: string | null, body: unknown) => post(s, '/api/profile/agreement', body, token ? { token } : {});
const row = (id: string) => s.db.selectFrom('users').select(['agreement_accepted_at', 'password_hash']).where('id', '=', id).executeTakeFirstOrThrow();

describe('POST /api/profile/agreement', () => {
  it('records the acceptance and answers the fresh user; a repeat changes nothing', async () => {
    const u = await invited();
    expect((await whoAmI(s, u.token)).json().data.agreement_accepted).toBe(false);
    const res = await accept(u.token, { accepted: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: u.id, agreement_accepted: true, password_set: false });
    const first = (await row(u.id)).agreement_accepted_at;
    expect(first).not.toBeNull();
    s.clock.advance(60_000);
    const again = await accept(u.token, { accepted: true, password: 'another-secret-9', password_confirm: 'another-secret-9' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.password_set).toBe(false);
    expect(await row(u.id)).toEqual({ agreement_accepted_at: first, password_hash: null });
  });

  it('sets a password with registration’s rules in the same step, and the person signs in with it', async () => {
    const u = await invited();
    const res = await accept(u.token, { accepted: true, password: 'tbilisi-spring-7', password_confirm: 'tbilisi-spring-7' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ agreement_accepted: true, password_set: true });
    const login = await post(s, '/api/auth/login', { identifier: u.idNumber, password: 'tbilisi-spring-7' });
    expect(login.statusCode).toBe(200);
  });

  it('refuses without the consent or with a bad password, listing every field, and writes nothing', async () => {
    const u = await invited();
    const cases: [unknown, string[]][] = [
      [{ accepted: false }, ['accepted:field.agreement_required']],
      [{ accepted: true, password: 'short', password_confirm: 'short' }, ['password:field.password_short']],
      [{ accepted: true, password: 'qwertyuiop', password_confirm: 'qwertyuiop' }, ['password:field.password_common']],
      [{ accepted: false, password: 'tbilisi-spring-7', password_confirm: 'tbilisi-spring-8' }, ['accepted:field.agreement_required', 'password_confirm:field.password_mismatch']],
      [{ accepted: true, password: '', password_confirm: 'tbilisi-spring-7' }, ['password:field.required', 'password_confirm:field.password_mismatch']],
    ];
    for (const [body, errors] of cases) {
      const res = await accept(u.token, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.map((e: { path: string; code: string }) => `${e.path}:${e.code}`)).toEqual(errors);
    }
    expect((await accept(u.token, { password: 'x' })).statusCode).toBe(422);
    expect(await row(u.id)).toEqual({ agreement_accepted_at: null, password_hash: null });
  });

  it('never replaces a password the account already has', async () => {
    const u = await createUser(s.db, { agreementAccepted: false });
    const token = await signIn(s.db, u.id, s.clock);
    const before = await row(u.id);
    const res = await accept(token, { accepted: true, password: 'tbilisi-spring-7', password_confirm: 'tbilisi-spring-7' });
    expect(res.statusCode).toBe(422);
    expect(await row(u.id)).toEqual(before);
  });

  it('needs a session', async () => {
    const res = await accept(null, { accepted: true });
    expect(res.statusCode).toBe(401);
  });
});
