import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Envelope, IdParamsSchema } from '../../../src/protocol/common';
import { ErrorBodySchema } from '../../../src/protocol/errors';
import { SlotListSchema, SlotsQuerySchema } from '../../../src/protocol/schedule-schemas';
import type { AppDeps } from '../../deps';
import { listSlots } from './slots';

/** `GET /api/doctors/:id/slots`: a doctor's free slots for a clinic service (public). */
export default async function slotsRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/doctors/:id/slots',
    { schema: { params: IdParamsSchema, querystring: SlotsQuerySchema, response: { 200: Envelope(SlotListSchema), 404: ErrorBodySchema, 422: ErrorBodySchema } } },
    async (request) => ({ data: await listSlots(deps.db, request.params.id, request.query, deps.clock.now()) }),
  );
}
