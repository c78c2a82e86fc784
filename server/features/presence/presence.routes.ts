import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope } from '../../../src/protocol/common';
import { ErrorBodySchema } from '../../../src/protocol/errors';
import { PresenceEntrySchema, PresenceQuerySchema } from '../../../src/protocol/live';
import type { AppDeps } from '../../deps';
import { lookupPresence } from './presence.service';

/** `GET /api/presence?ids=…` (signed in): which of these users have a live socket on any node. */
export default async function presenceRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/presence',
    {
      onRequest: app.requireUser,
      schema: { querystring: PresenceQuerySchema, response: { 200: Envelope(Type.Array(PresenceEntrySchema)), 401: ErrorBodySchema, 422: ErrorBodySchema } },
    },
    async (request) => ({ data: await lookupPresence(deps.db, request.query.ids) }),
  );
}
