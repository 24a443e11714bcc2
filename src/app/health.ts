// Health checks for load balancers and process managers: /healthz says the process
// answers; /readyz says it should get traffic, which means the database answers within a second,
// the server hears the other app servers (its Redis subscription holds) and it is not draining for
// shutdown. Both are exempt from the public-host check, since probes call by address.
import { pingDatabase } from '../platform/db/system.repository';
import type { App } from '../platform/http/edge';

export const READY_TIMEOUT_MS = 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when shutdown begins: /readyz answers 503 so the balancer stops sending traffic. */
    draining: boolean;
  }
}

export async function healthRoutes(app: App) {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (app.draining) return reply.code(503).send({ status: 'draining' });
    // A server that cannot hear the others would serve pages they have changed or hidden.
    if (!app.peers.listening()) return reply.code(503).send({ status: 'peers channel down' });
    // PostgreSQL's guard already knows when the database is away: no need to wait a second.
    if (app.handle.postgres && !app.handle.postgres.available)
      return reply.code(503).send({ status: 'database unavailable' });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), READY_TIMEOUT_MS);
    });
    const answer = await Promise.race([
      pingDatabase(app.db).then(
        () => 'ok' as const,
        () => 'error' as const,
      ),
      timeout,
    ]);
    clearTimeout(timer);
    if (answer === 'ok') return { status: 'ready' };
    return reply
      .code(503)
      .send({ status: answer === 'timeout' ? 'database too slow' : 'database unavailable' });
  });
}
