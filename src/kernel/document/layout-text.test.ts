import { describe, expect, it } from 'vitest';
import { bodyText, bulletText } from '../../../test/helpers/documents';
import {
  estimateHeight,
  fitFontSize,
  HEADING_SCALE,
  LINE_HEIGHT,
  paragraphScale,
  textStrike,
} from './layout-text';

const box = { width: 800, height: 450 };

describe('fitFontSize', () => {
  it('uses the largest size for a short frame', () => {
    expect(fitFontSize(box, { title: 'Hello', texts: [] })).toBeCloseTo(box.height / 12, 1);
  });

  it('shrinks the font until long text is estimated to fit', () => {
    const long = bodyText('t', 'A sentence of moderate length that goes on. '.repeat(12));
    const size = fitFontSize(box, { title: 'Title', texts: [long] });
    expect(size).toBeLessThan(box.height / 12);
    expect(estimateHeight(box.width, size, { title: 'Title', texts: [long] })).toBeLessThanOrEqual(
      box.height,
    );
  });

  it('fits Japanese text at a full em per character, not at the width of Latin letters', () => {
    const sentence = 'データを整理してから分析することが大切です。一つの行に一つの観測を置きます。';
    const japanese = { title: 'データ分析の基礎を学ぶ', texts: [bodyText('t', sentence.repeat(5))] };
    const size = fitFontSize(box, japanese);
    // Drawn a full em per character, the title and the paragraph still fit the box.
    const lines = (text: string, px: number) => Math.ceil(text.length / Math.floor(box.width / px));
    const title = size * HEADING_SCALE;
    const paragraph = japanese.texts[0]!.paragraphs[0]!.text;
    const height =
      lines(japanese.title, title) * title * LINE_HEIGHT +
      title * 0.3 +
      lines(paragraph, size) * size * LINE_HEIGHT +
      size * 0.4;
    expect(height).toBeLessThanOrEqual(box.height);
  });

  it('leaves room for an image', () => {
    const texts = [
      bulletText('t', ...Array.from({ length: 6 }, (_, i) => `Point number ${i} with a few words`)),
    ];
    expect(fitFontSize(box, { texts, image: 'media/x.svg' })).toBeLessThan(fitFontSize(box, { texts }));
  });

  it('never goes below a readable floor, even when the text cannot fit', () => {
    const huge = bodyText('t', 'word '.repeat(5000));
    expect(fitFontSize(box, { texts: [huge] })).toBeGreaterThanOrEqual(Math.max(9, box.height / 40) - 0.05);
  });
});

describe('paragraphScale', () => {
  it('sizes paragraphs relative to body text, within bounds', () => {
    expect(paragraphScale({ biggestFontSize: 20 })).toBe(1);
    expect(paragraphScale({ biggestFontSize: 40 })).toBe(2);
    expect(paragraphScale({ biggestFontSize: 400 })).toBe(3.2);
    expect(paragraphScale({ biggestFontSize: 4 })).toBe(0.6);
  });
});

describe('textStrike', () => {
  it('lays text out at one size and scales it to the fitted size', () => {
    for (const fitted of [5.3, 9, 11.7, 16, 29.4, 47.9, 130]) {
      const { size, scale } = textStrike(fitted);
      expect(size).toBe(16);
      expect(size * scale).toBeCloseTo(fitted, 9);
    }
  });

  it('gives all the fitted sizes of a deck one size to lay out at', () => {
    const fitted = Array.from({ length: 200 }, (_, i) => 9 + i * 0.5); // 9 to 108.5 px
    expect(new Set(fitted.map((size) => textStrike(size).size))).toEqual(new Set([16]));
  });

  it('keeps the smallest paragraph above the browser minimum', () => {
    // Chromium draws a size given in ems at 6 px at least; paragraphs go down to 0.6 em.
    const smallest = paragraphScale({ biggestFontSize: 1 });
    expect(textStrike(5.3).size * smallest).toBeGreaterThan(6);
  });

  it('leaves a size it cannot place alone', () => {
    expect(textStrike(0)).toEqual({ size: 0, scale: 1 });
    expect(textStrike(Number.NaN).scale).toBe(1);
  });
});
