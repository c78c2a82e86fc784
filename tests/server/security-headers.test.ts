import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';

/**
 * The session token lives in a cookie page script writes (SPEC §3), so it cannot be HttpOnly: a
 * script injected into the page could read it. What stands in the way is checked here: a strict
 * Content-Security-Policy on every page and no inline script anywhere in the app's HTML.
 */

const root = join(import.meta.dirname, '../..');
let s: TestServer;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'clinic-dist-'));
  writeFileSync(join(dist, 'index.html'), readFileSync(join(root, 'index.html')));
  s = await startTestServer({ env: { DIST_DIR: dist, JITSI_DOMAIN: 'video.clinic.example' } });
});
afterAll(async () => {
  await s.close();
  rmSync(dist, { recursive: true, force: true });
});

function policy(header: string | string[] | undefined): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('the Content-Security-Policy', () => {
  for (const path of ['/', '/login', '/api/settings', '/api/no-such-route']) {
    it(`on ${path} lets scripts come only from the app, the video service and the push service`, async () => {
      const res = await s.app.inject({ method: 'GET', url: path });
      const csp = policy(res.headers['content-security-policy']);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'", 'https://video.clinic.example', 'https://cdn.onesignal.com']);
      expect(csp.get('script-src-attr')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      expect(csp.get('form-action')).toEqual(["'self'"]);
      for (const values of csp.values()) expect(values.filter((v) => v === "'unsafe-eval'" || v === '*')).toEqual([]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    });
  }
});

describe("the app's HTML", () => {
  const pages = [join(root, 'index.html'), join(root, 'dist', 'index.html')].filter((f) => existsSync(f));
  for (const page of pages) {
    it(`${page.slice(root.length + 1)} has no inline script and no inline event handler`, () => {
      const html = readFileSync(page, 'utf8');
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes, body] of scripts) {
        expect(attributes).toMatch(/\bsrc=/);
        expect(body!.trim()).toBe('');
      }
      expect(html).not.toMatch(/\son[a-z]+\s*=/i);
      expect(html).not.toMatch(/javascript:/i);
    });
  }
});
