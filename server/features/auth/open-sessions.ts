import type { UserType } from '../../../src/protocol/user';
import type { AppDeps } from '../../deps';
import { SESSION_REVOKED, type SessionRevokedPayload } from '../../events/internal-events';
import { userTypeOf } from '../users';
import { sessionsRepository } from './sessions.repository';

/** An open session: whose it is, and until when. */
export interface OpenSession {
  id: string;
  userId: string;
  expiresAt: number;
}

/** Sessions kept at most; past it the oldest go first (they are read again on their next use). */
const MAX_SESSIONS = 50_000;

/**
 * The open sessions of this process by token hash, so a signed-in request or socket costs no
 * database round trip to find its session. A session row changes only when it is revoked, and
 * every revocation emits `SessionRevoked`, which reaches every node's bus: the entry is dropped
 * then. Expiry is checked on every use. When the bus may have missed events from other nodes
 * (Bus.onGap) everything is dropped. Unknown tokens are never kept, so a session opened on another
 * node is found on first use.
 *
 * A revocation on another node takes effect here when its event arrives (milliseconds); on the
 * node that revoked, before its answer goes out (the bus delivers locally at commit).
 */
export function openSessions(deps: Pick<AppDeps, 'db' | 'bus'>) {
  const repo = sessionsRepository(deps.db);
  const byHash = new Map<string, OpenSession>();
  const hashOf = new Map<string, string>(); // session id -> token hash
  /** User kinds never change: kept for the live sockets' identity. */
  const userTypes = new Map<string, UserType>();
  /** Moves on every drop: a lookup that raced a revocation does not keep what it read. */
  let generation = 0;

  const drop = (sessionId: string) => {
    generation += 1;
    const hash = hashOf.get(sessionId);
    if (hash === undefined) return;
    hashOf.delete(sessionId);
    byHash.delete(hash);
  };
  const dropAll = () => {
    generation += 1;
    byHash.clear();
    hashOf.clear();
  };

  const unsubscribe = deps.bus.subscribe((event) => {
    if (event.type === SESSION_REVOKED) drop((event.payload as SessionRevokedPayload).session_id);
  });
  const stopGaps = deps.bus.onGap(dropAll);

  return {
    /** The open session of a token hash at `now`, or null (unknown, revoked or expired). */
    async find(tokenHash: string, now: Date): Promise<OpenSession | null> {
      const kept = byHash.get(tokenHash);
      if (kept) {
        if (kept.expiresAt > now.getTime()) return kept;
        drop(kept.id);
        return null;
      }
      const readAt = generation;
      const row = await repo.findActive(tokenHash, now);
      if (!row) return null;
      const session: OpenSession = { id: row.id, userId: row.user_id, expiresAt: new Date(row.expires_at).getTime() };
      if (readAt === generation) {
        if (byHash.size >= MAX_SESSIONS) {
          const oldest = byHash.entries().next().value!;
          byHash.delete(oldest[0]);
          hashOf.delete(oldest[1].id);
        }
        byHash.set(tokenHash, session);
        hashOf.set(session.id, tokenHash);
      }
      return session;
    },

    /** The kind of user `userId` is, or null when there is no such user. */
    async userType(userId: string): Promise<UserType | null> {
      const known = userTypes.get(userId);
      if (known) return known;
      const type = await userTypeOf(deps.db, userId);
      if (type) {
        if (userTypes.size >= MAX_SESSIONS) userTypes.clear();
        userTypes.set(userId, type);
      }
      return type;
    },

    /** Stops following the bus (the app closes). */
    close() {
      unsubscribe();
      stopGaps();
      dropAll();
    },
  };
}

export type OpenSessions = ReturnType<typeof openSessions>;
