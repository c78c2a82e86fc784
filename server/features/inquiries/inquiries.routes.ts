import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope, IdParamsSchema } from '../../../src/protocol/common';
import { ErrorBodySchema } from '../../../src/protocol/errors';
import { ClinicInquirySchema, CreateInquiryBodySchema, CreatedInquirySchema, InquiriesQuerySchema } from '../../../src/protocol/inquiries';
import type { AppDeps } from '../../deps';
import { inquiriesService } from './inquiries.service';

/**
 * Clinic inquiries (SPEC §4): a patient opens one at a clinic; operators of that clinic list,
 * join and complete them. An inquiry an operator may not act on answers 404.
 */
export default async function inquiriesRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const inquiries = inquiriesService(deps);
  const errors = { 401: ErrorBodySchema, 404: ErrorBodySchema, 422: ErrorBodySchema };

  app.post(
    '/clinics/:id/inquiries',
    {
      onRequest: app.requireUser,
      schema: { params: IdParamsSchema, body: CreateInquiryBodySchema, response: { 200: Envelope(CreatedInquirySchema), 403: ErrorBodySchema, ...errors } },
    },
    async (request) => ({ data: await inquiries.create(request.auth!.user, request.params.id, request.body) }),
  );

  app.get(
    '/clinic-inquiries',
    { onRequest: app.requireUser, schema: { querystring: InquiriesQuerySchema, response: { 200: Envelope(Type.Array(ClinicInquirySchema)), 401: ErrorBodySchema, 422: ErrorBodySchema } } },
    async (request) => ({ data: await inquiries.list(request.auth!.user, request.query.status) }),
  );

  app.post(
    '/clinic-inquiries/:id/join',
    { onRequest: app.requireUser, schema: { params: IdParamsSchema, response: { 200: Envelope(ClinicInquirySchema), 409: ErrorBodySchema, ...errors } } },
    async (request) => ({ data: await inquiries.join(request.auth!.user, request.params.id) }),
  );

  app.post(
    '/clinic-inquiries/:id/complete',
    { onRequest: app.requireUser, schema: { params: IdParamsSchema, response: { 200: Envelope(ClinicInquirySchema), 409: ErrorBodySchema, ...errors } } },
    async (request) => ({ data: await inquiries.complete(request.auth!.user, request.params.id) }),
  );
}
