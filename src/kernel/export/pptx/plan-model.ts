// The slide plan's shapes (plan.ts): slides of items placed in inches, sized in points, coloured
// RRGGBB, as the PowerPoint writer takes them.
import type { Alignment, Crop, Dash, FontRole, ShapeKind } from '../../document/canvas/model';

/** Where an item sits on its slide: its unrotated box's top-left corner and size, in inches. */
export interface SlideBox {
  x: number;
  y: number;
  w: number;
  h: number;
  /** Degrees clockwise about the box's centre. */
  rotate: number;
}

export interface PlannedRun {
  text: string;
  bold?: true;
  italic?: true;
  underline?: true;
  strike?: true;
  link?: string;
  /** RRGGBB. */
  color?: string;
  sizePt: number;
  font?: FontRole;
}

export interface PlannedParagraph {
  align?: Alignment;
  list?: 'bullet' | 'number';
  level: number;
  lineHeight: number;
  heading: boolean;
  runs: PlannedRun[];
}

export interface PlannedStroke {
  color: string;
  widthPt: number;
  dash: Dash;
}

export type PlannedItem =
  | { kind: 'text'; box: SlideBox; paragraphs: PlannedParagraph[]; fit: boolean }
  | { kind: 'image'; box: SlideBox; src: string; alt: string; crop?: Crop; opacity?: number }
  | {
      kind: 'shape';
      box: SlideBox;
      shape: ShapeKind | 'frame-rectangle' | 'frame-circle';
      fill?: string;
      stroke?: PlannedStroke;
      flipH?: true;
      flipV?: true;
      paragraphs?: PlannedParagraph[];
    }
  | {
      kind: 'line';
      box: SlideBox;
      stroke: PlannedStroke;
      flipH?: true;
      flipV?: true;
      arrowStart?: true;
      arrowEnd?: true;
    }
  | {
      kind: 'table';
      box: SlideBox;
      columnsIn: number[];
      rows: { paragraphs: PlannedParagraph[]; fill?: string }[][];
      header: boolean;
      stroke?: PlannedStroke;
    }
  | { kind: 'video'; box: SlideBox; title: string; poster?: string };

export interface PlannedSlide {
  title: string;
  /** RRGGBB. */
  background?: string;
  items: PlannedItem[];
  notes?: string;
}

export interface SlidePlan {
  title: string;
  widthIn: number;
  heightIn: number;
  slides: PlannedSlide[];
}

/** The world box a step shows, by its top-left corner. */
export interface StepBox {
  minX: number;
  minY: number;
  width: number;
  height: number;
}

export /** How a step's box lands on the slide: inches per world unit and the offset that centres it. */
interface Mapping {
  box: StepBox;
  scale: number;
  offsetX: number;
  offsetY: number;
}
