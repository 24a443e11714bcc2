// An SVG thumbnail drawn from the document: theme colours, the ring of topics, the title.
// 16:9 so it fits cards and link previews; stored on write and served at a versioned URL.

import { breakablePieces, clipToWidth, glyphWidth } from '../text-width';
import type { CanvasDocument } from './canvas/model';
import { renderCanvasThumbnail } from './canvas/thumbnail';
import type { PresentationDocument } from './document';
import { type Theme, themeFor } from './themes';

const WIDTH = 640;
const HEIGHT = 360;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/**
 * Greedy word wrap into at most `maxLines` lines of `width` average glyphs, with an ellipsis. CJK
 * characters count a full em and a line may break between any two of them.
 */
export function wrapTitle(title: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/).filter(Boolean)) {
    breakablePieces(word).forEach((piece, i) => {
      const joined = line && i === 0 ? `${line} ${piece}` : line + piece;
      if (line && glyphWidth(joined) > width) {
        lines.push(line);
        line = piece;
      } else {
        line = joined;
      }
    });
  }
  if (line) lines.push(line);
  const ellipsed = (l: string) => `${clipToWidth(l, width - 1)}…`;
  if (lines.length <= maxLines) return lines.map((l) => (glyphWidth(l) > width ? ellipsed(l) : l));
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = ellipsed(kept[maxLines - 1]!);
  return kept;
}

export interface ThumbnailInput {
  title: string;
  theme: string;
  topicCount: number;
  kind: 'deck' | 'video';
  /** A canvas deck is drawn from itself: its first step's view (canvas/thumbnail.ts). */
  canvas?: CanvasDocument;
}

export function thumbnailInputOf(doc: PresentationDocument, kind: 'deck' | 'video' = 'deck'): ThumbnailInput {
  const topicCount =
    doc.version === 0
      ? Math.max(doc.frames.length - 1, 1)
      : doc.version === 3
        ? Math.max(new Set(doc.path.flatMap((step) => step.frame ?? [])).size, 1)
        : doc.topics.length;
  return {
    title: doc.title,
    theme: doc.theme,
    topicCount,
    kind,
    ...(doc.version === 3 ? { canvas: doc } : {}),
  };
}

/** `drawn`: the theme to draw with when it is not the named one (a `brand` deck's published kit). */
export function renderThumbnailSvg(
  { title, theme: themeName, topicCount, kind, canvas }: ThumbnailInput,
  drawn: Theme = themeFor(themeName),
): string {
  if (canvas) return renderCanvasThumbnail(canvas, drawn, { width: WIDTH, height: HEIGHT });
  const theme = drawn;
  const cx = WIDTH / 2;
  const cy = HEIGHT / 2;
  const count = Math.max(1, Math.min(topicCount, 12));
  const ring = Array.from({ length: count }, (_, i) => {
    const angle = (2 * Math.PI * i) / count - Math.PI / 2;
    const x = (cx + Math.cos(angle) * 230).toFixed(1);
    const y = (cy + Math.sin(angle) * 135).toFixed(1);
    const colour = theme.palette[i % theme.palette.length];
    return `<circle cx="${x}" cy="${y}" r="34" fill="${colour}" opacity="0.9"/>`;
  }).join('');
  const lines = wrapTitle(title, 22, 3);
  const lineHeight = 40;
  const top = cy - ((lines.length - 1) * lineHeight) / 2;
  const text = lines
    .map((line, i) => `<tspan x="${cx}" y="${(top + i * lineHeight).toFixed(1)}">${escapeXml(line)}</tspan>`)
    .join('');
  const play =
    kind === 'video'
      ? `<circle cx="${WIDTH - 48}" cy="${HEIGHT - 48}" r="26" fill="${theme.accent}"/><path d="M${WIDTH - 57} ${HEIGHT - 62}v28l24-14z" fill="${theme.background}"/>`
      : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${escapeXml(title)}">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${theme.background}"/>`,
    `<ellipse cx="${cx}" cy="${cy}" rx="230" ry="135" fill="none" stroke="${theme.accent}" stroke-opacity="0.35" stroke-width="3"/>`,
    ring,
    `<ellipse cx="${cx}" cy="${cy}" rx="190" ry="88" fill="${theme.surface}"/>`,
    `<text font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="32" font-weight="700" fill="${theme.text}" text-anchor="middle" dominant-baseline="middle">${text}</text>`,
    play,
    '</svg>',
  ].join('');
}

/** A short, stable version key for cache-busting URLs (FNV-1a over the SVG). */
export function contentVersion(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
