// Chooses a frame's base font size so its text fits its content box. The layout is pure (no DOM to
// measure), so it estimates: an average Latin glyph is about half an em wide, a CJK one a whole em
// (text-width.ts). The player renders with the same factors exported here, so the estimate and the
// page agree.
import type { Paragraph, Text } from './document';
import { glyphWidth, NARROW_GLYPH_EM } from './text-width';

/** Line height of all frame text, in ems. */
export const LINE_HEIGHT = 1.3;
/** A frame title is this many times the base font size. */
export const HEADING_SCALE = 1.8;
/** Share of a content box kept for the frame's image when it has one. */
export const IMAGE_SHARE = 0.42;
/** Markdown import writes body text at 20 (FONT_SIZES); other sizes are drawn relative to it. */
const BODY_FONT_SIZE = 20;

/** Sizes a frame's text is laid out at: this many to an octave (see `textStrike`). */
const STRIKES_PER_OCTAVE = 2;
/**
 * No text is laid out on a rung below this size: Chromium raises a font size given in ems to 6 px
 * (its "minimum logical font size"), and the smallest paragraph is 0.6 em (`paragraphScale`).
 */
const SMALLEST_RUNG = 10;

/**
 * The size a frame's text is laid out at, and the scale that draws it at the fitted size. Each font
 * size a page uses is a new font "strike", and on Linux Chromium asks the browser process for each
 * strike's hinting in a blocking call (1 to 13 ms on the bench machine). Fitted sizes differ from
 * frame to frame, so a deck's first step asked about 30 times. Laid out on a ladder of sizes half
 * an octave apart, and scaled up by the rest (less than 42%), the text looks the same: every length
 * in the box is in ems or divided by the same scale, and glyph advances are proportional to the
 * size (within 0.2% from 8 to 64 px in Chromium), so the lines break where they did.
 */
export function textStrike(fontSize: number): { size: number; scale: number } {
  if (!(fontSize > 0) || !Number.isFinite(fontSize)) return { size: fontSize, scale: 1 };
  // The epsilon keeps a size already on the ladder from rounding down a whole rung.
  const rung = Math.floor(Math.log2(fontSize) * STRIKES_PER_OCTAVE + 1e-9);
  const size = 2 ** (rung / STRIKES_PER_OCTAVE);
  if (size < SMALLEST_RUNG) return { size: fontSize, scale: 1 };
  return { size, scale: fontSize / size };
}

/** How much larger than body text a paragraph is drawn, from the size the document gives it. */
export function paragraphScale(paragraph: Pick<Paragraph, 'biggestFontSize'>): number {
  const scale = paragraph.biggestFontSize / BODY_FONT_SIZE;
  return Math.min(3.2, Math.max(0.6, Number.isFinite(scale) ? scale : 1));
}

export interface FrameContentInput {
  title?: string | undefined;
  texts: readonly Text[];
  image?: string | undefined;
}

function lineCount(text: string, fontSize: number, width: number): number {
  const perLine = Math.max(1, Math.floor(width / (fontSize * NARROW_GLYPH_EM)));
  return Math.max(1, Math.ceil(glyphWidth(text) / perLine));
}

/** Estimated height of the content at a base font size, in the same units as the width. */
export function estimateHeight(width: number, size: number, content: FrameContentInput): number {
  let height = 0;
  if (content.title) {
    const heading = size * HEADING_SCALE;
    height += lineCount(content.title, heading, width) * heading * LINE_HEIGHT + heading * 0.3;
  }
  for (const text of content.texts) {
    for (const paragraph of text.paragraphs) {
      const px = size * paragraphScale(paragraph);
      const lineWidth = paragraph.listType ? width - 1.4 * size : width;
      height += lineCount(paragraph.text, px, lineWidth) * px * LINE_HEIGHT + px * 0.4;
    }
  }
  return height;
}

/**
 * The largest base font size (between box height / 12 and a readable floor) at which the content is
 * estimated to fit. Text that cannot fit at the floor overflows rather than becoming unreadable.
 */
export function fitFontSize(box: { width: number; height: number }, content: FrameContentInput): number {
  const max = box.height / 12;
  const min = Math.min(max, Math.max(9, box.height / 40));
  const available = box.height * (content.image ? 1 - IMAGE_SHARE : 1);
  let size = max;
  while (size > min && estimateHeight(box.width, size, content) > available) size *= 0.92;
  return Math.round(Math.max(size, min) * 10) / 10;
}
