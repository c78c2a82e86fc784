import type { FastifyInstance } from 'fastify';
import { Envelope } from '../../../src/protocol/common';
import { PublicSettingsSchema, type PublicSettings } from '../../../src/protocol/settings';
import type { AppDeps } from '../../deps';

/** `GET /api/settings`: the public settings the client reads at start-up (one build, any deployment). */
export default async function settingsRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { config } = deps;
  const settings: PublicSettings = {
    public_url: config.publicUrl,
    jitsi_domain: config.jitsiDomain,
    onesignal_app_id: config.onesignalAppId,
    analytics_id: config.analyticsId,
    max_upload_mb: config.maxUploadMb,
  };
  app.get('/settings', { schema: { response: { 200: Envelope(PublicSettingsSchema) } } }, async () => ({ data: settings }));
}
