import { describe, expect, it } from 'vitest';
import { DRAG_START_PX, dropIndex, indexUnder, pastDragStart } from './path-drag';

// Three items 50 px tall with 4 px between them, from y = 100, 200 px wide from x = 10.
const boxes = [0, 1, 2].map((i) => ({ top: 100 + i * 54, bottom: 150 + i * 54, left: 10, right: 210 }));

describe('path drag geometry', () => {
  it('starts a drag only once the pointer has moved past the threshold', () => {
    const start = { x: 20, y: 20 };
    expect(pastDragStart(start, start)).toBe(false);
    expect(pastDragStart(start, { x: 20 + DRAG_START_PX - 1, y: 20 })).toBe(false);
    expect(pastDragStart(start, { x: 20, y: 20 - DRAG_START_PX })).toBe(true);
    expect(pastDragStart(start, { x: 25, y: 25 })).toBe(true);
  });

  it('finds the item under the point, a gap belonging to the item above it', () => {
    expect(indexUnder({ x: 50, y: 100 }, boxes)).toBe(0);
    expect(indexUnder({ x: 50, y: 152 }, boxes)).toBe(0);
    expect(indexUnder({ x: 50, y: 154 }, boxes)).toBe(1);
    expect(indexUnder({ x: 50, y: 230 }, boxes)).toBe(2);
    expect(indexUnder({ x: 210, y: 258 }, boxes)).toBe(2);
  });

  it('finds no item off the list', () => {
    expect(indexUnder({ x: 50, y: 99 }, boxes)).toBeNull();
    expect(indexUnder({ x: 50, y: 259 }, boxes)).toBeNull();
    expect(indexUnder({ x: 9, y: 120 }, boxes)).toBeNull();
    expect(indexUnder({ x: 211, y: 120 }, boxes)).toBeNull();
    expect(indexUnder({ x: 50, y: 120 }, [])).toBeNull();
  });

  it('drops a step on another place only', () => {
    expect(dropIndex(0, 2)).toBe(2);
    expect(dropIndex(2, 0)).toBe(0);
    expect(dropIndex(1, 1)).toBeNull();
    expect(dropIndex(1, null)).toBeNull();
    expect(dropIndex(-1, 1)).toBeNull();
  });
});
