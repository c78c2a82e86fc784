import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, type ErrorCode, type FieldError } from '../../src/protocol/errors';

/** Maps an Ajv validation entry to a field error with a code the client can translate. */
function fieldErrorOf(v: { instancePath?: string; keyword?: string; params?: Record<string, unknown> }): FieldError {
  const path = (v.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.')
    || String(v.params?.missingProperty ?? '');
  const byKeyword: Record<string, ErrorCode> = {
    required: 'field.required',
    maxLength: 'field.too_long',
    minLength: 'field.too_short',
    maxItems: 'field.too_long',
  };
  const code = byKeyword[v.keyword ?? ''] ?? 'field.format';
  const params: Record<string, string | number> = {};
  if (typeof v.params?.limit === 'number') params.limit = v.params.limit;
  return { path, code, ...(Object.keys(params).length ? { params } : {}) };
}

/**
 * One error handler for the whole API: every failure answers `{ code, message, errors? }`.
 * A 5xx never leaks its internals; it is logged with the request id instead.
 */
export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
      if (err instanceof AppError) {
        if (err.retryAfter !== undefined) reply.header('retry-after', String(err.retryAfter));
        return reply.status(err.status).send(err.toBody());
      }
      const fe = err as FastifyError;
      if (fe.validation) {
        const errors = fe.validation.map(fieldErrorOf);
        return reply.status(422).send(new AppError('validation', 422, { message: 'Some fields are not valid', errors }).toBody());
      }
      const status = fe.statusCode ?? 500;
      if (status === 413 || fe.code === 'FST_REQ_FILE_TOO_LARGE' || fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return reply.status(413).send(new AppError('payload_too_large', 413, { message: 'The upload is too large' }).toBody());
      }
      if (status === 415 || fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        return reply.status(415).send(new AppError('unsupported_media_type', 415, { message: 'Unsupported content type' }).toBody());
      }
      if (status === 429) {
        return reply.status(429).send(new AppError('rate_limited', 429, { message: 'Too many requests' }).toBody());
      }
      if (status >= 400 && status < 500) {
        return reply.status(status).send(new AppError('bad_request', status, { message: fe.message }).toBody());
      }
      request.log.error({ err }, 'request failed');
      return reply.status(500).send(new AppError('internal', 500, { message: 'Something went wrong on our side' }).toBody());
    });
  },
  { name: 'errors' },
);
