// A text body (p:txBody, a:txBody) as the canvas's rich text. A paragraph keeps its alignment,
// list, level and line spacing; a run its emphasis, size, colour and link. A line break inside a
// paragraph (a:br) starts a new paragraph with the same settings: the model has no line break
// inside a paragraph, and a new one keeps the words on their own line. Sizes are in world units
// at the same scale as positions, so text keeps its proportion to its slide.
import {
  type Alignment,
  CANVAS_LIMITS,
  type FontRole,
  type ParagraphRole,
  type RichParagraph,
  type RichText,
  type TextRun,
} from '../../document/canvas/model';
import { colorIn } from './colors';
import { type SlideContext, worldLength } from './context';
import type { LevelStyle } from './inherit';
import { child, childrenNamed, numberAttr, ownText, path, type XmlNode } from './xml';

export interface TextSettings {
  role?: ParagraphRole;
  font: FontRole;
  styles: (level: number) => LevelStyle;
  /** The hyperlinks' part: the slide, or the notes slide. */
  part: string;
}

const ALIGN: Record<string, Alignment> = {
  l: 'left',
  ctr: 'center',
  r: 'right',
  just: 'justify',
  dist: 'justify',
};
/** The size PowerPoint uses when nothing says otherwise, in hundredths of a point. */
const DEFAULT_SIZE = 1800;
const EMU_PER_HUNDREDTH_POINT = 127;
/** PowerPoint's single line spacing is about 1.2 times the font size. */
const SINGLE_LINE = 1.2;
const SAFE_LINK = /^(https?:\/\/\S+|mailto:\S+)$/i;

/** Text nodes: DrawingML's, and an equation's (whose words a reader still needs). */
const isTextNode = (node: XmlNode) => node.name === 'a:t' || node.name === 'm:t';

/** The plain text of every a:t (and m:t) under `node`, paragraphs on their own lines. */
export function plainText(node: XmlNode): string {
  const lines: string[] = [];
  const walk = (at: XmlNode) => {
    if (at.name === 'a:p') {
      lines.push(collectT(at));
      return;
    }
    if (isTextNode(at)) lines.push(ownText(at));
    for (const c of at.children) walk(c);
  };
  walk(node);
  return lines.filter((line) => line.trim() !== '').join('\n');
}

const collectT = (node: XmlNode): string =>
  node.children.map((c) => (isTextNode(c) ? ownText(c) : c.name === 'a:br' ? '\n' : collectT(c))).join('');

/** The text body as rich text, or undefined when it holds no visible character. */
export function richTextOf(
  body: XmlNode | undefined,
  ctx: SlideContext,
  settings: TextSettings,
): RichText | undefined {
  if (!body) return undefined;
  const paragraphs = childrenNamed(body, 'a:p').flatMap((p) => paragraphsOf(p, ctx, settings));
  if (!paragraphs.some((p) => p.runs.some((run) => run.text.trim() !== ''))) return undefined;
  return { paragraphs: withinLimits(paragraphs, ctx) };
}

function paragraphSettings(p: XmlNode, settings: TextSettings): Omit<RichParagraph, 'runs'> {
  const pPr = child(p, 'a:pPr');
  const level = Math.min(8, Math.max(0, numberAttr(pPr, 'lvl') ?? 0));
  const style = settings.styles(level);
  const own = child(pPr, 'a:buChar') ? 'bullet' : child(pPr, 'a:buAutoNum') ? 'number' : undefined;
  const list = child(pPr, 'a:buNone') ? undefined : (own ?? (style.list === 'none' ? undefined : style.list));
  const align = ALIGN[pPr?.attrs.algn ?? style.align ?? ''];
  const spacing = numberAttr(path(pPr, 'a:lnSpc', 'a:spcPct'), 'val');
  const lineHeight =
    spacing === undefined ? undefined : Math.min(5, Math.max(0.5, (SINGLE_LINE * spacing) / 100_000));
  return {
    ...(settings.role ? { role: settings.role } : {}),
    ...(align ? { align } : {}),
    ...(list ? { list, level: Math.min(4, level) } : level > 0 ? { level: Math.min(4, level) } : {}),
    ...(lineHeight ? { lineHeight: Math.round(lineHeight * 100) / 100 } : {}),
  };
}

function paragraphsOf(p: XmlNode, ctx: SlideContext, settings: TextSettings): RichParagraph[] {
  const base = paragraphSettings(p, settings);
  const level = Math.min(8, numberAttr(child(p, 'a:pPr'), 'lvl') ?? 0);
  const style = settings.styles(level);
  const out: RichParagraph[] = [{ ...base, runs: [] }];
  for (const node of p.children) {
    if (node.name === 'a:br') out.push({ ...base, runs: [] });
    else if (node.name === 'a:r' || node.name === 'a:fld') {
      out[out.length - 1]!.runs.push(...runsOf(node, ctx, settings, style));
    }
  }
  return out;
}

function runsOf(r: XmlNode, ctx: SlideContext, settings: TextSettings, style: LevelStyle): TextRun[] {
  const text = ownText(child(r, 'a:t'));
  if (text === '') return [];
  const rPr = child(r, 'a:rPr');
  const size = numberAttr(rPr, 'sz') ?? style.size ?? DEFAULT_SIZE;
  const color = colorIn(child(rPr, 'a:solidFill'), ctx.scheme);
  const link = linkOf(rPr, ctx, settings.part);
  const format: Omit<TextRun, 'text'> = {
    ...(rPr?.attrs.b === '1' ? { bold: true } : {}),
    ...(rPr?.attrs.i === '1' ? { italic: true } : {}),
    ...(rPr?.attrs.u && rPr.attrs.u !== 'none' ? { underline: true } : {}),
    ...(rPr?.attrs.strike && rPr.attrs.strike !== 'noStrike' ? { strike: true } : {}),
    ...(link ? { link } : {}),
    ...(color ? { color } : {}),
    size: Math.min(
      CANVAS_LIMITS.fontSize.max,
      Math.max(CANVAS_LIMITS.fontSize.min, worldLength(ctx, size * EMU_PER_HUNDREDTH_POINT)),
    ),
    font: settings.font,
  };
  // A run longer than the model allows is cut into several of the same format: no word is lost.
  const runs: TextRun[] = [];
  for (let at = 0; at < text.length; at += CANVAS_LIMITS.runLength)
    runs.push({ text: text.slice(at, at + CANVAS_LIMITS.runLength), ...format });
  return runs;
}

/** The run's link when it goes to the web or to mail; anything else is dropped and reported. */
function linkOf(rPr: XmlNode | undefined, ctx: SlideContext, part: string): string | undefined {
  const click = child(rPr, 'a:hlinkClick');
  if (!click) return undefined;
  // A jump to another slide (or another action of the show) has no address a canvas link can hold.
  if (click.attrs.action?.startsWith('ppaction://')) {
    ctx.report.drop('slide-link');
    return undefined;
  }
  const rel = ctx.pkg.rels(part).get(click.attrs['r:id'] ?? '');
  if (rel?.external && SAFE_LINK.test(rel.target) && rel.target.length <= 2000) return rel.target;
  ctx.report.drop('link-not-web');
  return undefined;
}

/** Paragraphs and runs past the model's limits are joined into the last ones allowed, not dropped. */
function withinLimits(paragraphs: RichParagraph[], ctx: SlideContext): RichParagraph[] {
  const max = CANVAS_LIMITS.paragraphsPerText;
  let kept = paragraphs;
  if (kept.length > max) {
    const rest = kept.slice(max - 1).flatMap((p) => p.runs);
    kept = [...kept.slice(0, max - 1), { ...kept[max - 1]!, runs: rest }];
  }
  return kept.map((p) => {
    if (p.runs.length <= CANVAS_LIMITS.runsPerParagraph) return p;
    const head = p.runs.slice(0, CANVAS_LIMITS.runsPerParagraph - 1);
    const joined = p.runs
      .slice(CANVAS_LIMITS.runsPerParagraph - 1)
      .map((run) => run.text)
      .join(' ');
    if (joined.length > CANVAS_LIMITS.runLength) ctx.report.drop('text-too-long');
    return { ...p, runs: [...head, { ...p.runs[0]!, text: joined.slice(0, CANVAS_LIMITS.runLength) }] };
  });
}
