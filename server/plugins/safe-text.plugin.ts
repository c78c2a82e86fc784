import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../src/protocol/errors';
import { unstorableTextError, unstorableTextPath } from './safe-text';

/**
 * Refuses, before any route validates or reads them, requests whose path parameters, query
 * string or JSON body hold text the database cannot store (see `safe-text.ts`): a parameter so
 * written cannot be anyone's id (404), a field answers 422 naming it. Multipart fields and live
 * messages are checked where they are read.
 */
export default fp(
  async function safeTextPlugin(app: FastifyInstance) {
    app.addHook('preValidation', async (request) => {
      if (unstorableTextPath(request.params) !== null) throw new AppError('not_found', 404, { message: 'Not found' });
      const inQuery = unstorableTextPath(request.query);
      if (inQuery !== null) throw unstorableTextError(inQuery);
      // A body a route takes as raw text (a kiosk's record) is that route's to read and check.
      const inBody = typeof request.body === 'object' ? unstorableTextPath(request.body) : null;
      if (inBody !== null) throw unstorableTextError(inBody);
    });
  },
  { name: 'safe-text' },
);
