import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendAnalytics } from './transport';

const BODY = '[{"core":{"event_type":"Like"}}]';
const fetchMock = vi.fn<typeof fetch>();
const FETCH_INIT = {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: BODY,
  credentials: 'include',
  keepalive: true,
  signal: expect.any(AbortSignal),
};

beforeEach(() => {
  fetchMock.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('sendAnalytics', () => {
  it('sends the JSON string by beacon when the browser queues it', async () => {
    const sendBeacon = vi.fn(() => true);
    await expect(
      sendAnalytics('/api/analytics/', BODY, { navigator: { sendBeacon }, fetch: fetchMock }),
    ).resolves.toBe(true);
    expect(sendBeacon).toHaveBeenCalledExactlyOnceWith('/api/analytics/', BODY);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('calls sendBeacon on the navigator (a detached call throws "Illegal invocation" in browsers)', async () => {
    const nav = {
      sendBeacon(this: unknown) {
        return this === nav;
      },
    };
    await expect(sendAnalytics('/api/analytics/', BODY, { navigator: nav, fetch: fetchMock })).resolves.toBe(
      true,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['refuses the beacon', { sendBeacon: () => false }],
    [
      'throws from sendBeacon',
      {
        sendBeacon: (): boolean => {
          throw new TypeError('blocked');
        },
      },
    ],
    ['has no sendBeacon', {}],
    ['has no navigator', undefined],
  ])('POSTs by fetch with credentials when the browser %s', async (_case, navigator) => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(sendAnalytics('/api/analytics/', BODY, { navigator, fetch: fetchMock })).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledExactlyOnceWith('/api/analytics/', FETCH_INIT);
  });

  it('resolves false on a non-OK answer', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 500 }));
    await expect(
      sendAnalytics('/api/analytics/', BODY, { navigator: undefined, fetch: fetchMock }),
    ).resolves.toBe(false);
  });

  it('resolves false on a network error', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(
      sendAnalytics('/api/analytics/', BODY, { navigator: undefined, fetch: fetchMock }),
    ).resolves.toBe(false);
  });

  it('resolves false after 20 s without an answer', async () => {
    vi.useFakeTimers();
    fetchMock.mockReturnValueOnce(new Promise(() => {}));
    let result: boolean | undefined;
    void sendAnalytics('/api/analytics/', BODY, { navigator: undefined, fetch: fetchMock }).then((ok) => {
      result = ok;
    });
    await vi.advanceTimersByTimeAsync(19_999);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBe(false);
    expect(fetchMock.mock.calls[0]![1]!.signal!.aborted).toBe(true);
  });

  it('resolves false with neither beacon nor fetch', async () => {
    await expect(
      sendAnalytics('/api/analytics/', BODY, { navigator: undefined, fetch: undefined }),
    ).resolves.toBe(false);
  });
});
