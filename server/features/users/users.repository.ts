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
    clinicsOf(userId: string) {
      // A membership an administrator deactivated (migration 014) gives no rights at the clinic.
      return db.selectFrom('clinic_members').select(['clinic_id', 'role']).where('user_id', '=', userId).where('deactivated_at', 'is', null).orderBy('clinic_id').execute();
    },
    /**
     * The clinics a person is support staff of (migration 013): a grant counts only while they are
     * still a staff member of that clinic.
     */
    async supportClinicsOf(userId: string): Promise<number[]> {
      const rows = await db
        .selectFrom('clinic_support_grants as g')
        .innerJoin('clinic_members as m', (j) => j.onRef('m.clinic_id', '=', 'g.clinic_id').onRef('m.user_id', '=', 'g.user_id'))
        .select('g.clinic_id')
        .where('g.user_id', '=', userId)
        .where('m.deactivated_at', 'is', null)
        .orderBy('g.clinic_id')
        .execute();
      return rows.map((r) => r.clinic_id);
    },
    /** The full protocol User, or undefined when the id is unknown. */
    async loadUser(id: string): Promise<User | undefined> {
      const row = await this.findById(id);
      if (!row) return undefined;
      const [clinics, supportClinics] = await Promise.all([this.clinicsOf(id), this.supportClinicsOf(id)]);
      return toUser(row, clinics, supportClinics);
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
