import { describe, expect, it } from 'vitest';
import { LIMITS, PUBLISH_LIMITS } from '../limits';
import { documentImages, documentPlainText, parseDocument } from './document';
import { CLASSIC_FRAME, layoutDocument } from './layout';
import { coverPicture, gridColumns, pageParagraphs, pdfDeck } from './pdf-deck';
import { transcriptLines, transcriptOf } from './transcript';

const page = (n: number, text = `Slide ${n}\nA point on slide ${n}`) => ({
  image: `/media/u/${String(n).padStart(64, 'a')}.webp`,
  aspectRatio: 16 / 9,
  text,
});

describe('pdfDeck', () => {
  it('makes a valid classic document with one picture frame per page, in page order', () => {
    const doc = pdfDeck('Quarterly review', [page(1), page(2), page(3)]);
    expect(parseDocument(doc)).toBe(doc);
    expect(doc.version).toBe(0);
    expect(doc.frames.map((f) => f.id)).toEqual(['page-1', 'page-2', 'page-3']);
    expect(doc.path).toEqual(['page-1', 'page-2', 'page-3']);
    expect(documentImages(doc)).toEqual([page(1).image, page(2).image, page(3).image]);
    expect(doc.frames.every((f) => f.title === undefined && f.aspectRatio === 1.7778)).toBe(true);
  });

  it('puts the page text in the transcript and the search text, page by page', () => {
    const doc = pdfDeck('Deck', [page(1), page(2, 'Only   words\n\n  here ')]);
    const transcript = transcriptOf(doc);
    expect(transcript.topics).toHaveLength(2);
    expect(transcriptLines(transcript)).toEqual(['Slide 1', 'A point on slide 1', 'Only words', 'here']);
    expect(documentPlainText(doc)).toContain('A point on slide 1');
  });

  it('leaves a page without text with no texts at all', () => {
    const doc = pdfDeck('Scans', [page(1, ' \n \n')]);
    expect(doc.frames[0]!.texts).toEqual([]);
  });

  it('lays pages out in an about-square grid whose rows never overlap, portrait pages included', () => {
    expect([1, 2, 4, 5, 10, 200].map(gridColumns)).toEqual([1, 2, 2, 3, 4, 15]);
    const doc = pdfDeck('Mixed', [page(1), { ...page(2), aspectRatio: 0.75 }, page(3), page(4)]);
    const [a, b, c] = doc.frames;
    expect(b!.x).toBeGreaterThan(a!.x + 1600);
    expect(b!.y).toBe(a!.y);
    // The portrait page is 1600 / 0.75 ≈ 2133 tall: the second row starts below it.
    expect(c!.y - a!.y).toBeGreaterThan(1600 / 0.75);
    expect(c!.x).toBe(a!.x);
  });

  it('clamps absurd aspect ratios into what the document allows', () => {
    const doc = pdfDeck('Odd', [
      { ...page(1), aspectRatio: 50 },
      { ...page(2), aspectRatio: Number.NaN },
    ]);
    expect(doc.frames.map((f) => f.aspectRatio)).toEqual([4, 16 / 9]);
    expect(() => parseDocument(doc)).not.toThrow();
  });
});

describe('layout of picture frames (PDF pages)', () => {
  it('gives each page its own shape and lets the image fill it; the camera fits the page', () => {
    const doc = pdfDeck('Shapes', [page(1), { ...page(2), aspectRatio: 0.75 }]);
    const { frames, steps } = layoutDocument(doc);
    expect(frames[0]).toMatchObject({ width: 1600, imageFill: true, design: { width: 960 } });
    expect(frames[0]!.height).toBeCloseTo(900, 0);
    expect(frames[1]!.width / frames[1]!.height).toBeCloseTo(0.75);
    expect(frames[1]!.design.width / frames[1]!.design.height).toBeCloseTo(0.75);
    expect(frames[1]!.content).toEqual(frames[1]!.design);
    expect(steps[1]!.target.height).toBeCloseTo(1600 / 0.75);
  });

  it('leaves ordinary classic frames, and frames with a ratio but no image, as they were', () => {
    const doc = pdfDeck('Shapes', [page(1)]);
    const plain = { ...doc.frames[0]!, id: 'plain', image: undefined };
    const { frames } = layoutDocument({ ...doc, frames: [plain], path: ['plain'] });
    expect(frames[0]!.imageFill).toBeUndefined();
    expect(frames[0]!.height).toBe(CLASSIC_FRAME.height);
  });
});

describe('pageParagraphs', () => {
  it('keeps a dense page within the paragraph limit and the page text budget', () => {
    const lines = Array.from({ length: 450 }, (_, i) => `line ${i} ${'x'.repeat(30)}`);
    const paragraphs = pageParagraphs(lines.join('\n'));
    expect(paragraphs.length).toBeLessThanOrEqual(LIMITS.paragraphsPerText);
    const total = paragraphs.reduce((n, p) => n + p.text.length, 0);
    expect(total).toBeLessThanOrEqual(PUBLISH_LIMITS.pageTextLength + paragraphs.length);
    expect(paragraphs[0]!.text.startsWith('line 0 ')).toBe(true);
  });

  it('cuts one enormous line to the page budget', () => {
    const [only, ...rest] = pageParagraphs('y'.repeat(50_000));
    expect(rest).toEqual([]);
    expect(only!.text.length).toBeLessThanOrEqual(Math.min(PUBLISH_LIMITS.pageTextLength, LIMITS.textLength));
  });
});

describe('coverPicture', () => {
  it('is the first page on the path of a deck of page pictures, and nothing for other decks', () => {
    const doc = pdfDeck('Deck', [page(1), page(2)]);
    expect(coverPicture(doc)).toBe(page(1).image);
    expect(coverPicture({ ...doc, path: ['page-2', 'page-1'] })).toBe(page(2).image);
    const drawn = { ...doc, frames: doc.frames.map(({ aspectRatio: _, ...frame }) => frame) };
    expect(coverPicture(drawn)).toBeUndefined();
    expect(
      coverPicture({ version: 2, title: 'T', theme: 'ocean', texts: [], topics: [] } as never),
    ).toBeUndefined();
  });
});
