// Colours as the canvas stores them (#rrggbb). A slide names a colour directly (srgbClr), by its
// theme's scheme (schemeClr: accent1, tx1…) or as a system colour, optionally lightened or darkened
// (lumMod/lumOff, PowerPoint's "lighter 40%"). Scheme colours are resolved through the master's
// theme once, so a theme the canvas does not have still gives the colours the author saw.
import type { Package } from './package';
import { relatedPart } from './package';
import { child, numberAttr, path, type XmlNode } from './xml';

export type SchemeColors = Map<string, string>;

/** The slide's names for the scheme's colours, as the default colour map gives them. */
const DEFAULT_MAP: Record<string, string> = { tx1: 'dk1', bg1: 'lt1', tx2: 'dk2', bg2: 'lt2' };
const HEX = /^[0-9a-fA-F]{6}$/;

/** The theme's colour scheme, from the master's theme or else the presentation's. */
export function schemeColorsOf(pkg: Package, master: string | undefined): SchemeColors {
  const theme =
    (master && relatedPart(pkg, master, 'theme')) ?? relatedPart(pkg, 'ppt/presentation.xml', 'theme');
  const scheme = path(theme ? pkg.xml(theme) : undefined, 'a:themeElements', 'a:clrScheme');
  const colors: SchemeColors = new Map();
  for (const entry of scheme?.children ?? []) {
    const name = entry.name.replace(/^a:/, '');
    const value = child(entry, 'a:srgbClr')?.attrs.val ?? child(entry, 'a:sysClr')?.attrs.lastClr;
    if (value && HEX.test(value)) colors.set(name, value.toLowerCase());
  }
  // The master's colour map says which scheme colour text and background are (a dark master swaps them).
  const map = path(master ? pkg.xml(master) : undefined, 'p:clrMap')?.attrs ?? {};
  for (const [alias, fallback] of Object.entries(DEFAULT_MAP)) {
    const color = colors.get(map[alias] ?? fallback);
    if (color) colors.set(alias, color);
  }
  return colors;
}

/** The colour inside a fill (a:solidFill) or a colour node's parent, as #rrggbb. */
export function colorIn(fill: XmlNode | undefined, scheme: SchemeColors): string | undefined {
  for (const node of fill?.children ?? []) {
    const hex = baseColor(node, scheme);
    if (hex) return `#${adjusted(hex, node)}`;
  }
  return undefined;
}

function baseColor(node: XmlNode, scheme: SchemeColors): string | undefined {
  const value = node.attrs.val;
  if (node.name === 'a:srgbClr') return value && HEX.test(value) ? value.toLowerCase() : undefined;
  if (node.name === 'a:schemeClr' && value) return scheme.get(value);
  if (node.name === 'a:sysClr') {
    const last = node.attrs.lastClr;
    return last && HEX.test(last) ? last.toLowerCase() : undefined;
  }
  if (node.name === 'a:prstClr')
    return value === 'white' ? 'ffffff' : value === 'black' ? '000000' : undefined;
  return undefined;
}

/** lumMod and lumOff (in 1/1000 %) change the colour's lightness, as PowerPoint's tints do. */
function adjusted(hex: string, node: XmlNode): string {
  const mod = numberAttr(child(node, 'a:lumMod'), 'val');
  const off = numberAttr(child(node, 'a:lumOff'), 'val');
  if (mod === undefined && off === undefined) return hex;
  const [h, s, l] = toHsl(hex);
  const lightness = Math.min(1, Math.max(0, l * ((mod ?? 100_000) / 100_000) + (off ?? 0) / 100_000));
  return fromHsl(h, s, lightness);
}

function toHsl(hex: string): [number, number, number] {
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h / 6, s, l];
}

function fromHsl(h: number, s: number, l: number): string {
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t0: number) => {
    const t = t0 < 0 ? t0 + 1 : t0 > 1 ? t0 - 1 : t0;
    const v = t < 1 / 6 ? p + (q - p) * 6 * t : t < 1 / 2 ? q : t < 2 / 3 ? p + (q - p) * (2 / 3 - t) * 6 : p;
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return s === 0 ? channel(l).repeat(3).slice(0, 6) : channel(h + 1 / 3) + channel(h) + channel(h - 1 / 3);
}
