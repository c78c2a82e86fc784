import { Type, type Static } from '@sinclair/typebox';

/** Settings the client receives from `GET /api/settings` at start-up. */
export const PublicSettingsSchema = Type.Object({
  public_url: Type.String(),
  jitsi_domain: Type.String(),
  onesignal_app_id: Type.Union([Type.String(), Type.Null()]),
  analytics_id: Type.Union([Type.String(), Type.Null()]),
  max_upload_mb: Type.Integer(),
});
export type PublicSettings = Static<typeof PublicSettingsSchema>;
