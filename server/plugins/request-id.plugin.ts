import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/** The header a load balancer or client may send its request id in; every answer carries it. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** An incoming request id is used only when it is a plain token of at most 64 characters. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Fastify's `genReqId`: the caller's `x-request-id` when it is sane, else a new UUID, so one id
 * follows a request from the load balancer through every log line of it.
 */
export function requestIdOf(req: Pick<IncomingMessage, 'headers'>): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Answers every request with its id in `x-request-id`, to quote when reporting a problem. */
export default fp(
  async function requestIdPlugin(app: FastifyInstance) {
    app.addHook('onRequest', async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
    });
  },
  { name: 'request-id' },
);
