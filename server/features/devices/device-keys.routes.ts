import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope } from '../../../src/protocol/common';
import { DeviceKeySchema, IssuedDeviceKeySchema, NewDeviceKeyBodySchema } from '../../../src/protocol/device-records';
import { ClinicParamsSchema } from '../../../src/protocol/doctor-admin';
import { ErrorBodySchema } from '../../../src/protocol/errors';
import type { User } from '../../../src/protocol/user';
import { requireClinicAdmin } from '../../access/clinic-admin.guard';
import type { AppDeps } from '../../deps';
import { deviceKeysService } from './device-keys.service';

const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 422: ErrorBodySchema };
const KeyParamsSchema = Type.Object({ clinicId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), id: Type.String({ maxLength: 64 }) });

/** A clinic's device keys for its administrators (src/protocol/device-records.ts has the route table). */
export default async function deviceKeysRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const keys = deviceKeysService(deps);
  const base = '/cadmin/clinics/:clinicId/device-keys';
  const guard = [app.requireUser, requireClinicAdmin];
  const actor = (request: { auth?: { user: User } | null; ip: string }) => ({ user: request.auth!.user, ip: request.ip });

  app.get(base, { onRequest: guard, schema: { params: ClinicParamsSchema, response: { 200: Envelope(Type.Array(DeviceKeySchema)), ...errors } } }, async (request) => ({
    data: await keys.list(request.auth!.user, request.params.clinicId),
  }));

  app.post(
    base,
    { onRequest: guard, schema: { params: ClinicParamsSchema, body: NewDeviceKeyBodySchema, response: { 201: Envelope(IssuedDeviceKeySchema), ...errors } } },
    async (request, reply) => reply.status(201).send({ data: await keys.issue(actor(request), request.params.clinicId, request.body) }),
  );

  app.post(
    `${base}/:id/revoke`,
    { onRequest: guard, schema: { params: KeyParamsSchema, response: { 200: Envelope(DeviceKeySchema), ...errors } } },
    async (request) => ({ data: await keys.revoke(actor(request), request.params.clinicId, request.params.id) }),
  );
}
