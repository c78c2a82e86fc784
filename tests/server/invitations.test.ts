import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_TTL_SECONDS } from '../../src/protocol/auth';
import { issueInvitationCode, sendInvitation } from '../../server/features/auth';
import { createMessenger } from '../../server/features/messaging';
import { createUser } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/server';
import { post, readOutbox } from './auth-support';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s.close());

const quiet = { info() {}, warn() {}, error() {} };
const clinic = { ka: 'დემო კლინიკა', en: 'Demo Clinic' };

describe('the sign-in link of an account a clinic created (issue 16)', () => {
  it('sends a link by SMS and e-mail in the person\'s language that signs them in once', async () => {
    const u = await createUser(s.db, { password: null, agreementAccepted: false });
    const phone = `+9955${String(Date.now()).slice(-8)}`;
    const { code } = await issueInvitationCode(s.db, s.clock.now(), u.id);
    const messenger = createMessenger(s.config, quiet, s.clock);
    const sent = await sendInvitation({ config: s.config, messenger }, quiet, 'patient', { language: 'ka', phone, email: 'new.patient@example.ge', firstname: { ka: 'ნინო', en: 'Nino' } }, clinic, code);
    expect(sent).toEqual({ sms: true, email: true });
    const lines = readOutbox(s).filter((l) => l.to === phone || l.to === 'new.patient@example.ge');
    expect(lines.map((l) => l.channel).sort()).toEqual(['email', 'sms']);
    for (const line of lines) {
      expect(line.text).toContain(`${s.config.publicUrl}/dashboard?token=${code}`);
      expect(line.text).toContain('დემო კლინიკა');
      expect(line.code).toBe(code);
    }
    const first = await post(s, '/api/auth/login-with-authcode', { code });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.user).toMatchObject({ id: u.id, agreement_accepted: false, password_set: false });
    expect((await post(s, '/api/auth/login-with-authcode', { code })).statusCode).toBe(401);
  });

  it('leads a doctor to their schedule, in English when that is their language', async () => {
    const u = await createUser(s.db, { type: 'Doctor', password: null });
    const { code } = await issueInvitationCode(s.db, s.clock.now(), u.id);
    const to = `doctor.${Date.now()}@example.ge`;
    await sendInvitation({ config: s.config, messenger: createMessenger(s.config, quiet, s.clock) }, quiet, 'doctor', { language: 'en', phone: null, email: to, firstname: { ka: 'გიორგი', en: 'Giorgi' } }, clinic, code);
    const line = readOutbox(s).find((l) => l.to === to)!;
    expect(line.text).toMatch(/^Giorgi, Demo Clinic added you as a doctor\./);
    expect(line.text).toContain(`/my/schedule?token=${code}`);
  });

  it('keeps the link valid for three days and not a second longer', async () => {
    const u = await createUser(s.db);
    const early = await issueInvitationCode(s.db, s.clock.now(), u.id);
    const late = await issueInvitationCode(s.db, s.clock.now(), u.id);
    expect(INVITATION_TTL_SECONDS).toBe(72 * 3600);
    s.clock.advance((INVITATION_TTL_SECONDS - 1) * 1000);
    expect((await post(s, '/api/auth/login-with-authcode', { code: early.code })).statusCode).toBe(200);
    s.clock.advance(1000);
    expect((await post(s, '/api/auth/login-with-authcode', { code: late.code })).json().code).toBe('auth.authcode_invalid');
  });

  it('reports a channel that failed instead of throwing: the account exists, and the link can be sent again', async () => {
    const failing = { sms: { sendSms: () => Promise.reject(new Error('gateway down')) }, email: { sendEmail: () => Promise.resolve() } };
    const warned: unknown[] = [];
    const sent = await sendInvitation({ config: s.config, messenger: failing }, { ...quiet, warn: (o: unknown) => warned.push(o) }, 'operator', { language: 'en', phone: '+995555111222', email: 'op@example.ge', firstname: { ka: 'ა', en: 'A' } }, clinic, 'c0de');
    expect(sent).toEqual({ sms: false, email: true });
    expect(warned).toHaveLength(1);
  });
});
