import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { InterviewBindingSchema } from '../../../src/protocol/auth';
import { PageEnvelope } from '../../../src/protocol/catalog';
import { Envelope, IdParamsSchema } from '../../../src/protocol/common';
import { ErrorBodySchema } from '../../../src/protocol/errors';
import { AnswerBodySchema, EvidenceBodySchema, InterviewSchema, InterviewSummarySchema, NewInterviewSchema } from '../../../src/protocol/interviews';
import type { User } from '../../../src/protocol/user';
import type { AppDeps } from '../../deps';
import { clearGuestKeyCookie, guestKeyCookie, guestKeyHashOf, newGuestKey } from './guest-key';
import { interviewsService, type Caller } from './interviews.service';

const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, 422: ErrorBodySchema };
const ListQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
});

/**
 * `/api/interviews/*` (SPEC §7): the symptom-checker interview. Every call but the list and
 * bind-patient works without a session for guest interviews, which the key cookie of the browser
 * that started them guards (guest-key.ts; issue 20): without it, a guest interview is not found.
 */
export default async function interviewsRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const interviews = interviewsService(deps);
  const user = (request: { auth: { user: User } | null }) => request.auth?.user ?? null;
  const caller = (request: FastifyRequest): Caller => ({ user: user(request), guestKeyHash: guestKeyHashOf(request) });
  const one = { params: IdParamsSchema, response: { 200: Envelope(InterviewSchema), ...errors } };

  app.post('/interviews', { onRequest: app.requireUser, schema: { body: NewInterviewSchema, response: { 200: Envelope(InterviewSchema), ...errors } } }, async (request) => ({
    data: await interviews.create(request.body, user(request)),
  }));
  app.get('/interviews', { onRequest: app.requireUser, schema: { querystring: ListQuerySchema, response: { 200: PageEnvelope(InterviewSummarySchema), ...errors } } }, async (request) => ({
    data: await interviews.list(request.auth!.user, request.query.page ?? 1, request.query.limit ?? 20),
  }));
  app.get('/interviews/:id', { schema: one }, async (request) => ({ data: await interviews.get(request.params.id, caller(request)) }));
  app.post('/interviews/:id/evidence', { schema: { ...one, body: EvidenceBodySchema } }, async (request) => ({
    data: await interviews.addEvidence(request.params.id, request.body.evidence, caller(request)),
  }));
  app.post('/interviews/:id/answer', { schema: { ...one, body: AnswerBodySchema } }, async (request) => ({
    data: await interviews.answer(request.params.id, request.body.answers, caller(request)),
  }));
  app.post('/interviews/:id/back', { schema: one }, async (request) => ({ data: await interviews.back(request.params.id, caller(request)) }));
  app.post('/interviews/:id/finish', { schema: one }, async (request) => ({ data: await interviews.finish(request.params.id, caller(request)) }));

  app.post(
    '/interviews/:id/bind-patient',
    { onRequest: app.requireUser, schema: { params: IdParamsSchema, response: { 200: Envelope(InterviewBindingSchema), ...errors } } },
    async (request, reply) => {
      const guestKeyHash = guestKeyHashOf(request);
      const data = await interviews.bindPatient(request.params.id, request.auth!.user, guestKeyHash);
      // The interview is the account's now: the browser's key opens it no more, so it goes.
      if (guestKeyHash !== null) reply.header('set-cookie', clearGuestKeyCookie(request, request.params.id));
      return { data };
    },
  );
}

/**
 * `POST /guest/interviews` (SPEC §7): an anonymous interview. The answer sets the HttpOnly cookie
 * with its key (guest-key.ts): only the browser holding it reads, answers and binds the interview.
 */
export async function guestInterviewsRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const interviews = interviewsService(deps);
  app.post('/interviews', { schema: { body: NewInterviewSchema, response: { 200: Envelope(InterviewSchema), ...errors } } }, async (request, reply) => {
    const { key, hash } = newGuestKey();
    const data = await interviews.create({ ...request.body, patient_id: undefined }, null, hash);
    reply.header('set-cookie', guestKeyCookie(request, data.id, key));
    return { data };
  });
}
