// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const sent: string[] = [];
vi.mock('../lib/analytics', () => ({
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

  it('keeps the events of the first moments until the page is idle, in order, then sends at once', async () => {
    const { track, trackLoose } = await import('./telemetry');
    track('ZoomOnWebSessionStarted', { prezi_oid: 'abc' });
    trackLoose('ShareOpen', {});
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(250);
    expect(sent).toEqual(['ZoomOnWebSessionStarted', 'ShareOpen']);
    trackLoose('Like', {});
    expect(sent).toEqual(['ZoomOnWebSessionStarted', 'ShareOpen', 'Like']);
  });

  it('sends what waits when the page is left before it was idle', async () => {
    const { trackLoose } = await import('./telemetry');
    trackLoose('CopyLink', {});
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toEqual(['CopyLink']);
    vi.advanceTimersByTime(250);
    expect(sent).toEqual(['CopyLink']);
  });
});
