import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope } from '../../../src/protocol/common';
import { ErrorBodySchema } from '../../../src/protocol/errors';
import { NewLogItemBodySchema, PatientLogItemSchema, PatientLogQuerySchema } from '../../../src/protocol/patient-log';
import type { AppDeps } from '../../deps';
import { monitoringService } from './monitoring.service';

const errors = { 401: ErrorBodySchema, 404: ErrorBodySchema, 422: ErrorBodySchema };

/** The patient's health log (src/protocol/patient-log.ts has the route table). */
export default async function monitoringRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const log = monitoringService(deps);

  app.get(
    '/patient-log',
    { onRequest: [app.requireUser], schema: { querystring: PatientLogQuerySchema, response: { 200: Envelope(Type.Array(PatientLogItemSchema)), ...errors } } },
    async (request) => ({ data: await log.list(request.auth!.user, request.query, request.ip) }),
  );

  app.post(
    '/patient-log',
    { onRequest: [app.requireUser], schema: { body: NewLogItemBodySchema, response: { 201: Envelope(PatientLogItemSchema), ...errors } } },
    async (request, reply) => reply.status(201).send({ data: await log.add(request.auth!.user, request.body) }),
  );

  app.delete(
    '/patient-log/:id',
    { onRequest: [app.requireUser], schema: { params: Type.Object({ id: Type.String({ maxLength: 64 }) }), response: { 200: Envelope(Type.Object({ id: Type.String() })), ...errors } } },
    async (request) => ({ data: await log.remove(request.auth!.user, request.params.id) }),
  );
}
