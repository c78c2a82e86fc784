import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { createUser } from '../support/fixtures';
import { AUTHCODE_TTL_SECONDS } from '../../src/protocol/auth';
import { issueAuthcode } from '../../server/features/auth/authcodes.service';
import { post, whoAmI } from './auth-support';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s.close());

const exchange = (code: string, ip = '127.0.0.1') => post(s, '/api/auth/login-with-authcode', { code }, { ip });

describe('POST /api/auth/login-with-authcode', () => {
  it('exchanges an issued authcode for a session of its user', async () => {
    const u = await createUser(s.db, { language: 'en' });
    const { code } = await issueAuthcode(s, u.id);
    const res = await exchange(code);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ id: u.id, language: 'en' });
    expect((await whoAmI(s, res.json().data.token)).json().data.id).toBe(u.id);
  });

  it('stores only a hash of the authcode', async () => {
    const u = await createUser(s.db);
    const { code } = await issueAuthcode(s, u.id);
    const rows = await s.db.selectFrom('authcodes').select('code_hash').where('user_id', '=', u.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].code_hash).not.toContain(code);
  });

  it('accepts an authcode only once', async () => {
    const u = await createUser(s.db);
    const { code } = await issueAuthcode(s, u.id);
    expect((await exchange(code)).statusCode).toBe(200);
    const again = await exchange(code);
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('auth.authcode_invalid');
  });

  it('accepts an authcode for 10 minutes and not after', async () => {
    const u = await createUser(s.db);
    const first = await issueAuthcode(s, u.id);
    const second = await issueAuthcode(s, u.id);
    expect(AUTHCODE_TTL_SECONDS).toBe(600);
    s.clock.advance((AUTHCODE_TTL_SECONDS - 1) * 1000);
    expect((await exchange(first.code)).statusCode).toBe(200);
    s.clock.advance(1000);
    const late = await exchange(second.code);
    expect(late.statusCode).toBe(401);
    expect(late.json().code).toBe('auth.authcode_invalid');
  });

  it('refuses a made-up authcode and a blank one, opening no session', async () => {
    const before = await s.db.selectFrom('sessions').select('id').execute();
    expect((await exchange('made-up-code')).json().code).toBe('auth.authcode_invalid');
    const blank = await exchange('  ');
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual([{ path: 'code', code: 'field.required' }]);
    expect(await s.db.selectFrom('sessions').select('id').execute()).toHaveLength(before.length);
  });

  it('stops an IP that keeps guessing authcodes', async () => {
    const u = await createUser(s.db);
    const { code } = await issueAuthcode(s, u.id);
    for (let i = 0; i < 50; i++) expect((await exchange(`guess-${i}`, '10.3.0.1')).statusCode).toBe(401);
    const res = await exchange(code, '10.3.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('auth.too_many_attempts');
    expect((await exchange(code, '10.3.0.2')).statusCode).toBe(200);
  });
});
