import { describe, expect, it } from 'vitest';
import { clampProgress } from './progress';

describe('clampProgress', () => {
  it('keeps values inside 0–100 as they are', () => {
    expect(clampProgress(0)).toBe(0);
    expect(clampProgress(42.5)).toBe(42.5);
    expect(clampProgress(100)).toBe(100);
  });

  it('caps values above 100 at 100', () => {
    expect(clampProgress(100.1)).toBe(100);
    expect(clampProgress(250)).toBe(100);
    expect(clampProgress(Number.POSITIVE_INFINITY)).toBe(100);
  });

  it('shows 0 for negative values', () => {
    expect(clampProgress(-1)).toBe(0);
    expect(clampProgress(-0.01)).toBe(0);
    expect(clampProgress(Number.NEGATIVE_INFINITY)).toBe(0);
  });

  it.each([Number.NaN, '50', undefined, null, {}, [], true])('shows 0 for the invalid value %s', (value) => {
    expect(clampProgress(value)).toBe(0);
  });
});
