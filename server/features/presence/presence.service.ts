import { fieldErrors } from '../../../src/protocol/errors';
import { PRESENCE_MAX_IDS, type PresenceStatus, type UserStatusChangePayload } from '../../../src/protocol/live';
import type { Db } from '../../db/connection';
import type { AppDeps } from '../../deps';
import { inlineEvent, withEvents, type Emit } from '../../events/event-store';
import { runHooks } from '../../live/hooks';
import { userTypeOf } from '../users';
import { liveConnectionsRepository } from './live-connections.repository';

/**
 * Runs inside a presence change's transaction, with the user's row locked: their first socket on
 * any node has just been recorded (`onOnline`), or their last one forgotten (`onOffline`). A hook
 * that throws rolls the change back, its `UserStatusChange` included (nothing is published).
 */
export type PresenceHook = (trx: Db, userId: string) => Promise<void>;

/** The people a patient shares a chat space with, read through `db` (presence's transaction). */
export type CounterpartsOf = (db: Db, patientId: string) => Promise<string[]>;

type PresenceDeps = Pick<AppDeps, 'db' | 'bus' | 'clock' | 'nodeId' | 'config'>;


/**
 * Who is online, on every node: the `live_connections` rows the live hub's hooks keep, the
 * `UserStatusChange` pushes, and the nodes' heartbeats. `counterpartsOf` tells a patient's
 * audience (chats provides it); features that must act when someone comes online or loses their
 * last socket add hooks to `onOnline` and `onOffline`.
 */
export function presenceService(deps: PresenceDeps, counterpartsOf: CounterpartsOf) {
  const onOnline = new Set<PresenceHook>();
  const onOffline = new Set<PresenceHook>();

  /** The `UserStatusChange` of `userId` going `status`, as the presence functions write it. */
  function statusEvent(userId: string, status: PresenceStatus) {
    const payload: UserStatusChangePayload = { user_id: userId, status };
    return { stream: `user:${userId}`, type: 'UserStatusChange' as const, payload, actorId: userId, audience: [] as string[] };
  }

  /**
   * Who learns that `user` came online or went offline. A Doctor's or ClinicOperator's presence
   * goes to every connected user (doctor cards show it): pushed to everyone connected to any node,
   * from each node's own sockets, with no list of them read or stored. A Patient's goes only to the
   * connected counterparts they share a chat space with (doctors of their doctor chats, operators
   * of the clinics of their clinic chats).
   */
  async function emitStatus(trx: Db, emit: Emit, userId: string, status: PresenceStatus): Promise<void> {
    const type = await userTypeOf(trx, userId);
    if (!type) return;
    const event = statusEvent(userId, status);
    if (type === 'Doctor' || type === 'ClinicOperator') {
      await emit({ ...event, toEveryone: true });
      return;
    }
    await emitToCounterparts(trx, emit, event);
  }

  async function emitToCounterparts(trx: Db, emit: Emit, event: ReturnType<typeof statusEvent>): Promise<void> {
    const userId = event.actorId;
    const counterparts = (await counterpartsOf(trx, userId)).filter((id) => id !== userId);
    await emit({ ...event, audience: [...(await liveConnectionsRepository(trx).onlineAmong(counterparts))].sort() });
  }

  /**
   * A socket opened or closed: the presence function (one round trip that locks the user, records
   * or forgets the socket and, for staff, writes and announces their status to everyone) and then,
   * when it was the user's first or last socket, the hooks and a patient's status to their
   * counterparts, all in one transaction.
   */
  async function socketChange(c: { opened: boolean; id: string; userId: string; sessionId: string | null }): Promise<void> {
    const now = deps.clock.now();
    const event = statusEvent(c.userId, c.opened ? 'online' : 'offline');
    const text = inlineEvent({ ...event, toEveryone: true });
    await withEvents(deps, async (trx, emit, statement) => {
      const done = await liveConnectionsRepository(trx).socketChanged(
        { ...c, nodeId: deps.nodeId, at: now },
        { stream: event.stream, type: event.type, payload: text.payload },
        statement.announcement,
      );
      if (!done.changed) return;
      await runHooks(c.opened ? onOnline : onOffline, trx, c.userId);
      if (done.eventId !== null) statement.written([text.stored(done.eventId, [], now)]);
      else if (done.userType === 'Patient') await emitToCounterparts(trx, emit, event);
    });
  }

  /**
   * Removes a node's connections (this node's at start, after a crash, and at shutdown; another
   * node's once it has stopped beating) and announces offline every user left without a socket
   * anywhere. Each user is cleared in a transaction of their own, so their lock is held for their
   * change only: a dead node's 500 people cleared in one transaction held every one of their locks
   * for its 15 s, and a person reconnecting meanwhile waited for all of it (issue 19). A user whose
   * change fails is left as they were and the rest go on; then every failure is thrown at once
   * (an AggregateError, each naming its user), so the node is not forgotten and the next
   * heartbeat tries again.
   */
  async function clearNode(nodeId = deps.nodeId): Promise<void> {
    const users = await liveConnectionsRepository(deps.db).usersOnNode(nodeId);
    const failures = await eachGoingOn(users, (userId) => clearUserOnNode(userId, nodeId));
    if (failures.length > 0) {
      const errors = failures.map(({ item: userId, err }) => new Error(`user ${userId} could not be cleared from node ${nodeId}`, { cause: err }));
      throw new AggregateError(errors, `${failures.length} of ${users.length} people on node ${nodeId} could not be cleared`);
    }
  }

  /** One user's connections on `nodeId` removed; offline (with the hooks) when they were their last anywhere. */
  async function clearUserOnNode(userId: string, nodeId: string): Promise<void> {
    await withEvents(deps, async (trx, emit) => {
      const repo = liveConnectionsRepository(trx);
      await repo.lockUser(userId);
      // Another node clearing the same dead node may have been first.
      if (!(await repo.removeUserOnNode(userId, nodeId))) return;
      if ((await repo.countForUser(userId)) > 0) return;
      await runHooks(onOffline, trx, userId);
      await emitStatus(trx, emit, userId, 'offline');
    });
  }

  return {
    onOnline,
    onOffline,

    /** Records an open socket; announces the user online when it is their first on any node. */
    connectionOpened: (c: { id: string; userId: string; sessionId: string }) => socketChange({ ...c, opened: true }),

    /** Forgets a closed socket; announces the user offline when it was their last on any node. */
    connectionClosed: (c: { id: string; userId: string }) => socketChange({ ...c, sessionId: null, opened: false }),

    clearNode,

    /**
     * One heartbeat (every config.liveHeartbeatMs): records this node alive, and clears the
     * connections of every node not seen for config.liveNodeStaleMs (its people go offline, and
     * their calls start counting as lost), forgetting each once it is empty. Returns the nodes
     * cleared; a node that could not be cleared entirely is kept for the next beat, the others
     * are cleared all the same, and then the failures are thrown together.
     */
    async heartbeat(): Promise<string[]> {
      const now = deps.clock.now();
      const repo = liveConnectionsRepository(deps.db);
      await repo.beat(deps.nodeId, now);
      const stale = await repo.staleNodes(deps.nodeId, new Date(now.getTime() - deps.config.liveNodeStaleMs));
      const failures = await eachGoingOn(stale, async (nodeId) => {
        await clearNode(nodeId);
        await repo.forgetNode(nodeId);
      });
      const errors = failures.map((f) => f.err);
      if (errors.length > 0) throw errors.length === 1 ? errors[0] : new AggregateError(errors, `${errors.length} stopped nodes could not be cleared`);
      return stale;
    },

    /** This node stops: its connections are cleared (see clearNode) and its heartbeat row forgotten. */
    async leaveNode(): Promise<void> {
      await clearNode();
      await liveConnectionsRepository(deps.db).forgetNode(deps.nodeId);
    },
  };
}

export type PresenceService = ReturnType<typeof presenceService>;

/** The users among `ids` with a socket open on any node, read through `db` (which may be a transaction). */
export function onlineAmong(db: Db, ids: readonly string[]): Promise<Set<string>> {
  return liveConnectionsRepository(db).onlineAmong(ids);
}

/** True when `userId` has a socket open on any node. */
export async function isOnline(db: Db, userId: string): Promise<boolean> {
  return (await liveConnectionsRepository(db).countForUser(userId)) > 0;
}

/**
 * Takes, until the transaction `trx` commits, the lock presence changes of `userId` take: their
 * sockets opening and closing wait for it (and it for them).
 */
export function lockPresence(trx: Db, userId: string): Promise<void> {
  return liveConnectionsRepository(trx).lockUser(userId);
}

/** The presence of each asked user, in the order asked. */
export async function presenceOf(db: Db, ids: readonly string[]): Promise<UserStatusChangePayload[]> {
  const online = await liveConnectionsRepository(db).onlineAmong(ids);
  return ids.map((id) => ({ user_id: id, status: online.has(id) ? 'online' : 'offline' }));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `GET /api/presence?ids=a,b`: who of these users is online, for resynchronising after a
 * reconnect. 422 when an id is not a uuid, or more than PRESENCE_MAX_IDS are asked.
 */
export async function lookupPresence(db: Db, rawIds: string): Promise<UserStatusChangePayload[]> {
  const ids = [...new Set(rawIds.split(',').map((s) => s.trim()).filter((s) => s !== ''))];
  if (ids.length === 0) throw fieldErrors([{ path: 'ids', code: 'field.required' }]);
  if (ids.length > PRESENCE_MAX_IDS) throw fieldErrors([{ path: 'ids', code: 'field.too_long', params: { max: PRESENCE_MAX_IDS } }]);
  if (!ids.every((id) => UUID.test(id))) throw fieldErrors([{ path: 'ids', code: 'field.format' }]);
  return presenceOf(db, ids.map((id) => id.toLowerCase()));
}

/** Runs `work` for each item in turn, going on past the ones that fail; answers those, with why. */
async function eachGoingOn<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<Array<{ item: T; err: unknown }>> {
  const failures: Array<{ item: T; err: unknown }> = [];
  for (const item of items) {
    try {
      await work(item);
    } catch (err) {
      failures.push({ item, err });
    }
  }
  return failures;
}
