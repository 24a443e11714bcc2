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

  /**
   * Steps the animation frames by hand from the camera's move to the right, `gapMs` apart and
   * starting `afterMs` after it, so each frame's batch can be counted: the counts mounted after each
   * frame, and the first batch's ids.
   */
  function framesAfterMove(afterMs: number, gapMs: number) {
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
      // The move happens at a clock the test sets, so whether a frame comes while the camera moves
      // or once it rests never depends on how long the test took to get there.
      const movedAt = 1_000_000;
      const clock = vi.spyOn(performance, 'now').mockReturnValue(movedAt);
      rerender({ drawn, at: { x: 50_000, y: 0, zoom: 1 } });
      clock.mockRestore();
      expect(result.current.mounted).toHaveLength(0);
      expect(result.current.busy).toBe(true);
      const counts: number[] = [];
      let firstBatch: string[] = [];
      for (let i = 0; result.current.busy && i < 100; i++) {
        const callback = frames.pop();
        frames.length = 0;
        act(() => callback?.(movedAt + afterMs + i * gapMs));
        counts.push(result.current.mounted.length);
        if (counts.length === 1) firstBatch = ids(result.current.mounted);
      }
      expect(counts.at(-1)).toBe(far.length);
      expect(result.current.busy).toBe(false);
      return { counts, firstBatch };
    } finally {
      request.mockRestore();
      cancel.mockRestore();
    }
  }

  it('mounts what a move brings near a frame’s worth at a time, nearest first', () => {
    // Frames 16 ms apart while the camera is still moving: each keeps its time, so every batch is
    // the one before grown.
    const { counts, firstBatch } = framesAfterMove(16, 16);
    const { first, growth } = ADMIT_PER_FRAME;
    expect(counts.slice(0, 3)).toEqual([first, 2 * first + growth, 3 * first + 3 * growth]);
    // Nearest the camera first: the column starts where the camera is.
    expect(firstBatch.sort()).toEqual(
      far
        .slice(0, ADMIT_PER_FRAME.first)
        .map((each) => each.id)
        .sort(),
    );
  });

  it('mounts a larger batch a frame once the camera rests, however slow the frames', () => {
    // A second after the move, frames a tenth of a second apart: at rest, no slow frame halves it.
    const { counts } = framesAfterMove(1000, 100);
    const { atRest } = ADMIT_PER_FRAME;
    expect(counts).toEqual([atRest, 2 * atRest, far.length]);
  });

  it('mounts an element added to the document at once', () => {
    const { result, rerender } = mounted(home, { x: 0, y: 0, zoom: 1 });
    act(() =>
      rerender({ drawn: layoutCanvasElements([...home, shape('new', 40, 0)]), at: { x: 0, y: 0, zoom: 1 } }),
    );
    expect(ids(result.current.mounted)).toEqual(['home', 'new']);
  });
});
