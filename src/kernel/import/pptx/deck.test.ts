import { describe, expect, test } from 'vitest';
import { arrangeSlides } from './arrange';
import { buildPptx, imported } from './testing';

describe('the deck', () => {
  test('slides are frames in a grid, in order; the path skips hidden slides and carries the notes', async () => {
    const bytes = await buildPptx((pptx) => {
      for (let i = 1; i <= 6; i++) {
        const slide = pptx.addSlide();
        slide.addText(`Slide body ${i}`, { x: 1, y: 1, w: 4, h: 1 });
        if (i === 2) slide.addNotes('Say hello to the room.');
        if (i === 3) {
          slide.hidden = true;
          slide.addNotes('Only for the hidden slide.');
        }
      }
    });
    const result = imported(bytes);
    const frames = result.document.elements.filter((element) => element.kind === 'frame');
    expect(frames).toHaveLength(6);
    // Four to a row, 16:9 slides 1600 wide with a tenth of a slide's width between them.
    expect(frames.map((frame) => [frame.x, frame.y])).toEqual([
      [0, 0],
      [1760, 0],
      [3520, 0],
      [5280, 0],
      [0, 1060],
      [1760, 1060],
    ]);
    expect(frames[0]).toMatchObject({ width: 1600, height: 900 });
    const path = result.document.path;
    expect(path.map((step) => step.frame)).toEqual([1, 2, 4, 5, 6].map((n) => frames[n - 1]!.id));
    expect(path[1]!.notes).toBe('Say hello to the room.');
    expect(path[0]!.notes).toBeUndefined();
    // The hidden slide's text is still on the canvas, in its frame.
    const hiddenText = result.document.elements.find((element) => element.parent === frames[2]!.id);
    expect(hiddenText?.kind).toBe('text');
    expect(result.report.slides[2]).toMatchObject({ index: 3, hidden: true, title: 'Slide 3' });
    expect(result.report.slides[2]!.approximated).toEqual([{ code: 'hidden-slide', count: 1 }]);
    expect(result.report.slides[2]!.dropped).toEqual([{ code: 'hidden-notes', count: 1 }]);
    expect(result.report.slides[1]!.kept).toContainEqual({ kind: 'notes', count: 1 });
    expect(result.report.totals).toMatchObject({ slides: 6, hiddenSlides: 1, pictures: 0 });
  });

  test('slides keep their proportions and long decks wrap at five', () => {
    const cells = arrangeSlides(20, { width: 9_144_000, height: 6_858_000 });
    expect(cells[0]).toEqual({ x: 0, y: 0, width: 1600, height: 1200 });
    expect(cells[5]).toMatchObject({ x: 0, y: 1360 });
    expect(new Set(cells.map((cell) => cell.x)).size).toBe(5);
  });
});
