import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CodeSentSchema, RegistrationBodySchema, RegistrationSubmitBodySchema, SessionSchema } from '../../../src/protocol/auth';
import { Envelope } from '../../../src/protocol/common';
import { ErrorBodySchema } from '../../../src/protocol/errors';
import type { AppDeps } from '../../deps';
import type { Messenger } from '../messaging';
import { contextOf, senderOf } from './request-context';
import { registrationService } from './registration.service';

/**
 * `/api/auth/register/*`: the server side of the registration wizard (SPEC §2). `request`
 * validates the draft and texts a code to the phone; `register` checks it and signs the new
 * patient in.
 */
export default async function registrationRoutes(fastify: FastifyInstance, { deps, messenger }: { deps: AppDeps; messenger: Messenger }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const registration = registrationService(deps, messenger, app.log);

  app.post(
    '/auth/register/request',
    {
      schema: {
        body: RegistrationBodySchema,
        response: { 200: Envelope(CodeSentSchema), 422: ErrorBodySchema, 429: ErrorBodySchema, 502: ErrorBodySchema },
      },
    },
    async (request) => ({ data: await registration.request(request.body, senderOf(request)) }),
  );

  app.post(
    '/auth/register',
    { schema: { body: RegistrationSubmitBodySchema, response: { 201: Envelope(SessionSchema), 422: ErrorBodySchema, 429: ErrorBodySchema } } },
    async (request, reply) => reply.status(201).send({ data: await registration.complete(request.body, contextOf(request)) }),
  );
}
