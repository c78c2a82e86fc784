import { sql, type Kysely } from 'kysely';

/**
 * A OneSignal subscription belongs to the session that registered it (issue 18): it receives
 * pushes while that session is open, and once the session ends (sign-out, expiry) the device is
 * free for whoever signs in on it next; while it is open nobody else can take it.
 *
 * Subscriptions registered before this are given their person's newest open session (the app
 * registers its device again on every start, which binds it to the right one); those of people
 * with no open session are dropped, as no push should reach a device nobody is signed in on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE onesignal_subscriptions ADD COLUMN session_id uuid REFERENCES sessions(id) ON DELETE CASCADE;
    UPDATE onesignal_subscriptions s SET session_id = (
      SELECT id FROM sessions
      WHERE sessions.user_id = s.user_id AND revoked_at IS NULL AND expires_at > now()
      ORDER BY created_at DESC, id DESC
      LIMIT 1
    );
    DELETE FROM onesignal_subscriptions WHERE session_id IS NULL;
    ALTER TABLE onesignal_subscriptions ALTER COLUMN session_id SET NOT NULL;
    CREATE INDEX onesignal_subscriptions_session_idx ON onesignal_subscriptions (session_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE onesignal_subscriptions DROP COLUMN session_id`.execute(db);
}
