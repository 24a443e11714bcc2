import { describe, expect, it } from 'vitest';
import { FIT_MARGIN } from './camera';
import { OUTLINE_PX } from './frames-in-view';
import type { LaidOutFrame, Layout, Rect } from './layout';
import { PLAYER_ASPECT, STILL_BOX, stepStill, stillOf } from './still';

function frame(id: string, x: number, y: number, width: number, height: number, slide = false): LaidOutFrame {
  return { id, x, y, width, height, rotation: 0, ...(slide ? { imageFill: true } : {}) } as LaidOutFrame;
}

function deck(frames: LaidOutFrame[], steps = frames): Layout {
  return {
    frames,
    steps: steps.map((f) => ({ frameId: f.id, target: f as Rect, title: f.id })),
    bounds: { minX: -1e6, minY: -1e6, maxX: 1e6, maxY: 1e6 },
  };
}

describe('stillOf', () => {
  it('draws a deck of topics at the player’s 16:9, with the player’s margin', () => {
    const still = stillOf(deck([frame('a', 0, 0, 1000, 1000), frame('b', 5000, 0, 400, 400)]));
    expect(still.viewport).toEqual({ width: 960, height: 540 });
    expect(still.viewport.width / still.viewport.height).toBeCloseTo(PLAYER_ASPECT, 2);
    expect(still.margin).toBe(FIT_MARGIN);
  });

  it('draws a deck of slides at the first slide’s shape, edge to edge, inside the page', () => {
    const fourThree = stillOf(
      deck([frame('p1', 0, 0, 1200, 900, true), frame('p2', 2000, 0, 1200, 900, true)]),
    );
    expect(fourThree).toEqual({ viewport: { width: 853, height: 640 }, margin: 0 });
    const a4Portrait = stillOf(deck([frame('p1', 0, 0, 595, 842, true)]));
    expect(a4Portrait.viewport.height).toBe(STILL_BOX.height);
    expect(a4Portrait.viewport.width).toBe(452);
  });

  it('keeps a sliver of a slide printable', () => {
    const still = stillOf(deck([frame('p1', 0, 0, 10_000, 10, true)]));
    expect(still.viewport).toEqual({ width: 960, height: 240 });
  });

  it('takes 16:9 when only some steps are slides', () => {
    const still = stillOf(deck([frame('p1', 0, 0, 1200, 900, true), frame('t', 3000, 0, 500, 500)]));
    expect(still.viewport).toEqual({ width: 960, height: 540 });
  });
});

describe('stepStill', () => {
  const layout = deck([
    frame('near', 0, 0, 1000, 562),
    frame('tiny', 300, 100, 10, 10),
    frame('far', 50_000, 0, 1000, 562),
  ]);
  const still = stillOf(layout);

  it('fits the step’s frame and keeps only the frames in its view', () => {
    const { camera, frames } = stepStill(layout, 0, still);
    expect(camera.x).toBe(0);
    expect(camera.scale).toBeCloseTo((960 * (1 - 2 * FIT_MARGIN)) / 1000, 6);
    expect(frames.map(({ frame }) => frame.id)).toEqual(['near', 'tiny']);
  });

  it('draws a frame too small to read as its shape alone', () => {
    const { frames } = stepStill(layout, 0, still);
    const tiny = frames.find(({ frame }) => frame.id === 'tiny')!;
    expect(tiny.frame.width * stepStill(layout, 0, still).camera.scale).toBeLessThan(OUTLINE_PX);
    expect(tiny.outline).toBe(true);
    expect(frames.find(({ frame }) => frame.id === 'near')!.outline).toBe(false);
  });

  it('refuses a step the deck does not have', () => {
    expect(() => stepStill(layout, 3, still)).toThrow(RangeError);
  });
});
