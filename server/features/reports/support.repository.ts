import type { Localized } from '../../../src/protocol/common';
import type { User, UserType } from '../../../src/protocol/user';
import type { Db } from '../../db/connection';
import { parseJson } from '../../db/json';

const loc = (v: unknown): Localized => parseJson<Localized>(v) ?? { ka: '', en: '' };

/** A support grant with the person it names. */
export interface GrantRow {
  userId: string;
  firstname: Localized;
  lastname: Localized;
  type: UserType;
  grantedAt: Date;
  grantedBy: string | null;
}

/** The support role's grants (migration 013) and the facts granting one needs. */
export function supportRepository(db: Db) {
  return {
    /** The clinic's grants held by people who are still its staff, oldest grant first. */
    async grants(clinicId: number): Promise<GrantRow[]> {
      const rows = await db
        .selectFrom('clinic_support_grants as g')
        .innerJoin('clinic_members as m', (j) => j.onRef('m.clinic_id', '=', 'g.clinic_id').onRef('m.user_id', '=', 'g.user_id'))
        .innerJoin('users as u', 'u.id', 'g.user_id')
        .select(['g.user_id', 'u.firstname', 'u.lastname', 'u.type', 'g.granted_at', 'g.granted_by'])
        .where('g.clinic_id', '=', clinicId)
        .orderBy('g.granted_at')
        .orderBy('g.user_id')
        .execute();
      return rows.map((r) => ({
        userId: r.user_id,
        firstname: loc(r.firstname),
        lastname: loc(r.lastname),
        type: r.type,
        grantedAt: new Date(r.granted_at),
        grantedBy: r.granted_by,
      }));
    },

    /** Grants the role unless already held; true when a grant was added. */
    async grant(g: { clinicId: number; userId: string; grantedBy: string | null; grantedAt: Date }): Promise<boolean> {
      const rows = await db
        .insertInto('clinic_support_grants')
        .values({ clinic_id: g.clinicId, user_id: g.userId, granted_by: g.grantedBy, granted_at: g.grantedAt })
        .onConflict((oc) => oc.columns(['clinic_id', 'user_id']).doNothing())
        .returning('user_id')
        .execute();
      return rows.length > 0;
    },

    /** Revokes the role; true when there was a grant to remove. */
    async revoke(clinicId: number, userId: string): Promise<boolean> {
      const result = await db.deleteFrom('clinic_support_grants').where('clinic_id', '=', clinicId).where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** A person's kind and clinic memberships (what the rules read), or null for an unknown id. */
    async person(userId: string): Promise<(Pick<User, 'type' | 'clinics'> & { id: string }) | null> {
      const row = await db.selectFrom('users').select(['id', 'type']).where('id', '=', userId).executeTakeFirst();
      if (!row) return null;
      const clinics = await db.selectFrom('clinic_members').select(['clinic_id', 'role']).where('user_id', '=', userId).where('deactivated_at', 'is', null).orderBy('clinic_id').execute();
      return { id: row.id, type: row.type, clinics: clinics.map((c) => ({ id: c.clinic_id, role: c.role })) };
    },

    /** The person with this ID number (as stored: trimmed, letters in capitals), or null. */
    async byIdNumber(idNumber: string): Promise<{ id: string; firstname: Localized; lastname: Localized } | null> {
      const row = await db.selectFrom('users').select(['id', 'firstname', 'lastname']).where('id_number', '=', idNumber).executeTakeFirst();
      return row ? { id: row.id, firstname: loc(row.firstname), lastname: loc(row.lastname) } : null;
    },

    /** The clinic's name, or null for an unknown clinic. */
    async clinicName(clinicId: number): Promise<Localized | null> {
      const row = await db.selectFrom('clinics').select('name').where('id', '=', clinicId).executeTakeFirst();
      return row ? loc(row.name) : null;
    },
  };
}
