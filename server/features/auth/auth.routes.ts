import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  AuthcodeBodySchema,
  CodeRequestBodySchema,
  CodeSentSchema,
  CodeSubmitBodySchema,
  LoginBodySchema,
  LoginMethodsSchema,
  PasswordLoginBodySchema,
  SessionSchema,
} from '../../../src/protocol/auth';
import { Envelope } from '../../../src/protocol/common';
import { ErrorBodySchema } from '../../../src/protocol/errors';
import { UserSchema } from '../../../src/protocol/user';
import type { AppDeps } from '../../deps';
import { createMessenger } from '../messaging';
import { authService } from './auth.service';
import registrationRoutes from './registration.routes';
import { contextOf, senderOf } from './request-context';

/** Error answers of the sign-in calls. */
const errors = { 401: ErrorBodySchema, 422: ErrorBodySchema, 429: ErrorBodySchema };
const codeRequestErrors = { 422: ErrorBodySchema, 429: ErrorBodySchema, 502: ErrorBodySchema };

/** `/api/auth/*` (SPEC §7): sign-in methods, password, one-time codes, authcodes, user, logout. */
export default async function authRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const messenger = deps.messenger ?? createMessenger(deps.config, app.log, deps.clock);
  const auth = authService(deps, messenger, app.log);

  app.post(
    '/auth/login',
    { schema: { body: LoginBodySchema, response: { 200: Envelope(LoginMethodsSchema), 422: ErrorBodySchema } } },
    async (request) => ({ data: await auth.methods(request.body.identifier) }),
  );

  app.post(
    '/auth/login-with-password',
    { schema: { body: PasswordLoginBodySchema, response: { 200: Envelope(SessionSchema), ...errors } } },
    async (request) => ({ data: await auth.withPassword(request.body, contextOf(request)) }),
  );

  app.post(
    '/auth/login-with-phone/request',
    { schema: { body: CodeRequestBodySchema, response: { 200: Envelope(CodeSentSchema), ...codeRequestErrors } } },
    async (request) => ({ data: await auth.requestCode(request.body.identifier, 'phone', senderOf(request)) }),
  );

  app.post(
    '/auth/login-with-email/request',
    { schema: { body: CodeRequestBodySchema, response: { 200: Envelope(CodeSentSchema), ...codeRequestErrors } } },
    async (request) => ({ data: await auth.requestCode(request.body.identifier, 'email', senderOf(request)) }),
  );

  // SPEC §7: the e-mail code is submitted on this same path, so it takes a code from either channel.
  app.post(
    '/auth/login-with-phone/submit',
    { schema: { body: CodeSubmitBodySchema, response: { 200: Envelope(SessionSchema), ...errors } } },
    async (request) => ({ data: await auth.withCode(request.body, contextOf(request)) }),
  );

  app.post(
    '/auth/login-with-authcode',
    { schema: { body: AuthcodeBodySchema, response: { 200: Envelope(SessionSchema), ...errors } } },
    async (request) => ({ data: await auth.withAuthcode(request.body.code, contextOf(request)) }),
  );

  app.get(
    '/auth/user',
    { onRequest: app.requireUser, schema: { response: { 200: Envelope(UserSchema), 401: ErrorBodySchema } } },
    async (request) => ({ data: request.auth!.user }),
  );

  app.post(
    '/auth/logout',
    { onRequest: app.requireUser, schema: { response: { 200: Envelope(Type.Null()), 401: ErrorBodySchema } } },
    async (request) => {
      await auth.logout(request.auth!.sessionId);
      return { data: null };
    },
  );

  await app.register(registrationRoutes, { deps, messenger });
}
