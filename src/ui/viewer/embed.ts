// The embed form (spec §3, §5): the fields keep digits only, at most 4 characters; an empty or
// non-numeric entry counts as 0 and empties both fields; the other side follows at 16:9.
import { EMBED_DEFAULT, EMBED_MAX_CHARS, EMBED_RATIO } from '../../lib/constants';

/** What the two fields show; '' when the size counts as 0. */
export interface EmbedSize {
  width: string;
  height: string;
}

export type EmbedAction = { type: 'width'; value: string } | { type: 'height'; value: string };

export const INITIAL_EMBED_SIZE: EmbedSize = {
  width: String(EMBED_DEFAULT.width),
  height: String(EMBED_DEFAULT.height),
};

/** "12a34567" → "1234": digits only, at most 4 characters. */
export function embedDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, EMBED_MAX_CHARS);
}

/** The number a field stands for: empty or non-numeric is 0. */
export function embedNumber(field: string): number {
  const value = Number.parseInt(embedDigits(field), 10);
  return Number.isNaN(value) ? 0 : value;
}

export function embedReducer(_state: EmbedSize, action: EmbedAction): EmbedSize {
  const value = embedNumber(action.value);
  if (value === 0) return { width: '', height: '' };
  const typed = embedDigits(action.value);
  return action.type === 'height'
    ? { height: typed, width: String(Math.round(value * EMBED_RATIO)) }
    : { width: typed, height: String(Math.round(value / EMBED_RATIO)) };
}

/** The path the embed frame loads (spec §2), on the product's own origin. */
export function embedSrc(origin: string, id: string): string {
  return `${origin}/p/embed/${encodeURIComponent(id)}/`;
}

const FRAME_ATTRIBUTES = 'frameborder="0" allow="autoplay; fullscreen" allowfullscreen';

export function embedCode(origin: string, id: string, size: EmbedSize): string {
  const width = embedNumber(size.width);
  const height = embedNumber(size.height);
  return `<iframe src="${embedSrc(origin, id)}" width="${width}" height="${height}" ${FRAME_ATTRIBUTES}></iframe>`;
}

/** When only responsive sizes are allowed: a 16:9 box that fills the width of its container. */
export function responsiveEmbedCode(origin: string, id: string): string {
  const padding = `${Math.round((100 / EMBED_RATIO) * 100) / 100}%`;
  return (
    `<div style="position:relative;width:100%;height:0;padding-bottom:${padding}">` +
    `<iframe src="${embedSrc(origin, id)}" style="position:absolute;top:0;left:0;width:100%;height:100%" ${FRAME_ATTRIBUTES}></iframe>` +
    '</div>'
  );
}
