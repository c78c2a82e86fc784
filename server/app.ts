import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AppError } from '../src/protocol/errors';
import type { AppDeps } from './deps';
import errorsPlugin from './plugins/errors.plugin';
import safeTextPlugin from './plugins/safe-text.plugin';
import drainingPlugin from './plugins/draining.plugin';
import securityHeadersPlugin from './plugins/security-headers.plugin';
import { spaPage } from './spa-page';
import requestIdPlugin, { requestIdOf } from './plugins/request-id.plugin';
import openapiPlugin from './plugins/openapi.plugin';
import { closeSocketsGoingAway } from './live/going-away';
import { authRoutes, sessionPlugin, signInPruningPlugin, socketIdentity } from './features/auth';
import { healthRoutes } from './features/health';
import { usersRoutes } from './features/users';
import { profileRoutes } from './features/profile';
import { catalogRoutes } from './features/catalog';
import { guestInterviewsRoutes, interviewsRoutes, symptomsRoutes } from './features/interviews';
import { settingsRoutes } from './features/settings';
import { createMessenger } from './features/messaging';
import livePlugin from './live/live.plugin';
import { presencePlugin, presenceRoutes } from './features/presence';
import { notificationsRoutes, pushWorkerRoutes } from './features/notifications';
import { chatsRoutes, owedNotificationsPlugin, patientCounterparts } from './features/chats';
import { inquiriesRoutes } from './features/inquiries';
import { callsPlugin } from './features/calls';
import { clinicDeskRoutes } from './features/clinic-desk';
import { registerReminderPlanning, remindersPlugin } from './features/reminders';
import { availabilityEditingRoutes, slotsRoutes } from './features/availability';
import { onScheduleActivated, onScheduleChanged, schedulesRoutes } from './features/schedules';
import { casesRoutes, openCaseForSchedule } from './features/cases';
import { patientsRoutes } from './features/patients';
import { deskRegistrationRoutes } from './features/desk-registration';
import { caseReportRoutes } from './features/case-report';
import { reportsPlugin, reportsRoutes, supportRoutes } from './features/reports';
import { auditRoutes } from './audit';
import { clinicAdminRoutes } from './features/clinic-admin';
import { doctorAdminRoutes } from './features/doctor-admin';
import { serviceAdminRoutes } from './features/service-admin';
import { checkupsRoutes } from './features/checkups';
import { deviceKeysRoutes, deviceRecordsRoutes } from './features/devices';
import { monitoringRoutes } from './features/monitoring';

export type App = FastifyInstance;

/** Content-Security-Policy: our own code, plus the configured Jitsi and OneSignal hosts. */
function contentSecurityPolicy(deps: AppDeps) {
  const jitsi = `https://${deps.config.jitsiDomain}`;
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", jitsi, 'https://cdn.onesignal.com'],
      styleSrc: ["'self'", "'unsafe-inline'", 'https://onesignal.com'],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      mediaSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'ws:', 'wss:', 'https://onesignal.com', 'https://api.onesignal.com', jitsi],
      // 'self': the support replay page shows a session in a frame of the app (/replay-frame).
      frameSrc: ["'self'", jitsi, 'https://onesignal.com'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'self'"],
    },
  };
}

/**
 * Errors Fastify answers before any route runs, in the API's coded form: a path whose escapes
 * are not UTF-8 names nothing that exists (404); anything else is the sender's (400).
 */
function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const failure = error.code === 'FST_ERR_BAD_URL' ? new AppError('not_found', 404, { message: 'Not found' }) : new AppError('bad_request', 400, { message: error.message });
  void reply.status(failure.status).send(failure.toBody());
}

/**
 * Builds the whole server as a Fastify app that never listens: `server/main.ts` listens, tests
 * use `inject`. Serves `/api/*`, `/guest/*` and, when the client is built, the SPA with history
 * fallback.
 */
export async function buildApp(deps: AppDeps, opts: FastifyServerOptions = {}): Promise<App> {
  const app = Fastify({
    logger: opts.logger ?? false,
    trustProxy: deps.config.trustProxy,
    bodyLimit: 256 * 1024,
    ajv: { customOptions: { removeAdditional: true, coerceTypes: 'array', useDefaults: true, allErrors: true } },
    frameworkErrors,
    genReqId: requestIdOf,
    // While closing, server/plugins/draining.plugin.ts answers with a coded 503 instead.
    return503OnClosing: false,
    ...opts,
  }).withTypeProvider<TypeBoxTypeProvider>();
  deps = { ...deps, messenger: deps.messenger ?? createMessenger(deps.config, app.log, deps.clock) };

  await app.register(requestIdPlugin);
  await app.register(drainingPlugin);
  // The SPA's scripts shrink to a third; patients are often on slow mobile connections.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(securityHeadersPlugin, { contentSecurityPolicy: contentSecurityPolicy(deps), crossOriginEmbedderPolicy: false });
  await app.register(multipart, { limits: { fileSize: deps.config.maxUploadMb * 1024 * 1024, files: 1, fields: 10 } });
  await app.register(errorsPlugin);
  await app.register(safeTextPlugin);
  // Before every route: it collects them for /api/openapi.json as they are added.
  await app.register(openapiPlugin, { docsPage: !deps.config.production });
  await app.register(sessionPlugin, { deps });
  // ws itself accepts far more than the live channel's 64 KiB, so the hub can answer an oversize
  // message with an error instead of ws dropping the socket.
  await app.register(websocket, { options: { maxPayload: 1024 * 1024 }, preClose: closeSocketsGoingAway });
  await app.register(livePlugin, { deps, authenticate: (token) => socketIdentity(app.openSessions, deps.clock, token) });
  await app.register(presencePlugin, { deps, counterpartsOf: patientCounterparts });
  await app.register(callsPlugin, { deps });
  await app.register(remindersPlugin, { deps });
  await app.register(reportsPlugin, { deps });
  await app.register(signInPruningPlugin, { deps });
  await app.register(owedNotificationsPlugin, { deps });
  registerReminderPlanning(onScheduleChanged);
  // An activated appointment opens its medical case (appointments know nothing of cases).
  onScheduleActivated(openCaseForSchedule);

  await app.register(
    async (api) => {
      await api.register(settingsRoutes, { deps });
      await api.register(authRoutes, { deps });
      await api.register(usersRoutes, { deps });
      await api.register(profileRoutes, { deps });
      await api.register(catalogRoutes, { deps });
      await api.register(interviewsRoutes, { deps });
      await api.register(symptomsRoutes);
      await api.register(presenceRoutes, { deps });
      await api.register(notificationsRoutes, { deps });
      await api.register(chatsRoutes, { deps });
      await api.register(inquiriesRoutes, { deps });
      await api.register(availabilityEditingRoutes, { deps });
      await api.register(clinicDeskRoutes, { deps });
      await api.register(slotsRoutes, { deps });
      await api.register(schedulesRoutes, { deps });
      await api.register(casesRoutes, { deps });
      await api.register(patientsRoutes, { deps });
      await api.register(deskRegistrationRoutes, { deps });
      await api.register(caseReportRoutes, { deps });
      await api.register(auditRoutes, { deps });
      await api.register(reportsRoutes, { deps });
      await api.register(supportRoutes, { deps });
      await api.register(clinicAdminRoutes, { deps });
      await api.register(doctorAdminRoutes, { deps });
      await api.register(serviceAdminRoutes, { deps });
      await api.register(checkupsRoutes, { deps });
      await api.register(deviceKeysRoutes, { deps });
      await api.register(deviceRecordsRoutes, { deps });
      await api.register(monitoringRoutes, { deps });
    },
    { prefix: '/api' },
  );
  await app.register(guestInterviewsRoutes, { deps, prefix: '/guest' });
  await app.register(healthRoutes, { deps });
  await app.register(pushWorkerRoutes, { deps });

  const indexHtml = join(deps.config.distDir, 'index.html');
  const hasClient = existsSync(indexHtml);
  const sendPage = hasClient ? spaPage(indexHtml) : null;
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: deps.config.distDir,
      wildcard: false,
      index: false,
      setHeaders(reply: unknown, path: string) {
        // Hashed assets never change; index.html must always be revalidated.
        (reply as { header(k: string, v: string): void }).header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const isApi = path.startsWith('/api/') || path === '/api' || path.startsWith('/guest/') || path.startsWith('/ws');
    if (!isApi && sendPage && (request.method === 'GET' || request.method === 'HEAD')) {
      // History fallback: every client route is answered by the SPA, which shows its own 404.
      return sendPage(request, reply);
    }
    return reply.status(404).send(new AppError('route_not_found', 404, { message: `No route ${request.method} ${path}` }).toBody());
  });

  return app;
}
