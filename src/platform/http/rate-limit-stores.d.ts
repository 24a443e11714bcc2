// @fastify/rate-limit ships its two stores as files of its own, without types; rate-limits.ts puts them
// behind a store that falls back from Redis to this process.
declare module '@fastify/rate-limit/store/LocalStore.js' {
  import type { RateLimitStore } from './rate-limits';

  const LocalStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    cache?: number,
  ) => RateLimitStore;
  export default LocalStore;
}

declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { Redis } from 'ioredis';
  import type { RateLimitStore } from './rate-limits';

  const RedisStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    redis: Redis,
    key?: string,
  ) => RateLimitStore;
  export default RedisStore;
}
