import type { FastifyRequest } from 'fastify';
import type { RequestContext } from './sessions.service';

/** The caller's address and browser, kept with a new session and used by the rate limits. */
export function contextOf(request: FastifyRequest): RequestContext {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}
