// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_WAIT_MS } from './after-paint';
import { EVENT_TYPES } from './analytics/registry';

const sent: string[] = [];
vi.mock('./analytics', () => ({
  createAnalytics: () => ({
    track: async (name: string) => {
      sent.push(name);
      return true;
    },
  }),
}));

describe('track', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
    sent.length = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('keeps events until the page is still, in order, then sends them together', async () => {
    const { track, trackLoose } = await import('./telemetry');
    track('ZoomOnWebSessionStarted', { prezi_oid: 'abc' });
    trackLoose('ShareOpen', {});
    expect(sent).toEqual([]);
    // jsdom has no requestIdleCallback: a timer stands in for the idle period.
    vi.advanceTimersByTime(IDLE_WAIT_MS);
    expect(sent).toEqual(['ZoomOnWebSessionStarted', 'ShareOpen']);
    trackLoose('Like', {});
    expect(sent).toEqual(['ZoomOnWebSessionStarted', 'ShareOpen']);
    vi.advanceTimersByTime(IDLE_WAIT_MS);
    expect(sent).toEqual(['ZoomOnWebSessionStarted', 'ShareOpen', 'Like']);
  });

  it('sends what waits when the page is left before it was still', async () => {
    const { trackLoose } = await import('./telemetry');
    trackLoose('CopyLink', {});
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toEqual(['CopyLink']);
    vi.advanceTimersByTime(IDLE_WAIT_MS);
    expect(sent).toEqual(['CopyLink']);
  });
});

describe('sessionStartedEvent', () => {
  it("starts a video's page session as the video app's, with its PreziAirWeb source", async () => {
    const { sessionStartedEvent } = await import('./telemetry');
    expect(sessionStartedEvent('video')).toBe('WebPreziAirWeb');
    expect(EVENT_TYPES[sessionStartedEvent('video')].source).toBe('PreziAirWeb');
  });

  it("starts a deck's page session, and a page without a presentation, as the zooming viewer's", async () => {
    const { sessionStartedEvent } = await import('./telemetry');
    expect(sessionStartedEvent('deck')).toBe('ZoomOnWebSessionStarted');
    expect(sessionStartedEvent(undefined)).toBe('ZoomOnWebSessionStarted');
  });
});

describe('the page analytics client', () => {
  beforeEach(() => vi.resetModules());

  it('is one client for the whole page, configured from the page data', async () => {
    const created: unknown[] = [];
    vi.doMock('./analytics', () => ({
      createAnalytics: (config: unknown) => {
        created.push(config);
        return { track: async () => true };
      },
    }));
    const { analyticsClient, configureTelemetry } = await import('./telemetry');
    configureTelemetry({ env: 'production', productionDomain: 'podium.example', devDomain: 'dev.example' });
    expect(analyticsClient()).toBe(analyticsClient());
    expect(created).toEqual([
      expect.objectContaining({ productionDomain: 'podium.example', devDomain: 'dev.example' }),
    ]);
    const { sentFromTestHosts } = created[0] as { sentFromTestHosts: Set<string> };
    expect([...sentFromTestHosts].sort()).toEqual([
      'CopyEmbedCode',
      'PresentationCompleted',
      'PresentationStarted',
      'Share',
      'StepReached',
    ]);
    vi.doUnmock('../lib/analytics');
  });
});
