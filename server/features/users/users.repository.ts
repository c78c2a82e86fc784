import { sql } from 'kysely';
import type { Localized } from '../../../src/protocol/common';
import type { User, UserSummary } from '../../../src/protocol/user';
import type { Db } from '../../db/connection';
import { parseJson } from '../../db/json';
import type { UserRow } from '../../db/schema';

/** Public URL of a user's avatar, cache-busted by its version counter. */
export function photoUrl(row: Pick<UserRow, 'id' | 'photo_path' | 'photo_version'>): string | null {
  return row.photo_path ? `/api/files/avatars/${row.id}?v=${row.photo_version}` : null;
}

/** The protocol User for a row, its clinic memberships and the clinics it is support staff of. */
export function toUser(row: UserRow, clinics: { clinic_id: number; role: string }[], supportClinics: number[]): User {
  return {
    id: row.id,
    type: row.type,
    id_number: row.id_number,
    firstname: row.firstname,
    lastname: row.lastname,
    photo: photoUrl(row),
    birthdate: row.birthdate,
    language: row.language,
    password_set: row.password_hash !== null,
    agreement_accepted: row.agreement_accepted_at !== null,
    email: row.email,
    phone: row.phone,
    gender: row.gender,
    country: row.country,
    title: row.title ?? null,
    experience_from: row.experience_from,
    speciality_id: row.speciality_id,
    languages: row.languages ?? [],
    clinics: clinics.map((c) => ({ id: c.clinic_id, role: c.role })),
    support_clinics: supportClinics,
  };
}

export function usersRepository(db: Db) {
  return {
    findById(id: string) {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },
    findByIdNumber(idNumber: string) {
      return db.selectFrom('users').selectAll().where('id_number', '=', idNumber).executeTakeFirst();
    },
    /** The kind of user `id` is, or null when there is no such user. */
    async typeOf(id: string): Promise<UserRow['type'] | null> {
      const row = await db.selectFrom('users').select('type').where('id', '=', id).executeTakeFirst();
      return row?.type ?? null;
    },
    /**
     * The full protocol User, or undefined when the id is unknown, in one statement (every
     * signed-in request asks it). A membership an administrator deactivated (migration 014) gives
     * no rights at its clinic, and a support grant (migration 013) counts only while its holder is
     * still a staff member there.
     */
    async loadUser(id: string): Promise<User | undefined> {
      const row = await db
        .selectFrom('users')
        .selectAll('users')
        .select([
          sql<unknown>`(SELECT json_agg(json_build_object('clinic_id', m.clinic_id, 'role', m.role) ORDER BY m.clinic_id)
            FROM clinic_members m WHERE m.user_id = users.id AND m.deactivated_at IS NULL)`.as('member_of'),
          sql<unknown>`(SELECT json_agg(g.clinic_id ORDER BY g.clinic_id)
            FROM clinic_support_grants g JOIN clinic_members m ON m.clinic_id = g.clinic_id AND m.user_id = g.user_id
            WHERE g.user_id = users.id AND m.deactivated_at IS NULL)`.as('support_of'),
        ])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      const { member_of: memberOf, support_of: supportOf, ...user } = row;
      return toUser(user, parseJson<{ clinic_id: number; role: string }[]>(memberOf) ?? [], parseJson<number[]>(supportOf) ?? []);
    },
    /** A person's name in both languages (for notification titles); throws for an unknown id. */
    async userName(userId: string): Promise<Localized> {
      const row = await db.selectFrom('users').select(['firstname', 'lastname']).where('id', '=', userId).executeTakeFirstOrThrow();
      const first = parseJson<Localized>(row.firstname) ?? { ka: '', en: '' };
      const last = parseJson<Localized>(row.lastname) ?? { ka: '', en: '' };
      return { ka: `${first.ka} ${last.ka}`.trim(), en: `${first.en} ${last.en}`.trim() };
    },
    /** Names and photos of the users among `ids` that exist (SPEC §7 `POST /api/users`). */
    async summaries(ids: string[]): Promise<UserSummary[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('users')
        .select(['id', 'type', 'firstname', 'lastname', 'photo_path', 'photo_version', 'speciality_id'])
        .where('id', 'in', ids)
        .execute();
      return rows.map((r) => ({ id: r.id, type: r.type, firstname: r.firstname, lastname: r.lastname, photo: photoUrl(r), speciality_id: r.speciality_id }));
    },
  };
}
