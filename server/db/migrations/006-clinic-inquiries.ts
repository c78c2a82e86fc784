import { sql, type Kysely } from 'kysely';

/**
 * Clinic inquiries (SPEC §3, §4): a patient asks a clinic, an operator joins and completes it.
 * Each lives in the one PatientClinic chat space of its (patient, clinic), whose
 * `last_clinic_inquiry` mirrors the newest inquiry. At most one inquiry of a pair is open.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE UNIQUE INDEX chat_spaces_patient_clinic_key ON chat_spaces (patient_id, clinic_id) WHERE type = 'PatientClinic';

    CREATE TABLE clinic_inquiries (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      clinic_id integer NOT NULL REFERENCES clinics(id) ON DELETE CASCADE,
      patient_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      chat_space_id uuid NOT NULL REFERENCES chat_spaces(id) ON DELETE CASCADE,
      status text NOT NULL CHECK (status IN ('created', 'joined', 'completed')),
      created_at timestamptz NOT NULL,
      joined_by uuid REFERENCES users(id) ON DELETE SET NULL,
      joined_at timestamptz,
      completed_by uuid REFERENCES users(id) ON DELETE SET NULL,
      completed_at timestamptz,
      CHECK (
        (status = 'created' AND joined_at IS NULL AND completed_at IS NULL) OR
        (status = 'joined' AND joined_at IS NOT NULL AND completed_at IS NULL) OR
        (status = 'completed' AND completed_at IS NOT NULL)
      )
    );
    CREATE UNIQUE INDEX clinic_inquiries_open_key ON clinic_inquiries (patient_id, clinic_id) WHERE status IN ('created', 'joined');
    CREATE INDEX clinic_inquiries_clinic_idx ON clinic_inquiries (clinic_id, created_at DESC);
    CREATE INDEX clinic_inquiries_patient_idx ON clinic_inquiries (patient_id, created_at DESC);
    CREATE INDEX clinic_inquiries_chat_idx ON clinic_inquiries (chat_space_id);

    -- The inquiry a message was sent with (POST /api/clinics/{id}/inquiries): a repeated request
    -- with the same client_id answers that inquiry again.
    ALTER TABLE messages ADD COLUMN clinic_inquiry_id uuid REFERENCES clinic_inquiries(id) ON DELETE SET NULL;

    -- Chats written before this table existed name their inquiry only in last_clinic_inquiry:
    -- give each such inquiry its row, so the reference always leads somewhere.
    INSERT INTO clinic_inquiries (id, clinic_id, patient_id, chat_space_id, status, created_at, joined_at, completed_at)
      SELECT (c.last_clinic_inquiry->>'id')::uuid, c.clinic_id, c.patient_id, c.id, c.last_clinic_inquiry->>'status', c.created_at,
             CASE WHEN c.last_clinic_inquiry->>'status' IN ('joined', 'completed') THEN c.created_at END,
             CASE WHEN c.last_clinic_inquiry->>'status' = 'completed' THEN c.created_at END
        FROM chat_spaces c
        WHERE c.type = 'PatientClinic'
          AND c.last_clinic_inquiry->>'status' IN ('created', 'joined', 'completed')
          AND c.last_clinic_inquiry->>'id' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      ON CONFLICT DO NOTHING;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE messages DROP COLUMN IF EXISTS clinic_inquiry_id;
    DROP TABLE IF EXISTS clinic_inquiries;
    DROP INDEX IF EXISTS chat_spaces_patient_clinic_key;
  `.execute(db);
}
