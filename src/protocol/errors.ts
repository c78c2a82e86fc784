import { Type } from '@sinclair/typebox';

/**
 * The one catalogue of error codes both sides use. The server answers every failure as
 * `{ code, message, errors? }`; the client maps `code` (and each entry's code) to a message in
 * the person's language (src/i18n/error-messages.ts). `message` is English, for logs and API users.
 */
export const ERROR_CODES = [
  // generic
  'internal',
  'network',
  'timeout',
  'not_found',
  'route_not_found',
  'forbidden',
  'unauthorized',
  'validation',
  'rate_limited',
  'payload_too_large',
  'unsupported_media_type',
  'bad_request',
  // auth
  'auth.unknown_identifier',
  'auth.invalid_credentials',
  'auth.method_unavailable',
  'auth.code_invalid',
  'auth.code_expired',
  'auth.code_used',
  'auth.code_missing',
  'auth.code_attempts_exceeded',
  'auth.code_resend_too_soon',
  'auth.code_hourly_limit',
  'auth.too_many_attempts',
  'auth.session_invalid',
  'auth.authcode_invalid',
  'auth.code_delivery_failed',
  // registration and profile fields
  'field.required',
  'field.too_long',
  'field.too_short',
  'field.format',
  'field.identifier_format',
  'field.identifier_taken',
  'field.phone_format',
  'field.phone_taken',
  'field.email_format',
  'field.email_taken',
  'field.birthdate_format',
  'field.birthdate_future',
  'field.gender',
  'field.password_short',
  'field.password_mismatch',
  'field.password_common',
  'field.password_wrong',
  'field.agreement_required',
  'field.language',
  'field.age_range',
  // uploads
  'upload.missing',
  'upload.too_many',
  'upload.too_large',
  'upload.not_image',
  'upload.type_not_allowed',
  // interviews
  'interview.not_found',
  'interview.already_bound',
  'interview.finished',
  'interview.unknown_finding',
  'interview.wrong_sex',
  'interview.not_asked',
  'interview.incomplete_answer',
  'interview.no_complaints',
  'interview.nothing_to_undo',
  // live channel
  'live.malformed',
  'live.too_large',
  'live.unknown_type',
  // chats
  'chat.not_found',
  'chat.inactive',
  // clinics and their inquiries
  'clinic.not_found',
  'inquiry.not_found',
  'inquiry.patients_only',
  'inquiry.already_joined',
  'inquiry.completed',
  // video calls
  'call.not_found',
  'call.not_allowed',
  'call.chat_inactive',
  'call.in_call',
  'call.moved_on',
  // event-sourced changes
  'event.conflict',
  // appointments, availability and the waiting list
  'schedule.not_found',
  'schedule.not_allowed',
  'schedule.slot_taken',
  'schedule.slot_in_past',
  'schedule.slot_too_soon',
  'schedule.slot_beyond_horizon',
  'schedule.slot_unavailable',
  'schedule.unknown_service',
  'schedule.doctor_not_providing',
  'schedule.patient_not_found',
  'schedule.patients_only',
  'schedule.cancel_too_late',
  'schedule.reason_not_allowed',
  'schedule.address_required',
  'schedule.interview_unavailable',
  'schedule.files_too_many',
  'availability.overlap',
  'availability.invalid_range',
  'availability.unknown_clinic',
  'availability.unknown_service',
  'waitlist.already_waiting',
  'waitlist.not_found',
  // medical cases
  'case.not_found',
  'case.not_allowed',
  'case.clinical_content',
  'case.closed',
  'case.patient_not_found',
  'case.no_clinic',
  'case.unknown_symptom',
  'case.unknown_labtest',
  'case.unknown_code',
  'case.unknown_service',
  'case.unknown_part',
  'case.duplicate_part',
  'case.too_many_parts',
  'case.diagnosis_empty',
  'case.treatment_incomplete',
  'case.conclusion_required',
  'case.reference_invalid',
  'case.doctor_not_found',
  'case.request_not_allowed',
  'audit.not_allowed',
  'patient.not_found',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** One field-level problem: `path` is the field name (dot path for nested values). */
export interface FieldError {
  path: string;
  code: ErrorCode;
  /** Values a translated message may interpolate, e.g. `{ max: 64 }`. */
  params?: Record<string, string | number>;
}

/** The body of every failed API response. */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  errors?: FieldError[];
  /** Seconds to wait before retrying, for `rate_limited` and the code resend limits. */
  retry_after?: number;
  /** For `event.conflict` on a case: the record as it now is, so the person sees what changed. */
  current?: unknown;
}

/** An error both sides throw and catch. `status` is the HTTP status the server answers with. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors?: FieldError[];
  readonly retryAfter?: number;
  readonly current?: unknown;

  constructor(code: ErrorCode, status = 400, opts: { message?: string; errors?: FieldError[]; retryAfter?: number; current?: unknown } = {}) {
    super(opts.message ?? code);
    this.name = 'AppError';
    this.code = code;
    this.status = status;
    this.errors = opts.errors;
    this.retryAfter = opts.retryAfter;
    this.current = opts.current;
  }

  toBody(): ErrorBody {
    const body: ErrorBody = { code: this.code, message: this.message };
    if (this.errors?.length) body.errors = this.errors;
    if (this.retryAfter !== undefined) body.retry_after = this.retryAfter;
    if (this.current !== undefined) body.current = this.current;
    return body;
  }
}

/** A validation failure with field entries (422). */
export function fieldErrors(errors: FieldError[]): AppError {
  return new AppError('validation', 422, { message: 'Some fields are not valid', errors });
}

/** Turns anything thrown into an AppError, keeping AppErrors as they are. */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err && typeof err === 'object' && 'code' in err && typeof (err as { code: unknown }).code === 'string'
    && (ERROR_CODES as readonly string[]).includes((err as { code: string }).code)) {
    const e = err as { code: ErrorCode; status?: number; errors?: FieldError[]; message?: string };
    return new AppError(e.code, e.status ?? 400, { errors: e.errors, message: e.message });
  }
  return new AppError('internal', 500, { message: err instanceof Error ? err.message : String(err) });
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/** ErrorBody as a TypeBox schema, for the error response codes a route declares. */
export const ErrorBodySchema = Type.Object({
  code: Type.String(),
  message: Type.String(),
  errors: Type.Optional(
    Type.Array(
      Type.Object({
        path: Type.String(),
        code: Type.String(),
        params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
      }),
    ),
  ),
  retry_after: Type.Optional(Type.Integer()),
  current: Type.Optional(Type.Unknown()),
});
