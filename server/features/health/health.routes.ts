import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { healthRepository } from './health.repository';

/** How long /readyz waits for the database before calling it down. */
const DATABASE_TIMEOUT_MS = 2000;

const within = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), ms);
    timer.unref();
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err instanceof Error ? err : new Error(String(err)));
      },
    );
  });

/**
 * Probes for whoever runs the server (issue 18): `GET /healthz` answers while the process lives
 * (a liveness probe: restart it when this fails); `GET /readyz` answers 200 when the database and
 * the event bus answer, else 503 saying which did not (a readiness probe: send it no traffic).
 * JSON, outside `/api` and outside the single-page fallback, without a session, never cached.
 */
export default async function healthRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  fastify.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  fastify.get('/readyz', async (_request, reply) => {
    const [database, bus] = await Promise.all([
      within(healthRepository(deps.db).ping(), DATABASE_TIMEOUT_MS).then(
        () => 'ok' as const,
        () => 'failed' as const,
      ),
      deps.bus.ready().then(
        (up) => (up ? ('ok' as const) : ('failed' as const)),
        () => 'failed' as const,
      ),
    ]);
    const ready = database === 'ok' && bus === 'ok';
    reply.header('cache-control', 'no-store').status(ready ? 200 : 503);
    return { status: ready ? 'ready' : 'not_ready', checks: { database, bus } };
  });
}
