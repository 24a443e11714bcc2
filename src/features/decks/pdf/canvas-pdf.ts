// A canvas deck's step on a page of the generated PDF (canvas-pdf-layout.ts says where things go):
// frames as their outlines, shapes, lines and connectors, pictures fitted into their boxes, a
// video as its poster (or a placeholder with its title), tables as a grid, and every word as real,
// selectable text at its place.
import type { CanvasElement, Dash, ShapeElement, Stroke } from '../../../kernel/document/canvas/model';
import type { Theme } from '../../../kernel/document/themes';
import { type CanvasLine, colorOf, type ElementPlan } from './canvas-pdf-layout';
import { type Doc, drawImage, fontFor, type PdfImage, PLACEHOLDER } from './pdf-drawing';
import type { PdfFonts } from './pdf-fonts';

type ImageOf = (ref: string) => Promise<PdfImage | null>;

export async function drawCanvasStep(
  doc: Doc,
  fonts: PdfFonts,
  theme: Theme,
  plans: ElementPlan[],
  imageOf: ImageOf,
): Promise<void> {
  for (const plan of plans) {
    if (plan.ends) {
      drawConnector(doc, theme, plan);
      continue;
    }
    doc.save();
    doc.transform(...plan.matrix);
    await drawElement(doc, theme, plan.element, imageOf);
    drawLines(doc, fonts, plan.lines);
    doc.restore();
  }
}

async function drawElement(doc: Doc, theme: Theme, element: CanvasElement, imageOf: ImageOf) {
  const { width, height } = element;
  switch (element.kind) {
    case 'frame': {
      if (element.shape === 'invisible') return;
      doc.lineWidth(Math.max(width, height) / 300);
      const stroke = colorOf(undefined, theme, theme.accent);
      if (element.shape === 'circle') doc.ellipse(width / 2, height / 2, width / 2, height / 2);
      else if (element.shape === 'bracket') return drawBrackets(doc, width, height, stroke);
      else doc.rect(0, 0, width, height);
      if (element.fill) doc.fillAndStroke(colorOf(element.fill, theme, theme.surface), stroke);
      else doc.stroke(stroke);
      return;
    }
    case 'shape':
      return drawShape(doc, theme, element);
    case 'image':
      doc.opacity(element.opacity ?? 1);
      await drawPicture(doc, element.src, width, height, imageOf);
      doc.opacity(1);
      return;
    case 'video':
      if (element.poster) await drawPicture(doc, element.poster, width, height, imageOf);
      else placeholder(doc, width, height);
      return;
    case 'table':
      return drawTable(doc, theme, element);
    default:
      return;
  }
}

function drawBrackets(doc: Doc, width: number, height: number, color: string) {
  const arm = Math.min(width, height) * 0.08;
  doc.moveTo(arm, 0).lineTo(0, 0).lineTo(0, height).lineTo(arm, height);
  doc
    .moveTo(width - arm, 0)
    .lineTo(width, 0)
    .lineTo(width, height)
    .lineTo(width - arm, height);
  doc.stroke(color);
}

const DASHES: Record<Dash, ((width: number) => [number, number]) | null> = {
  solid: null,
  dashed: (width) => [width * 4, width * 3],
  dotted: (width) => [width, width * 2],
};

function applyStroke(doc: Doc, stroke: Stroke) {
  doc.lineWidth(stroke.width);
  const dash = DASHES[stroke.dash]?.(Math.max(stroke.width, 0.1));
  if (dash) doc.dash(dash[0], { space: dash[1] });
  else doc.undash();
}

function drawShape(doc: Doc, theme: Theme, shape: ShapeElement) {
  const { width: w, height: h } = shape;
  const fill = shape.fill ? colorOf(shape.fill, theme, theme.surface) : undefined;
  const stroke = shape.stroke ? colorOf(shape.stroke.color, theme, theme.text) : undefined;
  if (shape.stroke) applyStroke(doc, shape.stroke);
  if (shape.shape === 'line' || shape.shape === 'arrow') {
    // Corner to corner of the box: top-left to bottom-right unless flipped.
    const [x1, x2] = shape.flipH ? [w, 0] : [0, w];
    const [y1, y2] = shape.flipV ? [h, 0] : [0, h];
    doc
      .moveTo(x1, y1)
      .lineTo(x2, y2)
      .stroke(stroke ?? theme.text);
    if (shape.shape === 'arrow') arrowHead(doc, { x: x1, y: y1 }, { x: x2, y: y2 }, stroke ?? theme.text);
    doc.undash();
    return;
  }
  if (shape.shape === 'ellipse') doc.ellipse(w / 2, h / 2, w / 2, h / 2);
  else if (shape.shape === 'triangle') doc.polygon([w / 2, 0], [w, h], [0, h]);
  else if (shape.shape === 'rounded') doc.roundedRect(0, 0, w, h, Math.min(w, h) * 0.15);
  else doc.rect(0, 0, w, h);
  if (fill && stroke) doc.fillAndStroke(fill, stroke);
  else if (fill) doc.fill(fill);
  else doc.stroke(stroke ?? theme.text);
  doc.undash();
}

function arrowHead(doc: Doc, from: { x: number; y: number }, to: { x: number; y: number }, color: string) {
  const angle = Math.atan2(to.y - from.y, to.x - from.x);
  const size = Math.max(Math.hypot(to.x - from.x, to.y - from.y) * 0.06, 2);
  const wing = (turn: number) => [to.x - size * Math.cos(angle + turn), to.y - size * Math.sin(angle + turn)];
  doc.undash();
  doc.polygon([to.x, to.y], wing(0.45) as [number, number], wing(-0.45) as [number, number]).fill(color);
}

function drawConnector(doc: Doc, theme: Theme, plan: ElementPlan) {
  if (plan.element.kind !== 'connector' || !plan.ends) return;
  const { stroke, arrowStart, arrowEnd } = plan.element;
  const { from, to } = plan.ends;
  const color = colorOf(stroke.color, theme, theme.text);
  doc.save();
  // Ends are on the page already; the stroke's width is the world's, scaled as the matrix scales.
  applyStroke(doc, { ...stroke, width: stroke.width * Math.hypot(plan.matrix[0], plan.matrix[1]) });
  doc.moveTo(from.x, from.y).lineTo(to.x, to.y).stroke(color);
  if (arrowEnd) arrowHead(doc, from, to, color);
  if (arrowStart) arrowHead(doc, to, from, color);
  doc.restore();
}

function drawTable(doc: Doc, theme: Theme, table: Extract<CanvasElement, { kind: 'table' }>) {
  const rowHeight = table.height / table.rows.length;
  table.rows.forEach((row, r) => {
    let left = 0;
    row.forEach((cell, c) => {
      const width = (table.columns[c] ?? 0) * table.width;
      if (cell.fill)
        doc.rect(left, r * rowHeight, width, rowHeight).fill(colorOf(cell.fill, theme, theme.surface));
      left += width;
    });
  });
  applyStroke(
    doc,
    table.stroke ?? { color: theme.text, width: Math.min(table.width, table.height) / 400, dash: 'solid' },
  );
  const color = colorOf(table.stroke?.color, theme, theme.text);
  for (let r = 0; r <= table.rows.length; r++)
    doc.moveTo(0, r * rowHeight).lineTo(table.width, r * rowHeight);
  let x = 0;
  for (const share of [0, ...table.columns]) {
    x += share * table.width;
    doc.moveTo(x, 0).lineTo(x, table.height);
  }
  doc.stroke(color).undash();
}

async function drawPicture(doc: Doc, ref: string, width: number, height: number, imageOf: ImageOf) {
  const image = await imageOf(ref);
  if (image) {
    try {
      drawImage(doc, image, 0, 0, { fit: [width, height], align: 'center', valign: 'center' });
      return;
    } catch {
      // Drawn as a placeholder below.
    }
  }
  placeholder(doc, width, height);
}

function placeholder(doc: Doc, width: number, height: number) {
  const line = Math.max(width, height) / 200;
  doc
    .lineWidth(line)
    .dash(line * 4, { space: line * 3 })
    .rect(0, 0, width, height)
    .stroke(PLACEHOLDER)
    .undash();
}

function drawLines(doc: Doc, fonts: PdfFonts, lines: CanvasLine[]) {
  for (const line of lines) {
    fontFor(doc, fonts, line.text, line.bold).fontSize(line.size);
    // The glyphs sit in the middle of the line box, as in CSS.
    const top = line.top + (line.height - doc.currentLineHeight()) / 2;
    doc.fillColor(line.color);
    if (line.bulletX !== undefined) doc.text('•', line.bulletX, top, { lineBreak: false });
    doc.text(line.text, line.x, top, { lineBreak: false });
  }
}
