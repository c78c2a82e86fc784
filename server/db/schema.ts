import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Localized } from '../../src/protocol/common';
import type { CallStatus } from '../../src/protocol/calls';
import type { Case, CaseStatus } from '../../src/protocol/cases';
import type { CancelReason, ScheduleInterviewStatus, ScheduleStatus } from '../../src/protocol/schedules';
import type { SessionLog } from '../../src/protocol/session-log';

/** Row types of every table. They stay inside repositories; routes speak protocol types. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp column with a database default: optional on insert. */
type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A timestamp that may be null (`revoked_at`, `used_at`). */
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;

export interface UsersTable {
  id: Generated<string>;
  type: 'Patient' | 'Doctor' | 'ClinicOperator';
  id_number: string;
  firstname: Json<Localized>;
  lastname: Json<Localized>;
  photo_path: string | null;
  photo_version: Generated<number>;
  birthdate: string | null;
  language: Generated<'ka' | 'en'>;
  password_hash: string | null;
  email: string | null;
  phone: string | null;
  gender: 'male' | 'female' | null;
  country: string | null;
  title: Json<Localized | null> | null;
  bio: Json<Localized | null> | null;
  experience_from: number | null;
  speciality_id: number | null;
  languages: Json<string[]>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
  /** When the person accepted the user agreement; null until the first sign-in of an account a clinic created (migration 014). */
  agreement_accepted_at: NullableTimestamp;
  /** Who created the account on the person's behalf; null when they registered themselves. */
  created_by: string | null;
}

export interface SessionsTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  created_at: GeneratedTimestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  ip: string | null;
  user_agent: string | null;
}

/** One-time codes sent by SMS or e-mail; only their hash is kept. */
export interface AuthCodesTable {
  id: Generated<string>;
  identifier: string;
  purpose: 'login' | 'register';
  channel: 'phone' | 'email';
  destination: string;
  code_hash: string;
  attempts: Generated<number>;
  created_at: GeneratedTimestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  /** The sender's network address as the send limits count it (an IPv6 address by its /64). */
  ip: string | null;
  /** The signed-in session that asked for the code, if any. */
  session_id: string | null;
}

/** Failed and successful sign-in attempts, for rate limits per identifier and per IP. */
export interface LoginAttemptsTable {
  id: Generated<string>;
  identifier: string;
  ip: string;
  kind: 'password' | 'code' | 'authcode';
  success: boolean;
  created_at: GeneratedTimestamp;
}

/** One-time authcodes a server issues for links (`?token=`), exchanged for a session. */
export interface AuthcodesTable {
  id: Generated<string>;
  user_id: string;
  code_hash: string;
  created_at: GeneratedTimestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface CitiesTable {
  id: number;
  name: Json<Localized>;
}

export interface ClinicsTable {
  id: Generated<number>;
  partner: boolean;
  logo: string | null;
  name: Json<Localized>;
  city_id: number | null;
  address: Json<Localized>;
  phones: Json<string[]>;
  website: string | null;
  email: string | null;
  facebook: string | null;
  description: Json<Localized>;
  /** Booking rules (migration 011). */
  time_zone: Generated<string>;
  min_notice_minutes: Generated<number>;
  booking_horizon_days: Generated<number>;
  cancellation_notice_minutes: Generated<number>;
}

export interface ClinicMembersTable {
  clinic_id: number;
  user_id: string;
  role: 'admin' | 'operator' | 'doctor';
  /** Set when an administrator deactivated the person at this clinic (migration 014). */
  deactivated_at: NullableTimestamp;
}

export interface SpecialitiesTable {
  id: number;
  name: Json<Localized>;
  infermedica_category: string | null;
}

export interface ServiceCategoriesTable {
  id: number;
  name: Json<Localized>;
}

export interface ServiceTemplatesTable {
  id: number;
  key: string;
  name: Json<Localized>;
}

export interface ServicesTable {
  id: number;
  name: Json<Localized>;
  description: Json<Localized>;
  category_id: number;
  template_id: number | null;
  is_personal: boolean;
  /** What a case opened for the service starts with (migration 012), or null. */
  case_template: ColumnType<CaseTemplate | null, string | null | undefined, string | null>;
}

/** A service's case template: lab tests to order and symptoms (`s_N`) to ask about. */
export interface CaseTemplate {
  labtests: number[];
  evidences: string[];
}

/** A service as a clinic offers it, with its price in tetri (1/100 GEL). */
export interface ClinicServicesTable {
  id: Generated<number>;
  clinic_id: number;
  service_id: number;
  price: number;
  duration_minutes: number;
  buffer_before_minutes: Generated<number>;
  buffer_after_minutes: Generated<number>;
  /** Days the patient–doctor chat stays active after an online consultation is activated. */
  communication_days: Generated<number>;
  /** Not offered to patients any more (migration 014). */
  hidden: Generated<boolean>;
}

export interface DoctorServicesTable {
  doctor_id: string;
  clinic_service_id: number;
}

export interface LabtestsTable {
  id: number;
  name: Json<Localized>;
  category: Json<Localized>;
}

export interface PatientLogTypesTable {
  id: number;
  key: string;
  name: Json<Localized>;
  unit: Json<Localized>;
}

/** Symptom-checker interviews (server/features/interviews); jsonb columns are read by its repository. */
export interface InterviewsTable {
  id: string;
  patient_id: string | null;
  type: string;
  language: 'ka' | 'en';
  status: string;
  patient_age_in_months: number | null;
  patient_gender: 'male' | 'female' | null;
  evidences: ColumnType<unknown, string | undefined, string>;
  steps: ColumnType<unknown, string | undefined, string>;
  current_question: ColumnType<unknown, string | null | undefined, string | null>;
  result: ColumnType<unknown, string | null | undefined, string | null>;
  triage: string | null;
  created_at: GeneratedTimestamp;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  finished_at: Date | null;
  created_by: string | null;
  /** The checkup the interview was started from (issue 17), and its device type. */
  checkup_id: ColumnType<string | null, string | null | undefined, string | null>;
  checkup_device: ColumnType<string | null, string | null | undefined, string | null>;
  /** SHA-256 of the key the browser that started a guest interview holds (issue 20); null for others and older ones. */
  guest_key_hash: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Kiosk keys (server/features/devices): only the key's SHA-256 hash and first characters are kept. */
export interface DeviceKeysTable {
  id: string;
  clinic_id: number;
  label: string;
  device_type: 'T8X' | 'GS2';
  key_hash: string;
  key_prefix: string;
  created_at: GeneratedTimestamp;
  created_by: string | null;
  revoked_at: Date | null;
  revoked_by: string | null;
  last_used_at: Date | null;
}

/** Every record a kiosk sent, whole (server/features/devices); `held` until matched to a patient. */
export interface DeviceRecordsTable {
  id: string;
  device_key_id: string;
  clinic_id: number;
  device_type: 'T8X' | 'GS2';
  machine_id: string;
  record_no: string;
  id_number: string;
  measured_at: Date;
  received_at: GeneratedTimestamp;
  raw: Json<unknown>;
  status: 'matched' | 'held';
  patient_id: string | null;
  matched_at: Date | null;
  matched_by: string | null;
}

/** A matched device record, normalised (server/features/checkups); `sections` is CheckupSection[]. */
export interface CheckupsTable {
  id: string;
  device_record_id: string;
  patient_id: string;
  clinic_id: number;
  device_type: 'T8X' | 'GS2';
  record_no: string;
  measured_at: Date;
  created_at: GeneratedTimestamp;
  patient_age_years: number | null;
  patient_gender: 'male' | 'female' | null;
  sections: Json<unknown>;
  out_of_range: number;
  critical: number;
}

/** The patient's health log (server/features/monitoring); `value` is what its type needs (src/protocol/patient-log.ts). */
export interface PatientLogTable {
  id: string;
  patient_id: string;
  type_id: number;
  value: Json<unknown>;
  measured_at: Date;
  created_at: GeneratedTimestamp;
  created_by: string | null;
  checkup_id: string | null;
  mark: string | null;
}

/** The append-only event store (server/events). `audience` holds the users allowed to receive it. */
export interface EventsTable {
  id: Generated<number>;
  stream: string;
  type: string;
  payload: Json<unknown>;
  actor_id: string | null;
  audience: ColumnType<string[], string, string>;
  created_at: Timestamp;
  /** The event's position in its stream, for streams appended with an expected version; else null. */
  version: number | null;
  /** Pushed to every connected user but its actor, whatever `audience` says (migration 019). */
  to_everyone: Generated<boolean>;
}

/** Open live sockets of every node (server/live), so presence agrees across nodes. */
export interface LiveConnectionsTable {
  id: string;
  user_id: string;
  session_id: string;
  node_id: string;
  opened_at: Timestamp;
}

/** Notifications per person (server/features/notifications); `seq` orders ties in `created_at`. */
export interface NotificationsTable {
  id: Generated<string>;
  seq: Generated<number>;
  user_id: string;
  action: string;
  entity: Json<Record<string, unknown>>;
  entity_id: string;
  entity_type: string;
  created_at: Timestamp;
  push_claimed_at: NullableTimestamp;
}

/** When each person last looked at their notifications. */
export interface NotificationReadsTable {
  user_id: string;
  last_seen: Timestamp;
}

/**
 * OneSignal subscriptions (devices): an id belongs to one person's session at a time, and gets
 * pushes only while that session is open.
 */
export interface OnesignalSubscriptionsTable {
  onesignal_user_id: string;
  user_id: string;
  session_id: string;
  created_at: Timestamp;
}

/** Chat spaces (server/features/chats): the parties depend on `type`; see SPEC §3 and §4. */
export interface ChatSpacesTable {
  id: Generated<string>;
  type: 'PatientDoctor' | 'DoctorClinic' | 'PatientClinic';
  doctor_id: string | null;
  patient_id: string | null;
  clinic_id: number | null;
  active_until: NullableTimestamp;
  last_clinic_inquiry: Json<{ id: string; status: 'created' | 'joined' | 'completed' } | null> | null;
  created_at: Timestamp;
}

/** Messages of a chat space; `seq` orders ties in `created_at`. */
export interface MessagesTable {
  id: Generated<string>;
  seq: Generated<number>;
  chat_space_id: string;
  sender_id: string;
  kind: 'text' | 'file';
  text: string | null;
  file: Json<Record<string, unknown> | null> | null;
  /** The sender's key for the send (idempotent repeats); unique per chat and sender. */
  client_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The clinic inquiry the message was sent with, for messages of `POST /api/clinics/{id}/inquiries`. */
  clinic_inquiry_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}

/** Notifications a text message owes its recipients who were offline (migration 022). */
export interface OwedMessageNotificationsTable {
  message_id: string;
  recipients: string[];
  created_at: Timestamp;
}

/** When each person last looked at a chat space. */
export interface ChatReadsTable {
  chat_space_id: string;
  user_id: string;
  last_seen: Timestamp;
}

/** Clinic inquiries (server/features/inquiries); at most one open (created or joined) per patient and clinic. */
export interface ClinicInquiriesTable {
  id: Generated<string>;
  clinic_id: number;
  patient_id: string;
  chat_space_id: string;
  status: 'created' | 'joined' | 'completed';
  created_at: Timestamp;
  joined_by: string | null;
  joined_at: NullableTimestamp;
  completed_by: string | null;
  completed_at: NullableTimestamp;
}

/** Video calls (server/features/calls); `status` follows CALL_TRANSITIONS of src/protocol/calls. */
export interface CallsTable {
  id: Generated<string>;
  chat_space_id: string;
  caller_id: string;
  callee_id: string | null;
  type: 'video';
  status: CallStatus;
  expires_at: NullableTimestamp;
  created_at: Timestamp;
  answered_at: NullableTimestamp;
  ended_at: NullableTimestamp;
  ended_by: string | null;
  /** The version of the stream `call:<id>` this row was projected from (migration 010). */
  version: Generated<number>;
}

/** Due moments of live calls: `expiry` (rings out / unreachable) and `gone` (a participant lost every socket). */
export interface CallTimersTable {
  id: Generated<number>;
  call_id: string;
  kind: 'expiry' | 'gone';
  user_id: string | null;
  expires_at: Timestamp;
}

/** Heartbeats of the server processes (server/live/presence.ts). */
export interface LiveNodesTable {
  node_id: string;
  seen_at: Timestamp;
}

/** Weekly working hours and breaks (minutes from midnight, clinic wall clock). */
export interface AvailabilityRulesTable {
  id: Generated<number>;
  doctor_id: string;
  clinic_id: number;
  weekday: number;
  start_minute: number;
  end_minute: number;
  kind: 'work' | 'break';
  clinic_service_ids: ColumnType<number[], number[] | string | undefined, number[] | string>;
}

/** One-off changes of a day (a day off, or other hours). `date` is YYYY-MM-DD. */
export interface AvailabilityExceptionsTable {
  id: Generated<number>;
  doctor_id: string;
  clinic_id: number;
  date: ColumnType<Date | string, string, string>;
  kind: 'off' | 'hours';
  start_minute: number | null;
  end_minute: number | null;
  note: string | null;
}

/** Appointments: the projection of the streams `schedule:<id>` (server/features/schedules). */
export interface SchedulesTable {
  id: string;
  patient_id: string;
  clinic_id: number;
  clinic_service_id: number;
  service_id: number;
  assignee_id: string;
  start_time: Timestamp;
  end_time: Timestamp;
  /** A tstzrange literal, e.g. `[2026-11-25T10:00:00Z,2026-11-25T10:30:00Z)`. */
  busy: string;
  status: ScheduleStatus;
  price: number;
  comment: string | null;
  city_id: number | null;
  address: string | null;
  communication_days: number;
  interview_id: string | null;
  interview_status: ScheduleInterviewStatus | null;
  interview_activated_by: string | null;
  patient_case_id: string | null;
  cancel_reason: CancelReason | null;
  cancel_note: string | null;
  cancelled_by: string | null;
  chat_space_id: string | null;
  client_id: string | null;
  created_at: Timestamp;
  created_by: string;
  updated_at: Timestamp;
  version: number;
}

export interface ScheduleFilesTable {
  id: Generated<string>;
  schedule_id: string;
  name: string;
  size: number;
  content_type: string;
  storage_key: string;
  created_by: string;
  created_at: Timestamp;
}

export interface WaitingListTable {
  id: Generated<string>;
  patient_id: string;
  assignee_id: string;
  clinic_service_id: number;
  created_at: Timestamp;
  notified_at: NullableTimestamp;
}

export interface ScheduleRemindersTable {
  id: Generated<number>;
  schedule_id: string;
  recipient_id: string;
  kind: 'patient_24h' | 'patient_1h' | 'doctor_15m';
  /** The start time the reminder was planned for; a moved appointment's old rows are dropped. */
  start_time: Timestamp;
  due_at: Timestamp;
  sent_at: NullableTimestamp;
}

/** The projection of the streams case:<id> (server/features/cases); `data` is the whole case. */
export interface PatientCasesTable {
  id: string;
  patient_id: string;
  assignee_id: string;
  clinic_id: number;
  schedule_id: string | null;
  status: CaseStatus;
  start_time: Timestamp;
  created_at: Timestamp;
  created_by: string;
  updated_at: Timestamp;
  closed_at: NullableTimestamp;
  client_id: string | null;
  version: number;
  data: Json<Case>;
}

export interface PatientCaseSharesTable {
  case_id: string;
  doctor_id: string;
}

export interface PatientCaseFilesTable {
  id: string;
  case_id: string;
  name: string;
  size: number;
  content_type: string;
  storage_key: string;
  created_by: string;
  created_at: Timestamp;
  deleted_at: NullableTimestamp;
}

/** The server audit trail (server/audit): appended only. */
export interface AuditLogTable {
  id: Generated<number>;
  at: Timestamp;
  actor_id: string | null;
  action: string;
  record_type: string;
  record_id: string;
  patient_id: string | null;
  clinic_id: number | null;
  ip: string | null;
  detail: ColumnType<unknown, string | undefined, string>;
}

/** Who is support staff of which clinic (migration 013): only a staff member of that clinic holds it. */
export interface ClinicSupportGrantsTable {
  clinic_id: number;
  user_id: string;
  granted_by: string | null;
  granted_at: Timestamp;
}

/** Problem reports sent to a clinic (server/features/reports); deleted once `expires_at` passes. */
export interface ProblemReportsTable {
  id: string;
  clinic_id: number;
  reporter_id: string;
  text: string;
  build: string;
  log: Json<SessionLog | null> | null;
  consent: boolean;
  language: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface Database {
  device_keys: DeviceKeysTable;
  device_records: DeviceRecordsTable;
  checkups: CheckupsTable;
  patient_log: PatientLogTable;
  clinic_support_grants: ClinicSupportGrantsTable;
  problem_reports: ProblemReportsTable;
  patient_cases: PatientCasesTable;
  patient_case_shares: PatientCaseSharesTable;
  patient_case_files: PatientCaseFilesTable;
  audit_log: AuditLogTable;
  availability_rules: AvailabilityRulesTable;
  availability_exceptions: AvailabilityExceptionsTable;
  schedules: SchedulesTable;
  schedule_files: ScheduleFilesTable;
  waiting_list: WaitingListTable;
  schedule_reminders: ScheduleRemindersTable;
  live_nodes: LiveNodesTable;
  calls: CallsTable;
  call_timers: CallTimersTable;
  chat_spaces: ChatSpacesTable;
  messages: MessagesTable;
  chat_reads: ChatReadsTable;
  owed_message_notifications: OwedMessageNotificationsTable;
  clinic_inquiries: ClinicInquiriesTable;
  notifications: NotificationsTable;
  notification_reads: NotificationReadsTable;
  onesignal_subscriptions: OnesignalSubscriptionsTable;
  users: UsersTable;
  sessions: SessionsTable;
  auth_codes: AuthCodesTable;
  login_attempts: LoginAttemptsTable;
  authcodes: AuthcodesTable;
  cities: CitiesTable;
  clinics: ClinicsTable;
  clinic_members: ClinicMembersTable;
  specialities: SpecialitiesTable;
  service_categories: ServiceCategoriesTable;
  service_templates: ServiceTemplatesTable;
  services: ServicesTable;
  clinic_services: ClinicServicesTable;
  doctor_services: DoctorServicesTable;
  labtests: LabtestsTable;
  patient_log_types: PatientLogTypesTable;
  interviews: InterviewsTable;
  events: EventsTable;
  live_connections: LiveConnectionsTable;
}

export type UserRow = Selectable<UsersTable>;
