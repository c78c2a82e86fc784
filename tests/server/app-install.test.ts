import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { PUSH_WORKER_PATH } from '../../server/features/notifications/push-worker.routes';
import { startTestServer, type TestServer } from '../support/server';

/**
 * Issue 18: web push needs OneSignal's service worker at the site's root, and a phone installs
 * the app from its web app manifest. Both are answered as what they are, never as the app's HTML.
 */

const ROOT = join(import.meta.dirname, '../..');
const PUBLIC = join(ROOT, 'public');
const WORKER_BODY = 'importScripts("https://cdn.onesignal.com/sdks/web/v16/OneSignalSDK.sw.js");';

let s: TestServer | null = null;
let dist: string | null = null;
afterEach(async () => {
  await s?.close();
  s = null;
  if (dist) rmSync(dist, { recursive: true, force: true });
  dist = null;
});

/** A server with the client "built" the way Vite builds it: index.html and public/ copied into DIST_DIR. */
async function withClient(env: Record<string, string> = {}): Promise<TestServer> {
  dist = mkdtempSync(join(tmpdir(), 'clinic-dist-'));
  cpSync(PUBLIC, dist, { recursive: true });
  cpSync(join(ROOT, 'index.html'), join(dist, 'index.html'));
  return startTestServer({ env: { DIST_DIR: dist, ...env } });
}

/** Width and height from a PNG's IHDR chunk (after the 8-byte signature and the chunk's length and type). */
function pngSize(file: string): { width: number; height: number } {
  const png = readFileSync(file);
  expect(png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), `${file} is a PNG`).toBe(true);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('OneSignal\'s service worker', () => {
  it('react-onesignal registers it where the server serves it', () => {
    // The SDK's default path: the README of the installed react-onesignal names it.
    const readme = readFileSync(join(ROOT, 'node_modules/react-onesignal/README.md'), 'utf8');
    expect(readme).toContain(`yoursite.com${PUSH_WORKER_PATH}`);
    expect(readFileSync(join(ROOT, 'node_modules/react-onesignal/dist/index.js'), 'utf8')).toContain('/sdks/web/v16/');
  });

  it('is served as JavaScript, always revalidated, when push is configured, even with the client built', async () => {
    s = await withClient({ ONESIGNAL_APP_ID: 'a1b2c3d4-0000-4000-8000-000000000001' });
    const res = await s.app.inject({ method: 'GET', url: PUSH_WORKER_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body.trim()).toBe(WORKER_BODY);
    // The policy the worker runs under lets it load OneSignal's code and talk to its API.
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src [^;]*https:\/\/cdn\.onesignal\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.onesignal\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/onesignal\.com/);
    expect(csp).not.toMatch(/worker-src/); // falls back to script-src, which has 'self'
    expect(csp).toMatch(/script-src 'self'/);
    expect((await s.app.inject({ method: 'HEAD', url: PUSH_WORKER_PATH })).statusCode).toBe(200);
  });

  it('answers a JSON 404 when push is not configured, not the app\'s HTML', async () => {
    s = await withClient();
    const res = await s.app.inject({ method: 'GET', url: PUSH_WORKER_PATH });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ code: 'route_not_found', message: expect.any(String) });
  });
});

interface Manifest {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
}
const readManifest = () => JSON.parse(readFileSync(join(PUBLIC, 'manifest.webmanifest'), 'utf8')) as Manifest;

describe('the web app manifest', () => {
  it('names the app as its Georgian interface does, opens at the start page standalone, in the theme\'s colour', () => {
    const manifest = readManifest();
    const ka = JSON.parse(readFileSync(join(ROOT, 'src/i18n/messages/ka.json'), 'utf8')) as Record<string, { defaultMessage: string }>;
    expect(manifest.name).toBe(ka['app.name'].defaultMessage);
    expect(manifest.lang).toBe('ka');
    expect(manifest.short_name.length).toBeGreaterThan(0);
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.start_url).toBe('/');
    expect(manifest.display).toBe('standalone');
    // The primary shade of the Mantine theme (src/app/theme.ts: clinic[7]), as index.html's theme-color.
    expect(readFileSync(join(ROOT, 'src/app/theme.ts'), 'utf8')).toContain(`'${manifest.theme_color}'`);
    expect(readFileSync(join(ROOT, 'index.html'), 'utf8')).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('has 192 and 512 pixel PNG icons and a maskable one, each file of the size it states', () => {
    const manifest = readManifest();
    for (const icon of manifest.icons) {
      const file = join(PUBLIC, icon.src);
      expect(existsSync(file), icon.src).toBe(true);
      expect(icon.type).toBe('image/png');
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(file), icon.src).toEqual({ width, height });
    }
    const any = manifest.icons.filter((i) => (i.purpose ?? 'any').split(' ').includes('any')).map((i) => i.sizes);
    expect(any).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((i) => i.purpose?.split(' ').includes('maskable'))).toBe(true);
  });

  it('is linked from the page with the apple touch icon, and served with its own type beside the icons', async () => {
    const manifest = readManifest();
    s = await withClient();
    const page = await s.app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    const manifestHref = /<link rel="manifest" href="([^"]+)"/.exec(page.body)?.[1];
    const appleHref = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(page.body)?.[1];
    expect(manifestHref).toBe('/manifest.webmanifest');
    expect(appleHref).toBeDefined();

    const served = await s.app.inject({ method: 'GET', url: manifestHref! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(served.json()).toEqual(manifest);

    for (const href of [appleHref!, ...manifest.icons.map((i) => i.src)]) {
      const icon = await s.app.inject({ method: 'GET', url: href });
      expect(icon.statusCode, href).toBe(200);
      expect(icon.headers['content-type'], href).toBe('image/png');
    }
    expect(pngSize(join(PUBLIC, appleHref!))).toEqual({ width: 180, height: 180 });
  });
});

describe("the app's page", () => {
  it('is sent compressed when the browser accepts it (it carries the prerendered login), and plain otherwise', async () => {
    s = await withClient();
    const html = readFileSync(join(ROOT, 'index.html'));
    for (const [accept, encoding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], ['', undefined]] as const) {
      const res = await s.app.inject({ method: 'GET', url: '/doctors', headers: { 'accept-encoding': accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe(encoding);
      const body = encoding === 'br' ? brotliDecompressSync(res.rawPayload) : encoding === 'gzip' ? gunzipSync(res.rawPayload) : res.rawPayload;
      expect(body.equals(html)).toBe(true);
      if (encoding) expect(res.rawPayload.length).toBeLessThan(html.length / 3);
    }
  });
});
