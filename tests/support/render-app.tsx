import { render, type RenderResult } from '@testing-library/react';
import { App } from '../../src/app/App';
import { createRuntime, type RuntimeEffects } from '../../src/app/runtime';
import type { AppRuntime } from '../../src/views/actors';

/** A fake server route: answers a request with a status and JSON body. */
export type FakeRoute = (req: Request, body: unknown) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;

/**
 * A fetch that answers from `routes`, keyed by 'METHOD /api/path' (no query). Unknown routes
 * answer 404 route_not_found like the real server. Every request is recorded in `calls`.
 */
export function fakeFetch(routes: Record<string, FakeRoute>) {
  const calls: { method: string; path: string; body: unknown; headers: Headers }[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    const url = new URL(req.url);
    const text = req.method === 'GET' || req.method === 'HEAD' ? '' : await req.clone().text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      /* multipart or text: keep as is */
    }
    calls.push({ method: req.method, path: url.pathname + url.search, body, headers: req.headers });
    const route = routes[`${req.method} ${url.pathname}`];
    const answer = route ? await route(req, body) : { status: 404, body: { code: 'route_not_found', message: 'no route' } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return { fetch: fetchFn, calls };
}

/** Answers for the calls every start-up makes (settings and the six static lists). */
export const STARTUP_ROUTES: Record<string, FakeRoute> = {
  'GET /api/settings': () => ({ body: { data: { public_url: 'http://localhost', jitsi_domain: 'meet.example', onesignal_app_id: null, analytics_id: null, max_upload_mb: 10 } } }),
  'GET /api/static/labtests': () => ({ body: { data: [] } }),
  'GET /api/static/patient-log-types': () => ({ body: { data: [] } }),
  'GET /api/static/service-categories': () => ({ body: { data: { data: [] } } }),
  'GET /api/static/service-templates': () => ({ body: { data: { data: [] } } }),
  'GET /api/static/specialities': () => ({ body: { data: { data: [{ id: 1, name: { ka: 'თერაპევტი', en: 'Therapist' } }] } } }),
  'GET /api/static/services': () => ({ body: { data: { data: [] } } }),
};

export interface RenderedApp extends RenderResult {
  runtime: AppRuntime;
  calls: ReturnType<typeof fakeFetch>['calls'];
}

/**
 * Renders the whole app at `path` over a fake server, as a browser would open it: real
 * machines, real router, real message catalogues. `token` starts with a stored session cookie;
 * `locale` with a stored language. `openLiveSocket`, `playCue` and `startRinging` replace the
 * live channel's transport, the sound cues and the incoming-call tone (tests/views/chats-fixtures.ts
 * has a fake live server).
 */
export function renderApp(
  path: string,
  opts: { routes?: Record<string, FakeRoute>; token?: string; locale?: 'ka' | 'en' } & Pick<RuntimeEffects, 'openLiveSocket' | 'playCue' | 'startRinging'> = {},
): RenderedApp {
  history.replaceState(null, '', path);
  if (opts.token) document.cookie = `session=${opts.token}; Path=/`;
  if (opts.locale) localStorage.setItem('locale', opts.locale);
  const { fetch, calls } = fakeFetch({ ...STARTUP_ROUTES, ...opts.routes });
  const runtime = createRuntime({
    fetch,
    navigate: (to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    },
    currentPath: () => location.pathname + location.search,
    // Without a fake live server: a connection that never opens (the socket keeps waiting).
    openLiveSocket: opts.openLiveSocket ?? (() => ({ send: () => {}, close: () => {} })),
    // Without a listener: silence (jsdom has no Web Audio).
    playCue: opts.playCue ?? (() => {}),
    startRinging: opts.startRinging ?? (() => () => {}),
    reload: () => history.pushState(null, '', '/'),
    initialAuthcode: null,
    defaultLocale: 'ka',
  });
  const result = render(<App runtime={runtime} />);
  return Object.assign(result, { runtime, calls });
}
