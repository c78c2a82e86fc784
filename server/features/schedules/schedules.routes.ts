import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope, IdParamsSchema } from '../../../src/protocol/common';
import { ErrorBodySchema } from '../../../src/protocol/errors';
import {
  BindInterviewBodySchema,
  BookBodySchema,
  CancelBodySchema,
  ReassignBodySchema,
  RescheduleBodySchema,
  ScheduleActionBodySchema,
  ScheduleListQuerySchema,
  ScheduleListSchema,
  ScheduleSchema,
  WaitBodySchema,
  WaitingEntrySchema,
} from '../../../src/protocol/schedule-schemas';
import type { AppDeps } from '../../deps';
import { readSingleUploadFile } from '../../uploads/single-upload';
import { contentDisposition } from '../chats';
import { onInterviewFinished } from '../interviews';
import { schedulesService } from './schedules.service';

/** Served documents are data to download or an image to embed, never a page that runs. */
const FILE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'cache-control': 'private, max-age=3600',
};

const FileParamsSchema = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }), fileId: Type.String({ minLength: 1, maxLength: 64 }) });
const OkSchema = Type.Object({ ok: Type.Literal(true) });

/**
 * Appointments (src/protocol/schedule-schemas.ts has the table of calls): the list and one
 * appointment for its parties, booking, every change of the lifecycle, pre-visit documents, the
 * calendar entry and the waiting list. An appointment the person is no party to answers 404.
 */
export default async function schedulesRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const schedules = schedulesService(deps);
  // The finish itself has committed; a failure here only costs the doctor the push, so it is logged.
  onInterviewFinished(deps.db, async (id) => {
    try {
      await schedules.interviewFinished(id);
    } catch (err) {
      fastify.log.error({ err, interviewId: id }, 'schedules: could not record a finished interview on its appointment');
      throw err;
    }
  });
  const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, 422: ErrorBodySchema };
  const one = { 200: Envelope(ScheduleSchema), ...errors };
  const user = (request: { auth: { user: import('../../../src/protocol/user').User } | null }) => request.auth!.user;

  app.get(
    '/schedules',
    { onRequest: app.requireUser, schema: { querystring: ScheduleListQuerySchema, response: { 200: Envelope(ScheduleListSchema), ...errors } } },
    async (request) => ({ data: await schedules.list(user(request), request.query) }),
  );

  app.post(
    '/schedules',
    { onRequest: app.requireUser, schema: { body: BookBodySchema, response: { 201: Envelope(ScheduleSchema), 200: Envelope(ScheduleSchema), ...errors } } },
    async (request, reply) => {
      const { schedule, created } = await schedules.book(user(request), request.body);
      return reply.code(created ? 201 : 200).send({ data: schedule });
    },
  );

  app.get('/schedules/:id', { onRequest: app.requireUser, schema: { params: IdParamsSchema, response: one } }, async (request) => ({
    data: await schedules.get(user(request), request.params.id),
  }));

  /** Changes whose body is only the optional version may come without a body at all. */
  const emptyBody = async (request: { body: unknown }) => {
    if (request.body === undefined || request.body === null) request.body = {};
  };

  for (const action of ['confirm', 'activate', 'complete'] as const) {
    app.post(
      `/schedules/:id/${action}`,
      { onRequest: app.requireUser, preValidation: emptyBody, schema: { params: IdParamsSchema, body: ScheduleActionBodySchema, response: one } },
      async (request) => ({ data: await schedules[action](user(request), request.params.id, request.body.version) }),
    );
  }

  app.post('/schedules/:id/cancel', { onRequest: app.requireUser, schema: { params: IdParamsSchema, body: CancelBodySchema, response: one } }, async (request) => ({
    data: await schedules.cancel(user(request), request.params.id, request.body),
  }));

  app.post('/schedules/:id/reschedule', { onRequest: app.requireUser, schema: { params: IdParamsSchema, body: RescheduleBodySchema, response: one } }, async (request) => ({
    data: await schedules.reschedule(user(request), request.params.id, request.body),
  }));

  app.post('/schedules/:id/reassign', { onRequest: app.requireUser, schema: { params: IdParamsSchema, body: ReassignBodySchema, response: one } }, async (request) => ({
    data: await schedules.reassign(user(request), request.params.id, request.body),
  }));

  app.post(
    '/schedules/:id/interview/ask',
    { onRequest: app.requireUser, preValidation: emptyBody, schema: { params: IdParamsSchema, body: ScheduleActionBodySchema, response: one } },
    async (request) => ({ data: await schedules.askInterview(user(request), request.params.id, request.body.version) }),
  );

  app.post('/schedules/:id/interview', { onRequest: app.requireUser, schema: { params: IdParamsSchema, body: BindInterviewBodySchema, response: one } }, async (request) => ({
    data: await schedules.bindInterview(user(request), request.params.id, request.body),
  }));

  app.post(
    '/schedules/:id/files',
    { onRequest: app.requireUser, schema: { params: IdParamsSchema, response: { ...one, 413: ErrorBodySchema } } },
    async (request) => ({
      data: await schedules.attachFile(user(request), request.params.id, () => readSingleUploadFile(request, { field: 'file', maxBytes: deps.config.maxUploadMb * 1024 * 1024 })),
    }),
  );

  app.get(
    '/schedules/:id/files/:fileId',
    { onRequest: app.requireUser, schema: { params: FileParamsSchema, response: { 200: Type.Unknown({ description: 'The file bytes' }), ...errors } } },
    async (request, reply) => {
      const f = await schedules.file(user(request), request.params.id, request.params.fileId);
      return reply
        .headers(FILE_HEADERS)
        .header('content-type', f.contentType)
        .header('content-length', f.size)
        .header('content-disposition', contentDisposition(f.name, f.contentType.startsWith('image/')))
        .send(createReadStream(f.fullPath));
    },
  );

  app.get(
    '/schedules/:id/calendar.ics',
    { onRequest: app.requireUser, schema: { params: IdParamsSchema, response: { 200: Type.String({ description: 'text/calendar' }), ...errors } } },
    async (request, reply) => {
      const { name, text } = await schedules.calendar(user(request), request.params.id, deps.config.publicUrl);
      return reply.header('content-type', 'text/calendar; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'private, no-store').send(text);
    },
  );

  app.get('/waiting-list', { onRequest: app.requireUser, schema: { response: { 200: Envelope(Type.Array(WaitingEntrySchema)), ...errors } } }, async (request) => ({
    data: await schedules.waiting(user(request)),
  }));

  app.post('/waiting-list', { onRequest: app.requireUser, schema: { body: WaitBodySchema, response: { 200: Envelope(WaitingEntrySchema), ...errors } } }, async (request) => ({
    data: await schedules.wait(user(request), request.body),
  }));

  app.delete('/waiting-list/:id', { onRequest: app.requireUser, schema: { params: IdParamsSchema, response: { 200: Envelope(OkSchema), ...errors } } }, async (request) => {
    await schedules.unwait(user(request), request.params.id);
    return { data: { ok: true as const } };
  });
}
