// New elements for the editor's Insert toolbar: each sized in screen pixels at the current zoom
// (so a box inserted far out or deep in looks the same on screen), centred on the view's centre, on
// top of the stacking order and inside the frame under that centre, as Prezi places them. Pure: the
// editor adds the result with addElement.
import { connectorBox, frameAround, type Placed } from './crdt/scene';
import {
  CANVAS_LIMITS,
  type CanvasDocument,
  type CanvasElement,
  type ConnectorElement,
  type FrameElement,
  type FrameShape,
  type ImageElement,
  type Placement,
  type RichText,
  type ShapeElement,
  type ShapeKind,
  type TableCell,
  type TableElement,
  type TextElement,
  type VideoElement,
} from './model';

/** Where and at what zoom an element is inserted, and where its id comes from. */
export interface InsertContext {
  document: CanvasDocument;
  /** The world point at the middle of the view. */
  centre: { x: number; y: number };
  /** World units per screen pixel. */
  unitsPerPixel: number;
  newId: () => string;
}

/** Screen sizes, in pixels, of each new element: about a third of a laptop's view at most. */
export const INSERT_SIZES = {
  text: { width: 320, height: 48 },
  frame: { width: 480, height: 270 },
  shape: { width: 160, height: 160 },
  line: { width: 200, height: 0 },
  table: { width: 480, height: 180 },
  picture: { width: 480, height: 360 },
  video: { width: 480, height: 270 },
} as const;

/** How big on screen, in pixels, a new text's words should look; its size is set when typing starts. */
export const NEW_TEXT_PIXELS = 20;

const clampSize = (size: number) => Math.min(Math.max(size, CANVAS_LIMITS.size.min), CANVAS_LIMITS.size.max);
const clampCoordinate = (value: number) =>
  Math.min(Math.max(value, -CANVAS_LIMITS.coordinate), CANVAS_LIMITS.coordinate);

/** The font size, in world units, that shows as NEW_TEXT_PIXELS at this zoom. */
export const newTextSize = (unitsPerPixel: number) =>
  Math.min(Math.max(NEW_TEXT_PIXELS * unitsPerPixel, CANVAS_LIMITS.fontSize.min), CANVAS_LIMITS.fontSize.max);

/** One above the highest z in the document, so the new element draws on top. */
export function topZ(document: CanvasDocument): number {
  let top = -1;
  for (const element of document.elements) top = Math.max(top, element.z);
  return Math.floor(top) + 1;
}

/** The smallest frame holding `box`'s centre that may take one more level of nesting, if any. */
export function frameUnder(
  document: CanvasDocument,
  box: Pick<Placed, 'x' | 'y' | 'width' | 'height' | 'kind'>,
): string | undefined {
  const scene = new Map<string, Placed>(document.elements.map((element) => [element.id, element as Placed]));
  const probe: Placed = { ...box, id: '\u0000new', rotation: 0, z: 0 };
  return frameAround(scene, probe)?.id;
}

/** The placement of a new element of `pixels` screen size centred in the view. */
export function placementFor(
  context: InsertContext,
  kind: CanvasElement['kind'],
  pixels: { width: number; height: number },
): Placement {
  const width = clampSize(pixels.width * context.unitsPerPixel);
  const height = clampSize(pixels.height * context.unitsPerPixel);
  const box = {
    kind,
    x: clampCoordinate(context.centre.x - width / 2),
    y: clampCoordinate(context.centre.y - height / 2),
    width,
    height,
  };
  const parent = frameUnder(context.document, box);
  const { kind: _, ...placed } = box;
  return {
    id: context.newId(),
    ...(parent === undefined ? {} : { parent }),
    ...placed,
    rotation: 0,
    z: topZ(context.document),
  };
}

/** An empty paragraph: the editor starts typing in it at once, so no placeholder is stored. */
export const emptyText = (): RichText => ({ paragraphs: [{ runs: [] }] });

export const newTextBox = (context: InsertContext): TextElement => ({
  kind: 'text',
  ...placementFor(context, 'text', INSERT_SIZES.text),
  content: emptyText(),
});

export const newFrame = (context: InsertContext, shape: FrameShape): FrameElement => ({
  kind: 'frame',
  ...placementFor(context, 'frame', INSERT_SIZES.frame),
  shape,
});

const STROKE = { color: 'theme:text', width: 2, dash: 'solid' } as const;

export function newShape(context: InsertContext, shape: ShapeKind): ShapeElement {
  const isLine = shape === 'line' || shape === 'arrow';
  const placement = placementFor(context, 'shape', isLine ? INSERT_SIZES.line : INSERT_SIZES.shape);
  const stroke = { ...STROKE, width: clampStroke(STROKE.width * context.unitsPerPixel) };
  return isLine
    ? { kind: 'shape', ...placement, shape, stroke }
    : { kind: 'shape', ...placement, shape, fill: 'theme:accent', stroke };
}

const clampStroke = (width: number) => Math.min(width, CANVAS_LIMITS.strokeWidth);

/** A connector between two elements of the document: an arrow that follows them when they move. */
export function newConnector(context: InsertContext, from: string, to: string): ConnectorElement {
  const byId = new Map(context.document.elements.map((element) => [element.id, element]));
  const [a, b] = [byId.get(from), byId.get(to)];
  if (!a || !b) throw new Error(`no element has id "${a ? to : from}"`);
  return {
    kind: 'connector',
    id: context.newId(),
    ...connectorBox(a, b),
    z: topZ(context.document),
    from,
    to,
    stroke: { ...STROKE, width: clampStroke(STROKE.width * context.unitsPerPixel) },
    arrowEnd: true,
  };
}

const cell = (): TableCell => ({ content: emptyText() });

/** A 3×3 table whose first row is a header. */
export const newTable = (context: InsertContext): TableElement => ({
  kind: 'table',
  ...placementFor(context, 'table', INSERT_SIZES.table),
  columns: [1 / 3, 1 / 3, 1 / 3],
  rows: [0, 1, 2].map(() => [cell(), cell(), cell()]),
  headerRow: true,
  stroke: { color: 'theme:text', width: clampStroke(context.unitsPerPixel), dash: 'solid' },
});

/** A picture's natural size fitted inside `box`, never enlarged past it. */
export function fitted(natural: { width: number; height: number }, box: { width: number; height: number }) {
  const width = Math.max(natural.width, 1);
  const height = Math.max(natural.height, 1);
  const scale = Math.min(box.width / width, box.height / height, 1);
  return { width: width * scale, height: height * scale };
}

export interface NewPicture {
  src: string;
  alt: string;
  decorative?: boolean;
  /** The file's size in pixels. */
  width: number;
  height: number;
}

export function newImage(context: InsertContext, picture: NewPicture): ImageElement {
  const size = fitted(picture, INSERT_SIZES.picture);
  const image: ImageElement = {
    kind: 'image',
    ...placementFor(context, 'image', size),
    src: picture.src,
    alt: picture.decorative ? '' : picture.alt.trim(),
  };
  if (picture.decorative) image.decorative = true;
  return image;
}

export const newVideo = (context: InsertContext, video: { src: string; title: string }): VideoElement => ({
  kind: 'video',
  ...placementFor(context, 'video', INSERT_SIZES.video),
  src: video.src,
  title: video.title.trim(),
});
