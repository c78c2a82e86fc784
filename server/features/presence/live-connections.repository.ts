import type { Db } from '../../db/connection';

/** Rows of `live_connections`: one per open socket on any node. */
export function liveConnectionsRepository(db: Db) {
  return {
    /** Serialises presence changes of one user across nodes (row lock until commit). */
    async lockUser(userId: string): Promise<void> {
      await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    },

    async insert(c: { id: string; userId: string; sessionId: string; nodeId: string; openedAt: Date }): Promise<void> {
      await db.insertInto('live_connections').values({ id: c.id, user_id: c.userId, session_id: c.sessionId, node_id: c.nodeId, opened_at: c.openedAt }).execute();
    },

    /** Removes one connection; true when it existed. */
    async remove(id: string): Promise<boolean> {
      const rows = await db.deleteFrom('live_connections').where('id', '=', id).returning('id').execute();
      return rows.length > 0;
    },

    /** Removes every connection of a node; returns the users they belonged to. */
    async removeNode(nodeId: string): Promise<string[]> {
      const rows = await db.deleteFrom('live_connections').where('node_id', '=', nodeId).returning('user_id').execute();
      return [...new Set(rows.map((r) => r.user_id))];
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
