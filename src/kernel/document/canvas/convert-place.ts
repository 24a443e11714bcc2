// Where a frame's content goes: a box in the frame's design pixels as a canvas placement in world
// units (the frame's width ÷ its design width), turned with the frame about the frame's centre.
import type { LaidOutFrame } from '../layout-model';
import type { IdAllocator } from './convert-ids';
import { CANVAS_LIMITS, type Placement } from './model';

/** What placing a frame's content needs beyond the frame: its canvas id, ids, stacking, the deck's title. */
export interface ContentContext {
  frameId: string;
  ids: IdAllocator;
  nextZ(): number;
  deckTitle: string;
  /** Fewer elements: a frame's neighbouring texts become one, for a deck that would pass the limit. */
  compact: boolean;
}

/** A box in a frame's design pixels, from the design box's top-left corner. */
export interface DesignBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

const round = (value: number) => Math.round(value * 1000) / 1000;
const sized = (value: number) => Math.max(CANVAS_LIMITS.size.min, round(value));

/** World units per design pixel. */
export const worldScale = (frame: LaidOutFrame) => frame.width / frame.design.width;

export const fontSizeOf = (frame: LaidOutFrame, designPixels: number) =>
  Math.min(
    CANVAS_LIMITS.fontSize.max,
    Math.max(CANVAS_LIMITS.fontSize.min, round(designPixels * worldScale(frame))),
  );

/** A design box of the frame as a canvas placement: top-left corner, turned with the frame. */
export function placeIn(frame: LaidOutFrame, box: DesignBox): Omit<Placement, 'id' | 'z'> {
  const k = worldScale(frame);
  const dx = (box.x + box.width / 2 - frame.design.width / 2) * k;
  const dy = (box.y + box.height / 2 - frame.design.height / 2) * k;
  const turn = (frame.rotation * Math.PI) / 180;
  const centreX = frame.x + dx * Math.cos(turn) - dy * Math.sin(turn);
  const centreY = frame.y + dx * Math.sin(turn) + dy * Math.cos(turn);
  const width = sized(box.width * k);
  const height = sized(box.height * k);
  return {
    x: round(centreX - width / 2),
    y: round(centreY - height / 2),
    width,
    height,
    rotation: frame.rotation,
  };
}
