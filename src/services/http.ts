import ky, { HTTPError, TimeoutError, type KyInstance } from 'ky';
import { AppError, type ErrorBody, type ErrorCode } from '../protocol/errors';

export interface HttpOptions {
  /** The current session token, sent as a bearer header on every request. */
  getToken(): string | null;
  /** Called for a 401 on any request made with a token (the session was revoked or expired). */
  onUnauthorized?(): void;
  /** Replaces the global fetch (view tests use a fake). */
  fetch?: typeof fetch;
  /** Prefix of every path; the API lives under /api on the same origin. */
  prefix?: string;
}

/**
 * The prefix as an absolute URL of this page's origin: the same as '/api' in a browser, and it also
 * works where `Request` does not resolve relative URLs (Node's, which jsdom tests use).
 */
function absolutePrefix(prefix: string): string {
  return typeof location === 'undefined' ? prefix : new URL(prefix, location.href).href;
}

/** The ky instance the whole client uses: bearer header, no retries, 30 s timeout. */
export function createHttp(opts: HttpOptions): KyInstance {
  return ky.create({
    prefixUrl: absolutePrefix(opts.prefix ?? '/api'),
    timeout: 30_000,
    retry: 0,
    fetch: opts.fetch,
    hooks: {
      beforeRequest: [
        (request) => {
          const token = opts.getToken();
          if (token) request.headers.set('authorization', `Bearer ${token}`);
        },
      ],
      beforeError: [
        async (error) => {
          // Keep the server's `{ code, message, errors }` on the error for toRequestError.
          try {
            (error as HTTPError & { data?: unknown }).data = await error.response.clone().json();
          } catch {
            /* not JSON (a proxy's HTML page, an empty body): the status decides */
          }
          return error;
        },
      ],
      afterResponse: [
        (request, _options, response) => {
          if (response.status === 401 && request.headers.has('authorization')) opts.onUnauthorized?.();
        },
      ],
    },
  });
}

/**
 * The catalogue's membership test, loaded with the first failed request (the list of codes stays
 * out of the start-up bundle). Until it is loaded, or if it cannot be (offline), a server's code
 * is not trusted and the status decides.
 */
let isKnownCode: ((value: unknown) => value is ErrorCode) | null = null;
async function loadErrorCodes(): Promise<void> {
  if (isKnownCode) return;
  try {
    isKnownCode = (await import('../protocol/error-codes')).isErrorCode;
  } catch {
    // The status-based codes below still describe the failure.
  }
}

/** Turns anything a request threw into an AppError with a code from the catalogue. */
export function toRequestError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof HTTPError) {
    const data = (err as HTTPError & { data?: unknown }).data;
    const body = (typeof data === 'object' && data !== null ? data : {}) as Partial<ErrorBody>;
    const status = err.response.status;
    const code = isKnownCode?.(body.code) ? body.code : status === 401 ? 'unauthorized' : status === 404 ? 'not_found' : status >= 500 ? 'internal' : 'bad_request';
    // `current`: on a case's `event.conflict`, the case as it now is (the client shows it instead of loading it again).
    return new AppError(code, status, { message: body.message, errors: body.errors, retryAfter: body.retry_after, current: body.current });
  }
  if (err instanceof TimeoutError) return new AppError('timeout', 0);
  if (err instanceof TypeError) return new AppError('network', 0); // fetch's failure to reach the server
  return new AppError('internal', 0, { message: err instanceof Error ? err.message : String(err) });
}

/** Runs a JSON request and returns its `data`, throwing AppError on any failure. */
export async function requestData<T>(run: () => Promise<{ data: T }>): Promise<T> {
  try {
    const body = await run();
    return body.data;
  } catch (err) {
    if (err instanceof HTTPError) await loadErrorCodes();
    throw toRequestError(err);
  }
}
