// Which of a canvas deck's elements the player draws, by the rule that mounts frames (decision 051):
// a frame when frames-in-view mounts it; what sits in a frame when that frame is mounted and drawn
// in full (in a frame too small to read, its words would be a few pixels high); what lies on the
// bare canvas when its own box meets what the camera may show soon.
import { type Box, type DrawnFrames, meetsAny } from '../frames-in-view';
import type { LaidOutElement } from '../layout-model';

export function elementsToDraw(
  elements: readonly LaidOutElement[],
  frames: DrawnFrames,
  /** What the camera may show soon (reachBoxes); null draws every bare element. */
  boxes: readonly Box[] | null,
): LaidOutElement[] {
  return elements.filter((laid) => {
    if (laid.element.kind === 'frame') return frames.mounted.has(laid.element.id);
    if (laid.frame !== undefined) return frames.mounted.has(laid.frame) && !frames.outlined.has(laid.frame);
    return boxes === null || meetsAny(laid, boxes);
  });
}
