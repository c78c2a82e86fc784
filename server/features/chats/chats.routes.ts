import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope, IdParamsSchema } from '../../../src/protocol/common';
import { ErrorBodySchema } from '../../../src/protocol/errors';
import { CHAT_FILE_FIELD, ChatSpaceSchema, MessageSchema, MessagesPageSchema, MessagesQuerySchema, SendFileQuerySchema, SendTextBodySchema } from '../../../src/protocol/chats';
import { createReadStream } from 'node:fs';
import { readSingleUploadFile } from '../../uploads/single-upload';
import { contentDisposition } from './chat-file-type';
import type { AppDeps } from '../../deps';
import { chatsService } from './chats.service';
import { openClinicChat } from './clinic-chats';
import { ClinicChatBodySchema, ClinicChatSchema } from '../../../src/protocol/desk-registration';

/** Served chat files are data to download or an image to embed, never a page that runs. */
const FILE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'cache-control': 'private, max-age=3600',
};

/**
 * Chat spaces of the signed-in person (SPEC §7): the list, one space, marking it seen, sending
 * text and files (idempotent with `client_id`) and reading history. A space the person is not a
 * party to answers 404.
 */
export default async function chatsRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const chats = chatsService(deps, app.log);
  const errors = { 401: ErrorBodySchema, 404: ErrorBodySchema, 422: ErrorBodySchema };

  app.get(
    '/chat-spaces',
    { onRequest: app.requireUser, schema: { response: { 200: Envelope(Type.Array(ChatSpaceSchema)), 401: ErrorBodySchema } } },
    async (request) => ({ data: await chats.list(request.auth!.user.id) }),
  );

  /** An operator opens their clinic's chat with a patient (issue 16: after registering them at the desk). */
  app.post(
    '/chat-spaces/clinic',
    { onRequest: app.requireUser, schema: { body: ClinicChatBodySchema, response: { 200: Envelope(ClinicChatSchema), 403: ErrorBodySchema, ...errors } } },
    async (request) => ({ data: { id: await openClinicChat(deps, request.auth!.user.id, request.body.clinic_id, request.body.patient_id) } }),
  );

  app.get(
    '/chat-spaces/:id',
    { onRequest: app.requireUser, schema: { params: IdParamsSchema, response: { 200: Envelope(ChatSpaceSchema), ...errors } } },
    async (request) => ({ data: await chats.get(request.auth!.user.id, request.params.id) }),
  );

  app.post(
    '/chat-spaces/:id/seen',
    { onRequest: app.requireUser, schema: { params: IdParamsSchema, response: { 200: Envelope(Type.String()), ...errors } } },
    async (request) => ({ data: await chats.markSeen(request.auth!.user.id, request.params.id) }),
  );

  app.post(
    '/chat-spaces/:id/messages/text',
    {
      // The hot path: who is sending is all the send needs (issue 19).
      config: { identityOnly: true },
      onRequest: app.requireIdentity,
      schema: { params: IdParamsSchema, body: SendTextBodySchema, response: { 200: Envelope(MessageSchema), 409: ErrorBodySchema, ...errors } },
    },
    async (request) => ({ data: await chats.sendText(request.identity!.userId, request.params.id, request.body.text, request.body.client_id) }),
  );

  app.post(
    '/chat-spaces/:id/messages/file',
    {
      onRequest: app.requireUser,
      schema: {
        params: IdParamsSchema,
        querystring: SendFileQuerySchema,
        response: { 200: Envelope(MessageSchema), 409: ErrorBodySchema, 413: ErrorBodySchema, 415: ErrorBodySchema, ...errors },
      },
    },
    async (request) => ({
      data: await chats.sendFile(request.auth!.user.id, request.params.id, request.query.client_id, () =>
        readSingleUploadFile(request, { field: CHAT_FILE_FIELD, maxBytes: deps.config.maxUploadMb * 1024 * 1024 }),
      ),
    }),
  );

  app.get(
    '/chat-spaces/:id/files/:messageId',
    {
      onRequest: app.requireUser,
      schema: {
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }), messageId: Type.String({ minLength: 1, maxLength: 64 }) }),
        response: { 200: Type.Unknown({ description: 'The file bytes' }), ...errors },
      },
    },
    async (request, reply) => {
      const { file, inline, fullPath } = await chats.file(request.auth!.user.id, request.params.id, request.params.messageId);
      return reply
        .headers(FILE_HEADERS)
        .header('content-type', file.content_type)
        .header('content-length', file.size)
        .header('content-disposition', contentDisposition(file.name, inline))
        .send(createReadStream(fullPath));
    },
  );

  app.get(
    '/chat-spaces/:id/messages',
    { onRequest: app.requireUser, schema: { params: IdParamsSchema, querystring: MessagesQuerySchema, response: { 200: Envelope(MessagesPageSchema), ...errors } } },
    async (request) => ({ data: await chats.messages(request.auth!.user.id, request.params.id, request.query) }),
  );
}
