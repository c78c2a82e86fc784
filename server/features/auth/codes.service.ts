import {
  CODE_LENGTH,
  CODE_MAX_ATTEMPTS,
  CODE_MAX_PER_HOUR,
  CODE_RESEND_SECONDS,
  CODE_SENDS_PER_IP,
  CODE_SENDS_PER_SESSION,
  CODE_TTL_SECONDS,
  type CodeSent,
  type SendLimit,
} from '../../../src/protocol/auth';
import type { Language } from '../../../src/protocol/common';
import { AppError, fieldErrors, type ErrorCode } from '../../../src/protocol/errors';
import type { Db } from '../../db/connection';
import type { AppDeps } from '../../deps';
import { codeSubject, codeText, type Messenger, type MessengerLog } from '../messaging';
import { codesRepository, type CodeChannel, type CodePurpose, type CodesRepository, type SenderKey } from './codes.repository';
import { networkOf } from './network';
import { maskEmail, maskPhone } from './mask';
import { hashToken, newNumericCode, sameHash } from './token';

const HOUR_MS = 60 * 60 * 1000;

/** A code is bound to who asked, why, and where it went; only this hash is stored. */
function codeHash(purpose: CodePurpose, identifier: string, destination: string, code: string): string {
  return hashToken(`${purpose}:${identifier}:${destination}:${code}`);
}

/** A code-state failure, with the same code as a `code` field entry so the form can show it. */
function codeError(code: ErrorCode, status: number, message: string, params?: Record<string, number>, retryAfter?: number): AppError {
  return new AppError(code, status, { message, errors: [{ path: 'code', code, ...(params ? { params } : {}) }], retryAfter });
}

/** A typed code is checked for shape only; a malformed one is bad input and costs no try. */
export function requireCodeShape(raw: string): string {
  const code = raw.trim();
  if (code === '') throw fieldErrors([{ path: 'code', code: 'field.required' }]);
  if (!new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code)) throw fieldErrors([{ path: 'code', code: 'field.format', params: { length: CODE_LENGTH } }]);
  return code;
}

export interface CodeRequest {
  purpose: CodePurpose;
  identifier: string;
  channel: CodeChannel;
  /** E.164 phone number or e-mail address. */
  destination: string;
  language: Language;
  sender: CodeSender;
}

/** Who asks for a code: the request's address and, when signed in, its session. */
export interface CodeSender {
  ip: string;
  sessionId: string | null;
}

/**
 * Seconds until every limit allows one more send, given the sends at `times` (oldest first) as
 * seen at `now`; 0 when none is reached. A longer window may hold after a shorter one frees.
 */
export function waitForLimits(limits: readonly SendLimit[], times: Date[], now: Date): number {
  let wait = 0;
  for (const { seconds, max } of limits) {
    const inWindow = times.filter((t) => now.getTime() - t.getTime() < seconds * 1000);
    if (inWindow.length < max) continue;
    const frees = inWindow[inWindow.length - max].getTime() + seconds * 1000;
    wait = Math.max(wait, Math.max(1, Math.ceil((frees - now.getTime()) / 1000)));
  }
  return wait;
}

/** The longest window of a set of limits, in milliseconds. */
const longestMs = (limits: readonly SendLimit[]) => Math.max(...limits.map((l) => l.seconds)) * 1000;

/**
 * One-time codes: 6 digits, valid 5 minutes, single use, at most 5 wrong tries, sent at most once
 * a minute and 5 times an hour per identifier (and 5 times an hour per destination), and within
 * CODE_SENDS_PER_IP per network and CODE_SENDS_PER_SESSION per signed-in session over every
 * identifier. The counts are rows of `auth_codes`, so every node of a cluster sees the same ones.
 * The newest code for an identifier and purpose supersedes every older one.
 */
export function codesService(deps: Pick<AppDeps, 'db' | 'clock'>, messenger: Messenger, log: MessengerLog) {
  const { db, clock } = deps;

  /** Throws the resend limits for sends at `times` (oldest first) as seen at `now`. */
  function assertSendAllowed(times: Date[], now: Date) {
    const hourly = waitForLimits([{ seconds: HOUR_MS / 1000, max: CODE_MAX_PER_HOUR }], times, now);
    if (hourly > 0) throw codeError('auth.code_hourly_limit', 429, 'Too many codes this hour', { seconds: hourly }, hourly);
    const soon = waitForLimits([{ seconds: CODE_RESEND_SECONDS, max: 1 }], times, now);
    if (soon > 0) throw codeError('auth.code_resend_too_soon', 429, 'A code was sent a moment ago', { seconds: soon }, soon);
  }

  /** Throws the per-sender limit (network or session) as seen at `now`, holding the sender's lock in `repo`'s transaction. */
  async function assertSenderAllowed(repo: CodesRepository, sender: SenderKey, now: Date) {
    const byNetwork = 'ip' in sender;
    const limits = byNetwork ? CODE_SENDS_PER_IP : CODE_SENDS_PER_SESSION;
    await repo.lockSender(sender);
    const times = await repo.sentBySenderSince(sender, new Date(now.getTime() - longestMs(limits)));
    const wait = waitForLimits(limits, times, now);
    if (wait === 0) return;
    const params = { seconds: wait, minutes: Math.ceil(wait / 60) };
    if (byNetwork) throw codeError('auth.code_ip_limit', 429, 'Too many codes were asked for from this network', params, wait);
    throw codeError('auth.code_session_limit', 429, 'Too many codes were asked for in this session', params, wait);
  }

  return {
    /** Creates a code and sends it; answers where it went (masked) and when to resend. */
    async send(req: CodeRequest): Promise<CodeSent> {
      const now = clock.now();
      const code = newNumericCode(CODE_LENGTH);
      const network = networkOf(req.sender.ip);
      const id = await db.transaction().execute(async (trx) => {
        const repo = codesRepository(trx);
        await repo.lockIdentifier(req.identifier);
        const since = new Date(now.getTime() - HOUR_MS);
        assertSendAllowed(await repo.sentSince(req.identifier, req.purpose, since), now);
        const toDestination = await repo.sentToDestinationSince(req.destination, since);
        if (toDestination.length >= CODE_MAX_PER_HOUR) assertSendAllowed(toDestination, now);
        await assertSenderAllowed(repo, { ip: network }, now);
        if (req.sender.sessionId) await assertSenderAllowed(repo, { sessionId: req.sender.sessionId }, now);
        return repo.insert({
          identifier: req.identifier,
          purpose: req.purpose,
          channel: req.channel,
          destination: req.destination,
          codeHash: codeHash(req.purpose, req.identifier, req.destination, code),
          createdAt: now,
          expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
          ip: network,
          sessionId: req.sender.sessionId,
        });
      });

      const text = codeText(req.language, req.purpose, code);
      try {
        if (req.channel === 'phone') await messenger.sms.sendSms({ to: req.destination, text, code });
        else await messenger.email.sendEmail({ to: req.destination, subject: codeSubject(req.language, req.purpose), text, code });
      } catch (err) {
        // Nothing reached the person: forget the code so it neither supersedes the previous one
        // nor counts against the resend limits.
        await codesRepository(db).delete(id);
        log.error({ err, channel: req.channel }, 'could not send a one-time code');
        throw new AppError('auth.code_delivery_failed', 502, { message: 'The code could not be sent; try again shortly' });
      }

      return {
        sent_to: req.channel === 'phone' ? maskPhone(req.destination) : maskEmail(req.destination),
        expires_in: CODE_TTL_SECONDS,
        resend_in: CODE_RESEND_SECONDS,
      };
    },

    /**
     * Checks a typed code against the newest code for the identifier and purpose. Returns the
     * code's id to `consume` in the transaction that acts on it; throws a coded error otherwise,
     * counting a wrong code as one try. `destination` (when given) must be where the code went.
     */
    async check(req: { purpose: CodePurpose; identifier: string; code: string; destination?: string }): Promise<{ id: string; destination: string }> {
      const repo = codesRepository(db);
      const now = clock.now();
      const stored = await repo.latest(req.identifier, req.purpose);
      if (!stored) throw codeError('auth.code_missing', 422, 'Request a code first');
      const matches = sameHash(stored.codeHash, codeHash(req.purpose, req.identifier, req.destination ?? stored.destination, req.code));
      if (stored.usedAt) {
        if (matches) throw codeError('auth.code_used', 422, 'This code was already used');
        throw codeError('auth.code_missing', 422, 'Request a new code');
      }
      if (stored.expiresAt.getTime() <= now.getTime()) throw codeError('auth.code_expired', 422, 'The code has expired');
      if (stored.attempts >= CODE_MAX_ATTEMPTS) throw codeError('auth.code_attempts_exceeded', 422, 'Too many wrong codes; request a new one');
      if (!matches) {
        const attempts = await repo.addAttempt(stored.id);
        if (attempts >= CODE_MAX_ATTEMPTS) throw codeError('auth.code_attempts_exceeded', 422, 'Too many wrong codes; request a new one');
        throw codeError('auth.code_invalid', 422, 'The code is not correct', { attempts_left: CODE_MAX_ATTEMPTS - attempts });
      }
      return { id: stored.id, destination: stored.destination };
    },

    /** Uses up a checked code inside `trx`; throws `auth.code_used` when a parallel request won. */
    async consume(trx: Db, id: string): Promise<void> {
      const ok = await codesRepository(trx).claim(id, clock.now(), CODE_MAX_ATTEMPTS);
      if (!ok) throw codeError('auth.code_used', 422, 'This code was already used');
    },
  };
}

export type CodesService = ReturnType<typeof codesService>;
