// A shape (p:sp, p:cxnSp) as a text box or a canvas shape. A placeholder, a text box or a plain
// rectangle with neither fill nor line is text; anything drawn (a geometry, a fill, a line) is a
// shape, its text inside it (the model centres a shape's text). PowerPoint's many preset geometries map to the
// model's six; the rest become the closest one and the report says so.
import type { CanvasElement, ShapeKind, Stroke } from '../../document/canvas/model';
import { colorIn } from './colors';
import { placeBox, type SlideContext, slideBox, type Transform, worldLength } from './context';
import { boxOf, type EmuBox, isTitle, placeholderOf } from './inherit';
import { richTextOf } from './text';
import { child, numberAttr, path, type XmlNode } from './xml';

const EXACT: Record<string, ShapeKind> = {
  rect: 'rectangle',
  roundRect: 'rounded',
  ellipse: 'ellipse',
  triangle: 'triangle',
  line: 'line',
  straightConnector1: 'line',
};
/** Geometries drawn as a near neighbour, reported as approximated. */
const NEAR: Record<string, ShapeKind> = {
  flowChartProcess: 'rectangle',
  flowChartAlternateProcess: 'rounded',
  round1Rect: 'rounded',
  round2SameRect: 'rounded',
  snipRoundRect: 'rounded',
  flowChartConnector: 'ellipse',
  donut: 'ellipse',
  rtTriangle: 'triangle',
  flowChartExtract: 'triangle',
  bentConnector2: 'line',
  bentConnector3: 'line',
  curvedConnector3: 'line',
};
/** Shapes that look the same flipped. */
const SYMMETRIC = new Set<ShapeKind>(['rectangle', 'rounded', 'ellipse']);

const DASH: Record<string, Stroke['dash']> = { solid: 'solid', dot: 'dotted', sysDot: 'dotted' };

export function shapeElements(sp: XmlNode, ctx: SlideContext, t: Transform, group?: string): CanvasElement[] {
  const ph = placeholderOf(path(sp, sp.name === 'p:cxnSp' ? 'p:nvCxnSpPr' : 'p:nvSpPr', 'p:nvPr'));
  const spPr = child(sp, 'p:spPr');
  let box = boxOf(child(spPr, 'a:xfrm')) ?? (ph ? ctx.inherit.boxOf(ph) : undefined);
  if (!box) {
    ctx.report.approximate('placeholder-whole-slide');
    box = slideBox(ctx);
  }
  const title = ph !== undefined && isTitle(ph.type);
  const body = child(sp, 'p:txBody');
  const content = richTextOf(body, ctx, {
    role: title ? 'title' : ph?.type === 'subTitle' ? 'subtitle' : undefined,
    font: title ? 'heading' : 'body',
    styles: ctx.inherit.stylesOf(ph, child(body, 'a:lstStyle')),
    part: ctx.slide,
  });
  const geometry =
    child(spPr, 'a:prstGeom')?.attrs.prst ?? (child(spPr, 'a:custGeom') ? 'custom' : undefined);
  const fill = fillOf(sp, ctx);
  const stroke = strokeOf(sp, ctx);
  const textBox = path(sp, 'p:nvSpPr', 'p:cNvSpPr')?.attrs.txBox === '1';
  const placement = placeBox(ctx, box, t, group);
  // An empty placeholder is a prompt for the author, not shown in the show.
  if (ph && !content) return [];
  const plainBox = ph !== undefined || textBox || geometry === undefined || geometry === 'rect';
  if (plainBox && !fill && !stroke) {
    if (!content) return [];
    ctx.report.keep('text');
    const id = ctx.ids.take(undefined, `s${ctx.index}-text`);
    const autoFit = child(child(body, 'a:bodyPr'), 'a:normAutofit') ? { autoFit: true as const } : {};
    return [{ kind: 'text', id, ...placement, z: ctx.nextZ(), content, ...autoFit }];
  }
  ctx.report.keep('shape');
  const kind = shapeKind(geometry, sp, ctx, box);
  const flips = kind === 'line' || kind === 'arrow' ? lineFlips(box) : otherFlips(kind, box, ctx);
  return [
    {
      kind: 'shape',
      id: ctx.ids.take(undefined, `s${ctx.index}-shape`),
      ...placement,
      z: ctx.nextZ(),
      shape: kind,
      ...(fill && kind !== 'line' && kind !== 'arrow' ? { fill } : {}),
      ...(stroke ? { stroke } : {}),
      ...flips,
      ...(content ? { content } : {}),
    },
  ];
}

function shapeKind(geometry: string | undefined, sp: XmlNode, ctx: SlideContext, box: EmuBox): ShapeKind {
  const ln = path(sp, 'p:spPr', 'a:ln');
  const exact = EXACT[geometry ?? 'rect'];
  let kind = exact ?? NEAR[geometry ?? ''];
  if (!kind) {
    kind = 'rectangle';
    if (geometry === 'custom') ctx.report.approximate('freeform-shape');
    else ctx.report.approximate('shape-redrawn', { kind, detail: String(geometry) });
  } else if (!exact) ctx.report.approximate('shape-redrawn', { kind, detail: String(geometry) });
  if (kind !== 'line') return kind;
  const head = child(ln, 'a:headEnd')?.attrs.type;
  const tail = child(ln, 'a:tailEnd')?.attrs.type;
  const hasHead = head !== undefined && head !== 'none';
  const hasTail = tail !== undefined && tail !== 'none';
  if (hasHead && hasTail) ctx.report.approximate('two-headed-arrow');
  if (hasHead && !hasTail) {
    // The model's arrow points at the end of its line; an arrow at the start is the line reversed.
    box.flipH = !box.flipH;
    box.flipV = !box.flipV;
  }
  return hasHead || hasTail ? 'arrow' : 'line';
}

const lineFlips = (box: EmuBox) => ({
  ...(box.flipH ? { flipH: true as const } : {}),
  ...(box.flipV ? { flipV: true as const } : {}),
});

function otherFlips(kind: ShapeKind, box: EmuBox, ctx: SlideContext) {
  if ((box.flipH || box.flipV) && !SYMMETRIC.has(kind)) ctx.report.approximate('flipped-shape');
  return {};
}

/** The shape's fill: its own, else its style's (a shape drawn in PowerPoint often has only that). */
function fillOf(sp: XmlNode, ctx: SlideContext): string | undefined {
  const spPr = child(sp, 'p:spPr');
  if (child(spPr, 'a:noFill')) return undefined;
  const solid = child(spPr, 'a:solidFill');
  if (solid) return colorIn(solid, ctx.scheme);
  const gradient = child(spPr, 'a:gradFill');
  if (gradient) {
    ctx.report.approximate('gradient-fill');
    return colorIn(path(gradient, 'a:gsLst', 'a:gs'), ctx.scheme);
  }
  if (child(spPr, 'a:blipFill') || child(spPr, 'a:pattFill')) {
    ctx.report.approximate('pattern-fill');
    return undefined;
  }
  const ref = path(sp, 'p:style', 'a:fillRef');
  return ref && ref.attrs.idx !== '0' ? colorIn(ref, ctx.scheme) : undefined;
}

function strokeOf(sp: XmlNode, ctx: SlideContext): Stroke | undefined {
  const ln = path(sp, 'p:spPr', 'a:ln');
  if (child(ln, 'a:noFill')) return undefined;
  const styleRef = path(sp, 'p:style', 'a:lnRef');
  const color =
    colorIn(child(ln, 'a:solidFill'), ctx.scheme) ??
    (styleRef && styleRef.attrs.idx !== '0' ? colorIn(styleRef, ctx.scheme) : undefined);
  if (!color) return undefined;
  const dashName = child(ln, 'a:prstDash')?.attrs.val ?? 'solid';
  // One point, PowerPoint's usual line, when the width is not given.
  const width = worldLength(ctx, numberAttr(ln, 'w') ?? 12_700);
  return { color, width: Math.min(10_000, width), dash: DASH[dashName] ?? 'dashed' };
}
