import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope, IdParamsSchema } from '../../../src/protocol/common';
import { ErrorBodySchema } from '../../../src/protocol/errors';
import {
  ClinicDoctorDetailSchema, ClinicDoctorLoadSchema, ClinicPatientSchema, ClinicPatientsQuerySchema, ClinicSettingsBodySchema, ClinicSettingsSchema, DateKeySchema,
} from '../../../src/protocol/schedule-schemas';
import type { AppDeps } from '../../deps';
import { clinicDeskService } from './clinic-desk.service';

const DoctorsQuerySchema = Type.Object({ date: Type.Optional(DateKeySchema) });

/**
 * The clinic desk: a clinic's booking rules (`GET` for anyone, `PUT` for its administrators, audited), the
 * operator's doctors with a day's load, one doctor, and the patient search for booking.
 */
export default async function clinicDeskRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const desk = clinicDeskService(deps);
  const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 422: ErrorBodySchema };

  app.get(
    '/clinics/:id/settings',
    { schema: { params: IdParamsSchema, response: { 200: Envelope(ClinicSettingsSchema), 404: ErrorBodySchema } } },
    async (request) => ({ data: await desk.settings(request.params.id) }),
  );

  app.put(
    '/clinics/:id/settings',
    { onRequest: app.requireUser, schema: { params: IdParamsSchema, body: ClinicSettingsBodySchema, response: { 200: Envelope(ClinicSettingsSchema), ...errors } } },
    async (request) => ({ data: await desk.updateSettings(request.auth!.user, request.params.id, request.body, request.ip) }),
  );

  app.get(
    '/clinic-doctors',
    { onRequest: app.requireUser, schema: { querystring: DoctorsQuerySchema, response: { 200: Envelope(Type.Array(ClinicDoctorLoadSchema)), ...errors } } },
    async (request) => ({ data: await desk.doctors(request.auth!.user, request.query.date) }),
  );

  app.get(
    '/clinic-doctors/:id',
    { onRequest: app.requireUser, schema: { params: IdParamsSchema, response: { 200: Envelope(ClinicDoctorDetailSchema), ...errors } } },
    async (request) => ({ data: await desk.doctor(request.auth!.user, request.params.id) }),
  );

  app.get(
    '/clinic-patients',
    { onRequest: app.requireUser, schema: { querystring: ClinicPatientsQuerySchema, response: { 200: Envelope(Type.Array(ClinicPatientSchema)), ...errors } } },
    async (request) => ({ data: await desk.patients(request.auth!.user, request.query.q) }),
  );
}
