import { SESSION_DAYS, type Session } from '../../../src/protocol/auth';
import { AppError } from '../../../src/protocol/errors';
import type { UserType } from '../../../src/protocol/user';
import type { Db } from '../../db/connection';
import type { AppDeps } from '../../deps';
import { withEvents } from '../../events/event-store';
import { SESSION_REVOKED, sessionStream, type SessionRevokedPayload } from '../../events/internal-events';
import { loadUser } from '../users';
import type { OpenSessions } from './open-sessions';
import { sessionsRepository } from './sessions.repository';
import { hashToken, newToken } from './token';

/** Where a sign-in comes from, kept with the session. */
export interface RequestContext {
  ip: string;
  userAgent: string | null;
}

/** Opens a session for `userId` (through `db`, which may be a transaction); returns its token. */
export async function openSession(db: Db, now: Date, userId: string, ctx: RequestContext): Promise<string> {
  const token = newToken();
  await sessionsRepository(db).create({
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_DAYS * 24 * 60 * 60 * 1000),
    ip: ctx.ip,
    userAgent: ctx.userAgent ? ctx.userAgent.slice(0, 500) : null,
  });
  return token;
}

/** The sign-in answer for a token just issued. */
export async function sessionAnswer(deps: Pick<AppDeps, 'db'>, token: string, userId: string): Promise<Session> {
  const user = await loadUser(deps.db, userId);
  if (!user) throw new AppError('auth.session_invalid', 401, { message: 'The account no longer exists' });
  return { token, user };
}

/**
 * Revokes a session (logout); its token stops working at once, and every node closes the
 * session's live sockets (SessionRevoked on the bus).
 */
export async function closeSession(deps: Pick<AppDeps, 'db' | 'clock' | 'bus'>, sessionId: string): Promise<void> {
  await withEvents(deps, async (trx, emit) => {
    await sessionsRepository(trx).revoke(sessionId, deps.clock.now());
    const payload: SessionRevokedPayload = { session_id: sessionId };
    await emit({ stream: sessionStream(sessionId), type: SESSION_REVOKED, payload, audience: [] });
  });
}

/**
 * The session and user behind a live socket's token (`/ws?token=…`), or null when the token opens
 * no session (unknown, revoked or expired) or its user is gone. The live hub asks it.
 */
export async function socketIdentity(
  sessions: OpenSessions,
  clock: AppDeps['clock'],
  token: string,
): Promise<{ userId: string; userType: UserType; sessionId: string } | null> {
  const session = await sessions.find(hashToken(token), clock.now());
  if (!session) return null;
  const userType = await sessions.userType(session.userId);
  if (!userType) return null;
  return { userId: session.userId, userType, sessionId: session.id };
}
