// The embed form (spec §3, §5): the fields keep digits only, at most 4 characters; an empty or
// non-numeric entry counts as 0 and empties both fields; the other side follows at 16:9. A side
// that would need a fifth digit at 16:9 stops both sides at the largest size that fits, so the
// fields and the code always say the same. The code is a fixed-size frame, or a 16:9 box that
// fills its container.
import { escapeHtml } from '../../../../kernel/html';
import { EMBED_DEFAULT, EMBED_MAX_CHARS, EMBED_RATIO } from '../../../../lib/constants';

/** The frame's size in pixels (0 when a field is empty); `clamped` when a typed side was cut to fit. */
export interface EmbedSize {
  width: number;
  height: number;
  clamped: boolean;
}

export type EmbedAction = { type: 'width'; value: string } | { type: 'height'; value: string };

export type EmbedVariant = 'FIXED' | 'RESPONSIVE';

export const INITIAL_EMBED_SIZE: EmbedSize = { ...EMBED_DEFAULT, clamped: false };

/** The most a field holds: 9999. */
const MAX_SIDE = 10 ** EMBED_MAX_CHARS - 1;

/** The most each side may be for both to fit in 4 digits at 16:9: 9999 wide, or 5624 high (9998 wide). */
export const EMBED_MAX_SIZE = {
  width: Math.min(MAX_SIDE, Math.floor(MAX_SIDE * EMBED_RATIO)),
  height: Math.min(MAX_SIDE, Math.floor(MAX_SIDE / EMBED_RATIO)),
} as const;

/** "12a34567" → "1234": digits only, at most 4 characters. */
export function embedDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, EMBED_MAX_CHARS);
}

/** The number a field stands for: empty or non-numeric is 0. */
export function embedNumber(field: string): number {
  const value = Number.parseInt(embedDigits(field), 10);
  return Number.isNaN(value) ? 0 : value;
}

/** What a field shows: '' for 0. */
export const embedField = (pixels: number): string => (pixels > 0 ? String(pixels) : '');

export function embedReducer(_state: EmbedSize, action: EmbedAction): EmbedSize {
  const typed = embedNumber(action.value);
  if (typed === 0) return { width: 0, height: 0, clamped: false };
  const value = Math.min(typed, EMBED_MAX_SIZE[action.type]);
  const clamped = value < typed;
  return action.type === 'height'
    ? { height: value, width: Math.round(value * EMBED_RATIO), clamped }
    : { width: value, height: Math.round(value / EMBED_RATIO), clamped };
}

/** The path the embed frame loads (spec §2), on the product's own origin. */
export function embedSrc(origin: string, id: string): string {
  return `${origin}/p/embed/${encodeURIComponent(id)}/`;
}

export interface EmbedTarget {
  /** The product's own origin, e.g. https://podium.example */
  origin: string;
  /** The presentation's oid, or the view-link id for a private presentation. */
  id: string;
  /** The frame's accessible name on the host page. */
  title: string;
}

const FRAME_ATTRIBUTES = 'frameborder="0" allow="autoplay; fullscreen" allowfullscreen';

function frameStart({ origin, id, title }: EmbedTarget): string {
  return `<iframe src="${embedSrc(origin, id)}" title="${escapeHtml(title)}"`;
}

export function embedCode(target: EmbedTarget, size: Pick<EmbedSize, 'width' | 'height'>): string {
  return `${frameStart(target)} width="${size.width}" height="${size.height}" ${FRAME_ATTRIBUTES}></iframe>`;
}

/** A 16:9 box that fills the width of its container, the frame filling the box. */
export function responsiveEmbedCode(target: EmbedTarget): string {
  const padding = `${Math.round((100 / EMBED_RATIO) * 100) / 100}%`;
  return (
    `<div style="position:relative;padding-top:${padding}">` +
    `${frameStart(target)} style="position:absolute;inset:0;width:100%;height:100%;border:0" ${FRAME_ATTRIBUTES}></iframe>` +
    '</div>'
  );
}
