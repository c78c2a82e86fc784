import { memoryCookie, memoryStorage } from './memory-browser';

/**
 * What the app's own actions may touch of a browser (a flow that remembers a guest interview in
 * a cookie, the address it is on), for replaying without one (`npm run replay`): an address, a
 * cookie jar and storages, all in memory. Where a browser (or jsdom) provides them, nothing changes.
 */
export function installHeadlessGlobals() {
  const g = globalThis as Record<string, unknown>;
  if (g.document !== undefined) return;
  g.location = new URL('http://replay.invalid/');
  g.localStorage = memoryStorage();
  g.sessionStorage = memoryStorage();
  const document = { documentElement: { lang: 'ka' } };
  Object.defineProperty(document, 'cookie', memoryCookie());
  g.document = document;
}
