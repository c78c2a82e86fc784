import { mediaSupported } from '../services/media';
import { pendingIdentifierStore, redirectStore } from '../services/storage';
import type { Device } from '../views/device';

/**
 * The views' Device over this browser: cookies and Web Storage (src/services/storage.ts), media
 * devices (src/services/media.ts), and the chat drafts (src/services/chat-drafts.ts), which load
 * as their own chunk with the first chat opened, like the flow that saves them.
 */
export function createDevice(): Device {
  let drafts: ReturnType<Device['loadChatDrafts']> | null = null;
  return {
    mediaSupported,
    timeZone: () => Intl.DateTimeFormat().resolvedOptions().timeZone,
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
