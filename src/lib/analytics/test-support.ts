// Shared fakes for the analytics client tests: a browser-like cookie jar and a client wired to
// stubs, so each test states only the host, cookies and config it cares about.
import { vi } from 'vitest';
import { type AnalyticsConfig, type AnalyticsDeps, createAnalytics } from './analytics';

export const NOW = Date.UTC(2026, 0, 15, 10, 0, 0, 123);
export const PAGE = '11111111-1111-4111-8111-111111111111';
export const SESSION = '22222222-2222-4222-8222-222222222222';
export const OTHER = '33333333-3333-4333-8333-333333333333';
export const ENCODED = '%7B%22session_id%22%3A%2222222222-2222-4222-8222-222222222222%22%7D';
export const CONFIG: AnalyticsConfig = {
  endpoint: '/api/analytics/',
  fallbackEndpoint: '/api/analytics/fallback/',
  productionDomain: 'podium.example',
};
export const SEARCH = { search_term: 'cats', search_type: 'PRESENT' } as const;

/** A document whose cookie property behaves like the browser's: writes set one cookie, reads list all. */
export function cookieJar(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const writes: string[] = [];
  return {
    writes,
    referrer: 'https://search.example/',
    get cookie() {
      return [...values].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(written: string) {
      writes.push(written);
      const pair = written.split(';')[0]!;
      const eq = pair.indexOf('=');
      values.set(pair.slice(0, eq), pair.slice(eq + 1));
    },
  };
}

export function setup({
  hostname = 'www.podium.example',
  protocol = 'https:',
  cookies = { putma: 'putma-42' } as Record<string, string>,
  config = {} as Partial<AnalyticsConfig>,
  sendBeacon = vi.fn<(url: string, data?: BodyInit | null) => boolean>(() => true),
} = {}) {
  const document = cookieJar(cookies);
  const fetch = vi.fn<typeof globalThis.fetch>();
  const log = vi.fn();
  let now = NOW;
  const uuid = vi
    .fn<() => string>()
    .mockReturnValueOnce(PAGE)
    .mockReturnValueOnce(SESSION)
    .mockReturnValue(OTHER);
  const deps: AnalyticsDeps = {
    location: { hostname, protocol, href: `${protocol}//${hostname}/p/abc123def456/deck/` },
    document,
    navigator: { sendBeacon },
    fetch,
    now: () => now,
    uuid,
    log,
  };
  const analytics = createAnalytics({ ...CONFIG, ...config }, deps);
  const sent = () => sendBeacon.mock.calls.map(([url, body]) => [url, JSON.parse(body as string)]);
  return { analytics, document, fetch, log, sendBeacon, sent, tick: (ms: number) => (now += ms) };
}
