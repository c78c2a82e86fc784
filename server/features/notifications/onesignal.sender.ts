import type { Localized } from '../../../src/protocol/common';
import type { Config } from '../../config';

/** How long OneSignal may take to accept a push. */
const ONESIGNAL_TIMEOUT_MS = 10_000;

/** What sending through OneSignal needs; null when push is off. */
export interface OnesignalSettings {
  appId: string;
  restApiKey: string;
  apiUrl: string;
}

/** Push is on only when both the app id and the REST API key are configured. */
export function onesignalSettings(config: Config): OnesignalSettings | null {
  if (!config.onesignalAppId || !config.onesignalRestApiKey) return null;
  return { appId: config.onesignalAppId, restApiKey: config.onesignalRestApiKey, apiUrl: config.onesignalApiUrl };
}

/** One device push: to these subscriptions, with a heading and text in both languages. */
export interface DevicePush {
  subscriptionIds: string[];
  headings: Localized;
  contents: Localized;
  /** Absolute address the push opens. */
  url?: string;
}

/**
 * Organisation keys of OneSignal's current API start with `os_v2_` and go as `Key …`; older REST
 * API keys go as `Basic …`.
 */
export function authorizationHeader(restApiKey: string): string {
  return restApiKey.startsWith('os_v2_') ? `Key ${restApiKey}` : `Basic ${restApiKey}`;
}

/**
 * Sends a push through OneSignal's REST API (`POST {apiUrl}/notifications`). Throws when OneSignal
 * does not accept it (non-2xx, timeout, or an answer listing errors); the caller logs it.
 */
export async function sendOnesignalPush(settings: OnesignalSettings, push: DevicePush): Promise<void> {
  const body: Record<string, unknown> = {
    app_id: settings.appId,
    include_subscription_ids: push.subscriptionIds,
    headings: { en: push.headings.en, ka: push.headings.ka },
    contents: { en: push.contents.en, ka: push.contents.ka },
  };
  if (push.url) body.url = push.url;
  const res = await fetch(`${settings.apiUrl}/notifications`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', authorization: authorizationHeader(settings.restApiKey) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(ONESIGNAL_TIMEOUT_MS),
  });
  const text = (await res.text().catch(() => '')).slice(0, 500);
  if (!res.ok) throw new Error(`OneSignal answered ${res.status}: ${text}`);
}
