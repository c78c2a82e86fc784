import { sql, type Kysely } from 'kysely';

/** Notifications per person, when each last looked at them, and their OneSignal devices. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE notifications (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      -- insertion order: breaks ties between notifications created in the same instant
      seq bigserial NOT NULL,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      action text NOT NULL,
      entity jsonb NOT NULL DEFAULT '{}',
      entity_id text NOT NULL,
      entity_type text NOT NULL,
      created_at timestamptz NOT NULL,
      -- set by the one node that sends the device push, so several nodes never send it twice
      push_claimed_at timestamptz
    );
    CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC, seq DESC);

    CREATE TABLE notification_reads (
      user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      last_seen timestamptz NOT NULL
    );

    CREATE TABLE onesignal_subscriptions (
      onesignal_user_id text PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX onesignal_subscriptions_user_idx ON onesignal_subscriptions (user_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS onesignal_subscriptions, notification_reads, notifications`.execute(db);
}
