/**
 * Event types that travel the bus between nodes but are never pushed to a client.
 * Their audience is empty; the live hub reacts to them itself.
 */

/** A session was revoked (logout): every node closes that session's sockets. */
export const SESSION_REVOKED = 'SessionRevoked';

export interface SessionRevokedPayload {
  session_id: string;
}

/** The stream of one session's internal events. */
export const sessionStream = (sessionId: string) => `session:${sessionId}`;
