// Redis, when REDIS_URL names one: the app servers share their rate-limit
// counters and hear each other's cache announcements through it. Redis is a helper, never a
// dependency: while it is away each process counts on its own (with one warning per outage) and
// nothing fails. Commands are never queued while disconnected and time out after
// REDIS_COMMAND_TIMEOUT_MS, so a Redis that hangs costs a request that long at most.
import { Redis } from 'ioredis';

export const REDIS_COMMAND_TIMEOUT_MS = 250;

export type Warn = (message: string) => void;

export function connectRedis(url: string, warn: Warn): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    // Keep trying, at most every 2 s, for as long as the process runs.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    warn(`Redis is unavailable (${error.message}): rate limits are counted per process until it is back.`);
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    warn('Redis answers again: rate limits are shared again.');
  });
  return redis;
}

/** What holdSubscription needs of an ioredis connection. */
export interface SubscriberConnection {
  readonly status: string;
  on(event: 'ready' | 'close', listener: () => void): unknown;
  subscribe(channel: string): Promise<unknown>;
}

export interface Subscription {
  holds(): boolean;
  stop(): void;
}

/** The wait before the n-th retry of a failed SUBSCRIBE: 200 ms more each time, 2 s at most. */
export const resubscribeDelay = (attempt: number) => Math.min(attempt * 200, 2_000);

/**
 * Subscribes `connection` to `channel` each time it becomes ready, and retries a SUBSCRIBE that
 * fails for as long as the connection stays up, warning once per outage of the subscription.
 */
export function holdSubscription(
  connection: SubscriberConnection,
  channel: string,
  warn: (message: string) => void,
): Subscription {
  let holding = false;
  let stopped = false;
  let failing = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;
  const tryNow = () => {
    timer = undefined;
    if (stopped || connection.status !== 'ready') return;
    connection.subscribe(channel).then(
      () => {
        if (stopped || connection.status !== 'ready') return;
        holding = true;
        attempt = 0;
        if (failing) warn(`the other app servers are heard again on "${channel}"`);
        failing = false;
      },
      (error: Error) => {
        if (stopped) return;
        if (!failing)
          warn(
            `subscribing to "${channel}" failed (${error.message}): other app servers are not heard, retrying`,
          );
        failing = true;
        attempt += 1;
        timer = setTimeout(tryNow, resubscribeDelay(attempt));
      },
    );
  };
  connection.on('ready', () => {
    clearTimeout(timer);
    attempt = 0;
    tryNow();
  });
  connection.on('close', () => {
    holding = false;
  });
  if (connection.status === 'ready') tryNow();
  return {
    holds: () => holding && !stopped,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
