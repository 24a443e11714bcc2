// The shapes a layout is made of, and the geometry helpers both layouts share.
import type { CanvasBackground, CanvasElement } from './canvas/model';
import type { Text } from './document';

/** A rectangle by its centre, in world units; rotation in degrees, clockwise. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
}

export interface LaidOutFrame extends Rect {
  id: string;
  kind: 'overview' | 'topic' | 'frame';
  shape: 'circle' | 'rect';
  /** 0 for the overview, 1 for topics and classic frames, 2–3 for nested subtopics. */
  depth: number;
  title?: string;
  texts: Text[];
  image?: string;
  /** Which theme palette colour the frame is drawn in (round-robin). */
  paletteIndex: number;
  /**
   * Frames are drawn at a fixed design size in CSS pixels and scaled into the world as a whole, so
   * text is laid out at ordinary font sizes whatever the frame's size in the world.
   */
  design: { width: number; height: number };
  /** The box the frame's content sits in, centred in the frame, in design pixels. */
  content: { width: number; height: number };
  /** Base font size in design pixels, chosen so the frame's text fits its content box. */
  fontSize: number;
  /** A picture frame (a PDF page): the image fills the frame; the texts are for screen readers. */
  imageFill?: true;
}

export interface Step {
  frameId: string;
  /** What the camera fits into the viewport. */
  target: Rect;
  /** Announced to screen readers when the step is shown. */
  title: string;
}

export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/**
 * An element of a canvas deck (schema '3') as the player draws it, frames among them: its box by
 * its centre in world units, in drawing order (canvas/element-layout.ts).
 */
export interface LaidOutElement extends Rect {
  element: CanvasElement;
  /** Its place in the drawing order: 0 is drawn first, at the back. */
  z: number;
  /** The nearest frame it sits in; absent on the bare canvas (and for a top-level frame). */
  frame?: string;
  /**
   * World units per design pixel: the element's content is laid out at a size where its text is
   * at ordinary pixel sizes and scaled into the world as a whole (decision 094).
   */
  unit: number;
  /** Shrinks its text to fit its box (autoFit): a factor of every font size, at most 1. */
  fit?: number;
  /** A connector's ends, in world units. */
  line?: { x1: number; y1: number; x2: number; y2: number };
}

export interface Layout {
  frames: LaidOutFrame[];
  steps: Step[];
  bounds: Bounds;
  /** A canvas deck's elements, frames included, in drawing order; absent for other decks. */
  elements?: LaidOutElement[];
  /** A canvas deck's own background colour and picture, over its theme's. */
  background?: CanvasBackground;
}

export const rectOf = ({ x, y, width, height, rotation }: Rect): Rect => ({ x, y, width, height, rotation });

/** The axis-aligned box around every frame, rotated corners included. */
export function boundsOf(rects: readonly Rect[]): Bounds {
  const bounds = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const r of rects) {
    const rad = (r.rotation * Math.PI) / 180;
    const halfW = (Math.abs(Math.cos(rad)) * r.width + Math.abs(Math.sin(rad)) * r.height) / 2;
    const halfH = (Math.abs(Math.sin(rad)) * r.width + Math.abs(Math.cos(rad)) * r.height) / 2;
    bounds.minX = Math.min(bounds.minX, r.x - halfW);
    bounds.maxX = Math.max(bounds.maxX, r.x + halfW);
    bounds.minY = Math.min(bounds.minY, r.y - halfH);
    bounds.maxY = Math.max(bounds.maxY, r.y + halfH);
  }
  return rects.length > 0 ? bounds : { minX: 0, minY: 0, maxX: 0, maxY: 0 };
}

/** The rectangle a bounds box covers, centred. */
export const rectOfBounds = (b: Bounds): Rect => ({
  x: (b.minX + b.maxX) / 2,
  y: (b.minY + b.maxY) / 2,
  width: b.maxX - b.minX,
  height: b.maxY - b.minY,
  rotation: 0,
});

/** Classic frames are 1600×900 world units at scale 1 (16:9), drawn at 960×540 design pixels. */
export const CLASSIC_FRAME = { width: 1600, height: 900 } as const;
export const RECT_DESIGN = { width: 960, height: 540 } as const;
/** The content box of a rectangular frame, leaving a margin inside its border. */
export const RECT_CONTENT = { width: RECT_DESIGN.width * 0.88, height: RECT_DESIGN.height * 0.84 } as const;
/** Topic circles are drawn 600 design pixels across: about life-size when a topic fills the screen. */
export const CIRCLE_DESIGN = 600;

/**
 * A frame's texts without a title-styled text that only repeats the frame's title (Markdown import
 * puts the deck title among the overview texts); the title is already drawn as the frame's heading.
 */
export function textsBelowTitle(title: string | undefined, texts: Text[]): Text[] {
  const repeatsTitle = (text: Text) =>
    text.styleClasses.includes('title') &&
    text.paragraphs
      .map((p) => p.text)
      .join(' ')
      .trim() === title?.trim();
  return title ? texts.filter((text) => !repeatsTitle(text)) : texts;
}
