import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { CheckupListQuerySchema, CheckupSchema, CheckupSummarySchema } from '../../../src/protocol/checkups';
import { Envelope, IdParamsSchema } from '../../../src/protocol/common';
import { ErrorBodySchema } from '../../../src/protocol/errors';
import type { AppDeps } from '../../deps';
import { checkupsService } from './checkups.service';

const errors = { 401: ErrorBodySchema, 404: ErrorBodySchema, 422: ErrorBodySchema };

/** `/api/checkups/*`: a patient's kiosk checkups (src/protocol/checkups.ts has the route table). */
export default async function checkupsRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const checkups = checkupsService(deps);

  app.get('/checkups', { onRequest: app.requireUser, schema: { querystring: CheckupListQuerySchema, response: { 200: Envelope(Type.Array(CheckupSummarySchema)), ...errors } } }, async (request) => ({
    data: await checkups.list(request.auth!.user, request.query.patient_id, request.ip),
  }));

  app.get('/checkups/:id', { onRequest: app.requireUser, schema: { params: IdParamsSchema, response: { 200: Envelope(CheckupSchema), ...errors } } }, async (request) => ({
    data: await checkups.get(request.auth!.user, request.params.id, request.ip),
  }));

  app.post(
    '/checkups/:id/interview',
    { onRequest: app.requireUser, schema: { params: IdParamsSchema, response: { 201: Envelope(Type.Object({ id: Type.String() })), ...errors } } },
    async (request, reply) => reply.status(201).send({ data: await checkups.startInterview(request.auth!.user, request.params.id) }),
  );
}
