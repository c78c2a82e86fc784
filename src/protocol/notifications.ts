import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { LocalizedSchema } from './common';

/**
 * Notifications (SPEC §3): what happened (`action`), to what (`entity_type`, `entity_id`) and a
 * small snapshot of it for display (`entity`). Newest first; pushed live as `NotificationCreated`
 * and, when OneSignal is configured, as a device push.
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** What a notification is about. */
export const NOTIFICATION_ACTIONS = [
  'message.created', 'call.missed', 'inquiry.created', 'inquiry.joined', 'inquiry.completed',
  'schedule.booked', 'schedule.confirmed', 'schedule.cancelled', 'schedule.rescheduled', 'schedule.reassigned',
  'schedule.interview_asked', 'schedule.interview_finished', 'schedule.slot_freed', 'schedule.reminder',
  'case.created', 'case.completed', 'case.cancelled', 'case.treatment', 'case.referral', 'case.conclusion', 'case.shared',
  'checkup.received', 'checkup.critical', 'reading.critical',
] as const;
export type NotificationAction = (typeof NOTIFICATION_ACTIONS)[number];

/** The kind of thing a notification points to. */
export const NOTIFICATION_ENTITY_TYPES = ['chat_space', 'call', 'clinic_inquiry', 'schedule', 'case', 'checkup', 'patient_log'] as const;
export type NotificationEntityType = (typeof NOTIFICATION_ENTITY_TYPES)[number];

/**
 * The snapshot shown with a notification: a title in both languages, optional text, who caused it
 * and, for calls and inquiries, the chat space they belong to (the link target); for appointments
 * `start_time` (ISO) and, for a freed slot, `doctor_id` and `clinic_service_id` (the booking link);
 * for a checkup or a log reading, `patient_id`, for a reading its `log_type`, and `for_operator`
 * when it tells a clinic's operators of a patient who has no doctor (their link is the patient's page).
 */
export const NotificationEntitySchema = Type.Object(
  {
    title: LocalizedSchema,
    text: Type.Optional(LocalizedSchema),
    actor_id: Type.Optional(Nullable(Type.String())),
    chat_space_id: Type.Optional(Type.String()),
  },
  { additionalProperties: true },
);
export type NotificationEntity = Static<typeof NotificationEntitySchema>;

export const NotificationSchema = Type.Object({
  id: Type.String(),
  // Literal tuples, not NOTIFICATION_ACTIONS.map(…): a map call would keep TypeBox in every client chunk that imports this file.
  action: Type.Union([
    Type.Literal('message.created'),
    Type.Literal('call.missed'),
    Type.Literal('inquiry.created'),
    Type.Literal('inquiry.joined'),
    Type.Literal('inquiry.completed'),
    Type.Literal('schedule.booked'),
    Type.Literal('schedule.confirmed'),
    Type.Literal('schedule.cancelled'),
    Type.Literal('schedule.rescheduled'),
    Type.Literal('schedule.reassigned'),
    Type.Literal('schedule.interview_asked'),
    Type.Literal('schedule.interview_finished'),
    Type.Literal('schedule.slot_freed'),
    Type.Literal('schedule.reminder'),
    Type.Literal('case.created'),
    Type.Literal('case.completed'),
    Type.Literal('case.cancelled'),
    Type.Literal('case.treatment'),
    Type.Literal('case.referral'),
    Type.Literal('case.conclusion'),
    Type.Literal('case.shared'),
    // Issue 17: a kiosk checkup reached the patient; a critical value in a checkup or the health log (to the patient's doctors).
    Type.Literal('checkup.received'),
    Type.Literal('checkup.critical'),
    Type.Literal('reading.critical'),
  ]),
  /** ISO 8601. */
  created_at: Type.String(),
  entity: NotificationEntitySchema,
  entity_id: Type.String(),
  entity_type: Type.Union([
    Type.Literal('chat_space'),
    Type.Literal('call'),
    Type.Literal('clinic_inquiry'),
    Type.Literal('schedule'),
    Type.Literal('case'),
    Type.Literal('checkup'),
    Type.Literal('patient_log'),
  ]),
});
export type Notification = Static<typeof NotificationSchema>;

/** Payload of the `NotificationCreated` push: the notification itself. */
export type NotificationCreatedPayload = Notification;

export const NOTIFICATIONS_PAGE_DEFAULT = 20;
export const NOTIFICATIONS_PAGE_MAX = 100;

/** `GET /api/notifications?page&limit`: one page, newest first. */
export const NotificationsQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: NOTIFICATIONS_PAGE_MAX, default: NOTIFICATIONS_PAGE_DEFAULT })),
});
export type NotificationsQuery = Static<typeof NotificationsQuerySchema>;

export const NotificationsPageSchema = Type.Object({ items: Type.Array(NotificationSchema), total: Type.Integer() });
export type NotificationsPage = Static<typeof NotificationsPageSchema>;

/** `GET /api/notifications/summary`: the newest notification's time and when the list was last seen (ISO or null). */
export const NotificationSummarySchema = Type.Object({
  last_notification: Nullable(Type.String()),
  last_seen: Nullable(Type.String()),
});
export type NotificationSummary = Static<typeof NotificationSummarySchema>;

/** `POST /api/notifications/seen` answers the new `last_seen`. */
export const NotificationsSeenSchema = Type.Object({ last_seen: Type.String() });
export type NotificationsSeen = Static<typeof NotificationsSeenSchema>;

export const ONESIGNAL_ID_MAX = 100;

/** `POST /api/notifications/onesignal`: the device's OneSignal subscription (or legacy player) id. */
export const OnesignalSubscribeBodySchema = Type.Object({
  onesignal_user_id: Type.String({ minLength: 1, maxLength: ONESIGNAL_ID_MAX }),
});
export type OnesignalSubscribeBody = Static<typeof OnesignalSubscribeBodySchema>;

export const OkSchema = Type.Object({ ok: Type.Literal(true) });

/** True when a summary has a notification newer than the last visit of the list (the header badge). */
export function hasUnread(summary: NotificationSummary): boolean {
  if (!summary.last_notification) return false;
  return !summary.last_seen || Date.parse(summary.last_notification) > Date.parse(summary.last_seen);
}

/** The app path a notification links to: its chat space or appointment, else the notifications page. */
export function notificationPath(n: Pick<Notification, 'entity' | 'entity_id' | 'entity_type' | 'action'>): string {
  if (n.entity_type === 'chat_space') return `/chats/${encodeURIComponent(n.entity_id)}`;
  if (n.entity_type === 'schedule') {
    const doctorId = (n.entity as { doctor_id?: unknown }).doctor_id;
    if (n.action === 'schedule.slot_freed' && typeof doctorId === 'string') return `/doctor/${encodeURIComponent(doctorId)}`;
    return `/schedules/${encodeURIComponent(n.entity_id)}`;
  }
  if (n.entity_type === 'case') {
    // A doctor a case was shared with reads it on the patient's page; the patient in their history.
    const patientId = (n.entity as { patient_id?: unknown }).patient_id;
    if (n.action === 'case.shared' && typeof patientId === 'string') return `/patients/${encodeURIComponent(patientId)}?case=${encodeURIComponent(n.entity_id)}`;
    return `/p/case/${encodeURIComponent(n.entity_id)}`;
  }
  if (n.entity_type === 'checkup' || n.entity_type === 'patient_log') {
    // A clinic's operators told of a patient with no doctor see the patient's page (never the values).
    const patientId = (n.entity as { patient_id?: unknown }).patient_id;
    const forOperator = (n.entity as { for_operator?: unknown }).for_operator === true;
    if (forOperator && typeof patientId === 'string') return `/patients/${encodeURIComponent(patientId)}`;
    if (n.entity_type === 'checkup') return `/p/checkup/${encodeURIComponent(n.entity_id)}`;
    const type = (n.entity as { log_type?: unknown }).log_type;
    const query = new URLSearchParams();
    if (typeof patientId === 'string') query.set('patient', patientId);
    if (typeof type === 'string') query.set('type', type);
    const q = query.toString();
    return `/p/monitoring${q ? `?${q}` : ''}`;
  }
  if (n.entity.chat_space_id) return `/chats/${encodeURIComponent(n.entity.chat_space_id)}`;
  return '/notifications';
}
