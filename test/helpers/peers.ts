// Two app servers in one test process hear each other through their peers channel (Redis, or
// PostgreSQL's LISTEN/NOTIFY) only once each one's subscription holds, which no event announces
// across servers; a probe broadcast that arrives proves it.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { waitUntil } from './wait-until';

/** Resolves once `to` hears a broadcast of `from`'s: `to`'s subscription holds. */
export async function heardAcross(from: FastifyInstance, to: FastifyInstance, timeoutMs = 30_000) {
  const topic = `probe:${randomUUID().slice(0, 8)}`;
  let heard = false;
  const stop = to.peers.subscribe(topic, () => {
    heard = true;
  });
  try {
    // Sent again until heard: a broadcast before the subscription holds is lost, not queued.
    await waitUntil(
      () => {
        if (!heard) from.peers.broadcast(topic, null);
        return heard;
      },
      { what: 'one server to hear the other', timeoutMs },
    );
  } finally {
    stop();
  }
}
