// Where a canvas deck's elements go on a page of the generated PDF: each element in view as a
// matrix from its own box (top-left origin, world units) to the page, back to front, and its rich
// text broken into lines. Readable rather than exact: the player's own text layout is approximated
// (one font size and weight per paragraph, its colour its first run's, no italics, underlines or
// links), crops are ignored and pictures are fitted into their boxes. Pure: the caller measures.
import type { Camera, Viewport } from '../../../kernel/document/camera';
import type {
  CanvasColor,
  CanvasDocument,
  CanvasElement,
  RichParagraph,
  RichText,
} from '../../../kernel/document/canvas/model';
import type { Theme } from '../../../kernel/document/themes';
import { apply, cameraMatrix, type Matrix, type Measure, multiply, wrapText } from './pdf-layout';

/** Font sizes in world units where a run names none, by the paragraph's role. */
export const CANVAS_FONT_SIZES = { title: 72, subtitle: 48, body: 32 } as const;
const LINE_HEIGHT = 1.2;
const PARAGRAPH_GAP = 0.3;
const LIST_INDENT = 1.2;
/** Elements smaller than this on the page (points) are left out: a speck, not something to read. */
const SPECK = 0.5;

export interface CanvasLine {
  text: string;
  /** Left edge, in the element's own units. */
  x: number;
  /** Top of the line box, in the element's own units. */
  top: number;
  height: number;
  size: number;
  bold: boolean;
  color: string;
  bulletX?: number;
}

export interface ElementPlan {
  element: CanvasElement;
  /** The element's box (0,0)–(width,height) → page. */
  matrix: Matrix;
  lines: CanvasLine[];
  /** A connector's ends on the page: the centres of the elements it joins. */
  ends?: { from: { x: number; y: number }; to: { x: number; y: number } };
}

/** A colour of the document: a hex value, or one of the theme's roles. */
export function colorOf(color: CanvasColor | undefined, theme: Theme, fallback: string): string {
  if (!color) return fallback;
  if (!color.startsWith('theme:')) return color;
  const role = color.slice('theme:'.length);
  if (role.startsWith('palette')) return theme.palette[Number(role.slice(7))] ?? theme.accent;
  return (theme as unknown as Record<string, string>)[role] ?? fallback;
}

const translate = (x: number, y: number): Matrix => [1, 0, 0, 1, x, y];
function rotate(degrees: number): Matrix {
  const rad = (degrees * Math.PI) / 180;
  return [Math.cos(rad), Math.sin(rad), -Math.sin(rad), Math.cos(rad), 0, 0];
}

/** An element's box → the world: placed by its top-left corner, turned about its centre. */
export const elementMatrix = (e: Pick<CanvasElement, 'x' | 'y' | 'width' | 'height' | 'rotation'>): Matrix =>
  [
    translate(e.x + e.width / 2, e.y + e.height / 2),
    rotate(e.rotation),
    translate(-e.width / 2, -e.height / 2),
  ].reduce(multiply);

/** Whether the element's box, drawn with this matrix, meets the page and is more than a speck. */
function shows(matrix: Matrix, width: number, height: number, page: Viewport): boolean {
  const corners = [
    apply(matrix, 0, 0),
    apply(matrix, width, 0),
    apply(matrix, 0, height),
    apply(matrix, width, height),
  ];
  const xs = corners.map((c) => c.x);
  const ys = corners.map((c) => c.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  if (maxX - minX < SPECK && maxY - minY < SPECK) return false;
  return maxX >= 0 && minX <= page.width && maxY >= 0 && minY <= page.height;
}

/** Frames first, outer before inner, then everything else by its stacking number. */
function drawingOrder(doc: CanvasDocument): CanvasElement[] {
  const byId = new Map(doc.elements.map((element) => [element.id, element]));
  const depth = (element: CanvasElement) => {
    let n = 0;
    for (let at = element.parent; at !== undefined && n < 16; n++) at = byId.get(at)?.parent;
    return n;
  };
  const frames = doc.elements
    .filter((e) => e.kind === 'frame')
    .sort((a, b) => depth(a) - depth(b) || a.z - b.z);
  const others = doc.elements.filter((e) => e.kind !== 'frame').sort((a, b) => a.z - b.z);
  return [...frames, ...others];
}

/** What the page of one step draws: the elements in view, back to front, with their lines. */
export function canvasStepPlan(
  doc: CanvasDocument,
  camera: Camera,
  page: Viewport,
  theme: Theme,
  measure: Measure,
): ElementPlan[] {
  const toPage = cameraMatrix(camera, page);
  const byId = new Map(doc.elements.map((element) => [element.id, element]));
  const centre = (id: string) => {
    const e = byId.get(id);
    return e ? apply(toPage, e.x + e.width / 2, e.y + e.height / 2) : undefined;
  };
  return drawingOrder(doc).flatMap((element): ElementPlan[] => {
    const matrix = multiply(toPage, elementMatrix(element));
    if (!shows(matrix, element.width, element.height, page)) return [];
    if (element.kind === 'connector') {
      const [from, to] = [centre(element.from), centre(element.to)];
      return from && to ? [{ element, matrix, lines: [], ends: { from, to } }] : [];
    }
    return [{ element, matrix, lines: elementLines(element, theme, measure) }];
  });
}

/** The words an element shows, in its own units: its text, a frame's title, a table's cells. */
function elementLines(element: CanvasElement, theme: Theme, measure: Measure): CanvasLine[] {
  switch (element.kind) {
    case 'text':
      return textLines(element.content, element, theme, measure);
    case 'shape':
      return element.content ? textLines(element.content, element, theme, measure, true) : [];
    case 'frame':
    case 'video': {
      // A frame's title sits in its top-left corner; a video's title names its placeholder.
      if (!element.title) return [];
      const size = Math.min(element.height * 0.06, element.width * 0.05);
      const title = { paragraphs: [{ role: 'subtitle' as const, runs: [{ text: element.title, size }] }] };
      const inset = { x: element.width * 0.04, y: element.height * 0.04 };
      const box = { width: element.width - 2 * inset.x, height: element.height - 2 * inset.y };
      return offset(textLines(title, box, theme, measure), inset.x, inset.y);
    }
    case 'table':
      return tableLines(element, theme, measure);
    default:
      return [];
  }
}

const offset = (lines: CanvasLine[], dx: number, dy: number): CanvasLine[] =>
  lines.map((line) => ({
    ...line,
    x: line.x + dx,
    top: line.top + dy,
    ...(line.bulletX === undefined ? {} : { bulletX: line.bulletX + dx }),
  }));

/** Each cell's words in its cell: rows share the height evenly, columns by their shares. */
export function tableLines(
  table: Extract<CanvasElement, { kind: 'table' }>,
  theme: Theme,
  measure: Measure,
): CanvasLine[] {
  const rowHeight = table.height / table.rows.length;
  const pad = Math.min(rowHeight, table.width) * 0.08;
  return table.rows.flatMap((row, r) => {
    let left = 0;
    return row.flatMap((cell, c) => {
      const width = (table.columns[c] ?? 0) * table.width;
      const box = {
        width: Math.max(width - 2 * pad, 1),
        height: rowHeight - 2 * pad,
        autoFit: true as const,
      };
      const lines = offset(textLines(cell.content, box, theme, measure), left + pad, r * rowHeight + pad);
      left += width;
      return lines;
    });
  });
}

function paragraphStyle(paragraph: RichParagraph, theme: Theme) {
  const role = paragraph.role ?? 'body';
  const runs = paragraph.runs.filter((run) => run.text !== '');
  const sizes = runs.flatMap((run) => (run.size ? [run.size] : []));
  return {
    text: runs.map((run) => run.text).join(''),
    size: sizes.length > 0 ? Math.max(...sizes) : CANVAS_FONT_SIZES[role],
    bold: role === 'title' || (runs.length > 0 && runs.every((run) => run.bold)),
    color: colorOf(runs[0]?.color, theme, role === 'title' ? theme.accent : theme.text),
  };
}

/** A rich text's lines in a box: wrapped to its width, aligned, shrunk to fit when autoFit asks. */
export function textLines(
  content: RichText,
  box: { width: number; height: number; autoFit?: true },
  theme: Theme,
  measure: Measure,
  centred = false,
): CanvasLine[] {
  const lay = (scale: number): CanvasLine[] => {
    const lines: CanvasLine[] = [];
    let y = 0;
    for (const paragraph of content.paragraphs) {
      const style = paragraphStyle(paragraph, theme);
      const size = style.size * scale;
      if (style.text.trim() === '') {
        y += size * LINE_HEIGHT;
        continue;
      }
      const indent = paragraph.list ? (1 + (paragraph.level ?? 0)) * LIST_INDENT * size : 0;
      const height = size * (paragraph.lineHeight ?? LINE_HEIGHT);
      const width = Math.max(box.width - indent, size);
      const align = paragraph.align ?? (centred ? 'center' : 'left');
      for (const [i, part] of wrapText(style.text, width, (s) => measure(s, size, style.bold)).entries()) {
        const free = width - measure(part, size, style.bold);
        const x = indent + (align === 'center' ? free / 2 : align === 'right' ? free : 0);
        const bullet = i === 0 && paragraph.list ? { bulletX: indent - LIST_INDENT * size * 0.8 } : {};
        lines.push({ ...style, text: part, x, top: y, height, size, ...bullet });
        y += height;
      }
      y += size * PARAGRAPH_GAP;
    }
    return lines;
  };
  let lines = lay(1);
  const used = (all: CanvasLine[]) => (all.length === 0 ? 0 : all.at(-1)!.top + all.at(-1)!.height);
  // Autofit: shrink until the text fits its box, as the editor does; a few tries are close enough.
  for (let scale = 0.85; box.autoFit && used(lines) > box.height && scale > 0.2; scale *= 0.85)
    lines = lay(scale);
  if (centred) for (const line of lines) line.top += (box.height - used(lines)) / 2;
  return lines;
}
