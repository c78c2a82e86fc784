import { sql, type Kysely } from 'kysely';

/**
 * Medical cases (src/protocol/cases.ts): the `patient_cases` projection of the streams
 * `case:<id>` (the whole case as `data`, with the columns lists and access checks query), the
 * doctors each case is shared with, the files uploaded to cases, the services' case templates,
 * and the server audit trail every read and change of clinical data is recorded in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- What a case opened for the service starts with: lab tests to order and symptoms to ask about.
    -- { "labtests": [labtest id, …], "evidences": ["s_N", …] }, or null for none.
    ALTER TABLE services ADD COLUMN case_template jsonb;

    -- The projection of the streams case:<id> (server/features/cases), at version 'version'.
    CREATE TABLE patient_cases (
      id uuid PRIMARY KEY,
      patient_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      assignee_id uuid NOT NULL REFERENCES users(id),
      clinic_id integer NOT NULL REFERENCES clinics(id),
      schedule_id uuid REFERENCES schedules(id) ON DELETE SET NULL,
      status text NOT NULL CHECK (status IN ('active', 'completed', 'cancelled')),
      start_time timestamptz NOT NULL,
      created_at timestamptz NOT NULL,
      created_by uuid NOT NULL REFERENCES users(id),
      updated_at timestamptz NOT NULL,
      closed_at timestamptz,
      client_id text,
      version integer NOT NULL,
      data jsonb NOT NULL
    );
    CREATE INDEX patient_cases_patient_idx ON patient_cases (patient_id, start_time DESC);
    CREATE INDEX patient_cases_assignee_idx ON patient_cases (assignee_id, start_time DESC);
    CREATE INDEX patient_cases_clinic_idx ON patient_cases (clinic_id, start_time DESC);
    CREATE UNIQUE INDEX patient_cases_schedule_key ON patient_cases (schedule_id) WHERE schedule_id IS NOT NULL;
    CREATE UNIQUE INDEX patient_cases_client_key ON patient_cases (created_by, client_id) WHERE client_id IS NOT NULL;

    -- Doctors a case is shared with (part of the projection: written with every share and unshare).
    CREATE TABLE patient_case_shares (
      case_id uuid NOT NULL REFERENCES patient_cases(id) ON DELETE CASCADE,
      doctor_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      PRIMARY KEY (case_id, doctor_id)
    );
    CREATE INDEX patient_case_shares_doctor_idx ON patient_case_shares (doctor_id);

    -- Files uploaded to cases (in the uploads directory, by storage key). A deleted file's row
    -- stays (deleted_at) so the stream's history still names it; its bytes are removed.
    CREATE TABLE patient_case_files (
      id uuid PRIMARY KEY,
      case_id uuid NOT NULL REFERENCES patient_cases(id) ON DELETE CASCADE,
      name text NOT NULL,
      size integer NOT NULL,
      content_type text NOT NULL,
      storage_key text NOT NULL,
      created_by uuid NOT NULL REFERENCES users(id),
      created_at timestamptz NOT NULL,
      deleted_at timestamptz
    );
    CREATE INDEX patient_case_files_case_idx ON patient_case_files (case_id);

    -- The server audit trail: who read or changed which record, when, from which address.
    -- Appended only; administrators of a clinic list the lines of their clinic.
    CREATE TABLE audit_log (
      id bigserial PRIMARY KEY,
      at timestamptz NOT NULL,
      actor_id uuid REFERENCES users(id) ON DELETE SET NULL,
      action text NOT NULL,
      record_type text NOT NULL,
      record_id text NOT NULL,
      patient_id uuid REFERENCES users(id) ON DELETE SET NULL,
      clinic_id integer REFERENCES clinics(id) ON DELETE SET NULL,
      ip text,
      detail jsonb NOT NULL DEFAULT '{}'::jsonb
    );
    CREATE INDEX audit_log_record_idx ON audit_log (record_type, record_id, at DESC);
    CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, at DESC);
    CREATE INDEX audit_log_patient_idx ON audit_log (patient_id, at DESC);
    CREATE INDEX audit_log_clinic_idx ON audit_log (clinic_id, at DESC);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE IF EXISTS audit_log, patient_case_files, patient_case_shares, patient_cases;
    ALTER TABLE services DROP COLUMN IF EXISTS case_template;
  `.execute(db);
}
