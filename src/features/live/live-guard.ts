// Wrong join codes, throttled. A code is six characters of 31 (about 887 million), and an ended
// session's code still opens its page, so guessing must cost: each client address may miss
// JOIN_CODE_THROTTLE.perAddress times a window, after which every code it asks for (right ones too,
// or the throttle would tell right from wrong) answers 429 until the window ends. When the whole
// site sees more than `everywhere` misses a window (many addresses guessing together), an address
// that missed once is stopped at once; addresses that never missed are not slowed down.
//
// The counts live in Redis when there is one, shared by every app server like the rate limits
// (redis.ts), and in this process while it is away or absent.
import type { Redis } from 'ioredis';
import { AppError } from '../../platform/http/errors';

export const JOIN_CODE_THROTTLE = {
  perAddress: 10,
  everywhere: 1_000,
  windowMs: 10 * 60_000,
  /** Addresses remembered by the local counts at most (the oldest go first). */
  localKeys: 100_000,
};
export type JoinCodeThrottle = typeof JOIN_CODE_THROTTLE;

interface Count {
  count: number;
  /** Milliseconds until the window of this count ends. */
  leftMs: number;
}

/** Fixed-window counts: `add` counts one, `peek` reads without counting. */
export interface WindowCounts {
  peek(key: string): Promise<Count>;
  add(key: string): Promise<void>;
}

export function localCounts(windowMs: () => number, maxKeys: () => number): WindowCounts {
  const counts = new Map<string, { count: number; until: number }>();
  const live = (key: string, now: number) => {
    const entry = counts.get(key);
    if (entry && entry.until > now) return entry;
    if (entry) counts.delete(key);
    return undefined;
  };
  return {
    async peek(key) {
      const now = Date.now();
      const entry = live(key, now);
      return entry ? { count: entry.count, leftMs: entry.until - now } : { count: 0, leftMs: 0 };
    },
    async add(key) {
      const now = Date.now();
      const entry = live(key, now);
      if (entry) {
        entry.count++;
        return;
      }
      if (counts.size >= maxKeys()) {
        for (const [k, e] of counts) if (e.until <= now) counts.delete(k);
        // Still full: the oldest entry goes (a Map keeps the order of insertion).
        if (counts.size >= maxKeys()) counts.delete(counts.keys().next().value!);
      }
      counts.set(key, { count: 1, until: now + windowMs() });
    },
  };
}

/** Counts in Redis while it answers, else in `local`. */
export function redisCounts(redis: Redis, prefix: string, windowMs: () => number, local: WindowCounts) {
  const ready = () => redis.status === 'ready';
  const counts: WindowCounts = {
    async peek(key) {
      if (!ready()) return local.peek(key);
      try {
        const [[, count], [, left]] = (await redis
          .multi()
          .get(prefix + key)
          .pttl(prefix + key)
          .exec()) as [[unknown, string | null], [unknown, number]];
        return { count: Number(count ?? 0), leftMs: Math.max(0, left) };
      } catch {
        return local.peek(key);
      }
    },
    async add(key) {
      if (!ready()) return local.add(key);
      try {
        // The window starts with the first miss; INCR keeps the expiry SET gave it.
        await redis
          .multi()
          .set(prefix + key, '0', 'PX', windowMs(), 'NX')
          .incr(prefix + key)
          .exec();
      } catch {
        await local.add(key);
      }
    },
  };
  return counts;
}

export const tooManyCodes = (leftMs: number) => {
  const minutes = Math.max(1, Math.ceil(leftMs / 60_000));
  return new AppError(
    429,
    'too_many_codes',
    `Too many wrong live-session codes from your network. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    Math.max(1, Math.ceil(leftMs / 1000)),
  );
};

export class JoinCodeGuard {
  readonly limits: JoinCodeThrottle = { ...JOIN_CODE_THROTTLE };
  private readonly counts: WindowCounts;

  constructor(redis: Redis | undefined, prefix: string) {
    const windowMs = () => this.limits.windowMs;
    const local = localCounts(windowMs, () => this.limits.localKeys);
    this.counts = redis ? redisCounts(redis, `${prefix}live-codes:`, windowMs, local) : local;
  }

  /** Throws 429 (with Retry-After) when this client address may not try a code now. */
  async check(address: string): Promise<void> {
    const [mine, all] = await Promise.all([
      this.counts.peek(`address:${address}`),
      this.counts.peek('everywhere'),
    ]);
    const allowed = all.count >= this.limits.everywhere ? 1 : this.limits.perAddress;
    if (mine.count >= allowed) throw tooManyCodes(mine.leftMs);
  }

  /** Checks the address, then counts a miss when `exists` says no session has the code. */
  async guard(address: string, exists: () => Promise<boolean>): Promise<void> {
    await this.check(address);
    if (!(await exists()))
      await Promise.all([this.counts.add(`address:${address}`), this.counts.add('everywhere')]);
  }
}
