import { describe, expect, it } from 'vitest';
import { breakablePieces, clipToWidth, glyphWidth, NARROW_GLYPH_EM } from './text-width';

describe('glyphWidth', () => {
  it('counts a Latin, Cyrillic or Greek character as one average glyph', () => {
    expect(glyphWidth('Tidy data')).toBe(9);
    expect(glyphWidth('Привет')).toBe(6);
  });

  it('counts kana, kanji, hanzi, Hangul and full-width forms a whole em each', () => {
    const em = 1 / NARROW_GLYPH_EM;
    for (const wide of ['日本語', 'データ', '中文字', '한국어', 'ＡＢＣ', '、。「']) {
      expect(glyphWidth(wide)).toBeCloseTo(3 * em);
    }
    expect(glyphWidth('𠀋')).toBeCloseTo(em); // outside the Basic Multilingual Plane
  });
});

describe('breakablePieces', () => {
  it('keeps narrow runs whole and puts each wide character alone', () => {
    expect(breakablePieces('PDF資料v2')).toEqual(['PDF', '資', '料', 'v2']);
    expect(breakablePieces('word')).toEqual(['word']);
  });
});

describe('clipToWidth', () => {
  it('keeps the longest start that fits', () => {
    expect(clipToWidth('Supercalifragilistic', 9)).toBe('Supercali');
    expect(clipToWidth('日本語のプレゼン', 5)).toBe('日本');
  });
});
