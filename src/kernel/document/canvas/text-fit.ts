// The font sizes of a canvas text and the shrink that fits an autoFit box. The layout is pure (no
// DOM to measure), so it estimates as the frame fitter does (layout-text.ts): an average Latin glyph
// is about half an em wide, a CJK one a whole em (text-width.ts).
import { glyphWidth, NARROW_GLYPH_EM } from '../../text-width';
import type { RichParagraph, RichText, TextRun } from './model';

/** A run without a size takes its paragraph role's, in world units (the sizes Markdown import writes). */
export const CANVAS_FONT_SIZES = { title: 64, subtitle: 40, body: 20 } as const;
/** A paragraph's line height when it gives none, as a multiple of its font size. */
export const CANVAS_LINE_HEIGHT = 1.25;
/** A list item's indent per level, in ems of its paragraph. */
export const LIST_INDENT_EM = 1.6;
/** The least autoFit shrinks to: text smaller than this overflows rather than becoming unreadable. */
const MIN_FIT = 0.25;

export const runSize = (run: Pick<TextRun, 'size'>, paragraph: Pick<RichParagraph, 'role'>): number =>
  run.size ?? CANVAS_FONT_SIZES[paragraph.role ?? 'body'];

/** The largest size in a paragraph (an empty one is a line of its role's size). */
export const paragraphSize = (paragraph: RichParagraph): number =>
  paragraph.runs.reduce((size, run) => Math.max(size, runSize(run, paragraph)), 0) ||
  CANVAS_FONT_SIZES[paragraph.role ?? 'body'];

/** The size most characters of these texts are set in: the element is laid out with it at 16 px. */
export function dominantSize(texts: readonly RichText[]): number | undefined {
  const counts = new Map<number, number>();
  for (const text of texts)
    for (const paragraph of text.paragraphs)
      for (const run of paragraph.runs) {
        const size = runSize(run, paragraph);
        counts.set(size, (counts.get(size) ?? 0) + Math.max(1, run.text.length));
      }
  let best: number | undefined;
  for (const [size, count] of counts) if (best === undefined || count > (counts.get(best) ?? 0)) best = size;
  return best;
}

/** The estimated height of a text set `width` wide with its sizes multiplied by `fit`. */
export function textHeight(text: RichText, width: number, fit = 1): number {
  let height = 0;
  for (const paragraph of text.paragraphs) {
    const size = paragraphSize(paragraph) * fit;
    const indent = paragraph.list ? ((paragraph.level ?? 0) + 1) * LIST_INDENT_EM * size : 0;
    const line = Math.max(size, width - indent);
    const drawn = paragraph.runs.reduce(
      (sum, run) => sum + glyphWidth(run.text) * NARROW_GLYPH_EM * runSize(run, paragraph) * fit,
      0,
    );
    height += Math.max(1, Math.ceil(drawn / line)) * size * (paragraph.lineHeight ?? CANVAS_LINE_HEIGHT);
  }
  return height;
}

/** The factor (at most 1) by which a text's sizes shrink so it is estimated to fit its box. */
export function fitText(text: RichText, box: { width: number; height: number }): number {
  let fit = 1;
  while (fit > MIN_FIT && textHeight(text, box.width, fit) > box.height) fit *= 0.92;
  return Math.round(Math.max(fit, MIN_FIT) * 1000) / 1000;
}
