import type { FastifyError, FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Envelope } from '../../../src/protocol/common';
import { AppError, ErrorBodySchema } from '../../../src/protocol/errors';
import {
  CreateReportBodySchema, CreatedReportSchema, REPORT_BODY_MAX_BYTES, ReportDestinationsSchema, ReportIdParamsSchema, ReportListQuerySchema, ReportListSchema, ReportSchema,
} from '../../../src/protocol/reports';
import type { AppDeps } from '../../deps';
import { reportsService } from './reports.service';

/** A body over the route's limit, however Fastify noticed it (announced length or bytes read). */
const tooLarge = (err: FastifyError) => err.statusCode === 413 || err.code === 'FST_ERR_CTP_BODY_TOO_LARGE';

/**
 * Problem reports (src/protocol/reports.ts has the route table): sending one (a body of up to
 * REPORT_BODY_MAX_BYTES, beyond it 413 `report_too_large`), where one may go, and the clinic's
 * support staff's list and report.
 */
export default async function reportsRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const reports = reportsService(deps);
  const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 422: ErrorBodySchema };

  app.post(
    '/reports',
    {
      onRequest: app.requireUser,
      bodyLimit: REPORT_BODY_MAX_BYTES,
      // The app's handler would answer the generic `payload_too_large` (meant for uploads).
      errorHandler(err: FastifyError, _request, reply) {
        if (!(err instanceof AppError) && tooLarge(err)) {
          return reply.status(413).send(new AppError('report_too_large', 413, { message: `A report may be at most ${REPORT_BODY_MAX_BYTES} bytes` }).toBody());
        }
        throw err;
      },
      schema: { body: CreateReportBodySchema, response: { 201: Envelope(CreatedReportSchema), 400: ErrorBodySchema, 413: ErrorBodySchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send({ data: await reports.send(request.auth!.user, request.body) }),
  );

  app.get(
    '/reports/destinations',
    { onRequest: app.requireUser, schema: { response: { 200: Envelope(ReportDestinationsSchema), 401: ErrorBodySchema } } },
    async (request) => ({ data: await reports.destinations(request.auth!.user) }),
  );

  app.get(
    '/reports',
    { onRequest: app.requireUser, schema: { querystring: ReportListQuerySchema, response: { 200: ReportListSchema, ...errors } } },
    async (request) => reports.list(request.auth!.user, request.query),
  );

  app.get(
    '/reports/:id',
    { onRequest: app.requireUser, schema: { params: ReportIdParamsSchema, response: { 200: Envelope(ReportSchema), ...errors } } },
    async (request) => ({ data: await reports.open(request.auth!.user, request.params.id, request.ip) }),
  );
}
