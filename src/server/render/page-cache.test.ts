import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache';

describe('PageCache', () => {
  it('returns HTML until its time is up', () => {
    let now = 1000;
    const cache = new PageCache(10_000, () => now);
    cache.set('a', '<html>');
    expect(cache.get('a')).toBe('<html>');
    now += 9_999;
    expect(cache.get('a')).toBe('<html>');
    now += 1;
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps nothing with a TTL of 0', () => {
    const cache = new PageCache(0);
    cache.set('a', '<html>');
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets every page on clear', () => {
    const cache = new PageCache(10_000, () => 0);
    cache.set('/a', 'A');
    cache.clear();
    expect(cache.get('/a')).toBeUndefined();
  });
});
