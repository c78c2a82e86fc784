import { AppError } from '../../../src/protocol/errors';
import type { AppDeps } from '../../deps';
import { attemptsRepository, type AttemptKind } from './attempts.repository';
import { networkOf } from './network';

/** Failures older than this no longer count against anyone. */
export const FAILURE_WINDOW_SECONDS = 15 * 60;
/** Failed sign-ins (password or code) one identifier may make in the window. */
export const MAX_FAILURES_PER_IDENTIFIER = 10;
/** Failed sign-ins one IP address may make in the window, over all identifiers. */
export const MAX_FAILURES_PER_IP = 50;

/** Where an attempt comes from. */
export interface AttemptSource {
  /** The normalized identifier, or null when the call has none (authcodes). */
  identifier: string | null;
  ip: string;
}

/**
 * Rate limits for password sign-in, code submission and authcode exchange: per identifier and
 * per IP (an IPv6 address by its /64, see `networkOf`), counted in `login_attempts` so every node
 * of a cluster sees the same counts.
 */
export function attemptsGuard(deps: Pick<AppDeps, 'db' | 'clock'>) {
  const repo = attemptsRepository(deps.db);

  /** Seconds until fewer than `max` of the failures (newest first) fall inside the window. */
  async function blockedFor(by: { identifier: string } | { ip: string }, max: number, now: Date): Promise<number | null> {
    const windowMs = FAILURE_WINDOW_SECONDS * 1000;
    const failures = await repo.recentFailures(by, new Date(now.getTime() - windowMs), max);
    if (failures.length < max) return null;
    const oldestCounted = failures[max - 1];
    return Math.max(1, Math.ceil((oldestCounted.getTime() + windowMs - now.getTime()) / 1000));
  }

  return {
    /** Throws 429 `auth.too_many_attempts` (with retry_after) when either limit is reached. */
    async assertAllowed(source: AttemptSource): Promise<void> {
      const now = deps.clock.now();
      const waits = [await blockedFor({ ip: networkOf(source.ip) }, MAX_FAILURES_PER_IP, now)];
      if (source.identifier) waits.push(await blockedFor({ identifier: source.identifier }, MAX_FAILURES_PER_IDENTIFIER, now));
      const wait = Math.max(...waits.map((w) => w ?? 0));
      if (wait > 0) {
        throw new AppError('auth.too_many_attempts', 429, { message: 'Too many failed attempts; try again later', retryAfter: wait });
      }
    },

    async fail(source: AttemptSource, kind: AttemptKind): Promise<void> {
      await repo.record({ identifier: source.identifier ?? '', ip: networkOf(source.ip), kind, success: false, at: deps.clock.now() });
    },

    async succeed(source: AttemptSource, kind: AttemptKind): Promise<void> {
      await repo.record({ identifier: source.identifier ?? '', ip: networkOf(source.ip), kind, success: true, at: deps.clock.now() });
    },
  };
}
