import { describe, expect, it } from 'vitest';
import { cacheablePath, PageCache } from './page-cache';

const page = (text: string) => [text];

describe('PageCache', () => {
  it('returns HTML until its time is up', () => {
    let now = 1000;
    const cache = new PageCache(10_000, 1000, () => now);
    cache.set('a', page('<html>'));
    expect(cache.get('a')).toEqual(['<html>']);
    now += 9_999;
    expect(cache.get('a')).toEqual(['<html>']);
    now += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('keeps nothing with a TTL of 0', () => {
    const cache = new PageCache(0);
    cache.set('a', page('<html>'));
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets every page on clear', () => {
    const cache = new PageCache(10_000, 1000, () => 0);
    cache.set('/a', page('A'));
    cache.clear();
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('stays within its byte budget, dropping the least recently used page first', () => {
    const cache = new PageCache(10_000, 30, () => 0);
    cache.set('a', page('a'.repeat(10)));
    cache.set('b', page('b'.repeat(10)));
    cache.set('c', page('c'.repeat(10)));
    expect(cache.get('a')).toBeDefined(); // a is now the most recently used
    cache.set('d', page('d'.repeat(10)));
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c'), cache.get('d')].every(Boolean)).toBe(true);
    expect(cache.bytes).toBe(30);
    expect(cache.size).toBe(3);
  });

  it('counts bytes, not characters, and never keeps a page larger than the budget', () => {
    const cache = new PageCache(10_000, 10, () => 0);
    cache.set('euro', page('€€€')); // 9 bytes in UTF-8
    expect(cache.bytes).toBe(9);
    cache.set('huge', page('x'.repeat(11)));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('euro')).toBeDefined();
  });

  it('replaces a page stored again under the same key', () => {
    const cache = new PageCache(10_000, 100, () => 0);
    cache.set('a', page('old'));
    cache.set('a', page('newer'));
    expect(cache.get('a')).toEqual(['newer']);
    expect(cache.bytes).toBe(5);
  });

  it('sweeps expired pages without being asked for them', () => {
    let now = 0;
    const cache = new PageCache(1000, 1000, () => now);
    cache.set('a', page('A'));
    now = 500;
    cache.set('b', page('B'));
    now = 1000;
    cache.sweep();
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(1);
  });
});

describe('cacheablePath', () => {
  it.each([
    ['/p/abc/slug/', '/p/abc/slug/'],
    ['/p/abc/slug/?utm_source=x&utm_medium=y', '/p/abc/slug/'],
    ['/p/abc/slug/?autoplay=1&utm=1', '/p/abc/slug/?autoplay=1'],
    ['/?fbclid=abc', '/'],
  ])('%s → %s', (url, path) => {
    expect(cacheablePath(url)).toBe(path);
  });
});
