import { sql, type Kysely } from 'kysely';

/**
 * Who asked for each one-time code (issue 18), so code sending is limited per sender as well as
 * per identifier and number, on every node alike:
 * - `auth_codes.ip`: the sender's network address as the limit counts it (an IPv6 address by its
 *   /64); null for codes sent before this migration.
 * - `auth_codes.session_id`: the signed-in session that asked, if any.
 * Each gets an index for "sent since" by sender, and the destination (already limited) one too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE auth_codes
      ADD COLUMN ip text,
      ADD COLUMN session_id uuid REFERENCES sessions(id) ON DELETE SET NULL;
    CREATE INDEX auth_codes_ip_idx ON auth_codes (ip, created_at DESC) WHERE ip IS NOT NULL;
    CREATE INDEX auth_codes_session_idx ON auth_codes (session_id, created_at DESC) WHERE session_id IS NOT NULL;
    CREATE INDEX auth_codes_destination_idx ON auth_codes (destination, created_at DESC);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX auth_codes_destination_idx;
    ALTER TABLE auth_codes DROP COLUMN session_id, DROP COLUMN ip;
  `.execute(db);
}
