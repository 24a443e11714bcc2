// Chooses a frame's base font size so its text fits its content box. The layout is pure (no DOM to
// measure), so it estimates: an average Latin glyph is about half an em wide, a CJK one a whole em
// (text-width.ts). The player renders with the same factors exported here, so the estimate and the
// page agree.

import { glyphWidth, NARROW_GLYPH_EM } from '../text-width';
import type { Paragraph, Text } from './document';

/** Line height of all frame text, in ems. */
export const LINE_HEIGHT = 1.3;
/** A frame title is this many times the base font size. */
export const HEADING_SCALE = 1.8;
/** Share of a content box kept for the frame's image when it has one. */
export const IMAGE_SHARE = 0.42;
/** Markdown import writes body text at 20 (FONT_SIZES); other sizes are drawn relative to it. */
const BODY_FONT_SIZE = 20;

/**
 * The one size all frame text is laid out at (see `textStrike`): the page's own body size, so a
 * frame in the page's font needs no strike of its own. Paragraphs go down to 0.6 em
 * (`paragraphScale`), 9.6 px here, above Chromium's 6 px minimum for sizes given in ems.
 */
const LAYOUT_FONT_SIZE = 16;

/**
 * The size a frame's text is laid out at, and the scale that draws it at the fitted size. Each font
 * size a page uses is a new font "strike", and on Linux Chromium asks the browser process for each
 * strike's hinting in a blocking call (1 to 13 ms on the bench machine, the longest while the
 * browser is busy starting the page). Fitted sizes differ from frame to frame, so a deck's first
 * step asked about 30 times. Laid out at one size and scaled to the fitted one, the text looks the
 * same: every length in the box is in ems or divided by the same scale, glyphs are drawn at the size
 * they end up on screen (the camera scales the world the same way), and glyph advances are
 * proportional to the size (within 0.2% from 8 to 64 px in Chromium), so lines break where they did.
 */
export function textStrike(fontSize: number): { size: number; scale: number } {
  if (!(fontSize > 0) || !Number.isFinite(fontSize)) return { size: fontSize, scale: 1 };
  return { size: LAYOUT_FONT_SIZE, scale: fontSize / LAYOUT_FONT_SIZE };
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
