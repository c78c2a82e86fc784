import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { createUser } from '../support/fixtures';
import { FAILURE_WINDOW_SECONDS, MAX_FAILURES_PER_IDENTIFIER, MAX_FAILURES_PER_IP } from '../../server/features/auth/attempts.service';
import { post, whoAmI } from './auth-support';

// One server for the file: every test makes its own accounts and uses its own IP where limits count.
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s.close());

const sessionsOf = async (...userIds: string[]) =>
  (await s.db.selectFrom('sessions').select('token_hash').where('user_id', 'in', userIds).execute()).map((r) => r.token_hash);

describe('POST /api/auth/login (step 1)', () => {
  it('lists the methods of an account in the order Password, PhoneCode, EmailCode', async () => {
    const u = await createUser(s.db);
    const res = await post(s, '/api/auth/login', { identifier: u.idNumber });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { methods: ['Password', 'PhoneCode', 'EmailCode'] } });
  });

  it('lists only the methods the account has', async () => {
    const phoneOnly = await createUser(s.db, { password: null, email: null });
    const emailAndPassword = await createUser(s.db, { phone: null });
    expect((await post(s, '/api/auth/login', { identifier: phoneOnly.idNumber })).json().data.methods).toEqual(['PhoneCode']);
    expect((await post(s, '/api/auth/login', { identifier: emailAndPassword.idNumber })).json().data.methods).toEqual(['Password', 'EmailCode']);
  });

  it('accepts an identifier with spaces around it', async () => {
    const u = await createUser(s.db);
    const res = await post(s, '/api/auth/login', { identifier: `  ${u.idNumber} ` });
    expect(res.statusCode).toBe(200);
  });

  it('answers 422 auth.unknown_identifier for an identifier nobody has', async () => {
    const res = await post(s, '/api/auth/login', { identifier: '01999999999' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'auth.unknown_identifier' });
  });

  it.each([
    ['a blank identifier', '   ', 'field.required'],
    ['an empty identifier', '', 'field.required'],
    ['an identifier longer than 20 characters', '1'.repeat(21), 'field.too_long'],
    ['an identifier longer than the body allows', '1'.repeat(201), 'field.too_long'],
    ['an identifier with punctuation', '0100-100-0001', 'field.identifier_format'],
    ['an identifier shorter than 6 characters', '12345', 'field.identifier_format'],
    ['an identifier with inner spaces', '0100 1000001', 'field.identifier_format'],
  ])('refuses %s with a field error', async (_name, identifier, code) => {
    const res = await post(s, '/api/auth/login', { identifier });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'validation', errors: [{ path: 'identifier', code }] });
  });

  it('refuses a body without an identifier', async () => {
    const res = await post(s, '/api/auth/login', {});
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ path: 'identifier', code: 'field.required' }]);
  });
});

describe('POST /api/auth/login-with-password', () => {
  it('signs in with the right password and answers a working token and the user', async () => {
    const u = await createUser(s.db, { language: 'en' });
    const res = await post(s, '/api/auth/login-with-password', { identifier: u.idNumber, password: u.password });
    expect(res.statusCode).toBe(200);
    const { token, user } = res.json().data;
    expect(user).toMatchObject({ id: u.id, id_number: u.idNumber, type: 'Patient', language: 'en', password_set: true });
    expect(typeof token).toBe('string');
    expect(token.length).toBeGreaterThanOrEqual(40);
    const me = await whoAmI(s, token);
    expect(me.statusCode).toBe(200);
    expect(me.json().data.id).toBe(u.id);
  });

  it('stores only a hash of the session token', async () => {
    const u = await createUser(s.db);
    const { token } = (await post(s, '/api/auth/login-with-password', { identifier: u.idNumber, password: u.password })).json().data;
    const hashes = await sessionsOf(u.id);
    expect(hashes).toHaveLength(1);
    expect(hashes[0]).not.toContain(token);
  });

  it('answers the same 401 for a wrong password, an unknown identifier and an account without a password', async () => {
    const u = await createUser(s.db);
    const noPassword = await createUser(s.db, { password: null });
    const ip = { ip: '10.1.0.1' };
    const bodies = await Promise.all([
      post(s, '/api/auth/login-with-password', { identifier: u.idNumber, password: 'wrong-password-1' }, ip),
      post(s, '/api/auth/login-with-password', { identifier: '01999999999', password: 'wrong-password-1' }, ip),
      post(s, '/api/auth/login-with-password', { identifier: noPassword.idNumber, password: 'wrong-password-1' }, ip),
    ]);
    for (const res of bodies) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(bodies[0].json());
    }
    expect(bodies[0].json().code).toBe('auth.invalid_credentials');
    expect(await sessionsOf(u.id, noPassword.id)).toEqual([]);
  });

  it('refuses a blank password and a malformed identifier with field errors, recording nothing', async () => {
    const u = await createUser(s.db);
    const ip = { ip: '10.1.0.2' };
    const blank = await post(s, '/api/auth/login-with-password', { identifier: u.idNumber, password: '' }, ip);
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual([{ path: 'password', code: 'field.required' }]);
    const malformed = await post(s, '/api/auth/login-with-password', { identifier: 'no!', password: 'whatever-1' }, ip);
    expect(malformed.json().errors).toEqual([{ path: 'identifier', code: 'field.identifier_format' }]);
    const attempts = await s.db.selectFrom('login_attempts').select('id').where('ip', '=', '10.1.0.2').execute();
    expect(attempts).toEqual([]);
  });

  it(`locks an identifier after ${MAX_FAILURES_PER_IDENTIFIER} failures until the oldest leaves the ${FAILURE_WINDOW_SECONDS / 60}-minute window`, async () => {
    const u = await createUser(s.db);
    const tryPassword = (password: string) => post(s, '/api/auth/login-with-password', { identifier: u.idNumber, password }, { ip: '10.1.0.3' });
    for (let i = 0; i < MAX_FAILURES_PER_IDENTIFIER - 1; i++) {
      expect((await tryPassword(`wrong-${i}-xx`)).statusCode).toBe(401);
    }
    s.clock.advance(60_000);
    expect((await tryPassword('wrong-last')).statusCode).toBe(401);

    const locked = await tryPassword(u.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'auth.too_many_attempts', retry_after: FAILURE_WINDOW_SECONDS - 60 });
    expect(locked.headers['retry-after']).toBe(String(FAILURE_WINDOW_SECONDS - 60));

    s.clock.advance((FAILURE_WINDOW_SECONDS - 60 - 1) * 1000);
    expect((await tryPassword(u.password)).json()).toMatchObject({ code: 'auth.too_many_attempts', retry_after: 1 });
    s.clock.advance(1000);
    expect((await tryPassword(u.password)).statusCode).toBe(200);
  });

  it(`locks an IP after ${MAX_FAILURES_PER_IP} failures on any identifiers, but not other IPs`, async () => {
    const u = await createUser(s.db);
    for (let i = 0; i < MAX_FAILURES_PER_IP; i++) {
      const res = await post(s, '/api/auth/login-with-password', { identifier: `0300000${String(i).padStart(4, '0')}`, password: 'guess-123' }, { ip: '10.0.0.9' });
      expect(res.statusCode).toBe(401);
    }
    const fromThatIp = await post(s, '/api/auth/login-with-password', { identifier: u.idNumber, password: u.password }, { ip: '10.0.0.9' });
    expect(fromThatIp.statusCode).toBe(429);
    expect(fromThatIp.json().code).toBe('auth.too_many_attempts');
    const fromElsewhere = await post(s, '/api/auth/login-with-password', { identifier: u.idNumber, password: u.password }, { ip: '10.0.0.10' });
    expect(fromElsewhere.statusCode).toBe(200);
  });
});

describe('GET /api/auth/user', () => {
  it('answers 401 unauthorized without a token, with an unknown token and after the session expires', async () => {
    const u = await createUser(s.db);
    expect((await s.app.inject({ method: 'GET', url: '/api/auth/user' })).json()).toMatchObject({ code: 'unauthorized' });
    const unknown = await whoAmI(s, 'not-a-real-token');
    expect(unknown.statusCode).toBe(401);
    const { token } = (await post(s, '/api/auth/login-with-password', { identifier: u.idNumber, password: u.password })).json().data;
    s.clock.advance(30 * 24 * 3600 * 1000 - 1000);
    expect((await whoAmI(s, token)).statusCode).toBe(200);
    s.clock.advance(1000);
    expect((await whoAmI(s, token)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session so its token stops working, leaving the person\'s other sessions alone', async () => {
    const u = await createUser(s.db);
    const signIn = async () => (await post(s, '/api/auth/login-with-password', { identifier: u.idNumber, password: u.password })).json().data.token as string;
    const [phone, laptop] = [await signIn(), await signIn()];
    const res = await post(s, '/api/auth/logout', undefined, { token: phone });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null });
    expect((await whoAmI(s, phone)).statusCode).toBe(401);
    expect((await whoAmI(s, laptop)).statusCode).toBe(200);
    expect((await post(s, '/api/auth/logout', undefined, { token: phone })).statusCode).toBe(401);
  });

  it('answers 401 without a session', async () => {
    const res = await post(s, '/api/auth/logout');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthorized');
  });
});
