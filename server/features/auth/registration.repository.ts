import type { Db } from '../../db/connection';
import type { ValidRegistration } from './registration.validation';

/** Which unique field a new account collided on, or null for any other error. */
/** A checked registration as stored: the password already hashed, `at` the time of creation. */
export type NewPatient = Omit<ValidRegistration, 'password' | 'countryCode'> & { passwordHash: string; at: Date };

/** Account creation for registration. */
export function registrationRepository(db: Db) {
  return {
    async idNumberTaken(idNumber: string): Promise<boolean> {
      return (await db.selectFrom('users').select('id').where('id_number', '=', idNumber).executeTakeFirst()) !== undefined;
    },

    async phoneTaken(phone: string): Promise<boolean> {
      return (await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst()) !== undefined;
    },

    /** Inserts a Patient; names are kept as typed in both languages until the person edits them. */
    async insertPatient(p: NewPatient): Promise<string> {
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
          password_hash: p.passwordHash,
          language: p.language,
          languages: JSON.stringify([p.language]),
          created_at: p.at,
          updated_at: p.at,
          agreement_accepted_at: p.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}
