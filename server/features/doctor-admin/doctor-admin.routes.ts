import { requireClinicAdmin } from '../../access/clinic-admin.guard';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { Envelope } from '../../../src/protocol/common';
import {
  AdminDoctorSchema, ClinicDoctorParamsSchema, ClinicParamsSchema, DoctorAddedSchema, DoctorAppointmentSchema, DoctorServicesBodySchema, ExistingDoctorBodySchema,
  InvitationSentSchema, NEW_DOCTOR_DATA_FIELD, NEW_DOCTOR_PHOTO_FIELD, NewDoctorBodySchema, type NewDoctorBody,
} from '../../../src/protocol/doctor-admin';
import { AppError, ErrorBodySchema } from '../../../src/protocol/errors';
import type { AppDeps } from '../../deps';
import { unstorableTextError, unstorableTextPath } from '../../plugins/safe-text';
import { multipartError } from '../../uploads/multipart-errors';
import { doctorAdminService, type PhotoUpload } from './doctor-admin.service';

const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, 413: ErrorBodySchema, 415: ErrorBodySchema, 422: ErrorBodySchema };
const invalid = (message: string) => new AppError('validation', 422, { message, errors: [{ path: NEW_DOCTOR_DATA_FIELD, code: 'field.format' }] });

/**
 * Reads a new doctor's multipart request: the JSON field `data` (NewDoctorBody) and at most one
 * image file `photo`. Malformed details are 422, a photo over the upload limit 413.
 */
async function readNewDoctor(request: FastifyRequest, maxBytes: number): Promise<{ body: NewDoctorBody; photo: PhotoUpload | null }> {
  if (!request.isMultipart()) throw invalid('Send the details as multipart field data');
  let data: string | null = null;
  let photo: PhotoUpload | null = null;
  try {
    for await (const part of request.parts({ limits: { files: 1, fileSize: maxBytes, fields: 5, parts: 6, fieldSize: 64 * 1024 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw new AppError('upload.too_large', 413, { message: 'The photo is too large', errors: [{ path: NEW_DOCTOR_PHOTO_FIELD, code: 'upload.too_large', params: { limit: maxBytes } }] });
        if (part.fieldname === NEW_DOCTOR_PHOTO_FIELD && bytes.length) photo = { bytes };
      } else if (part.fieldname === NEW_DOCTOR_DATA_FIELD && typeof part.value === 'string') data = part.value;
    }
  } catch (err) {
    throw multipartError(err, new AppError('upload.too_large', 413, { message: 'The photo is too large' }));
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(data ?? '');
  } catch {
    throw invalid('The field data must hold the details as JSON');
  }
  const unstorable = unstorableTextPath(parsed);
  if (unstorable !== null) throw unstorableTextError(unstorable || NEW_DOCTOR_DATA_FIELD);
  const cleaned = Value.Clean(NewDoctorBodySchema, Value.Clone(parsed));
  if (!Value.Check(NewDoctorBodySchema, cleaned)) {
    const fields = [...Value.Errors(NewDoctorBodySchema, cleaned)].map((e) => ({ path: e.path.replace(/^\//, '').replace(/\//g, '.') || NEW_DOCTOR_DATA_FIELD, code: 'field.format' as const }));
    throw new AppError('validation', 422, { message: 'Some fields are not valid', errors: fields.slice(0, 20) });
  }
  return { body: cleaned, photo };
}

/** A clinic's doctors for its administrators (src/protocol/doctor-admin.ts has the route table). */
export default async function doctorAdminRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const doctors = doctorAdminService(deps, app.log);
  const maxBytes = deps.config.maxUploadMb * 1024 * 1024;
  const base = '/cadmin/clinics/:clinicId/doctors';

  app.get(base, { onRequest: [app.requireUser, requireClinicAdmin], schema: { params: ClinicParamsSchema, response: { 200: Envelope(Type.Array(AdminDoctorSchema)), ...errors } } }, async (request) => ({
    data: await doctors.list(request.auth!.user, request.params.clinicId),
  }));

  app.post(
    `${base}/existing`,
    { onRequest: [app.requireUser, requireClinicAdmin], schema: { params: ClinicParamsSchema, body: ExistingDoctorBodySchema, response: { 201: Envelope(DoctorAddedSchema), ...errors } } },
    async (request, reply) => reply.status(201).send({ data: await doctors.addExisting({ user: request.auth!.user, ip: request.ip }, request.params.clinicId, request.body) }),
  );

  app.post(base, { onRequest: [app.requireUser, requireClinicAdmin], schema: { params: ClinicParamsSchema, response: { 201: Envelope(DoctorAddedSchema), ...errors } } }, async (request, reply) => {
    const { body, photo } = await readNewDoctor(request, maxBytes);
    return reply.status(201).send({ data: await doctors.create({ user: request.auth!.user, ip: request.ip }, request.params.clinicId, body, photo) });
  });

  app.put(
    `${base}/:doctorId/services`,
    { onRequest: [app.requireUser, requireClinicAdmin], schema: { params: ClinicDoctorParamsSchema, body: DoctorServicesBodySchema, response: { 200: Envelope(AdminDoctorSchema), ...errors } } },
    async (request) => ({ data: await doctors.setServices({ user: request.auth!.user, ip: request.ip }, request.params.clinicId, request.params.doctorId, request.body.clinic_service_ids) }),
  );

  for (const [verb, active] of [['deactivate', false], ['reactivate', true]] as const) {
    app.post(
      `${base}/:doctorId/${verb}`,
      { onRequest: [app.requireUser, requireClinicAdmin], schema: { params: ClinicDoctorParamsSchema, response: { 200: Envelope(AdminDoctorSchema), ...errors } } },
      async (request) => ({ data: await doctors.setActive({ user: request.auth!.user, ip: request.ip }, request.params.clinicId, request.params.doctorId, active) }),
    );
  }

  app.post(
    `${base}/:doctorId/invite`,
    { onRequest: [app.requireUser, requireClinicAdmin], schema: { params: ClinicDoctorParamsSchema, response: { 200: Envelope(InvitationSentSchema), ...errors } } },
    async (request) => ({ data: await doctors.resendInvitation({ user: request.auth!.user, ip: request.ip }, request.params.clinicId, request.params.doctorId) }),
  );

  app.get(
    `${base}/:doctorId/appointments`,
    { onRequest: [app.requireUser, requireClinicAdmin], schema: { params: ClinicDoctorParamsSchema, response: { 200: Envelope(Type.Array(DoctorAppointmentSchema)), ...errors } } },
    async (request) => ({ data: await doctors.futureAppointments(request.auth!.user, request.params.clinicId, request.params.doctorId) }),
  );
}
