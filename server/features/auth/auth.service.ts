import type { CodeSent, LoginMethod, Session } from '../../../src/protocol/auth';
import { AppError, fieldErrors } from '../../../src/protocol/errors';
import type { AppDeps } from '../../deps';
import type { Messenger, MessengerLog } from '../messaging';
import { accountByIdNumber } from '../users';
import { attemptsGuard } from './attempts.service';
import { authcodesRepository } from './authcodes.repository';
import { codesService, requireCodeShape, type CodeSender } from './codes.service';
import { requireIdentifier } from './identifier';
import { hashPassword, verifyPassword } from './password';
import { closeSession, openSession, sessionAnswer, type RequestContext } from './sessions.service';
import { hashToken } from './token';

const invalidCredentials = () => new AppError('auth.invalid_credentials', 401, { message: 'The identifier or password is not correct' });
const unknownIdentifier = () =>
  new AppError('auth.unknown_identifier', 422, {
    message: 'No account has this identifier',
    errors: [{ path: 'identifier', code: 'auth.unknown_identifier' }],
  });

/** A hash no password matches, checked for unknown accounts so both cases take the same time. */
let decoyHash: Promise<string> | null = null;
const decoy = () => (decoyHash ??= hashPassword(`decoy-${Math.random()}`));

/** Sign-in: methods, password, one-time codes by phone or e-mail, authcodes, logout. */
export function authService(deps: AppDeps, messenger: Messenger, log: MessengerLog) {
  const { db, clock } = deps;
  const guard = attemptsGuard(deps);
  const codes = codesService(deps, messenger, log);

  async function findUser(identifier: string) {
    const user = await accountByIdNumber(db, identifier);
    if (!user) throw unknownIdentifier();
    return user;
  }

  return {
    /** Step 1: the methods an account can sign in with, in the order Password, PhoneCode, EmailCode. */
    async methods(rawIdentifier: string): Promise<{ methods: LoginMethod[] }> {
      const user = await findUser(requireIdentifier(rawIdentifier));
      const methods: LoginMethod[] = [];
      if (user.passwordHash) methods.push('Password');
      if (user.phone) methods.push('PhoneCode');
      if (user.email) methods.push('EmailCode');
      return { methods };
    },

    /** Password sign-in; every failure is the same 401, whatever was wrong. */
    async withPassword(body: { identifier: string; password: string }, ctx: RequestContext): Promise<Session> {
      const identifier = requireIdentifier(body.identifier);
      if (body.password === '') throw fieldErrors([{ path: 'password', code: 'field.required' }]);
      const source = { identifier, ip: ctx.ip };
      await guard.assertAllowed(source);
      const user = await accountByIdNumber(db, identifier);
      const ok = await verifyPassword(body.password, user?.passwordHash ?? (await decoy()));
      if (!user || !user.passwordHash || !ok) {
        await guard.fail(source, 'password');
        throw invalidCredentials();
      }
      await guard.succeed(source, 'password');
      return sessionAnswer(deps, await openSession(db, clock.now(), user.id, ctx), user.id);
    },

    /** Sends a sign-in code to the account's phone or e-mail. */
    async requestCode(rawIdentifier: string, channel: 'phone' | 'email', sender: CodeSender): Promise<CodeSent> {
      const identifier = requireIdentifier(rawIdentifier);
      const user = await findUser(identifier);
      const destination = channel === 'phone' ? user.phone : user.email;
      if (!destination) {
        throw new AppError('auth.method_unavailable', 422, {
          message: `The account has no ${channel === 'phone' ? 'phone number' : 'e-mail address'}`,
          errors: [{ path: 'identifier', code: 'auth.method_unavailable' }],
        });
      }
      return codes.send({ purpose: 'login', identifier, channel, destination, language: user.language, sender });
    },

    /** Signs in with the newest code sent to the account, by SMS or by e-mail. */
    async withCode(body: { identifier: string; code: string }, ctx: RequestContext): Promise<Session> {
      const identifier = requireIdentifier(body.identifier);
      const code = requireCodeShape(body.code);
      const source = { identifier, ip: ctx.ip };
      await guard.assertAllowed(source);
      let checked: { id: string };
      try {
        checked = await codes.check({ purpose: 'login', identifier, code });
      } catch (err) {
        await guard.fail(source, 'code');
        throw err;
      }
      const user = await accountByIdNumber(db, identifier);
      if (!user) throw unknownIdentifier();
      const token = await db.transaction().execute(async (trx) => {
        await codes.consume(trx, checked.id);
        return openSession(trx, clock.now(), user.id, ctx);
      });
      await guard.succeed(source, 'code');
      return sessionAnswer(deps, token, user.id);
    },

    /** Exchanges a one-time authcode (a link's `?token=`) for a session. */
    async withAuthcode(rawCode: string, ctx: RequestContext): Promise<Session> {
      const code = rawCode.trim();
      if (code === '') throw fieldErrors([{ path: 'code', code: 'field.required' }]);
      const source = { identifier: null, ip: ctx.ip };
      await guard.assertAllowed(source);
      const signedIn = await db.transaction().execute(async (trx) => {
        const now = clock.now();
        const userId = await authcodesRepository(trx).claim(hashToken(code), now);
        return userId ? { userId, token: await openSession(trx, now, userId, ctx) } : null;
      });
      if (!signedIn) {
        await guard.fail(source, 'authcode');
        throw new AppError('auth.authcode_invalid', 401, { message: 'The sign-in link is not valid or has expired' });
      }
      await guard.succeed(source, 'authcode');
      return sessionAnswer(deps, signedIn.token, signedIn.userId);
    },

    /** Revokes the caller's session. */
    logout(sessionId: string): Promise<void> {
      return closeSession(deps, sessionId);
    },
  };
}
