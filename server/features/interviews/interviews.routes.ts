import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { InterviewBindingSchema } from '../../../src/protocol/auth';
import { Envelope, IdParamsSchema } from '../../../src/protocol/common';
import { ErrorBodySchema } from '../../../src/protocol/errors';
import type { AppDeps } from '../../deps';
import { interviewsService } from './interviews.service';

/** `/api/interviews/*`: this issue has `POST /api/interviews/{id}/bind-patient` (SPEC §7). */
export default async function interviewsRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const interviews = interviewsService(deps);

  app.post(
    '/interviews/:id/bind-patient',
    {
      onRequest: app.requireUser,
      schema: {
        params: IdParamsSchema,
        response: {
          200: Envelope(InterviewBindingSchema),
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          422: ErrorBodySchema,
        },
      },
    },
    async (request) => ({ data: await interviews.bindPatient(request.params.id, request.auth!.user) }),
  );
}
