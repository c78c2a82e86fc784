import { requireClinicAdmin } from '../../access/clinic-admin.guard';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Envelope } from '../../../src/protocol/common';
import { ClinicParamsSchema } from '../../../src/protocol/doctor-admin';
import { ErrorBodySchema } from '../../../src/protocol/errors';
import {
  AdminClinicServiceSchema, ClinicServiceBodySchema, ClinicServiceParamsSchema, ClinicServicesAdminSchema, NewClinicServiceBodySchema,
} from '../../../src/protocol/service-admin';
import type { AppDeps } from '../../deps';
import { serviceAdminService } from './service-admin.service';

const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 422: ErrorBodySchema };

/** A clinic's services for its administrators (src/protocol/service-admin.ts has the route table). */
export default async function serviceAdminRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const services = serviceAdminService(deps);
  const base = '/cadmin/clinics/:clinicId/services';
  const actor = (request: { auth?: { user: import('../../../src/protocol/user').User } | null; ip: string }) => ({ user: request.auth!.user, ip: request.ip });

  app.get(base, { onRequest: [app.requireUser, requireClinicAdmin], schema: { params: ClinicParamsSchema, response: { 200: Envelope(ClinicServicesAdminSchema), ...errors } } }, async (request) => ({
    data: await services.list(request.auth!.user, request.params.clinicId),
  }));

  app.post(
    base,
    { onRequest: [app.requireUser, requireClinicAdmin], schema: { params: ClinicParamsSchema, body: NewClinicServiceBodySchema, response: { 201: Envelope(AdminClinicServiceSchema), ...errors } } },
    async (request, reply) => reply.status(201).send({ data: await services.add(actor(request), request.params.clinicId, request.body) }),
  );

  app.put(
    `${base}/:id`,
    { onRequest: [app.requireUser, requireClinicAdmin], schema: { params: ClinicServiceParamsSchema, body: ClinicServiceBodySchema, response: { 200: Envelope(AdminClinicServiceSchema), ...errors } } },
    async (request) => ({ data: await services.change(actor(request), request.params.clinicId, request.params.id, request.body) }),
  );

  for (const [verb, hidden] of [['hide', true], ['show', false]] as const) {
    app.post(
      `${base}/:id/${verb}`,
      { onRequest: [app.requireUser, requireClinicAdmin], schema: { params: ClinicServiceParamsSchema, response: { 200: Envelope(AdminClinicServiceSchema), ...errors } } },
      async (request) => ({ data: await services.setHidden(actor(request), request.params.clinicId, request.params.id, hidden) }),
    );
  }
}
