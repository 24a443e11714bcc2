// An owner's statistics of one presentation: the JSON call (GET /api/v4/presentation/{oid}/stats/)
// and the statistics page (/dashboard/next/{oid}/stats/), which adds visitors per day and step titles.

export interface PresentationStats {
  days: number;
  totals: { views: number; likes: number };
  period: {
    views: number;
    uniqueVisitors: number;
    likes: number;
    shares: number;
    embedsCopied: number;
    /** Files downloaded in the period (issue #16), every format and link. */
    downloads: number;
    started: number;
    completed: number;
    completionRate: number;
  };
  viewsPerDay: { day: string; views: number }[];
  steps: { step: number; sessions: number; medianMs: number | null }[];
  /** Views in the period by the site they came from (an embedding or linking page's origin; null:
   * direct or this site), the busiest first. */
  referrers: { site: string | null; views: number }[];
  /** Views in the period through each share link (issue #16), the most watched first. */
  links: LinkStats[];
}

export interface LinkStats {
  linkId: string;
  /** Who or what the link is for, or null. */
  name: string | null;
  views: number;
  uniqueVisitors: number;
  /** Files downloaded through this link in the period. */
  downloads: number;
  /** The latest view in the period, or null. */
  lastViewAt: string | null;
  state: 'live' | 'expired' | 'revoked';
  /** For a link that asks for an e-mail address: who gave one, latest first (at most 100). */
  visitors: LinkVisitor[];
}

export interface LinkVisitor {
  email: string;
  firstSeenAt: string;
  lastSeenAt: string;
  /** Views counted through the link after giving the address. */
  views: number;
}

export interface DayCount {
  /** UTC day, YYYY-MM-DD. */
  day: string;
  views: number;
  visitors: number;
}

export interface StepRow {
  /** 0-based step of the presentation's path. */
  step: number;
  /** The step's title in the current document, when it still has that step. */
  title: string | null;
  /** Playthroughs that reached this step. */
  sessions: number;
  /** Median time spent on the step before moving on, in ms. */
  medianMs: number | null;
}

/** The statistics call's answer, with visitors per day, step titles and the presentation. */
export interface StatsPageData extends Omit<PresentationStats, 'viewsPerDay' | 'steps'> {
  presentation: { oid: string; title: string; path: string };
  viewsPerDay: DayCount[];
  steps: StepRow[];
}
