import { sql, type Kysely } from 'kysely';

/**
 * Symptom-checker interviews (issue 5): the person (age in months, sex), the answers in order
 * (`evidences`), each question with its answers (`steps`, so a person can go back and an auditor
 * can replay what was asked), the question now open, and the last result the engine gave
 * (`result`: conditions, triage, red flags, lab tests, specialist in ids, worded on reading).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE interviews
      ADD COLUMN patient_age_in_months integer CHECK (patient_age_in_months BETWEEN 0 AND 1560),
      ADD COLUMN patient_gender text CHECK (patient_gender IN ('male', 'female')),
      ADD COLUMN evidences jsonb NOT NULL DEFAULT '[]',
      ADD COLUMN steps jsonb NOT NULL DEFAULT '[]',
      ADD COLUMN current_question jsonb,
      ADD COLUMN result jsonb,
      ADD COLUMN triage text,
      ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
      ADD COLUMN finished_at timestamptz;
    CREATE INDEX interviews_patient ON interviews (patient_id, created_at DESC) WHERE patient_id IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX IF EXISTS interviews_patient;
    ALTER TABLE interviews
      DROP COLUMN patient_age_in_months, DROP COLUMN patient_gender, DROP COLUMN evidences, DROP COLUMN steps,
      DROP COLUMN current_question, DROP COLUMN result, DROP COLUMN triage, DROP COLUMN updated_at, DROP COLUMN finished_at;
  `.execute(db);
}
