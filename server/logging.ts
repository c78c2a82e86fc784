import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from './config';

/**
 * How the server logs: one JSON line per event (pino, through Fastify), each request's lines
 * carrying its `reqId` (server/plugins/request-id.plugin.ts). A line names people by id only:
 * no token, code, password, phone number, e-mail address or personal id number. The request
 * line therefore gives the path with every query value blanked (`/ws?token=…` carries the
 * session token, SPEC §7; a sign-in link its one-time token; a search can carry a name), and
 * the response line the caller's user id.
 */

/** Stands for a value a log line leaves out. */
const BLANK = '[redacted]';

/** A URL as logged: its path, and its query's parameter names with every value blanked. */
export function loggedUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const names = url
    .slice(q + 1)
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const name = pair.split('=', 1)[0];
      // A name is logged only when it looks like one: anything else could be a value sent bare.
      return /^[A-Za-z0-9_.[\]-]{1,40}$/.test(name) ? `${name}=${BLANK}` : BLANK;
    });
  return `${url.slice(0, q)}?${names.join('&')}`;
}

/** The request line: method, path (query values blanked), route pattern, remote address. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? loggedUrl(request.url) : undefined,
    route: request.routeOptions?.url,
    remoteAddress: request.ip,
  };
}

/**
 * The response line: status code and, when the request was signed in, the user's id. Fastify
 * passes the reply, or a bare `{ statusCode }` for a request it refuses itself.
 */
function serializeReply(reply: { statusCode?: number; request?: unknown }) {
  const identity = (reply.request as { identity?: { userId?: string } | null } | undefined)?.identity;
  return { statusCode: reply.statusCode, ...(identity?.userId ? { userId: identity.userId } : {}) };
}

/**
 * Fields blanked wherever a log call puts them, as a second line of defence: headers with
 * credentials, a message's recipient (`to`: a phone number or e-mail address), and the secrets
 * and personal data a caller might pass by mistake. An error's `detail` (PostgreSQL's, e.g.
 * `Key (phone)=(…) already exists`) can quote a row's values.
 */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
  'to',
  'token',
  'password',
  'phone',
  'email',
  'id_number',
  'idNumber',
  'err.detail',
];

/** Fastify's logger options for `config`: level, serializers and redaction. */
export function loggerOptions(config: Pick<Config, 'logLevel'>) {
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: BLANK },
    serializers: { req: serializeRequest, res: serializeReply },
  } satisfies FastifyServerOptions['logger'];
}
