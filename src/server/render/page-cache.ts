// A short-lived cache of rendered HTML for anonymous visitors (DESIGN §8): the same page for
// everyone, so it is rendered once per few seconds instead of per request. Counts on it are at
// most TTL seconds old; a signed-in visitor always gets a fresh render.
//
// Bounded for the open internet: by total bytes (least recently used first out), expired entries
// are swept, and keys ignore query parameters that do not change the page, so `?utm_…` variants
// share one entry. Each entry holds the HTML as sent, once plain and once each compressed with
// brotli and gzip (issue #12), so a hit costs neither rendering nor compression. A cached copy
// keeps the CSP nonce it was rendered with: the policy also allows 'self', which covers every
// script the page loads, so a nonce shared for a few seconds gives nothing away.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const PAGE_CACHE_TTL_MS = 10_000;
export const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/** Query parameters that change what a cacheable page shows; every other one is ignored. */
const PAGE_QUERY = ['autoplay'] as const;

/** One page as every anonymous visitor gets it, ready to send in each encoding. */
export interface CachedPage {
  nonce: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** Compresses a rendered page once: brotli at a middling quality (fast to make, small to send). */
export function compressPage(html: string, nonce: string): CachedPage {
  const identity = Buffer.from(html);
  return {
    nonce,
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
    gzip: gzipSync(identity, { level: 6 }),
  };
}

interface Entry {
  page: CachedPage;
  bytes: number;
  expires: number;
}

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private totalBytes = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly ttlMs = PAGE_CACHE_TTL_MS,
    private readonly maxBytes = PAGE_CACHE_MAX_BYTES,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.totalBytes;
  }

  /** The cached page, or undefined when it must be rendered. */
  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.remove(key, entry);
      return undefined;
    }
    // Most recently used last: eviction takes from the front.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.page;
  }

  set(key: string, page: CachedPage): void {
    if (this.ttlMs <= 0) return;
    const bytes = page.identity.length + page.br.length + page.gzip.length;
    if (bytes > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    for (const [oldest, entry] of this.entries) {
      if (this.totalBytes + bytes <= this.maxBytes) break;
      this.remove(oldest, entry);
    }
    this.entries.set(key, { page, bytes, expires: this.now() + this.ttlMs });
    this.totalBytes += bytes;
  }

  /** Drops every expired entry. */
  sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.remove(key, entry);
  }

  /** Sweeps once per TTL in the background until stop(). */
  start(): void {
    if (this.ttlMs <= 0 || this.timer) return;
    this.timer = setInterval(() => this.sweep(), this.ttlMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Forgets every page: after a change that makes a presentation private, hidden or gone. */
  clear(): void {
    this.entries.clear();
    this.totalBytes = 0;
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.totalBytes -= entry.bytes;
  }
}

/**
 * The address a cacheable page is kept under, and the one its HTML names as "this page": the path
 * and only the query parameters that change the page, in a fixed order.
 */
export function cacheablePath(url: string): string {
  const parsed = new URL(url, 'http://page.invalid');
  const kept = new URLSearchParams();
  for (const name of PAGE_QUERY) {
    const value = parsed.searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${parsed.pathname}?${query}` : parsed.pathname;
}
