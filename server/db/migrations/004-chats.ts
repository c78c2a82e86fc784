import { sql, type Kysely } from 'kysely';

/** Chat spaces between a patient, a doctor and a clinic; their messages; who read up to when. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE chat_spaces (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      type text NOT NULL CHECK (type IN ('PatientDoctor', 'DoctorClinic', 'PatientClinic')),
      doctor_id uuid REFERENCES users(id) ON DELETE CASCADE,
      patient_id uuid REFERENCES users(id) ON DELETE CASCADE,
      clinic_id integer REFERENCES clinics(id) ON DELETE CASCADE,
      active_until timestamptz,
      last_clinic_inquiry jsonb,
      created_at timestamptz NOT NULL,
      CHECK (
        (type = 'PatientDoctor' AND doctor_id IS NOT NULL AND patient_id IS NOT NULL AND clinic_id IS NULL) OR
        (type = 'DoctorClinic' AND doctor_id IS NOT NULL AND clinic_id IS NOT NULL AND patient_id IS NULL) OR
        (type = 'PatientClinic' AND patient_id IS NOT NULL AND clinic_id IS NOT NULL AND doctor_id IS NULL)
      )
    );
    CREATE INDEX chat_spaces_doctor_idx ON chat_spaces (doctor_id);
    CREATE INDEX chat_spaces_patient_idx ON chat_spaces (patient_id);
    CREATE INDEX chat_spaces_clinic_idx ON chat_spaces (clinic_id);

    CREATE TABLE messages (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      -- insertion order: breaks ties between messages sent in the same instant
      seq bigserial NOT NULL UNIQUE,
      chat_space_id uuid NOT NULL REFERENCES chat_spaces(id) ON DELETE CASCADE,
      sender_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('text', 'file')),
      text text,
      file jsonb,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX messages_chat_idx ON messages (chat_space_id, seq DESC);

    CREATE TABLE chat_reads (
      chat_space_id uuid NOT NULL REFERENCES chat_spaces(id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      last_seen timestamptz NOT NULL,
      PRIMARY KEY (chat_space_id, user_id)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS chat_reads, messages, chat_spaces`.execute(db);
}
