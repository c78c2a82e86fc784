import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope } from '../../../src/protocol/common';
import { ErrorBodySchema } from '../../../src/protocol/errors';
import { UserSummarySchema, UsersByIdsBodySchema } from '../../../src/protocol/user';
import type { AppDeps } from '../../deps';
import { usersService } from './users.service';

/** `POST /api/users` (SPEC §7): names and photos for a list of user ids, for signed-in people. */
export default async function usersRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const users = usersService(deps);

  app.post(
    '/users',
    {
      onRequest: app.requireUser,
      schema: { body: UsersByIdsBodySchema, response: { 200: Envelope(Type.Array(UserSummarySchema)), 401: ErrorBodySchema, 422: ErrorBodySchema } },
    },
    async (request) => ({ data: await users.summaries(request.body.ids) }),
  );
}
