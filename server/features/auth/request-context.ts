import type { FastifyRequest } from 'fastify';
import type { CodeSender } from './codes.service';
import type { RequestContext } from './sessions.service';

/** The caller's address and browser, kept with a new session and used by the rate limits. */
export function contextOf(request: FastifyRequest): RequestContext {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

/** Who asks for a one-time code: their address and, when signed in, their session. */
export function senderOf(request: FastifyRequest): CodeSender {
  return { ip: request.ip, sessionId: request.identity?.sessionId ?? null };
}
