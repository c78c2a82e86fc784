import { Type, type Static, type TSchema } from '@sinclair/typebox';

/**
 * Chat spaces and messages (SPEC §3, §4, §7). A chat space joins two parties: a patient and a
 * doctor, a doctor and a clinic, or a patient and a clinic (whose operators speak for it).
 * New messages are pushed live as `MessageCreated` with the message as payload; read markers that
 * move forward as `ChatSpaceSeen`.
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const CHAT_SPACE_TYPES = ['PatientDoctor', 'DoctorClinic', 'PatientClinic'] as const;
export type ChatSpaceType = (typeof CHAT_SPACE_TYPES)[number];

export const CLINIC_INQUIRY_STATUSES = ['created', 'joined', 'completed'] as const;
export type ClinicInquiryStatus = (typeof CLINIC_INQUIRY_STATUSES)[number];

/** Why a chat space is read-only: a doctor chat past `active_until`, or a clinic chat whose inquiry was completed. */
export const CHAT_INACTIVE_REASONS = ['expired', 'inquiry_completed'] as const;
export type ChatInactiveReason = (typeof CHAT_INACTIVE_REASONS)[number];

/** The multipart field of `POST /api/chat-spaces/{id}/messages/file`. */
export const CHAT_FILE_FIELD = 'file';

/** Longest message text, counted after trimming. */
export const CHAT_TEXT_MAX = 4000;
export const CHAT_MESSAGES_PAGE_DEFAULT = 30;
export const CHAT_MESSAGES_PAGE_MAX = 100;

export const ClinicInquiryRefSchema = Type.Object({
  id: Type.String(),
  status: Type.Union([Type.Literal('created'), Type.Literal('joined'), Type.Literal('completed')]),
});
export type ClinicInquiryRef = Static<typeof ClinicInquiryRefSchema>;

/** A file attached to a message. */
export const MessageFileSchema = Type.Object({
  name: Type.String(),
  size: Type.Integer(),
  content_type: Type.String(),
  url: Type.String(),
});
export type MessageFile = Static<typeof MessageFileSchema>;

/**
 * The sender's own key for one send (letters, digits, `_` and `-`, at most 64). A repeat send with
 * the same key in the same chat answers the message already stored and changes nothing, so a
 * client may retry a send whose answer it never got.
 */
export const CLIENT_ID_PATTERN = '^[A-Za-z0-9_-]{1,64}$';
export const ClientIdSchema = Type.String({ pattern: CLIENT_ID_PATTERN });

/** True when `value` is a well-formed `client_id`. */
export const isClientId = (value: string): boolean => new RegExp(CLIENT_ID_PATTERN).test(value);

/**
 * A message: `text` for a text message, `file` for a file. Times are ISO 8601. `client_id` is
 * present when the sender sent it with one.
 */
export const MessageSchema = Type.Object({
  id: Type.String(),
  chat_space_id: Type.String(),
  sender_id: Type.String(),
  text: Type.Optional(Type.String()),
  file: Type.Optional(MessageFileSchema),
  client_id: Type.Optional(Type.String()),
  created_at: Type.String(),
});
export type Message = Static<typeof MessageSchema>;

/** Payload of the `MessageCreated` push: the message itself. */
export type MessageCreatedPayload = Message;

export const ChatSpaceSchema = Type.Object({
  id: Type.String(),
  type: Type.Union([Type.Literal('PatientDoctor'), Type.Literal('DoctorClinic'), Type.Literal('PatientClinic')]),
  chat_space: Type.Object({
    doctor_id: Nullable(Type.String()),
    patient_id: Nullable(Type.String()),
    clinic_id: Nullable(Type.Integer()),
    /** ISO 8601, or null. */
    active_until: Nullable(Type.String()),
    last_clinic_inquiry: Nullable(ClinicInquiryRefSchema),
  }),
  last_message: Nullable(MessageSchema),
  /** When the asking person last marked this chat seen (ISO), or null. */
  last_seen: Nullable(Type.String()),
  /**
   * The latest `last_seen` of the other side (ISO), or null: the patient or doctor for a clinic
   * operator; for the patient or doctor, the other of them or the latest of the clinic's operators.
   */
  party_last_seen: Nullable(Type.String()),
  active: Type.Boolean(),
  inactive_reason: Type.Optional(Type.Union([Type.Literal('expired'), Type.Literal('inquiry_completed')])),
});
export type ChatSpace = Static<typeof ChatSpaceSchema>;

/** `POST /api/chat-spaces/{id}/messages/text`. */
export const SendTextBodySchema = Type.Object({ text: Type.String({ maxLength: CHAT_TEXT_MAX * 4 }), client_id: Type.Optional(ClientIdSchema) });
export type SendTextBody = Static<typeof SendTextBodySchema>;

/** Query of `POST /api/chat-spaces/{id}/messages/file?client_id=` (the body is the multipart file). */
export const SendFileQuerySchema = Type.Object({ client_id: Type.Optional(ClientIdSchema) });
export type SendFileQuery = Static<typeof SendFileQuerySchema>;

/**
 * Payload of the `ChatSpaceSeen` push: `user_id` has now seen the chat up to `last_seen` (ISO).
 * Sent to every party when `POST /api/chat-spaces/{id}/seen` moves a read marker forward; a sent
 * message moves its sender's marker too, but travels only as `MessageCreated` (its `created_at`
 * is the sender's new `last_seen`).
 */
export const ChatSpaceSeenPayloadSchema = Type.Object({ chat_space_id: Type.String(), user_id: Type.String(), last_seen: Type.String() });
export type ChatSpaceSeenPayload = Static<typeof ChatSpaceSeenPayloadSchema>;

/** `GET /api/chat-spaces/{id}/messages?before=&limit=`: messages older than `before` (a message id). */
export const MessagesQuerySchema = Type.Object({
  before: Type.Optional(Type.String({ maxLength: 64 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: CHAT_MESSAGES_PAGE_MAX, default: CHAT_MESSAGES_PAGE_DEFAULT })),
});
export type MessagesQuery = Static<typeof MessagesQuerySchema>;

/** One page of history, newest first; `has_more` when older messages exist. */
export const MessagesPageSchema = Type.Object({ items: Type.Array(MessageSchema), has_more: Type.Boolean() });
export type MessagesPage = Static<typeof MessagesPageSchema>;
