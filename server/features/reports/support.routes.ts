import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope } from '../../../src/protocol/common';
import { ErrorBodySchema } from '../../../src/protocol/errors';
import { SupportClinicParamsSchema, SupportGrantParamsSchema, SupportGrantSchema } from '../../../src/protocol/reports';
import type { AppDeps } from '../../deps';
import { supportService } from './support.service';

/**
 * A clinic's support staff (src/protocol/reports.ts has the route table): its administrators
 * list them, grant the role to the clinic's staff and revoke it. Granting and revoking are
 * idempotent and answer 204.
 */
export default async function supportRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const support = supportService(deps);
  const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 422: ErrorBodySchema };

  app.get(
    '/clinics/:clinicId/support',
    { onRequest: app.requireUser, schema: { params: SupportClinicParamsSchema, response: { 200: Envelope(Type.Array(SupportGrantSchema)), ...errors } } },
    async (request) => ({ data: await support.list(request.auth!.user, request.params.clinicId) }),
  );

  app.put(
    '/clinics/:clinicId/support/:userId',
    { onRequest: app.requireUser, schema: { params: SupportGrantParamsSchema, response: { 204: Type.Null(), ...errors } } },
    async (request, reply) => {
      await support.grant(request.auth!.user, request.params.clinicId, request.params.userId, request.ip);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/clinics/:clinicId/support/:userId',
    { onRequest: app.requireUser, schema: { params: SupportGrantParamsSchema, response: { 204: Type.Null(), ...errors } } },
    async (request, reply) => {
      await support.revoke(request.auth!.user, request.params.clinicId, request.params.userId, request.ip);
      return reply.status(204).send(null);
    },
  );
}
