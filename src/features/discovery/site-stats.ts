// Site-wide figures and card pools every page can use without waiting on the database: the
// header's "Search over N presentations..." and the view page sidebar's videos, templates and
// staff picks. Refreshed in the background; a page picks its random cards from the pools.
import { TEMPLATE_CARDS, VIDEO_CARDS } from '../../lib/constants';
import { randomSubset } from '../../lib/random-subset';
import type { Db } from '../../platform/db/connection';
import { type Repeating, type RepeatLog, repeat } from '../../platform/jobs/repeat';
import { type CardData, countListedPresentations, listListedPresentations } from '../decks';
import { cardsWithOwners } from './cards.service';

export const SITE_STATS_REFRESH_MS = 60_000;
/** Pools are larger than what a page shows, so each visit can show a different selection. */
export const POOL_SIZES = { videos: 30, templates: 45, staffPicks: 24 } as const;

export interface CardPools {
  videos: CardData[];
  templates: CardData[];
  staffPicks: CardData[];
}

/** What the view page sidebar shows of each pool (spec §2 sidebar groups). */
export const SIDEBAR_CARDS = { videos: VIDEO_CARDS, templates: TEMPLATE_CARDS, staffPicks: 6 } as const;

export class SiteStats {
  searchCount = 0;
  pools: CardPools = { videos: [], templates: [], staffPicks: [] };
  private repeating: Repeating | undefined;

  constructor(private readonly db: Db) {}

  /** A random selection of each pool for one view page, without the presentation itself. */
  sidebarFor(oid: string): CardPools {
    const pick = (cards: CardData[], count: number) => {
      const others = cards.filter((card) => card.oid !== oid);
      return randomSubset(others, Math.min(count, others.length));
    };
    return {
      videos: pick(this.pools.videos, SIDEBAR_CARDS.videos),
      templates: pick(this.pools.templates, SIDEBAR_CARDS.templates),
      staffPicks: pick(this.pools.staffPicks, SIDEBAR_CARDS.staffPicks),
    };
  }

  async refresh(): Promise<void> {
    const [count, videos, templates, staffPicks] = await Promise.all([
      countListedPresentations(this.db),
      listListedPresentations(this.db, { limit: POOL_SIZES.videos, kind: 'video' }),
      listListedPresentations(this.db, { limit: POOL_SIZES.templates, templates: true }),
      listListedPresentations(this.db, { limit: POOL_SIZES.staffPicks, curated: true }),
    ]);
    this.searchCount = count;
    this.pools = {
      videos: await cardsWithOwners(this.db, videos),
      templates: await cardsWithOwners(this.db, templates),
      staffPicks: await cardsWithOwners(this.db, staffPicks),
    };
  }

  /** Refreshes in the background until stop(); a failed refresh keeps the last figures. */
  start(log: RepeatLog): void {
    this.repeating ??= repeat(() => this.refresh(), {
      name: 'site stats: the refresh',
      everyMs: SITE_STATS_REFRESH_MS,
      log,
    });
  }

  async stop(): Promise<void> {
    await this.repeating?.stop();
    this.repeating = undefined;
  }
}
