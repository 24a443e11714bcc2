// One canvas element as a few SVG nodes of a thumbnail, in world units (the thumbnail's transform
// scales them). Colours pass resolveColor, so only hex values and the theme's own reach an
// attribute; words pass escapeHtml. Text shows the first line of its first paragraphs, and text too
// small to read at the thumbnail's size becomes a bar where the line would be.
import { escapeHtml } from '../../html';
import { clipToWidth, glyphWidth, NARROW_GLYPH_EM } from '../../text-width';
import type { LaidOutElement } from '../layout-model';
import type { Theme } from '../themes';
import { resolveColor } from './colors';
import type { CanvasElement, FrameElement, RichText, ShapeElement, Stroke } from './model';
import { CANVAS_LINE_HEIGHT, paragraphSize } from './text-fit';

export interface Pen {
  theme: Theme;
  /** Thumbnail pixels per world unit. */
  scale: number;
}

/** Text drawn smaller than this many thumbnail pixels is a bar: no one could read it. */
const MIN_TEXT_PX = 4;
const MAX_LINES = 3;
const MAX_CHARACTERS = 120;
/** A table shows the words of its first rows. */
const MAX_TABLE_ROWS = 8;
/** The thumbnail's text is in the system's sans-serif, as the ring thumbnail's title is. */
export const THUMBNAIL_FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** A coordinate in few characters: a thumbnail needs no more than hundredths of a world unit. */
export const n = (value: number) => String(Math.round(value * 100) / 100);

type Box = { left: number; top: number; width: number; height: number };

const boxOf = (laid: LaidOutElement): Box => ({
  left: laid.x - laid.width / 2,
  top: laid.y - laid.height / 2,
  width: laid.width,
  height: laid.height,
});

const strokeOf = (stroke: Stroke | undefined, theme: Theme): string => {
  const color = stroke && resolveColor(stroke.color, theme);
  if (!stroke || !color) return '';
  const dash =
    stroke.dash === 'solid'
      ? ''
      : ` stroke-dasharray="${n(stroke.width * (stroke.dash === 'dashed' ? 4 : 1))}"`;
  return ` stroke="${color}" stroke-width="${n(stroke.width)}"${dash}`;
};

const rect = (b: Box, paint: string, radius = 0) =>
  `<rect x="${n(b.left)}" y="${n(b.top)}" width="${n(b.width)}" height="${n(b.height)}"${radius ? ` rx="${n(radius)}"` : ''}${paint}/>`;

/** The first lines of a rich text, from the top of the box or centred in it. */
export function drawText(b: Box, text: RichText, pen: Pen, centred: boolean, fit = 1): string {
  const lines = text.paragraphs.slice(0, MAX_LINES).map((paragraph) => {
    const size = paragraphSize(paragraph) * fit;
    const words = paragraph.runs
      .map((run) => run.text)
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
    const line = clipToWidth(words.slice(0, MAX_CHARACTERS), b.width / (size * NARROW_GLYPH_EM));
    return { paragraph, size, line, height: size * (paragraph.lineHeight ?? CANVAS_LINE_HEIGHT) };
  });
  const total = lines.reduce((sum, line) => sum + line.height, 0);
  let y = centred ? b.top + (b.height - total) / 2 : b.top;
  const out: string[] = [];
  for (const { paragraph, size, line, height } of lines) {
    if (y + size > b.top + b.height + size) break;
    const align = centred ? 'center' : (paragraph.align ?? 'left');
    const color = resolveColor(paragraph.runs[0]?.color, pen.theme) ?? pen.theme.text;
    const width = glyphWidth(line) * size * NARROW_GLYPH_EM;
    const x = align === 'center' ? b.left + b.width / 2 : align === 'right' ? b.left + b.width : b.left;
    if (line === '') {
      // An empty paragraph is a blank line.
    } else if (size * pen.scale < MIN_TEXT_PX) {
      const start = align === 'center' ? x - width / 2 : align === 'right' ? x - width : x;
      out.push(
        rect(
          { left: start, top: y + size * 0.3, width, height: size * 0.5 },
          ` fill="${color}" fill-opacity="0.35"`,
        ),
      );
    } else {
      const anchor = align === 'center' ? 'middle' : align === 'right' ? 'end' : 'start';
      const bold = paragraph.role === 'title' || paragraph.runs.every((run) => run.bold);
      out.push(
        `<text x="${n(x)}" y="${n(y + size * 0.9)}" font-size="${n(size)}"${bold ? ' font-weight="700"' : ''} text-anchor="${anchor}" fill="${color}">${escapeHtml(line)}</text>`,
      );
    }
    y += height;
  }
  return out.join('');
}

function drawFrame(frame: FrameElement, b: Box, pen: Pen): string {
  if (frame.shape === 'invisible') return '';
  // The player's border: six of the 960 design pixels along the frame's longer side.
  const border = (Math.max(b.width, b.height) * 6) / 960;
  const stroke = ` stroke="${pen.theme.accent}" stroke-width="${n(border)}"`;
  if (frame.shape === 'bracket') {
    const arm = b.width * 0.05;
    const [l, r, t, bottom] = [b.left, b.left + b.width, b.top, b.top + b.height];
    const d = `M${n(l + arm)} ${n(t)}H${n(l)}V${n(bottom)}H${n(l + arm)}M${n(r - arm)} ${n(t)}H${n(r)}V${n(bottom)}H${n(r - arm)}`;
    return `<path d="${d}" fill="none"${stroke}/>`;
  }
  const fill = ` fill="${resolveColor(frame.fill, pen.theme) ?? pen.theme.surface}"${stroke}`;
  if (frame.shape === 'circle')
    return `<ellipse cx="${n(b.left + b.width / 2)}" cy="${n(b.top + b.height / 2)}" rx="${n(b.width / 2)}" ry="${n(b.height / 2)}"${fill}/>`;
  return rect(b, fill, border * 1.7);
}

function drawShape(shape: ShapeElement, b: Box, pen: Pen): string {
  const { theme } = pen;
  const paint = ` fill="${resolveColor(shape.fill, theme) ?? (shape.stroke ? 'none' : theme.accent)}"${strokeOf(shape.stroke, theme)}`;
  const [l, t, r, bottom] = [b.left, b.top, b.left + b.width, b.top + b.height];
  let outline: string;
  if (shape.shape === 'rectangle' || shape.shape === 'rounded') {
    outline = rect(b, paint, shape.shape === 'rounded' ? Math.min(b.width, b.height) * 0.15 : 0);
  } else if (shape.shape === 'ellipse') {
    outline = `<ellipse cx="${n(l + b.width / 2)}" cy="${n(t + b.height / 2)}" rx="${n(b.width / 2)}" ry="${n(b.height / 2)}"${paint}/>`;
  } else if (shape.shape === 'triangle') {
    outline = `<polygon points="${n(l + b.width / 2)},${n(t)} ${n(r)},${n(bottom)} ${n(l)},${n(bottom)}"${paint}/>`;
  } else {
    const [x1, x2] = shape.flipH ? [r, l] : [l, r];
    const [y1, y2] = shape.flipV ? [bottom, t] : [t, bottom];
    const stroke = shape.stroke ?? {
      color: 'theme:text',
      width: Math.max(b.width, b.height) / 200,
      dash: 'solid' as const,
    };
    outline = `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}"${strokeOf(stroke, theme)}/>`;
  }
  return outline + (shape.content ? drawText(b, shape.content, pen, true) : '');
}

function drawTable(element: Extract<CanvasElement, { kind: 'table' }>, b: Box, pen: Pen): string {
  const rows = element.rows.length;
  const line = strokeOf(
    element.stroke ?? { color: 'theme:text', width: b.height / 200, dash: 'solid' },
    pen.theme,
  );
  const header = element.headerRow
    ? rect({ ...b, height: b.height / rows }, ` fill="${pen.theme.accent}" fill-opacity="0.2"`)
    : '';
  const lines = Array.from({ length: rows - 1 }, (_, i) => {
    const y = n(b.top + ((i + 1) * b.height) / rows);
    return `<line x1="${n(b.left)}" y1="${y}" x2="${n(b.left + b.width)}" y2="${y}"${line}/>`;
  }).join('');
  const cells = element.rows.slice(0, MAX_TABLE_ROWS).flatMap((row, r) => {
    let left = b.left;
    return row.map((cell, c) => {
      const width = (element.columns[c] ?? 0) * b.width;
      const box = { left, top: b.top + (r * b.height) / rows, width, height: b.height / rows };
      left += width;
      return drawText(box, cell.content, pen, false);
    });
  });
  return header + rect(b, ` fill="none"${line}`) + lines + cells.join('');
}

/** A picture is a placeholder: a thumbnail stands alone and fetches nothing. */
function drawPicture(b: Box, pen: Pen, video: boolean): string {
  const frame = rect(
    b,
    video ? ' fill="#000000" fill-opacity="0.8"' : ` fill="${pen.theme.text}" fill-opacity="0.12"`,
  );
  const s = Math.min(b.width, b.height) / 4;
  const [cx, cy] = [b.left + b.width / 2, b.top + b.height / 2];
  const mark = video
    ? `<polygon points="${n(cx - s / 2)},${n(cy - s / 2)} ${n(cx + s / 2)},${n(cy)} ${n(cx - s / 2)},${n(cy + s / 2)}" fill="${pen.theme.background}"/>`
    : `<polygon points="${n(cx - s)},${n(cy + s / 2)} ${n(cx - s / 3)},${n(cy - s / 2)} ${n(cx + s / 3)},${n(cy + s / 6)} ${n(cx + s)},${n(cy + s / 2)}" fill="${pen.theme.text}" fill-opacity="0.3"/>`;
  return frame + mark;
}

function drawContent(laid: LaidOutElement, pen: Pen): string {
  const element = laid.element;
  const b = boxOf(laid);
  switch (element.kind) {
    case 'frame':
      return drawFrame(element, b, pen);
    case 'text':
      return drawText(b, element.content, pen, false, laid.fit);
    case 'shape':
      return drawShape(element, b, pen);
    case 'table':
      return drawTable(element, b, pen);
    case 'image':
    case 'video':
      return drawPicture(b, pen, element.kind === 'video');
    case 'connector': {
      const line = laid.line;
      if (!line) return '';
      return `<line x1="${n(line.x1)}" y1="${n(line.y1)}" x2="${n(line.x2)}" y2="${n(line.y2)}"${strokeOf(element.stroke, pen.theme)}/>`;
    }
  }
}

/** The element as SVG, turned about its centre as the player turns it. */
export function drawElement(laid: LaidOutElement, pen: Pen): string {
  const drawn = drawContent(laid, pen);
  if (drawn === '' || !laid.rotation) return drawn;
  return `<g transform="rotate(${n(laid.rotation)} ${n(laid.x)} ${n(laid.y)})">${drawn}</g>`;
}
