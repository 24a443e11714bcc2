// An owner's statistics of one presentation: the JSON call (GET /api/v4/presentation/{oid}/stats/)
// and the statistics page (/dashboard/next/{oid}/stats/), which adds visitors per day and step
// titles; and the addresses of the telemetry beacons the pages and the player send.

import type { Static } from 'typebox';
import { endpoints } from '../../kernel/endpoint';
import type { LiveSessionStats } from '../live/contracts';
import type * as telemetry from './telemetry.schemas';

/**
 * The telemetry beacons (decision 084): page events and their fallback, the browser's log records,
 * a visit's step times. The browser hands their paths to navigator.sendBeacon or a keepalive fetch
 * (lib/telemetry.ts, the player's step clock), not to callApi, and the routes (routes.ts,
 * visits.routes.ts) take method, address and schemas from the same entries.
 */
export const telemetryApi = endpoints<typeof telemetry.telemetrySchemas>()({
  events: { method: 'POST', path: '/api/analytics/' },
  eventsFallback: { method: 'POST', path: '/api/analytics/fallback/' },
  log: { method: 'POST', path: '/api/log/' },
  visit: { method: 'POST', path: '/api/v4/visits/' },
});

/** A visit beacon's body: the visible time spent on each step since the last report. */
export type VisitBeacon = Static<typeof telemetry.VisitBeaconBody>;

export interface PresentationStats {
  days: number;
  totals: { views: number; likes: number };
  period: {
    views: number;
    uniqueVisitors: number;
    likes: number;
    shares: number;
    embedsCopied: number;
    /** Files downloaded in the period, every format and link. */
    downloads: number;
    started: number;
    completed: number;
    completionRate: number;
    /** Visible time of the period's visits that reached a step, summed (watch time), in ms. */
    watchMs: number;
    /** Their average visible time (average view duration), in ms; null without such visits. */
    avgViewMs: number | null;
  };
  viewsPerDay: { day: string; views: number }[];
  steps: { step: number; sessions: number; medianMs: number | null }[];
  /** Views in the period by the site they came from (an embedding or linking page's origin; null:
   * direct or this site), the busiest first. */
  referrers: { site: string | null; views: number }[];
  /** Views in the period from embeds, by the embedding site (visits that reached a step), most first. */
  embeds: { site: string; views: number }[];
  /** Views in the period through each share link, the most watched first. */
  links: LinkStats[];
}

/**
 * A share link's figures over the period, from its visits that reached a step:
 * a visit that reached none (a bot, or a tab closed before the first step showed) is left out.
 */
export interface LinkStats {
  linkId: string;
  /** Who or what the link is for, or null. */
  name: string | null;
  /** Visits through the link that reached a step. */
  views: number;
  uniqueVisitors: number;
  /** Share of those visits that reached the last step (0–1). */
  completionRate: number;
  /** Average visible time per visit, in ms; null without visits. */
  avgMs: number | null;
  /** Files downloaded through this link in the period. */
  downloads: number;
  /** The latest view in the period, or null. */
  lastViewAt: string | null;
  state: 'live' | 'expired' | 'revoked';
  /** Every step of the deck: visits that reached it and their average visible time on it. */
  steps: LinkStep[];
  /** For a link that asks for an e-mail address: who gave one, latest first (at most 100). */
  visitors: LinkVisitor[];
}

export interface LinkStep {
  /** 0-based. */
  step: number;
  reached: number;
  avgMs: number | null;
}

export interface LinkVisitor {
  email: string;
  firstSeenAt: string;
  lastSeenAt: string;
  /** Views counted through the link after giving the address. */
  views: number;
  /** Steps of the deck this visitor reached in the period's visits. */
  stepsSeen: number;
  /** Their visible time on each step of the deck over those visits, in ms; null: not reached. */
  stepMs: (number | null)[];
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
  /** `chapters`: a recording, whose steps are its chapters. */
  presentation: { oid: string; title: string; path: string; chapters: boolean };
  viewsPerDay: DayCount[];
  steps: StepRow[];
  /** Every step's title in the current document, by 0-based step (a recording's chapter titles; '' when none). */
  stepTitles: string[];
  /** The talk's live sessions, newest first; not limited to the period. */
  liveSessions: LiveSessionStats[];
}
