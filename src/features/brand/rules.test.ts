import { describe, expect, it } from 'vitest';
import { THEMES } from '../../kernel/document/themes';
import {
  BRAND_FONT_IDS,
  BRAND_FONTS,
  type BrandStyle,
  contrastRatio,
  deckTheme,
  hasLowContrast,
  isHexColor,
  mixColors,
  parseBrandStyle,
  themeFromBrand,
} from './rules';

const STYLE = {
  colors: { primary: '#AA2200', accent: '#ffcc00', background: '#ffffff', text: '#111111' },
  headingFont: 'playfair-display',
  bodyFont: 'lora',
};

function validStyle(): BrandStyle {
  const parsed = parseBrandStyle(STYLE);
  if (!parsed.ok) throw new Error('STYLE is valid');
  return parsed.style;
}

describe('brand colours', () => {
  it('accepts #rrggbb only', () => {
    expect(isHexColor('#1a2B3c')).toBe(true);
    for (const bad of [
      '#123',
      '1a2b3c',
      '#1a2b3cff',
      'red',
      'red;}</style>',
      '#1a2b3g',
      ' #1a2b3c',
      '#1a2b3c\n',
      12,
    ])
      expect(isHexColor(bad), String(bad)).toBe(false);
  });

  it('measures WCAG contrast: 21:1 for black on white, 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#3e63dd', '#3e63dd')).toBe(1);
    // #767676 on white is the classic just-passing grey (4.54:1); #777777 just fails (4.48:1).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(hasLowContrast({ text: '#767676', background: '#ffffff' })).toBe(false);
    expect(hasLowContrast({ text: '#777777', background: '#ffffff' })).toBe(true);
  });

  it('mixes two colours', () => {
    expect(mixColors('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mixColors('#102030', '#102030', 0.3)).toBe('#102030');
    expect(mixColors('#000000', '#ffffff', 0)).toBe('#000000');
  });
});

describe('parseBrandStyle', () => {
  it('keeps a valid style with colours in lower case', () => {
    const parsed = parseBrandStyle(STYLE);
    expect(parsed).toEqual({
      ok: true,
      style: { ...STYLE, colors: { ...STYLE.colors, primary: '#aa2200' } },
    });
  });

  it('names every colour and font that is not allowed', () => {
    const parsed = parseBrandStyle({
      colors: { primary: 'red;}</style>', accent: '#ffcc00', background: 'url(x)' },
      headingFont: 'Comic Sans MS',
      bodyFont: 'lora',
    });
    expect(parsed).toEqual({
      ok: false,
      problems: [
        { field: 'primary', code: 'color' },
        { field: 'background', code: 'color' },
        { field: 'text', code: 'color' },
        { field: 'headingFont', code: 'font' },
      ],
    });
    expect(parseBrandStyle(null).ok).toBe(false);
    expect(parseBrandStyle('x').ok).toBe(false);
  });
});

describe('the theme a kit gives', () => {
  it('draws with the kit’s colours and the fonts’ fixed stacks', () => {
    const theme = themeFromBrand(validStyle());
    expect(theme).toMatchObject({ name: 'brand', background: '#ffffff', text: '#111111', accent: '#ffcc00' });
    expect(theme.palette[0]).toBe('#aa2200');
    expect(theme.headingFont).toBe(BRAND_FONTS['playfair-display'].stack);
    expect(theme.bodyFont).toBe(BRAND_FONTS.lora.stack);
    expect(theme.surface).toBe(mixColors('#ffffff', '#111111', 0.08));
  });

  it('every font stack is a fixed string of quoted family names and generic fallbacks', () => {
    for (const id of BRAND_FONT_IDS) expect(BRAND_FONTS[id].stack).toMatch(/^[\w\s",-]+$/);
  });

  it('applies only to decks in the brand theme, and only with a published kit', () => {
    const style = validStyle();
    expect(deckTheme('brand', style).background).toBe('#ffffff');
    // Unpublished (no kit): Podium's own look.
    expect(deckTheme('brand', null)).toEqual(THEMES.brand);
    expect(THEMES.brand).toEqual({ ...THEMES.ocean, name: 'brand' });
    // A named theme stays what it is.
    expect(deckTheme('sunset', style)).toBe(THEMES.sunset);
  });
});
