import { describe, expect, it } from 'vitest';
import { searchUrl } from './search-url';

describe('searchUrl', () => {
  it('sends a term, URL-encoded, to /explore/search/', () => {
    expect(searchUrl('cats')).toBe('/explore/search/?search=cats');
    expect(searchUrl('sales & marketing/2026?')).toBe(
      '/explore/search/?search=sales%20%26%20marketing%2F2026%3F',
    );
    expect(searchUrl('日本')).toBe('/explore/search/?search=%E6%97%A5%E6%9C%AC');
  });

  it('trims the term', () => {
    expect(searchUrl('  cats \n')).toBe('/explore/search/?search=cats');
  });

  it('sends an empty or blank term to plain /explore/', () => {
    expect(searchUrl('')).toBe('/explore/');
    expect(searchUrl(' \t ')).toBe('/explore/');
  });
});
