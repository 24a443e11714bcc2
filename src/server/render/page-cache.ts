// A short-lived cache of rendered HTML for anonymous visitors (DESIGN §8): the same page for
// everyone, so it is rendered once per few seconds instead of per request. Counts on it are at
// most TTL seconds old; a signed-in visitor always gets a fresh render.
export const PAGE_CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 1000;

export class PageCache {
  private readonly entries = new Map<string, { html: string; expires: number }>();

  constructor(
    private readonly ttlMs = PAGE_CACHE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.html;
  }

  set(key: string, html: string): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { html, expires: this.now() + this.ttlMs });
  }

  /** Forgets every page: after a change that makes a presentation private, hidden or gone. */
  clear(): void {
    this.entries.clear();
  }
}
