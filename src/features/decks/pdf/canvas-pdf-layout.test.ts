import { describe, expect, it } from 'vitest';
import { buildCanvasDocument } from '../../../../test/helpers/documents';
import { cameraFor } from '../../../kernel/document/camera';
import { layoutCanvas } from '../../../kernel/document/canvas/layout';
import type { RichText } from '../../../kernel/document/canvas/model';
import { themeFor } from '../../../kernel/document/themes';
import { canvasStepPlan, colorOf, textLines } from './canvas-pdf-layout';
import { apply } from './pdf-layout';

const theme = themeFor('ocean');
/** Every character half the font size wide: simple to reason about. */
const measure = (text: string, size: number) => text.length * size * 0.5;
const page = { width: 960, height: 540 };

describe('a canvas deck on a PDF page', () => {
  it('shows each step’s elements in view, their words inside their boxes on the page', () => {
    const doc = buildCanvasDocument();
    const layout = layoutCanvas(doc);
    const camera = (n: number) => cameraFor(layout.steps[n]!, page);
    const first = canvasStepPlan(doc, camera(0), page, theme, measure);
    expect(first.map((plan) => plan.element.id)).toEqual(['f1', 'i1', 't1']);
    const text = first.find((plan) => plan.element.id === 't1')!;
    expect(text.lines.map((line) => line.text)).toEqual(['Ferries at dawn', 'Boats leave early']);
    for (const line of text.lines) {
      const start = apply(text.matrix, line.x, line.top);
      expect(start.x).toBeGreaterThanOrEqual(0);
      expect(start.x).toBeLessThan(page.width);
      expect(start.y).toBeGreaterThanOrEqual(0);
      expect(start.y).toBeLessThan(page.height);
    }
    // The list item is indented past its bullet.
    expect(text.lines[1]!.bulletX).toBeLessThan(text.lines[1]!.x);
    expect(first[0]!.lines.map((line) => line.text)).toEqual(['Harbour']);
    // The lighthouse's step: its frame, and at most the harbour frame's edge, not its words.
    const second = canvasStepPlan(doc, camera(1), page, theme, measure).map((plan) => plan.element.id);
    expect(second).toContain('f2');
    expect(second).not.toContain('t1');
  });

  it('wraps to the box, aligns, and shrinks autofit text until it fits', () => {
    const content: RichText = {
      paragraphs: [{ align: 'center', runs: [{ text: 'one two three four five six', size: 10 }] }],
    };
    const lines = textLines(content, { width: 60, height: 100 }, theme, measure);
    expect(lines.map((line) => line.text)).toEqual(['one two', 'three four', 'five six']);
    expect(lines[0]!.x).toBeCloseTo((60 - 35) / 2, 5);
    const tall = { paragraphs: Array.from({ length: 10 }, () => ({ runs: [{ text: 'line', size: 20 }] })) };
    const shrunk = textLines(tall, { width: 200, height: 100, autoFit: true }, theme, measure);
    const last = shrunk.at(-1)!;
    expect(last.top + last.height).toBeLessThanOrEqual(100);
    expect(textLines(tall, { width: 200, height: 100 }, theme, measure).at(-1)!.top).toBeGreaterThan(100);
  });

  it('paints the theme’s roles in the theme’s colours', () => {
    expect(colorOf('theme:accent', theme, '#000000')).toBe(theme.accent);
    expect(colorOf('theme:palette2', theme, '#000000')).toBe(theme.palette[2]);
    expect(colorOf('#123456', theme, '#000000')).toBe('#123456');
    expect(colorOf(undefined, theme, '#000000')).toBe('#000000');
  });
});
