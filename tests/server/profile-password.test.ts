import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { createUser } from '../support/fixtures';
import { bearer, signIn } from '../support/session';
import { verifyPassword } from '../../server/features/auth/password';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s.close());

const NEW_PASSWORD = 'lantern-Tbilisi-77';

const passwordHash = async (id: string) =>
  (await s.db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow()).password_hash;

/** True while a token still opens a session (any signed-in call answers something other than 401). */
async function stillSignedIn(token: string) {
  const res = await s.app.inject({ method: 'PUT', url: '/api/profile/language', headers: bearer(token), payload: { language: 'ka' } });
  return res.statusCode !== 401;
}

const change = (token: string, payload: Record<string, unknown>) =>
  s.app.inject({ method: 'PUT', url: '/api/profile/password', headers: bearer(token), payload });

describe('PUT /api/profile/password', () => {
  it('changes the password when the current one matches and signs out every other session', async () => {
    const user = await createUser(s.db);
    const here = await signIn(s.db, user.id, s.clock);
    const phone = await signIn(s.db, user.id, s.clock);
    const laptop = await signIn(s.db, user.id, s.clock);
    const res = await change(here, { current_password: user.password, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: user.id, password_set: true });
    expect(await verifyPassword(NEW_PASSWORD, await passwordHash(user.id))).toBe(true);
    expect(await verifyPassword(user.password, await passwordHash(user.id))).toBe(false);
    expect(await stillSignedIn(here)).toBe(true);
    expect(await stillSignedIn(phone)).toBe(false);
    expect(await stillSignedIn(laptop)).toBe(false);
    const revoked = await s.db.selectFrom('sessions').select(['revoked_at']).where('user_id', '=', user.id).where('revoked_at', 'is not', null).execute();
    expect(revoked.map((r) => r.revoked_at?.toISOString())).toEqual([s.clock.now().toISOString(), s.clock.now().toISOString()]);
  });

  it('leaves other people’s sessions alone', async () => {
    const user = await createUser(s.db);
    const other = await createUser(s.db);
    const token = await signIn(s.db, user.id, s.clock);
    const othersToken = await signIn(s.db, other.id, s.clock);
    const res = await change(token, { current_password: user.password, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(await stillSignedIn(othersToken)).toBe(true);
  });

  it('sets a first password without asking for a current one', async () => {
    const user = await createUser(s.db, { password: null });
    const token = await signIn(s.db, user.id, s.clock);
    const other = await signIn(s.db, user.id, s.clock);
    const res = await change(token, { password: NEW_PASSWORD, password_confirm: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.password_set).toBe(true);
    expect(await verifyPassword(NEW_PASSWORD, await passwordHash(user.id))).toBe(true);
    expect(await stillSignedIn(other)).toBe(false);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const user = await createUser(s.db);
    const token = await signIn(s.db, user.id, s.clock);
    const other = await signIn(s.db, user.id, s.clock);
    const before = await passwordHash(user.id);
    const res = await change(token, { current_password: 'not-my-password', password: NEW_PASSWORD, password_confirm: NEW_PASSWORD });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ path: 'current_password', code: 'field.password_wrong' }]);
    expect(await passwordHash(user.id)).toBe(before);
    expect(await stillSignedIn(other)).toBe(true);
  });

  it('asks for the current password when one is set', async () => {
    const user = await createUser(s.db);
    const token = await signIn(s.db, user.id, s.clock);
    const res = await change(token, { password: NEW_PASSWORD, password_confirm: NEW_PASSWORD });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ path: 'current_password', code: 'field.required' }]);
  });

  it.each([
    ['six characters', 'abc123', 'field.password_short'],
    ['a common password', 'football1', 'field.password_common'],
    ['a common password in capitals', 'QWERTY123', 'field.password_common'],
    ['more than 128 characters', 'x'.repeat(129), 'field.too_long'],
  ])('refuses a new password of %s', async (_name, password, code) => {
    const user = await createUser(s.db);
    const token = await signIn(s.db, user.id, s.clock);
    const before = await passwordHash(user.id);
    const res = await change(token, { current_password: user.password, password, password_confirm: password });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([expect.objectContaining({ path: 'password', code })]);
    expect(await passwordHash(user.id)).toBe(before);
  });

  it('accepts a new password of seven characters', async () => {
    const user = await createUser(s.db);
    const token = await signIn(s.db, user.id, s.clock);
    const res = await change(token, { current_password: user.password, password: 'kv7#Lm2', password_confirm: 'kv7#Lm2' });
    expect(res.statusCode).toBe(200);
  });

  it('lists a wrong current password, a short password and a mismatched confirmation together', async () => {
    const user = await createUser(s.db);
    const token = await signIn(s.db, user.id, s.clock);
    const before = await passwordHash(user.id);
    const res = await change(token, { current_password: 'wrong-one', password: 'short', password_confirm: 'shorter' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { path: 'current_password', code: 'field.password_wrong' },
      { path: 'password', code: 'field.password_short', params: { min: 7 } },
      { path: 'password_confirm', code: 'field.password_mismatch' },
    ]);
    expect(await passwordHash(user.id)).toBe(before);
  });

  it('refuses a confirmation that differs from the new password', async () => {
    const user = await createUser(s.db);
    const token = await signIn(s.db, user.id, s.clock);
    const res = await change(token, { current_password: user.password, password: NEW_PASSWORD, password_confirm: `${NEW_PASSWORD}!` });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ path: 'password_confirm', code: 'field.password_mismatch' }]);
  });

  it('answers 401 without a session and changes nothing', async () => {
    const user = await createUser(s.db);
    const before = await passwordHash(user.id);
    const res = await s.app.inject({ method: 'PUT', url: '/api/profile/password', payload: { password: NEW_PASSWORD, password_confirm: NEW_PASSWORD } });
    expect(res.statusCode).toBe(401);
    expect(await passwordHash(user.id)).toBe(before);
  });
});
