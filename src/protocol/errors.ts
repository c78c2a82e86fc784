import { Type } from '@sinclair/typebox';

/**
 * Errors both sides use. The server answers every failure as `{ code, message, errors? }`; the
 * client maps `code` (and each entry's code) to a message in the person's language. `message` is
 * English, for logs and API users. The codes themselves are listed in ./error-codes.ts, which the
 * start-up bundle does not carry (the client loads it with the first failed request).
 */
import type { ErrorCode } from './error-codes';
export type { ErrorCode } from './error-codes';

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
    && looksLikeErrorCode((err as { code: string }).code)) {
    const e = err as { code: ErrorCode; status?: number; errors?: FieldError[]; message?: string };
    return new AppError(e.code, e.status ?? 400, { errors: e.errors, message: e.message });
  }
  return new AppError('internal', 500, { message: err instanceof Error ? err.message : String(err) });
}

/**
 * True for a value shaped like a code of the catalogue (`area.name`: lower-case letters and
 * underscores, no digits; a test holds every code to it): what other libraries throw
 * (`ECONNRESET`, `23505`, `FST_…`) and one-time codes or tokens (digits, mixed case) are not.
 * Exact membership is `isErrorCode` in ./error-codes.ts.
 */
export function looksLikeErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value.length <= 60 && /^[a-z_]+(\.[a-z_]+)*$/.test(value);
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
