import { sql, type Kysely } from 'kysely';

/**
 * Appointments (src/protocol/schedules.ts): clinic booking rules, doctors' availability, the
 * `schedules` projection of the streams `schedule:<id>`, pre-visit documents, the waiting list and
 * reminder rows.
 *
 * The arbiter of double booking is the database: `schedules_no_overlap` excludes two appointments
 * of one doctor whose busy ranges (start − buffer before … end + buffer after) overlap while both
 * hold their slot (created, pending, activated). Of two patients racing for one slot exactly one
 * insert commits; the other fails with 23P01 and is answered `schedule.slot_taken`. A cancelled
 * or completed appointment leaves the constraint's scope, so its slot is free at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE EXTENSION IF NOT EXISTS btree_gist;

    ALTER TABLE clinics
      ADD COLUMN time_zone text NOT NULL DEFAULT 'Asia/Tbilisi',
      ADD COLUMN min_notice_minutes integer NOT NULL DEFAULT 60 CHECK (min_notice_minutes BETWEEN 0 AND 10080),
      ADD COLUMN booking_horizon_days integer NOT NULL DEFAULT 30 CHECK (booking_horizon_days BETWEEN 1 AND 365),
      ADD COLUMN cancellation_notice_minutes integer NOT NULL DEFAULT 120 CHECK (cancellation_notice_minutes BETWEEN 0 AND 10080);

    ALTER TABLE clinic_services
      ADD COLUMN buffer_before_minutes integer NOT NULL DEFAULT 0 CHECK (buffer_before_minutes BETWEEN 0 AND 240),
      ADD COLUMN buffer_after_minutes integer NOT NULL DEFAULT 0 CHECK (buffer_after_minutes BETWEEN 0 AND 240),
      ADD COLUMN communication_days integer NOT NULL DEFAULT 3 CHECK (communication_days BETWEEN 0 AND 90);

    -- Weekly working hours (kind 'work') and pauses in them (kind 'break'), in the clinic's wall
    -- clock: minutes from midnight. clinic_service_ids empty: every service of the doctor there.
    CREATE TABLE availability_rules (
      id bigserial PRIMARY KEY,
      doctor_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      clinic_id integer NOT NULL REFERENCES clinics(id) ON DELETE CASCADE,
      weekday smallint NOT NULL CHECK (weekday BETWEEN 0 AND 6),
      start_minute smallint NOT NULL CHECK (start_minute BETWEEN 0 AND 1440),
      end_minute smallint NOT NULL CHECK (end_minute BETWEEN 0 AND 1440),
      kind text NOT NULL CHECK (kind IN ('work', 'break')),
      clinic_service_ids integer[] NOT NULL DEFAULT '{}',
      CHECK (start_minute < end_minute)
    );
    CREATE INDEX availability_rules_doctor_idx ON availability_rules (doctor_id, clinic_id);

    -- One-off changes of a day: 'off' (no work) or 'hours' (these hours instead of the weekly ones).
    CREATE TABLE availability_exceptions (
      id bigserial PRIMARY KEY,
      doctor_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      clinic_id integer NOT NULL REFERENCES clinics(id) ON DELETE CASCADE,
      date date NOT NULL,
      kind text NOT NULL CHECK (kind IN ('off', 'hours')),
      start_minute smallint CHECK (start_minute BETWEEN 0 AND 1440),
      end_minute smallint CHECK (end_minute BETWEEN 0 AND 1440),
      note text,
      CHECK ((kind = 'off' AND start_minute IS NULL AND end_minute IS NULL) OR (kind = 'hours' AND start_minute < end_minute))
    );
    CREATE INDEX availability_exceptions_doctor_idx ON availability_exceptions (doctor_id, clinic_id, date);

    -- The projection of the streams schedule:<id> (server/features/schedules), at version 'version'.
    CREATE TABLE schedules (
      id uuid PRIMARY KEY,
      patient_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      clinic_id integer NOT NULL REFERENCES clinics(id),
      clinic_service_id integer NOT NULL REFERENCES clinic_services(id),
      service_id integer NOT NULL REFERENCES services(id),
      assignee_id uuid NOT NULL REFERENCES users(id),
      start_time timestamptz NOT NULL,
      end_time timestamptz NOT NULL,
      -- start − buffer before … end + buffer after: what the doctor's calendar cannot give twice.
      busy tstzrange NOT NULL,
      status text NOT NULL CHECK (status IN ('created', 'pending', 'activated', 'completed', 'cancelled')),
      price integer NOT NULL CHECK (price >= 0),
      comment text,
      city_id integer REFERENCES cities(id),
      address text,
      communication_days integer NOT NULL,
      interview_id text REFERENCES interviews(id) ON DELETE SET NULL,
      interview_status text CHECK (interview_status IN ('requested', 'bound', 'finished')),
      interview_activated_by uuid REFERENCES users(id) ON DELETE SET NULL,
      patient_case_id uuid,
      cancel_reason text,
      cancel_note text,
      cancelled_by uuid REFERENCES users(id) ON DELETE SET NULL,
      chat_space_id uuid REFERENCES chat_spaces(id) ON DELETE SET NULL,
      client_id text,
      created_at timestamptz NOT NULL,
      created_by uuid NOT NULL REFERENCES users(id),
      updated_at timestamptz NOT NULL,
      version integer NOT NULL,
      CHECK (start_time < end_time),
      CONSTRAINT schedules_no_overlap EXCLUDE USING gist (assignee_id WITH =, busy WITH &&)
        WHERE (status IN ('created', 'pending', 'activated'))
    );
    CREATE INDEX schedules_assignee_idx ON schedules (assignee_id, start_time);
    CREATE INDEX schedules_patient_idx ON schedules (patient_id, start_time);
    CREATE INDEX schedules_clinic_idx ON schedules (clinic_id, start_time);
    CREATE UNIQUE INDEX schedules_client_key ON schedules (created_by, client_id) WHERE client_id IS NOT NULL;

    -- Pre-visit documents (files in the uploads directory, by storage key).
    CREATE TABLE schedule_files (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      schedule_id uuid NOT NULL REFERENCES schedules(id) ON DELETE CASCADE,
      name text NOT NULL,
      size integer NOT NULL,
      content_type text NOT NULL,
      storage_key text NOT NULL,
      created_by uuid NOT NULL REFERENCES users(id),
      created_at timestamptz NOT NULL
    );
    CREATE INDEX schedule_files_schedule_idx ON schedule_files (schedule_id, created_at);

    -- Patients waiting for a slot with a doctor for a clinic service; one entry per patient there.
    CREATE TABLE waiting_list (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      patient_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      assignee_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      clinic_service_id integer NOT NULL REFERENCES clinic_services(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL,
      notified_at timestamptz,
      UNIQUE (patient_id, assignee_id, clinic_service_id)
    );
    CREATE INDEX waiting_list_queue_idx ON waiting_list (assignee_id, clinic_service_id, created_at) WHERE notified_at IS NULL;

    -- Reminders: one row per recipient and kind, due at a moment before the start time it was
    -- planned for. A sender claims due rows (FOR UPDATE SKIP LOCKED) and sends each once; a row
    -- whose appointment was cancelled, completed or moved (start_time differs) is dropped unsent.
    CREATE TABLE schedule_reminders (
      id bigserial PRIMARY KEY,
      schedule_id uuid NOT NULL REFERENCES schedules(id) ON DELETE CASCADE,
      recipient_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('patient_24h', 'patient_1h', 'doctor_15m')),
      start_time timestamptz NOT NULL,
      due_at timestamptz NOT NULL,
      sent_at timestamptz,
      UNIQUE (schedule_id, recipient_id, kind)
    );
    CREATE INDEX schedule_reminders_due_idx ON schedule_reminders (due_at) WHERE sent_at IS NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE IF EXISTS schedule_reminders, waiting_list, schedule_files, schedules, availability_exceptions, availability_rules;
    ALTER TABLE clinic_services DROP COLUMN IF EXISTS buffer_before_minutes, DROP COLUMN IF EXISTS buffer_after_minutes, DROP COLUMN IF EXISTS communication_days;
    ALTER TABLE clinics DROP COLUMN IF EXISTS time_zone, DROP COLUMN IF EXISTS min_notice_minutes, DROP COLUMN IF EXISTS booking_horizon_days, DROP COLUMN IF EXISTS cancellation_notice_minutes;
  `.execute(db);
}
