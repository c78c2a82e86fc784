import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../src/protocol/errors';
import type { User } from '../../../src/protocol/user';
import type { AppDeps } from '../../deps';
import { loadUser } from '../users';
import { openSessions, type OpenSessions } from './open-sessions';
import { hashToken } from './token';

/** Who is calling: set when a valid bearer token came with the request. */
export interface RequestAuth {
  user: User;
  sessionId: string;
}

/** Whose session came with the request, without their User (see `identityOnly`). */
export interface RequestIdentity {
  userId: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller and their full User; null on routes marked `identityOnly`. */
    auth: RequestAuth | null;
    /** Whose session came with the request, on every route. */
    identity: RequestIdentity | null;
  }
  interface FastifyContextConfig {
    /**
     * The route needs only who is calling (`request.identity`), not their User: one database
     * statement less per request (the text message's hot path). Guard it with `requireIdentity`.
     */
    identityOnly?: boolean;
  }
  interface FastifyInstance {
    /** preHandler: 401 `unauthorized` unless a valid session came with the request. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** `requireUser` for routes marked `identityOnly`. */
    requireIdentity: (request: FastifyRequest) => Promise<void>;
    /** This process's open sessions (the live sockets' token check uses them too). */
    openSessions: OpenSessions;
  }
}

/** The bearer token of a request (`Authorization: Bearer …`), if any. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  return m ? m[1] : null;
}

/** The value of the request's cookie `wanted`, if it came (the first of that name); null when absent, empty or malformed. */
export function requestCookie(request: FastifyRequest, wanted: string): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === wanted) {
      try {
        return decodeURIComponent(rest.join('=')) || null;
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * The `session` cookie of a GET or HEAD request: images and downloads in a page (`<img src>`,
 * `<a download>`) cannot send a bearer header. Only for reading: the cookie is SameSite=Lax, so
 * another site cannot embed the files, and nothing that changes data is accepted on a cookie.
 */
export function cookieToken(request: FastifyRequest): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  return requestCookie(request, 'session');
}

/** Resolves the token of every request to a user; routes opt in to require one. */
export default fp(
  async function sessionPlugin(app: FastifyInstance, opts: { deps: AppDeps }) {
    const { db, clock } = opts.deps;
    const sessions = openSessions(opts.deps);
    app.decorate('openSessions', sessions);
    app.addHook('onClose', async () => sessions.close());

    app.decorateRequest('auth', null);
    app.decorateRequest('identity', null);
    app.addHook('onRequest', async (request) => {
      const token = bearerToken(request) ?? cookieToken(request);
      if (!token || token.length > 200) return;
      const session = await sessions.find(hashToken(token), clock.now());
      if (!session) return;
      if (request.routeOptions.config?.identityOnly) {
        request.identity = { userId: session.userId, sessionId: session.id };
        return;
      }
      const user = await loadUser(db, session.userId);
      if (!user) return;
      request.auth = { user, sessionId: session.id };
      request.identity = { userId: user.id, sessionId: session.id };
    });

    const unauthorized = () => new AppError('unauthorized', 401, { message: 'Sign in to continue' });
    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (!request.auth) throw unauthorized();
    });
    app.decorate('requireIdentity', async (request: FastifyRequest) => {
      if (!request.identity) throw unauthorized();
    });
  },
  { name: 'session' },
);
