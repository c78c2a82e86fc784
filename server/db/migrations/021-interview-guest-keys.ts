import { sql, type Kysely } from 'kysely';

/**
 * The key of a guest interview (issue 20): the server gives the browser that starts a guest
 * interview a random key in an HttpOnly cookie and keeps only its SHA-256 hash here. Until the
 * interview is bound to a patient, only a request carrying that key reads or changes it, and only
 * such a request binds it to the signed-in patient: the id alone (a shared link, a browser
 * history) no longer opens it.
 *
 * Guest interviews started before this have no key: no browser can prove it took them, so they
 * are nobody's until bound (never, now); those already bound stay their patient's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE interviews ADD COLUMN guest_key_hash text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE interviews DROP COLUMN guest_key_hash`.execute(db);
}
