import { sql, type Kysely } from 'kysely';

/**
 * Problem reports and the support role (issue 14): who is support staff of which clinic (a clinic
 * role of its own beside `admin` and `operator`, held only by a staff member of that clinic), and
 * the reports people send to a clinic, each with the event log of their session when they agreed
 * to send it. A report is kept until `expires_at` (REPORT_RETENTION_DAYS after it was sent).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE clinic_support_grants (
      clinic_id integer NOT NULL REFERENCES clinics(id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      granted_by uuid REFERENCES users(id) ON DELETE SET NULL,
      granted_at timestamptz NOT NULL,
      PRIMARY KEY (clinic_id, user_id)
    );
    CREATE INDEX clinic_support_grants_user_idx ON clinic_support_grants (user_id);

    CREATE TABLE problem_reports (
      id uuid PRIMARY KEY,
      clinic_id integer NOT NULL REFERENCES clinics(id) ON DELETE CASCADE,
      reporter_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      text text NOT NULL,
      build text NOT NULL,
      -- The session log (src/protocol/session-log.ts), only with the reporter's consent; json, not
      -- jsonb: kept exactly as sent (jsonb would reorder the keys of what the machines saw).
      log json,
      consent boolean NOT NULL,
      language text NOT NULL,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      CHECK (log IS NULL OR consent)
    );
    CREATE INDEX problem_reports_clinic_idx ON problem_reports (clinic_id, created_at DESC);
    CREATE INDEX problem_reports_expiry_idx ON problem_reports (expires_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS problem_reports, clinic_support_grants;`.execute(db);
}
