// The TypeBox schemas of the canvas document (model.ts). Each element kind has its own schema, so a
// problem is reported against the fields of the element's kind rather than as "matches no variant".
import Type, { type TSchema } from 'typebox';
import { LIMITS } from '../../limits';
import { THEME_NAMES } from '../themes';
import {
  ALIGNMENTS,
  CANVAS_LIMITS,
  DASHES,
  type ElementKind,
  FONT_ROLES,
  FRAME_SHAPES,
  PARAGRAPH_ROLES,
  SHAPE_KINDS,
  THEME_COLOR_ROLES,
} from './model';

const Id = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
const Title = Type.String({ minLength: 1, maxLength: LIMITS.titleLength });
const ImageRef = Type.String({
  minLength: 1,
  maxLength: 500,
  pattern: '^(media/[A-Za-z0-9._-]+|/media/[A-Za-z0-9/._-]+|https://\\S+)$',
});
const Color = Type.String({ pattern: `^(#[0-9a-fA-F]{6}|theme:(${THEME_COLOR_ROLES.join('|')}))$` });
// Links open from the player and the PDF: only the web, mail and this site's own paths.
const Link = Type.String({
  minLength: 1,
  maxLength: 2000,
  pattern: '^(https?://\\S+|mailto:\\S+|/[^/\\\\]\\S*|/)$',
});
const Coordinate = Type.Number({ minimum: -CANVAS_LIMITS.coordinate, maximum: CANVAS_LIMITS.coordinate });
const Size = Type.Number({ minimum: CANVAS_LIMITS.size.min, maximum: CANVAS_LIMITS.size.max });
const Rotation = Type.Number({ minimum: -360, maximum: 360 });
const yes = Type.Optional(Type.Literal(true));

const RunSchema = Type.Object(
  {
    text: Type.String({ maxLength: CANVAS_LIMITS.runLength }),
    bold: yes,
    italic: yes,
    underline: yes,
    strike: yes,
    link: Type.Optional(Link),
    color: Type.Optional(Color),
    size: Type.Optional(
      Type.Number({ minimum: CANVAS_LIMITS.fontSize.min, maximum: CANVAS_LIMITS.fontSize.max }),
    ),
    font: Type.Optional(Type.Enum([...FONT_ROLES])),
  },
  { additionalProperties: false },
);

const ParagraphSchema = Type.Object(
  {
    role: Type.Optional(Type.Enum([...PARAGRAPH_ROLES])),
    align: Type.Optional(Type.Enum([...ALIGNMENTS])),
    list: Type.Optional(Type.Enum(['bullet', 'number'])),
    level: Type.Optional(Type.Integer({ minimum: 0, maximum: 4 })),
    lineHeight: Type.Optional(Type.Number({ minimum: 0.5, maximum: 5 })),
    runs: Type.Array(RunSchema, { maxItems: CANVAS_LIMITS.runsPerParagraph }),
  },
  { additionalProperties: false },
);

export const RichTextSchema = Type.Object(
  { paragraphs: Type.Array(ParagraphSchema, { maxItems: CANVAS_LIMITS.paragraphsPerText }) },
  { additionalProperties: false },
);

const StrokeSchema = Type.Object(
  {
    color: Color,
    width: Type.Number({ minimum: 0, maximum: CANVAS_LIMITS.strokeWidth }),
    dash: Type.Enum([...DASHES]),
  },
  { additionalProperties: false },
);

const placement = {
  id: Id,
  parent: Type.Optional(Id),
  group: Type.Optional(Id),
  x: Coordinate,
  y: Coordinate,
  width: Size,
  height: Size,
  rotation: Rotation,
  z: Type.Number({ minimum: -1e9, maximum: 1e9 }),
};

const element = (kind: ElementKind, fields: Record<string, TSchema>) =>
  Type.Object({ kind: Type.Literal(kind), ...placement, ...fields }, { additionalProperties: false });

const Fraction = (max: number) => Type.Number({ minimum: 0, maximum: max });

export const ELEMENT_SCHEMAS: Record<ElementKind, TSchema> = {
  frame: element('frame', {
    shape: Type.Enum([...FRAME_SHAPES]),
    title: Type.Optional(Title),
    fill: Type.Optional(Color),
  }),
  text: element('text', { content: RichTextSchema, autoFit: yes }),
  image: element('image', {
    src: ImageRef,
    alt: Type.String({ maxLength: 1000 }),
    decorative: yes,
    crop: Type.Optional(
      Type.Object(
        { left: Fraction(0.9), top: Fraction(0.9), right: Fraction(0.9), bottom: Fraction(0.9) },
        { additionalProperties: false },
      ),
    ),
    opacity: Type.Optional(Fraction(1)),
  }),
  shape: element('shape', {
    shape: Type.Enum([...SHAPE_KINDS]),
    fill: Type.Optional(Color),
    stroke: Type.Optional(StrokeSchema),
    flipH: yes,
    flipV: yes,
    content: Type.Optional(RichTextSchema),
  }),
  connector: element('connector', { from: Id, to: Id, stroke: StrokeSchema, arrowStart: yes, arrowEnd: yes }),
  video: element('video', {
    src: Type.String({
      minLength: 1,
      maxLength: 500,
      pattern: '^(media/[A-Za-z0-9._-]+|/media/v/[a-f0-9]{64}\\.(webm|mp4)|recording:[a-z0-9]{12})$',
    }),
    title: Title,
    poster: Type.Optional(ImageRef),
  }),
  table: element('table', {
    columns: Type.Array(Type.Number({ minimum: 0.001, maximum: 1 }), {
      minItems: 1,
      maxItems: CANVAS_LIMITS.tableColumns,
    }),
    rows: Type.Array(
      Type.Array(
        Type.Object({ content: RichTextSchema, fill: Type.Optional(Color) }, { additionalProperties: false }),
        { minItems: 1, maxItems: CANVAS_LIMITS.tableColumns },
      ),
      { minItems: 1, maxItems: CANVAS_LIMITS.tableRows },
    ),
    headerRow: yes,
    stroke: Type.Optional(StrokeSchema),
  }),
};

const CameraViewSchema = Type.Object(
  { x: Coordinate, y: Coordinate, width: Size, height: Size, rotation: Rotation },
  { additionalProperties: false },
);

const PathStepSchema = Type.Object(
  {
    id: Id,
    frame: Type.Optional(Id),
    view: Type.Optional(CameraViewSchema),
    title: Type.Optional(Title),
    notes: Type.Optional(Type.String({ maxLength: CANVAS_LIMITS.notesLength })),
  },
  { additionalProperties: false },
);

/**
 * The document's outer shape; its elements are checked one by one against ELEMENT_SCHEMAS by
 * their kind (validate.ts). `CanvasDocumentSchema` below is the whole, for the OpenAPI document.
 */
export const CanvasShellSchema = Type.Object(
  {
    version: Type.Literal(3),
    title: Title,
    theme: Type.Enum([...THEME_NAMES]),
    background: Type.Optional(
      Type.Object(
        { color: Type.Optional(Color), image: Type.Optional(ImageRef) },
        { additionalProperties: false },
      ),
    ),
    elements: Type.Array(
      Type.Object({ kind: Type.Enum(Object.keys(ELEMENT_SCHEMAS)) }, { additionalProperties: true }),
      { maxItems: CANVAS_LIMITS.elements },
    ),
    path: Type.Array(PathStepSchema, { maxItems: CANVAS_LIMITS.steps }),
  },
  { additionalProperties: false },
);

export const CanvasDocumentSchema = Type.Object(
  {
    ...CanvasShellSchema.properties,
    elements: Type.Array(Type.Union(Object.values(ELEMENT_SCHEMAS)), { maxItems: CANVAS_LIMITS.elements }),
  },
  { additionalProperties: false },
);
