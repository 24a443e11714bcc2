// Site-wide figures every page's header shows ("Search over N presentations..."), kept fresh
// in the background so rendering a page never waits on a count.
import type { Db } from '../../db/connection';
import { countListedPresentations } from '../../db/repositories/presentations.repository';

export const SITE_STATS_REFRESH_MS = 60_000;

export class SiteStats {
  searchCount = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly db: Db) {}

  async refresh(): Promise<void> {
    this.searchCount = await countListedPresentations(this.db);
  }

  start(): void {
    this.timer = setInterval(() => {
      this.refresh().catch(() => undefined); // keep the last figure if the database hiccups
    }, SITE_STATS_REFRESH_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
