// Brand kits: the colours and fonts a team or a person defines, and the theme a deck gets from
// them. Colours are only ever `#rrggbb` and fonts only ids of the safe list (BRAND_FONT_IDS, in the
// kernel), so whatever reaches a style attribute or a stylesheet was chosen from a fixed set, never
// written by the kit's author (no CSS can be injected through a kit).
import {
  BRAND_COLOR_NAMES,
  BRAND_FONT_IDS,
  type BrandColorName,
  type BrandColors,
  type BrandFontId,
  type BrandStyle,
} from '../../kernel/document/brand-style';
import { resolveTheme, type Theme } from '../../kernel/document/themes';

// What a kit's style is made of lives in the kernel, below the decks feature, whose player data
// carries a deck's kit (decision 090).
export {
  BRAND_COLOR_NAMES,
  BRAND_FONT_IDS,
  type BrandColorName,
  type BrandColors,
  type BrandFontId,
  type BrandStyle,
} from '../../kernel/document/brand-style';

const SANS_FALLBACK = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const SERIF_FALLBACK = 'Georgia, "Times New Roman", "Noto Serif CJK JP", "Noto Serif KR", serif';

/** Each font's name as people see it and its CSS stack (Latin from our origin, the rest from the system). */
export const BRAND_FONTS: Record<BrandFontId, { label: string; stack: string }> = {
  system: { label: 'System', stack: SANS_FALLBACK },
  inter: { label: 'Inter', stack: `"Podium Inter", ${SANS_FALLBACK}` },
  'source-sans-3': { label: 'Source Sans 3', stack: `"Podium Source Sans 3", ${SANS_FALLBACK}` },
  montserrat: { label: 'Montserrat', stack: `"Podium Montserrat", ${SANS_FALLBACK}` },
  lora: { label: 'Lora', stack: `"Podium Lora", ${SERIF_FALLBACK}` },
  merriweather: { label: 'Merriweather', stack: `"Podium Merriweather", ${SERIF_FALLBACK}` },
  'playfair-display': { label: 'Playfair Display', stack: `"Podium Playfair Display", ${SERIF_FALLBACK}` },
};

export const isBrandFontId = (value: unknown): value is BrandFontId =>
  typeof value === 'string' && (BRAND_FONT_IDS as readonly string[]).includes(value);

/** A new kit starts from Podium's own look (the ocean theme). */
export const DEFAULT_BRAND_STYLE: BrandStyle = {
  colors: { primary: '#3c91e6', accent: '#5fd3f3', background: '#0b2545', text: '#f4f7fb' },
  headingFont: 'system',
  bodyFont: 'system',
};

/** `#rrggbb` and nothing else: the pattern the API schema uses too. */
export const HEX_COLOR_PATTERN = '^#[0-9a-fA-F]{6}$';
const HEX_COLOR = new RegExp(HEX_COLOR_PATTERN);

export const isHexColor = (value: unknown): value is string =>
  typeof value === 'string' && HEX_COLOR.test(value);

/** The WCAG 2 contrast ratio a body text needs against its background (level AA). */
export const MIN_TEXT_CONTRAST = 4.5;

const channel = (hex: string, at: number) => {
  const value = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of a `#rrggbb` colour, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

/** WCAG contrast ratio of two colours: 1 (the same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** True when the kit's text on its background is below WCAG AA: the kit page warns, it does not refuse. */
export const hasLowContrast = (colors: Pick<BrandColors, 'text' | 'background'>) =>
  contrastRatio(colors.text, colors.background) < MIN_TEXT_CONTRAST;

export type BrandStyleProblem = {
  field: BrandColorName | 'headingFont' | 'bodyFont';
  code: 'color' | 'font';
};

/** Checks a kit's style as received; colours come back lower-case. */
export function parseBrandStyle(
  input: unknown,
): { ok: true; style: BrandStyle } | { ok: false; problems: BrandStyleProblem[] } {
  const value = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const colorsIn = (typeof value.colors === 'object' && value.colors !== null ? value.colors : {}) as Record<
    string,
    unknown
  >;
  const problems: BrandStyleProblem[] = [];
  const colors = {} as BrandColors;
  for (const name of BRAND_COLOR_NAMES) {
    const color = colorsIn[name];
    if (isHexColor(color)) colors[name] = color.toLowerCase();
    else problems.push({ field: name, code: 'color' });
  }
  for (const field of ['headingFont', 'bodyFont'] as const) {
    if (!isBrandFontId(value[field])) problems.push({ field, code: 'font' });
  }
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    style: { colors, headingFont: value.headingFont as BrandFontId, bodyFont: value.bodyFont as BrandFontId },
  };
}

/** `a` moved `amount` (0–1) of the way to `b`, both `#rrggbb`. */
export function mixColors(a: string, b: string, amount: number): string {
  const part = (at: number) => {
    const from = Number.parseInt(a.slice(at, at + 2), 16);
    const to = Number.parseInt(b.slice(at, at + 2), 16);
    return Math.round(from + (to - from) * amount)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${part(1)}${part(3)}${part(5)}`;
}

/**
 * The deck theme a kit gives: its background and text, frames filled a little towards the text
 * colour, topics ringed in the primary and accent colours and two blends of them.
 */
export function themeFromBrand(style: BrandStyle): Theme {
  const { primary, accent, background, text } = style.colors;
  return {
    name: 'brand',
    background,
    surface: mixColors(background, text, 0.08),
    text,
    accent,
    palette: [primary, accent, mixColors(primary, text, 0.35), mixColors(accent, background, 0.35)],
    headingFont: BRAND_FONTS[style.headingFont].stack,
    bodyFont: BRAND_FONTS[style.bodyFont].stack,
  };
}

/** The theme of a deck whose document names `themeName`, with the published kit resolved for it. */
export const deckTheme = (themeName: string | undefined, brand: BrandStyle | null | undefined): Theme =>
  resolveTheme(themeName, brand ? themeFromBrand(brand) : null);

/** What a logo may be: a PNG, JPEG or WebP (never SVG: it can carry script) of bounded size. */
export const BRAND_LOGO_LIMITS = { bytes: 512 * 1024, maxSide: 2000, minSide: 16 } as const;
