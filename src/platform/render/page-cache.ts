// A short-lived cache of rendered HTML for anonymous visitors (DESIGN §8): the same page for
// everyone, so it is rendered once per few seconds instead of per request. Counts on it are at
// most TTL seconds old; a signed-in visitor always gets a fresh render.
//
// Bounded for the open internet: by total bytes (least recently used first out), expired entries
// are swept, and keys ignore query parameters that do not change the page, so `?utm_…` variants
// share one entry. Each entry holds the HTML as sent, once plain and once each compressed with
// brotli and gzip, so a hit costs neither rendering nor compression. A cached copy
// keeps the CSP nonce it was rendered with: the policy also allows 'self', which covers every
// script the page loads, so a nonce shared for a few seconds gives nothing away.
//
// A page is rendered once however many visitors ask for it at the same time: the others wait for
// that render and are sent the same buffers. Rendering a large page holds several copies of it
// (markup, page data, the joined page, two compressions), so a render per request would grow the
// process by that much per concurrent visitor, whatever the cache's own budget.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type Repeating, type RepeatLog, repeat } from '../jobs/repeat';
import type { FrameAncestors } from './csp';

export const PAGE_CACHE_TTL_MS = 10_000;
export const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/**
 * Query parameters that change what a cacheable page shows, with the values that do; every other
 * parameter or value is ignored (`?autoplay=2` is the page without autoplay).
 */
const PAGE_QUERY: Record<string, readonly string[]> = { autoplay: ['1', 'force'] };

/** One page as every anonymous visitor gets it, ready to send in each encoding. */
export interface CachedPage {
  nonce: string;
  frameAncestors: FrameAncestors;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** Compresses a rendered page once: brotli at a middling quality (fast to make, small to send). */
export function compressPage(
  html: string,
  nonce: string,
  frameAncestors: FrameAncestors = 'self',
): CachedPage {
  const identity = Buffer.from(html);
  return {
    nonce,
    frameAncestors,
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
  private readonly rendering = new Map<string, Promise<CachedPage>>();
  private totalBytes = 0;
  private renderCount = 0;
  /** Bumped by clear(): a render begun before it must not store what it made. */
  private generation = 0;
  private repeating: Repeating | undefined;

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

  /** How many pages have been rendered for the cache since it started. */
  get renders(): number {
    return this.renderCount;
  }

  /**
   * The page under key: cached, or from the render another request has under way, or made by
   * `render` (which then stores it when it fits).
   */
  obtain(key: string, render: () => Promise<CachedPage>): Promise<CachedPage> {
    const cached = this.get(key);
    if (cached) return Promise.resolve(cached);
    const pending = this.rendering.get(key);
    if (pending) return pending;
    const generation = this.generation;
    this.renderCount++;
    const made = render()
      .then((page) => {
        if (generation === this.generation) this.set(key, page);
        return page;
      })
      .finally(() => {
        if (this.rendering.get(key) === made) this.rendering.delete(key);
      });
    this.rendering.set(key, made);
    return made;
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
  start(log: RepeatLog): void {
    if (this.ttlMs <= 0 || this.repeating) return;
    this.repeating = repeat(() => this.sweep(), { name: 'page cache: the sweep', everyMs: this.ttlMs, log });
  }

  stop(): void {
    void this.repeating?.stop();
    this.repeating = undefined;
  }

  /** Forgets every page: after a change that makes a presentation private, hidden or gone. */
  clear(): void {
    this.entries.clear();
    this.rendering.clear();
    this.totalBytes = 0;
    this.generation++;
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
  for (const [name, values] of Object.entries(PAGE_QUERY)) {
    const value = parsed.searchParams.get(name);
    if (value !== null && values.includes(value)) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${parsed.pathname}?${query}` : parsed.pathname;
}
