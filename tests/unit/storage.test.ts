import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_DAYS } from '../../src/protocol/auth';
import { interviewStore, localeStore, pendingIdentifierStore, redirectStore, sessionStore } from '../../src/services/storage';

afterEach(() => {
  vi.restoreAllMocks();
});

/** What the code wrote to document.cookie, attributes included (reading it back drops them). */
function cookieWrites() {
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  const writes: string[] = [];
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
    descriptor.set!.call(document, value);
  });
  return writes;
}

describe('the session cookie', () => {
  it('keeps the token in a cookie named session for one month, and forgets it on clear', () => {
    const writes = cookieWrites();
    expect(sessionStore.getToken()).toBeNull();
    sessionStore.setToken('tok/with=odd;chars');
    expect(sessionStore.getToken()).toBe('tok/with=odd;chars');
    expect(writes[0]).toMatch(/^session=/);
    expect(writes[0]).toContain(`Max-Age=${SESSION_DAYS * 86400}`);
    expect(writes[0]).toContain('Path=/');
    expect(writes[0]).toContain('SameSite=Lax');

    sessionStore.clear();
    expect(sessionStore.getToken()).toBeNull();
  });

  it('is not confused by other cookies whose names end the same', () => {
    document.cookie = 'old_session=nope; Path=/';
    expect(sessionStore.getToken()).toBeNull();
    sessionStore.setToken('T1');
    expect(sessionStore.getToken()).toBe('T1');
  });
});

describe('the interview cookie', () => {
  it('is read and cleared', () => {
    document.cookie = 'interview=iv-7; Path=/';
    expect(interviewStore.get()).toBe('iv-7');
    interviewStore.clear();
    expect(interviewStore.get()).toBeNull();
  });
});

describe('the stored language', () => {
  it('keeps ka or en and ignores anything else', () => {
    expect(localeStore.get()).toBeNull();
    localeStore.set('en');
    expect(localeStore.get()).toBe('en');
    localStorage.setItem('locale', 'ru');
    expect(localeStore.get()).toBeNull();
  });

  it('keeps the app working when storage is unavailable (private mode)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => localeStore.set('en')).not.toThrow();
    expect(localeStore.get()).toBeNull();
    expect(pendingIdentifierStore.get()).toBeNull();
    expect(redirectStore.take()).toBeNull();
  });
});

describe('the hand-over stores', () => {
  it('keep an unknown identifier for registration until cleared', () => {
    pendingIdentifierStore.set('01001000009');
    expect(pendingIdentifierStore.get()).toBe('01001000009');
    pendingIdentifierStore.clear();
    expect(pendingIdentifierStore.get()).toBeNull();
  });

  it('hand the redirect target over once', () => {
    redirectStore.set('/p/cases?tab=open');
    expect(redirectStore.get()).toBe('/p/cases?tab=open');
    expect(redirectStore.take()).toBe('/p/cases?tab=open');
    expect(redirectStore.take()).toBeNull();
  });
});
