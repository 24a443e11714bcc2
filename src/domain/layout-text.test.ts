import { describe, expect, it } from 'vitest';
import { bodyText, bulletText } from '../../test/helpers/documents';
import { estimateHeight, fitFontSize, paragraphScale } from './layout-text';

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
