import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../src/protocol/errors';

/**
 * Once the app starts closing (SIGTERM, server/main.ts), a request that still reaches it (on a
 * connection kept alive from before; new connections are no longer accepted) is answered 503
 * `server_shutting_down` with `Connection: close`, so the client or load balancer goes to
 * another node or retries after the restart. Requests already under way, uploads included, run
 * to their end. Fastify's own `return503OnClosing` answers without a code, so it is turned off
 * in server/app.ts.
 */
export default fp(
  async function drainingPlugin(app: FastifyInstance) {
    let draining = false;
    app.addHook('preClose', async () => {
      draining = true;
    });
    app.addHook('onRequest', async (_request, reply) => {
      if (!draining) return;
      reply.header('connection', 'close');
      return reply.status(503).send(new AppError('server_shutting_down', 503, { message: 'The server is restarting; try again in a moment' }).toBody());
    });
  },
  { name: 'draining' },
);
