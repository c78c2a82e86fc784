/**
 * What a person typed in a chat and has not sent yet, kept in localStorage per person and chat:
 * the composer's text, and text messages still waiting for a connection. A reload, a crash or a
 * lost connection loses nothing; signing out removes them all (CHAT_STORAGE_PREFIX).
 */
export const CHAT_STORAGE_PREFIX = 'chat:';

export interface PendingText {
  clientId: string;
  text: string;
}

const key = (kind: 'draft' | 'outbox', userId: string, chatId: string) => `${CHAT_STORAGE_PREFIX}${kind}:${userId}:${chatId}`;

function read(k: string): string | null {
  try {
    return localStorage.getItem(k);
  } catch {
    return null;
  }
}

function write(k: string, value: string | null): void {
  try {
    if (value === null || value === '') localStorage.removeItem(k);
    else localStorage.setItem(k, value);
  } catch {
    /* storage full or disabled: the text stays on screen, only not across reloads */
  }
}

export function chatDrafts(userId: string) {
  return {
    draft: (chatId: string) => read(key('draft', userId, chatId)) ?? '',
    saveDraft: (chatId: string, text: string) => write(key('draft', userId, chatId), text),
    outbox(chatId: string): PendingText[] {
      try {
        const parsed: unknown = JSON.parse(read(key('outbox', userId, chatId)) ?? '[]');
        return Array.isArray(parsed)
          ? parsed.filter((p): p is PendingText => typeof p?.clientId === 'string' && typeof p?.text === 'string')
          : [];
      } catch {
        return [];
      }
    },
    saveOutbox: (chatId: string, texts: PendingText[]) => write(key('outbox', userId, chatId), texts.length > 0 ? JSON.stringify(texts) : null),
  };
}

/** Removes every chat draft and waiting message of this browser (on sign-out). */
export function clearChatDrafts(): void {
  try {
    for (let i = localStorage.length - 1; i >= 0; i--) {
      const k = localStorage.key(i);
      if (k?.startsWith(CHAT_STORAGE_PREFIX)) localStorage.removeItem(k);
    }
  } catch {
    /* nothing stored */
  }
}
