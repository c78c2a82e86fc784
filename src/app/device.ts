import { mediaSupported } from '../services/media';
import { pendingIdentifierStore, redirectStore } from '../services/storage';
import type { Device } from '../views/device';

/**
 * The views' Device over this browser: cookies and Web Storage (src/services/storage.ts), media
 * devices (src/services/media.ts), and the chat drafts (src/services/chat-drafts.ts), which load
 * as their own chunk with the first chat opened, like the flow that saves them.
 */
/**
 * The device's time zone, read when the app loads: a DateTimeFormat polyfill loaded later for
 * Georgian knows only UTC and would answer that instead.
 */
const DEVICE_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

export function createDevice(): Device {
  let drafts: ReturnType<Device['loadChatDrafts']> | null = null;
  return {
    mediaSupported,
    timeZone: () => DEVICE_TIME_ZONE,
    pendingIdentifier: () => pendingIdentifierStore.get(),
    rememberReturnPath: (path) => redirectStore.set(path),
    loadChatDrafts() {
      if (!drafts) {
        drafts = import('../services/chat-drafts').then(({ chatDrafts }) => chatDrafts);
        // A chunk lost to a bad connection is fetched again next time.
        drafts.catch(() => {
          drafts = null;
        });
      }
      return drafts;
    },
  };
}
