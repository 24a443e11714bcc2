// A PDF's pages as a classic (schema '0') document: one picture frame per page, laid out in a
// grid and visited in page order. Each frame's image is the page rendered by the browser; its
// texts are the page's words as the server extracted them, so the transcript and search have them.

import { LIMITS, PUBLISH_LIMITS } from '../limits';
import type { ClassicDocument, Frame, Paragraph, PresentationDocument, Text } from './document';
import { FONT_SIZES } from './markdown-outline';

export interface PdfPage {
  /** Where the page's image is served, e.g. /media/u/{sha256}.webp. */
  image: string;
  /** The page's width ÷ height. */
  aspectRatio: number;
  /** The page's text, one line per line of the page. */
  text: string;
}

const FRAME_WIDTH = 1600;
const GAP = 200;
const ASPECT = { min: 0.25, max: 4 } as const;

const clampAspect = (ratio: number) =>
  Number.isFinite(ratio)
    ? Math.min(ASPECT.max, Math.max(ASPECT.min, Math.round(ratio * 10_000) / 10_000))
    : 16 / 9;

/** Lines of page text as paragraphs, within the page-text budget and the document's limits. */
export function pageParagraphs(text: string): Paragraph[] {
  const lines: string[] = [];
  let budget: number = PUBLISH_LIMITS.pageTextLength;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\s+/g, ' ').trim().slice(0, budget);
    if (!line) continue;
    lines.push(line);
    budget -= line.length;
    if (budget <= 0) break;
  }
  // A dense page can have more lines than a text may hold paragraphs: group them evenly.
  const perParagraph = Math.ceil(lines.length / LIMITS.paragraphsPerText);
  const paragraphs: Paragraph[] = [];
  for (let i = 0; i < lines.length; i += perParagraph) {
    const joined = lines
      .slice(i, i + perParagraph)
      .join(' ')
      .slice(0, LIMITS.textLength);
    paragraphs.push({ text: joined, biggestFontSize: FONT_SIZES.body });
  }
  return paragraphs;
}

function pageTexts(id: string, text: string): Text[] {
  const paragraphs = pageParagraphs(text);
  return paragraphs.length > 0 ? [{ id: `${id}-text`, styleClasses: ['body'], paragraphs }] : [];
}

/** The grid's column count: about square, so the whole deck fits a landscape screen at once. */
export const gridColumns = (pages: number) => Math.max(1, Math.ceil(Math.sqrt(pages)));

export function pdfDeck(title: string, pages: readonly PdfPage[]): ClassicDocument {
  const columns = gridColumns(pages.length);
  const aspects = pages.map((page) => clampAspect(page.aspectRatio));
  // Rows are as tall as the tallest page, so pages of mixed sizes never overlap.
  const rowHeight = Math.max(...aspects.map((aspect) => FRAME_WIDTH / aspect));
  const frames = pages.map((page, i): Frame => {
    const id = `page-${i + 1}`;
    return {
      id,
      x: (i % columns) * (FRAME_WIDTH + GAP),
      y: Math.floor(i / columns) * Math.round(rowHeight + GAP),
      scale: 1,
      rotation: 0,
      texts: pageTexts(id, page.text),
      image: page.image,
      aspectRatio: aspects[i]!,
    };
  });
  return { version: 0, title, theme: 'slate', frames, path: frames.map((frame) => frame.id) };
}

/**
 * The picture a deck of page pictures (a published PDF) shows as its cover: the first page's
 * image, for thumbnails and cards. Other decks are drawn as a title card (thumbnail.ts).
 */
export function coverPicture(document: PresentationDocument): string | undefined {
  if (document.version !== 0) return undefined;
  const first = document.frames.find((frame) => frame.id === document.path[0]);
  return first?.aspectRatio !== undefined && first.image?.startsWith('/media/u/') ? first.image : undefined;
}
