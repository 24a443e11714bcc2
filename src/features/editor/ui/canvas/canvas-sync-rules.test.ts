import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { failureOf, fromBase64, retryDelay, sendDelay, toBase64 } from './canvas-sync-rules';

describe('canvas autosave rules', () => {
  it('sends after a quiet spell, or once the longest wait is up', () => {
    expect(sendDelay(0, 0, 0)).toBe(400);
    expect(sendDelay(0, 1000, 1100)).toBe(300);
    expect(sendDelay(0, 1900, 1950)).toBe(50);
    expect(sendDelay(0, 3000, 3000)).toBe(0);
  });

  it('waits longer after each failure, up to half a minute', () => {
    expect([0, 1, 2, 3, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 30_000]);
  });

  it('reads what a failure means for the tab', () => {
    expect(failureOf(new TypeError('Failed to fetch'))).toBe('offline');
    expect(failureOf(new ApiError(502, 'http_error', 'Bad Gateway'))).toBe('offline');
    expect(failureOf(new ApiError(429, 'rate_limited', 'Slow down'))).toBe('offline');
    expect(failureOf(new ApiError(409, 'stale', 'Someone else saved'))).toBe('offline');
    expect(failureOf(new ApiError(409, 'canvas_reset', 'Replaced'))).toBe('reset');
    expect(failureOf(new ApiError(403, 'not_editor', 'No'))).toBe('forbidden');
    expect(failureOf(new ApiError(404, 'not_found', 'Gone'))).toBe('forbidden');
    expect(failureOf(new ApiError(401, 'unauthorized', 'Log in'))).toBe('signedOut');
    expect(failureOf(new ApiError(400, 'invalid_canvas', 'elements[0].alt'))).toBe('refused');
    expect(failureOf(new ApiError(413, 'canvas_too_large', 'Too large'))).toBe('refused');
  });

  it('round-trips bytes through base64, more than one chunk too', () => {
    const bytes = new Uint8Array(100_000).map((_, i) => (i * 7) % 256);
    const text = toBase64(bytes);
    expect(text).toBe(Buffer.from(bytes).toString('base64'));
    expect(Buffer.from(fromBase64(text)).equals(Buffer.from(bytes))).toBe(true);
    expect(toBase64(new Uint8Array())).toBe('');
  });
});
