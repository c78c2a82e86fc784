import type { FastifyInstance } from 'fastify';
import { AppError, ErrorBodySchema } from '../../../src/protocol/errors';
import type { AppDeps } from '../../deps';

/**
 * Where OneSignal's web SDK v16 (react-onesignal 3) registers its service worker by default: the
 * site's root, so its scope is the whole app.
 */
export const PUSH_WORKER_PATH = '/OneSignalSDKWorker.js';

/** OneSignal's standard service-worker file: it loads the worker code from their CDN. */
export const PUSH_WORKER_SOURCE = 'importScripts("https://cdn.onesignal.com/sdks/web/v16/OneSignalSDK.sw.js");\n';

/**
 * OneSignal's service worker at the root of the site, when push is configured (an app id: what
 * makes the client start OneSignal); otherwise a JSON 404, never the app's HTML. Always
 * revalidated, so a change of OneSignal's file reaches devices on their next visit.
 */
export default async function pushWorkerRoutes(app: FastifyInstance, { deps }: { deps: Pick<AppDeps, 'config'> }) {
  // A file of the web app, not an API call: left out of /api/openapi.json.
  app.get(PUSH_WORKER_PATH, { schema: { hide: true, response: { 404: ErrorBodySchema } } }, async (_request, reply) => {
    if (!deps.config.onesignalAppId) throw new AppError('route_not_found', 404, { message: 'Push notifications are not configured' });
    return reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache').send(PUSH_WORKER_SOURCE);
  });
}
