import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { FAILURE_WINDOW_SECONDS, MAX_FAILURES_PER_IDENTIFIER, MAX_FAILURES_PER_IP } from '../../server/features/auth/attempts.service';
import { issueAuthcode } from '../../server/features/auth/authcodes.service';
import { SIGN_IN_RECORDS_KEPT_SECONDS } from '../../server/features/auth/pruning.service';
import { CODE_SENDS_PER_IP, CODE_SENDS_PER_SESSION, CODE_TTL_SECONDS, type RegistrationBody } from '../../src/protocol/auth';
import { createUser } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/server';
import { serverHooks } from '../support/server-hooks';
import { signIn } from '../support/session';
import { countRows, post, readOutbox } from './auth-support';
import { until } from './live-support';

/**
 * Issue 18: code sending is limited per sender (a network address, a signed-in session) over
 * every identifier and number, counted in the database so every node sees the same counts; and
 * stale codes, links and attempts are pruned without lifting a limit or a lockout.
 */
let s: TestServer;
const { freshServer } = serverHooks(
  async () => {
    s = await startTestServer();
  },
  () => s.close(),
);

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const [TEN_MINUTES, HOUR] = CODE_SENDS_PER_IP;

let accounts = 0;
/** An account without a password (no hashing to wait for), with its own phone number. */
async function account() {
  accounts += 1;
  const phone = `+99557${String(accounts).padStart(7, '0')}`;
  const u = await createUser(s.db, { password: null, phone, email: `limits${accounts}@example.ge` });
  return { idNumber: u.idNumber, phone };
}

const requestSms = (identifier: string, opts: { ip: string; token?: string }) => post(s, '/api/auth/login-with-phone/request', { identifier }, opts);
const requestEmail = (identifier: string, opts: { ip: string; token?: string }) => post(s, '/api/auth/login-with-email/request', { identifier }, opts);

/** Sign-in codes for `n` new accounts, each by SMS from `ip`; every one must be sent. */
async function sendCodes(n: number, opts: { ip: string; token?: string }) {
  for (let i = 0; i < n; i++) {
    const res = await requestSms((await account()).idNumber, opts);
    expect(res.statusCode, res.body).toBe(200);
  }
}

/** Whether anything was texted or e-mailed to `to`. */
const reached = (to: string) => readOutbox(s).some((m) => m.to === to);

describe('code sends per network address', () => {
  freshServer();

  it('refuses one address texting many numbers after 10 in 10 minutes, with the wait, while another address still sends', async () => {
    expect(TEN_MINUTES).toEqual({ seconds: 600, max: 10 });
    await sendCodes(TEN_MINUTES.max, { ip: '203.0.113.7' });

    const next = await account();
    const refused = await requestSms(next.idNumber, { ip: '203.0.113.7' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('600');
    expect(refused.json()).toMatchObject({
      code: 'auth.code_ip_limit',
      retry_after: 600,
      errors: [{ path: 'code', code: 'auth.code_ip_limit', params: { seconds: 600, minutes: 10 } }],
    });
    expect(reached(next.phone)).toBe(false);

    // Another address is not affected, and e-mail codes and registration codes count alike.
    expect((await requestSms(next.idNumber, { ip: '198.51.100.20' })).statusCode).toBe(200);
    expect((await requestEmail((await account()).idNumber, { ip: '203.0.113.7' })).json().code).toBe('auth.code_ip_limit');
    const draft: RegistrationBody = {
      id_number: '61009990001',
      firstname: 'ნინო',
      lastname: 'ბერიძე',
      gender: 'female',
      birthdate: '1990-04-12',
      country_code: '+995',
      phone_number: '577 99 12 34',
      password: 'Tbilisi-Rain-2026',
      password_confirm: 'Tbilisi-Rain-2026',
      agreed: true,
    };
    expect((await post(s, '/api/auth/register/request', draft, { ip: '203.0.113.7' })).json().code).toBe('auth.code_ip_limit');
    expect(reached('+995577991234')).toBe(false);

    // The window slides: one second before the first send leaves it, still refused.
    s.clock.advance(TEN_MINUTES.seconds * 1000 - 1000);
    expect((await requestSms((await account()).idNumber, { ip: '203.0.113.7' })).json()).toMatchObject({ code: 'auth.code_ip_limit', retry_after: 1 });
    s.clock.advance(1000);
    expect((await requestSms((await account()).idNumber, { ip: '203.0.113.7' })).statusCode).toBe(200);
  });

  it('refuses more than 30 an hour from one address, though each 10 minutes stays under 10', async () => {
    expect(HOUR).toEqual({ seconds: 3600, max: 30 });
    for (let round = 0; round < 3; round++) {
      await sendCodes(10, { ip: '203.0.113.8' });
      s.clock.advance(TEN_MINUTES.seconds * 1000);
    }
    // 30 minutes after the first ten: they leave the hour in another 30.
    const res = await requestSms((await account()).idNumber, { ip: '203.0.113.8' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'auth.code_ip_limit', retry_after: 30 * 60, errors: [{ params: { minutes: 30 } }] });
    s.clock.advance(30 * MINUTE);
    expect((await requestSms((await account()).idNumber, { ip: '203.0.113.8' })).statusCode).toBe(200);
  });

  it('counts an IPv6 address by its /64, so rotating through the block does not escape', async () => {
    for (let i = 1; i <= TEN_MINUTES.max; i++) {
      expect((await requestSms((await account()).idNumber, { ip: `2001:db8:aa:bb::${i.toString(16)}` })).statusCode).toBe(200);
    }
    expect((await requestSms((await account()).idNumber, { ip: '2001:db8:aa:bb:ffff:1:2:3' })).json().code).toBe('auth.code_ip_limit');
    expect((await requestSms((await account()).idNumber, { ip: '2001:db8:aa:bc::1' })).statusCode).toBe(200);
  });

  it('holds across two server nodes on one database', async () => {
    const other = await buildApp({ config: s.config, db: s.db, clock: s.clock, bus: s.bus, nodeId: `second-${randomUUID()}` });
    await other.ready();
    try {
      const fromOther = async (ip: string) =>
        other.inject({ method: 'POST', url: '/api/auth/login-with-phone/request', payload: { identifier: (await account()).idNumber }, remoteAddress: ip });
      await sendCodes(TEN_MINUTES.max / 2, { ip: '203.0.113.9' });
      for (let i = 0; i < TEN_MINUTES.max / 2; i++) expect((await fromOther('203.0.113.9')).statusCode).toBe(200);
      expect((await fromOther('203.0.113.9')).json().code).toBe('auth.code_ip_limit');
      expect((await requestSms((await account()).idNumber, { ip: '203.0.113.9' })).json().code).toBe('auth.code_ip_limit');
    } finally {
      await other.close();
    }
  });
});

describe('code sends per signed-in session', () => {
  freshServer();

  it('refuses a session after 5 in 10 minutes from any addresses, while another session still sends', async () => {
    expect(CODE_SENDS_PER_SESSION).toEqual([{ seconds: 600, max: 5 }]);
    const token = await signIn(s.db, (await createUser(s.db, { password: null })).id, s.clock);
    for (let i = 1; i <= 5; i++) await sendCodes(1, { ip: `192.0.2.${i}`, token });

    const next = await account();
    const refused = await requestSms(next.idNumber, { ip: '192.0.2.6', token });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('600');
    expect(refused.json()).toMatchObject({
      code: 'auth.code_session_limit',
      retry_after: 600,
      errors: [{ path: 'code', code: 'auth.code_session_limit', params: { seconds: 600, minutes: 10 } }],
    });
    expect(reached(next.phone)).toBe(false);

    const otherToken = await signIn(s.db, (await createUser(s.db, { password: null })).id, s.clock);
    expect((await requestSms(next.idNumber, { ip: '192.0.2.6', token: otherToken })).statusCode).toBe(200);
    s.clock.advance(TEN_MINUTES.seconds * 1000);
    expect((await requestSms((await account()).idNumber, { ip: '192.0.2.7', token })).statusCode).toBe(200);
  });
});

describe('failed sign-ins per network address', () => {
  freshServer();

  it('counts an IPv6 address by its /64 as well, so guessing across accounts from one block is stopped', async () => {
    const guess = (identifier: string, ip: string) => post(s, '/api/auth/login-with-phone/submit', { identifier, code: '123456' }, { ip });
    // Ten accounts' worth of wrong codes each (their own limit), from ever new addresses of one /64.
    for (let i = 0; i < MAX_FAILURES_PER_IP; i++) {
      const res = await guess(`7000000${String(i % (MAX_FAILURES_PER_IP / MAX_FAILURES_PER_IDENTIFIER)).padStart(4, '0')}`, `2001:db8:cc:dd::${(i + 1).toString(16)}`);
      expect(res.json().code).toBe('auth.code_missing');
    }
    expect((await guess('70000009999', '2001:db8:cc:dd:1:2:3:4')).json().code).toBe('auth.too_many_attempts');
    expect((await guess('70000009999', '2001:db8:cc:de::1')).json().code).toBe('auth.code_missing');
  });
});

describe('retention of sign-in records', () => {
  it('is a day past use: longer than any window that counts them', () => {
    expect(SIGN_IN_RECORDS_KEPT_SECONDS).toBe(24 * 3600);
    expect(SIGN_IN_RECORDS_KEPT_SECONDS).toBeGreaterThanOrEqual(Math.max(FAILURE_WINDOW_SECONDS, ...CODE_SENDS_PER_IP.map((l) => l.seconds)));
  });
});

describe('pruning sign-in records', () => {
  freshServer();

  const codeRows = async () => (await s.db.selectFrom('auth_codes').select('identifier').orderBy('created_at').execute()).map((r) => r.identifier);
  const attemptRows = async () => (await s.db.selectFrom('login_attempts').select('identifier').orderBy('created_at').execute()).map((r) => r.identifier);
  const linkRows = async () => (await s.db.selectFrom('authcodes').select('user_id').orderBy('created_at').execute()).map((r) => r.user_id);
  const wrongCode = (identifier: string) => post(s, '/api/auth/login-with-phone/submit', { identifier, code: '000000' }, { ip: '192.0.2.50' });

  it('deletes codes expired over a day ago and attempts over a day old, keeping the rest', async () => {
    const old = await account();
    await requestSms(old.idNumber, { ip: '192.0.2.40' });
    await wrongCode(old.idNumber);
    const oldLinkUser = (await createUser(s.db, { password: null })).id;
    await issueAuthcode(s, oldLinkUser);

    // A day and the code's 5 minutes later: the old code expired exactly a day ago.
    s.clock.advance(DAY + CODE_TTL_SECONDS * 1000);
    const fresh = await account();
    await requestSms(fresh.idNumber, { ip: '192.0.2.41' });
    await wrongCode(fresh.idNumber);
    const freshLinkUser = (await createUser(s.db, { password: null })).id;
    await issueAuthcode(s, freshLinkUser);
    expect(await s.app.signInRecords.prune()).toEqual({ codes: 0, authcodes: 0, attempts: 1 });
    expect(await codeRows()).toEqual([old.idNumber, fresh.idNumber]);
    expect(await attemptRows()).toEqual([fresh.idNumber]);
    expect(await linkRows()).toEqual([oldLinkUser, freshLinkUser]);

    s.clock.advance(1);
    expect(await s.app.signInRecords.prune()).toEqual({ codes: 1, authcodes: 0, attempts: 0 });
    expect(await codeRows()).toEqual([fresh.idNumber]);
    s.clock.advance(10 * MINUTE);
    expect(await s.app.signInRecords.prune()).toEqual({ codes: 0, authcodes: 1, attempts: 0 });
    expect(await linkRows()).toEqual([freshLinkUser]);

    // The live code still signs in after the prune.
    const live = await account();
    await requestSms(live.idNumber, { ip: '192.0.2.42' });
    await s.app.signInRecords.prune();
    const code = readOutbox(s).filter((m) => m.to === live.phone).at(-1)!.code;
    expect((await post(s, '/api/auth/login-with-phone/submit', { identifier: live.idNumber, code })).statusCode).toBe(200);
  });

  it('never lifts a lockout or a send limit', async () => {
    const locked = await account();
    await requestSms(locked.idNumber, { ip: '192.0.2.60' });
    for (let i = 0; i < MAX_FAILURES_PER_IDENTIFIER; i++) await wrongCode(locked.idNumber);
    await sendCodes(TEN_MINUTES.max - 1, { ip: '192.0.2.60' });
    s.clock.advance(TEN_MINUTES.seconds * 1000 - 1000);
    await s.app.signInRecords.prune();
    expect((await wrongCode(locked.idNumber)).json().code).toBe('auth.too_many_attempts');
    expect((await requestSms((await account()).idNumber, { ip: '192.0.2.60' })).json().code).toBe('auth.code_ip_limit');
  });

  it('prunes as soon as a server node is ready, and the node closes cleanly', async () => {
    const u = await account();
    await requestSms(u.idNumber, { ip: '192.0.2.70' });
    await wrongCode(u.idNumber);
    s.clock.advance(2 * DAY);
    const node = await buildApp({ config: s.config, db: s.db, clock: s.clock, bus: s.bus, nodeId: `second-${randomUUID()}` });
    await node.ready();
    await until(async () => (await countRows(s, 'auth_codes')) === 0 && (await countRows(s, 'login_attempts')) === 0);
    await node.close();
  });
});
