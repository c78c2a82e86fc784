import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { runPeriodically } from '../../plugins/periodic-job';
import { pruneSignInRecords, type PrunedSignInRecords } from './pruning.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sign-in records; tests delete the stale ones with `signInRecords.prune()` on their own clock. */
    signInRecords: { prune(): Promise<PrunedSignInRecords> };
  }
}

/**
 * How often each node deletes stale sign-in records. They are kept a day past use, so an hour late
 * costs only a few rows; every node prunes, and a delete of rows already gone is harmless.
 */
export const SIGN_IN_PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Retention of one-time codes, sign-in links and sign-in attempts (issue 18): this node deletes
 * the stale ones once it is ready and then every SIGN_IN_PRUNE_EVERY_MS, until it closes (a prune
 * under way is awaited).
 */
export default fp(
  async function signInPruningPlugin(app: FastifyInstance, { deps }: { deps: AppDeps }) {
    app.decorate('signInRecords', { prune: () => pruneSignInRecords(deps) });

    runPeriodically(app, {
      name: 'auth: prune',
      everyMs: SIGN_IN_PRUNE_EVERY_MS,
      job: async () => {
        const n = await pruneSignInRecords(deps);
        if (n.codes + n.authcodes + n.attempts > 0) app.log.info({ deleted: n }, 'auth: stale sign-in records deleted');
      },
    });
  },
  { name: 'sign-in-pruning' },
);
