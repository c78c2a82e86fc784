import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { UserType } from '../../../src/protocol/user';
import type { InlineAnnouncement } from '../../events/bus';

/** What a socket's presence change found and did (migration 020's functions). */
export interface PresenceChange {
  /** It was the user's first socket on any node, or their last. */
  changed: boolean;
  userType: UserType | null;
  /** The `UserStatusChange` to everyone written for a changed Doctor or ClinicOperator, else null. */
  eventId: number | null;
}

/** The status event a change would write: its stream, type and checked payload as JSON text. */
export interface StatusEventText {
  stream: string;
  type: string;
  payload: string;
}

type ChangeRow = { o_changed: boolean; o_user_type: string | null; o_event_id: number | string | null };

/** Rows of `live_connections`: one per open socket on any node. */
export function liveConnectionsRepository(db: Db) {
  return {
    /**
     * Records an open socket (`opened`) or forgets a closed one, in one round trip
     * (`presence_socket`, migration 020, which documents each step): the user locked, the socket
     * recorded or forgotten, whether it was their first or last on any node, and for a Doctor's or
     * ClinicOperator's change the `event` to everyone, announced through `announcement`.
     */
    async socketChanged(
      c: { opened: boolean; id: string; userId: string; sessionId: string | null; nodeId: string; at: Date },
      event: StatusEventText,
      announcement: InlineAnnouncement | null,
    ): Promise<PresenceChange> {
      const { rows } = await sql<ChangeRow>`
        SELECT * FROM presence_socket(${c.opened}, ${c.id}, ${c.userId}, ${c.sessionId}, ${c.nodeId}, ${c.at},
          ${event.stream}, ${event.type}, ${event.payload}, ${announcement?.channel ?? null}, ${announcement?.nodeId ?? null})
      `.execute(db);
      const row = rows[0];
      return {
        changed: row.o_changed,
        userType: row.o_user_type as UserType | null,
        eventId: row.o_event_id === null ? null : Number(row.o_event_id),
      };
    },

    /** Serialises presence changes of one user across nodes (row lock until commit). */
    async lockUser(userId: string): Promise<void> {
      await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    },

    /** The users with a connection on `nodeId`, in id order. */
    async usersOnNode(nodeId: string): Promise<string[]> {
      const rows = await db.selectFrom('live_connections').select('user_id').distinct().where('node_id', '=', nodeId).orderBy('user_id').execute();
      return rows.map((r) => r.user_id);
    },

    /** Removes the connections `userId` has on `nodeId`; true when there were any. */
    async removeUserOnNode(userId: string, nodeId: string): Promise<boolean> {
      const result = await db.deleteFrom('live_connections').where('user_id', '=', userId).where('node_id', '=', nodeId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Records that `nodeId` is alive at `now`. */
    async beat(nodeId: string, now: Date): Promise<void> {
      await db.insertInto('live_nodes').values({ node_id: nodeId, seen_at: now }).onConflict((oc) => oc.column('node_id').doUpdateSet({ seen_at: now })).execute();
    },

    /** Nodes (other than `self`) not seen since `before`: also those with connections but no heartbeat row. */
    async staleNodes(self: string, before: Date): Promise<string[]> {
      const quiet = await db.selectFrom('live_nodes').select('node_id').where('seen_at', '<', before).where('node_id', '<>', self).execute();
      const unknown = await db
        .selectFrom('live_connections')
        .select('node_id')
        .distinct()
        .where('node_id', '<>', self)
        .where('node_id', 'not in', db.selectFrom('live_nodes').select('node_id'))
        .execute();
      return [...new Set([...quiet, ...unknown].map((r) => r.node_id))].sort();
    },

    async forgetNode(nodeId: string): Promise<void> {
      await db.deleteFrom('live_nodes').where('node_id', '=', nodeId).execute();
    },

    async countForUser(userId: string): Promise<number> {
      const row = await db.selectFrom('live_connections').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The users among `ids` with at least one open socket. */
    async onlineAmong(ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db.selectFrom('live_connections').select('user_id').distinct().where('user_id', 'in', [...ids]).execute();
      return new Set(rows.map((r) => r.user_id));
    },

  };
}
