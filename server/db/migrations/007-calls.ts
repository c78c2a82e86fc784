import { sql, type Kysely } from 'kysely';

/**
 * Video calls (SPEC §3, §4): one row per call with its status, and the call's timers as rows
 * (`call_timers`) that any server node may claim when due (`FOR UPDATE SKIP LOCKED`), so a
 * restart or a second node changes nothing about when a call rings out or counts as lost.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE calls (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      chat_space_id uuid NOT NULL REFERENCES chat_spaces(id) ON DELETE CASCADE,
      caller_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      -- Null while a doctor's call rings every operator of a clinic; the operator who answers.
      callee_id uuid REFERENCES users(id) ON DELETE CASCADE,
      type text NOT NULL CHECK (type = 'video'),
      status text NOT NULL CHECK (status IN (
        'pending', 'pending_busy', 'pending_unreachable', 'pending_finished', 'pending_disconnected', 'pending_failed',
        'ringing', 'ringing_declined', 'ringing_missed', 'ringing_finished', 'ringing_disconnected', 'ringing_failed',
        'ongoing', 'ongoing_finished', 'ongoing_disconnected', 'ongoing_failed')),
      expires_at timestamptz,
      created_at timestamptz NOT NULL,
      answered_at timestamptz,
      ended_at timestamptz,
      ended_by uuid REFERENCES users(id) ON DELETE SET NULL,
      CHECK ((status IN ('pending', 'ringing', 'ongoing')) = (ended_at IS NULL))
    );
    CREATE INDEX calls_chat_idx ON calls (chat_space_id, created_at DESC);
    CREATE INDEX calls_live_caller_idx ON calls (caller_id) WHERE status IN ('pending', 'ringing', 'ongoing');
    CREATE INDEX calls_live_callee_idx ON calls (callee_id) WHERE status IN ('pending', 'ringing', 'ongoing');

    -- kind: 'expiry' (pending → unreachable, ringing → missed) or 'gone' (a participant's
    -- sockets all closed; user_id says whose). A timer row exists only while its call is live.
    CREATE TABLE call_timers (
      id bigserial PRIMARY KEY,
      call_id uuid NOT NULL REFERENCES calls(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('expiry', 'gone')),
      user_id uuid REFERENCES users(id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL,
      CHECK ((kind = 'gone') = (user_id IS NOT NULL))
    );
    CREATE UNIQUE INDEX call_timers_key ON call_timers (call_id, kind, coalesce(user_id, '00000000-0000-0000-0000-000000000000'::uuid));
    CREATE INDEX call_timers_due_idx ON call_timers (expires_at);
    CREATE INDEX call_timers_user_idx ON call_timers (user_id) WHERE user_id IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE IF EXISTS call_timers;
    DROP TABLE IF EXISTS calls;
  `.execute(db);
}
