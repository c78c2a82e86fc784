import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { runPeriodically } from '../../plugins/periodic-job';
import { reportsService } from './reports.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Problem reports; tests delete the expired ones with `reports.prune()` on their own clock. */
    reports: { prune(): Promise<number> };
  }
}

/**
 * How often each node deletes expired reports. Reports are kept for days and are never listed or
 * opened once expired, so an hour late costs only disk; every node prunes, and a delete of rows
 * already gone is harmless.
 */
export const REPORT_PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Retention of problem reports (issue 14): this node deletes the expired ones once it is ready
 * and then every REPORT_PRUNE_EVERY_MS, until it closes (a prune under way is awaited).
 */
export default fp(
  async function reportsPlugin(app: FastifyInstance, { deps }: { deps: AppDeps }) {
    const reports = reportsService(deps);
    app.decorate('reports', { prune: () => reports.prune() });

    runPeriodically(app, {
      name: 'reports: prune',
      everyMs: REPORT_PRUNE_EVERY_MS,
      job: async () => {
        const n = await reports.prune();
        if (n > 0) app.log.info({ deleted: n }, 'reports: expired reports deleted');
      },
    });
  },
  { name: 'reports' },
);
