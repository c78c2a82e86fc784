import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { createUser } from '../support/fixtures';
import { CODE_MAX_ATTEMPTS, CODE_RESEND_SECONDS, CODE_TTL_SECONDS } from '../../src/protocol/auth';
import { MAX_FAILURES_PER_IDENTIFIER } from '../../server/features/auth/attempts.service';
import { lastCodeTo, post, readOutbox, whoAmI } from './auth-support';

// One server for the file: every test makes its own accounts, so limits and codes never mix.
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s.close());

let phoneCounter = 0;
/** An account with a known Georgian mobile number and e-mail address. */
async function account(opts: { language?: 'ka' | 'en'; phone?: string | null; email?: string | null } = {}) {
  phoneCounter += 1;
  const phone = opts.phone === undefined ? `+99559${String(phoneCounter).padStart(3, '0')}1234` : opts.phone;
  const email = opts.email === undefined ? `nino${phoneCounter}@example.ge` : opts.email;
  const u = await createUser(s.db, { phone, email, language: opts.language });
  return { ...u, phone: phone!, email: email! };
}

let senders = 0;
/** Each code request comes from its own address: the limits per network are auth-limits.test.ts's. */
const sender = () => ({ ip: `10.62.${Math.floor(++senders / 250)}.${senders % 250}` });
const requestSms = (identifier: string) => post(s, '/api/auth/login-with-phone/request', { identifier }, sender());
const requestEmail = (identifier: string) => post(s, '/api/auth/login-with-email/request', { identifier }, sender());
const submit = (identifier: string, code: string, ip = '127.0.0.1') => post(s, '/api/auth/login-with-phone/submit', { identifier, code }, { ip });
/** A 6-digit code other than `code`. */
const wrong = (code: string, n = 1) => String((Number(code) + n) % 1_000_000).padStart(6, '0');

describe('requesting a sign-in code', () => {
  it('texts a Georgian code to the phone and answers the masked number, the lifetime and the resend delay', async () => {
    const u = await account({ phone: '+995555001234' });
    const res = await requestSms(u.idNumber);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { sent_to: '+995 5** ** 12 34', expires_in: CODE_TTL_SECONDS, resend_in: CODE_RESEND_SECONDS } });
    const sent = readOutbox(s).filter((m) => m.to === u.phone);
    expect(sent).toHaveLength(1);
    expect(Object.keys(sent[0]).sort()).toEqual(['channel', 'code', 'created_at', 'text', 'to']);
    expect(sent[0]).toMatchObject({ channel: 'sms', created_at: s.clock.now().toISOString() });
    expect(sent[0].code).toMatch(/^\d{6}$/);
    expect(sent[0].text).toBe(`თქვენი ერთჯერადი კოდია ${sent[0].code}. კოდი მოქმედებს 5 წუთი.`);
  });

  it('e-mails an English code to an English-speaking account', async () => {
    const u = await account({ language: 'en' });
    const res = await requestEmail(u.idNumber);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.sent_to).toBe(`n***@example.ge`);
    const mail = readOutbox(s).filter((m) => m.to === u.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ channel: 'email', text: `Your one-time code is ${mail[0].code}. It is valid for 5 minutes.` });
  });

  it('never stores the code itself', async () => {
    const u = await account();
    await requestSms(u.idNumber);
    const code = lastCodeTo(s, u.phone);
    const rows = await s.db.selectFrom('auth_codes').selectAll().where('identifier', '=', u.idNumber).execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('refuses a channel the account does not have', async () => {
    const u = await account({ phone: null });
    const res = await requestSms(u.idNumber);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'auth.method_unavailable', errors: [{ path: 'identifier', code: 'auth.method_unavailable' }] });
  });

  it('refuses an unknown, blank or malformed identifier and sends nothing', async () => {
    const before = readOutbox(s).length;
    expect((await requestSms('01999999999')).json()).toMatchObject({ code: 'auth.unknown_identifier' });
    expect((await requestEmail('   ')).json()).toMatchObject({ code: 'validation', errors: [{ path: 'identifier', code: 'field.required' }] });
    expect((await requestSms('#1234567')).json()).toMatchObject({ errors: [{ path: 'identifier', code: 'field.identifier_format' }] });
    expect((await requestSms('9'.repeat(21))).json()).toMatchObject({ errors: [{ path: 'identifier', code: 'field.too_long' }] });
    expect(readOutbox(s).length).toBe(before);
  });

  it('allows a resend only once a minute, telling how long to wait', async () => {
    const u = await account();
    expect((await requestSms(u.idNumber)).statusCode).toBe(200);
    s.clock.advance((CODE_RESEND_SECONDS - 1) * 1000);
    const early = await requestEmail(u.idNumber);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({
      code: 'auth.code_resend_too_soon',
      retry_after: 1,
      errors: [{ path: 'code', code: 'auth.code_resend_too_soon', params: { seconds: 1 } }],
    });
    s.clock.advance(1000);
    expect((await requestSms(u.idNumber)).statusCode).toBe(200);
    expect(readOutbox(s).filter((m) => m.to === u.phone || m.to === u.email)).toHaveLength(2);
  });

  it('allows at most 5 codes an hour per identifier', async () => {
    const u = await account();
    for (let i = 0; i < 5; i++) {
      expect((await (i % 2 ? requestEmail : requestSms)(u.idNumber)).statusCode).toBe(200);
      s.clock.advance(CODE_RESEND_SECONDS * 1000);
    }
    // Five sent at t = 0, 60, …, 240 s; now t = 300 s.
    const sixth = await requestSms(u.idNumber);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 'auth.code_hourly_limit', retry_after: 3600 - 300 });
    s.clock.advance((3600 - 300 - 1) * 1000);
    expect((await requestSms(u.idNumber)).json()).toMatchObject({ code: 'auth.code_hourly_limit', retry_after: 1 });
    s.clock.advance(1000);
    expect((await requestSms(u.idNumber)).statusCode).toBe(200);
    expect(readOutbox(s).filter((m) => m.to === u.phone || m.to === u.email)).toHaveLength(6);
  });
});

describe('signing in with a code', () => {
  it('signs in with the code from the SMS and answers a working session', async () => {
    const u = await account();
    await requestSms(u.idNumber);
    const res = await submit(u.idNumber, lastCodeTo(s, u.phone));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ id: u.id });
    expect((await whoAmI(s, res.json().data.token)).json().data.id).toBe(u.id);
  });

  it('takes the e-mailed code on the same submit path', async () => {
    const u = await account();
    await requestEmail(u.idNumber);
    const res = await submit(u.idNumber, lastCodeTo(s, u.email));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.id).toBe(u.id);
  });

  it('accepts a code once: the second use answers auth.code_used', async () => {
    const u = await account();
    await requestSms(u.idNumber);
    const code = lastCodeTo(s, u.phone);
    expect((await submit(u.idNumber, code)).statusCode).toBe(200);
    const again = await submit(u.idNumber, code);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'auth.code_used' });
  });

  it('accepts a code until 5 minutes have passed, then answers auth.code_expired', async () => {
    const u = await account();
    await requestSms(u.idNumber);
    s.clock.advance((CODE_TTL_SECONDS - 1) * 1000);
    expect((await submit(u.idNumber, lastCodeTo(s, u.phone))).statusCode).toBe(200);

    const v = await account();
    await requestSms(v.idNumber);
    s.clock.advance(CODE_TTL_SECONDS * 1000);
    const late = await submit(v.idNumber, lastCodeTo(s, v.phone));
    expect(late.statusCode).toBe(422);
    expect(late.json()).toMatchObject({ code: 'auth.code_expired', errors: [{ path: 'code', code: 'auth.code_expired' }] });
  });

  it('counts wrong codes and burns the code on the fifth wrong try', async () => {
    const u = await account();
    await requestSms(u.idNumber);
    const code = lastCodeTo(s, u.phone);
    for (let i = 1; i < CODE_MAX_ATTEMPTS; i++) {
      const res = await submit(u.idNumber, wrong(code, i), '10.2.0.1');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'auth.code_invalid', errors: [{ path: 'code', code: 'auth.code_invalid', params: { attempts_left: CODE_MAX_ATTEMPTS - i } }] });
    }
    expect((await submit(u.idNumber, wrong(code, 9), '10.2.0.1')).json().code).toBe('auth.code_attempts_exceeded');
    const right = await submit(u.idNumber, code, '10.2.0.1');
    expect(right.statusCode).toBe(422);
    expect(right.json().code).toBe('auth.code_attempts_exceeded');
  });

  it('checks only the newest code: a newer code supersedes the older one', async () => {
    const u = await account();
    await requestSms(u.idNumber);
    const older = lastCodeTo(s, u.phone);
    s.clock.advance(CODE_RESEND_SECONDS * 1000);
    await requestEmail(u.idNumber);
    const newer = lastCodeTo(s, u.email);
    if (older !== newer) expect((await submit(u.idNumber, older)).json().code).toBe('auth.code_invalid');
    expect((await submit(u.idNumber, newer)).statusCode).toBe(200);
  });

  it('answers auth.code_missing when no code was requested', async () => {
    const u = await account();
    const res = await submit(u.idNumber, '123456');
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('auth.code_missing');
  });

  it('refuses a blank or malformed code as bad input without using up a try', async () => {
    const u = await account();
    await requestSms(u.idNumber);
    for (const bad of ['', '12345', '1234567', '12a456', '12 456']) {
      const res = await submit(u.idNumber, bad);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'validation', errors: [{ path: 'code', code: bad === '' ? 'field.required' : 'field.format' }] });
    }
    expect((await submit(u.idNumber, ` ${lastCodeTo(s, u.phone)} `)).statusCode).toBe(200);
  });

  it(`locks code sign-in for an identifier after ${MAX_FAILURES_PER_IDENTIFIER} wrong codes`, async () => {
    const u = await account();
    for (let round = 0; round < MAX_FAILURES_PER_IDENTIFIER / CODE_MAX_ATTEMPTS; round++) {
      await requestSms(u.idNumber);
      const code = lastCodeTo(s, u.phone);
      for (let i = 1; i <= CODE_MAX_ATTEMPTS; i++) await submit(u.idNumber, wrong(code, i), '10.2.0.2');
      s.clock.advance(CODE_RESEND_SECONDS * 1000);
    }
    await requestSms(u.idNumber);
    const res = await submit(u.idNumber, lastCodeTo(s, u.phone), '10.2.0.3');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'auth.too_many_attempts' });
    expect(res.json().retry_after).toBeGreaterThan(0);
  });
});
