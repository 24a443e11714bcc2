// What converting one slide needs: where its frame is on the canvas, the scale from EMU to world
// units, the package and what the slide inherits, and where its pictures, placeholders and report
// entries go. Positions go through a transform first, so a group's children land in slide
// coordinates whatever the nesting.
import type { IdAllocator } from '../../document/canvas/convert-ids';
import { CANVAS_LIMITS, type Placement } from '../../document/canvas/model';
import type { SchemeColors } from './colors';
import type { EmuBox, Inheritance } from './inherit';
import type { Package } from './package';
import type { SlideCollector, UnmappedKind } from './report';

/** Why a picture was not kept: the report's word for it, with the file's own detail. */
export interface Refused {
  refused: UnmappedKind;
  detail?: string;
}

/** A picture the caller stores, then puts its address wherever `ref` is an image's `src`. */
export interface ImportedPicture {
  ref: string;
  bytes: Uint8Array;
  mime: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
}

/** An element the canvas cannot show, for a later step to render as a picture. */
export interface UnmappedElement {
  /** 1-based slide number. */
  slide: number;
  /** The id of the element holding its text on the canvas in the meantime. */
  id: string;
  kind: UnmappedKind;
  /** World units, on the canvas (inside the slide's frame). */
  box: { x: number; y: number; width: number; height: number };
  text: string;
}

/** Slide EMU of a point given in a group's child coordinates: p × s + d. */
export interface Transform {
  sx: number;
  sy: number;
  dx: number;
  dy: number;
}
export const IDENTITY: Transform = { sx: 1, sy: 1, dx: 0, dy: 0 };

export interface SlideContext {
  pkg: Package;
  slide: string;
  index: number;
  frameId: string;
  /** The frame's top-left corner in world units. */
  origin: { x: number; y: number };
  /** World units per EMU. */
  scale: number;
  slideSize: { width: number; height: number };
  ids: IdAllocator;
  nextZ(): number;
  scheme: SchemeColors;
  inherit: Inheritance;
  report: SlideCollector;
  pictures: PictureStore;
  unmapped: UnmappedElement[];
}

export interface PictureStore {
  /** The ref of the picture at `part`, storing it the first time; undefined when not a picture we show. */
  refOf(part: string): { ref: string } | Refused;
  list(): ImportedPicture[];
}

const round = (value: number) => Math.round(value * 1000) / 1000;
const sized = (value: number) =>
  Math.min(CANVAS_LIMITS.size.max, Math.max(CANVAS_LIMITS.size.min, round(value)));
const coordinate = (value: number) =>
  Math.min(CANVAS_LIMITS.coordinate, Math.max(-CANVAS_LIMITS.coordinate, round(value)));

/** Degrees in the model's range, -360 to 360. */
export const degrees = (value: number) => round(((value % 360) + 360) % 360);

/** A box in EMU, seen through `t`, as a placement in world units inside the slide's frame. */
export function placeBox(
  ctx: SlideContext,
  box: EmuBox,
  t: Transform,
  group?: string,
): Omit<Placement, 'id' | 'z'> {
  return {
    parent: ctx.frameId,
    ...(group ? { group } : {}),
    x: coordinate(ctx.origin.x + (box.x * t.sx + t.dx) * ctx.scale),
    y: coordinate(ctx.origin.y + (box.y * t.sy + t.dy) * ctx.scale),
    width: sized(box.width * Math.abs(t.sx) * ctx.scale),
    height: sized(box.height * Math.abs(t.sy) * ctx.scale),
    rotation: degrees(box.rotation),
  };
}

/** An EMU length (a line's width, a font size in EMU) in world units. */
export const worldLength = (ctx: SlideContext, emu: number) => round(emu * ctx.scale);

/** The whole slide as a box, for what has no position of its own. */
export const slideBox = (ctx: SlideContext): EmuBox => ({
  x: 0,
  y: 0,
  width: ctx.slideSize.width,
  height: ctx.slideSize.height,
  rotation: 0,
  flipH: false,
  flipV: false,
});
