// A brand kit's style as a deck in the `brand` theme is drawn with it: its colours and fonts. It
// lives in the kernel, below the decks feature, because a deck's player data carries it and decks
// sits below the brand feature that owns the kits (decision 090); the brand feature's rules check
// a style and turn it into a theme.

/** The fonts shipped with Podium (player/brand-fonts.css); `system` is Podium's own stack. */
export const BRAND_FONT_IDS = [
  'system',
  'inter',
  'source-sans-3',
  'montserrat',
  'lora',
  'merriweather',
  'playfair-display',
] as const;
export type BrandFontId = (typeof BRAND_FONT_IDS)[number];

export const BRAND_COLOR_NAMES = ['primary', 'accent', 'background', 'text'] as const;
export type BrandColorName = (typeof BRAND_COLOR_NAMES)[number];
export type BrandColors = Record<BrandColorName, string>;

/** What a kit defines besides its logo. */
export interface BrandStyle {
  colors: BrandColors;
  headingFont: BrandFontId;
  bodyFont: BrandFontId;
}
