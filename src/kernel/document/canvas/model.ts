// The canvas document (schema '3'): an infinite canvas of frames that nest and of elements placed on
// it, with a path of steps. Every element is one flat entry with its own id, so a CRDT can hold the
// document as a map of elements and two people editing different elements never touch the same
// value (decision 092). Positions are in world units: a box's x and y are its top-left corner before
// rotation, and it rotates about its centre, as in PowerPoint and SVG editors.
import type { ThemeName } from '../themes';

/** A colour: a hex value, or one of the theme's roles, so applying a theme or brand kit recolours it. */
export type CanvasColor = string;
export const THEME_COLOR_ROLES = [
  'text',
  'accent',
  'surface',
  'background',
  'palette0',
  'palette1',
  'palette2',
  'palette3',
  'palette4',
] as const;
export type ThemeColorRole = (typeof THEME_COLOR_ROLES)[number];

/** A text's font is a role the theme or brand kit fills in, never a free font name. */
export const FONT_ROLES = ['heading', 'body', 'mono'] as const;
export type FontRole = (typeof FONT_ROLES)[number];

export interface TextRun {
  text: string;
  bold?: true;
  italic?: true;
  underline?: true;
  strike?: true;
  /** https:, http:, mailto: or a path on this site; never a script. */
  link?: string;
  color?: CanvasColor;
  /** Font size in world units. */
  size?: number;
  font?: FontRole;
}

export const PARAGRAPH_ROLES = ['title', 'subtitle', 'body'] as const;
export type ParagraphRole = (typeof PARAGRAPH_ROLES)[number];
export const ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

export interface RichParagraph {
  /** What the paragraph is to a reader: headings make the outline, the transcript and the PDF's tags. */
  role?: ParagraphRole;
  align?: Alignment;
  list?: 'bullet' | 'number';
  /** List nesting, 0 to 4. */
  level?: number;
  /** A multiple of the font size. */
  lineHeight?: number;
  runs: TextRun[];
}

export interface RichText {
  paragraphs: RichParagraph[];
}

/** Where and how big an element is, and its place in the stacking order. */
export interface Placement {
  id: string;
  /** The frame it sits in; absent on the canvas itself. Zooming into a frame shows its children. */
  parent?: string;
  /** Elements that share a group move, select and resize together. */
  group?: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Degrees, clockwise, about the box's centre. */
  rotation: number;
  /** Stacking order: higher draws on top. A number, so a move between two others is one write. */
  z: number;
}

export const FRAME_SHAPES = ['rectangle', 'circle', 'bracket', 'invisible'] as const;
export type FrameShape = (typeof FRAME_SHAPES)[number];

export interface FrameElement extends Placement {
  kind: 'frame';
  shape: FrameShape;
  /** Named in the path panel, the outline and the player's announcement. */
  title?: string;
  fill?: CanvasColor;
}

export interface TextElement extends Placement {
  kind: 'text';
  content: RichText;
  /** Shrink the text to fit the box instead of letting it overflow (PowerPoint's autofit). */
  autoFit?: true;
}

/** Fractions of the picture cut off each side, 0 to 0.9. */
export interface Crop {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface ImageElement extends Placement {
  kind: 'image';
  src: string;
  /** What the picture shows; may be empty only when the picture is decorative. */
  alt: string;
  decorative?: true;
  crop?: Crop;
  /** 0 to 1. */
  opacity?: number;
}

export const SHAPE_KINDS = ['rectangle', 'rounded', 'ellipse', 'triangle', 'line', 'arrow'] as const;
export type ShapeKind = (typeof SHAPE_KINDS)[number];
export const DASHES = ['solid', 'dashed', 'dotted'] as const;
export type Dash = (typeof DASHES)[number];

export interface Stroke {
  color: CanvasColor;
  width: number;
  dash: Dash;
}

export interface ShapeElement extends Placement {
  kind: 'shape';
  shape: ShapeKind;
  fill?: CanvasColor;
  stroke?: Stroke;
  /** Lines and arrows run corner to corner of the box: top-left to bottom-right unless flipped. */
  flipH?: true;
  flipV?: true;
  /** Text inside the shape, centred. */
  content?: RichText;
}

/** A line that follows the elements it joins: its box is recomputed when either end moves. */
export interface ConnectorElement extends Placement {
  kind: 'connector';
  from: string;
  to: string;
  stroke: Stroke;
  arrowStart?: true;
  arrowEnd?: true;
}

export interface VideoElement extends Placement {
  kind: 'video';
  /**
   * A file of the site's content (media/…), a video uploaded into the deck (/media/v/{sha256}.{ext})
   * or a recording of this site (recording:oid).
   */
  src: string;
  title: string;
  poster?: string;
}

export interface TableCell {
  content: RichText;
  fill?: CanvasColor;
}

export interface TableElement extends Placement {
  kind: 'table';
  /** Each column's share of the width; they add up to 1. */
  columns: number[];
  rows: TableCell[][];
  /** The first row is a header: read as such by screen readers and tagged so in PDFs. */
  headerRow?: true;
  stroke?: Stroke;
}

export type CanvasElement =
  | FrameElement
  | TextElement
  | ImageElement
  | ShapeElement
  | ConnectorElement
  | VideoElement
  | TableElement;
export type ElementKind = CanvasElement['kind'];

/** A camera view saved without a frame: the rectangle the viewport fits. */
export interface CameraView {
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
}

/** One stop of the path: a frame, or a saved view of the canvas. */
export interface PathStep {
  id: string;
  frame?: string;
  view?: CameraView;
  /** Overrides the frame's title in the path panel and the player's announcement. */
  title?: string;
  notes?: string;
}

export interface CanvasBackground {
  color?: CanvasColor;
  image?: string;
}

export interface CanvasDocument {
  version: 3;
  title: string;
  theme: ThemeName;
  background?: CanvasBackground;
  elements: CanvasElement[];
  path: PathStep[];
}

export const CANVAS_LIMITS = {
  elements: 2000,
  // As many as a classic deck may have (four visits to each of its frames), so every deck converts.
  steps: 2000,
  runsPerParagraph: 200,
  runLength: 5000,
  paragraphsPerText: 100,
  notesLength: 5000,
  /** How deep frames may nest. */
  frameDepth: 8,
  tableRows: 50,
  tableColumns: 20,
  coordinate: 1e7,
  size: { min: 0.01, max: 1e7 },
  fontSize: { min: 0.1, max: 100_000 },
  strokeWidth: 10_000,
} as const;

export const isFrame = (element: CanvasElement): element is FrameElement => element.kind === 'frame';
