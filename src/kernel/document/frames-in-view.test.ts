import { describe, expect, it } from 'vitest';
import { cameraFor, flight } from './camera';
import {
  type DrawnFrames,
  drawnFor,
  framesInView,
  keepDrawn,
  lacks,
  lingering,
  nextToDraw,
  OUTLINE_PX,
  outlinedFrames,
  viewOf,
} from './frames-in-view';
import type { LaidOutFrame, Layout, Rect } from './layout';

const viewport = { width: 1280, height: 720 };

function frame(id: string, x: number, y: number, size = 1000): LaidOutFrame {
  return { id, x, y, width: size, height: size * 0.5625, rotation: 0 } as LaidOutFrame;
}

/** Frames in a row 10,000 units apart, a step on each, and optionally an overview step first. */
function row(count: number, overview = false): Layout {
  const frames = Array.from({ length: count }, (_, i) => frame(`f${i}`, i * 10_000, 0));
  const steps = frames.map((f) => ({ frameId: f.id, target: f as Rect, title: f.id }));
  const all = {
    x: ((count - 1) * 10_000) / 2,
    y: 0,
    width: (count - 1) * 10_000 + 1000,
    height: 1000,
    rotation: 0,
  };
  return {
    frames,
    steps: overview ? [{ frameId: 'f0', target: all, title: 'overview' }, ...steps] : steps,
    bounds: { minX: -500, minY: -500, maxX: count * 10_000, maxY: 500 },
  };
}

const ids = (set: Set<string>) => [...set].sort();

describe('framesInView', () => {
  it('mounts the current step and its neighbours only, on a long deck', () => {
    const layout = row(200);
    expect(ids(framesInView(layout, 100, [], viewport))).toEqual(['f100', 'f101', 'f99']);
    expect(ids(framesInView(layout, 0, [], viewport))).toEqual(['f0', 'f1']);
    expect(ids(framesInView(layout, 199, [], viewport))).toEqual(['f198', 'f199']);
  });

  it('mounts everything a long flight passes over', () => {
    const layout = row(20);
    const mounted = framesInView(layout, 15, [2], viewport);
    for (let i = 1; i <= 16; i++) expect(mounted.has(`f${i}`)).toBe(true);
    expect(mounted.has('f0')).toBe(false);
    expect(mounted.has('f18')).toBe(false);
  });

  it('mounts, for the flight arriving now alone, the step and the one shown before it', () => {
    const layout = row(200);
    expect(ids(framesInView(layout, 100, [99], viewport, 'arriving'))).toEqual(['f100', 'f99']);
    expect(ids(framesInView(layout, 100, [99], viewport))).toEqual(['f100', 'f101', 'f99']);
    // What the previous step drew for its neighbour covers the arriving flight: nothing lacks.
    expect(
      lacks(drawnFor(layout, 99, [98], viewport, 'soon'), drawnFor(layout, 100, [99], viewport, 'arriving')),
    ).toBe(false);
    expect(
      lacks(drawnFor(layout, 99, [98], viewport, 'soon'), drawnFor(layout, 100, [99], viewport, 'soon')),
    ).toBe(true);
  });

  it('mounts every frame for an overview', () => {
    const layout = row(30, true);
    expect(framesInView(layout, 0, [], viewport).size).toBe(30);
  });

  it("mounts what an arc shows beyond the two views' box, on the viewport's shorter side", () => {
    const layout = row(3);
    // Above the middle of f0 → f2: outside both views, inside the zoomed-out middle of the flight.
    layout.frames.push(frame('above', 10_000, -5_500));
    const from = cameraFor(layout.steps[0]!, viewport);
    const to = cameraFor(layout.steps[2]!, viewport);
    const middle = flight(from, to, viewport).at(0.5);
    expect(Math.abs(-5_500 - middle.y)).toBeLessThan(viewport.height / middle.scale / 2); // on screen then
    expect(framesInView(layout, 2, [0], viewport).has('above')).toBe(true);
    expect(framesInView(layout, 2, [], viewport).has('above')).toBe(false);
  });

  it('takes the view of a step as the box its camera shows', () => {
    const view = viewOf({ frameId: 'f', target: frame('f', 0, 0), title: '' }, viewport);
    expect(view.maxX - view.minX).toBeCloseTo(1000 / (1 - 2 * 0.06), 0);
  });

  it('outlines the mounted frames that stay too small to read, and no frame the camera comes close to', () => {
    const layout = row(30, true);
    const mounted = framesInView(layout, 0, [], viewport);
    const outlined = outlinedFrames(layout, mounted, 0, [], viewport);
    expect(outlined.has('f29')).toBe(true); // 1,000 of 291,000 units: about 4 px on the overview
    expect(outlined.has('f0')).toBe(false); // the next step fills the screen with it
    expect(outlined.size).toBeGreaterThan(25);
    // Zoomed in on f14 (step 15), its neighbours and the frames of its flights are drawn in full.
    const near = framesInView(layout, 15, [], viewport);
    expect(outlinedFrames(layout, near, 15, [], viewport)).toEqual(new Set());
    expect(OUTLINE_PX).toBeGreaterThan(16);
  });
});

describe('keepDrawn', () => {
  const drawn = (mounted: string[], outlined: string[] = []) => ({
    mounted: new Set(mounted),
    outlined: new Set(outlined),
  });
  const plain = ({ mounted, outlined }: { mounted: ReadonlySet<string>; outlined: ReadonlySet<string> }) => ({
    mounted: [...mounted].sort(),
    outlined: [...outlined].sort(),
  });

  it('keeps the frames a step no longer needs, as they were drawn, and adds the ones it needs', () => {
    const before = drawn(['a', 'b', 'c'], ['c']);
    const needed = drawn(['b', 'c', 'd', 'e'], ['b', 'e']);
    // b keeps its words (drawn in full before), c gets them (needed in full now), e is a shape.
    expect(plain(keepDrawn(before, needed))).toEqual({ mounted: ['a', 'b', 'c', 'd', 'e'], outlined: ['e'] });
    expect(lingering(keepDrawn(before, needed), needed)).toBe(2); // a, and b's words
  });

  it('needs nothing new when a step comes back: what it drew is still there', () => {
    const first = drawn(['a', 'b'], ['b']);
    const second = keepDrawn(first, drawn(['c']));
    const back = keepDrawn(second, first);
    expect(plain(back)).toEqual({ mounted: ['a', 'b', 'c'], outlined: ['b'] });
    expect(lingering(back, first)).toBe(1);
  });

  it('lacks a frame not mounted, or drawn as its shape where its words are needed', () => {
    expect(lacks(drawn(['a', 'b'], ['b']), drawn(['a']))).toBe(false);
    expect(lacks(drawn(['a']), drawn(['a', 'b']))).toBe(true);
    expect(lacks(drawn(['a', 'b'], ['b']), drawn(['b']))).toBe(true);
    expect(lacks(drawn(['a', 'b'], ['b']), drawn(['b'], ['b']))).toBe(false);
  });

  it('draws what a step lacks a piece at a time: every missing shape, and one frame in full', () => {
    const needed = drawn(['a', 'b', 'c', 'd', 'e'], ['d', 'e']);
    let now: DrawnFrames = drawn(['a', 'b'], ['b']);
    // b needs its words, c is not there, d and e are shapes: the shapes and b come first.
    expect(plain(nextToDraw(now, needed))).toEqual({ mounted: ['b', 'd', 'e'], outlined: ['d', 'e'] });
    now = keepDrawn(now, nextToDraw(now, needed));
    expect(plain(now)).toEqual({ mounted: ['a', 'b', 'd', 'e'], outlined: ['d', 'e'] });
    expect(lacks(now, needed)).toBe(true);
    expect(plain(nextToDraw(now, needed))).toEqual({ mounted: ['c'], outlined: [] });
    now = keepDrawn(now, nextToDraw(now, needed));
    expect(lacks(now, needed)).toBe(false);
    expect(plain(nextToDraw(now, needed))).toEqual({ mounted: [], outlined: [] });
  });

  it('adds the pages of a PDF deck one at a time until nothing lacks', () => {
    const pages = Array.from({ length: 5 }, (_, i) => `page-${i + 1}`);
    const needed = drawn(pages);
    let now: DrawnFrames = drawn(['page-1']);
    const added: string[][] = [];
    while (lacks(now, needed)) {
      const piece = nextToDraw(now, needed);
      added.push([...piece.mounted]);
      now = keepDrawn(now, piece);
    }
    expect(added).toEqual([['page-2'], ['page-3'], ['page-4'], ['page-5']]);
    expect(plain(now)).toEqual(plain(keepDrawn(drawn(['page-1']), needed)));
  });

  it('counts nothing lingering when exactly what is needed is drawn', () => {
    const needed = drawn(['a', 'b'], ['a']);
    expect(lingering(needed, needed)).toBe(0);
    expect(lingering(drawn(['a', 'b']), needed)).toBe(1);
  });
});
