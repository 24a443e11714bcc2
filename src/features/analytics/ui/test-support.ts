// Statistics page data for component tests: nothing recorded, or a small busy period.
import type { StatsPageData, StepRow } from '../contracts';

export const STEPS: StepRow[] = [
  { step: 0, title: 'Overview', sessions: 8, medianMs: 3000 },
  { step: 1, title: 'Why tidy data', sessions: 6, medianMs: 12_500 },
  { step: 2, title: null, sessions: 2, medianMs: null },
];

export function emptyStats(overrides: Partial<StatsPageData> = {}): StatsPageData {
  return {
    presentation: {
      oid: 'abcdefghijkl',
      title: 'Tidy Data',
      path: '/p/abcdefghijkl/tidy-data/',
      chapters: false,
    },
    days: 7,
    totals: { views: 0, likes: 0 },
    period: {
      views: 0,
      uniqueVisitors: 0,
      likes: 0,
      shares: 0,
      embedsCopied: 0,
      downloads: 0,
      started: 0,
      completed: 0,
      completionRate: 0,
      watchMs: 0,
      avgViewMs: null,
    },
    viewsPerDay: [
      { day: '2026-11-20', views: 0, visitors: 0 },
      { day: '2026-11-21', views: 0, visitors: 0 },
    ],
    steps: [],
    stepTitles: [],
    referrers: [],
    embeds: [],
    links: [],
    liveSessions: [],
    ...overrides,
  };
}

export function busyStats(): StatsPageData {
  return emptyStats({
    totals: { views: 1234, likes: 9 },
    period: {
      views: 1200,
      uniqueVisitors: 640,
      likes: 5,
      shares: 3,
      embedsCopied: 2,
      downloads: 4,
      started: 8,
      completed: 2,
      completionRate: 0.25,
      watchMs: 96_000,
      avgViewMs: 12_000,
    },
    viewsPerDay: [
      { day: '2026-11-20', views: 700, visitors: 400 },
      { day: '2026-11-21', views: 500, visitors: 300 },
    ],
    steps: STEPS,
    stepTitles: ['Overview', 'Why tidy data', ''],
  });
}
