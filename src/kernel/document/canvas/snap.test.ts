import { describe, expect, it } from 'vitest';
import { type SnapBox, snap } from './snap';

const box = (id: string, x: number, y: number, width = 100, height = 100): SnapBox => ({
  id,
  x,
  y,
  width,
  height,
});

describe('snapping a moved box', () => {
  it("aligns its left edge with another's within the threshold and draws the guide across both", () => {
    const other = box('a', 0, 0);
    const { box: snapped, guides } = snap(box('m', 4, 300), [other], 5);
    expect(snapped).toMatchObject({ x: 0, y: 300 });
    expect(guides).toContainEqual({ axis: 'x', at: 0, from: 0, to: 400 });
  });

  it('leaves the box where it is when nothing is within the threshold', () => {
    const result = snap(box('m', 20, 300), [box('a', 0, 0, 100, 100)], 5);
    expect(result.box).toMatchObject({ x: 20, y: 300 });
    expect(result.guides).toEqual([]);
    expect(result.spacing).toEqual([]);
  });

  it('aligns centres and the nearest line wins, on both axes at once', () => {
    const frame = box('f', 0, 0, 1000, 600);
    const { box: snapped, guides } = snap(box('m', 447, 253, 100, 100), [frame], 5);
    expect(snapped).toMatchObject({ x: 450, y: 250 });
    expect(guides).toEqual([
      { axis: 'x', at: 500, from: 0, to: 600 },
      { axis: 'y', at: 300, from: 0, to: 1000 },
    ]);
  });

  it("aligns an edge with another's opposite edge", () => {
    const { box: snapped } = snap(box('m', 203, 0), [box('a', 0, 0, 200, 50)], 5);
    expect(snapped.x).toBe(200);
  });

  it('repeats the gap of two neighbours in a row when no edge is near', () => {
    const a = box('a', 0, 0);
    const b = box('b', 150, 0);
    const { box: snapped, spacing } = snap(box('m', 297, 10, 100, 80), [a, b], 5);
    expect(snapped.x).toBe(300);
    expect(spacing).toContainEqual({
      axis: 'x',
      gap: 50,
      pairs: [
        [a, b],
        [b, snapped],
      ],
    });
  });

  it('centres the box between two neighbours with equal gaps, and in a column too', () => {
    const a = box('a', 0, 0);
    const b = box('b', 0, 300);
    const { box: snapped, spacing } = snap(box('m', 30, 148, 40, 100), [a, b], 5);
    expect(snapped.y).toBe(150);
    expect(spacing).toContainEqual({
      axis: 'y',
      gap: 50,
      pairs: [
        [a, snapped],
        [snapped, b],
      ],
    });
  });

  it('ignores neighbours outside its row when spacing', () => {
    const { box: snapped } = snap(box('m', 297, 500), [box('a', 0, 0), box('b', 150, 0)], 5);
    expect(snapped.x).toBe(297);
  });
});
