// @vitest-environment jsdom
// useMounted: what a move of the camera brings near is mounted over the next animation frames,
// nearest first, while an element added to the document is mounted at once.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { layoutCanvasElements } from '../../../../kernel/document/canvas/element-layout';
import type { CanvasElement } from '../../../../kernel/document/canvas/model';
import type { LaidOutElement } from '../../../../kernel/document/layout-model';
import type { Camera } from './camera';
import { ADMIT_PER_FRAME } from './mount-window';
import { useMounted } from './viewport-drawing';

const size = { width: 1000, height: 500 };

const shape = (id: string, x: number, y: number): CanvasElement => ({
  kind: 'shape',
  id,
  shape: 'rectangle',
  x,
  y,
  width: 20,
  height: 20,
  rotation: 0,
  z: 1,
});

/** A column of shapes far to the right of the start, more than one frame's worth. */
const far = Array.from({ length: ADMIT_PER_FRAME.first * 4 + 5 }, (_, i) => shape(`far${i}`, 50_000, i * 5));
const home = [shape('home', 0, 0)];

function mounted(elements: CanvasElement[], camera: Camera) {
  return renderHook(({ drawn, at }: { drawn: LaidOutElement[]; at: Camera }) => useMounted(drawn, at, size), {
    initialProps: { drawn: layoutCanvasElements(elements), at: camera },
  });
}

const ids = (laid: readonly LaidOutElement[]) => laid.map((each) => each.element.id);

describe('useMounted', () => {
  it('mounts what is near at the start at once', () => {
    const { result } = mounted([...home, ...far], { x: 50_000, y: 0, zoom: 1 });
    expect(result.current.mounted).toHaveLength(far.length);
    expect(result.current.busy).toBe(false);
  });

  it('mounts what a move brings near a frame’s worth at a time, nearest first', () => {
    // The animation frames are stepped here, one at a time, so each frame's batch can be counted.
    const frames: FrameRequestCallback[] = [];
    const request = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    const cancel = vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {});
    try {
      const drawn = layoutCanvasElements([...home, ...far]);
      const { result, rerender } = mounted([...home, ...far], { x: 0, y: 0, zoom: 1 });
      expect(ids(result.current.mounted)).toEqual(['home']);
      rerender({ drawn, at: { x: 50_000, y: 0, zoom: 1 } });
      expect(result.current.mounted).toHaveLength(0);
      expect(result.current.busy).toBe(true);
      const counts: number[] = [];
      let firstBatch: string[] = [];
      // Frames 16 ms apart: each keeps its time, so every batch is the one before grown.
      for (let now = 16; result.current.busy && now < 16 * 100; now += 16) {
        const callback = frames.pop();
        frames.length = 0;
        act(() => callback?.(now));
        counts.push(result.current.mounted.length);
        if (counts.length === 1) firstBatch = ids(result.current.mounted);
      }
      const { first, growth } = ADMIT_PER_FRAME;
      expect(counts.slice(0, 3)).toEqual([first, 2 * first + growth, 3 * first + 3 * growth]);
      expect(counts.at(-1)).toBe(far.length);
      expect(result.current.busy).toBe(false);
      // Nearest the camera first: the column starts where the camera is.
      expect(firstBatch.sort()).toEqual(
        far
          .slice(0, ADMIT_PER_FRAME.first)
          .map((each) => each.id)
          .sort(),
      );
    } finally {
      request.mockRestore();
      cancel.mockRestore();
    }
  });

  it('mounts an element added to the document at once', () => {
    const { result, rerender } = mounted(home, { x: 0, y: 0, zoom: 1 });
    act(() =>
      rerender({ drawn: layoutCanvasElements([...home, shape('new', 40, 0)]), at: { x: 0, y: 0, zoom: 1 } }),
    );
    expect(ids(result.current.mounted)).toEqual(['home', 'new']);
  });
});
