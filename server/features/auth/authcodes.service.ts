import { AUTHCODE_TTL_SECONDS } from '../../../src/protocol/auth';
import type { AppDeps } from '../../deps';
import { authcodesRepository } from './authcodes.repository';
import { hashToken, newToken } from './token';

/**
 * Issues a one-time authcode for `userId`: an unguessable token a link carries as `?token=`,
 * exchanged once, within AUTHCODE_TTL_SECONDS, for a session by `POST /api/auth/login-with-authcode`.
 */
export async function issueAuthcode(deps: Pick<AppDeps, 'db' | 'clock'>, userId: string): Promise<{ code: string; expires_at: string }> {
  const now = deps.clock.now();
  const code = newToken();
  const expiresAt = new Date(now.getTime() + AUTHCODE_TTL_SECONDS * 1000);
  await authcodesRepository(deps.db).insert({ userId, codeHash: hashToken(code), createdAt: now, expiresAt });
  return { code, expires_at: expiresAt.toISOString() };
}
