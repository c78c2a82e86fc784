import type { FastifyRequest } from 'fastify';
import { hashToken, newToken, requestCookie } from '../auth';

/**
 * The proof that a browser started a guest interview (issue 20): a random key the server gives it
 * when it creates the interview, in an HttpOnly, SameSite=Lax cookie scoped to that interview's
 * calls (`/api/interviews/{id}`, so each guest interview has its own and no other call sees it).
 * The interview row keeps only the key's hash. The id alone (a shared result link, a browser
 * history) proves nothing.
 *
 * The cookie is accepted on writes too: SameSite=Lax keeps another site's POST from carrying it.
 */
export const GUEST_KEY_COOKIE = 'interview_key';

/** Kept for a week, as long as the client's `interview` cookie: long enough to sign in after a check. */
const GUEST_KEY_DAYS = 7;

/** A new key and the hash the interview row keeps. */
export function newGuestKey(): { key: string; hash: string } {
  const key = newToken();
  return { key, hash: hashToken(key) };
}

/** The hash of the guest key the request carries, or null without one. */
export function guestKeyHashOf(request: FastifyRequest): string | null {
  const key = requestCookie(request, GUEST_KEY_COOKIE);
  return key && key.length <= 200 ? hashToken(key) : null;
}

function cookie(request: FastifyRequest, interviewId: string, value: string, maxAge: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${GUEST_KEY_COOKIE}=${value}; Max-Age=${maxAge}; Path=/api/interviews/${encodeURIComponent(interviewId)}; HttpOnly; SameSite=Lax${secure}`;
}

/** The `Set-Cookie` that gives the browser the key of the guest interview it just started. */
export const guestKeyCookie = (request: FastifyRequest, interviewId: string, key: string): string => cookie(request, interviewId, key, GUEST_KEY_DAYS * 86400);

/** The `Set-Cookie` that removes it (the interview joined the browser's patient: the key opens nothing more). */
export const clearGuestKeyCookie = (request: FastifyRequest, interviewId: string): string => cookie(request, interviewId, '', 0);
