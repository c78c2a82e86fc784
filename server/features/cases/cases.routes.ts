import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope, IdParamsSchema } from '../../../src/protocol/common';
import {
  CaseCommandBodySchema,
  CaseFileQuerySchema,
  CaseHistoryEntrySchema,
  CaseListQuerySchema,
  CaseListSchema,
  CaseSchema,
  OpenCaseBodySchema,
} from '../../../src/protocol/case-schemas';
import { ErrorBodySchema } from '../../../src/protocol/errors';
import type { User } from '../../../src/protocol/user';
import type { AppDeps } from '../../deps';
import { readSingleUploadFile } from '../../uploads/single-upload';
import { contentDisposition } from '../chats';
import { casesService } from './cases.service';

/** Served files are data to download or an image to embed, never a page that runs. */
const FILE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'cache-control': 'private, max-age=3600',
};

const FileParamsSchema = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }), fileId: Type.String({ minLength: 1, maxLength: 64 }) });

/**
 * Medical cases (src/protocol/case-schemas.ts has the route table): the list, opening a case, one
 * case, its commands, files and history. Anyone with no right to a case is answered 404, as for a
 * case that does not exist; a clinic's operator, who knows it exists, 403 `case.clinical_content`.
 */
export default async function casesRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const cases = casesService(deps);
  const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, 422: ErrorBodySchema };
  const one = { 200: Envelope(CaseSchema), ...errors };
  const user = (request: { auth: { user: User } | null }) => request.auth!.user;

  app.get('/cases', { onRequest: app.requireUser, schema: { querystring: CaseListQuerySchema, response: { 200: Envelope(CaseListSchema), ...errors } } }, async (request) => ({
    data: await cases.list(user(request), request.query),
  }));

  app.post(
    '/cases',
    { onRequest: app.requireUser, schema: { body: OpenCaseBodySchema, response: { 201: Envelope(CaseSchema), ...one } } },
    async (request, reply) => {
      const { case: c, created } = await cases.open(user(request), request.body, request.ip);
      return reply.code(created ? 201 : 200).send({ data: c });
    },
  );

  app.get('/cases/:id', { onRequest: app.requireUser, schema: { params: IdParamsSchema, response: one } }, async (request) => ({
    data: await cases.get(user(request), request.params.id, request.ip),
  }));

  app.post('/cases/:id/commands', { onRequest: app.requireUser, schema: { params: IdParamsSchema, body: CaseCommandBodySchema, response: one } }, async (request) => ({
    data: await cases.command(user(request), request.params.id, request.body, request.ip),
  }));

  app.post(
    '/cases/:id/files',
    { onRequest: app.requireUser, schema: { params: IdParamsSchema, querystring: CaseFileQuerySchema, response: { ...one, 413: ErrorBodySchema } } },
    async (request) => ({
      data: await cases.uploadFile(
        user(request),
        request.params.id,
        request.query.version,
        () => readSingleUploadFile(request, { field: 'file', maxBytes: deps.config.maxUploadMb * 1024 * 1024 }),
        request.ip,
      ),
    }),
  );

  app.get(
    '/cases/:id/files/:fileId',
    { onRequest: app.requireUser, schema: { params: FileParamsSchema, response: { 200: Type.Unknown({ description: 'The file bytes' }), ...errors } } },
    async (request, reply) => {
      const f = await cases.file(user(request), request.params.id, request.params.fileId, request.ip);
      return reply
        .headers(FILE_HEADERS)
        .header('content-type', f.contentType)
        .header('content-length', f.size)
        .header('content-disposition', contentDisposition(f.name, f.contentType.startsWith('image/')))
        .send(createReadStream(f.fullPath));
    },
  );

  app.get('/cases/:id/history', { onRequest: app.requireUser, schema: { params: IdParamsSchema, response: { 200: Envelope(Type.Array(CaseHistoryEntrySchema)), ...errors } } }, async (request) => ({
    data: await cases.history(user(request), request.params.id, request.ip),
  }));
}
