import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { Notification, NotificationAction, NotificationEntity, NotificationEntityType } from '../../../src/protocol/notifications';

type NotificationRow = {
  id: string;
  action: string;
  entity: unknown;
  entity_id: string;
  entity_type: string;
  created_at: Date | string;
};

const COLUMNS = ['id', 'action', 'entity', 'entity_id', 'entity_type', 'created_at'] as const;

function toNotification(row: NotificationRow): Notification {
  const entity = (typeof row.entity === 'string' ? JSON.parse(row.entity) : row.entity) as NotificationEntity;
  return {
    id: row.id,
    action: row.action as NotificationAction,
    created_at: new Date(row.created_at).toISOString(),
    entity,
    entity_id: row.entity_id,
    entity_type: row.entity_type as NotificationEntityType,
  };
}

/**
 * True for a subscription row whose session is open (neither revoked nor expired) at `now`; the
 * clock is the app's, not the database's, as everywhere sessions are checked.
 */
const sessionOpen = (now: Date) =>
  sql<boolean>`exists (select 1 from sessions where sessions.id = onesignal_subscriptions.session_id and sessions.revoked_at is null and sessions.expires_at > ${now})`;

const iso = (value: Date | string | null | undefined): string | null => (value ? new Date(value).toISOString() : null);

/** SQL of notifications, their read marks and OneSignal subscriptions. Rows never leave this file. */
export function notificationsRepository(db: Db) {
  return {
    async insert(n: { userId: string; action: NotificationAction; entity: NotificationEntity; entityId: string; entityType: NotificationEntityType; createdAt: Date }): Promise<Notification> {
      const row = await db
        .insertInto('notifications')
        .values({
          user_id: n.userId,
          action: n.action,
          entity: JSON.stringify(n.entity),
          entity_id: n.entityId,
          entity_type: n.entityType,
          created_at: n.createdAt,
        })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      return toNotification(row);
    },

    /** One page of a person's notifications, newest first, and how many they have in all. */
    async page(userId: string, limit: number, offset: number): Promise<{ items: Notification[]; total: number }> {
      const count = await db
        .selectFrom('notifications')
        .where('user_id', '=', userId)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const rows = await db
        .selectFrom('notifications')
        .select(COLUMNS)
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('seq', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      return { items: rows.map(toNotification), total: Number(count.n) };
    },

    /** The newest notification's time and the last visit of the list, as ISO strings or null. */
    async summary(userId: string): Promise<{ last_notification: string | null; last_seen: string | null }> {
      const newest = await db
        .selectFrom('notifications')
        .where('user_id', '=', userId)
        .select((eb) => eb.fn.max('created_at').as('at'))
        .executeTakeFirst();
      const read = await db.selectFrom('notification_reads').select('last_seen').where('user_id', '=', userId).executeTakeFirst();
      return { last_notification: iso(newest?.at as Date | string | null | undefined), last_seen: iso(read?.last_seen) };
    },

    async markSeen(userId: string, at: Date): Promise<string> {
      const row = await db
        .insertInto('notification_reads')
        .values({ user_id: userId, last_seen: at })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ last_seen: at }))
        .returning('last_seen')
        .executeTakeFirstOrThrow();
      return new Date(row.last_seen).toISOString();
    },

    /**
     * Binds a OneSignal id to a person's session, in one statement (two registrations of one id
     * at once cannot both win). A new id is inserted; an id the person already has is bound to
     * this session (a new sign-in on the same device); an id whose session has ended (signed
     * out, expired) goes to the new owner. An id another person's open session holds stays
     * theirs: `taken`.
     */
    async saveSubscription(s: { userId: string; sessionId: string; onesignalUserId: string; at: Date }): Promise<'saved' | 'taken'> {
      const row = await db
        .insertInto('onesignal_subscriptions')
        .values({ onesignal_user_id: s.onesignalUserId, user_id: s.userId, session_id: s.sessionId, created_at: s.at })
        .onConflict((oc) =>
          oc
            .column('onesignal_user_id')
            .doUpdateSet((eb) => ({
              session_id: eb.ref('excluded.session_id'),
              // The same person keeps the id's age (the order of their devices); a new owner starts it.
              created_at: eb.case().when('onesignal_subscriptions.user_id', '=', eb.ref('excluded.user_id')).then(eb.ref('onesignal_subscriptions.created_at')).else(eb.ref('excluded.created_at')).end(),
              user_id: eb.ref('excluded.user_id'),
            }))
            .where((eb) =>
              eb.or([
                eb('onesignal_subscriptions.user_id', '=', eb.ref('excluded.user_id')),
                eb.not(sessionOpen(s.at)),
              ]),
            ),
        )
        .returning('onesignal_user_id')
        .executeTakeFirst();
      return row ? 'saved' : 'taken';
    },

    /** The OneSignal ids of a person's devices whose sessions are open at `now`, oldest first. */
    async subscriptionIds(userId: string, now: Date): Promise<string[]> {
      const rows = await db
        .selectFrom('onesignal_subscriptions')
        .select('onesignal_user_id')
        .where('user_id', '=', userId)
        .where(sessionOpen(now))
        .orderBy('created_at')
        .orderBy('onesignal_user_id')
        .execute();
      return rows.map((r) => r.onesignal_user_id);
    },

    /**
     * Claims the device push of one notification: true for the first caller only, so when every
     * node hears the same event exactly one of them sends the push.
     */
    async claimPush(notificationId: string, at: Date): Promise<boolean> {
      const row = await db
        .updateTable('notifications')
        .set({ push_claimed_at: at })
        .where('id', '=', notificationId)
        .where('push_claimed_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
