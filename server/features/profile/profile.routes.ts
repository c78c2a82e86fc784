import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope } from '../../../src/protocol/common';
import { ErrorBodySchema } from '../../../src/protocol/errors';
import { UserSchema } from '../../../src/protocol/user';
import {
  AVATAR_FIELD,
  ContactInfoBodySchema,
  LanguageBodySchema,
  PasswordChangeBodySchema,
  PersonalInfoBodySchema,
} from '../../../src/protocol/profile';
import type { AppDeps } from '../../deps';
import { profileService } from './profile.service';
import { AgreementBodySchema } from '../../../src/protocol/desk-registration';
import { readSingleUpload } from '../../uploads/single-upload';

const UserResponse = { 200: Envelope(UserSchema), '4xx': ErrorBodySchema };

/** Served avatars may be embedded as images and nothing else. */
const AVATAR_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'content-disposition': 'inline',
};

/**
 * The signed-in person's profile (issue 2) and the public avatar files. Every `/profile/*` call
 * needs a session and answers the fresh User.
 */
export default async function routes(fastify: FastifyInstance, opts: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const profile = profileService(opts.deps);
  const maxUploadBytes = opts.deps.config.maxUploadMb * 1024 * 1024;

  app.put(
    '/profile/personal-info',
    { preHandler: app.requireUser, schema: { body: PersonalInfoBodySchema, response: UserResponse } },
    async (request) => ({ data: await profile.updatePersonalInfo(request.auth!.user.id, request.body) }),
  );

  app.put(
    '/profile/contact-info',
    { preHandler: app.requireUser, schema: { body: ContactInfoBodySchema, response: UserResponse } },
    async (request) => ({ data: await profile.updateContactInfo(request.auth!.user.id, request.body) }),
  );

  app.put(
    '/profile/password',
    { preHandler: app.requireUser, schema: { body: PasswordChangeBodySchema, response: UserResponse } },
    async (request) => ({ data: await profile.changePassword(request.auth!.user.id, request.auth!.sessionId, request.body) }),
  );

  /** The first sign-in of an account a clinic created: accept the user agreement, optionally set a password. */
  app.post(
    '/profile/agreement',
    { preHandler: app.requireUser, schema: { body: AgreementBodySchema, response: UserResponse } },
    async (request) => ({ data: await profile.acceptAgreement(request.auth!.user.id, request.body) }),
  );

  app.put(
    '/profile/language',
    { preHandler: app.requireUser, schema: { body: LanguageBodySchema, response: UserResponse } },
    async (request) => ({ data: await profile.setLanguage(request.auth!.user.id, request.body) }),
  );

  /** Multipart with exactly one image file in the field `file`. */
  app.post('/profile/avatar', { preHandler: app.requireUser, schema: { response: UserResponse } }, async (request) => {
    const bytes = await readSingleUpload(request, { field: AVATAR_FIELD, maxBytes: maxUploadBytes });
    return { data: await profile.saveAvatar(request.auth!.user.id, bytes) };
  });

  app.delete('/profile/avatar', { preHandler: app.requireUser, schema: { response: UserResponse } }, async (request) => ({
    data: await profile.removeAvatar(request.auth!.user.id),
  }));

  /** Public, so `<img src>` works without a bearer header; the URL's `?v=` busts caches. */
  app.get(
    '/files/avatars/:userId',
    {
      schema: {
        params: Type.Object({ userId: Type.String() }),
        querystring: Type.Object({ v: Type.Optional(Type.String()) }),
        response: { 200: Type.Unknown({ description: 'The image bytes' }), '4xx': ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const file = await profile.avatarFile(request.params.userId, request.query.v);
      return reply
        .headers(AVATAR_HEADERS)
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('cache-control', file.current ? 'public, max-age=31536000, immutable' : 'no-cache')
        .send(file.stream);
    },
  );
}
