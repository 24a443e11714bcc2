import { describe, expect, it } from 'vitest';
import { buildDocument } from '../../../../test/helpers/factories';
import { layoutDocument } from '../../../kernel/document/layout';
import type { LaidOutFrame } from '../../../kernel/document/layout-model';
import { HEADING_SCALE, LINE_HEIGHT } from '../../../kernel/document/layout-text';
import { stillOf } from '../../../kernel/document/still';
import {
  apply,
  cameraMatrix,
  frameLines,
  frameMatrix,
  type Measure,
  multiply,
  stepPlan,
  wrapText,
} from './pdf-layout';

/** Every glyph half an em wide: easy sums. */
const measure: Measure = (text, size) => [...text].length * size * 0.5;

describe('matrices', () => {
  it('puts the camera’s point at the page’s centre, scaled and turned', () => {
    const m = cameraMatrix({ x: 100, y: 50, scale: 2, rotation: 0 }, { width: 960, height: 540 });
    expect(apply(m, 100, 50)).toEqual({ x: 480, y: 270 });
    expect(apply(m, 110, 50)).toEqual({ x: 500, y: 270 });
    // A camera turned by 90° shows the world turned back: a point to the right of the centre goes up.
    const turned = cameraMatrix({ x: 0, y: 0, scale: 1, rotation: 90 }, { width: 100, height: 100 });
    const p = apply(turned, 10, 0);
    expect(p.x).toBeCloseTo(50);
    expect(p.y).toBeCloseTo(40);
  });

  it('places a frame’s design box on its world rectangle, centred, scaled to its width', () => {
    const frame = {
      x: 1000,
      y: 500,
      width: 1600,
      height: 900,
      rotation: 0,
      design: { width: 960, height: 540 },
    } as LaidOutFrame;
    const m = frameMatrix(frame);
    expect(apply(m, 0, 0)).toEqual({ x: 200, y: 50 });
    expect(apply(m, 960, 540)).toEqual({ x: 1800, y: 950 });
    expect(multiply([1, 0, 0, 1, 0, 0], m)).toEqual(m);
  });
});

describe('wrapText', () => {
  const width = (s: string) => s.length;
  it('breaks at spaces, collapsing them, and inside a word longer than a line', () => {
    expect(wrapText('one  two three', 8, width)).toEqual(['one two', 'three']);
    expect(wrapText('abcdefghij', 4, width)).toEqual(['abcd', 'efgh', 'ij']);
    expect(wrapText('   ', 4, width)).toEqual(['']);
  });
});

describe('frameLines', () => {
  const frame = (overrides: Partial<LaidOutFrame>): LaidOutFrame => ({
    id: 'f',
    kind: 'topic',
    shape: 'circle',
    depth: 1,
    x: 0,
    y: 0,
    width: 600,
    height: 600,
    rotation: 0,
    texts: [],
    paletteIndex: 0,
    design: { width: 600, height: 600 },
    content: { width: 400, height: 400 },
    fontSize: 20,
    ...overrides,
  });

  it('centres a circle’s title and text, the column in the middle of the content box', () => {
    const lines = frameLines(
      frame({
        title: 'Tides',
        texts: [
          { id: 't', styleClasses: ['body'], paragraphs: [{ text: 'Twice daily', biggestFontSize: 20 }] },
        ],
      }),
      measure,
    );
    const title = 20 * HEADING_SCALE;
    expect(lines.map((l) => [l.text, l.size, l.bold])).toEqual([
      ['Tides', title, true],
      ['Twice daily', 20, false],
    ]);
    // Centred across: (600 − width) / 2.
    expect(lines[0]!.x).toBeCloseTo((600 - 5 * title * 0.5) / 2);
    expect(lines[1]!.x).toBeCloseTo((600 - 11 * 10) / 2);
    // Centred down: the column's height split evenly above and below.
    const used = title * 1.15 + title * 0.3 + 20 * LINE_HEIGHT + 20 * 0.4;
    expect(lines[0]!.top).toBeCloseTo(300 - used / 2);
    expect(lines[1]!.top).toBeCloseTo(lines[0]!.top + title * 1.15 + title * 0.3);
  });

  it('starts a rectangle’s lines at its content box’s left edge, list items indented after a bullet', () => {
    const lines = frameLines(
      frame({
        shape: 'rect',
        kind: 'frame',
        texts: [
          {
            id: 't',
            styleClasses: ['body'],
            paragraphs: [
              { text: 'Intro', biggestFontSize: 20 },
              { text: 'Point', biggestFontSize: 20, listType: 'BULLET' },
              { text: 'Next', biggestFontSize: 20, listType: 'BULLET' },
            ],
          },
        ],
      }),
      measure,
    );
    expect(lines[0]!.x).toBe(100);
    expect(lines[1]!.x).toBe(100 + 1.3 * 20);
    expect(lines[1]!.bulletX).toBeGreaterThanOrEqual(100);
    expect(lines[1]!.bulletX).toBeLessThan(lines[1]!.x);
    // A paragraph's gap after it; a list's items follow each other closely (one <ul>).
    expect(lines[1]!.top - lines[0]!.top).toBeCloseTo(20 * LINE_HEIGHT + 20 * 0.4);
    expect(lines[2]!.top - lines[1]!.top).toBeCloseTo(20 * LINE_HEIGHT);
  });
});

describe('stepPlan', () => {
  it('shows the step’s frame filling the page with its text, at the still’s 16:9 shape', () => {
    const layout = layoutDocument(buildDocument());
    const still = stillOf(layout);
    expect(still.viewport).toEqual({ width: 960, height: 540 });
    const plan = stepPlan(layout, 0, still, measure);
    const step = layout.steps[0]!;
    const shown = plan.frames.find((f) => f.frame.id === step.frameId)!;
    expect(shown.outline).toBe(false);
    expect(shown.lines.map((l) => l.text).join(' ')).toContain('Tidy Data in Practice');
    // The frame's design box lands inside the page.
    const { width, height } = shown.frame.design;
    for (const [x, y] of [
      [0, 0],
      [width, height],
    ] as const) {
      const p = apply(shown.matrix, x, y);
      expect(p.x).toBeGreaterThanOrEqual(-1);
      expect(p.x).toBeLessThanOrEqual(961);
      expect(p.y).toBeGreaterThanOrEqual(-1);
      expect(p.y).toBeLessThanOrEqual(541);
    }
  });
});
