import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Envelope } from '../../../src/protocol/common';
import { ErrorBodySchema } from '../../../src/protocol/errors';
import {
  NotificationsPageSchema,
  NotificationsQuerySchema,
  NotificationsSeenSchema,
  NotificationSummarySchema,
  OkSchema,
  OnesignalSubscribeBodySchema,
} from '../../../src/protocol/notifications';
import type { AppDeps } from '../../deps';
import { notificationsService, startDevicePushes } from './notifications.service';

/**
 * Notifications of the signed-in person (SPEC §7): the list (newest first, paged), the summary,
 * marking them seen, and registering this device's OneSignal subscription for the session. Also
 * starts the device pushes.
 */
export default async function notificationsRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const notifications = notificationsService(deps);
  const pushes = startDevicePushes(deps, app.log);
  app.addHook('onClose', async () => {
    pushes.stop();
    await pushes.idle();
  });

  app.get(
    '/notifications',
    {
      onRequest: app.requireUser,
      schema: { querystring: NotificationsQuerySchema, response: { 200: Envelope(NotificationsPageSchema), 401: ErrorBodySchema, 422: ErrorBodySchema } },
    },
    async (request) => ({ data: await notifications.list(request.auth!.user.id, request.query) }),
  );

  app.get(
    '/notifications/summary',
    { onRequest: app.requireUser, schema: { response: { 200: Envelope(NotificationSummarySchema), 401: ErrorBodySchema } } },
    async (request) => ({ data: await notifications.summary(request.auth!.user.id) }),
  );

  app.post(
    '/notifications/seen',
    { onRequest: app.requireUser, schema: { response: { 200: Envelope(NotificationsSeenSchema), 401: ErrorBodySchema } } },
    async (request) => ({ data: await notifications.markSeen(request.auth!.user.id) }),
  );

  app.post(
    '/notifications/onesignal',
    {
      onRequest: app.requireUser,
      schema: { body: OnesignalSubscribeBodySchema, response: { 200: Envelope(OkSchema), 401: ErrorBodySchema, 409: ErrorBodySchema, 422: ErrorBodySchema } },
    },
    async (request) => ({ data: await notifications.subscribe({ userId: request.auth!.user.id, sessionId: request.auth!.sessionId }, request.body.onesignal_user_id) }),
  );
}
