import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAnalytics, MAX_BATCH } from './analytics';
import type { AnalyticsEnvelope } from './envelope';
import { CONFIG, cookieJar, NOW, PAGE, SEARCH, SESSION, setup } from './test-support';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('track', () => {
  it('sends a JSON array of one envelope by beacon and resolves true', async () => {
    const { analytics, sent, fetch } = setup();
    await expect(analytics.track('SearchPresentations', SEARCH)).resolves.toBe(true);
    expect(sent()).toStrictEqual([
      [
        '/api/analytics/',
        [
          {
            core: {
              type: 'web-script',
              schema_id: 1001,
              client_time: NOW,
              event_source: 'Js',
              event_type: 'SearchPresentations',
            },
            event_source: { single_page_session_id: PAGE },
            platform: {
              type: 'Web',
              putma_id: 'putma-42',
              referer: 'https://search.example/',
              url: 'https://www.podium.example/p/abc123def456/deck/',
            },
            user: { session_id: SESSION },
            body: { event_name: 'SearchPresentations', search_term: 'cats', search_type: 'PRESENT' },
          },
        ],
      ],
    ]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the events of one task together, in order, one request per endpoint', async () => {
    const { analytics, sent } = setup();
    const results = [
      analytics.track('StepReached', { prezi_oid: 'abc123def456', step_index: 1, ms_on_previous_step: 900 }),
      analytics.track('Like', { prezi_oid: 'abc123def456' }, { fallback: true }),
      analytics.track('ClickLogo', {}),
    ];
    await expect(Promise.all(results)).resolves.toEqual([true, true, true]);
    expect(
      sent().map(([url, envelopes]) => [
        url,
        (envelopes as AnalyticsEnvelope[]).map((e) => e.body.event_name),
      ]),
    ).toEqual([
      ['/api/analytics/', ['StepReached', 'ClickLogo']],
      ['/api/analytics/fallback/', ['Like']],
    ]);
    // A later task starts a new request.
    await analytics.track('ClickSearchInput', {});
    expect(sent()).toHaveLength(3);
  });

  it('starts a new request past MAX_BATCH events, and resolves each event with its request', async () => {
    const sendBeacon = vi.fn((_url: string, data?: BodyInit | null) => JSON.parse(String(data)).length > 1);
    const { analytics, fetch } = setup({ sendBeacon });
    fetch.mockResolvedValue(new Response(null, { status: 400 }));
    const results = Array.from({ length: MAX_BATCH + 1 }, () => analytics.track('ClickLogo', {}));
    const delivered = await Promise.all(results);
    expect(sendBeacon.mock.calls.map(([, data]) => JSON.parse(String(data)).length)).toEqual([MAX_BATCH, 1]);
    expect(delivered.filter(Boolean)).toHaveLength(MAX_BATCH); // the last one's beacon and fetch failed
    expect(delivered[MAX_BATCH]).toBe(false);
  });

  it('sends an empty putma_id without a putma cookie', async () => {
    const { analytics, sent } = setup({ cookies: {} });
    await analytics.track('ClickLogo', {});
    expect(sent()[0]![1][0].platform.putma_id).toBe('');
  });

  it('uses the fallback endpoint when asked', async () => {
    const { analytics, sent } = setup();
    await analytics.track('Like', { prezi_oid: 'abc123def456' }, { fallback: true });
    expect(sent()[0]![0]).toBe('/api/analytics/fallback/');
  });

  it('falls back to fetch when the beacon is refused', async () => {
    const { analytics, fetch } = setup({ sendBeacon: vi.fn(() => false) });
    fetch.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(analytics.track('Unlike', { prezi_oid: 'abc123def456' })).resolves.toBe(true);
    const [url, init] = fetch.mock.calls[0]!;
    expect([url, init!.method, init!.credentials, init!.headers]).toEqual([
      '/api/analytics/',
      'POST',
      'include',
      { 'Content-Type': 'application/json' },
    ]);
    expect(JSON.parse(init!.body as string)[0].body).toEqual({
      event_name: 'Unlike',
      prezi_oid: 'abc123def456',
    });
  });

  it('resolves false, without throwing, on a network error and on a timeout', async () => {
    vi.useFakeTimers();
    const { analytics, fetch } = setup({ sendBeacon: vi.fn(() => false) });
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(analytics.track('CopyLink', { prezi_oid: 'abc123def456' })).resolves.toBe(false);
    fetch.mockReturnValueOnce(new Promise(() => {}));
    const late = analytics.track('CopyLink', { prezi_oid: 'abc123def456' });
    await vi.advanceTimersByTimeAsync(20_000);
    await expect(late).resolves.toBe(false);
  });
});

describe('host rules', () => {
  it('sends nothing and sets no cookie on a no-cookies host', async () => {
    const { analytics, document, sendBeacon, fetch, log } = setup({ hostname: 'nocookies.podium.example' });
    await expect(analytics.track('ClickLogo', {})).resolves.toBe(false);
    expect(analytics.sessionId()).toBe('');
    expect([sendBeacon.mock.calls, fetch.mock.calls, log.mock.calls, document.writes]).toEqual([
      [],
      [],
      [],
      [],
    ]);
  });

  it('honours a configured no-cookies marker', async () => {
    const { analytics, sendBeacon } = setup({
      hostname: 'private.podium.example',
      config: { noCookiesMarker: 'private' },
    });
    await expect(analytics.track('ClickLogo', {})).resolves.toBe(false);
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it.each([
    'localhost',
    '127.0.0.1',
    'preprod.podium.example',
    'dev.podium.example',
    'app.dev.podium.example',
  ])('only logs the envelope on %s', async (hostname) => {
    const { analytics, log, sendBeacon, fetch } = setup({ hostname });
    await expect(analytics.track('Like', { prezi_oid: 'abc123def456' })).resolves.toBe(true);
    expect(log).toHaveBeenCalledExactlyOnceWith(
      '[analytics]',
      'Like',
      expect.objectContaining({
        body: { event_name: 'Like', prezi_oid: 'abc123def456' },
        user: { session_id: SESSION },
      }),
    );
    expect([sendBeacon.mock.calls, fetch.mock.calls]).toEqual([[], []]);
  });

  it("sends the service's own events from test hosts and only logs the rest", async () => {
    const { analytics, log, sent } = setup({
      hostname: 'localhost',
      config: { sentFromTestHosts: new Set(['StepReached']) },
    });
    const step = { prezi_oid: 'abc123def456', step_index: 1, ms_on_previous_step: 900 };
    await expect(analytics.track('StepReached', step)).resolves.toBe(true);
    await expect(analytics.track('Like', { prezi_oid: 'abc123def456' })).resolves.toBe(true);
    expect(sent().map(([, [envelope]]) => envelope.body.event_name)).toEqual(['StepReached']);
    expect(log).toHaveBeenCalledExactlyOnceWith('[analytics]', 'Like', expect.anything());
  });
});

describe('transformers', () => {
  it('change the envelope, in the order registered', async () => {
    const { analytics, sent } = setup();
    analytics.registerTransformer((envelope) => ({
      ...envelope,
      platform: { ...envelope.platform, referer: '' },
    }));
    analytics.registerTransformer((envelope) => ({
      ...envelope,
      body: { ...envelope.body, search_term: 'redacted' },
    }));
    await analytics.track('SearchPresentations', SEARCH);
    const [envelope] = sent()[0]![1] as AnalyticsEnvelope<'SearchPresentations'>[];
    expect([envelope!.platform.referer, envelope!.body.search_term]).toEqual(['', 'redacted']);
  });

  it('drop an event by returning null: nothing is sent and track resolves false', async () => {
    const { analytics, sendBeacon, fetch } = setup();
    const later = vi.fn((envelope: AnalyticsEnvelope) => envelope);
    analytics.registerTransformer((envelope) => (envelope.body.event_name === 'ClickLogo' ? null : envelope));
    analytics.registerTransformer(later);
    await expect(analytics.track('ClickLogo', {})).resolves.toBe(false);
    expect([sendBeacon.mock.calls, fetch.mock.calls, later.mock.calls]).toEqual([[], [], []]);
    await expect(analytics.track('ClickSearchInput', {})).resolves.toBe(true);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('a throwing transformer makes track resolve false', async () => {
    const { analytics, sendBeacon } = setup();
    analytics.registerTransformer(() => {
      throw new Error('bug');
    });
    await expect(analytics.track('ClickLogo', {})).resolves.toBe(false);
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});

describe('browser defaults', () => {
  it('reads location, cookies and the beacon from the browser globals', async () => {
    const sendBeacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    const document = cookieJar({ putma: 'p-7' });
    vi.stubGlobal('window', { location: { hostname: 'podium.example', href: 'https://podium.example/' } });
    vi.stubGlobal('document', document);
    vi.stubGlobal('navigator', { sendBeacon });
    const analytics = createAnalytics(CONFIG);
    await expect(analytics.track('ClickLogo', {})).resolves.toBe(true);
    const [envelope] = JSON.parse(sendBeacon.mock.calls[0]![1] as string);
    expect([envelope.platform.url, envelope.platform.putma_id]).toEqual(['https://podium.example/', 'p-7']);
    expect(envelope.user.session_id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(document.writes[0]).toMatch(/; Domain=\.podium\.example; Secure; SameSite=None$/);
  });
});
