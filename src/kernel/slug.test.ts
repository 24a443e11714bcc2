import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it('turns a title into lower-case words joined by dashes', () => {
    expect(slugify('Pricing Pages That Convert!')).toBe('pricing-pages-that-convert');
  });

  it('folds accents and drops apostrophes', () => {
    expect(slugify("María's Café Ölfest")).toBe('marias-cafe-olfest');
    expect(slugify('L’été, déjà')).toBe('lete-deja');
  });

  it('spells out letters that have no accent to drop', () => {
    expect(slugify('Straße der Einheit')).toBe('strasse-der-einheit');
    expect(slugify('Æsir and Øresund')).toBe('aesir-and-oresund');
  });

  it('romanises Cyrillic, Greek, Japanese, Chinese and Korean titles', () => {
    expect(slugify('Привет, мир: как мы строим')).toBe('privet-mir-kak-my-stroim');
    expect(slugify('Ελληνικά')).toBe('ellinika');
    expect(slugify('日本語のプレゼン')).toBe('ri-ben-yu-nopurezen');
    expect(slugify('データ分析')).toBe('detafen-xi');
    expect(slugify('中文演示文稿')).toBe('zhong-wen-yan-shi-wen-gao');
    expect(slugify('한국어 발표 자료')).toBe('hangugeo-balpyo-jaryo');
  });

  it('reads full-width and decomposed letters as the letters they are', () => {
    expect(slugify('ＦＵＬＬ ｗｉｄｔｈ')).toBe('full-width');
    expect(slugify('e\u0301te\u0301')).toBe('ete');
  });

  it('falls back to "presentation" when nothing is left', () => {
    expect(slugify('!!!')).toBe('presentation');
    expect(slugify('🎉')).toBe('presentation');
  });

  it('keeps slugs at most 60 characters without a trailing dash', () => {
    for (const title of ['word '.repeat(40), '日本'.repeat(60)]) {
      const slug = slugify(title);
      expect(slug.length).toBeLessThanOrEqual(60);
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('never gives a reserved slug, which would collide with the presenter view /p/{oid}/present/', () => {
    expect(slugify('Present')).toBe('present-talk');
    expect(slugify('  PRESENT! ')).toBe('present-talk');
    expect(slugify('Present tense')).toBe('present-tense');
  });
});
