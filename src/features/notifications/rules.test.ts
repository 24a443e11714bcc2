import { describe, expect, it } from 'vitest';
import { failingTooLong, isWebhookEvent, maskSecret, retryDelayMs } from './rules';

describe('retryDelayMs', () => {
  it('backs off 30 s, 2 min, 10 min, 1 h, 6 h, then gives up', () => {
    const base = 30_000;
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, base))).toEqual([
      30_000, 120_000, 600_000, 3_600_000, 21_600_000,
    ]);
    expect(retryDelayMs(6, base)).toBeNull();
  });

  it('scales with the base interval (tests run it in milliseconds)', () => {
    expect(retryDelayMs(1, 50)).toBe(50);
    expect(retryDelayMs(2, 50)).toBe(200);
  });
});

describe('webhook events and secrets', () => {
  it('knows its events', () => {
    expect(isWebhookEvent('link.expired')).toBe(true);
    expect(isWebhookEvent('ping')).toBe(false);
    expect(isWebhookEvent('__proto__')).toBe(false);
  });

  it('masks a secret to its prefix and last four characters', () => {
    expect(maskSecret('whsec_0123456789abcdef')).toBe('whsec_…cdef');
  });
});

describe('failingTooLong', () => {
  const failed = (n: number) => Array<'failed'>(n).fill('failed');

  it('turns a webhook off after 10 failed deliveries in a row', () => {
    expect(failingTooLong(failed(10))).toBe(true);
  });

  it('waits for ten finished deliveries', () => {
    expect(failingTooLong(failed(9))).toBe(false);
  });

  it('keeps it on when one of the latest ten got through', () => {
    expect(failingTooLong([...failed(9), 'delivered'])).toBe(false);
    expect(failingTooLong(['delivered', ...failed(10)])).toBe(false);
  });
});
