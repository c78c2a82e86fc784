import { sql, type Kysely } from 'kysely';

/**
 * Checkups from measurement kiosks and health monitoring (issue 17):
 * - `device_keys`: one key per kiosk, issued and revoked by the clinic's administrators; only a
 *   SHA-256 hash of the key is kept (and its first characters, to tell keys apart on screen).
 * - `device_records`: every record a kiosk sent, kept whole as received (`raw`), once per machine
 *   and RecordNo. A record whose ID number matches no patient is `held` until an operator of the
 *   kiosk's clinic matches it (`matched_by`); a matched one points at its checkup.
 * - `checkups`: a matched record normalised into sections of values with units, reference ranges
 *   for the patient's age and sex and low/high/critical marks (`sections`), with the counts a
 *   list shows. One per device record.
 * - `patient_log`: the patient's health log (SPEC §3 Patient log item) by the patient-log types;
 *   `value` holds what its type needs. Readings a checkup carried are written here too, marked by
 *   `checkup_id`, so the charts show them beside the patient's own.
 * - `interviews.checkup_id` / `checkup_device`: a symptom-checker interview started from a checkup.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE device_keys (
      id uuid PRIMARY KEY,
      clinic_id integer NOT NULL REFERENCES clinics(id) ON DELETE CASCADE,
      label text NOT NULL,
      device_type text NOT NULL CHECK (device_type IN ('T8X', 'GS2')),
      key_hash text NOT NULL UNIQUE,
      key_prefix text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by uuid REFERENCES users(id) ON DELETE SET NULL,
      revoked_at timestamptz,
      revoked_by uuid REFERENCES users(id) ON DELETE SET NULL,
      last_used_at timestamptz
    );
    CREATE INDEX device_keys_clinic ON device_keys (clinic_id, created_at DESC);

    CREATE TABLE device_records (
      id uuid PRIMARY KEY,
      device_key_id uuid NOT NULL REFERENCES device_keys(id),
      clinic_id integer NOT NULL REFERENCES clinics(id) ON DELETE CASCADE,
      device_type text NOT NULL CHECK (device_type IN ('T8X', 'GS2')),
      machine_id text NOT NULL,
      record_no text NOT NULL,
      id_number text NOT NULL,
      measured_at timestamptz NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now(),
      raw jsonb NOT NULL,
      status text NOT NULL CHECK (status IN ('matched', 'held')),
      patient_id uuid REFERENCES users(id) ON DELETE SET NULL,
      matched_at timestamptz,
      matched_by uuid REFERENCES users(id) ON DELETE SET NULL,
      UNIQUE (machine_id, record_no)
    );
    CREATE INDEX device_records_clinic ON device_records (clinic_id, received_at DESC);
    CREATE INDEX device_records_held ON device_records (clinic_id, received_at DESC) WHERE status = 'held';

    CREATE TABLE checkups (
      id uuid PRIMARY KEY,
      device_record_id uuid NOT NULL UNIQUE REFERENCES device_records(id) ON DELETE CASCADE,
      patient_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      clinic_id integer NOT NULL REFERENCES clinics(id) ON DELETE CASCADE,
      device_type text NOT NULL,
      record_no text NOT NULL,
      measured_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      patient_age_years integer,
      patient_gender text,
      sections jsonb NOT NULL,
      out_of_range integer NOT NULL DEFAULT 0,
      critical integer NOT NULL DEFAULT 0
    );
    CREATE INDEX checkups_patient ON checkups (patient_id, measured_at DESC);

    CREATE TABLE patient_log (
      id uuid PRIMARY KEY,
      patient_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      type_id integer NOT NULL REFERENCES patient_log_types(id),
      value jsonb NOT NULL,
      measured_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by uuid REFERENCES users(id) ON DELETE SET NULL,
      checkup_id uuid REFERENCES checkups(id) ON DELETE CASCADE,
      mark text
    );
    CREATE INDEX patient_log_patient ON patient_log (patient_id, type_id, measured_at DESC);

    ALTER TABLE interviews
      ADD COLUMN checkup_id uuid REFERENCES checkups(id) ON DELETE SET NULL,
      ADD COLUMN checkup_device text;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE interviews DROP COLUMN IF EXISTS checkup_device, DROP COLUMN IF EXISTS checkup_id;
    DROP TABLE IF EXISTS patient_log, checkups, device_records, device_keys;
  `.execute(db);
}
