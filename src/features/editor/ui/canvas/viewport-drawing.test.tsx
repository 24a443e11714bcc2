// @vitest-environment jsdom
// useMounted: what a move of the camera brings near is mounted over the next animation frames,
// nearest first, while an element added to the document is mounted at once.
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

  it('mounts what a move brings near a frame’s worth at a time, nearest first', async () => {
    const drawn = layoutCanvasElements([...home, ...far]);
    const { result, rerender } = mounted([...home, ...far], { x: 0, y: 0, zoom: 1 });
    expect(ids(result.current.mounted)).toEqual(['home']);
    const counts: number[] = [];
    rerender({ drawn, at: { x: 50_000, y: 0, zoom: 1 } });
    counts.push(result.current.mounted.length);
    expect(result.current.busy).toBe(true);
    await waitFor(() => {
      counts.push(result.current.mounted.length);
      expect(result.current.mounted).toHaveLength(far.length);
    });
    expect(result.current.busy).toBe(false);
    expect(counts[0]).toBe(0);
    expect(new Set(counts).size).toBeGreaterThan(2);
    expect(Math.max(...counts.slice(0, -1))).toBeLessThan(far.length);
  });

  it('mounts an element added to the document at once', () => {
    const { result, rerender } = mounted(home, { x: 0, y: 0, zoom: 1 });
    act(() =>
      rerender({ drawn: layoutCanvasElements([...home, shape('new', 40, 0)]), at: { x: 0, y: 0, zoom: 1 } }),
    );
    expect(ids(result.current.mounted)).toEqual(['home', 'new']);
  });
});
