import type { FastifyRequest } from 'fastify';
import { mayAdminister } from '../../src/protocol/clinic-admin';
import { AppError } from '../../src/protocol/errors';

const INT_ID = /^[1-9]\d{0,9}$/;

/** 403 `cadmin.not_allowed`: the one answer to anyone who does not administer the clinic a path names. */
export const notClinicAdmin = () => new AppError('cadmin.not_allowed', 403, { message: "Only the clinic's administrators may do this" });

/**
 * The clinic a `:clinicId` path parameter names, when `user` administers it (src/protocol/clinic-admin.ts);
 * else 403 `cadmin.not_allowed`: an unknown clinic and a malformed id answer the same, since a
 * clinic's existence is public and the answer must tell nothing.
 */
export function administeredClinicId(user: Parameters<typeof mayAdminister>[0], clinicIdText: string | undefined): number {
  const n = clinicIdText !== undefined && INT_ID.test(clinicIdText) ? Number(clinicIdText) : NaN;
  if (!Number.isSafeInteger(n) || n > 2_147_483_647 || !mayAdminister(user, n)) throw notClinicAdmin();
  return n;
}

/**
 * The `onRequest` guard of every clinic administration route (`/api/cadmin/clinics/:clinicId/...`),
 * after `requireUser`: it answers before the body is read or checked, so someone without the
 * right learns nothing, not even which fields a form has. The services check again.
 */
export async function requireClinicAdmin(request: FastifyRequest): Promise<void> {
  if (!request.auth) throw new AppError('unauthorized', 401, { message: 'Sign in to continue' });
  administeredClinicId(request.auth.user, (request.params as { clinicId?: string } | undefined)?.clinicId);
}
