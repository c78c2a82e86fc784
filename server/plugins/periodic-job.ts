import type { FastifyInstance } from 'fastify';

/**
 * Runs `job` on this node once it is ready and then every `everyMs`, one run at a time, until the
 * app closes (a run under way is awaited). A failure is logged and the next run comes as usual;
 * every node runs its own, so jobs must be harmless to repeat (deletes of rows already gone).
 */
export function runPeriodically(app: FastifyInstance, opts: { name: string; everyMs: number; job: () => Promise<void> }): void {
  let running: Promise<unknown> | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;
  let closing = false;
  const run = () => {
    if (running || closing) return;
    running = opts
      .job()
      .catch((err) => app.log.error({ err }, `${opts.name} failed`))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, opts.everyMs);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    closing = true;
    clearInterval(timer);
    await running;
  });
}
