import type { EventPayload } from '../../src/protocol/events';

/**
 * Streams and names of the catalogue's internal events (src/protocol/events.ts,
 * INTERNAL_EVENT_SCHEMAS): they travel the bus between nodes but are never pushed to a client.
 * Their audience is empty; the live hub reacts to them itself.
 */

/** A session was revoked (logout): every node closes that session's sockets. */
export const SESSION_REVOKED = 'SessionRevoked';

export type SessionRevokedPayload = EventPayload<'SessionRevoked'>;

/** The stream of one session's internal events. */
export const sessionStream = (sessionId: string) => `session:${sessionId}`;
