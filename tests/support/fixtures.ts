import type { Db } from '../../server/db/connection';
import { hashPassword } from '../../server/features/auth/password';

let counter = 0;

/**
 * One scrypt hash per password per test worker: hashing is slow on purpose (about 0.1 s, more on a
 * busy machine), and a test's users need not each have a salt of their own. Signing in still
 * verifies the password against the stored hash as always.
 */
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

/** Inserts a user straight into the database; returns its id and id_number. */
export async function createUser(
  db: Db,
  u: { type?: 'Patient' | 'Doctor' | 'ClinicOperator'; idNumber?: string; password?: string | null; phone?: string | null; email?: string | null; language?: 'ka' | 'en'; agreementAccepted?: boolean } = {},
) {
  counter += 1;
  const idNumber = u.idNumber ?? `0200${String(Date.now() % 1e7).padStart(7, '0')}`.slice(0, 7) + String(counter).padStart(4, '0');
  const row = await db
    .insertInto('users')
    .values({
      type: u.type ?? 'Patient',
      id_number: idNumber,
      firstname: JSON.stringify({ ka: 'ნინო', en: 'Nino' }),
      lastname: JSON.stringify({ ka: 'ბერიძე', en: 'Beridze' }),
      birthdate: '1980-05-17',
      language: u.language ?? 'ka',
      password_hash: u.password === null ? null : await hashOnce(u.password ?? 'correct-horse-42'),
      phone: u.phone === undefined ? `+9955${String(counter).padStart(8, '0')}` : u.phone,
      email: u.email === undefined ? `user${counter}.${Date.now()}@example.ge` : u.email,
      gender: 'female',
      languages: JSON.stringify(['ka']),
      // Left to the column's default (accepted) unless asked otherwise: the fixture also serves
      // tests that migrate from before the column existed.
      ...(u.agreementAccepted === false ? { agreement_accepted_at: null } : {}),
    })
    .returning(['id', 'id_number'])
    .executeTakeFirstOrThrow();
  return { id: row.id, idNumber: row.id_number, password: u.password ?? 'correct-horse-42' };
}
