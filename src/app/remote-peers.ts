// How the processes of other app servers are reached (peers.ts): through Redis pub/sub when
// REDIS_URL is set, and through PostgreSQL's LISTEN/NOTIFY otherwise.
import type { Redis } from 'ioredis';
import type { DatabaseHandle } from '../platform/db/connection';
import { notifyChannel } from '../platform/db/system.repository';
import type { RemotePeers } from '../platform/peers/peers';
import { holdSubscription } from '../platform/redis/redis';

/** How long a SUBSCRIBE may take before it is tried again. */
export const SUBSCRIBE_TIMEOUT_MS = 2_000;

/**
 * Redis pub/sub: publishes on the shared connection, listens on a connection of its own. The
 * listening one must not inherit the shared one's fail-fast options: with no retry per request a
 * SUBSCRIBE sent before the first connection is flushed with an error, and ioredis only
 * resubscribes what once succeeded, so the process would never hear the others again.
 */
export function redisPeers(redis: Redis, prefix: string): RemotePeers {
  const channel = `${prefix}peers`;
  const subscriber = redis.duplicate({
    enableOfflineQueue: false,
    maxRetriesPerRequest: null,
    autoResubscribe: false, // holdSubscription subscribes on every 'ready' itself
    commandTimeout: SUBSCRIBE_TIMEOUT_MS,
  });
  subscriber.on('error', () => {}); // the shared connection already warns about outages
  let hold: ReturnType<typeof holdSubscription> | undefined;
  return {
    publish: async (message) => {
      await redis.publish(channel, message);
    },
    subscribe(listener, warn) {
      subscriber.on('message', (_channel: string, message: string) => listener(message));
      hold = holdSubscription(subscriber, channel, warn);
    },
    holds: () => hold?.holds() ?? false,
    close: () => {
      hold?.stop();
      subscriber.disconnect();
    },
  };
}

/**
 * PostgreSQL's LISTEN/NOTIFY, for app servers that share a database and no Redis. The channel is
 * named after the schema, so installs that share a database in different schemas do not mix.
 */
export function postgresPeers(handle: DatabaseHandle): RemotePeers | undefined {
  const guard = handle.postgres;
  if (!guard) return undefined;
  const channel = `podium_peers_${handle.schema ?? 'public'}`.slice(0, 63);
  let stop = () => {};
  // One NOTIFY after another: sent on whichever pooled connection is free, two could overtake each
  // other, and a co-editor's updates must arrive in the order they were made.
  let previous: Promise<unknown> = Promise.resolve();
  return {
    publish: (message) => {
      const sent = previous.then(() => notifyChannel(handle.db, channel, message));
      previous = sent.catch(() => {});
      return sent;
    },
    subscribe(listener) {
      stop = guard.listen(channel, listener);
    },
    close: () => stop(),
  };
}
