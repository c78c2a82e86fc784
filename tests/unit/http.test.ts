import { afterEach, describe, expect, it, vi } from 'vitest';
import { looksLikeErrorCode } from '../../src/protocol/errors';
import { createHttp, requestData, toRequestError } from '../../src/services/http';
import { AppError } from '../../src/protocol/errors';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The client's ky instance over a fake fetch that answers `answer(request)`; records the requests. */
function client(answer: (request: Request) => Response | Promise<Response>, token: string | null = 'T1') {
  const requests: Request[] = [];
  const onUnauthorized = vi.fn();
  const http = createHttp({
    getToken: () => token,
    onUnauthorized,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      requests.push(request);
      return answer(request);
    }) as typeof fetch,
  });
  const get = (path: string) => requestData(() => http.get(path).json<{ data: unknown }>());
  return { http, get, requests, onUnauthorized };
}

async function failure(request: Promise<unknown>): Promise<AppError> {
  try {
    await request;
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    return err as AppError;
  }
  throw new Error('the request did not fail');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('HTTP requests', () => {
  it('send the session token as a bearer header under /api and answer the data of the envelope', async () => {
    const { get, requests } = client(() => json(200, { data: { id: 'u-1' } }));
    await expect(get('auth/user')).resolves.toEqual({ id: 'u-1' });
    expect(new URL(requests[0].url).pathname).toBe('/api/auth/user');
    expect(requests[0].headers.get('authorization')).toBe('Bearer T1');
  });

  it('send no authorization header without a session', async () => {
    const { get, requests } = client(() => json(200, { data: [] }), null);
    await get('static/labtests');
    expect(requests[0].headers.has('authorization')).toBe(false);
  });
});

describe('request errors', () => {
  it("keep the server's code, message, field entries and retry time", async () => {
    const body = { code: 'validation', message: 'Some fields are not valid', errors: [{ path: 'phone', code: 'field.phone_format' }] };
    const err = await failure(client(() => json(422, body)).get('auth/register'));
    expect(err).toMatchObject({ code: 'validation', status: 422, message: 'Some fields are not valid', errors: body.errors });

    const limited = await failure(client(() => json(429, { code: 'auth.code_resend_too_soon', message: 'Wait', retry_after: 42 })).get('auth/code'));
    expect(limited).toMatchObject({ code: 'auth.code_resend_too_soon', status: 429, retryAfter: 42 });
  });

  it('map a 401 without a body to unauthorized and tell the session when a token was sent', async () => {
    const { get, onUnauthorized } = client(() => new Response(null, { status: 401 }));
    const err = await failure(get('profile'));
    expect(err).toMatchObject({ code: 'unauthorized', status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('do not end a session that was never sent (a 401 without a token)', async () => {
    const { get, onUnauthorized } = client(() => json(401, { code: 'auth.invalid_credentials', message: 'No' }), null);
    const err = await failure(get('auth/login-with-password'));
    expect(err.code).toBe('auth.invalid_credentials');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it.each([
    [404, 'not_found'],
    [500, 'internal'],
    [503, 'internal'],
    [400, 'bad_request'],
    [418, 'bad_request'],
  ])('map a %i without a known code to %s', async (status, code) => {
    const err = await failure(client(() => new Response('<html>proxy error</html>', { status, headers: { 'content-type': 'text/html' } })).get('x'));
    expect(err).toMatchObject({ code, status });
  });

  it('know every code of the catalogue by its shape, and no one-time code or token', async () => {
    const { ERROR_CODES } = await import('../../src/protocol/error-codes');
    expect(ERROR_CODES.filter((code) => !looksLikeErrorCode(code))).toEqual([]);
    expect(['123456', 'Ab3_-xYz', 'ECONNRESET', '23505', 'FST_ERR_VALIDATION'].filter(looksLikeErrorCode)).toEqual([]);
  });

  it('keep the record a conflict answers as it now is', async () => {
    const err = await failure(client(() => json(409, { code: 'event.conflict', message: 'Changed', current: { id: 'c1', version: 7 } })).get('x'));
    expect(err).toMatchObject({ code: 'event.conflict', status: 409, current: { id: 'c1', version: 7 } });
  });

  it('ignore a code the catalogue does not know', async () => {
    const err = await failure(client(() => json(409, { code: 'made.up', message: 'Conflict' })).get('x'));
    expect(err).toMatchObject({ code: 'bad_request', status: 409, message: 'Conflict' });
  });

  it('map a lost connection to network', async () => {
    const err = await failure(client(() => Promise.reject(new TypeError('Failed to fetch'))).get('x'));
    expect(err).toMatchObject({ code: 'network', status: 0 });
  });

  it('map a request that takes longer than 30 s to timeout', async () => {
    vi.useFakeTimers();
    const never = (request: Request) =>
      new Promise<Response>((_resolve, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));
    const pending = failure(client(never).get('x'));
    await vi.advanceTimersByTimeAsync(29_999);
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ code: 'timeout', status: 0 });
  });

  it('keep an AppError as it is and turn anything else into internal', () => {
    const own = new AppError('forbidden', 403);
    expect(toRequestError(own)).toBe(own);
    expect(toRequestError(new Error('bug'))).toMatchObject({ code: 'internal', message: 'bug' });
    expect(toRequestError('odd')).toMatchObject({ code: 'internal', message: 'odd' });
  });
});
