// The rate limits' counters: in Redis while it answers, so every app server counts the same
// visitor once, and in this process while it does not (platform/redis/redis.ts keeps the link).
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { Redis } from 'ioredis';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What @fastify/rate-limit asks of a store (its LocalStore and RedisStore both answer it). */
export interface RateLimitStore {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): RateLimitStore;
}

/**
 * Counts in Redis while it answers, in this process otherwise. A store class for
 * @fastify/rate-limit's `store` option, built with the plugin's own two stores.
 */
export function fallbackStore(redis: Redis, shared: RateLimitStore, local: RateLimitStore): RateLimitStore {
  return {
    incr(key, callback, timeWindow, max) {
      if (redis.status !== 'ready') return local.incr(key, callback, timeWindow, max);
      shared.incr(
        key,
        (error, result) => (error ? local.incr(key, callback, timeWindow, max) : callback(null, result)),
        timeWindow,
        max,
      );
    },
    child: (routeOptions) => fallbackStore(redis, shared.child(routeOptions), local.child(routeOptions)),
  };
}

/** The `store` option of @fastify/rate-limit: its own Redis and local stores, behind fallbackStore. */
export function sharedRateLimits(redis: Redis, prefix: string): FastifyRateLimitStoreCtor {
  return class {
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const { continueExceeding = false, exponentialBackoff = false } = options;
      // biome-ignore lint/correctness/noConstructorReturn: the plugin only constructs the store it is given
      return fallbackStore(
        redis,
        new RedisStore(continueExceeding, exponentialBackoff, redis, `${prefix}rate-limit:`),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
