import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { runPeriodically } from '../../plugins/periodic-job';
import { OWED_PASS_EVERY_MS, payOverdueNotifications } from './owed-notifications';

declare module 'fastify' {
  interface FastifyInstance {
    /** Notifications owed by text messages; tests pay the overdue ones with `owedNotifications.payOverdue()` on their own clock. */
    owedNotifications: { payOverdue(): Promise<number> };
  }
}

/**
 * The pass that pays what text messages still owe their offline recipients (see
 * owed-notifications.ts): on this node once it is ready and then every OWED_PASS_EVERY_MS. Every
 * node runs it; a debt is paid once, by whoever clears it first.
 */
export default fp(
  async function owedNotificationsPlugin(app: FastifyInstance, { deps }: { deps: AppDeps }) {
    const failed = (err: unknown, messageId: string) => app.log.error({ err, messageId }, 'chats: the notifications a message owes could not be written; tried again at the next pass');
    app.decorate('owedNotifications', { payOverdue: () => payOverdueNotifications(deps, failed) });
    runPeriodically(app, {
      name: 'chats: owed notifications',
      everyMs: OWED_PASS_EVERY_MS,
      job: async () => {
        const paid = await payOverdueNotifications(deps, failed);
        if (paid > 0) app.log.warn({ paid }, 'chats: message notifications written late (left by a stopped process or a failed write)');
      },
    });
  },
  { name: 'owed-notifications' },
);
