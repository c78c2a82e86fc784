import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page, type WebSocketRoute } from './test';

export type Account = { identifier: string; password: string };

/** A 1×1 PNG, as a person would attach a photo. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/**
 * A browser (own cookies and storage) signed in as `account` on `baseURL`, with the live
 * channel routed through Playwright so a test can drop it, and sound cues counted.
 */
export async function personAt(browser: Browser, request: APIRequestContext, baseURL: string, account: Account, viewport = { width: 1280, height: 900 }) {
  const res = await request.post(`${baseURL}/api/auth/login-with-password`, { data: account });
  expect(res.ok()).toBe(true);
  const { token, user } = (await res.json()).data as { token: string; user: { id: string } };
  const context = await browser.newContext({ baseURL, viewport });
  await context.addCookies([{ name: 'session', value: token, url: baseURL }]);
  await context.addInitScript(() => {
    // Counts the cues the page plays (each cue starts two or three notes).
    const w = window as unknown as { __cues: number; AudioContext: typeof AudioContext };
    w.__cues = 0;
    const Original = w.AudioContext;
    w.AudioContext = class extends Original {
      createOscillator() {
        w.__cues += 1;
        return super.createOscillator();
      }
    } as typeof AudioContext;
  });
  const sockets: WebSocketRoute[] = [];
  await context.routeWebSocket(/\/ws\?token=/, (ws) => {
    sockets.push(ws);
    ws.connectToServer();
  });
  const page = await context.newPage();
  return {
    context,
    page,
    user,
    token,
    /** Closes the page's live connections as a lost network would; the app reconnects after 5 s. */
    async dropLiveChannel() {
      for (const ws of sockets.splice(0)) await ws.close({ code: 1006 }).catch(() => {});
    },
    cues: () => page.evaluate(() => (window as unknown as { __cues: number }).__cues),
  };
}

export type Person = Awaited<ReturnType<typeof personAt>>;

/** Waits until the page's live channel has connected (the auditors' event log says so). */
export async function liveConnected(page: Page) {
  await expect
    .poll(async () => {
      const log = JSON.parse(await page.evaluate(() => (window as unknown as { exportEventLog(): string }).exportEventLog()));
      // Since this page loaded: the log goes on across reloads of the tab.
      const steps = log.steps as { kind: string; event: { type: string } }[];
      const boot = steps.findLastIndex((e) => e.kind === 'boot');
      return steps.slice(boot).some((e) => e.event.type === 'socket.connected');
    }, { timeout: 15_000 })
    .toBe(true);
}

/** Opens /chats and the chat with `name`. */
export async function openChatWith(page: Page, name: string | RegExp) {
  await page.goto('/chats');
  await page.getByTestId('chat-row').filter({ hasText: name }).click();
  await expect(page.getByTestId('chat-room')).toBeVisible();
  await expect(page.getByTestId('chat-party-name')).toHaveText(name);
}

/** Types a message and sends it with Enter. */
export async function send(page: Page, text: string) {
  const box = page.getByTestId('composer');
  await box.fill(text);
  await box.press('Enter');
}

/** The delivered message with this text in the open chat. */
export const message = (page: Page, text: string) => page.getByTestId('message').filter({ hasText: text });

export async function closeAll(...contexts: BrowserContext[]) {
  await Promise.all(contexts.map((c) => c.close()));
}

export { solidPng } from '../support/png';
