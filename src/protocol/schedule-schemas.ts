import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { LocalizedSchema } from './common-schemas';
import {
  CANCEL_NOTE_MAX,
  CANCEL_REASONS,
  SCHEDULE_COMMENT_MAX,
  SCHEDULE_INTERVIEW_STATUSES,
  SCHEDULE_STATUSES,
} from './schedules';

/**
 * TypeBox schemas of appointments and their calls (./schedules.ts has the rules and types). Kept
 * apart so the start-up bundle never evaluates a schema (the 150 KiB budget of a first visit).
 *
 * The HTTP API (every answer wrapped in `data`; errors `{code, message, errors?}`):
 *
 * | call | who | answer |
 * | --- | --- | --- |
 * | GET /api/schedules?from&to&status&assignee_id&patient_id&upcoming | patient: own; doctor: assigned; operator: the clinic's | ScheduleList |
 * | GET /api/schedules/:id | its parties | Schedule |
 * | POST /api/schedules (BookBody) | a patient for themselves; an operator for a patient | Schedule (201) |
 * | POST /api/schedules/:id/confirm, /activate, /complete | see SCHEDULE_TRANSITIONS | Schedule |
 * | POST /api/schedules/:id/cancel (CancelBody) | | Schedule |
 * | POST /api/schedules/:id/reschedule (RescheduleBody) | | Schedule |
 * | POST /api/schedules/:id/reassign (ReassignBody) | | Schedule |
 * | POST /api/schedules/:id/interview/ask | | Schedule |
 * | POST /api/schedules/:id/interview (BindInterviewBody) | | Schedule |
 * | POST /api/schedules/:id/files (multipart, one file) ; GET /api/schedules/:id/files/:fileId | its parties | Schedule ; the file |
 * | GET /api/schedules/:id/calendar.ics | its parties | text/calendar |
 * | GET /api/doctors/:id/slots?clinic_service_id&from&to | anyone | SlotList |
 * | GET /api/availability/:doctorId | the doctor; the clinic's operators | Availability |
 * | PUT /api/availability/:doctorId (AvailabilityBody) | the doctor; the clinic's operators | Availability |
 * | GET /api/clinics/:id/settings ; PUT (ClinicSettingsBody) | GET: anyone; PUT: the clinic's administrators (else 403 `cadmin.not_allowed`), audited | ClinicSettings |
 * | GET /api/clinic-doctors?date ; GET /api/clinic-doctors/:id | operators | ClinicDoctorLoad[] ; ClinicDoctorDetail |
 * | GET /api/clinic-patients?q | operators | SchedulePerson[] (by full ID number, or by name among the clinic's patients) |
 * | GET /api/waiting-list ; POST (WaitBody) ; DELETE /api/waiting-list/:id | patients | WaitingEntry[] ; WaitingEntry ; ok |
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Iso = () => Type.String({ format: 'date-time', maxLength: 40 });
/** A calendar day, YYYY-MM-DD. */
export const DateKeySchema = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
/** A wall-clock time, HH:MM (24 h). */
export const ClockTimeSchema = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$|^24:00$' });

export const ScheduleStatusSchema = Type.Union(SCHEDULE_STATUSES.map((s) => Type.Literal(s)));
export const CancelReasonSchema = Type.Union(CANCEL_REASONS.map((s) => Type.Literal(s)));

/** A person as an appointment shows them; `photo` is a URL or null. `id_number` only for the clinic side. */
export const SchedulePersonSchema = Type.Object({
  id: Type.String(),
  firstname: LocalizedSchema,
  lastname: LocalizedSchema,
  photo: Nullable(Type.String()),
});

/** The clinic service of an appointment, as booked. */
export const ScheduleClinicServiceSchema = Type.Object({
  id: Type.Integer(),
  service_id: Type.Integer(),
  name: LocalizedSchema,
  /** The service template key (video_consultation, home_visit, consultation, …) or null. */
  template: Nullable(Type.String()),
  duration_minutes: Type.Integer(),
});

/** A pre-visit document the patient attached. */
export const ScheduleFileSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  size: Type.Integer(),
  content_type: Type.String(),
  created_at: Type.String(),
});

/** An appointment (SPEC §3 Schedule): the payload of every Schedule* push and the answer of every call. */
export const ScheduleSchema = Type.Object({
  id: Type.String(),
  patient_id: Type.String(),
  patient: SchedulePersonSchema,
  clinic_id: Type.Integer(),
  clinic: Type.Object({ id: Type.Integer(), name: LocalizedSchema, time_zone: Type.String() }),
  clinic_service_id: Type.Integer(),
  clinic_service: ScheduleClinicServiceSchema,
  service_id: Type.Integer(),
  assignee_id: Type.String(),
  assignee: SchedulePersonSchema,
  /** ISO instant; `end_time` is start + the service's duration. */
  start_time: Type.String(),
  end_time: Type.String(),
  status: ScheduleStatusSchema,
  /** Tetri, as booked. */
  price: Type.Integer(),
  /** The patient's note for the doctor. */
  comment: Nullable(Type.String()),
  /** Home visits: where. */
  city_id: Nullable(Type.Integer()),
  address: Nullable(Type.String()),
  communication_days: Type.Integer(),
  interview_id: Nullable(Type.String()),
  interview_status: Nullable(Type.Union(SCHEDULE_INTERVIEW_STATUSES.map((s) => Type.Literal(s)))),
  interview_activated_by: Nullable(Type.String()),
  patient_case_id: Nullable(Type.String()),
  cancel_reason: Nullable(CancelReasonSchema),
  cancel_note: Nullable(Type.String()),
  cancelled_by: Nullable(Type.String()),
  files: Type.Array(ScheduleFileSchema),
  /** The patient–doctor chat of an online consultation, once activated. */
  chat_space_id: Nullable(Type.String()),
  created_at: Type.String(),
  created_by: Type.String(),
  /** The version of its stream `schedule:<id>` (1 after booking, +1 per change). */
  version: Type.Integer(),
});

export const ScheduleListSchema = Type.Object({ items: Type.Array(ScheduleSchema), total: Type.Integer() });
export type ScheduleList = Static<typeof ScheduleListSchema>;

/** `GET /api/schedules`: a range of start times (at most SCHEDULE_RANGE_MAX_DAYS), or `upcoming=true` (SPEC §4's list). */
export const ScheduleListQuerySchema = Type.Object({
  from: Type.Optional(Iso()),
  to: Type.Optional(Iso()),
  status: Type.Optional(ScheduleStatusSchema),
  assignee_id: Type.Optional(Type.String({ maxLength: 64 })),
  patient_id: Type.Optional(Type.String({ maxLength: 64 })),
  upcoming: Type.Optional(Type.Boolean()),
});
export type ScheduleListQuery = Static<typeof ScheduleListQuerySchema>;

/**
 * `POST /api/schedules`: book a slot. `patient_id` only from an operator booking for a patient.
 * `client_id` makes a repeat (a lost answer) answer the same appointment. `interview_id` shares a
 * finished or running interview of the patient. Home visits need `city_id` and `address`.
 */
export const BookBodySchema = Type.Object({
  clinic_service_id: Type.Integer({ minimum: 1 }),
  assignee_id: Type.String({ minLength: 1, maxLength: 64 }),
  start_time: Iso(),
  comment: Type.Optional(Type.String({ maxLength: SCHEDULE_COMMENT_MAX * 4 })),
  interview_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  patient_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  city_id: Type.Optional(Type.Integer({ minimum: 1 })),
  address: Type.Optional(Type.String({ maxLength: 400 })),
  client_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
});
export type BookBody = Static<typeof BookBodySchema>;

/** Every change carries the version the person saw (a stale one is `event.conflict`, 409); optional for API users. */
const Version = Type.Optional(Type.Integer({ minimum: 1 }));

export const ScheduleActionBodySchema = Type.Object({ version: Version });
export type ScheduleActionBody = Static<typeof ScheduleActionBodySchema>;

export const CancelBodySchema = Type.Object({ reason: CancelReasonSchema, note: Type.Optional(Type.String({ maxLength: CANCEL_NOTE_MAX * 4 })), version: Version });
export type CancelBody = Static<typeof CancelBodySchema>;

export const RescheduleBodySchema = Type.Object({ start_time: Iso(), version: Version });
export type RescheduleBody = Static<typeof RescheduleBodySchema>;

export const ReassignBodySchema = Type.Object({ assignee_id: Type.String({ minLength: 1, maxLength: 64 }), start_time: Type.Optional(Iso()), version: Version });
export type ReassignBody = Static<typeof ReassignBodySchema>;

export const BindInterviewBodySchema = Type.Object({ interview_id: Type.String({ minLength: 1, maxLength: 64 }), version: Version });
export type BindInterviewBody = Static<typeof BindInterviewBodySchema>;

// ---------------------------------------------------------------------------------------------
// Availability, slots and clinic settings

/** One free slot: start and end instants (ISO). */
export const SlotSchema = Type.Object({ start: Type.String(), end: Type.String() });
export type Slot = Static<typeof SlotSchema>;

/** `GET /api/doctors/:id/slots?clinic_service_id&from&to` (from/to are days YYYY-MM-DD in the clinic's zone; at most SCHEDULE_RANGE_MAX_DAYS). */
export const SlotsQuerySchema = Type.Object({
  clinic_service_id: Type.Integer({ minimum: 1 }),
  from: DateKeySchema,
  to: DateKeySchema,
});
export type SlotsQuery = Static<typeof SlotsQuerySchema>;

export const SlotListSchema = Type.Object({
  doctor_id: Type.String(),
  clinic_service_id: Type.Integer(),
  time_zone: Type.String(),
  duration_minutes: Type.Integer(),
  price: Type.Integer(),
  slots: Type.Array(SlotSchema),
  /** True when no slot is free in the whole booking horizon: the waiting list is offered. */
  fully_booked: Type.Boolean(),
});
export type SlotList = Static<typeof SlotListSchema>;

/**
 * A weekly working-hours rule: on `weekday` (0 Sunday … 6 Saturday) from `start` to `end` (clinic
 * wall clock), at a clinic, for some of the doctor's clinic services (empty: all of them there).
 * `kind: break` cuts a pause out of the working hours of that day.
 */
export const AvailabilityRuleSchema = Type.Object({
  clinic_id: Type.Integer({ minimum: 1 }),
  weekday: Type.Integer({ minimum: 0, maximum: 6 }),
  start: ClockTimeSchema,
  end: ClockTimeSchema,
  kind: Type.Union([Type.Literal('work'), Type.Literal('break')]),
  clinic_service_ids: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 100 }),
});
export type AvailabilityRule = Static<typeof AvailabilityRuleSchema>;

/**
 * A one-off change of one day at a clinic: `off` (a day off: no work that day), or `hours` (that
 * day's working hours are `start`–`end` instead of the weekly ones).
 */
export const AvailabilityExceptionSchema = Type.Object({
  clinic_id: Type.Integer({ minimum: 1 }),
  date: DateKeySchema,
  kind: Type.Union([Type.Literal('off'), Type.Literal('hours')]),
  start: Nullable(ClockTimeSchema),
  end: Nullable(ClockTimeSchema),
  note: Nullable(Type.String({ maxLength: 200 })),
});
export type AvailabilityException = Static<typeof AvailabilityExceptionSchema>;

/** A doctor's whole availability (every clinic the viewer may see). */
export const AvailabilitySchema = Type.Object({
  doctor_id: Type.String(),
  rules: Type.Array(AvailabilityRuleSchema),
  exceptions: Type.Array(AvailabilityExceptionSchema),
  /** The clinics and their services the doctor provides (what the editor offers). */
  clinics: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: LocalizedSchema,
      time_zone: Type.String(),
      services: Type.Array(Type.Object({ id: Type.Integer(), name: LocalizedSchema, duration_minutes: Type.Integer() })),
    }),
  ),
});
export type Availability = Static<typeof AvailabilitySchema>;

/** `PUT /api/availability/:doctorId`: replaces the rules and exceptions of the clinics named in `clinic_ids` (at most 200 of each). */
export const AvailabilityBodySchema = Type.Object({
  clinic_ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 20 }),
  rules: Type.Array(AvailabilityRuleSchema, { maxItems: 200 }),
  exceptions: Type.Array(AvailabilityExceptionSchema, { maxItems: 200 }),
});
export type AvailabilityBody = Static<typeof AvailabilityBodySchema>;

/** A clinic's booking rules. */
export const ClinicSettingsSchema = Type.Object({
  clinic_id: Type.Integer(),
  time_zone: Type.String(),
  /** A booking must start at least this long from now. */
  min_notice_minutes: Type.Integer({ minimum: 0, maximum: 10080 }),
  /** Bookings at most this many days ahead. */
  booking_horizon_days: Type.Integer({ minimum: 1, maximum: 365 }),
  /** A patient may cancel or move an appointment until this long before it starts. */
  cancellation_notice_minutes: Type.Integer({ minimum: 0, maximum: 10080 }),
  /** Per clinic service: buffers before and after, and the chat days after an online consultation. */
  services: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: LocalizedSchema,
      duration_minutes: Type.Integer(),
      buffer_before_minutes: Type.Integer({ minimum: 0, maximum: 240 }),
      buffer_after_minutes: Type.Integer({ minimum: 0, maximum: 240 }),
      communication_days: Type.Integer({ minimum: 0, maximum: 90 }),
    }),
  ),
});
export type ClinicSettings = Static<typeof ClinicSettingsSchema>;

export const ClinicSettingsBodySchema = Type.Object({
  min_notice_minutes: Type.Integer({ minimum: 0, maximum: 10080 }),
  booking_horizon_days: Type.Integer({ minimum: 1, maximum: 365 }),
  cancellation_notice_minutes: Type.Integer({ minimum: 0, maximum: 10080 }),
  services: Type.Optional(
    Type.Array(
      Type.Object({
        id: Type.Integer({ minimum: 1 }),
        buffer_before_minutes: Type.Integer({ minimum: 0, maximum: 240 }),
        buffer_after_minutes: Type.Integer({ minimum: 0, maximum: 240 }),
        communication_days: Type.Integer({ minimum: 0, maximum: 90 }),
      }),
      { maxItems: 500 },
    ),
  ),
});
export type ClinicSettingsBody = Static<typeof ClinicSettingsBodySchema>;

/** `GET /api/clinic-doctors?date=YYYY-MM-DD`: the operator's clinics' doctors with that day's load (default today). */
export const ClinicDoctorLoadSchema = Type.Object({
  doctor: SchedulePersonSchema,
  clinic_id: Type.Integer(),
  speciality: Nullable(LocalizedSchema),
  /** Appointments holding a slot that day, and those still to come. */
  appointments: Type.Integer(),
  remaining: Type.Integer(),
  /** Minutes booked and minutes of working hours that day. */
  booked_minutes: Type.Integer(),
  working_minutes: Type.Integer(),
  next_start: Nullable(Type.String()),
});
export type ClinicDoctorLoad = Static<typeof ClinicDoctorLoadSchema>;

/** `GET /api/clinic-doctors/:id`: one doctor of the operator's clinic and the services they provide there. */
export const ClinicDoctorDetailSchema = Type.Object({
  doctor: SchedulePersonSchema,
  clinic_id: Type.Integer(),
  speciality: Nullable(LocalizedSchema),
  services: Type.Array(Type.Object({ id: Type.Integer(), service_id: Type.Integer(), name: LocalizedSchema, duration_minutes: Type.Integer(), price: Type.Integer() })),
});
export type ClinicDoctorDetail = Static<typeof ClinicDoctorDetailSchema>;

/** `GET /api/clinic-patients?q`: a patient an operator may book for (the ID number shown to the clinic). */
export const ClinicPatientSchema = Type.Composite([SchedulePersonSchema, Type.Object({ id_number: Type.String(), birthdate: Nullable(Type.String()) })]);
export type ClinicPatient = Static<typeof ClinicPatientSchema>;
export const ClinicPatientsQuerySchema = Type.Object({ q: Type.String({ minLength: 2, maxLength: 100 }) });

/** The waiting list: a patient waits for a slot with a doctor for a clinic service. */
export const WaitingEntrySchema = Type.Object({
  id: Type.String(),
  patient_id: Type.String(),
  assignee_id: Type.String(),
  clinic_service_id: Type.Integer(),
  created_at: Type.String(),
  /** When a slot freed and this patient was told (null while still waiting). */
  notified_at: Nullable(Type.String()),
});
export type WaitingEntry = Static<typeof WaitingEntrySchema>;
export const WaitBodySchema = Type.Object({ assignee_id: Type.String({ minLength: 1, maxLength: 64 }), clinic_service_id: Type.Integer({ minimum: 1 }) });
export type WaitBody = Static<typeof WaitBodySchema>;

