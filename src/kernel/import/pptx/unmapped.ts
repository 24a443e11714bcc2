// What the canvas cannot show (charts, SmartArt, equations, embedded objects, ink, pictures in
// formats it does not take) is never dropped in silence. It is listed in the import's `unmapped`
// with its box and every word inside it, for a later step to render as a picture; meanwhile a
// dashed box holding those words stands where it was, so no text is lost.
import { CANVAS_LIMITS, type CanvasElement, type RichParagraph } from '../../document/canvas/model';
import { placeBox, type Refused, type SlideContext, slideBox, type Transform, worldLength } from './context';
import { boxOf } from './inherit';
import { plainText } from './text';
import { descendants, type XmlNode } from './xml';

/** How many related parts (a chart's, a diagram's data) are read for the words they hold. */
const MAX_RELATED = 8;
const PLACEHOLDER_STROKE = { color: '#999999', width: 2, dash: 'dashed' } as const;

/** What kind of thing an element the canvas cannot show is, with the file's name for an unknown one. */
export function unmappedKind(node: XmlNode): Refused {
  if (node.name === 'p:contentPart') return { refused: 'ink' };
  if (node.name === 'mc:AlternateContent') {
    if (descendants(node, 'a14:m').length > 0 || descendants(node, 'm:oMath').length > 0)
      return { refused: 'equation' };
    const frame = descendants(node, 'p:graphicFrame')[0];
    return frame ? unmappedKind(frame) : { refused: 'two-versions' };
  }
  const uri = descendants(node, 'a:graphicData')[0]?.attrs.uri ?? '';
  if (uri.includes('chart')) return { refused: 'chart' };
  if (uri.includes('diagram')) return { refused: 'smartart' };
  if (uri.includes('ole')) return { refused: 'embedded-object' };
  if (node.name === 'p:graphicFrame') return { refused: 'graphic' };
  return { refused: 'other', detail: node.name.replace(/^\w+:/, '').slice(0, 40) };
}

/** The words inside the element and in the parts it points at (a chart's titles, a diagram's data). */
function wordsOf(node: XmlNode, ctx: SlideContext): string {
  const texts = [plainText(node)];
  const rels = ctx.pkg.rels(ctx.slide);
  const ids = new Set<string>();
  const visit = (at: XmlNode) => {
    for (const [name, value] of Object.entries(at.attrs)) if (name.startsWith('r:')) ids.add(value);
    at.children.forEach(visit);
  };
  visit(node);
  for (const id of [...ids].slice(0, MAX_RELATED)) {
    const rel = rels.get(id);
    if (!rel || rel.external || !rel.target.endsWith('.xml')) continue;
    const part = ctx.pkg.xml(rel.target);
    if (part) texts.push(plainText(part));
  }
  return texts.filter((text) => text !== '').join('\n');
}

function paragraphsOf(text: string, ctx: SlideContext): RichParagraph[] {
  const size = worldLength(ctx, 1800 * 127);
  const lines = text.split('\n');
  const max = CANVAS_LIMITS.paragraphsPerText;
  const kept = lines.length > max ? [...lines.slice(0, max - 1), lines.slice(max - 1).join(' ')] : lines;
  return kept.map((line) => {
    const runs = [];
    for (
      let at = 0;
      at < line.length && runs.length < CANVAS_LIMITS.runsPerParagraph;
      at += CANVAS_LIMITS.runLength
    )
      runs.push({ text: line.slice(at, at + CANVAS_LIMITS.runLength), size, font: 'body' as const });
    return { runs };
  });
}

/**
 * A dashed box holding the element's words where it stood, listed for a later picture. `why` is
 * what the report calls it (a chart, or why a picture could not be kept).
 */
export function unmappedElements(
  node: XmlNode,
  ctx: SlideContext,
  t: Transform,
  group: string | undefined,
  why: Refused = unmappedKind(node),
): CanvasElement[] {
  const xfrm = descendants(node, 'a:xfrm')[0] ?? descendants(node, 'p:xfrm')[0];
  const box = boxOf(xfrm) ?? slideBox(ctx);
  const text = wordsOf(node, ctx);
  const id = ctx.ids.take(undefined, `s${ctx.index}-placeholder`);
  const placement = placeBox(ctx, box, t, group);
  ctx.unmapped.push({
    slide: ctx.index,
    id,
    kind: why.refused,
    box: { x: placement.x, y: placement.y, width: placement.width, height: placement.height },
    text,
  });
  ctx.report.picture(why.refused, text !== '', why.detail);
  return [
    {
      kind: 'shape',
      id,
      ...placement,
      z: ctx.nextZ(),
      shape: 'rectangle',
      stroke: PLACEHOLDER_STROKE,
      ...(text === '' ? {} : { content: { paragraphs: paragraphsOf(text, ctx) } }),
    },
  ];
}
