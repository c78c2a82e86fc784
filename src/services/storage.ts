import type { Language } from '../protocol/common';
import { SESSION_DAYS } from '../protocol/auth';

/** Cookie and localStorage keys the client uses. */
export const STORAGE_KEYS = {
  sessionCookie: 'session',
  interviewCookie: 'interview',
  locale: 'locale',
  pendingIdentifier: 'pending_identifier',
  redirectTo: 'redirect_to',
} as const;

function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const c = part.trim();
    if (c.startsWith(prefix)) return decodeURIComponent(c.slice(prefix.length));
  }
  return null;
}

function writeCookie(name: string, value: string, days: number) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${days * 86400}; Path=/; SameSite=Lax${secure}`;
}

function deleteCookie(name: string) {
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}

function safeLocal<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback; // storage disabled (private mode, quota): the app keeps working
  }
}

/** The session token, kept in a cookie named `session` for one month (SPEC §3, §9). */
export const sessionStore = {
  getToken: () => readCookie(STORAGE_KEYS.sessionCookie),
  setToken: (token: string) => writeCookie(STORAGE_KEYS.sessionCookie, token, SESSION_DAYS),
  clear: () => deleteCookie(STORAGE_KEYS.sessionCookie),
};

/** The `interview` cookie a guest interview leaves behind, bound to the patient after login. */
export const interviewStore = {
  get: () => readCookie(STORAGE_KEYS.interviewCookie),
  /** Kept for a week: long enough to sign in or register after a check, not for ever. */
  set: (id: string) => writeCookie(STORAGE_KEYS.interviewCookie, id, 7),
  clear: () => deleteCookie(STORAGE_KEYS.interviewCookie),
};

/** The locally chosen language. */
export const localeStore = {
  get: (): Language | null => safeLocal(() => {
    const v = localStorage.getItem(STORAGE_KEYS.locale);
    return v === 'ka' || v === 'en' ? v : null;
  }, null),
  set: (lang: Language) => safeLocal(() => localStorage.setItem(STORAGE_KEYS.locale, lang), undefined),
};

/** An identifier the login step found unknown, handed to the registration wizard. */
export const pendingIdentifierStore = {
  get: () => safeLocal(() => localStorage.getItem(STORAGE_KEYS.pendingIdentifier), null),
  set: (id: string) => safeLocal(() => localStorage.setItem(STORAGE_KEYS.pendingIdentifier, id), undefined),
  clear: () => safeLocal(() => localStorage.removeItem(STORAGE_KEYS.pendingIdentifier), undefined),
};

/** Where a person wanted to go before being sent to Login. */
export const redirectStore = {
  get: () => safeLocal(() => sessionStorage.getItem(STORAGE_KEYS.redirectTo), null),
  set: (path: string) => safeLocal(() => sessionStorage.setItem(STORAGE_KEYS.redirectTo, path), undefined),
  take: () => safeLocal(() => {
    const v = sessionStorage.getItem(STORAGE_KEYS.redirectTo);
    sessionStorage.removeItem(STORAGE_KEYS.redirectTo);
    return v;
  }, null),
};
