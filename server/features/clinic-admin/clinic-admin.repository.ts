import { sql } from 'kysely';
import type { Localized } from '../../../src/protocol/common';
import type { ValidClinicProfile } from '../../../src/protocol/clinic-profile';
import type { Db } from '../../db/connection';
import { parseJson } from '../../db/json';

const EMPTY: Localized = { ka: '', en: '' };
const loc = (v: unknown): Localized => parseJson<Localized>(v) ?? EMPTY;

/** A clinic's profile row as stored (`logo` is the upload's relative path). */
export interface ClinicProfileRecord extends ValidClinicProfile {
  id: number;
  logo: string | null;
}

export interface OperatorRecord {
  id: string;
  firstname: Localized;
  lastname: Localized;
  idNumber: string;
  phone: string | null;
  email: string | null;
  admin: boolean;
  support: boolean;
  invited: boolean;
}

export interface PersonByIdNumber {
  id: string;
  type: 'Patient' | 'Doctor' | 'ClinicOperator';
  firstname: Localized;
  lastname: Localized;
}

export interface NewOperatorRow {
  idNumber: string;
  firstname: Localized;
  lastname: Localized;
  phone: string;
  email: string | null;
  language: 'ka' | 'en';
  createdBy: string;
  at: Date;
}

/** All SQL of clinic administration: the clinic's profile and logo, its operators and their roles. */
export function clinicAdminRepository(db: Db) {
  return {
    /** The clinic's profile, or null for an unknown clinic; `lock` holds the row until the transaction ends. */
    async profile(clinicId: number, opts: { lock?: boolean } = {}): Promise<ClinicProfileRecord | null> {
      let q = db
        .selectFrom('clinics')
        .select(['id', 'name', 'logo', 'city_id', 'address', 'phones', 'website', 'email', 'facebook', 'description'])
        .where('id', '=', clinicId);
      if (opts.lock) q = q.forUpdate();
      const r = await q.executeTakeFirst();
      if (!r) return null;
      return {
        id: r.id,
        name: loc(r.name),
        logo: r.logo,
        city_id: r.city_id,
        address: loc(r.address),
        phones: parseJson<string[]>(r.phones) ?? [],
        website: r.website,
        email: r.email,
        facebook: r.facebook,
        description: loc(r.description),
      };
    },

    async updateProfile(clinicId: number, p: ValidClinicProfile): Promise<void> {
      await db
        .updateTable('clinics')
        .set({
          name: JSON.stringify(p.name),
          city_id: p.city_id,
          address: JSON.stringify(p.address),
          phones: JSON.stringify(p.phones),
          website: p.website,
          email: p.email,
          facebook: p.facebook,
          description: JSON.stringify(p.description),
        })
        .where('id', '=', clinicId)
        .execute();
    },

    async setLogo(clinicId: number, path: string): Promise<void> {
      await db.updateTable('clinics').set({ logo: path }).where('id', '=', clinicId).execute();
    },

    async cityExists(cityId: number): Promise<boolean> {
      return Boolean(await db.selectFrom('cities').select('id').where('id', '=', cityId).executeTakeFirst());
    },

    /** The clinic's active operators (administrators first, then by last name) with their roles. */
    async operators(clinicId: number): Promise<OperatorRecord[]> {
      const rows = await db
        .selectFrom('clinic_members as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .leftJoin('clinic_support_grants as g', (j) => j.onRef('g.clinic_id', '=', 'm.clinic_id').onRef('g.user_id', '=', 'm.user_id'))
        .select(['u.id', 'u.firstname', 'u.lastname', 'u.id_number', 'u.phone', 'u.email', 'u.agreement_accepted_at', 'm.role', 'g.user_id as support'])
        .where('m.clinic_id', '=', clinicId)
        .where('m.role', 'in', ['admin', 'operator'])
        .where('m.deactivated_at', 'is', null)
        .where('u.type', '=', 'ClinicOperator')
        .orderBy(sql`m.role = 'admin'`, 'desc')
        .orderBy(sql`u.lastname->>'en'`)
        .orderBy(sql`u.firstname->>'en'`)
        .orderBy('u.id')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        firstname: loc(r.firstname),
        lastname: loc(r.lastname),
        idNumber: r.id_number,
        phone: r.phone,
        email: r.email,
        admin: r.role === 'admin',
        support: r.support !== null,
        invited: r.agreement_accepted_at === null,
      }));
    },

    async doctorCount(clinicId: number): Promise<number> {
      const r = await db
        .selectFrom('clinic_members as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('m.clinic_id', '=', clinicId)
        .where('m.role', '=', 'doctor')
        .where('m.deactivated_at', 'is', null)
        .where('u.type', '=', 'Doctor')
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },

    /** One operator's membership at the clinic (active or not), or null. */
    async membership(clinicId: number, userId: string): Promise<{ role: 'admin' | 'operator' | 'doctor'; deactivated: boolean; type: string } | null> {
      const r = await db
        .selectFrom('clinic_members as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select(['m.role', 'm.deactivated_at', 'u.type'])
        .where('m.clinic_id', '=', clinicId)
        .where('m.user_id', '=', userId)
        .executeTakeFirst();
      return r ? { role: r.role, deactivated: r.deactivated_at !== null, type: r.type } : null;
    },

    /** How many active administrators the clinic has. */
    async adminCount(clinicId: number): Promise<number> {
      const r = await db
        .selectFrom('clinic_members as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('m.clinic_id', '=', clinicId)
        .where('m.role', '=', 'admin')
        .where('m.deactivated_at', 'is', null)
        .where('u.type', '=', 'ClinicOperator')
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },

    async setRole(clinicId: number, userId: string, role: 'admin' | 'operator'): Promise<void> {
      await db.updateTable('clinic_members').set({ role }).where('clinic_id', '=', clinicId).where('user_id', '=', userId).execute();
    },

    /** Makes the person an active operator of the clinic (a deactivated membership comes back as a plain operator). */
    async addOperator(clinicId: number, userId: string): Promise<void> {
      await db
        .insertInto('clinic_members')
        .values({ clinic_id: clinicId, user_id: userId, role: 'operator', deactivated_at: null })
        .onConflict((oc) => oc.columns(['clinic_id', 'user_id']).doUpdateSet({ role: 'operator', deactivated_at: null }))
        .execute();
    },

    /** Deletes the membership and the support grant at the clinic; answers whether there was a support grant. */
    async removeMember(clinicId: number, userId: string): Promise<boolean> {
      const grant = await db.deleteFrom('clinic_support_grants').where('clinic_id', '=', clinicId).where('user_id', '=', userId).executeTakeFirst();
      await db.deleteFrom('clinic_members').where('clinic_id', '=', clinicId).where('user_id', '=', userId).execute();
      return Number(grant.numDeletedRows) > 0;
    },

    async personByIdNumber(idNumber: string): Promise<PersonByIdNumber | null> {
      const r = await db.selectFrom('users').select(['id', 'type', 'firstname', 'lastname']).where('id_number', '=', idNumber).executeTakeFirst();
      return r ? { id: r.id, type: r.type, firstname: loc(r.firstname), lastname: loc(r.lastname) } : null;
    },

    async phoneTaken(phone: string): Promise<boolean> {
      return Boolean(await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst());
    },

    async emailTaken(email: string): Promise<boolean> {
      return Boolean(await db.selectFrom('users').select('id').where(sql`lower(email)`, '=', email.toLowerCase()).executeTakeFirst());
    },

    /** A new ClinicOperator account without a password; the agreement is accepted at the first sign-in. */
    async insertOperator(o: NewOperatorRow): Promise<string> {
      const r = await db
        .insertInto('users')
        .values({
          type: 'ClinicOperator',
          id_number: o.idNumber,
          firstname: JSON.stringify(o.firstname),
          lastname: JSON.stringify(o.lastname),
          phone: o.phone,
          email: o.email,
          language: o.language,
          password_hash: null,
          birthdate: null,
          gender: null,
          country: null,
          title: null,
          bio: null,
          experience_from: null,
          speciality_id: null,
          photo_path: null,
          languages: JSON.stringify([]),
          created_at: o.at,
          updated_at: o.at,
          agreement_accepted_at: null,
          created_by: o.createdBy,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return r.id;
    },
  };
}
