/**
 * Device push through OneSignal (SPEC §9: a push-notification service is initialised), only when
 * the server's settings name an app id. It never holds up the app: react-onesignal loads in its
 * own chunk after the live channel, initialisation gives up after INIT_TIMEOUT_MS, and any failure
 * (blocked script, no service worker, denied permission) is logged and forgotten; live pushes and
 * the notification list work without it.
 */
export interface PushDeps {
  appId: string;
  /** Registers the device's subscription id with the server (`POST /api/notifications/onesignal`). */
  subscribe(id: string): Promise<unknown>;
  /** Loads react-onesignal (tests pass a stand-in). */
  load?: () => Promise<{ default: OneSignalLike }>;
  timeoutMs?: number;
}

/** The part of react-onesignal's API this file uses. */
export interface OneSignalLike {
  init(options: { appId: string; allowLocalhostAsSecureOrigin?: boolean; serviceWorkerPath?: string }): Promise<void>;
  User: {
    PushSubscription: {
      id: string | null | undefined;
      addEventListener(event: 'change', listener: (change: { current: { id: string | null | undefined } }) => void): void;
    };
  };
}

export const INIT_TIMEOUT_MS = 10_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`OneSignal did not initialise within ${ms} ms`)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

/** Initialises OneSignal and keeps the server told of this device's subscription. Resolves to whether it worked. */
export async function startPushNotifications(deps: PushDeps): Promise<boolean> {
  try {
    const { default: OneSignal } = await (deps.load ?? (() => import('react-onesignal')))();
    await withTimeout(OneSignal.init({ appId: deps.appId, allowLocalhostAsSecureOrigin: true }), deps.timeoutMs ?? INIT_TIMEOUT_MS);
    let sent: string | null = null;
    const register = (id: string | null | undefined) => {
      if (!id || id === sent) return;
      sent = id;
      deps.subscribe(id).catch((error: unknown) => {
        sent = null; // told again on the next change
        console.warn('push: could not register the subscription', error);
      });
    };
    OneSignal.User.PushSubscription.addEventListener('change', (change) => register(change.current.id));
    register(OneSignal.User.PushSubscription.id);
    return true;
  } catch (error) {
    console.warn('push notifications are off on this device', error);
    return false;
  }
}
