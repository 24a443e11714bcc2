import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchWithTimeout, RequestTimeoutError } from './fetch-with-timeout';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('fetchWithTimeout', () => {
  it('passes the request on with an abort signal and resolves the response', async () => {
    const response = new Response('{}', { status: 200 });
    fetchMock.mockResolvedValueOnce(response);
    await expect(fetchWithTimeout(fetchMock, '/api/x/', { method: 'POST', body: '[]' }, 1000)).resolves.toBe(
      response,
    );
    expect(fetchMock).toHaveBeenCalledExactlyOnceWith('/api/x/', {
      method: 'POST',
      body: '[]',
      signal: expect.any(AbortSignal),
    });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('passes on a network error', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(fetchWithTimeout(fetchMock, '/api/x/', {}, 1000)).rejects.toThrow(
      new TypeError('Failed to fetch'),
    );
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects and aborts at the timeout even if the request ignores the abort', async () => {
    fetchMock.mockReturnValueOnce(new Promise(() => {}));
    const result = fetchWithTimeout(fetchMock, '/api/x/', {}, 20_000);
    const outcome = result.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(19_999);
    const signal = fetchMock.mock.calls[0]![1]!.signal!;
    expect(signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect((error as Error).message).toBe('Request to /api/x/ timed out after 20000 ms');
    expect(signal.aborted).toBe(true);
  });
});
