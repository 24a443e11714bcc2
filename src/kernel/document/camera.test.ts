import { describe, expect, it } from 'vitest';
import {
  type Camera,
  cameraFor,
  easeInOut,
  FIT_MARGIN,
  flight,
  MAX_FLIGHT_MS,
  MIN_FLIGHT_MS,
  toTransform,
} from './camera';
import type { Rect } from './layout';

const viewport = { width: 1280, height: 720 };
const step = (target: Partial<Rect>) => ({
  target: { x: 0, y: 0, width: 1600, height: 900, rotation: 0, ...target },
});
const camera = (c: Partial<Camera>): Camera => ({ x: 0, y: 0, scale: 1, rotation: 0, ...c });

/** Where a world point appears on screen under a CSS matrix(a, b, c, d, e, f). */
function project(transform: string, x: number, y: number) {
  const [a, b, c, d, e, f] = transform.slice(7, -1).split(', ').map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return { x: a * x + c * y + e, y: b * x + d * y + f };
}

describe('cameraFor', () => {
  it('fits a 16:9 frame to a 16:9 viewport with a margin', () => {
    const cam = cameraFor(step({ x: 300, y: -200 }), viewport);
    expect(cam).toEqual({ x: 300, y: -200, scale: (1280 * (1 - 2 * FIT_MARGIN)) / 1600, rotation: 0 });
  });

  it('fits by the tighter side: a circle in a wide viewport fits its height', () => {
    const cam = cameraFor(step({ width: 2000, height: 2000 }), viewport);
    expect(cam.scale).toBeCloseTo((720 * (1 - 2 * FIT_MARGIN)) / 2000);
  });

  it('takes the frame rotation so the frame appears upright', () => {
    expect(cameraFor(step({ rotation: -6 }), viewport).rotation).toBe(-6);
  });

  it('never returns an unusable scale for a degenerate viewport', () => {
    expect(cameraFor(step({}), { width: 0, height: 0 }).scale).toBe(1);
  });
});

describe('toTransform', () => {
  it('puts the camera centre in the middle of the viewport, scaled', () => {
    const transform = toTransform(camera({ x: 100, y: 50, scale: 0.5 }), viewport);
    expect(transform).toMatch(/^matrix\(/);
    expect(project(transform, 100, 50)).toEqual({ x: 640, y: 360 });
    expect(project(transform, 300, 50)).toEqual({ x: 740, y: 360 });
  });

  it('turns the world the other way for a rotated frame', () => {
    const transform = toTransform(camera({ rotation: 90 }), viewport);
    // A frame turned 90° clockwise has its right-hand side pointing down the world (+y)…
    const right = project(transform, 0, 100);
    expect(right.x).toBeCloseTo(740); // …and the camera shows it on the right again
    expect(right.y).toBeCloseTo(360);
  });
});

describe('flight', () => {
  const near = camera({ x: 0, y: 0, scale: 0.7 });

  it('starts and ends exactly on the two cameras', () => {
    const from = camera({ x: -3000, y: 200, scale: 0.6, rotation: 10 });
    const to = camera({ x: 4000, y: -900, scale: 0.4, rotation: -6 });
    const path = flight(from, to, viewport);
    expect(path.at(0)).toEqual(from);
    expect(path.at(1)).toEqual(to);
  });

  it('flies directly between close frames: the scale never dips below both ends', () => {
    const path = flight(near, camera({ x: 200, y: 100, scale: 0.9 }), viewport);
    expect(path.kind).toBe('direct');
    for (let t = 0; t <= 1; t += 0.05) expect(path.at(t).scale).toBeGreaterThanOrEqual(0.7 - 1e-9);
  });

  it('zooms out and back in between distant frames, showing both mid-flight', () => {
    const from = camera({ x: -4000, y: 0, scale: 0.5 });
    const to = camera({ x: 4000, y: 0, scale: 0.5 });
    const path = flight(from, to, viewport);
    expect(path.kind).toBe('arc');
    const mid = path.at(0.5);
    expect(mid.scale).toBeLessThan(0.5 / 2);
    expect(mid.x).toBeCloseTo(0);
    // Both frames' centres are on screen in the middle of the flight.
    for (const x of [-4000, 4000]) {
      const onScreen = project(toTransform(mid, viewport), x, 0);
      expect(onScreen.x).toBeGreaterThan(0);
      expect(onScreen.x).toBeLessThan(viewport.width);
    }
  });

  it('zooms into a frame inside the view without zooming out first', () => {
    const overview = camera({ scale: 0.05 });
    const topic = camera({ x: 3000, y: -2000, scale: 0.3 });
    const path = flight(overview, topic, viewport);
    expect(path.kind).toBe('direct');
    let last = 0;
    for (let t = 0.1; t <= 1; t += 0.1) {
      const { scale } = path.at(t);
      expect(scale).toBeGreaterThanOrEqual(last);
      last = scale;
    }
  });

  it('turns the short way round', () => {
    const path = flight(camera({ rotation: 170 }), camera({ rotation: -170, x: 10 }), viewport);
    expect(path.at(0.5).rotation).toBeCloseTo(180);
  });

  it('keeps durations between the bounds', () => {
    const pairs: [Camera, Camera][] = [
      [near, near],
      [near, camera({ x: 100, scale: 0.7 })],
      [camera({ scale: 0.01 }), camera({ x: 5, scale: 50 })],
      [camera({ x: -1e6, scale: 2 }), camera({ x: 1e6, scale: 2 })],
    ];
    for (const [from, to] of pairs) {
      const { duration } = flight(from, to, viewport);
      expect(duration).toBeGreaterThanOrEqual(MIN_FLIGHT_MS);
      expect(duration).toBeLessThanOrEqual(MAX_FLIGHT_MS);
    }
    expect(
      flight(camera({ x: -4000, scale: 0.5 }), camera({ x: 4000, scale: 0.5 }), viewport).duration,
    ).toBeGreaterThan(flight(near, camera({ x: 100, scale: 0.7 }), viewport).duration);
  });
});

describe('easeInOut', () => {
  it('starts and ends slowly and passes the middle at half way', () => {
    expect(easeInOut(0)).toBe(0);
    expect(easeInOut(1)).toBe(1);
    expect(easeInOut(0.5)).toBe(0.5);
    expect(easeInOut(0.1)).toBeLessThan(0.1);
  });
});
