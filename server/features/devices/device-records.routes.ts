import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope } from '../../../src/protocol/common';
import { DeviceRecordArrivalSchema, DeviceRecordReceiptSchema, MatchRecordBodySchema } from '../../../src/protocol/device-records';
import { AppError, ErrorBodySchema } from '../../../src/protocol/errors';
import type { User } from '../../../src/protocol/user';
import type { AppDeps } from '../../deps';
import { arrivalsService } from './arrivals.service';
import type { DeviceKeyRow } from './devices.repository';
import { ingestionService } from './ingestion.service';

/** Largest body a kiosk may send. */
export const RECORD_BODY_LIMIT = 512 * 1024;

const INT_ID = /^[1-9]\d{0,9}$/;
const ClinicTextParamsSchema = Type.Object({ clinicId: Type.String({ maxLength: 12 }) });
const RecordParamsSchema = Type.Object({ clinicId: Type.String({ maxLength: 12 }), id: Type.String({ maxLength: 64 }) });
const ArrivalsQuerySchema = Type.Object({ status: Type.Optional(Type.Union([Type.Literal('held'), Type.Literal('matched')])) });

/** A clinic id path parameter, or 403 `forbidden` (a malformed id is answered as someone else's clinic). */
function clinicIdOf(text: string): number {
  const n = INT_ID.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(n) || n > 2_147_483_647) throw new AppError('forbidden', 403, { message: "Only the clinic's operators may see the records its kiosks sent" });
  return n;
}

/**
 * `POST /api/devices/records`: a kiosk's record in (src/protocol/device-records.ts). In a scope of
 * its own: the key is checked before the body is read, and the body is taken as text whatever its
 * content type, so that no body (not JSON, an array, deeply nested, binary) can earn more than
 * 413 or a coded 422.
 */
async function ingestionRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const ingestion = ingestionService(deps);
  const keys = new WeakMap<FastifyRequest, DeviceKeyRow>();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: RECORD_BODY_LIMIT }, (_request, body, done) => done(null, body));

  app.post(
    '/devices/records',
    {
      bodyLimit: RECORD_BODY_LIMIT,
      onRequest: async (request) => {
        keys.set(request, await ingestion.authenticate(request.headers.authorization));
      },
      schema: {
        security: [{ deviceKey: [] }],
        response: { 200: Envelope(DeviceRecordReceiptSchema), 201: Envelope(DeviceRecordReceiptSchema), 202: Envelope(DeviceRecordReceiptSchema), 401: ErrorBodySchema, 403: ErrorBodySchema, 409: ErrorBodySchema, 413: ErrorBodySchema, 422: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { status, receipt } = await ingestion.receive(keys.get(request)!, request.body);
      return reply.status(status).send({ data: receipt });
    },
  );
}

/** The device-records routes: kiosks' records in, and what arrived for the clinic's operators. */
export default async function deviceRecordsRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const arrivals = arrivalsService(deps);
  await app.register(ingestionRoutes, { deps });
  const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, 422: ErrorBodySchema };
  const userOf = (request: { auth?: { user: User } | null }) => request.auth!.user;
  // Anyone but the clinic's operators is refused before the query or body is read.
  const operatorsOnly = async (request: FastifyRequest) => arrivals.allowed(userOf(request), clinicIdOf((request.params as { clinicId: string }).clinicId));
  const guard = [app.requireUser, operatorsOnly];

  app.get(
    '/clinics/:clinicId/device-records',
    { onRequest: guard, schema: { params: ClinicTextParamsSchema, querystring: ArrivalsQuerySchema, response: { 200: Envelope(Type.Array(DeviceRecordArrivalSchema)), ...errors } } },
    async (request) => ({ data: await arrivals.list(userOf(request), clinicIdOf(request.params.clinicId), request.query.status) }),
  );

  app.post(
    '/clinics/:clinicId/device-records/:id/match',
    { onRequest: guard, schema: { params: RecordParamsSchema, body: MatchRecordBodySchema, response: { 200: Envelope(DeviceRecordArrivalSchema), ...errors } } },
    async (request) => ({ data: await arrivals.match({ user: userOf(request), ip: request.ip }, clinicIdOf(request.params.clinicId), request.params.id, request.body.patient_id) }),
  );
}
