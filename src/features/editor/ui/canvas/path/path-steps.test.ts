import { describe, expect, it } from 'vitest';
import type { PathStep } from '../../../../../kernel/document/canvas/model';
import { themeFor } from '../../../../../kernel/document/themes';
import { shiftedIndex, stepBox, stepTitleOf } from './path-steps';
import { circlesOf, elementsMeeting, stepScene, stepThumbnailSvg } from './step-thumbnail';
import { smallCanvas } from './test-support';

describe('path steps', () => {
  const doc = smallCanvas();
  const [intro, numbers, view] = doc.path as [never, never, never];

  it('names a step by its own title, else its frame’s', () => {
    expect(stepTitleOf(doc, intro)).toBe('Intro');
    expect(stepTitleOf(doc, numbers)).toBe('Numbers');
    expect(stepTitleOf(doc, view)).toBeUndefined();
  });

  it('shows a frame upright around it, a view as saved, and nothing for a frame that is gone', () => {
    expect(stepBox(doc, intro)).toEqual({ x: 0, y: 0, width: 1600, height: 900 });
    expect(stepBox(doc, view)).toEqual({ x: 0, y: 1000, width: 800, height: 450 });
    const turned = smallCanvas();
    Object.assign(turned.elements[0]!, { width: 100, height: 100, rotation: 45 });
    const box = stepBox(turned, intro)!;
    expect(box.width).toBeCloseTo(100 * Math.SQRT2, 6);
    expect(box.x).toBeCloseTo(50 - 50 * Math.SQRT2, 6);
    expect(stepBox(doc, { id: 'x', frame: 'gone' })).toBeNull();
  });

  it('moves a step within the path only', () => {
    expect(shiftedIndex(0, -1, 3)).toBeNull();
    expect(shiftedIndex(2, 1, 3)).toBeNull();
    expect(shiftedIndex(1, 1, 3)).toBe(2);
    expect(shiftedIndex(1, 0, 3)).toBeNull();
  });
});

describe('step thumbnails', () => {
  const ocean = themeFor('ocean');

  it('hands the thumbnail only what meets the step’s view, with the ends of its connectors', () => {
    const doc = smallCanvas();
    const near = elementsMeeting(circlesOf(doc.elements), doc.elements[5]!).map((element) => element.id);
    expect(near).toEqual(['data', 'peak']);
    doc.elements.push({
      kind: 'connector',
      id: 'link',
      from: 'loose',
      to: 'peak',
      stroke: { color: '#000000', width: 2, dash: 'solid' },
      rotation: 0,
      z: 0,
      x: 2100,
      y: 100,
      width: 10,
      height: 10,
    });
    expect(elementsMeeting(circlesOf(doc.elements), doc.elements[5]!).map((element) => element.id)).toContain(
      'loose',
    );
  });

  it('draws what the player shows at that step', () => {
    const doc = smallCanvas();
    const big = { paragraphs: [{ runs: [{ text: 'Far away', size: 120 }] }] };
    Object.assign(doc.elements[7]!, { content: big });
    const circles = circlesOf(doc.elements);
    const draw = (step: PathStep) => stepThumbnailSvg(doc, step, stepScene(doc, circles, step)!, ocean);
    const svg = draw(doc.path[2]!);
    expect(svg).toMatch(/^<svg [^>]*width="160" height="90"/);
    expect(svg).toContain('>Far away</text>');
    expect(draw(doc.path[1]!)).not.toContain('Far away');
    expect(stepScene(doc, circles, { id: 'x', frame: 'gone' })).toBeNull();
  });
});
