// One canvas element as the items of a slide (plan.ts): text with its runs in points, pictures with
// their alt text, shapes, lines and connectors, tables, videos, and nested frames as outlines.
import { resolveColor } from '../../document/canvas/colors';
import type { FrameShape, RichText, Stroke } from '../../document/canvas/model';
import { CANVAS_LINE_HEIGHT, runSize } from '../../document/canvas/text-fit';
import type { LaidOutElement } from '../../document/layout-model';
import type { Theme } from '../../document/themes';
import type { Mapping, PlannedItem, PlannedParagraph, PlannedStroke, SlideBox } from './plan-model';

const POINTS_PER_INCH = 72;
/** A frame's border, in design pixels of the frame (as the player draws it). */
const FRAME_BORDER_PX = 6;

/** The colour as RRGGBB for the file, or undefined when the theme cannot resolve it. */
export const hex = (color: string | undefined, theme: Theme) =>
  resolveColor(color, theme)?.slice(1).toUpperCase();

function slideBox(laid: LaidOutElement, m: Mapping): SlideBox {
  const w = laid.width * m.scale;
  const h = laid.height * m.scale;
  return {
    x: m.offsetX + (laid.x - m.box.minX) * m.scale - w / 2,
    y: m.offsetY + (laid.y - m.box.minY) * m.scale - h / 2,
    w,
    h,
    rotate: laid.rotation,
  };
}

const points = (worldUnits: number, m: Mapping) => worldUnits * m.scale * POINTS_PER_INCH;

function paragraphs(text: RichText, m: Mapping, theme: Theme, fit = 1): PlannedParagraph[] {
  return text.paragraphs.map((paragraph) => ({
    ...(paragraph.align ? { align: paragraph.align } : {}),
    ...(paragraph.list ? { list: paragraph.list } : {}),
    level: paragraph.level ?? 0,
    lineHeight: paragraph.lineHeight ?? CANVAS_LINE_HEIGHT,
    heading: paragraph.role === 'title' || paragraph.role === 'subtitle',
    runs: (paragraph.runs.length > 0 ? paragraph.runs : [{ text: '' }]).map((run) => {
      const color = hex(run.color ?? 'theme:text', theme);
      return {
        text: run.text,
        ...(run.bold ? { bold: true as const } : {}),
        ...(run.italic ? { italic: true as const } : {}),
        ...(run.underline ? { underline: true as const } : {}),
        ...(run.strike ? { strike: true as const } : {}),
        ...(run.link ? { link: run.link } : {}),
        ...(color ? { color } : {}),
        ...(run.font ? { font: run.font } : {}),
        sizePt: round(points(runSize(run, paragraph) * fit, m)),
      };
    }),
  }));
}

export const round = (value: number) => Math.round(value * 100) / 100;

function stroke(value: Stroke | undefined, m: Mapping, theme: Theme): PlannedStroke | undefined {
  const color = value ? hex(value.color, theme) : undefined;
  if (!value || !color) return undefined;
  return { color, widthPt: round(Math.max(0.25, points(value.width, m))), dash: value.dash };
}

/** One laid-out element as the items of a slide (none for a frame drawn as nothing). */
export function itemsOf(laid: LaidOutElement, m: Mapping, theme: Theme): PlannedItem[] {
  const box = slideBox(laid, m);
  const element = laid.element;
  switch (element.kind) {
    case 'text':
      return [
        {
          kind: 'text',
          box,
          paragraphs: paragraphs(element.content, m, theme, laid.fit),
          fit: !!element.autoFit,
        },
      ];
    case 'image':
      return [
        {
          kind: 'image',
          box,
          src: element.src,
          alt: element.decorative ? '' : element.alt,
          ...(element.crop ? { crop: element.crop } : {}),
          ...(element.opacity !== undefined ? { opacity: element.opacity } : {}),
        },
      ];
    case 'shape':
      return [shapeItem(element, box, m, theme)];
    case 'connector': {
      const line = laid.line;
      if (!line) return [];
      const lineBox = lineSlideBox(line, m);
      const planned = stroke(element.stroke, m, theme);
      if (!planned) return [];
      return [
        {
          kind: 'line',
          ...lineBox,
          stroke: planned,
          ...(element.arrowStart ? { arrowStart: true as const } : {}),
          ...(element.arrowEnd ? { arrowEnd: true as const } : {}),
        },
      ];
    }
    case 'table':
      return [tableItem(element, box, m, theme)];
    case 'video':
      return [
        { kind: 'video', box, title: element.title, ...(element.poster ? { poster: element.poster } : {}) },
      ];
    case 'frame':
      return frameItems(element.shape, element.fill, laid, box, m, theme);
  }
}

function shapeItem(
  element: Extract<LaidOutElement['element'], { kind: 'shape' }>,
  box: SlideBox,
  m: Mapping,
  theme: Theme,
): PlannedItem {
  const planned = stroke(element.stroke, m, theme);
  const flips = {
    ...(element.flipH ? { flipH: true as const } : {}),
    ...(element.flipV ? { flipV: true as const } : {}),
  };
  if ((element.shape === 'line' || element.shape === 'arrow') && planned)
    return {
      kind: 'line',
      box,
      stroke: planned,
      ...flips,
      ...(element.shape === 'arrow' ? { arrowEnd: true as const } : {}),
    };
  const fill = hex(element.fill, theme);
  return {
    kind: 'shape',
    box,
    shape: element.shape,
    ...(fill ? { fill } : {}),
    ...(planned ? { stroke: planned } : {}),
    ...flips,
    ...(element.content ? { paragraphs: paragraphs(element.content, m, theme) } : {}),
  };
}

/** A connector's line from one end to the other: its box, flipped when it runs against the axes. */
function lineSlideBox(line: NonNullable<LaidOutElement['line']>, m: Mapping) {
  const toSlide = (x: number, y: number) => ({
    x: m.offsetX + (x - m.box.minX) * m.scale,
    y: m.offsetY + (y - m.box.minY) * m.scale,
  });
  const [a, b] = [toSlide(line.x1, line.y1), toSlide(line.x2, line.y2)];
  const box = {
    x: Math.min(a.x, b.x),
    y: Math.min(a.y, b.y),
    w: Math.abs(b.x - a.x),
    h: Math.abs(b.y - a.y),
    rotate: 0,
  };
  return {
    box,
    ...(b.x < a.x ? { flipH: true as const } : {}),
    ...(b.y < a.y ? { flipV: true as const } : {}),
  };
}

function tableItem(
  element: Extract<LaidOutElement['element'], { kind: 'table' }>,
  box: SlideBox,
  m: Mapping,
  theme: Theme,
): PlannedItem {
  const planned = stroke(element.stroke, m, theme);
  return {
    kind: 'table',
    box,
    columnsIn: element.columns.map((share) => round(share * box.w)),
    rows: element.rows.map((row) =>
      row.map((cell) => {
        const fill = hex(cell.fill, theme);
        return { paragraphs: paragraphs(cell.content, m, theme), ...(fill ? { fill } : {}) };
      }),
    ),
    header: !!element.headerRow,
    ...(planned ? { stroke: planned } : {}),
  };
}

/** A nested frame as its outline (and fill); a bracket as its two side brackets; invisible as nothing. */
function frameItems(
  shape: FrameShape,
  fill: string | undefined,
  laid: LaidOutElement,
  box: SlideBox,
  m: Mapping,
  theme: Theme,
): PlannedItem[] {
  if (shape === 'invisible') return [];
  const border = {
    color: hex('theme:accent', theme) ?? '000000',
    widthPt: round(Math.max(0.25, points(FRAME_BORDER_PX * laid.unit, m))),
    dash: 'solid' as const,
  };
  if (shape === 'bracket') {
    const side = box.w * 0.05;
    const bracket = (x: number, flipH?: true): PlannedItem => ({
      kind: 'shape',
      box: { ...box, x, w: side },
      shape: 'frame-rectangle',
      stroke: border,
      ...(flipH ? { flipH } : {}),
    });
    return [bracket(box.x), bracket(box.x + box.w - side, true)];
  }
  const surface = hex(fill ?? 'theme:surface', theme);
  return [
    {
      kind: 'shape',
      box,
      shape: shape === 'circle' ? 'frame-circle' : 'frame-rectangle',
      ...(surface ? { fill: surface } : {}),
      stroke: border,
    },
  ];
}
