// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../../test/helpers/render';
import { SIGNED_IN } from '../../../../ui-kit/header/test-support';
import type { ChartSpec } from '../stats-data';
import { busyStats, emptyStats } from '../test-support';
import StatsPage from './StatsPage';

// jsdom has no canvas: the chart library is replaced, the page's own wiring is what is tested.
const chart = vi.hoisted(() => ({ destroy: vi.fn(), setSize: vi.fn() }));
const drawChart = vi.hoisted(() => vi.fn((_target: HTMLElement, _spec: ChartSpec) => chart));
vi.mock('../draw-chart', () => ({ drawChart, CHART_HEIGHT: 240 }));

beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const table = (name: RegExp) => screen.getByRole('table', { name });
const rowTexts = (t: HTMLElement) =>
  within(t)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('StatsPage', () => {
  it('shows the period’s numbers as tiles, with all-time totals and the completion rate', () => {
    renderWithI18n(<StatsPage site={SIGNED_IN} stats={busyStats()} />);
    const tiles = screen.getAllByRole('listitem').filter((li) => li.classList.contains('stats-tile'));
    expect(tiles.map((tile) => tile.textContent)).toEqual([
      'Views1,2001,234 all time',
      'Unique visitors640',
      'Likes59 all time',
      'Shares3',
      'Embed codes copied2',
      'Downloads4',
      'Watch time1.6 min',
      'Average view duration12 sec',
      'Completion rate25%2 of 8 playthroughs finished',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Statistics' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tidy Data' }).getAttribute('href')).toBe(
      '/p/abcdefghijkl/tidy-data/',
    );
  });

  it('gives every chart a real table with a caption and headers', () => {
    renderWithI18n(<StatsPage site={SIGNED_IN} stats={busyStats()} />);
    const disclosures = screen.getAllByText('Show as table');
    expect(disclosures).toHaveLength(3);
    for (const summary of disclosures) {
      fireEvent.click(summary);
      expect((summary.parentElement as HTMLDetailsElement).open).toBe(true);
    }
    expect(rowTexts(table(/^Views and unique visitors per day, Nov 20, 2026 to Nov 21, 2026$/))).toEqual([
      ['Day', 'Views', 'Unique visitors'],
      ['Nov 21, 2026', '500', '300'],
      ['Nov 20, 2026', '700', '400'],
    ]);
    expect(rowTexts(table(/^Playthroughs that reached each step$/))).toEqual([
      ['Step', 'Playthroughs', 'Of those started'],
      ['Step 1Overview', '8', '100%'],
      ['Step 2Why tidy data', '6', '75%'],
      ['Step 3', '2', '25%'],
    ]);
    expect(rowTexts(table(/^Median time on each step/))).toEqual([
      ['Step', 'Median time'],
      ['Step 1Overview', '3 sec'],
      ['Step 2Why tidy data', '12.5 sec'],
      ['Step 3', 'not timed'],
    ]);
  });

  it('names each chart in words and draws it once the chart code has loaded', async () => {
    const { unmount } = renderWithI18n(<StatsPage site={SIGNED_IN} stats={busyStats()} />);
    const images = screen.getAllByRole('img').filter((el) => el.classList.contains('stats-chart'));
    expect(images.map((img) => img.getAttribute('aria-label'))).toEqual([
      'Line chart of views and unique visitors per day: 1,200 views in this period, the most on Nov 20, 2026 (700).',
      'Bar chart of playthroughs reaching each step: 8 reached step 1, 2 reached step 3 (25%).',
      'Bar chart of the median time on each step: the longest is step 2, at 12.5 sec.',
    ]);
    await waitFor(() => expect(drawChart).toHaveBeenCalledTimes(3));
    const specs = drawChart.mock.calls.map((call) => call[1]);
    expect(specs.map((s) => [s.kind, s.series.length, s.unit])).toEqual([
      ['line', 2, 'count'],
      ['bars', 1, 'count'],
      ['bars', 1, 'seconds'],
    ]);
    expect(drawChart.mock.calls[0]![0]).toBe(images[0]);
    unmount();
    expect(chart.destroy).toHaveBeenCalledTimes(3);
  });

  it('lists the sites the views came from, the busiest first, as text', () => {
    const stats = {
      ...busyStats(),
      referrers: [
        { site: null, views: 900 },
        { site: 'https://school.example', views: 250 },
        { site: 'https://blog.example', views: 50 },
      ],
    };
    renderWithI18n(<StatsPage site={SIGNED_IN} stats={stats} />);
    const section = screen.getByRole('region', { name: 'Views by referring site' });
    const rows = within(section)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Direct or on this site900',
      'https://school.example250',
      'https://blog.example50',
    ]);
    expect(within(section).queryByRole('link')).toBeNull();
  });

  it('lists each share link’s visits, completion, time per step, and each gated visitor’s steps', () => {
    const steps = (reached: number[], avgMs: (number | null)[]) =>
      reached.map((n, step) => ({ step, reached: n, avgMs: avgMs[step] ?? null }));
    const stats = {
      ...busyStats(),
      links: [
        {
          linkId: 'link000000000001',
          name: 'Acme board',
          views: 12,
          uniqueVisitors: 3,
          completionRate: 0.25,
          avgMs: 42_000,
          downloads: 5,
          lastViewAt: '2026-11-21T10:00:00.000Z',
          state: 'live' as const,
          steps: steps([12, 9, 3], [3000, 12_500, 800]),
          visitors: [
            {
              email: 'cfo@acme.example',
              firstSeenAt: '2026-11-20T09:00:00.000Z',
              lastSeenAt: '2026-11-21T10:00:00.000Z',
              views: 2,
              stepsSeen: 2,
              stepMs: [4000, 61_000, null],
            },
          ],
        },
        {
          linkId: 'link00000000beef',
          name: null,
          views: 2,
          uniqueVisitors: 2,
          completionRate: 1,
          avgMs: 5000,
          downloads: 0,
          lastViewAt: '2026-11-20T08:00:00.000Z',
          state: 'expired' as const,
          steps: steps([2, 2, 2], [1000, 1000, 3000]),
          visitors: [],
        },
        {
          linkId: 'link00000000cafe',
          name: 'Newsletter',
          views: 0,
          uniqueVisitors: 0,
          completionRate: 0,
          avgMs: null,
          downloads: 0,
          lastViewAt: null,
          state: 'live' as const,
          steps: steps([0, 0, 0], []),
          visitors: [],
        },
      ],
    };
    renderWithI18n(<StatsPage site={SIGNED_IN} stats={stats} />);
    const section = screen.getByRole('region', { name: 'Views by share link' });
    const cells = (table: HTMLElement) =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(cells(within(section).getAllByRole('table')[0]!)).toEqual([
      ['Acme board', '12', '3', '25%', '42 sec', '5', 'Nov 21, 2026'],
      ['Link …beef · expired', '2', '2', '100%', '5 sec', '0', 'Nov 20, 2026'],
      ['Newsletter', '0', '0', '–', '–', '0', '–'],
    ]);
    expect(within(section).getByRole('link', { name: 'Download visits (CSV)' }).getAttribute('href')).toBe(
      '/dashboard/next/abcdefghijkl/stats/visits.csv?days=7',
    );
    // Per step of a watched link: reach and average time (no table for a link nobody watched).
    expect(within(section).getByText('Steps watched through Acme board')).toBeTruthy();
    expect(within(section).queryByText('Steps watched through Newsletter')).toBeNull();
    const acmeSteps = within(section).getAllByRole('table')[1]!;
    expect(cells(acmeSteps)).toEqual([
      ['Step 1Overview', '12', '3 sec'],
      ['Step 2Why tidy data', '9', '12.5 sec'],
      ['Step 3', '3', '0.8 sec'],
    ]);
    // Who gave an address to the link that asks for one: steps seen, and the time on each.
    const people = within(section).getByRole('table', { name: 'Who watched through Acme board' });
    expect(cells(people)).toEqual([
      [
        'cfo@acme.example',
        'Nov 20, 2026',
        'Nov 21, 2026',
        '2 of 3Step 1 · Overview 4 secStep 2 · Why tidy data 61 sec',
      ],
    ]);
  });

  it('shows views in embeds as “Embedded on” each site', () => {
    renderWithI18n(
      <StatsPage
        site={SIGNED_IN}
        stats={{ ...busyStats(), embeds: [{ site: 'https://school.example', views: 4 }] }}
      />,
    );
    const section = screen.getByRole('region', { name: 'Views by embedding site' });
    expect(within(section).getByRole('row', { name: 'Embedded on https://school.example 4' })).toBeTruthy();
    expect(within(section).queryByRole('link')).toBeNull();
  });

  it('leaves the referring sites out while there are none', () => {
    renderWithI18n(<StatsPage site={SIGNED_IN} stats={busyStats()} />);
    expect(screen.queryByRole('region', { name: 'Views by referring site' })).toBeNull();
  });

  it('says plainly that nothing was recorded yet, without tiles or axes', () => {
    renderWithI18n(<StatsPage site={SIGNED_IN} stats={emptyStats()} />);
    expect(screen.getByRole('heading', { name: 'No statistics yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the presentation' }).getAttribute('href')).toBe(
      '/p/abcdefghijkl/tidy-data/',
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('img', { name: /chart/ })).toBeNull();
    expect(drawChart).not.toHaveBeenCalled();
  });

  it('says so per chart when only this period is empty', () => {
    renderWithI18n(<StatsPage site={SIGNED_IN} stats={emptyStats({ totals: { views: 40, likes: 2 } })} />);
    expect(screen.getByText('No views in this period.')).toBeTruthy();
    expect(screen.getByText('Nobody has presented it in this period.')).toBeTruthy();
    expect(screen.getByText('No steps were timed in this period.')).toBeTruthy();
    expect(screen.getByText('40 all time')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /chart/ })).toBeNull();
  });

  it('links every period, marking the current one', () => {
    renderWithI18n(<StatsPage site={SIGNED_IN} stats={emptyStats({ days: 90 })} />);
    const nav = screen.getByRole('navigation', { name: 'Period' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')])).toEqual(
      [
        ['7 days', '/dashboard/next/abcdefghijkl/stats/?days=7', null],
        ['30 days', '/dashboard/next/abcdefghijkl/stats/?days=30', null],
        ['90 days', '/dashboard/next/abcdefghijkl/stats/?days=90', 'page'],
        ['12 months', '/dashboard/next/abcdefghijkl/stats/?days=365', null],
      ],
    );
  });
});
