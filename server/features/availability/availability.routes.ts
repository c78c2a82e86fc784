import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope } from '../../../src/protocol/common';
import { ErrorBodySchema } from '../../../src/protocol/errors';
import { AvailabilityBodySchema, AvailabilitySchema } from '../../../src/protocol/schedule-schemas';
import type { AppDeps } from '../../deps';
import { availabilityService } from './availability.service';

const DoctorParams = Type.Object({ doctorId: Type.String({ minLength: 1, maxLength: 64 }) });

/**
 * A doctor's availability: `GET` and `PUT /api/availability/:doctorId`, for the doctor and the
 * operators of the doctor's clinics (only their clinics' part); 404 for anyone else.
 */
export default async function availabilityRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const availability = availabilityService(deps);
  const errors = { 401: ErrorBodySchema, 404: ErrorBodySchema };

  app.get(
    '/availability/:doctorId',
    { onRequest: app.requireUser, schema: { params: DoctorParams, response: { 200: Envelope(AvailabilitySchema), ...errors } } },
    async (request) => ({ data: await availability.get(request.auth!.user, request.params.doctorId) }),
  );

  app.put(
    '/availability/:doctorId',
    {
      onRequest: app.requireUser,
      schema: { params: DoctorParams, body: AvailabilityBodySchema, response: { 200: Envelope(AvailabilitySchema), 422: ErrorBodySchema, ...errors } },
    },
    async (request) => ({ data: await availability.put(request.auth!.user, request.params.doctorId, request.body) }),
  );
}
