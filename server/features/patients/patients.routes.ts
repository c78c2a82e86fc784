import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { PatientListQuerySchema, PatientListSchema, PatientSummarySchema } from '../../../src/protocol/case-schemas';
import { Envelope, IdParamsSchema } from '../../../src/protocol/common';
import { ErrorBodySchema } from '../../../src/protocol/errors';
import type { AppDeps } from '../../deps';
import { patientsService } from './patients.service';

/**
 * Patients (src/protocol/case-schemas.ts has the route table): a doctor's or a clinic's patients,
 * searchable, and one patient's page. Anyone with no relation to a patient gets 404.
 */
export default async function patientsRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const patients = patientsService(deps);
  const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 422: ErrorBodySchema };

  app.get(
    '/patients',
    { onRequest: app.requireUser, schema: { querystring: PatientListQuerySchema, response: { 200: Envelope(PatientListSchema), ...errors } } },
    async (request) => ({ data: await patients.list(request.auth!.user, request.query) }),
  );

  app.get(
    '/patients/:id',
    { onRequest: app.requireUser, schema: { params: IdParamsSchema, response: { 200: Envelope(PatientSummarySchema), ...errors } } },
    async (request) => ({ data: await patients.get(request.auth!.user, request.params.id, request.ip) }),
  );
}
