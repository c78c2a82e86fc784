import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { createUser } from '../support/fixtures';
import { bearer, signIn } from '../support/session';
import { hashToken } from '../../server/features/auth/token';
import { openSessions } from '../../server/features/auth/open-sessions';
import { createMemoryBus, type Bus } from '../../server/events/bus';
import { appendEvents } from '../../server/events/event-store';
import { SESSION_REVOKED, sessionStream } from '../../server/events/internal-events';

// Issue 19: a signed-in request finds its session in memory, and a revoked one stops working
// at once: on SessionRevoked from any node, and everything is read again when the bus may have
// missed events (Bus.onGap).

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer();
});
afterEach(async () => {
  await s.close();
});

const me = (token: string) => s.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });

/** A bus whose gaps a test opens by hand. */
function gappyBus(): Bus & { gap(): void } {
  const bus = createMemoryBus();
  const listeners = new Set<() => void>();
  return {
    ...bus,
    onGap(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    gap: () => listeners.forEach((l) => l()),
  };
}

describe('open sessions', () => {
  it('a second request finds the session without asking the database for it', async () => {
    const user = await createUser(s.db, { type: 'Patient' });
    const token = await signIn(s.db, user.id, s.clock);
    expect((await me(token)).statusCode).toBe(200);
    const before = s.roundTrips();
    expect((await me(token)).statusCode).toBe(200);
    // The user is read (one statement); the session is not.
    expect(s.roundTrips() - before).toBe(1);
  });

  it('logout ends the session at once, on a session used before', async () => {
    const user = await createUser(s.db, { type: 'Patient' });
    const token = await signIn(s.db, user.id, s.clock);
    expect((await me(token)).statusCode).toBe(200);
    expect((await s.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('a SessionRevoked from another node drops the kept session', async () => {
    const user = await createUser(s.db, { type: 'Patient' });
    const token = await signIn(s.db, user.id, s.clock);
    expect((await me(token)).statusCode).toBe(200);
    const session = await s.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    // Another node revokes it: the row changes and the event arrives over the bus.
    await s.db.updateTable('sessions').set({ revoked_at: s.clock.now() }).where('id', '=', session.id).execute();
    expect((await me(token)).statusCode).toBe(200); // not heard yet: kept
    const events = await appendEvents(s.db, [{ stream: sessionStream(session.id), type: SESSION_REVOKED, payload: { session_id: session.id }, audience: [] }], s.clock.now());
    await s.bus.publish(events);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('an expired session is refused even while kept', async () => {
    const user = await createUser(s.db, { type: 'Patient' });
    const token = await signIn(s.db, user.id, s.clock);
    expect((await me(token)).statusCode).toBe(200);
    s.clock.advance(31 * 24 * 60 * 60 * 1000);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('drops everything when the bus may have missed events, and keeps nothing read across a drop', async () => {
    const bus = gappyBus();
    const sessions = openSessions({ db: s.db, bus });
    const user = await createUser(s.db, { type: 'Patient' });
    const token = await signIn(s.db, user.id, s.clock);
    const hash = hashToken(token);
    expect(await sessions.find(hash, s.clock.now())).not.toBeNull();
    // Revoked on a node whose event this one missed: after the gap the row is read again.
    await s.db.updateTable('sessions').set({ revoked_at: s.clock.now() }).where('user_id', '=', user.id).execute();
    expect(await sessions.find(hash, s.clock.now())).not.toBeNull();
    bus.gap();
    expect(await sessions.find(hash, s.clock.now())).toBeNull();

    // A lookup under way when a drop happens answers what it read but does not keep it.
    const other = await createUser(s.db, { type: 'Patient' });
    const otherHash = hashToken(await signIn(s.db, other.id, s.clock));
    const reading = sessions.find(otherHash, s.clock.now());
    bus.gap();
    expect(await reading).not.toBeNull();
    const before = s.roundTrips();
    await sessions.find(otherHash, s.clock.now());
    expect(s.roundTrips() - before).toBe(1);
    sessions.close();
  });
});
