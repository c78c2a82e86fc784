import { requireClinicAdmin } from '../../access/clinic-admin.guard';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope } from '../../../src/protocol/common';
import { ErrorBodySchema } from '../../../src/protocol/errors';
import { CLINIC_LOGO_FIELD, CLINIC_LOGO_MAX_BYTES, ClinicProfileBodySchema, ClinicProfileSchema } from '../../../src/protocol/clinic-profile';
import {
  AddOperatorBodySchema, AddOperatorResultSchema, ClinicStaffSchema, OperatorLookupQuerySchema, OperatorLookupSchema, StaffParamsSchema,
} from '../../../src/protocol/clinic-staff';
import type { AppDeps } from '../../deps';
import { readSingleUpload } from '../../uploads/single-upload';
import { clinicAdminService, type AdminRequest } from './clinic-admin.service';

const ClinicParamsSchema = Type.Object({ clinicId: Type.String({ maxLength: 20 }) });

/**
 * `/api/cadmin/clinics/:clinicId/...` (src/protocol/clinic-profile.ts and clinic-staff.ts have
 * the route tables): the clinic's profile and logo, its operators and their roles. Signed in
 * only (401); the clinic's administrators only (403 `cadmin.not_allowed` for everyone else and
 * for a clinic that does not exist).
 */
export default async function clinicAdminRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const admin = clinicAdminService(deps);
  const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, 413: ErrorBodySchema, 415: ErrorBodySchema, 422: ErrorBodySchema };
  const who = (request: FastifyRequest): AdminRequest => ({ user: request.auth!.user, ip: request.ip });
  const base = '/cadmin/clinics/:clinicId';

  app.get(`${base}/profile`, { onRequest: [app.requireUser, requireClinicAdmin], schema: { params: ClinicParamsSchema, response: { 200: Envelope(ClinicProfileSchema), ...errors } } }, async (request) => ({
    data: await admin.profile(who(request), request.params.clinicId),
  }));

  app.put(
    `${base}/profile`,
    { onRequest: [app.requireUser, requireClinicAdmin], schema: { params: ClinicParamsSchema, body: ClinicProfileBodySchema, response: { 200: Envelope(ClinicProfileSchema), ...errors } } },
    async (request) => ({ data: await admin.updateProfile(who(request), request.params.clinicId, request.body) }),
  );

  /** Multipart with exactly one image file in the field `file`; read only once the administrator is known. */
  app.post(`${base}/logo`, { onRequest: [app.requireUser, requireClinicAdmin], schema: { params: ClinicParamsSchema, response: { 200: Envelope(ClinicProfileSchema), ...errors } } }, async (request) => ({
    data: await admin.saveLogo(who(request), request.params.clinicId, () => readSingleUpload(request, { field: CLINIC_LOGO_FIELD, maxBytes: CLINIC_LOGO_MAX_BYTES })),
  }));

  app.get(`${base}/staff`, { onRequest: [app.requireUser, requireClinicAdmin], schema: { params: ClinicParamsSchema, response: { 200: Envelope(ClinicStaffSchema), ...errors } } }, async (request) => ({
    data: await admin.staff(who(request), request.params.clinicId),
  }));

  app.get(
    `${base}/operators/lookup`,
    { onRequest: [app.requireUser, requireClinicAdmin], schema: { params: ClinicParamsSchema, querystring: OperatorLookupQuerySchema, response: { 200: Envelope(OperatorLookupSchema), ...errors } } },
    async (request) => ({ data: await admin.lookup(who(request), request.params.clinicId, request.query.id_number) }),
  );

  app.post(
    `${base}/operators`,
    { onRequest: [app.requireUser, requireClinicAdmin], schema: { params: ClinicParamsSchema, body: AddOperatorBodySchema, response: { 200: Envelope(AddOperatorResultSchema), ...errors } } },
    async (request) => ({ data: await admin.addOperator(who(request), request.params.clinicId, request.body, request.log) }),
  );

  for (const [method, on] of [['PUT', true], ['DELETE', false]] as const) {
    app.route({
      method,
      url: `${base}/operators/:userId/admin`,
      onRequest: [app.requireUser, requireClinicAdmin],
      schema: { params: StaffParamsSchema, response: { 200: Envelope(ClinicStaffSchema), ...errors } },
      handler: async (request) => ({ data: await admin.setAdmin(who(request), request.params.clinicId, request.params.userId, on) }),
    });
    app.route({
      method,
      url: `${base}/operators/:userId/support`,
      onRequest: [app.requireUser, requireClinicAdmin],
      schema: { params: StaffParamsSchema, response: { 200: Envelope(ClinicStaffSchema), ...errors } },
      handler: async (request) => ({ data: await admin.setSupport(who(request), request.params.clinicId, request.params.userId, on) }),
    });
  }

  app.delete(`${base}/operators/:userId`, { onRequest: [app.requireUser, requireClinicAdmin], schema: { params: StaffParamsSchema, response: { 200: Envelope(ClinicStaffSchema), ...errors } } }, async (request) => ({
    data: await admin.removeOperator(who(request), request.params.clinicId, request.params.userId),
  }));
}
