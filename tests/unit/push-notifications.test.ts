import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPushNotifications, type OneSignalLike } from '../../src/services/push-notifications';

/** A stand-in for react-onesignal that behaves like the SDK: init, a subscription id, change events. */
function fakeOneSignal(opts: { init?: () => Promise<void>; id?: string | null } = {}) {
  const listeners: Array<(c: { current: { id: string | null | undefined } }) => void> = [];
  const calls: unknown[] = [];
  const sdk: OneSignalLike = {
    init: async (o) => {
      calls.push(o);
      await (opts.init ?? (() => Promise.resolve()))();
    },
    User: { PushSubscription: { id: opts.id ?? null, addEventListener: (_e, l) => listeners.push(l) } },
  };
  return { load: async () => ({ default: sdk }), calls, change: (id: string | null) => listeners.forEach((l) => l({ current: { id } })) };
}

afterEach(() => vi.useRealTimers());

describe('push notifications', () => {
  it('initialises with the app id and registers the subscription id, then each new one once', async () => {
    const fake = fakeOneSignal({ id: 'sub-1' });
    const subscribe = vi.fn(async () => ({ ok: true }));
    expect(await startPushNotifications({ appId: 'app-1', subscribe, load: fake.load })).toBe(true);
    expect(fake.calls).toEqual([{ appId: 'app-1', allowLocalhostAsSecureOrigin: true }]);
    fake.change('sub-1');
    fake.change('sub-2');
    fake.change(null);
    expect(subscribe.mock.calls).toEqual([['sub-1'], ['sub-2']]);
  });

  it('waits for a subscription that does not exist yet (permission not given)', async () => {
    const fake = fakeOneSignal({ id: null });
    const subscribe = vi.fn(async () => ({}));
    await startPushNotifications({ appId: 'a', subscribe, load: fake.load });
    expect(subscribe).not.toHaveBeenCalled();
    fake.change('later');
    expect(subscribe).toHaveBeenCalledWith('later');
  });

  it('tells the server again after a failed registration', async () => {
    const fake = fakeOneSignal({ id: 's' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const subscribe = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({});
    await startPushNotifications({ appId: 'a', subscribe, load: fake.load });
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    fake.change('s');
    expect(subscribe).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('survives the SDK failing to load, failing to initialise, or never answering', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const subscribe = vi.fn();
    expect(await startPushNotifications({ appId: 'a', subscribe, load: () => Promise.reject(new Error('blocked')) })).toBe(false);
    expect(await startPushNotifications({ appId: 'a', subscribe, load: fakeOneSignal({ init: () => Promise.reject(new Error('no sw')) }).load })).toBe(false);
    vi.useFakeTimers();
    const hanging = startPushNotifications({ appId: 'a', subscribe, load: fakeOneSignal({ init: () => new Promise(() => {}) }).load, timeoutMs: 10_000 });
    await vi.advanceTimersByTimeAsync(9_999);
    let settled = false;
    void hanging.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await hanging).toBe(false);
    expect(subscribe).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
