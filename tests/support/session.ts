import type { Db } from '../../server/db/connection';
import type { Clock } from '../../server/deps';
import { SESSION_DAYS } from '../../src/protocol/auth';
import { hashToken, newToken } from '../../server/features/auth/token';
import { sessionsRepository } from '../../server/features/auth/sessions.repository';

/** Opens a session for a user straight in the database; answers its bearer token. */
export async function signIn(db: Db, userId: string, clock: Clock): Promise<string> {
  const token = newToken();
  const now = clock.now();
  await sessionsRepository(db).create({
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_DAYS * 24 * 3600 * 1000),
    ip: null,
    userAgent: 'test',
  });
  return token;
}

/** The authorization header for a bearer token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
