import { describe, expect, it } from 'vitest';
import type { CanvasElement } from '../../../../kernel/document/canvas/model';
import {
  boxBetween,
  elementsInside,
  handlePoint,
  resizedBox,
  rotationTowards,
  snapDrag,
} from './gesture-geometry';

const shape = (id: string, x: number, y: number, width = 100, height = 50, rotation = 0): CanvasElement => ({
  kind: 'shape',
  shape: 'rectangle',
  id,
  x,
  y,
  width,
  height,
  rotation,
  z: 0,
});

describe('resizedBox', () => {
  const box = { x: 0, y: 0, width: 100, height: 50, rotation: 0 };

  it('moves only the dragged side and keeps the opposite one', () => {
    expect(resizedBox(box, 'e', { x: 150, y: 999 })).toEqual({ x: 0, y: 0, width: 150, height: 50 });
    expect(resizedBox(box, 'nw', { x: -20, y: -10 })).toEqual({ x: -20, y: -10, width: 120, height: 60 });
  });

  it('never lets a side cross the other', () => {
    const squeezed = resizedBox(box, 'w', { x: 500, y: 0 }, false, 1);
    expect(squeezed.width).toBe(1);
    expect(squeezed.x).toBeCloseTo(99);
  });

  it('keeps the proportions from a corner with Shift', () => {
    const kept = resizedBox(box, 'se', { x: 300, y: 60 }, true);
    expect(kept.width / kept.height).toBeCloseTo(2);
    expect(kept.width).toBeCloseTo(300);
  });

  it('resizes a turned box along its own axes, its opposite corner staying put', () => {
    const turned = { ...box, rotation: 90 };
    const anchor = handlePoint(turned, 'nw');
    const dragged = handlePoint(turned, 'se');
    const next = resizedBox(turned, 'se', { x: dragged.x, y: dragged.y + 40 });
    // Turned a quarter clockwise, the box's width runs down the screen.
    expect(next.width).toBeCloseTo(140);
    expect(next.height).toBeCloseTo(50);
    const after = handlePoint({ ...next, rotation: 90 }, 'nw');
    expect(after.x).toBeCloseTo(anchor.x);
    expect(after.y).toBeCloseTo(anchor.y);
  });
});

describe('rotationTowards', () => {
  const box = { x: -50, y: -50, width: 100, height: 100 };
  it('points the top at the pointer, clockwise from up', () => {
    expect(rotationTowards(box, { x: 0, y: -100 })).toBeCloseTo(0);
    expect(rotationTowards(box, { x: 100, y: 0 })).toBeCloseTo(90);
    expect(rotationTowards(box, { x: -100, y: 0 })).toBeCloseTo(270);
  });
  it('rounds to the step given', () => {
    expect(rotationTowards(box, { x: 100, y: -20 }, 15)).toBe(75);
  });
});

describe('elementsInside', () => {
  it('takes the elements whose whole box lies inside, turned boxes by their bounds', () => {
    const elements = [shape('in', 10, 10), shape('across', 150, 10), shape('turned', 10, 100, 100, 50, 90)];
    expect(elementsInside(elements, boxBetween({ x: 200, y: 200 }, { x: 0, y: 0 }))).toEqual([
      'in',
      'turned',
    ]);
    expect(elementsInside(elements, { x: 0, y: 0, width: 120, height: 120 })).toEqual(['in']);
  });
});

describe('snapDrag', () => {
  it('snaps the dragged bounds to a neighbour’s edge and returns its guide', () => {
    const moving = [shape('a', 0, 0)];
    const others = [shape('b', 0, 200)];
    const snapped = snapDrag(moving, others, 3, 80, 6);
    expect(snapped.dx).toBe(0);
    expect(snapped.snapped?.guides.some((guide) => guide.axis === 'x' && guide.at === 0)).toBe(true);
  });

  it('leaves the offset alone when nothing is within reach', () => {
    const snapped = snapDrag([shape('a', 0, 0)], [shape('b', 500, 500)], 37, 41, 6);
    expect([snapped.dx, snapped.dy]).toEqual([37, 41]);
  });
});
