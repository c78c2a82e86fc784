import type { PendingText } from '../machines/chats/chat-room.types';

/**
 * What views use of the browser they run in besides the actors: what this device remembers for
 * the person, and what it can do. src/app implements it over src/services (cookies, Web Storage,
 * media devices) and hands it to the views with the runtime (`useRuntime().device`), so views
 * never import a service; tests get the real one over jsdom's storage.
 */
export interface Device {
  /** The device's own time zone (IANA name), to show a clinic's time also as local time where they differ. */
  timeZone(): string;
  /** Whether the browser can reach cameras and microphones at all (a recent browser, on HTTPS or localhost). */
  mediaSupported(): boolean;
  /** The identifier Login last found unknown on this device, for Registration to start with; null when none. */
  pendingIdentifier(): string | null;
  /** Remembers the page to bring the person back to once they have signed in (Login reads it). */
  rememberReturnPath(path: string): void;
  /**
   * The unsent chat texts kept on this device, per person: loaded with the first chat opened (its
   * own chunk), the same promise every time.
   */
  loadChatDrafts(): Promise<(userId: string) => ChatDrafts>;
}

/** What one person typed in chats on this device and has not sent yet; signing out forgets it all. */
export interface ChatDrafts {
  /** The composer's text in the chat ('' when none). */
  draft(chatId: string): string;
  saveDraft(chatId: string, text: string): void;
  /** Text messages still waiting to go out in the chat (what the chat room saved with 'persist outbox'). */
  outbox(chatId: string): PendingText[];
}
