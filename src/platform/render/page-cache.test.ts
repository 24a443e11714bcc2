import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cacheablePath, compressPage, PageCache } from './page-cache';

/** A page of exactly this many bytes (no compressed copies), for counting the budget. */
const page = (text: string) => ({
  nonce: 'n',
  frameAncestors: 'self' as const,
  identity: Buffer.from(text),
  br: Buffer.alloc(0),
  gzip: Buffer.alloc(0),
});
const html = (cached: { identity: Buffer } | undefined) => cached?.identity.toString();

describe('PageCache', () => {
  it('returns HTML until its time is up', () => {
    let now = 1000;
    const cache = new PageCache(10_000, 1000, () => now);
    cache.set('a', page('<html>'));
    expect(html(cache.get('a'))).toBe('<html>');
    now += 9_999;
    expect(html(cache.get('a'))).toBe('<html>');
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
    expect(html(cache.get('a'))).toBe('newer');
    expect(cache.bytes).toBe(5);
  });

  it('keeps each page plain and compressed with brotli and gzip, all the same HTML', () => {
    const text = `<html>${'<p>Tidy data</p>'.repeat(200)}</html>`;
    const cached = compressPage(text, 'abc');
    expect(cached.nonce).toBe('abc');
    expect(cached.identity.toString()).toBe(text);
    expect(brotliDecompressSync(cached.br).toString()).toBe(text);
    expect(gunzipSync(cached.gzip).toString()).toBe(text);
    expect(cached.br.length).toBeLessThan(text.length / 10);
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

  it('renders a page once for every request that misses it at the same time', async () => {
    const cache = new PageCache(10_000, 1000, () => 0);
    let finish!: (made: ReturnType<typeof page>) => void;
    const render = () => new Promise<ReturnType<typeof page>>((resolve) => (finish = resolve));
    const asked = Array.from({ length: 50 }, () => cache.obtain('a', render));
    finish(page('A'));
    const answers = await Promise.all(asked);
    expect(cache.renders).toBe(1);
    expect(new Set(answers).size).toBe(1);
    expect(html(await cache.obtain('a', render))).toBe('A');
    expect(cache.renders).toBe(1);
  });

  it('lets a failed render fail its waiters and renders anew for the next visitor', async () => {
    const cache = new PageCache(10_000, 1000, () => 0);
    const failing = [
      cache.obtain('a', () => Promise.reject(new Error('gone'))),
      cache.obtain('a', async () => page('B')),
    ];
    for (const answer of await Promise.allSettled(failing)) expect(answer.status).toBe('rejected');
    expect(html(await cache.obtain('a', async () => page('C')))).toBe('C');
    expect(cache.renders).toBe(2);
  });

  it('does not keep a page whose render began before a clear', async () => {
    const cache = new PageCache(10_000, 1000, () => 0);
    let finish!: (made: ReturnType<typeof page>) => void;
    const before = cache.obtain('a', () => new Promise((resolve) => (finish = resolve)));
    cache.clear();
    const after = cache.obtain('a', async () => page('after'));
    finish(page('before'));
    expect(html(await before)).toBe('before');
    expect(html(await after)).toBe('after');
    expect(html(cache.get('a'))).toBe('after');
  });
});

describe('cacheablePath', () => {
  it.each([
    ['/p/abc/slug/', '/p/abc/slug/'],
    ['/p/abc/slug/?utm_source=x&utm_medium=y', '/p/abc/slug/'],
    ['/p/abc/slug/?autoplay=1&utm=1', '/p/abc/slug/?autoplay=1'],
    ['/p/abc/slug/?autoplay=force', '/p/abc/slug/?autoplay=force'],
    ['/p/abc/slug/?autoplay=2', '/p/abc/slug/'],
    ['/p/abc/slug/?autoplay=', '/p/abc/slug/'],
    ['/?fbclid=abc', '/'],
  ])('%s → %s', (url, path) => {
    expect(cacheablePath(url)).toBe(path);
  });
});
