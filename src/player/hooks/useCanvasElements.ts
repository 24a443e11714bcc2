// A canvas deck's elements to draw (canvas/elements-in-view.ts): those of the frames drawn in full,
// the frames drawn, and what lies on the bare canvas near where the camera may go soon.
import { useMemo } from 'react';
import type { Viewport } from '../../kernel/document/camera';
import { elementsToDraw } from '../../kernel/document/canvas/elements-in-view';
import { type DrawnFrames, reachBoxes } from '../../kernel/document/frames-in-view';
import type { LaidOutElement, Layout } from '../../kernel/document/layout-model';

export function useCanvasElements(
  layout: Layout,
  frames: DrawnFrames,
  index: number,
  shownBefore: readonly number[],
  viewport: Viewport,
): LaidOutElement[] | undefined {
  const { mounted, outlined } = frames;
  return useMemo(
    () =>
      layout.elements &&
      elementsToDraw(
        layout.elements,
        { mounted, outlined },
        reachBoxes(layout, index, shownBefore, viewport),
      ),
    [layout, mounted, outlined, index, shownBefore, viewport],
  );
}
