// A canvas colour as drawn: a hex value as written, a theme role (`theme:accent`) from the deck's
// theme, which for the brand theme is the kit the server resolved (decision 065).
import type { Theme } from '../themes';
import type { CanvasColor } from './model';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** The CSS colour of a canvas colour in a theme; undefined for anything else, so nothing odd reaches a style. */
export function resolveColor(color: CanvasColor | undefined, theme: Theme): string | undefined {
  if (color === undefined) return undefined;
  if (HEX.test(color)) return color;
  const role = color.startsWith('theme:') ? color.slice('theme:'.length) : '';
  if (role === 'text' || role === 'accent' || role === 'surface' || role === 'background') return theme[role];
  const palette = /^palette([0-9])$/.exec(role);
  if (palette) return theme.palette[Number(palette[1]) % theme.palette.length] ?? theme.accent;
  return undefined;
}
