import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { Localized } from '../../../src/protocol/common';

/** The parts of a user row the profile rules look at. */
export interface ProfileState {
  id: string;
  passwordHash: string | null;
  email: string | null;
  phone: string | null;
  photoPath: string | null;
  photoVersion: number;
}

/** Which unique contact a write collided with, when another account already holds it. */
export class ContactTakenError extends Error {
  constructor(readonly field: 'email' | 'phone') {
    super(`${field} taken`);
  }
}

/** Postgres unique violations on users' e-mail or phone index become a ContactTakenError. */
function mapUniqueViolation(err: unknown): never {
  const e = err as { code?: string; constraint?: string; message?: string };
  if (e?.code === '23505') {
    const where = `${e.constraint ?? ''} ${e.message ?? ''}`;
    if (where.includes('users_email_key')) throw new ContactTakenError('email');
    if (where.includes('users_phone_key')) throw new ContactTakenError('phone');
  }
  throw err;
}

/**
 * A time for a timestamptz column in an UPDATE. schema.ts declares these columns as
 * `Generated<Timestamp>` / `Timestamp | null`, whose update type Kysely cannot unwrap to Date,
 * though a Date is exactly what the driver writes.
 */
const at = (time: Date) => time as unknown as never;

/** SQL for the profile pages: the signed-in person's own row and their sessions. */
export function profileRepository(db: Db) {
  return {
    async state(userId: string): Promise<ProfileState | undefined> {
      const row = await db
        .selectFrom('users')
        .select(['id', 'password_hash', 'email', 'phone', 'photo_path', 'photo_version'])
        .where('id', '=', userId)
        .executeTakeFirst();
      return row && {
        id: row.id,
        passwordHash: row.password_hash,
        email: row.email,
        phone: row.phone,
        photoPath: row.photo_path,
        photoVersion: row.photo_version,
      };
    },

    /** True when another user already has this e-mail address (compared case-insensitively). */
    async emailTaken(email: string, exceptUserId: string): Promise<boolean> {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .where('id', '<>', exceptUserId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async phoneTaken(phone: string, exceptUserId: string): Promise<boolean> {
      const row = await db.selectFrom('users').select('id').where('phone', '=', phone).where('id', '<>', exceptUserId).executeTakeFirst();
      return row !== undefined;
    },

    async updatePersonalInfo(
      userId: string,
      v: { firstname: Localized; lastname: Localized; birthdate: string | null; gender: 'male' | 'female'; email: string | null },
      now: Date,
    ): Promise<void> {
      await db
        .updateTable('users')
        .set({
          firstname: JSON.stringify(v.firstname),
          lastname: JSON.stringify(v.lastname),
          birthdate: v.birthdate,
          gender: v.gender,
          email: v.email,
          updated_at: at(now),
        })
        .where('id', '=', userId)
        .execute()
        .catch(mapUniqueViolation);
    },

    async updateContactInfo(userId: string, v: { phone: string | null; country: string | null; email: string | null }, now: Date): Promise<void> {
      await db
        .updateTable('users')
        .set({ phone: v.phone, country: v.country, email: v.email, updated_at: at(now) })
        .where('id', '=', userId)
        .execute()
        .catch(mapUniqueViolation);
    },

    /** Sets the password hash and revokes every other open session of the user, in one transaction. */
    /**
     * Sets the password and revokes every other session of the user; answers the revoked session
     * ids. Run it inside a transaction (the service does, with the events announcing the revokes).
     */
    async setPassword(userId: string, passwordHash: string, keepSessionId: string, now: Date): Promise<string[]> {
      await db.updateTable('users').set({ password_hash: passwordHash, updated_at: at(now) }).where('id', '=', userId).execute();
      const revoked = await db
        .updateTable('sessions')
        .set({ revoked_at: at(now) })
        .where('user_id', '=', userId)
        .where('id', '<>', keepSessionId)
        .where('revoked_at', 'is', null)
        .returning('id')
        .execute();
      return revoked.map((r) => r.id);
    },

    /**
     * Records the acceptance of the user agreement (issue 16) under a row lock: the time only
     * when it is not recorded yet, the password hash only when the account has none. Answers
     * whether anything changed.
     */
    async acceptAgreement(userId: string, passwordHash: string | null, now: Date): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('users').select(['agreement_accepted_at', 'password_hash']).where('id', '=', userId).forUpdate().executeTakeFirst();
        if (!row || row.agreement_accepted_at !== null) return false;
        const set = passwordHash && row.password_hash === null ? { agreement_accepted_at: at(now), password_hash: passwordHash, updated_at: at(now) } : { agreement_accepted_at: at(now), updated_at: at(now) };
        await trx.updateTable('users').set(set).where('id', '=', userId).execute();
        return true;
      });
    },

    async setLanguage(userId: string, language: 'ka' | 'en', now: Date): Promise<void> {
      await db.updateTable('users').set({ language, updated_at: at(now) }).where('id', '=', userId).execute();
    },

    /**
     * Replaces a user's photo under a row lock, so concurrent changes take turns. `place` is
     * called with the next version number and the current path; it stores the new file (or does
     * nothing, to remove the photo) and returns the path to record, or `undefined` to change
     * nothing. When `place` or the update fails, nothing is recorded and the error propagates.
     * Answers the previous and the new path, or undefined for an unknown user or no change.
     */
    async replacePhoto(
      userId: string,
      now: Date,
      place: (next: { version: number; previous: string | null }) => Promise<string | null | undefined>,
    ): Promise<{ previous: string | null; path: string | null; version: number } | undefined> {
      return db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('users').select(['photo_path', 'photo_version']).where('id', '=', userId).forUpdate().executeTakeFirst();
        if (!row) return undefined;
        const version = row.photo_version + 1;
        const path = await place({ version, previous: row.photo_path });
        if (path === undefined) return undefined;
        await trx.updateTable('users').set({ photo_path: path, photo_version: version, updated_at: at(now) }).where('id', '=', userId).execute();
        return { previous: row.photo_path, path, version };
      });
    },

    /** The stored photo of a user, for serving it. */
    async photoOf(userId: string): Promise<{ path: string | null; version: number } | undefined> {
      const row = await db.selectFrom('users').select(['photo_path', 'photo_version']).where('id', '=', userId).executeTakeFirst();
      return row && { path: row.photo_path, version: row.photo_version };
    },
  };
}
