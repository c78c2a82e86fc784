import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { reminderSender } from './reminders.sender';

declare module 'fastify' {
  interface FastifyInstance {
    /** Appointment reminders; tests send the due ones with `reminders.sendDue()` on their own clock. */
    reminders: { sendDue(limit?: number): Promise<number> };
  }
}

/** Reminders are due minutes apart: polling more often than this gains nothing. */
const MIN_POLL_MS = 5000;

/**
 * Appointment reminders (issue 12): this node's poll for due reminder rows, from when the app is
 * ready until it closes. It polls as often as the call timers (CALL_TIMER_POLL_MS), but no more
 * than every five seconds.
 */
export default fp(
  async function remindersPlugin(app: FastifyInstance, { deps }: { deps: AppDeps }) {
    const sender = reminderSender(deps, app.log);
    app.decorate('reminders', { sendDue: (limit?: number) => sender.sendDue(limit) });

    let polling: Promise<unknown> | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        if (polling) return;
        polling = sender
          .sendDue()
          .catch((err) => app.log.error({ err }, 'reminders: poll failed'))
          .finally(() => {
            polling = null;
          });
      }, Math.max(deps.config.callTimerPollMs, MIN_POLL_MS));
      timer.unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await polling;
    });
  },
  { name: 'reminders' },
);
