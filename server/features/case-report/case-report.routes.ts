import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { IdParamsSchema, LanguageSchema } from '../../../src/protocol/common';
import { ErrorBodySchema } from '../../../src/protocol/errors';
import type { AppDeps } from '../../deps';
import { contentDisposition } from '../chats';
import { caseReportService } from './case-report.service';

/** `?lang=ka|en`; without it, the person's own language. */
const ReportQuerySchema = Type.Object({ lang: Type.Optional(LanguageSchema) });

/**
 * `GET /api/cases/:id/report.pdf`: the case report as a PDF drawn on the server, shown inline
 * (the browser's viewer prints and saves it) and never cached: it is clinical data.
 */
export default async function caseReportRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const reports = caseReportService(deps);

  app.get(
    '/cases/:id/report.pdf',
    {
      onRequest: app.requireUser,
      schema: {
        params: IdParamsSchema,
        querystring: ReportQuerySchema,
        response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }), 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 422: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const user = request.auth!.user;
      const { pdf, day } = await reports.render(user, request.params.id, request.query.lang ?? user.language, request.ip);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(`case-${day}.pdf`, true))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    },
  );
}
