import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, type BrowserContext, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, BrowserContext, Locator, Page, WebSocketRoute } from '@playwright/test';

/** Where every browser test leaves the event log of each page it opened (the replay guard reads them). */
export const SESSION_LOG_DIR = join(import.meta.dirname, '..', '..', 'test-results', 'session-logs');

async function saveLogs(pages: Page[], name: string, saved: Set<Page>) {
  mkdirSync(SESSION_LOG_DIR, { recursive: true });
  for (const page of pages) {
    if (saved.has(page) || page.isClosed()) continue;
    saved.add(page);
    const file = join(SESSION_LOG_DIR, `${name}-${saved.size}.json`);
    // A page caught mid-navigation (signing out reloads it): let the new document load first.
    // Closing the context in the middle of that reload hung Chromium's teardown for the whole
    // test timeout, about one run in six of the sign-out test.
    await page.waitForLoadState('load', { timeout: 5000 }).catch(() => {});
    // One that still does not answer: give up after 5 s.
    const read = page.evaluate(() => (window as unknown as { exportEventLog?: () => string }).exportEventLog?.() ?? null).catch(() => null);
    const log = await Promise.race([read, new Promise<null>((resolve) => setTimeout(() => resolve(null), 5000))]);
    if (log) writeFileSync(file, log);
  }
}

/**
 * Playwright's `test`, saving at its end the session log of every page the test opened, in the
 * default context and in contexts it made itself (before such a context closes).
 */
export const test = base.extend<{ sessionLogs: void }>({
  sessionLogs: [
    async ({ browser, context }, use, info) => {
      const name = info.titlePath.slice(1).join(' ').replace(/[^\w-]+/g, '-').slice(0, 120);
      const saved = new Set<Page>();
      const contexts: BrowserContext[] = [context];
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<typeof newContext>) => {
        const made = await newContext(...args);
        contexts.push(made);
        const close = made.close.bind(made);
        made.close = async (...closeArgs: Parameters<typeof close>) => {
          await saveLogs(made.pages(), name, saved);
          return close(...closeArgs);
        };
        return made;
      };
      await use();
      browser.newContext = newContext;
      await saveLogs(contexts.flatMap((c) => c.pages()), name, saved);
    },
    { auto: true },
  ],
});
