import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RouteOptions } from 'fastify';
import packageJson from '../../package.json' with { type: 'json' };
import { PUSH_WORKER_PATH } from '../../server/features/notifications/push-worker.routes';
import { startTestServer, type TestServer } from '../support/server';

/**
 * GET /api/openapi.json (issue 18): the OpenAPI document generated from the routes' schemas holds
 * every route the app has, and its readable page /api/docs is served outside production only.
 */

/** Every route the app under test adds, as Fastify sees it: `fastify()` gains an onRoute hook first. */
const added = vi.hoisted(() => [] as RouteOptions[]);
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  const withRouteLog = ((opts?: Parameters<typeof actual.default>[0]) => {
    const app = actual.default(opts);
    app.addHook('onRoute', (route) => void added.push(route));
    return app;
  }) as typeof actual.default;
  return { ...actual, default: withRouteLog };
});

interface Operation {
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ in: string; name: string; required?: boolean }>;
  requestBody?: { content: Record<string, { schema: { required?: string[]; properties?: Record<string, unknown> } }> };
  responses: Record<string, unknown>;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; scheme?: string; in?: string; name?: string }> };
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
/** Fastify's `/a/:id` as OpenAPI writes it: `/a/{id}`. */
const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI document', () => {
  let s: TestServer;
  let routes: RouteOptions[];
  let doc: OpenApiDocument;
  beforeAll(async () => {
    added.length = 0;
    s = await startTestServer();
    routes = [...added];
    const res = await s.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    doc = res.json();
  });
  afterAll(async () => s.close());

  it('is OpenAPI 3 with the version of package.json and the ways to authenticate', () => {
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info).toMatchObject({ title: 'Clinic API', version: packageJson.version });
    expect(doc.components.securitySchemes).toEqual({
      session: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
      sessionCookie: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'session' }),
      deviceKey: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'Authorization' }),
    });
    for (const [path, item] of Object.entries(doc.paths)) {
      expect(path).toMatch(/^\//);
      for (const [method, op] of Object.entries(item)) {
        expect(METHODS, `${method} ${path}`).toContain(method);
        expect(Object.keys(op.responses).length, `${method} ${path} has responses`).toBeGreaterThan(0);
      }
    }
  });

  it('holds every route the app has with its methods, and nothing else', () => {
    // The log saw the whole app (a guard against a hook that missed it).
    expect(routes.length).toBeGreaterThan(150);
    const expected = new Set<string>();
    for (const route of routes) {
      // Left out on purpose: the WebSocket (described in the document's text), the document itself
      // and its page, the push service worker (a file of the web app); HEAD is answered for every
      // GET by Fastify.
      const leftOut = (route as { websocket?: boolean }).websocket || route.url === '/api/openapi.json' || route.url.startsWith('/api/docs') || route.url === PUSH_WORKER_PATH;
      if (leftOut) continue;
      for (const method of [route.method].flat()) if (method !== 'HEAD') expected.add(`${method.toLowerCase()} ${openapiPath(route.url)}`);
    }
    const documented = new Set(Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((m) => `${m} ${path}`)));
    expect([...expected].filter((op) => !documented.has(op)), 'routes missing from the document').toEqual([]);
    expect([...documented].filter((op) => !expected.has(op)), 'operations of no route').toEqual([]);
    // Both route areas and the probes are there; the paths use {param}, never Fastify's :param.
    expect(documented).toContain('post /guest/interviews');
    expect(documented).toContain('get /readyz');
    expect(documented).toContain('get /api/calls/{id}');
    expect(Object.keys(doc.paths).filter((p) => p.includes(':'))).toEqual([]);
  });

  it('leaves out the WebSocket route and says where the live channel is', () => {
    expect(routes.some((r) => r.url === '/ws')).toBe(true);
    expect(doc.paths['/ws']).toBeUndefined();
    expect(doc.info.description).toContain('/ws?token=');
  });

  it('describes the bodies, path parameters and queries the routes validate', () => {
    const login = doc.paths['/api/auth/login-with-password'].post;
    const body = login.requestBody!.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['identifier', 'password']));
    expect(Object.keys(body.properties!)).toEqual(expect.arrayContaining(['identifier', 'password']));
    expect(doc.paths['/api/calls/{id}'].get.parameters).toContainEqual(expect.objectContaining({ in: 'path', name: 'id', required: true }));
    const doctors = doc.paths['/api/doctors'].get.parameters!.filter((p) => p.in === 'query').map((p) => p.name);
    expect(doctors).toEqual(expect.arrayContaining(['q', 'speciality_id', 'page', 'limit']));
  });

  it('says which calls need a session, and that a cookie serves only to read', () => {
    expect(doc.paths['/api/auth/user'].get.security).toEqual([{ session: [] }, { sessionCookie: [] }]);
    expect(doc.paths['/api/auth/logout'].post.security).toEqual([{ session: [] }]);
    expect(doc.paths['/api/auth/login'].post.security).toBeUndefined();
    expect(doc.paths['/api/devices/records'].post.security).toEqual([{ deviceKey: [] }]);
    const schemes = Object.keys(doc.components.securitySchemes);
    const named = Object.values(doc.paths).flatMap((item) => Object.values(item).flatMap((op) => (op.security ?? []).flatMap(Object.keys)));
    expect(named.filter((name) => !schemes.includes(name))).toEqual([]);
    // Calls of the same area are grouped under one tag.
    expect(doc.paths['/api/auth/login'].post.tags).toEqual(['auth']);
  });

  it('serves the readable page under the app\'s content security policy, with no inline script', async () => {
    const page = await s.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const scripts = page.body.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((tag) => !/\bsrc="/.test(tag))).toEqual([]);
    const bundle = await s.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
  });
});

describe('in production', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ env: { NODE_ENV: 'production' } });
  });
  afterAll(async () => s.close());

  it('serves the document but not the page', async () => {
    expect((await s.app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(200);
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/static/swagger-ui-bundle.js']) {
      const res = await s.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: 'route_not_found' });
    }
  });
});
