import { describe, expect, it } from 'vitest';
import { DASHBOARD_PATH, safeNext } from './routes';

describe('safeNext', () => {
  it('is the dashboard path', () => {
    expect(DASHBOARD_PATH).toBe('/dashboard/next/');
  });

  it.each(['/', '/dashboard/next/', '/p/abc123def456/quarterly-review/', '/search/?q=a%20b&page=2#top'])(
    'keeps the same-site path %s',
    (next) => {
      expect(safeNext(next)).toBe(next);
    },
  );

  it.each([
    ['a protocol-relative URL', '//evil.com'],
    ['a protocol-relative URL with a path', '//evil.com/p/'],
    ['a backslash after the slash', '/\\evil'],
    ['an absolute URL', 'https://evil.com'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'dashboard/'],
    ['an empty string', ''],
    ['a path with a newline', '/ok\nSet-Cookie: x=1'],
    ['a path with a carriage return', '/ok\r/evil'],
    ['a path with a tab', '/\t/evil.com'],
    ['a path over 2000 characters', `/${'a'.repeat(2000)}`],
  ])('sends %s to the dashboard', (_, next) => {
    expect(safeNext(next)).toBe('/dashboard/next/');
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a number', 42],
    ['an array', ['/p/']],
    ['an object', { next: '/p/' }],
  ])('sends %s to the dashboard', (_, next) => {
    expect(safeNext(next)).toBe('/dashboard/next/');
  });

  it('keeps a path of exactly 2000 characters', () => {
    const next = `/${'a'.repeat(1999)}`;
    expect(safeNext(next)).toBe(next);
  });

  it.each([
    ['a euro sign', '/p/abc123def456/\u20ac/', '/p/abc123def456/%E2%82%AC/'],
    ['an emoji', '/search/?q=\u{1F600}', '/search/?q=%F0%9F%98%80'],
    ['a space and a NUL', '/a b\u0000', '/a%20b%00'],
    ['a Latin-1 letter', '/caf\u00e9/', '/caf%C3%A9/'],
  ])('percent-encodes %s, which a Location header cannot hold', (_, next, safe) => {
    expect(safeNext(next)).toBe(safe);
  });

  it('sends a lone surrogate to the dashboard', () => {
    expect(safeNext('/a\ud800b')).toBe('/dashboard/next/');
  });
});
