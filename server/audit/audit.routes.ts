import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AuditPageSchema, AuditQuerySchema } from '../../src/protocol/case-schemas';
import { Envelope } from '../../src/protocol/common';
import { ErrorBodySchema } from '../../src/protocol/errors';
import type { AppDeps } from '../deps';
import { auditPage } from './audit.service';

/** `GET /api/audit?record_type&record_id&person_id&page&limit`: a page of the trail for a clinic's administrators. */
export default async function auditRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/audit',
    { onRequest: app.requireUser, schema: { querystring: AuditQuerySchema, response: { 200: Envelope(AuditPageSchema), 401: ErrorBodySchema, 403: ErrorBodySchema, 422: ErrorBodySchema } } },
    async (request) => ({ data: await auditPage(deps.db, request.auth!.user, request.query) }),
  );
}
