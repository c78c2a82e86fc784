import { sql, type Kysely } from 'kysely';

/**
 * Clinic administration (issue 16):
 * - `clinic_members.deactivated_at`: a doctor or operator an administrator deactivated keeps the
 *   row (and so their history and past appointments) but takes no new appointments or chats.
 * - `clinic_services.hidden`: a service the clinic stopped offering stays on past appointments
 *   and cases but is not offered to patients.
 * - `users.agreement_accepted_at`: when the person accepted the user agreement. People who
 *   registered themselves accepted it then (the default: registering means accepting it); an
 *   account a clinic created (a doctor, a patient at the desk, an operator) is inserted with null
 *   until its first sign-in, which asks for it.
 * - `users.created_by`: who created an account on someone's behalf (null: they registered).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE clinic_members ADD COLUMN deactivated_at timestamptz;
    ALTER TABLE clinic_services ADD COLUMN hidden boolean NOT NULL DEFAULT false;
    ALTER TABLE users
      ADD COLUMN agreement_accepted_at timestamptz DEFAULT now(),
      ADD COLUMN created_by uuid REFERENCES users(id) ON DELETE SET NULL;
    UPDATE users SET agreement_accepted_at = created_at;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE users DROP COLUMN IF EXISTS created_by, DROP COLUMN IF EXISTS agreement_accepted_at;
    ALTER TABLE clinic_services DROP COLUMN IF EXISTS hidden;
    ALTER TABLE clinic_members DROP COLUMN IF EXISTS deactivated_at;
  `.execute(db);
}
