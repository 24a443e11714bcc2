import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it('turns a title into lower-case words joined by dashes', () => {
    expect(slugify('Pricing Pages That Convert!')).toBe('pricing-pages-that-convert');
  });

  it('folds accents and drops apostrophes', () => {
    expect(slugify("María's Café Ölfest")).toBe('marias-cafe-olfest');
  });

  it('falls back to "presentation" when nothing is left', () => {
    expect(slugify('日本語')).toBe('presentation');
    expect(slugify('!!!')).toBe('presentation');
  });

  it('keeps slugs at most 60 characters without a trailing dash', () => {
    const slug = slugify('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug.endsWith('-')).toBe(false);
  });
});
