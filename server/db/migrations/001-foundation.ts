import { sql, type Kysely } from 'kysely';

/** Users, sessions, one-time codes, the clinic catalogue and static lists. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE users (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      type text NOT NULL CHECK (type IN ('Patient', 'Doctor', 'ClinicOperator')),
      id_number text NOT NULL UNIQUE,
      firstname jsonb NOT NULL,
      lastname jsonb NOT NULL,
      photo_path text,
      photo_version integer NOT NULL DEFAULT 0,
      birthdate text,
      language text NOT NULL DEFAULT 'ka' CHECK (language IN ('ka', 'en')),
      password_hash text,
      email text,
      phone text,
      gender text CHECK (gender IN ('male', 'female')),
      country text,
      title jsonb,
      bio jsonb,
      experience_from integer,
      speciality_id integer,
      languages jsonb NOT NULL DEFAULT '[]',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX users_phone_key ON users (phone) WHERE phone IS NOT NULL;
    CREATE UNIQUE INDEX users_email_key ON users (lower(email)) WHERE email IS NOT NULL;

    CREATE TABLE sessions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      token_hash text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz,
      ip text,
      user_agent text
    );
    CREATE INDEX sessions_user_idx ON sessions (user_id);

    CREATE TABLE auth_codes (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      identifier text NOT NULL,
      purpose text NOT NULL CHECK (purpose IN ('login', 'register')),
      channel text NOT NULL CHECK (channel IN ('phone', 'email')),
      destination text NOT NULL,
      code_hash text NOT NULL,
      attempts integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    );
    CREATE INDEX auth_codes_identifier_idx ON auth_codes (identifier, created_at DESC);

    CREATE TABLE login_attempts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      identifier text NOT NULL,
      ip text NOT NULL,
      kind text NOT NULL,
      success boolean NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX login_attempts_identifier_idx ON login_attempts (identifier, created_at DESC);
    CREATE INDEX login_attempts_ip_idx ON login_attempts (ip, created_at DESC);

    CREATE TABLE authcodes (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      code_hash text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    );

    CREATE TABLE cities (id integer PRIMARY KEY, name jsonb NOT NULL);

    CREATE TABLE clinics (
      id serial PRIMARY KEY,
      partner boolean NOT NULL DEFAULT false,
      logo text,
      name jsonb NOT NULL,
      city_id integer REFERENCES cities(id),
      address jsonb NOT NULL,
      phones jsonb NOT NULL DEFAULT '[]',
      website text,
      email text,
      facebook text,
      description jsonb NOT NULL
    );

    CREATE TABLE clinic_members (
      clinic_id integer NOT NULL REFERENCES clinics(id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      role text NOT NULL CHECK (role IN ('admin', 'operator', 'doctor')),
      PRIMARY KEY (clinic_id, user_id)
    );

    CREATE TABLE specialities (id integer PRIMARY KEY, name jsonb NOT NULL, infermedica_category text);
    CREATE TABLE service_categories (id integer PRIMARY KEY, name jsonb NOT NULL);
    CREATE TABLE service_templates (id integer PRIMARY KEY, key text NOT NULL UNIQUE, name jsonb NOT NULL);
    CREATE TABLE services (
      id integer PRIMARY KEY,
      name jsonb NOT NULL,
      description jsonb NOT NULL,
      category_id integer NOT NULL REFERENCES service_categories(id),
      template_id integer REFERENCES service_templates(id),
      is_personal boolean NOT NULL DEFAULT false
    );
    CREATE TABLE clinic_services (
      id serial PRIMARY KEY,
      clinic_id integer NOT NULL REFERENCES clinics(id) ON DELETE CASCADE,
      service_id integer NOT NULL REFERENCES services(id),
      price integer NOT NULL CHECK (price >= 0),
      duration_minutes integer NOT NULL DEFAULT 30,
      UNIQUE (clinic_id, service_id)
    );
    CREATE TABLE doctor_services (
      doctor_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      clinic_service_id integer NOT NULL REFERENCES clinic_services(id) ON DELETE CASCADE,
      PRIMARY KEY (doctor_id, clinic_service_id)
    );
    CREATE TABLE labtests (id integer PRIMARY KEY, name jsonb NOT NULL, category jsonb NOT NULL);
    CREATE TABLE patient_log_types (id integer PRIMARY KEY, key text NOT NULL UNIQUE, name jsonb NOT NULL, unit jsonb NOT NULL);

    ALTER TABLE users ADD CONSTRAINT users_speciality_fk FOREIGN KEY (speciality_id) REFERENCES specialities(id);

    CREATE TABLE interviews (
      id text PRIMARY KEY,
      patient_id uuid REFERENCES users(id),
      type text NOT NULL,
      language text NOT NULL,
      status text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by uuid REFERENCES users(id)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE interviews, patient_log_types, labtests, doctor_services, clinic_services, services,
      service_templates, service_categories, clinic_members, clinics, cities, authcodes, login_attempts,
      auth_codes, sessions, users, specialities CASCADE;
  `.execute(db);
}
