import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Envelope, IdParamsSchema } from '../../../src/protocol/common';
import {
  DeskLookupQuerySchema,
  DeskLookupSchema,
  DeskRegisteredSchema,
  DeskRegistrationBodySchema,
  InvitationBodySchema,
  InvitationSentSchema,
} from '../../../src/protocol/desk-registration';
import { ErrorBodySchema } from '../../../src/protocol/errors';
import type { AppDeps } from '../../deps';
import { deskRegistrationService } from './desk-registration.service';

/** `/api/desk/patients/*`: a clinic's operators register patients at the desk (issue 16; src/protocol/desk-registration.ts). */
export default async function deskRegistrationRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const desk = deskRegistrationService(deps, app.log);
  const errors = { '4xx': ErrorBodySchema };

  app.get(
    '/desk/patients/lookup',
    { onRequest: app.requireUser, schema: { querystring: DeskLookupQuerySchema, response: { 200: Envelope(DeskLookupSchema), ...errors } } },
    async (request) => ({ data: await desk.lookup(request.auth!.user, request.query) }),
  );

  app.post(
    '/desk/patients',
    { onRequest: app.requireUser, schema: { body: DeskRegistrationBodySchema, response: { 201: Envelope(DeskRegisteredSchema), ...errors } } },
    async (request, reply) => reply.status(201).send({ data: await desk.register(request.auth!.user, request.body, request.ip) }),
  );

  app.post(
    '/desk/patients/:id/invitation',
    { onRequest: app.requireUser, schema: { params: IdParamsSchema, body: InvitationBodySchema, response: { 200: Envelope(InvitationSentSchema), ...errors } } },
    async (request) => ({ data: await desk.resendInvitation(request.auth!.user, request.params.id, request.body.clinic_id, request.ip) }),
  );
}
