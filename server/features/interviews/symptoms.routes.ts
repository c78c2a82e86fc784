import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope, LanguageSchema } from '../../../src/protocol/common';
import { ErrorBodySchema } from '../../../src/protocol/errors';
import { CatalogueSchema, SymptomHitSchema, SymptomSearchQuerySchema } from '../../../src/protocol/interviews';
import { catalogue, searchSymptoms } from '../../symptoms/catalogue';
import { KNOWLEDGE_BASE } from '../../symptoms/knowledge-base';

/** `/api/symptoms/*`: the symptom catalogue and symptom search, public. */
export default async function symptomsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const byLanguage = { ka: catalogue(KNOWLEDGE_BASE, 'ka'), en: catalogue(KNOWLEDGE_BASE, 'en') };

  app.get('/symptoms/catalogue', { schema: { querystring: Type.Object({ lang: Type.Optional(LanguageSchema) }), response: { 200: Envelope(CatalogueSchema), 422: ErrorBodySchema } } }, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return { data: byLanguage[request.query.lang ?? 'ka'] };
  });
  app.get('/symptoms/search', { schema: { querystring: SymptomSearchQuerySchema, response: { 200: Envelope(Type.Array(SymptomHitSchema)), 422: ErrorBodySchema } } }, async (request) => ({
    data: searchSymptoms(KNOWLEDGE_BASE, request.query.q, { lang: request.query.lang ?? 'ka', sex: request.query.sex, limit: request.query.limit ?? 10 }),
  }));
}
