import { sql } from 'kysely';
import type { Localized } from '../../../src/protocol/common';
import type { Db } from '../../db/connection';
import type { ValidPerson } from '../auth';

/** A patient who holds an ID number, as the desk may see them (the phone is masked by the service). */
export interface ExistingPatientRow {
  id: string;
  firstname: Localized;
  lastname: Localized;
  birthdate: string | null;
  phone: string | null;
}

/** A patient account as the desk creates it: the person's fields, an optional e-mail, no password. */
export type NewDeskPatient = Omit<ValidPerson, 'countryCode'> & { email: string | null; language: 'ka' | 'en'; createdBy: string; at: Date };

/** Which unique field a new account collided on, or null for any other error. */
/** The SQL of desk registration. */
export function deskRegistrationRepository(db: Db) {
  return {
    /** The account holding an ID number: its type, and the desk's view of it. */
    async byIdNumber(idNumber: string): Promise<(ExistingPatientRow & { type: string }) | null> {
      const row = await db
        .selectFrom('users')
        .select(['id', 'type', 'firstname', 'lastname', 'birthdate', 'phone'])
        .where('id_number', '=', idNumber)
        .executeTakeFirst();
      return row ? { ...row, firstname: row.firstname as Localized, lastname: row.lastname as Localized } : null;
    },

    async phoneTaken(phone: string): Promise<boolean> {
      return (await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst()) !== undefined;
    },

    async emailTaken(email: string): Promise<boolean> {
      return (await db.selectFrom('users').select('id').where(sql<string>`lower(email)`, '=', email.toLowerCase()).executeTakeFirst()) !== undefined;
    },

    async clinicName(clinicId: number): Promise<Localized | null> {
      const row = await db.selectFrom('clinics').select('name').where('id', '=', clinicId).executeTakeFirst();
      return row ? (row.name as Localized) : null;
    },

    /** Inserts the Patient: names in both languages as typed, no password, the agreement not accepted yet. */
    async insertPatient(p: NewDeskPatient): Promise<string> {
      const row = await db
        .insertInto('users')
        .values({
          type: 'Patient',
          id_number: p.idNumber,
          firstname: JSON.stringify({ ka: p.firstname, en: p.firstname }),
          lastname: JSON.stringify({ ka: p.lastname, en: p.lastname }),
          gender: p.gender,
          birthdate: p.birthdate,
          phone: p.phone,
          email: p.email,
          password_hash: null,
          language: p.language,
          languages: JSON.stringify([p.language]),
          created_at: p.at,
          updated_at: p.at,
          agreement_accepted_at: null,
          created_by: p.createdBy,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /**
     * A patient the clinic registered (created by one of its operators) who has not signed in and
     * accepted the agreement yet: whom the desk may send the sign-in link again.
     */
    async pendingPatientOf(clinicId: number, patientId: string): Promise<{ id: string; firstname: Localized; language: 'ka' | 'en'; phone: string | null; email: string | null } | null> {
      const row = await db
        .selectFrom('users as u')
        .innerJoin('clinic_members as m', (j) => j.onRef('m.user_id', '=', 'u.created_by').on('m.clinic_id', '=', clinicId))
        .select(['u.id', 'u.firstname', 'u.language', 'u.phone', 'u.email'])
        .where('u.id', '=', patientId)
        .where('u.type', '=', 'Patient')
        .where('u.agreement_accepted_at', 'is', null)
        .executeTakeFirst();
      return row ? { ...row, firstname: row.firstname as Localized } : null;
    },
  };
}
