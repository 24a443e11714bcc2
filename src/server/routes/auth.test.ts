import { describe, expect, it } from 'vitest';
import { DASHBOARD_PATH, safeNext } from './auth';

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
});
