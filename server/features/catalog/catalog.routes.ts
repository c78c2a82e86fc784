import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Envelope } from '../../../src/protocol/common';
import { ErrorBodySchema } from '../../../src/protocol/errors';
import {
  CitySchema, ClinicSchema, ClinicSummarySchema, DoctorDetailSchema, DoctorSummarySchema, DoctorsQuerySchema, DoubleEnvelope, LabtestSchema, ListEnvelope,
  PageEnvelope, PatientLogTypeSchema, ServiceCategorySchema, ServiceDetailSchema, ServiceSchema, ServiceSummarySchema,
  ServiceTemplateSchema, ServicesQuerySchema, SpecialitySchema,
} from '../../../src/protocol/catalog';
import { Icd10EntrySchema, Icd10QuerySchema } from '../../../src/protocol/case-schemas';
import type { AppDeps } from '../../deps';
import { catalogService, icd10Matches } from './catalog.service';

/** Any id in a path: the service answers 404 for one that is malformed or unknown. */
const IdParams = Type.Object({ id: Type.String({ maxLength: 200 }) });
const notFound = { 404: ErrorBodySchema };
const invalid = { 422: ErrorBodySchema };

/** A logo is a stored upload: it may not run script, load anything, or be sniffed as another type. */
/** The raw bytes of a stored file (sent as they are, never serialised). */
const FileBody = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });

const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/**
 * The public catalogue (no session needed): static lists loaded at start-up (SPEC §7), doctors,
 * services, clinics and clinic logos. Everything Localized comes in both languages. Beside it,
 * for signed-in users only, the search of the ICD-10 list shipped with the project (diagnoses).
 */
export default async function catalogRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const catalog = catalogService(deps);

  app.get('/static/labtests', { schema: { response: { 200: ListEnvelope(LabtestSchema) } } }, async () => ({ data: await catalog.labtests() }));
  app.get('/static/patient-log-types', { schema: { response: { 200: ListEnvelope(PatientLogTypeSchema) } } }, async () => ({
    data: await catalog.patientLogTypes(),
  }));
  app.get('/static/cities', { schema: { response: { 200: ListEnvelope(CitySchema) } } }, async () => ({ data: await catalog.cities() }));
  // SPEC §7: the client reads these four from data.data.
  app.get('/static/service-categories', { schema: { response: { 200: DoubleEnvelope(ServiceCategorySchema) } } }, async () => ({
    data: { data: await catalog.serviceCategories() },
  }));
  app.get('/static/service-templates', { schema: { response: { 200: DoubleEnvelope(ServiceTemplateSchema) } } }, async () => ({
    data: { data: await catalog.serviceTemplates() },
  }));
  app.get('/static/specialities', { schema: { response: { 200: DoubleEnvelope(SpecialitySchema) } } }, async () => ({
    data: { data: await catalog.specialities() },
  }));
  app.get('/static/services', { schema: { response: { 200: DoubleEnvelope(ServiceSchema) } } }, async () => ({
    data: { data: await catalog.services() },
  }));

  app.get('/doctors', { schema: { querystring: DoctorsQuerySchema, response: { 200: PageEnvelope(DoctorSummarySchema), ...invalid } } }, async (request) => ({
    data: await catalog.listDoctors(request.query),
  }));
  app.get('/doctors/:id', { schema: { params: IdParams, response: { 200: Envelope(DoctorDetailSchema), ...notFound } } }, async (request) => ({
    data: await catalog.getDoctor(request.params.id),
  }));

  app.get('/services', { schema: { querystring: ServicesQuerySchema, response: { 200: PageEnvelope(ServiceSummarySchema), ...invalid } } }, async (request) => ({
    data: await catalog.listServices(request.query),
  }));
  app.get('/services/:id', { schema: { params: IdParams, response: { 200: Envelope(ServiceDetailSchema), ...notFound } } }, async (request) => ({
    data: await catalog.getService(request.params.id),
  }));

  app.get(
    '/icd10',
    { onRequest: app.requireUser, schema: { querystring: Icd10QuerySchema, response: { 200: Envelope(Type.Array(Icd10EntrySchema)), 401: ErrorBodySchema, ...invalid } } },
    async (request) => ({ data: icd10Matches(request.query.q, request.query.limit) }),
  );

  app.get('/clinics', { schema: { response: { 200: ListEnvelope(ClinicSummarySchema) } } }, async () => ({ data: await catalog.clinics() }));
  app.get('/clinics/:id', { schema: { params: IdParams, response: { 200: Envelope(ClinicSchema), ...notFound } } }, async (request) => ({
    data: await catalog.getClinic(request.params.id),
  }));

  app.get('/files/clinics/:id/logo', { schema: { params: IdParams, response: { 200: FileBody, 304: Type.Null(), ...notFound } } }, async (request, reply) => {
    const file = await catalog.clinicLogo(request.params.id);
    reply
      .header('content-security-policy', FILE_CSP)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-cache')
      .header('etag', file.etag);
    if (request.headers['if-none-match'] === file.etag) return reply.status(304).send(null);
    return reply.type(file.contentType).send(file.body);
  });
}
