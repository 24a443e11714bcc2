import { describe, expect, it } from 'vitest';
import {
  boundsOfBoxes,
  cameraShift,
  fitBox,
  panBy,
  screenToWorld,
  viewOf,
  worldToScreen,
  zoomAt,
} from './camera';

const viewport = { width: 800, height: 600 };

describe('camera', () => {
  it('maps world and screen both ways', () => {
    const camera = { x: 100, y: 50, zoom: 2 };
    const screen = worldToScreen(camera, viewport, { x: 110, y: 40 });
    expect(screen).toEqual({ x: 420, y: 280 });
    expect(screenToWorld(camera, viewport, screen)).toEqual({ x: 110, y: 40 });
  });

  it('zooms about the pointer, keeping the world point under it', () => {
    const camera = { x: 0, y: 0, zoom: 1 };
    const at = { x: 600, y: 100 };
    const before = screenToWorld(camera, viewport, at);
    const after = screenToWorld(zoomAt(camera, viewport, at, 3), viewport, at);
    expect(after.x).toBeCloseTo(before.x);
    expect(after.y).toBeCloseTo(before.y);
  });

  it('pans by screen pixels whatever the zoom', () => {
    expect(panBy({ x: 0, y: 0, zoom: 4 }, 40, -20)).toEqual({ x: -10, y: 5, zoom: 4 });
  });

  it('fits a box with a margin and reads the view back', () => {
    const camera = fitBox({ x: 0, y: 0, width: 1600, height: 900 }, viewport, 0);
    expect(camera.zoom).toBeCloseTo(0.5);
    expect(viewOf(camera, viewport)).toEqual({ x: 0, y: -150, width: 1600, height: 1200, rotation: 0 });
  });

  it('bounds turned boxes by their corners', () => {
    const bounds = boundsOfBoxes([{ x: 0, y: 0, width: 100, height: 20, rotation: 90 }]);
    expect(bounds?.width).toBeCloseTo(20);
    expect(bounds?.height).toBeCloseTo(100);
    expect(boundsOfBoxes([])).toBeNull();
  });
});

describe('cameraShift', () => {
  const viewport = { width: 1000, height: 600 };
  /** Where a transform "translate(x, y) scale(k)" with its origin at the top left puts `point`. */
  const apply = (transform: string, point: { x: number; y: number }) => {
    const [x, y, k] = transform.match(/-?\d[\d.]*(?:e[+-]?\d+)?/g)!.map(Number) as [number, number, number];
    return { x: x + k * point.x, y: y + k * point.y };
  };

  it('carries what was drawn for one camera to where another shows it', () => {
    const from = { x: 100, y: -50, zoom: 0.5 };
    const to = { x: 340, y: 20, zoom: 1.75 };
    const shift = cameraShift(from, to, viewport)!;
    for (const world of [
      { x: 0, y: 0 },
      { x: 100, y: -50 },
      { x: -800, y: 1200 },
    ]) {
      const carried = apply(shift, worldToScreen(from, viewport, world));
      const shown = worldToScreen(to, viewport, world);
      expect(carried.x).toBeCloseTo(shown.x, 6);
      expect(carried.y).toBeCloseTo(shown.y, 6);
    }
  });

  it('is nothing between the same views', () => {
    expect(cameraShift({ x: 1, y: 2, zoom: 3 }, { x: 1, y: 2, zoom: 3 }, viewport)).toBeNull();
  });
});
