import { describe, expect, it } from 'vitest';
import { layoutCanvasElements } from '../../../../kernel/document/canvas/element-layout';
import type { CanvasElement } from '../../../../kernel/document/canvas/model';
import {
  ADMIT_PER_FRAME,
  admitNearest,
  CALM_FRAMES,
  elementsToMount,
  FIRST_PACE,
  mountWindow,
  nextPace,
  type Pace,
  stillServes,
  waitingAfterMove,
} from './mount-window';

const size = { width: 1000, height: 500 };

const frame = (id: string, x: number, width: number): CanvasElement => ({
  kind: 'frame',
  id,
  shape: 'rectangle',
  x,
  y: 0,
  width,
  height: width / 2,
  rotation: 0,
  z: 0,
});
const shape = (id: string, x: number, parent?: string): CanvasElement => ({
  kind: 'shape',
  id,
  shape: 'rectangle',
  x,
  y: 10,
  width: 20,
  height: 20,
  rotation: 0,
  z: 1,
  ...(parent ? { parent } : {}),
});

const ids = (elements: readonly { element: CanvasElement }[]) => elements.map((each) => each.element.id);

describe('the elements the editor mounts', () => {
  const laid = layoutCanvasElements([
    frame('near', 0, 200),
    shape('inNear', 20, 'near'),
    frame('far', 100_000, 200),
    shape('inFar', 100_020, 'far'),
    shape('bare', 400),
  ]);

  it('mounts what lies near the view and leaves the rest out', () => {
    const window = mountWindow({ x: 100, y: 50, zoom: 1 }, size);
    expect(ids(elementsToMount(laid, window))).toEqual(['near', 'inNear', 'bare']);
  });

  it('draws a frame a few pixels wide without what sits in it', () => {
    const window = mountWindow({ x: 100, y: 50, zoom: 0.05 }, size);
    expect(ids(elementsToMount(laid, window))).toEqual(['near', 'bare']);
  });

  it('mounts everything while the viewport has no size', () => {
    const window = mountWindow({ x: 0, y: 0, zoom: 1 }, { width: 1, height: 1 });
    expect(window).toBeNull();
    expect(elementsToMount(laid, window)).toBe(laid);
    expect(stillServes(window, { x: 0, y: 0, zoom: 1 }, { width: 1, height: 1 })).toBe(true);
    expect(stillServes(window, { x: 0, y: 0, zoom: 1 }, size)).toBe(false);
  });

  it('keeps a window while the camera stays inside it and near its zoom', () => {
    const window = mountWindow({ x: 0, y: 0, zoom: 1 }, size);
    expect(stillServes(window, { x: 400, y: 200, zoom: 1 }, size)).toBe(true);
    expect(stillServes(window, { x: 600, y: 0, zoom: 1 }, size)).toBe(false);
    expect(stillServes(window, { x: 0, y: 0, zoom: 1.4 }, size)).toBe(true);
    expect(stillServes(window, { x: 0, y: 0, zoom: 1.6 }, size)).toBe(false);
    expect(stillServes(window, { x: 0, y: 0, zoom: 0.6 }, size)).toBe(false);
  });
});

describe('what a move of the window brings near', () => {
  const row = layoutCanvasElements([0, 300, 600, 900, 1200].map((x) => shape(`s${x}`, x)));

  it('waits for what was not mounted before the move', () => {
    const before = row.slice(0, 2);
    expect([...waitingAfterMove(row, before)]).toEqual(['s600', 's900', 's1200']);
  });

  it('lets in the nearest to the window’s middle first, and forgets what is no longer wanted', () => {
    const window = mountWindow({ x: 1200, y: 0, zoom: 1 }, size);
    const waiting = new Set(['s0', 's300', 's600', 's900', 's1200']);
    expect([...admitNearest(waiting, row, window, 2)]).toEqual(['s600', 's300', 's0']);
    expect([...admitNearest(waiting, row.slice(1), window, 3)]).toEqual(['s300']);
    expect(admitNearest(waiting, row, window, 5).size).toBe(0);
  });

  it('lets in more each frame while frames keep their time, and half as many after a slow one', () => {
    const { first, least, most, growth } = ADMIT_PER_FRAME;
    expect(nextPace(FIRST_PACE, null)).toEqual(FIRST_PACE);
    expect(nextPace(FIRST_PACE, 16).batch).toBe(first + growth);
    expect(nextPace(FIRST_PACE, 40).batch).toBe(first / 2);
    expect(nextPace({ batch: least, ceiling: most, calm: 0 }, 200).batch).toBe(least);
    expect(nextPace({ batch: most, ceiling: most, calm: 0 }, 8).batch).toBe(most);
  });

  it('grows no further than the half a slow frame left, until frames at it keep their time a while', () => {
    const { growth } = ADMIT_PER_FRAME;
    const afterSlow = nextPace({ batch: 12, ceiling: 64, calm: 0 }, 40);
    expect(afterSlow).toEqual({ batch: 6, ceiling: 6, calm: 0 });
    // Fast frames at the ceiling: it rises by one only after CALM_FRAMES of them.
    let pace: Pace = afterSlow;
    const batches: number[] = [];
    for (let i = 0; i < CALM_FRAMES; i++) {
      pace = nextPace(pace, 16);
      batches.push(pace.batch);
    }
    expect(batches).toEqual([...Array(CALM_FRAMES - 1).fill(6), 7]);
    // Below the ceiling it grows by `growth` as before, up to the ceiling.
    expect(nextPace({ batch: 2, ceiling: 20, calm: 0 }, 16).batch).toBe(2 + growth);
    expect(nextPace({ batch: 18, ceiling: 20, calm: 0 }, 16).batch).toBe(20);
  });
});
