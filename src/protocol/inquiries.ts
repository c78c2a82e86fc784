import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { CHAT_TEXT_MAX, ChatSpaceSchema, ClientIdSchema } from './chats';

/**
 * Clinic inquiries (SPEC §3, §4, §7). A patient opens an inquiry at a clinic with a first message;
 * it lives in the one PatientClinic chat of that patient and clinic (created on the first inquiry,
 * reused for every later one). A clinic operator joins it, then completes it; a completed last
 * inquiry makes the chat read-only until the patient opens a new one. Each step is pushed to the
 * patient and every operator of the clinic as `ClinicInquiryCreated`, `ClinicInquiryJoined` and
 * `ClinicInquiryCompleted`, with the inquiry as payload.
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const ClinicInquiryStatusSchema = Type.Union([Type.Literal('created'), Type.Literal('joined'), Type.Literal('completed')]);

/** An inquiry; times are ISO 8601. `joined_by` is the operator who joined it. */
export const ClinicInquirySchema = Type.Object({
  id: Type.String(),
  clinic_id: Type.Integer(),
  patient_id: Type.String(),
  chat_space_id: Type.String(),
  status: ClinicInquiryStatusSchema,
  created_at: Type.String(),
  joined_by: Nullable(Type.String()),
  joined_at: Nullable(Type.String()),
  completed_at: Nullable(Type.String()),
});
export type ClinicInquiry = Static<typeof ClinicInquirySchema>;

/** Payload of `ClinicInquiryCreated`, `ClinicInquiryJoined` and `ClinicInquiryCompleted`: the inquiry. */
export type ClinicInquiryPayload = ClinicInquiry;

/** The push names an inquiry travels as. */
export const CLINIC_INQUIRY_PUSHES = {
  created: 'ClinicInquiryCreated',
  joined: 'ClinicInquiryJoined',
  completed: 'ClinicInquiryCompleted',
} as const;

/**
 * `POST /api/clinics/{id}/inquiries`: `text` (trimmed, 1..CHAT_TEXT_MAX characters) becomes a
 * message of the chat. With `client_id`, a repeat answers the same inquiry and message again.
 */
export const CreateInquiryBodySchema = Type.Object({ text: Type.String({ maxLength: CHAT_TEXT_MAX * 4 }), client_id: Type.Optional(ClientIdSchema) });
export type CreateInquiryBody = Static<typeof CreateInquiryBodySchema>;

/** The answer of `POST /api/clinics/{id}/inquiries`: the inquiry and its chat as the patient sees it. */
export const CreatedInquirySchema = Type.Object({ inquiry: ClinicInquirySchema, chat_space: ChatSpaceSchema });
export type CreatedInquiry = Static<typeof CreatedInquirySchema>;

/** `open`: created or joined. */
export const INQUIRY_LIST_STATUSES = ['open', 'all'] as const;
export type InquiryListStatus = (typeof INQUIRY_LIST_STATUSES)[number];

/** Most inquiries `GET /api/clinic-inquiries` answers. */
export const INQUIRY_LIST_MAX = 100;

/**
 * `GET /api/clinic-inquiries?status=open|all` (default open), newest first: an operator's clinics'
 * inquiries, a patient's own; a doctor has none.
 */
export const InquiriesQuerySchema = Type.Object({
  status: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('all')], { default: 'open' })),
});
export type InquiriesQuery = Static<typeof InquiriesQuerySchema>;
