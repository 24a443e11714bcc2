// The Redis the app servers share, when there is one: rate limits and cache announcements.
import type { EnvReader } from './env-reader';

export interface RedisConfig {
  /** Redis shared by the app servers (REDIS_URL): rate limits and cache announcements. */
  redisUrl?: string;
  /** Starts every key and channel name of this Podium in Redis (REDIS_PREFIX), to share one Redis. */
  redisPrefix: string;
}

export function readRedis({ read, problems }: EnvReader): RedisConfig {
  return {
    redisUrl: redisUrl(read('REDIS_URL'), problems),
    redisPrefix: read('REDIS_PREFIX') ?? 'podium:',
  };
}

function redisUrl(raw: string | undefined, problems: string[]): string | undefined {
  if (raw === undefined) return undefined;
  try {
    if (['redis:', 'rediss:'].includes(new URL(raw).protocol)) return raw;
  } catch {
    // reported below
  }
  problems.push('REDIS_URL must be a redis:// or rediss:// address, such as redis://127.0.0.1:6379');
  return undefined;
}
